import { Hono } from "hono";
import { newsletterSchema } from "#contracts/newsletter";
import type { AppEnv } from "../app.server";
import { newsletterSubscribers } from "../db/schema";
import { apiError, fieldErrors, readJson } from "./errors.server";

export const newsletterRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const read = await readJson(c);
  if (!read.ok) return read.response;
  const parsed = newsletterSchema.safeParse(read.body);
  if (!parsed.success) {
    return apiError(c, 400, "validation_error", "Please provide a valid email address.", fieldErrors(parsed.error));
  }
  // An address that is already subscribed gets the same answer and no second row.
  await c.var.db
    .insert(newsletterSubscribers)
    .values({ email: parsed.data.email })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
  return c.json({ subscribed: true, email: parsed.data.email }, 201);
});
