import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildInputs, inputFiles, inputsDigest, staleBecause, writeInputsDigest } from "./build-if-stale.js";

const root = path.resolve(import.meta.dirname, "..");

/** Top-level files and folders the build does not read, and why not. */
const notBuildInputs: Record<string, string> = {
  ".ci": "CI's script",
  ".env.example": "run-time settings, read by the server",
  ".gitignore": "git",
  "README.md": "documentation",
  "CHANGELOG.md": "documentation",
  bench: "benchmarks",
  docs: "documentation",
  "drizzle.config.ts": "drizzle-kit's configuration",
  "eslint.config.js": "lint",
  "knip.jsonc": "knip's configuration",
  "playwright.config.ts": "browser tests",
  tests: "tests",
  tools: "test and bench helpers",
  "vitest.config.ts": "unit tests",
};

describe("build inputs", () => {
  it.skipIf(!fs.existsSync(path.join(root, ".git")))("every top-level file and folder of the repository is either a build input or named as none", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
    const topLevel = [...new Set(tracked.map((file) => file.split("/")[0]!))];
    const unclassified = topLevel.filter((entry) => !buildInputs.includes(entry) && !(entry in notBuildInputs));
    expect(unclassified, "add it to buildInputs (scripts/build-if-stale.ts) or to notBuildInputs here").toEqual([]);
  });
});

describe("staleBecause", () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const built = () => {
    write("build/client/index.html", "<!DOCTYPE html>");
    write("build/server/index.js", "export {};");
    writeInputsDigest("build", dir);
  };

  const sources = () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-inputs-"));
    write("app/root.tsx", "export default 1;");
    write("app/root.test.tsx", "it('works')");
    write("scripts/finish-pages.ts", "export {};");
    write("tsconfig.json", "{}");
    write("server/index.ts", "export {};");
    write("server/http/app.server.test.ts", "it('works')");
    write("bench/run.ts", "export {};");
  };

  it("asks for a build when there is none, or when the build recorded no digest (unfinished)", () => {
    sources();
    expect(staleBecause("build", dir)).toMatch(/No build/);
    write("build/client/index.html", "<!DOCTYPE html>");
    expect(staleBecause("build", dir)).toMatch(/no compiled server/);
    write("build/server/index.js", "export {};");
    expect(staleBecause("build", dir)).toMatch(/no record/);
    writeInputsDigest("build", dir);
    expect(staleBecause("build", dir)).toBeNull();
  });

  it.each(["tsconfig.json", "scripts/finish-pages.ts", "app/root.tsx", "scripts/new-step.ts", "package-lock.json", "server/index.ts", "drizzle/0001_next.sql"])(
    "a change to %s makes the build stale",
    (file) => {
      sources();
      built();
      write(file, "changed");
      expect(staleBecause("build", dir)).toMatch(/Sources changed/);
    },
  );

  it("compares contents, not times: a file saved again unchanged keeps the build", () => {
    sources();
    built();
    write("tsconfig.json", "{}");
    expect(staleBecause("build", dir)).toBeNull();
  });

  it("a deleted input makes the build stale", () => {
    sources();
    built();
    fs.rmSync(path.join(dir, "app/root.tsx"));
    expect(staleBecause("build", dir)).toMatch(/Sources changed/);
  });

  it("ignores tests and what the build does not read", () => {
    sources();
    built();
    write("app/root.test.tsx", "it('still works')");
    write("server/http/app.server.test.ts", "it('still works')");
    write("bench/run.ts", "changed");
    expect(inputFiles(dir)).toEqual(["app/root.tsx", "scripts/finish-pages.ts", "server/index.ts", "tsconfig.json"]);
    expect(staleBecause("build", dir)).toBeNull();
  });

  it("last year's build is stale (the footer's copyright year is fixed at build time)", () => {
    sources();
    expect(inputsDigest(dir, 2026)).not.toBe(inputsDigest(dir, 2027));
  });
});
