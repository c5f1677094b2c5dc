import { describe, expect, it } from "vitest";
import { bodyHasInvalidCharacters, jsonHasInvalidCharacters, queryHasNul } from "./invalid-characters.server";

describe("characters a request may not carry", () => {
  it("finds U+0000 and unpaired surrogates in any key or value, at any depth", () => {
    expect(jsonHasInvalidCharacters({ a: ["ok", { b: "x\u0000y" }] })).toBe(true);
    expect(jsonHasInvalidCharacters({ "k\ud800": 1 })).toBe(true);
    expect(jsonHasInvalidCharacters(["\udc00"])).toBe(true);
    expect(jsonHasInvalidCharacters({ name: "Asha 🙂", n: 1, none: null, list: [true] })).toBe(false);
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonHasInvalidCharacters(deep)).toBe(true);
  });

  it("reads a body as better-auth would: JSON, a form, or raw bytes", () => {
    expect(bodyHasInvalidCharacters('{"name":"a\\u0000"}', "application/json")).toBe(true);
    expect(bodyHasInvalidCharacters('{"url":"/\\ud800"}', "application/json; charset=utf-8")).toBe(true);
    expect(bodyHasInvalidCharacters('{"name":"a\\\\u0000"}', "application/json")).toBe(false);
    expect(bodyHasInvalidCharacters("{not json", "application/json")).toBe(false);
    expect(bodyHasInvalidCharacters("state=a%00b", "application/x-www-form-urlencoded")).toBe(true);
    expect(bodyHasInvalidCharacters("state=a%2500b", "application/x-www-form-urlencoded")).toBe(false);
    expect(bodyHasInvalidCharacters("a\u0000b", "text/plain")).toBe(true);
  });

  it("finds an encoded NUL in the query only", () => {
    expect(queryHasNul("http://x/api?q=a%00b")).toBe(true);
    expect(queryHasNul("http://x/api/a%00b")).toBe(false);
    expect(queryHasNul("http://x/api?q=%2500")).toBe(false);
  });
});
