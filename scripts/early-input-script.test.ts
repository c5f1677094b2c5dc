import { describe, expect, it } from "vitest";
import { addEarlyInputScript, earlyInputScript } from "./early-input-script";

describe("early-input script", () => {
  const script = earlyInputScript();

  it("compiles to one small self-contained script that installs the capture", () => {
    expect(script.length).toBeLessThan(4096);
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
    expect(script).toContain("__earlyInput");
  });

  it("goes first in the head, right after the charset", () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body></body></html>';
    const out = addEarlyInputScript(html, script);
    expect(out.indexOf("<script>")).toBe(out.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(out).toContain(`<script>${script}</script><title>`);
  });

  it("refuses a page without a charset declaration, so no page silently goes without it", () => {
    expect(() => addEarlyInputScript("<html><head></head></html>", script)).toThrow(/charset/);
  });
});
