import { Hono, type Context } from "hono";
import { reminderKindTexts, reminderTokenSchema, type ReminderKind } from "#contracts/reminders";
import { unsubscribeReminders } from "#contracts/reminders/operations";
import type { AppEnv } from "../context.server";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";
import { escapeHtml, linkPage } from "../newsletter/newsletter-pages.server";
import { reminderKindOf, unsubscribeByMail } from "./reminders.server";

// Unsubscribing from one kind of reminder or digest (issue 27): the one-click POST of the mail's
// List-Unsubscribe header (RFC 8058, /api/v1/reminders/unsubscribe?token=…), and the page the
// mail's text links to (/reminders/unsubscribe?token=…), which asks for a click before it acts:
// mail scanners open links.

/** The words of the unsubscribe page, once. */
const unsubscribeTexts = {
  title: "Unsubscribe",
  intro: "We will stop sending you this kind of mail. Other mails from us are not affected.",
  kind: (kind: ReminderKind) => `${reminderKindTexts[kind].name}: ${reminderKindTexts[kind].description}.`,
  askKind: "Stop these mails",
  done: (email: string, kind: ReminderKind) => `Done: ${email} gets no more ${reminderKindTexts[kind].name.toLowerCase()}.`,
  invalid: "This unsubscribe link is not valid. Open it again from the e-mail, or copy the whole address into your browser.",
} as const;

const INVALID = unsubscribeTexts.invalid;

/** /api/v1/reminders/unsubscribe: the one-click POST (the token in the query, any body ignored). */
export function reminderUnsubscribeRoutes() {
  return [
    route(
      unsubscribeReminders,
      async (c, { query }) => {
        const done = await unsubscribeByMail(c.var.db, query.token);
        if (!done) fail("invalid_token", INVALID);
        return { ...done, status: "unsubscribed" as const };
      },
      { readBody: false },
    ),
  ];
}

function tokenOf(value: unknown): string | null {
  const parsed = reminderTokenSchema.safeParse({ token: typeof value === "string" ? value : "" });
  return parsed.success ? parsed.data.token : null;
}

const invalid = (c: Context<AppEnv>) => linkPage(c, unsubscribeTexts.title, `<p class="bad" role="alert">${escapeHtml(INVALID)}</p>`, 404);

/** /reminders/unsubscribe: GET asks, POST (the page's button) acts. */
export function reminderUnsubscribePages(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get("/unsubscribe", async (c) => {
      const token = tokenOf(c.req.query("token"));
      if (!token) return invalid(c);
      // The kind, to say what stops; nothing changes on a GET.
      const kind = await reminderKindOf(c.var.db, token);
      if (!kind) return invalid(c);
      return linkPage(
        c,
        unsubscribeTexts.title,
        `<p>${escapeHtml(unsubscribeTexts.kind(kind))}</p><p>${escapeHtml(unsubscribeTexts.intro)}</p><form method="post" action="/reminders/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(unsubscribeTexts.askKind)}</button></form>`,
      );
    })
    .post("/unsubscribe", async (c) => {
      let token: string | null = null;
      try {
        token = tokenOf((await c.req.parseBody()).token);
      } catch {
        token = null;
      }
      const done = token ? await unsubscribeByMail(c.var.db, token) : null;
      if (!done) return invalid(c);
      return linkPage(c, unsubscribeTexts.title, `<p class="ok" role="status">${escapeHtml(unsubscribeTexts.done(done.email, done.kind))}</p>`);
    });
}
