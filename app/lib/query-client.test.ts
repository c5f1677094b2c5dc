import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { queryClient, retryUnlessAnswered } from "./query-client";

describe("retryUnlessAnswered", () => {
  const failed = (status: number) => new ApiError(status, "error", "x");

  it("retries a server failure, a lost request or any other error 3 times", () => {
    for (const error of [failed(500), failed(503), failed(0), new TypeError("Failed to fetch")]) {
      expect([0, 1, 2, 3].map((failures) => retryUnlessAnswered(failures, error))).toEqual([true, true, true, false]);
    }
  });

  it("does not retry an answer the server gave on purpose (4xx)", () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retryUnlessAnswered(0, failed(status))).toBe(false);
  });
});

describe("queryClient", () => {
  it("applies the retry rule to every query", () => {
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(retryUnlessAnswered);
  });
});
