import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { ApiError, apiFetch, apiRequest, call, operationUrl, type CallErrorCode } from "./api-client";

const json = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function answer(response: Response | (() => Promise<Response>)) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => (typeof response === "function" ? response() : response));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with the session cookie, and reads the answer whatever its status", async () => {
    const fetch = answer(json(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }));
    const result = await apiRequest("/api/auth/sign-in/email", { method: "POST", body: '{"email":"a@example.com"}' });
    expect(result).toMatchObject({ ok: false, status: 401, body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/auth/sign-in/email");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: '{"email":"a@example.com"}',
    });
  });

  it("sends no content type without a body", async () => {
    const fetch = answer(json(200, null));
    await expect(apiRequest("/api/auth/get-session")).resolves.toMatchObject({ ok: true, status: 200, body: null });
    expect(fetch.mock.calls[0][1]?.headers).toEqual({});
  });

  it("gives an undefined body for an answer that is not JSON", async () => {
    answer(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiRequest("/api/v1/contact")).resolves.toMatchObject({ ok: false, status: 502, body: undefined });
  });

  it("turns a request that got no answer into an ApiError with status 0", async () => {
    const failure = new TypeError("Failed to fetch");
    answer(() => Promise.reject(failure));
    const error = await apiRequest("/api/v1/me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "network_error", message: "Failed to fetch" });
  });
});

describe("apiFetch", () => {
  it("returns the body of a 2xx answer", async () => {
    answer(json(200, { user: { id: "u1" } }));
    await expect(apiFetch("/api/v1/me")).resolves.toEqual({ user: { id: "u1" } });
  });

  it("throws an ApiError with the status, code, message and fields of our JSON error body", async () => {
    answer(json(400, { error: { code: "validation_error", message: "Invalid input", fields: { full_name: "Full name is required" } } }));
    const error = await apiFetch("/api/v1/me", { method: "PATCH", body: "{}" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: "ApiError",
      status: 400,
      code: "validation_error",
      message: "Invalid input",
      fields: { full_name: "Full name is required" },
    });
  });

  it("falls back to a generic code and the status text for an answer without our error body", async () => {
    answer(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiFetch("/api/v1/courses")).rejects.toMatchObject({ status: 502, code: "error", message: "Bad Gateway" });
  });
});

describe("call", () => {
  it("fills the path, sends the body as JSON and answers with the typed body", async () => {
    const enrollment = { id: "e1", course_id: "c/1" };
    const fetch = answer(json(201, { enrollment }));
    const result = await call("POST /courses/{courseId}/enroll", { params: { courseId: "c/1" }, body: { payment_method: "upi" } });
    expectTypeOf(result.enrollment.course_id).toEqualTypeOf<string>();
    expect(result).toEqual({ enrollment });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/v1/courses/c%2F1/enroll");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: '{"payment_method":"upi"}' });
  });

  it("sends the query, leaving out what is unset, and no body when the operation has none", async () => {
    const fetch = answer(json(200, { certificates: [], total: 0, next_cursor: null }));
    await call("GET /admin/certificates", { query: { q: "7KQM", after: undefined } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/v1/admin/certificates?q=7KQM");
    expect(init).toMatchObject({ method: "GET", headers: {} });
    expect(init?.body).toBeUndefined();
  });

  it("answers undefined for 204 and a Blob for a file", async () => {
    answer(new Response(null, { status: 204 }));
    await expect(call("DELETE /me/sessions/{sessionId}", { params: { sessionId: "s1" } })).resolves.toBeUndefined();
    answer(new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf" } }));
    const pdf = await call("GET /me/certificates/{code}/pdf", { params: { code: "7KQM-X4TB-9HWD" } });
    expect(pdf).toBeInstanceOf(Blob);
  });

  it("throws an ApiError with the server's code, message and fields", async () => {
    answer(json(409, { error: { code: "already_enrolled", message: "You are already enrolled in this course." } }));
    const error = await call("POST /courses/{courseId}/enroll", { params: { courseId: "c1" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "already_enrolled", message: "You are already enrolled in this course." });
    expectTypeOf<CallErrorCode<"POST /courses/{courseId}/enroll">>().toExtend<string>();
    expectTypeOf<"already_enrolled">().toExtend<CallErrorCode<"POST /courses/{courseId}/enroll">>();
  });

  it("is typed by the operation: unknown operations, missing parameters and wrong bodies do not compile", () => {
    // @ts-expect-error: no such operation
    void operationUrl("GET /nowhere");
    // @ts-expect-error: the path parameter is missing
    void operationUrl("GET /courses/{courseId}");
    // @ts-expect-error: completed is true or false
    void (() => call("POST /courses/{courseId}/progress", { params: { courseId: "c" }, body: { module_id: 1, completed: "yes" } }));
    // @ts-expect-error: the body is required
    void (() => call("PATCH /admin/inquiries/{id}", { params: { id: "i" } }));
    expect(operationUrl("GET /courses/{courseId}", { params: { courseId: "a b" } })).toBe("/api/v1/courses/a%20b");
    expect(operationUrl("GET /me")).toBe("/api/v1/me");
  });
});
