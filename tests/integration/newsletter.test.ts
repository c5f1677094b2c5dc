import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, isNotNull, sql } from "drizzle-orm";
import { newsletterSubscribers } from "../../server/db/schema";
import type { MailMessage } from "../../server/mail/mailer.server";
import { sendIssue } from "../../server/newsletter/newsletter-mails.server";
import { requestSubscription } from "../../server/newsletter/subscribers.server";
import { linkIn } from "./accounts";
import { createTestApp, databaseKinds, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

/** The token of the confirmation link in a mail's text. */
const tokenOf = (text: string) => new URL(linkIn(text, "/newsletter/confirm")).searchParams.get("token")!;

describe.each(databaseKinds)("the newsletter (double opt-in, one-click unsubscribe) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const rows = () => t.database.db.select().from(newsletterSubscribers);
  const confirmedEmails = async () =>
    (await t.database.db.select().from(newsletterSubscribers).where(isNotNull(newsletterSubscribers.confirmedAt))).map((r) => r.email);

  it("asks for confirmation first: a pending row, a mail with the link, no subscriber yet", async () => {
    const res = await t.app.request(postJson("/api/v1/newsletter", { email: "  Reader@Example.com " }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email: "reader@example.com", status: "confirmation_sent" });
    const [row] = (await rows()).filter((r) => r.email === "reader@example.com");
    expect(row.confirmedAt).toBeNull();
    expect(await confirmedEmails()).not.toContain("reader@example.com");
    const mail = t.mail.findLast((m) => m.to === "reader@example.com")!;
    expect(mail.subject).toBe("Confirm your newsletter subscription");
    expect(linkIn(mail.text, "/newsletter/confirm?token=")).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=[\w-]{43}$/);
  });

  it("answers a repeat with the same success, stores no second row and sends no second mail at once", async () => {
    const before = t.mail.length;
    const res = await t.app.request(postJson("/api/v1/newsletter", { email: "READER@example.com" }));
    expect(res.status).toBe(202);
    expect((await rows()).filter((r) => r.email === "reader@example.com")).toHaveLength(1);
    expect(t.mail.length).toBe(before);
  });

  it("confirms with the mailed link once; the address then counts as subscribed", async () => {
    const token = tokenOf(t.mail.findLast((m) => m.to === "reader@example.com")!.text);
    const first = await t.app.request(postJson("/api/v1/newsletter/confirm", { token }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ email: "reader@example.com", status: "subscribed" });
    expect(await confirmedEmails()).toContain("reader@example.com");
    const welcome = t.mail.findLast((m) => m.to === "reader@example.com")!;
    expect(welcome.subject).toBe("Welcome to the Cortexa AI newsletter");
    expect(welcome.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const again = await t.app.request(postJson("/api/v1/newsletter/confirm", { token }));
    expect(again.status).toBe(404);
    expect((await again.json()).error.code).toBe("invalid_token");
    // A confirmed address asking again gets the same answer and no mail.
    const before = t.mail.length;
    expect((await t.app.request(postJson("/api/v1/newsletter", { email: "reader@example.com" }))).status).toBe(202);
    expect(t.mail.length).toBe(before);
  });

  it("refuses an unknown, empty or expired confirmation token", async () => {
    expect((await t.app.request(postJson("/api/v1/newsletter/confirm", { token: "nope" }))).status).toBe(404);
    expect((await t.app.request(postJson("/api/v1/newsletter/confirm", { token: "" }))).status).toBe(400);
    expect((await t.app.request(postJson("/api/v1/newsletter/confirm", {}))).status).toBe(400);
    const past = new Date(Date.now() - 49 * 3_600_000);
    const result = await requestSubscription(t.database.db, "late@example.com", null, past);
    expect(result.kind).toBe("send");
    const res = await t.app.request(postJson("/api/v1/newsletter/confirm", { token: (result as { token: string }).token }));
    expect(res.status).toBe(404);
  });

  it("keeps one row and sends one mail when the same address arrives many times at once", async () => {
    const before = t.mail.length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.request(postJson("/api/v1/newsletter", { email: "burst@example.com" }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect((await rows()).filter((r) => r.email === "burst@example.com")).toHaveLength(1);
    expect(t.mail.slice(before).filter((m) => m.to === "burst@example.com")).toHaveLength(1);
  });

  it("limits each client to 10 addresses an hour, with Retry-After; other clients are not affected", async () => {
    const from = (ip: string, email: string) => t.app.request(postJson("/api/v1/newsletter", { email }, { "x-forwarded-for": ip }));
    for (let i = 0; i < 10; i++) expect((await from("198.51.100.7", `many${i}@example.com`)).status).toBe(202);
    const limited = await from("198.51.100.7", "one-more@example.com");
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await rows()).some((r) => r.email === "one-more@example.com")).toBe(false);
    expect((await from("198.51.100.8", "one-more@example.com")).status).toBe(202);
  });

  it("holds the per-client limit exactly when one client's requests arrive at once", async () => {
    // Nine requests first, then twenty at the limit's edge at once: exactly one more may pass.
    const client = "concurrent-client";
    for (let i = 0; i < 9; i++) expect((await requestSubscription(t.database.db, `early${i}@example.com`, client)).kind).toBe("send");
    // Every connection of a pool open first, so that the twenty run side by side.
    await Promise.all(Array.from({ length: 10 }, () => t.database.db.execute(sql`select pg_sleep(0.02)`)));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => requestSubscription(t.database.db, `together${i}@example.com`, client)));
    expect(results.filter((r) => r.kind === "send")).toHaveLength(1);
    expect(results.filter((r) => r.kind === "limited")).toHaveLength(19);
    expect((await rows()).filter((r) => r.clientIp === client)).toHaveLength(10);
  });

  it("answers before the confirmation mail goes; when it cannot be sent, the next try sends it", async () => {
    const failing = await createTestApp(kind, { database: t.database, mailer: { send: () => Promise.reject(new Error("smtp down")) } });
    expect((await failing.app.request(postJson("/api/v1/newsletter", { email: "retry@example.com" }))).status).toBe(202);
    // The failure (after the answer) lets the address ask again at once.
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "retry@example.com"));
      expect(row.confirmSentAt).toBeNull();
    });
    expect((await t.app.request(postJson("/api/v1/newsletter", { email: "retry@example.com" }))).status).toBe(202);
    expect(t.mail.some((m) => m.to === "retry@example.com")).toBe(true);
  });

  describe("unsubscribing", () => {
    async function subscribed(email: string) {
      await t.app.request(postJson("/api/v1/newsletter", { email }));
      await t.app.request(postJson("/api/v1/newsletter/confirm", { token: tokenOf(t.mail.findLast((m) => m.to === email)!.text) }));
      const sent = new Array<MailMessage>();
      await sendIssue(t.database.db, { send: async (m) => void sent.push(m) }, TEST_ORIGIN, { subject: "News", text: "Hello." });
      return sent.find((m) => m.to === email)!;
    }

    it("sends issues to confirmed addresses only, each with its unsubscribe link and RFC 8058 headers", async () => {
      await t.app.request(postJson("/api/v1/newsletter", { email: "pending-only@example.com" }));
      const issue = await subscribed("oneclick@example.com");
      expect(issue.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(issue.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/newsletter\/unsubscribe\?token=\w{64}>$/);
      expect(issue.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=\w{64}/);
      const sent = new Array<MailMessage>();
      await sendIssue(t.database.db, { send: async (m) => void sent.push(m) }, TEST_ORIGIN, { subject: "News", text: "Hello." });
      expect(sent.map((m) => m.to)).not.toContain("pending-only@example.com");
    });

    it("one click: a POST of List-Unsubscribe=One-Click to the header's URL erases the address", async () => {
      const issue = await subscribed("clicker@example.com");
      const url = issue.headers!["List-Unsubscribe"].slice(1, -1);
      // As a mail program sends it: a form body, no cookie, no Origin.
      const res = await t.app.request(
        new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ email: "clicker@example.com", status: "unsubscribed" });
      expect((await rows()).some((r) => r.email === "clicker@example.com")).toBe(false);
      const again = await t.app.request(new Request(url, { method: "POST", body: "List-Unsubscribe=One-Click" }));
      expect(again.status).toBe(404);
    });

    it("the unsubscribe page's JSON POST erases the address", async () => {
      const issue = await subscribed("pager@example.com");
      const token = new URL(linkIn(issue.text, "/newsletter/unsubscribe")).searchParams.get("token");
      const res = await t.app.request(postJson("/api/v1/newsletter/unsubscribe", { token }));
      expect(res.status).toBe(200);
      expect(await confirmedEmails()).not.toContain("pager@example.com");
      expect((await t.app.request(postJson("/api/v1/newsletter/unsubscribe", { token: "unknown" }))).status).toBe(404);
      expect((await t.app.request(postJson("/api/v1/newsletter/unsubscribe", {}))).status).toBe(400);
    });

    it("does not unsubscribe on GET (link scanners open links)", async () => {
      const issue = await subscribed("scanned@example.com");
      const res = await t.app.request(issue.headers!["List-Unsubscribe"].slice(1, -1));
      expect(res.status).toBe(404);
      expect(await confirmedEmails()).toContain("scanned@example.com");
    });
  });

  it.each([
    ["an invalid address", { email: "not-an-email" }, "Invalid email address"],
    ["an empty address", { email: "" }, "Email is required"],
    ["a missing address", {}, "Email is required"],
    ["a number", { email: 12 }, "Email is required"],
    ["an array", { email: ["a@example.com"] }, "Email is required"],
    ["a 10,000-character address", { email: `${"a".repeat(10_000)}@example.com` }, "Email must be less than 255 characters"],
  ])("rejects %s with 400 and the field's message", async (_, body, message) => {
    const res = await t.app.request(postJson("/api/v1/newsletter", body));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe("validation_error");
    expect(json.error.fields.email).toBe(message);
  });

  it.each([
    ["null", "null"],
    ["an array", "[]"],
    ["a string", '"a@example.com"'],
  ])("rejects a JSON %s body with 400", async (_, raw) => {
    const res = await t.app.request(postJson("/api/v1/newsletter", raw));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("validation_error");
  });

  it("rejects a missing body with 4xx JSON", async () => {
    const res = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/newsletter`, { method: "POST", headers: { "content-type": "application/json" } }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_json");
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await t.app.request(postJson("/api/v1/newsletter", '{"email": "a@b.co"'));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({ code: "invalid_json", message: "The request body is not valid JSON." });
  });

  it("rejects another content type with 415", async () => {
    const res = await t.app.request(
      new Request(`${TEST_ORIGIN}/api/v1/newsletter`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "email=a@b.co",
      }),
    );
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe("unsupported_media_type");
  });
});

describe.each(databaseKinds)("the newsletter's link pages on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const form = (path: string, token: string) =>
    t.app.request(
      new Request(`${TEST_ORIGIN}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
        body: new URLSearchParams({ token }).toString(),
      }),
    );

  it("asks before confirming (GET changes nothing), confirms once on the button's POST", async () => {
    await t.app.request(postJson("/api/v1/newsletter", { email: "page@example.com" }));
    const link = linkIn(t.mail.findLast((m) => m.to === "page@example.com")!.text, "/newsletter/confirm");
    const ask = await t.app.request(link);
    expect(ask.status).toBe(200);
    expect(ask.headers.get("cache-control")).toBe("no-store");
    const html = await ask.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain('<form method="post" action="/newsletter/confirm">');
    expect(html).toContain("Confirm subscription");
    const [pending] = await t.database.db.select().from(newsletterSubscribers);
    expect(pending.confirmedAt).toBeNull();

    const token = new URL(link).searchParams.get("token")!;
    const done = await form("/newsletter/confirm", token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You are subscribed: the newsletter will come to page@example.com.");
    const again = await form("/newsletter/confirm", token);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("This confirmation link is not valid");
  });

  it("unsubscribes on the page's button, from the link in the welcome mail", async () => {
    const welcome = t.mail.findLast((m) => m.to === "page@example.com" && m.subject.startsWith("Welcome"))!;
    const link = linkIn(welcome.text, "/newsletter/unsubscribe");
    expect(await (await t.app.request(link)).text()).toContain("Unsubscribe from the newsletter");
    const done = await form("/newsletter/unsubscribe", new URL(link).searchParams.get("token")!);
    expect(await done.text()).toContain("You are unsubscribed: page@example.com is erased");
    expect(await t.database.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("escapes what it shows, and says so when a link is incomplete", async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/newsletter/confirm?token=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`);
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
    const empty = await t.app.request(`${TEST_ORIGIN}/newsletter/unsubscribe`);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("This link is incomplete.");
  });
});
