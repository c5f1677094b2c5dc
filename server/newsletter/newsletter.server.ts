import { sourceLocale } from "#contracts/locales";
import { newsletterTokenSchema } from "#contracts/newsletter";
import { confirmSubscription as confirmOperation, subscribe, unsubscribe as unsubscribeOperation } from "#contracts/newsletter/operations";
import { clientRateKey } from "../contact/client-key.server";
import type { AppDeps } from "../context.server";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";
import { readJsonBody } from "../http/parse-request.server";
import { confirmationMail, newsletterLinks, newsletterMail, welcomeIssue } from "./newsletter-mails.server";
import { confirmationNotSent, confirmSubscription, requestSubscription, unsubscribe } from "./subscribers.server";

/**
 * /api/v1/newsletter: POST asks for the newsletter (the footer's form) and mails a confirmation
 * link; POST /confirm confirms with that link's token; POST /unsubscribe erases the address of an
 * unsubscribe link (one click, RFC 8058: the token in the query, any body; or JSON from the page).
 * None of them uses a cookie: the link's token is the proof, so there is no Origin check.
 */
export function newsletterRoutes(deps: AppDeps) {
  const links = newsletterLinks(deps.origin);
  return [
    route(subscribe, async (c, { body: { email, locale = sourceLocale } }) => {
      const result = await requestSubscription(c.var.db, email, clientRateKey(c.var.clientIp), undefined, locale);
      if (result.kind === "limited") {
        c.header("Retry-After", String(result.retryAfterSeconds));
        fail("rate_limited", "Too many subscription requests from your network. Please try again later.");
      }
      if (result.kind === "send") {
        // Sent after the answer, not awaited: an answer that waited for the mail would take longer
        // for a new address than for a subscribed one, and so tell who subscribes (issue 24). A
        // mail that fails is logged, and the address's next request sends one at once.
        const { db, logger } = c.var;
        deps.mailer.send(confirmationMail(email, links.confirm(result.token), locale)).catch(async (err: unknown) => {
          logger.error({ err }, "newsletter confirmation mail failed");
          await confirmationNotSent(db, email).catch((error: unknown) => logger.error({ err: error }, "newsletter: could not allow a new confirmation mail"));
        });
      }
      // The same answer, in the same time, whether the address is new, pending or already
      // confirmed: it does not tell who subscribes. The address counts only once the link is opened.
      return { email, status: "confirmation_sent" as const };
    }),
    route(confirmOperation, async (c, { body }) => {
      const subscriber = await confirmSubscription(c.var.db, body.token);
      if (!subscriber) {
        fail("invalid_token", "This confirmation link is not valid: it was already used, or it expired. Subscribe again to get a new one.");
      }
      deps.mailer
        .send(newsletterMail(deps.origin, subscriber, welcomeIssue[subscriber.locale]))
        .catch((err) => c.var.logger.error({ err }, "newsletter welcome mail failed"));
      return { email: subscriber.email, status: "subscribed" as const };
    }),
    // A one-click unsubscribe (RFC 8058) posts the token in the URL with a form body, which is
    // ignored; the unsubscribe page sends it as JSON. So the body is read only without a token in the query.
    route(
      unsubscribeOperation,
      async (c, { query }) => {
        const token = query.token ?? (await readJsonBody(c, newsletterTokenSchema, "This link is not valid.")).data.token;
        const email = await unsubscribe(c.var.db, token);
        if (!email) fail("invalid_token", "This address is not subscribed: it was already unsubscribed, or the link is not valid.");
        return { email, status: "unsubscribed" as const };
      },
      { readBody: false },
    ),
  ];
}
