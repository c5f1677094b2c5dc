import { afterEach, describe, expect, it, vi } from "vitest";
import { outcomeToast, sendInquiry, type ContactOutcome } from "./contact-api";

const values = {
  name: "Asha Verma",
  email: "asha@example.com",
  company: null,
  phone: null,
  subject: null,
  message: "We would like a proposal.",
  website: "",
};

/** The server's answer: JSON with its content type, or a proxy's HTML page for a string. */
function answer(status: number, body: unknown) {
  const headers = { "content-type": typeof body === "string" ? "text/html" : "application/json" };
  vi.stubGlobal("fetch", vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers })));
}

describe("sendInquiry", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("posts the validated values as JSON", async () => {
    answer(201, { id: "abc" });
    expect(await sendInquiry(values)).toEqual({ kind: "sent", id: "abc" });
    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe("/api/v1/contact");
    expect(init).toMatchObject({ method: "POST", headers: { "content-type": "application/json" } });
    expect(JSON.parse(init!.body as string)).toEqual(values);
  });

  it.each<[number, unknown, ContactOutcome]>([
    [400, { error: { code: "validation_error", fields: { name: "Name is required" } } }, { kind: "invalid", fields: { name: "Name is required" } }],
    [429, { error: { code: "rate_limited" } }, { kind: "rate_limited" }],
    [503, { error: { code: "rate_check_failed" } }, { kind: "rate_check_failed" }],
    [500, { error: { code: "insert_failed" } }, { kind: "insert_failed" }],
    [500, { error: { code: "internal_error" } }, { kind: "unexpected" }],
    [502, "<html>Bad gateway</html>", { kind: "unexpected" }],
    [415, { error: { code: "unsupported_media_type" } }, { kind: "unexpected" }],
  ])("maps HTTP %i to its outcome", async (status, body, outcome) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answer(status, body);
    expect(await sendInquiry(values)).toEqual(outcome);
  });

  it("reports a network failure as unexpected", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await sendInquiry(values)).toEqual({ kind: "unexpected" });
  });
});

describe("outcomeToast", () => {
  it("has the spec's texts for every outcome", () => {
    expect(outcomeToast({ kind: "sent", id: "x" })).toEqual({
      tone: "success",
      toast: { title: "Message Sent!", description: "Thank you for contacting us. We'll get back to you soon." },
    });
    expect(outcomeToast({ kind: "invalid", fields: {} })).toEqual({
      tone: "error",
      toast: { title: "Validation Error", description: "Please check the form for errors." },
    });
    expect(outcomeToast({ kind: "rate_limited" })).toEqual({
      tone: "error",
      toast: { title: "Rate Limit", description: "You've submitted too many requests. Please wait an hour before trying again." },
    });
    expect(outcomeToast({ kind: "rate_check_failed" }).toast.description).toBe("Unable to process your request. Please try again later.");
    expect(outcomeToast({ kind: "insert_failed" }).toast.description).toBe("Unable to submit your message. Please try again.");
    expect(outcomeToast({ kind: "unexpected" }).toast.description).toBe("An unexpected error occurred. Please try again.");
  });
});
