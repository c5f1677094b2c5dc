import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app.server";

/** The staff inbox's API under /api/v1/admin (issue: leads). Every route checks the admin role. */
export function adminApi(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
