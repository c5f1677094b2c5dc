import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readMail } from "../../tools/outbox";
import { FREE_FAILURES } from "../../server/auth/sign-in-throttle.server";
import { freshPostgresDatabase } from "../lib/postgres";
import { startServer, type BenchServer } from "../lib/server";
import { budget, type Budget, type Section } from "../lib/types";

// Two server processes on one PostgreSQL database, as behind a load balancer: requests alternate
// between them. Both share BETTER_AUTH_SECRET; each has its own DATA_DIR (for its mail outbox).

export const scaleOut: Section = async (ctx) => {
  const adminUrl = ctx.postgres();
  if (!adminUrl) {
    return {
      title: "Scale-out (two servers, one PostgreSQL)",
      markdown: "Skipped: no PostgreSQL (install `postgresql` or set BENCH_DATABASE_URL).",
      budgets: [budget("scale-out ran", "PostgreSQL available", "no PostgreSQL", false)],
      data: { skipped: true },
    };
  }
  const database = await freshPostgresDatabase(adminUrl);
  const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: randomBytes(32).toString("hex"), TRUST_PROXY: "1" };
  const servers: BenchServer[] = [];
  try {
    // One after the other: the first runs the migrations and the seed.
    servers.push(await startServer({ buildDir: ctx.buildDir, env }));
    servers.push(await startServer({ buildDir: ctx.buildDir, env }));
    const [a, b] = servers;
    const pick = (i: number) => servers[i % 2]!;
    const checks: Array<{ name: string; expected: string; actual: string; ok: boolean }> = [];
    const check = (name: string, expected: string, actual: string, ok = expected === actual) => checks.push({ name, expected, actual, ok });
    const post = (server: BenchServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, ...headers },
        body: JSON.stringify(body),
      });

    // A learner registers on A, confirms the e-mail on B, signs in on B, uses the token on A.
    const email = `scale-${Date.now().toString(36)}@example.com`;
    const password = "Scale-out-2026!";
    const ip = { "x-forwarded-for": "10.200.0.1" };
    const registered = await post(a!, "/api/v1/auth/register", { email, password, name: "Scale Out" }, ip);
    check("register on A", "201", String(registered.status));
    const link = (await readMail(path.join(a!.dataDir, "outbox"), email)).links.find((l) => l.includes("verify-email"));
    const confirmOnB = link ? await fetch(link.replace(a!.url, b!.url), { redirect: "manual" }) : undefined;
    check("confirmation link from A's mail, opened on B", "2xx/3xx", String(confirmOnB?.status), !!confirmOnB && confirmOnB.status < 400);
    // An account registered through the API is confirmed outside the browser that asked for it, so
    // the confirmation sets its password aside (server/auth/confirmation.server.ts): its owner keeps
    // it by typing it, with the token the confirmation gave, here on the other server.
    const keepToken = new URL(confirmOnB?.headers.get("location") ?? "/", b!.url).searchParams.get("token");
    const kept = await post(a!, "/api/v1/auth/keep-password", { token: keepToken, password }, ip);
    check("the password kept on A with the token B's confirmation gave", "204", String(kept.status));
    const login = await post(b!, "/api/v1/auth/login", { email, password }, ip);
    const tokens = (await login.json()) as { token?: string };
    check("login on B", "200", String(login.status));
    const bearer = { authorization: `Bearer ${tokens.token}` };
    const meOnA = await fetch(`${a!.url}/api/v1/me`, { headers: bearer });
    check("B's access token on A (GET /api/v1/me)", "200", String(meOnA.status));

    // A cookie session made on A is valid on B.
    const signIn = await post(a!, "/api/auth/sign-in/email", { email, password }, ip);
    const cookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
    const sessionOnB = (await (await fetch(`${b!.url}/api/auth/get-session`, { headers: { cookie } })).json()) as { user?: { email: string } } | null;
    check("cookie session from A, read on B", email, sessionOnB?.user?.email ?? "no session");

    // Sign-in rate limit (10 per minute per client IP) counted across both servers: each attempt
    // for another address, so that the per-account throttle below does not answer first.
    const limited: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(pick(i), "/api/auth/sign-in/email", { email: `nobody-${i}-${email}`, password: "wrong-password-1" }, { "x-forwarded-for": "10.200.0.2" });
      limited.push(res.status);
    }
    const firstLimited = limited.indexOf(429) + 1;
    check("sign-in attempts alternating A/B from one IP: first 429 at attempt", "11", String(firstLimited));

    // Failed sign-ins for one account, from a new address each time, counted across both servers:
    // FREE_FAILURES cost nothing, the next one makes the account wait (server/auth/sign-in-throttle.server.ts).
    const throttled: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i++) {
      const res = await post(pick(i), "/api/auth/sign-in/email", { email, password: "wrong-password-1" }, { "x-forwarded-for": `10.202.0.${i + 1}` });
      throttled.push(res.status);
    }
    check("wrong passwords for one account alternating A/B, one IP each: statuses", `401×${FREE_FAILURES + 1}, 429`, summarize(throttled));

    // Contact limit (5 per e-mail per hour) counted across both servers.
    const contact: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(pick(i), "/api/v1/contact", { name: "Scale Out", email: `contact-${email}`, message: "Shared limits across two servers." }, { "x-forwarded-for": `10.201.0.${i + 1}` });
      contact.push(res.status);
    }
    check("contact messages alternating A/B, one e-mail: statuses", "201×5, 429", summarize(contact), summarize(contact) === "201×5, 429");

    // 20 concurrent enrolments for one user and one program, alternating servers: one row.
    const courses = (await (await fetch(`${a!.url}/api/v1/courses`)).json()) as { data: Array<{ id: string }> };
    const courseId = courses.data[0]!.id;
    const enrolls = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(pick(i), `/api/v1/courses/${courseId}/enroll`, {}, bearer).then((r) => r.status),
      ),
    );
    check("20 concurrent enrolments A/B: statuses", "201, 409×19", summarize(enrolls.sort()), summarize(enrolls.sort()) === "201, 409×19");
    const mine = (await (await fetch(`${b!.url}/api/v1/me/enrollments`, { headers: bearer })).json()) as {
      enrollments: Array<{ course_id: string }>;
    };
    const rows = mine.enrollments;
    check("enrolment rows for that user and program", "1", String(rows.filter((r) => r.course_id === courseId).length));

    const budgets: Budget[] = checks.map((c) => budget(c.name, c.expected, c.actual, c.ok));
    return {
      title: "Scale-out (two servers, one PostgreSQL)",
      markdown: [
        "Two production servers (A, B) on one PostgreSQL database with a shared BETTER_AUTH_SECRET; requests alternate.",
        "",
        "| Check | Expected | Got |",
        "|---|---|---|",
        ...checks.map((c) => `| ${c.name} | ${c.expected} | ${c.actual}${c.ok ? "" : " ✗"} |`),
      ].join("\n"),
      budgets,
      data: { checks, signInStatuses: limited, accountStatuses: throttled, contactStatuses: contact, enrollStatuses: enrolls },
    };
  } finally {
    for (const s of servers) {
      await s.stop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
    await database.drop();
  }
};

/** [201, 409, 409] → "201, 409×2" */
function summarize(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => (n === 1 ? String(s) : `${s}×${n}`)).join(", ");
}
