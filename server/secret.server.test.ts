import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { authSecret } from "./secret.server";

const dirs: string[] = [];
const dataDir = () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "secret-")), "data");
  dirs.push(path.dirname(dir));
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("the generated auth secret", () => {
  it("is written whole to a 0600 file in a 0700 data directory, and read back the same", () => {
    const dir = dataDir();
    const secret = authSecret({ DATA_DIR: dir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(["auth-secret"]);
    expect(authSecret({ DATA_DIR: dir })).toBe(secret);
  });

  it("refuses a file that is too short to be a secret (truncated or edited)", () => {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "auth-secret"), "short\n");
    expect(() => authSecret({ DATA_DIR: dir })).toThrow(/holds 5 characters; a secret needs at least 32/);
    fs.writeFileSync(path.join(dir, "auth-secret"), "");
    expect(() => authSecret({ DATA_DIR: dir })).toThrow(/holds 0 characters/);
  });

  it("keeps the first secret when another process wrote one meanwhile", () => {
    const dir = dataDir();
    const first = authSecret({ DATA_DIR: dir });
    fs.rmSync(path.join(dir, "auth-secret"));
    fs.writeFileSync(path.join(dir, "auth-secret"), "x".repeat(43), { mode: 0o644 });
    expect(authSecret({ DATA_DIR: dir })).toBe("x".repeat(43));
    expect(first).not.toBe("x".repeat(43));
    // A file left readable by others is made private when read.
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  });
});
