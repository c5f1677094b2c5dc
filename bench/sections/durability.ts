import fs from "node:fs";
import { sendContact } from "../../contracts/contact/operations";
import { subscribe } from "../../contracts/newsletter/operations";
import { openDatabase } from "../../server/db/client.server";
import { contactInquiries, newsletterSubscribers } from "../../server/db/schema";
import { startServer } from "../lib/server";
import { budget, type Section } from "../lib/types";

// 20 clients write (newsletter sign-ups and contact messages) to a server on the embedded
// database; after WRITE_MS the server gets SIGKILL. Every write the server acknowledged (its
// operation's success status: 202 for the newsletter, 201 for a message) must be in the database
// when it comes back, and it must come back cleanly on the same DATA_DIR.

const CLIENTS = 20;
const WRITE_MS = 3000;
const acknowledgedStatus = { newsletter: subscribe.response.status, contact: sendContact.response.status };

export const durability: Section = async (ctx) => {
  const server = await startServer({ buildDir: ctx.buildDir, env: { TRUST_PROXY: "1" } });
  const acknowledged = { newsletter: [] as string[], contact: [] as string[] };
  let attempts = 0;
  let stop = false;
  const client = async (id: number) => {
    for (let n = 0; !stop; n++) {
      const kind = id % 2 === 0 ? "newsletter" : "contact";
      const email = `durable-${id}-${n}@example.com`;
      const body =
        kind === "newsletter"
          ? { email }
          : { name: "Durable Client", email, message: "Please keep this message even if the server dies." };
      attempts++;
      try {
        const res = await fetch(`${server.url}/api/v1/${kind}`, {
          method: "POST",
          // A new client IP per message: contact allows 20 per IP per hour.
          headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${id}.${n % 250}` },
          body: JSON.stringify(body),
        });
        if (res.status === acknowledgedStatus[kind]) acknowledged[kind].push(email);
      } catch {
        return; // the server is gone
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
  await new Promise((r) => setTimeout(r, WRITE_MS));
  server.child.kill("SIGKILL");
  stop = true;
  await Promise.all(clients);
  await server.exited;
  ctx.log(`  killed after ${acknowledged.newsletter.length + acknowledged.contact.length} acknowledged writes`);

  const restartStart = performance.now();
  const restarted = await startServer({ buildDir: ctx.buildDir, dataDir: server.dataDir });
  const restartMs = Math.round(performance.now() - restartStart);
  const healthy = (await fetch(`${restarted.url}/healthz`)).status === 200;
  const exitCode = await restarted.stop();

  const handle = await openDatabase({ dataDir: server.dataDir });
  let lost: string[];
  try {
    const newsletter = new Set((await handle.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map((r) => r.email));
    const contact = new Set((await handle.db.select({ email: contactInquiries.email }).from(contactInquiries)).map((r) => r.email));
    lost = [
      ...acknowledged.newsletter.filter((e) => !newsletter.has(e)),
      ...acknowledged.contact.filter((e) => !contact.has(e)),
    ];
  } finally {
    await handle.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  const total = acknowledged.newsletter.length + acknowledged.contact.length;
  const data = {
    clients: CLIENTS,
    writeMs: WRITE_MS,
    attempts,
    acknowledgedNewsletter: acknowledged.newsletter.length,
    acknowledgedContact: acknowledged.contact.length,
    lost,
    restartMs,
    healthyAfterRestart: healthy,
    cleanStopAfterRestart: exitCode === 0,
  };
  return {
    title: "Durability (SIGKILL during writes, embedded database)",
    markdown: [
      `${CLIENTS} clients wrote for ${WRITE_MS / 1000} s (newsletter and contact, alternating clients); the server was killed with SIGKILL.`,
      "",
      "| Requests sent | Acknowledged (202 newsletter, 201 contact) | Lost after restart | Restart to healthy | Clean stop after restart |",
      "|---:|---:|---:|---:|---|",
      `| ${attempts} | ${total} (${acknowledged.newsletter.length} newsletter, ${acknowledged.contact.length} contact) | ${lost.length} | ${restartMs} ms | ${exitCode === 0 ? "yes" : `exit ${exitCode}`} |`,
    ].join("\n"),
    budgets: [
      // Both kinds must have been acknowledged, or the check would not have tried one of them.
      budget("acknowledged writes lost", "0", lost.length, lost.length === 0 && acknowledged.newsletter.length > 0 && acknowledged.contact.length > 0),
      budget("restart after SIGKILL", "healthy", healthy ? "healthy" : "not healthy", healthy),
      budget("stop after restart", "exit 0", `exit ${exitCode}`, exitCode === 0),
    ],
    data,
  };
};
