import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { apiEndpointTable, README_API_TABLE } from "./api-docs";
import { apiOperations } from "./api";

describe("the README's endpoint table", () => {
  it("is the one generated from the operations (npm run readme:api)", () => {
    const readme = fs.readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const start = readme.indexOf(README_API_TABLE.start) + README_API_TABLE.start.length;
    const end = readme.indexOf(README_API_TABLE.end);
    expect(readme.slice(start, end).trim()).toBe(apiEndpointTable());
  });

  it("has a row per operation", () => {
    expect(apiEndpointTable().split("\n")).toHaveLength(apiOperations.length + 2);
  });
});
