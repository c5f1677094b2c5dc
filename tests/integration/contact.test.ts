import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInquiries } from "../../server/db/schema";
import type { MailMessage } from "../../server/mail/mailer.server";
import { createTestApp, databaseKinds, freshDatabase, postJson, TEST_ORIGIN, type TestApp } from "./test-app";

const NOTIFY = "inbox@cortexa.test";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const valid = {
  name: "Asha Verma",
  email: "asha@example.com",
  company: "Tata Steel",
  phone: "+91 98765 43210",
  subject: "Corporate training",
  message: "We would like a proposal for 40 engineers.",
};

let ipCounter = 0;
/** A distinct client address (the test app trusts X-Forwarded-For, as behind a proxy). */
const nextIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

let emailCounter = 0;
const uniqueEmail = (prefix = "visitor") => `${prefix}-${++emailCounter}-${Date.now().toString(36)}@example.com`;

const contact = (t: TestApp, body: unknown, ip = nextIp()) =>
  t.app.request(postJson("/api/v1/contact", body, { "x-forwarded-for": ip }));

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

describe.each(databaseKinds)("POST /api/v1/contact on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { contactNotifyEmail: NOTIFY });
  });
  afterAll(() => t.close());

  const rowsFor = (email: string) => t.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, email));

  it("stores a valid inquiry with status new and answers 201 with its id", async () => {
    const email = uniqueEmail("Asha.Verma");
    const res = await contact(t, {
      ...valid,
      name: "  Asha Verma ",
      email: `  ${email.toUpperCase()} `,
      message: `  ${valid.message}  `,
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toMatch(UUID);
    const [row] = await rowsFor(email.toLowerCase());
    expect(row).toMatchObject({ ...valid, id, email: email.toLowerCase(), status: "new" });
  });

  it("stores empty optional fields as null", async () => {
    const email = uniqueEmail();
    const res = await contact(t, { name: "Ravi Kumar", email, company: "", phone: "  ", subject: null, message: "Please call me back about pricing." });
    expect(res.status).toBe(201);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ company: null, phone: null, subject: null });
  });

  it("ignores fields the visitor may not set", async () => {
    const email = uniqueEmail();
    const res = await contact(t, { ...valid, email, status: "resolved", id: "00000000-0000-0000-0000-000000000000", client_ip: "1.2.3.4" });
    expect(res.status).toBe(201);
    const [row] = await rowsFor(email);
    expect(row.status).toBe("new");
    expect(row.id).not.toBe("00000000-0000-0000-0000-000000000000");
  });

  it("acknowledges the inquiry to the visitor and notifies the staff address with a link to it", async () => {
    const email = uniqueEmail();
    const res = await contact(t, { ...valid, email, subject: "Line one\nBcc: victim@example.com" });
    const { id } = await res.json();
    const ack = t.mail.find((m) => m.to === email);
    expect(ack?.subject).toBe("We received your message");
    expect(ack?.text).toContain("within 24 hours");
    // Nothing the visitor typed is mailed back to the address they gave.
    expect(ack?.text).not.toContain(valid.message);
    expect(ack?.text).not.toContain(valid.name);
    const notice = t.mail.find((m) => m.to === NOTIFY && m.text.includes(id));
    expect(notice?.subject).toBe("New inquiry from Asha Verma: Line one Bcc: victim@example.com");
    expect(notice?.text).toContain(`Email: ${email}`);
    expect(notice?.replyTo).toBe(email);
    expect(ack?.replyTo).toBeUndefined();
    expect(notice?.text).toContain(valid.message);
    expect(notice?.text).toContain(`${TEST_ORIGIN}/admin/inquiries?id=${id}`);
  });

  it.each([
    ["name", "", "Name is required"],
    ["name", "R2-D2", "Name can only contain letters, spaces, hyphens, and apostrophes"],
    ["name", "A".repeat(101), "Name must be less than 100 characters"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", "", "Invalid email address"],
    ["email", `${"a".repeat(60)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.com`, "Email must be less than 255 characters"],
    ["company", "C".repeat(101), "Company name must be less than 100 characters"],
    ["phone", "call me maybe", "Invalid phone number format"],
    ["phone", "1".repeat(21), "Phone number must be less than 20 characters"],
    ["subject", "S".repeat(201), "Subject must be less than 200 characters"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["message", "m".repeat(1001), "Message must be less than 1000 characters"],
  ])("rejects an invalid %s (%#) with 400 and the field's message", async (field, value, message) => {
    const email = field === "email" ? value : uniqueEmail();
    const res = await contact(t, { ...valid, email, [field]: value });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error).toEqual({ code: "validation_error", message: "Please check the form for errors.", fields: { [field]: message } });
  });

  it("reports every invalid field at once", async () => {
    const res = await contact(t, { name: "", email: "x", message: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      message: "Message must be at least 10 characters",
    });
  });

  describe("hostile input gets 4xx, never 5xx, and stores nothing", () => {
    const huge = "x".repeat(10_000);
    const cases: [string, unknown, number][] = [
      ["a 10,000-character name", { ...valid, name: "A".repeat(10_000) }, 400],
      ["a 10,000-character email", { ...valid, email: `${"a".repeat(10_000)}@example.com` }, 400],
      ["a 10,000-character company", { ...valid, company: huge }, 400],
      ["a 10,000-character phone", { ...valid, phone: "1".repeat(10_000) }, 400],
      ["a 10,000-character subject", { ...valid, subject: huge }, 400],
      ["a 10,000-character message", { ...valid, message: huge }, 400],
      ["every field 10,000 characters long", { name: huge, email: huge, company: huge, phone: huge, subject: huge, message: huge }, 400],
      ["numbers", { ...valid, name: 1, email: 2, message: 3 }, 400],
      ["booleans", { ...valid, company: true, phone: false }, 400],
      ["objects", { ...valid, subject: { $ne: null }, message: { toString: "x" } }, 400],
      ["arrays as values", { ...valid, name: ["Asha"], email: ["a@example.com"] }, 400],
      ["an array body", [valid], 400],
      ["a null body", null, 400],
      ["a string body", "hello", 400],
      ["a number body", 42, 400],
      ["an empty object", {}, 400],
      ["a prototype-polluting body", JSON.parse('{"__proto__": {"status": "resolved"}, "constructor": {"prototype": {}}}'), 400],
      // (U+0000 is refused before validation: see "a NUL character in the …" below.)
      ["control characters in the name", { ...valid, name: "Asha\u0007Verma" }, 400],
    ];
    it.each(cases)("%s", async (_, body, status) => {
      const before = await t.database.db.$count(contactInquiries);
      const res = await contact(t, typeof body === "string" ? JSON.stringify(body) : body);
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).error.code).toBe("validation_error");
      expect(await t.database.db.$count(contactInquiries)).toBe(before);
    });

    // Found by the fuzzer: PostgreSQL cannot store U+0000, and the insert failed with a 500.
    it.each(["message", "company", "subject"])("a NUL character in the %s", async (field) => {
      const before = await t.database.db.$count(contactInquiries);
      const res = await contact(t, { ...valid, [field]: `${valid.message}\u0000` });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual({
        code: "invalid_characters",
        message: "The request contains a character that is not accepted: U+0000 or an unpaired surrogate.",
      });
      expect(await t.database.db.$count(contactInquiries)).toBe(before);
    });

    it("malformed JSON", async () => {
      const res = await contact(t, '{"name": "Asha", ');
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_json");
    });

    it("a missing body", async () => {
      const res = await t.app.request(
        new Request(`${TEST_ORIGIN}/api/v1/contact`, { method: "POST", headers: { "content-type": "application/json" } }),
      );
      expect(res.status).toBe(400);
    });

    it("another content type", async () => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        const res = await t.app.request(
          new Request(`${TEST_ORIGIN}/api/v1/contact`, { method: "POST", headers: { "content-type": type }, body: "name=Asha" }),
        );
        expect(res.status).toBe(415);
      }
    });

    it("a body larger than any inquiry", async () => {
      const res = await contact(t, { ...valid, message: "m".repeat(200_000) });
      expect(res.status).toBe(413);
      expect((await res.json()).error.code).toBe("payload_too_large");
    });

    it("another method", async () => {
      const res = await t.app.request(`${TEST_ORIGIN}/api/v1/contact`);
      expect(res.status).toBe(404);
    });
  });

  it("answers a post that fills the honeypot like a success and stores and mails nothing", async () => {
    const email = uniqueEmail("bot");
    const mailsBefore = t.mail.length;
    const res = await contact(t, { ...valid, email, website: "https://cheap-pills.example" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toMatch(UUID);
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await t.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id))).toHaveLength(0);
    expect(t.mail.length).toBe(mailsBefore);
  });

  it("stores a post whose honeypot is empty", async () => {
    const email = uniqueEmail();
    expect((await contact(t, { ...valid, email, website: "" })).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("stores exactly 5 of 50 simultaneous inquiries from one e-mail address", async () => {
    const email = uniqueEmail("burst");
    const responses = await Promise.all(Array.from({ length: 50 }, () => contact(t, { ...valid, email })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect(await rowsFor(email)).toHaveLength(5);
    const limited = responses.find((r) => r.status === 429)!;
    expect(await limited.json()).toEqual({
      error: { code: "rate_limited", message: "You've submitted too many requests. Please wait an hour before trying again." },
    });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it("counts an address however it is written", async () => {
    const email = uniqueEmail("case");
    for (let i = 0; i < 5; i++) expect((await contact(t, { ...valid, email })).status).toBe(201);
    expect((await contact(t, { ...valid, email: ` ${email.toUpperCase()} ` })).status).toBe(429);
  });

  it("stores exactly 20 of 30 simultaneous inquiries from one client address", async () => {
    const ip = "203.0.113.77";
    const prefix = `ip-${Date.now().toString(36)}`;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => contact(t, { ...valid, email: `${prefix}-${i}@example.com` }, ip)),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(20);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(10);
    expect(await t.database.db.$count(contactInquiries, eq(contactInquiries.clientIp, ip))).toBe(20);
  });

  it("treats the addresses of one IPv6 /64 network as one client", async () => {
    const prefix = `v6-${Date.now().toString(36)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await contact(t, { ...valid, email: `${prefix}-${i}@example.com` }, `2001:db8:77:1::${(i + 1).toString(16)}`)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    expect((await contact(t, { ...valid, email: `${prefix}-x@example.com` }, "2001:db8:77:2::1")).status).toBe(201);
  });

  it("counts only the last hour, and keeps the client address no longer than that", async () => {
    const email = uniqueEmail("window");
    const ip = "203.0.113.90";
    await t.database.db.insert(contactInquiries).values(
      Array.from({ length: 5 }, () => ({ ...valid, email, clientIp: ip, createdAt: sql`now() - interval '61 minutes'` as unknown as Date })),
    );
    const res = await contact(t, { ...valid, email }, ip);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    // The erasure runs after the answer: wait for it (as long as it takes on a busy machine).
    await expect
      .poll(async () => (await rowsFor(email)).filter((r) => r.id !== id).map((r) => r.clientIp), { timeout: 20_000 })
      .toEqual(Array(5).fill(null));
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.id === id)?.clientIp).toBe(ip);
  });

  it("holds the limit across two server instances on one database", async () => {
    const second = await createTestApp(kind, { database: t.database });
    const email = uniqueEmail("instances");
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => contact(i % 2 ? second : t, { ...valid, email })),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    expect(await rowsFor(email)).toHaveLength(5);
  });
});

describe("contact e-mails that fail", () => {
  it.each([
    ["rejects", async () => Promise.reject(new Error("SMTP 554: relay denied"))],
    ["throws", () => {
      throw new Error("mailer exploded");
    }],
  ])("keep the inquiry when the mailer %s, and log the failure", async (_, send) => {
    const { logger, lines } = capturingLogger();
    const t = await createTestApp("pglite", { mailer: { send: send as (m: MailMessage) => Promise<void> }, contactNotifyEmail: NOTIFY, logger });
    try {
      const res = await contact(t, valid);
      expect(res.status).toBe(201);
      const { id } = await res.json();
      const [row] = await t.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
      expect(row.status).toBe("new");
      const failures = lines.filter((l) => l.msg === "contact e-mail failed");
      expect(failures.map((l) => l.to).sort()).toEqual([NOTIFY, valid.email].sort());
      expect(failures.every((l) => l.inquiryId === id && l.err)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe("contact storage that fails", () => {
  it("answers 503 with the spec's message when the rate check fails, and 500 when the insert fails", async () => {
    const database = await freshDatabase("pglite");
    const { logger } = capturingLogger();
    const t = await createTestApp("pglite", { database, logger });
    try {
      await database.db.execute(sql`alter table contact_inquiries add constraint test_refuse check (message <> 'Refuse this message, please')`);
      const insert = await contact(t, { ...valid, message: "Refuse this message, please" });
      expect(insert.status).toBe(500);
      expect((await insert.json()).error).toEqual({ code: "insert_failed", message: "Unable to submit your message. Please try again." });

      await database.db.execute(sql`alter table contact_inquiries rename column created_at to created_at_gone`);
      const check = await contact(t, valid);
      expect(check.status).toBe(503);
      expect((await check.json()).error).toEqual({ code: "rate_check_failed", message: "Unable to process your request. Please try again later." });
    } finally {
      await database.close();
    }
  });
});
