import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app.server";

/** POST /api/v1/contact (issue: leads). Validate, rate-check, insert, then mail. */
export function contactApi(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
