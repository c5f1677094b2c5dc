import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { Logger } from "pino";
import { z } from "#contracts/zod";
import { userRoles } from "#contracts/vocabulary";
import { backupStream } from "../db/backup-file.server";
import { snapshotDatabase } from "../db/backup.server";
import type { Database, DatabaseHandle } from "../db/client.server";
import { listAdmins, setRole } from "./roles.server";

// The embedded database belongs to one process (the server holds DATA_DIR's lock), so while the
// server runs, `npm run admin` asks it to change a role instead of opening the database. The
// server listens for that on a separate loopback-only port, never on the public one, and accepts
// only requests carrying a random token that it writes, with the port, to a file in DATA_DIR that
// only its own OS user can read (mode 0600).

export const CONTROL_FILE = "admin-control.json";

export interface ControlInfo {
  pid: number;
  port: number;
  token: string;
}

export function controlFilePath(dataDir: string) {
  return path.join(path.resolve(dataDir), CONTROL_FILE);
}

/** The running server's control port and token, or null when there is none for this DATA_DIR. */
export function readControlInfo(dataDir: string): ControlInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(controlFilePath(dataDir), "utf8")) as ControlInfo;
    return Number.isInteger(info.pid) && Number.isInteger(info.port) && typeof info.token === "string" ? info : null;
  } catch {
    return null;
  }
}

const roleChange = z.object({ email: z.string().trim().min(1).max(255), role: z.enum(userRoles) });

export interface AdminControl {
  close(): Promise<void>;
}

export interface ControlOptions {
  db: Database;
  dataDir: string;
  logger: Logger;
  /** The embedded database itself: `npm run db:backup` and `db:export` take a copy through us. */
  database?: DatabaseHandle;
}

export async function startAdminControl({ db, dataDir, logger, database }: ControlOptions): Promise<AdminControl> {
  const token = randomBytes(32).toString("base64url");
  const expected = Buffer.from(`Bearer ${token}`);
  const app = new Hono();

  app.use(async (c, next) => {
    const given = Buffer.from(c.req.header("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return c.json({ error: "unauthorized" }, 401);
    await next();
  });
  app.post("/role", async (c) => {
    const body = roleChange.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: "bad_request" }, 400);
    const change = await setRole(db, body.data.email, body.data.role);
    if (!change) return c.json({ error: "not_found" }, 404);
    logger.info({ email: change.email, role: change.role, previous: change.previous }, "role changed by npm run admin");
    return c.json(change);
  });
  app.get("/admins", async (c) => c.json({ admins: await listAdmins(db) }));
  // A consistent copy of the embedded database, as a gzip'd tar (server/db/backup.server.ts).
  app.get("/backup", async (c) => {
    if (!database?.pglite) return c.json({ error: "not_embedded" }, 404);
    const start = performance.now();
    const temp = fs.mkdtempSync(path.join(path.resolve(dataDir), ".backup-"));
    try {
      const { manifest, bytes } = await snapshotDatabase(path.join(path.resolve(dataDir), "db"), temp, database);
      logger.info({ bytes, ms: Math.round(performance.now() - start) }, "backup snapshot taken for npm run db:backup/db:export");
      const stream = backupStream(temp, manifest);
      finished(stream, () => fs.rmSync(temp, { recursive: true, force: true }));
      return new Response(Readable.toWeb(stream) as ReadableStream, {
        headers: { "content-type": "application/gzip", "x-backup-bytes": String(bytes) },
      });
    } catch (error) {
      fs.rmSync(temp, { recursive: true, force: true });
      throw error;
    }
  });
  app.onError((err, c) => {
    logger.error({ err }, "admin control request failed");
    return c.json({ error: "internal_error" }, 500);
  });

  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    s.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  // Written under a temporary name with mode 0600 from the start, then renamed into place.
  const file = controlFilePath(dataDir);
  const temp = `${file}.${process.pid}.tmp`;
  fs.rmSync(temp, { force: true });
  fs.writeFileSync(temp, JSON.stringify({ pid: process.pid, port, token } satisfies ControlInfo), { mode: 0o600, flag: "wx" });
  fs.renameSync(temp, file);

  return {
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      try {
        if (readControlInfo(dataDir)?.pid === process.pid) fs.unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}
