import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.server";
import { isMigrated } from "../db/client.server";

const noStore = { "Cache-Control": "no-store" };

/**
 * GET /healthz: liveness, up while the database answers (503 when it does not), for load balancers.
 * GET /readyz: ready for traffic, when every migration of this build is applied and the database
 * answers (503 otherwise: during a rolling upgrade an instance of the new code waits for them).
 */
export function healthRoutes({ database }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/healthz", async (c) => {
      const up = await database.ping();
      return c.json({ status: up ? "ok" : "error", database: up ? "up" : "down" }, up ? 200 : 503, noStore);
    })
    .get("/readyz", async (c) => {
      const up = await database.ping();
      const migrated = up && (await isMigrated(database.db));
      const ready = up && migrated;
      return c.json({ status: ready ? "ready" : "not_ready", database: up ? "up" : "down", migrations: migrated ? "done" : "pending" }, ready ? 200 : 503, noStore);
    });
}
