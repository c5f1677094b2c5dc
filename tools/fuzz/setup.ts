import fs from "node:fs";
import path from "node:path";
import { createAccount, setupIp, signInBearer, type Account } from "./accounts";
import type { Seeds } from "./endpoints";

// What the fuzzer needs before it starts, made through the public API: a learner and an admin
// (confirmed and signed in), enrolments, an inquiry, a spare refresh token, the build's files.

export interface Setup {
  seeds: Seeds;
  accounts: { learner: Account; admin: Account };
}

function buildFiles(clientDir: string) {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const paths = walk(clientDir).map((f) => "/" + path.relative(clientDir, f).split(path.sep).join("/"));
  return {
    pages: paths.filter((p) => p.endsWith("/index.html")).map((p) => p.slice(0, -"/index.html".length) || "/"),
    assets: paths.filter((p) => !p.endsWith(".html")),
  };
}

export async function setUp(base: string, outboxDir: string, adminEmail: string, clientDir: string): Promise<Setup> {
  const learner = await createAccount(base, outboxDir, `fuzz-learner-${Date.now().toString(36)}@example.com`);
  const admin = await createAccount(base, outboxDir, adminEmail);
  const courses = (await (await fetch(`${base}/api/v1/courses?limit=100`)).json()) as { data: { id: string }[] };
  const courseIds = courses.data.map((c) => c.id);
  // Enrolled in every other course: progress updates find an enrolment, enrolments find some left.
  for (const id of courseIds.filter((_, i) => i % 2 === 0)) {
    await fetch(`${base}/api/v1/courses/${id}/enroll`, { method: "POST", headers: { authorization: `Bearer ${learner.bearer}` } });
  }
  const contact = await fetch(`${base}/api/v1/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": setupIp() },
    body: JSON.stringify({ name: "Fuzz Tester", email: "fuzz@example.com", message: "A message of the fuzzer's set-up." }),
  });
  const { id: inquiryId } = (await contact.json()) as { id: string };
  const { refresh: refreshToken } = await signInBearer(base, learner.email, learner.password);
  return {
    accounts: { learner, admin },
    seeds: {
      courseIds,
      learnerId: learner.id,
      learnerEmail: learner.email,
      learnerPassword: learner.password,
      adminId: admin.id,
      inquiryId,
      refreshToken,
      ...buildFiles(clientDir),
    },
  };
}
