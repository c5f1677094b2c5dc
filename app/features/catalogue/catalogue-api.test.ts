import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { enroll, fetchActivePrograms } from "./catalogue-api";
import { jsonResponse, sampleCourse, sampleEnrollment } from "./test-data";

vi.mock("~/features/toast/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("~/features/auth/session", () => ({ sessionChanged: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

describe("fetchActivePrograms", () => {
  it("asks for the largest page once when the catalogue fits in it", async () => {
    const courses = [sampleCourse(), sampleCourse({ category: "nlp" })];
    const fetch = vi.fn(async (_url: string) => jsonResponse(200, { data: courses, pagination: { page: 1, limit: 100, total: 2, total_pages: 1 } }));
    vi.stubGlobal("fetch", fetch);
    await expect(fetchActivePrograms()).resolves.toEqual(courses);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe("/api/v1/courses?limit=100&page=1");
  });

  it("fetches the remaining pages of a larger catalogue, in order", async () => {
    const pages = [[sampleCourse()], [sampleCourse()], [sampleCourse()]];
    const fetch = vi.fn(async (url: string) => {
      const page = Number(new URL(url, "http://x").searchParams.get("page"));
      return jsonResponse(200, { data: pages[page - 1], pagination: { page, limit: 100, total: 250, total_pages: 3 } });
    });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchActivePrograms()).resolves.toEqual(pages.flat());
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("fails with the server's error", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(500, { error: { code: "internal_error", message: "Database unavailable" } })));
    await expect(fetchActivePrograms()).rejects.toMatchObject({ status: 500, message: "Database unavailable" });
  });
});

describe("enrol", () => {
  it("POSTs an empty JSON body and returns the enrolment, in the app's names (programId, program)", async () => {
    const enrollment = sampleEnrollment();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(201, { enrollment }));
    vi.stubGlobal("fetch", fetch);
    const { course_id, course, ...rest } = enrollment;
    await expect(enroll("c-1")).resolves.toEqual({ ...rest, programId: course_id, program: course });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/v1/courses/c-1/enroll");
    expect(init).toMatchObject({ method: "POST", body: "{}", headers: { "content-type": "application/json" } });
  });

  it("throws an ApiError with the code for a duplicate", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(409, { error: { code: "already_enrolled", message: "You are already enrolled in this course." } }),
      ),
    );
    const error = await enroll("c-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "already_enrolled" });
  });
});
