import { Hono, type Context } from "hono";
import { newsletterSchema, newsletterTokenSchema } from "#contracts/newsletter";
import { clientRateKey } from "../contact/client-key.server";
import type { AppDeps, AppEnv } from "../context.server";
import { apiError } from "../http/api-error.server";
import { parseJsonBody } from "../http/parse-request.server";
import { confirmationMail, newsletterLinks, newsletterMail, welcomeIssue } from "./newsletter-mails.server";
import { confirmationNotSent, confirmSubscription, requestSubscription, unsubscribe } from "./subscribers.server";

/**
 * /api/v1/newsletter: POST asks for the newsletter (the footer's form) and mails a confirmation
 * link; POST /confirm confirms with that link's token; POST /unsubscribe erases the address of an
 * unsubscribe link (one click, RFC 8058: the token in the query, any body; or JSON from the page).
 * None of them uses a cookie: the link's token is the proof, so there is no Origin check.
 */
export function newsletterRoutes(deps: AppDeps): Hono<AppEnv> {
  const links = newsletterLinks(deps.origin);
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const body = await parseJsonBody(c, newsletterSchema, "Please provide a valid email address.");
      if (body instanceof Response) return body;
      const { email } = body.data;
      const result = await requestSubscription(c.var.db, email, clientRateKey(c.var.clientIp));
      if (result.kind === "limited") {
        c.header("Retry-After", String(result.retryAfterSeconds));
        return apiError(c, 429, "rate_limited", "Too many subscription requests from your network. Please try again later.");
      }
      if (result.kind === "send") {
        // Sent after the answer, not awaited: an answer that waited for the mail would take longer
        // for a new address than for a subscribed one, and so tell who subscribes (issue 24). A
        // mail that fails is logged, and the address's next request sends one at once.
        const { db, logger } = c.var;
        deps.mailer.send(confirmationMail(email, links.confirm(result.token))).catch(async (err: unknown) => {
          logger.error({ err }, "newsletter confirmation mail failed");
          await confirmationNotSent(db, email).catch((error: unknown) => logger.error({ err: error }, "newsletter: could not allow a new confirmation mail"));
        });
      }
      // The same answer, in the same time, whether the address is new, pending or already
      // confirmed: it does not tell who subscribes. The address counts only once the link is opened.
      return c.json({ email, status: "confirmation_sent" }, 202);
    })
    .post("/confirm", async (c) => {
      const body = await parseJsonBody(c, newsletterTokenSchema, "This link is not valid.");
      if (body instanceof Response) return body;
      const subscriber = await confirmSubscription(c.var.db, body.data.token);
      if (!subscriber) {
        return apiError(c, 404, "invalid_token", "This confirmation link is not valid: it was already used, or it expired. Subscribe again to get a new one.");
      }
      deps.mailer
        .send(newsletterMail(deps.origin, subscriber, welcomeIssue))
        .catch((err) => c.var.logger.error({ err }, "newsletter welcome mail failed"));
      return c.json({ email: subscriber.email, status: "subscribed" });
    })
    .post("/unsubscribe", async (c) => {
      const token = await unsubscribeToken(c);
      if (token instanceof Response) return token;
      const email = await unsubscribe(c.var.db, token);
      if (!email) return apiError(c, 404, "invalid_token", "This address is not subscribed: it was already unsubscribed, or the link is not valid.");
      return c.json({ email, status: "unsubscribed" });
    });
}

/** The token of a one-click POST (in the URL) or of the unsubscribe page (a JSON body). */
async function unsubscribeToken(c: Context<AppEnv>): Promise<string | Response> {
  const inQuery = c.req.query("token");
  if (inQuery !== undefined) {
    const parsed = newsletterTokenSchema.safeParse({ token: inQuery });
    return parsed.success ? parsed.data.token : apiError(c, 400, "validation_error", "This link is not valid.", { token: parsed.error.issues[0].message });
  }
  const body = await parseJsonBody(c, newsletterTokenSchema, "This link is not valid.");
  return body instanceof Response ? body : body.data.token;
}
