import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createAccount, signInBearer } from "../../tools/fuzz/accounts";
import { dbCli } from "./db-cli";
import { startServerProcess, type ServerProcess } from "./server-process";
import { scratchDatabase } from "./test-app";

// The README's move from the embedded database to PostgreSQL, done whole: data made on PGlite
// (accounts that can sign in, enrolments with progress, inquiries, subscribers), `npm run
// db:export`, psql into an empty PostgreSQL, the server started with DATABASE_URL and the same
// auth secret, and the same people sign in with the same passwords and find the same data.

const adminUrl = process.env.TEST_DATABASE_URL;
const psql = [process.env.PSQL, "/usr/bin/psql", ...(fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").map((v) => `/usr/lib/postgresql/${v}/bin/psql`) : [])].find(
  (p) => p && fs.existsSync(p),
);

let ip = 0;
const client = () => ({ "x-forwarded-for": `10.77.${(++ip >> 8) & 255}.${ip & 255}` });

describe.skipIf(!adminUrl || !psql)("the move from the embedded database to PostgreSQL", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "move-"));
  const target = scratchDatabase("move");
  const targetUrl = target.url;
  let server: ServerProcess | undefined;
  const stop = async () => {
    if (!server || server.child.exitCode !== null) return;
    server.child.kill("SIGTERM");
    await server.exited;
  };
  afterAll(async () => {
    await stop();
    await target.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("exports, loads with psql, and serves the same accounts and data on PostgreSQL", async () => {
    const dataDir = path.join(work, "data");
    server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
    const base = server.url;
    const outbox = path.join(dataDir, "outbox");

    // Two learners; one enrols in two courses and completes a module.
    const asha = await createAccount(base, outbox, "asha-move@example.com");
    const ravi = await createAccount(base, outbox, "ravi-move@example.com");
    const { data: courses } = await (await fetch(`${base}/api/v1/courses?limit=2`)).json();
    const auth = { authorization: `Bearer ${asha.bearer}`, "content-type": "application/json" };
    for (const course of courses) {
      expect((await fetch(`${base}/api/v1/courses/${course.id}/enroll`, { method: "POST", headers: { ...auth, ...client() }, body: "{}" })).status).toBe(201);
    }
    const progress = await fetch(`${base}/api/v1/courses/${courses[0].id}/progress`, {
      method: "POST",
      headers: { ...auth, ...client() },
      body: JSON.stringify({ module_id: 1, completed: true }),
    });
    expect(progress.status).toBe(200);
    const enrollmentsBefore = (await (await fetch(`${base}/api/v1/me/enrollments`, { headers: auth })).json()).enrollments;
    // Inquiries and subscribers.
    for (let i = 0; i < 3; i++) {
      const inquiry = await fetch(`${base}/api/v1/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", ...client() },
        body: JSON.stringify({ name: "Meera Iyer", email: `meera-${i}@example.com`, message: `Moving message number ${i}, long enough to be valid.` }),
      });
      expect(inquiry.status, await inquiry.clone().text()).toBe(201);
      const subscriber = await fetch(`${base}/api/v1/newsletter`, { method: "POST", headers: { "content-type": "application/json", ...client() }, body: JSON.stringify({ email: `reader-${i}@example.com` }) });
      expect(subscriber.status).toBe(202);
    }
    await stop();

    // 1. Export.
    const dump = path.join(work, "dump.sql");
    const exported = await dbCli("export", dump, { DATA_DIR: dataDir });
    expect(exported.code, exported.stderr).toBe(0);

    // 2. Load into an empty PostgreSQL database.
    await target.create();
    execFileSync(psql!, [targetUrl, "-q", "-v", "ON_ERROR_STOP=1", "-f", dump], { stdio: ["ignore", "ignore", "pipe"] });

    // 3. Start on PostgreSQL, with the auth secret the embedded server generated.
    const secret = fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
    server = await startServerProcess({ DATA_DIR: path.join(work, "data-pg"), DATABASE_URL: targetUrl, BETTER_AUTH_SECRET: secret, TRUST_PROXY: "1" });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // The same people sign in with the same passwords and see the same data.
    const tokens = await signInBearer(server.url, asha.email, asha.password);
    await signInBearer(server.url, ravi.email, ravi.password);
    const enrollmentsAfter = (await (await fetch(`${server.url}/api/v1/me/enrollments`, { headers: { authorization: `Bearer ${tokens.token}` } })).json()).enrollments;
    expect(enrollmentsAfter).toEqual(enrollmentsBefore);
    expect(enrollmentsAfter.some((e: { progress: number }) => e.progress > 0)).toBe(true);
    // A session made on the embedded database still works.
    expect((await fetch(`${server.url}/api/v1/me`, { headers: { authorization: `Bearer ${asha.bearer}` } })).status).toBe(200);

    const pgClient = new pg.Client({ connectionString: targetUrl });
    await pgClient.connect();
    try {
      const inquiries = await pgClient.query("select email, message, status from contact_inquiries order by email");
      expect(inquiries.rows.map((r) => r.email)).toEqual(["meera-0@example.com", "meera-1@example.com", "meera-2@example.com"]);
      expect(inquiries.rows.every((r) => r.status === "new")).toBe(true);
      const search = await pgClient.query("select count(*)::int as n from contact_inquiries where search_vector @@ to_tsquery('simple', 'moving')");
      expect(search.rows[0].n).toBe(3);
      const subscribers = await pgClient.query("select email from newsletter_subscribers order by email");
      expect(subscribers.rows.map((r) => r.email)).toEqual(["reader-0@example.com", "reader-1@example.com", "reader-2@example.com"]);
    } finally {
      await pgClient.end();
    }
    // And it keeps working: a new subscriber (the ids and sequences carried over).
    expect((await fetch(`${server.url}/api/v1/newsletter`, { method: "POST", headers: { "content-type": "application/json", ...client() }, body: JSON.stringify({ email: "after-move@example.com" }) })).status).toBe(202);
  }, 600_000);
});
