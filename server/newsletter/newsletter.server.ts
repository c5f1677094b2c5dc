import { Hono } from "hono";
import { newsletterSchema } from "#contracts/newsletter";
import type { AppDeps, AppEnv } from "../context.server";
import { parseJsonBody } from "../http/parse-request.server";
import { subscribe } from "./subscribers.server";

/** /api/v1/newsletter: POST subscribes an address (the footer's form). */
export function newsletterRoutes(_deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post("/", async (c) => {
    const body = await parseJsonBody(c, newsletterSchema, "Please provide a valid email address.");
    if (body instanceof Response) return body;
    // An address that is already subscribed gets the same answer and no second row.
    await subscribe(c.var.db, body.data.email);
    return c.json({ subscribed: true, email: body.data.email }, 201);
  });
}
