import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.server";

/** GET /healthz: up while the database answers (503 when it does not), for load balancers. */
export function healthRoutes({ database }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get("/healthz", async (c) => {
    const up = await database.ping();
    return c.json({ status: up ? "ok" : "error", database: up ? "up" : "down" }, up ? 200 : 503, {
      "Cache-Control": "no-store",
    });
  });
}
