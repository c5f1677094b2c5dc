import type { Logger } from "pino";
import { findItem } from "#contracts/registration-catalogue";
import { itemTimes, registrationMessages, type ItemFacts } from "#contracts/registration-items";
import { cancelRegistration, myRegistrations as myRegistrationsOperation, registerForItem, registrationItems } from "#contracts/registrations/operations";
import type { AppDeps } from "../context.server";
import type { Database } from "../db/client.server";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import type { MailMessage } from "../mail/mailer.server";
import {
  cancel,
  isOpen,
  itemKey,
  itemsOf,
  liveCounts,
  liveItem,
  myRegistrations,
  recentRegistrations,
  register,
  registeredKeys,
  registrationJson,
  registrationOf,
  REGISTRATIONS_PER_HOUR,
} from "./registration-queries.server";
import { accountLocale } from "../i18n/locale.server";
import { cancellationMail, confirmationMail } from "./registration-mails.server";

// /api/v1/registrations: the workshops, seminars, events, webinars and masterclasses of the
// listing pages. GET /items is public (the pages' live seat counts; with a session or bearer
// token it also says which the caller holds); the rest is for a signed-in user.

/** A slow mail server delays the answer by this much at most; the mail goes on in the background. */
const MAIL_WAIT_MS = 5_000;

/** The API's other refusals of a registration (the page's own texts are in the contracts). */
const messages = {
  notFound: "No workshop, seminar, event, webinar or masterclass has this id.",
  closed: "Registration for this session has closed.",
  rateLimited: "Too many registrations in a short time. Please wait an hour before trying again.",
};

function notRegistered(): never {
  fail("not_found", "You have no registration with this id.");
}

async function sendMail(deps: AppDeps, logger: Logger, registrationId: string, mail: MailMessage) {
  const sending = Promise.resolve()
    .then(() => deps.mailer.send(mail))
    .catch((err) => logger.error({ err, registrationId, subject: mail.subject }, "registration e-mail failed"));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MAIL_WAIT_MS);
    timer.unref();
  });
  await Promise.race([sending, timeout]);
  clearTimeout(timer);
}

async function liveItemOf(db: Database, item: ItemFacts, mine: boolean) {
  const counts = await liveCounts(db, item.kind);
  return liveItem(item, counts.get(itemKey(item)) ?? 0, mine);
}

export function registrationRoutes(deps: AppDeps) {
  const manageUrl = `${deps.origin}/dashboard?tab=registrations`;
  return [
    // Public: the live seats. Signed in, `registered` says which items are the caller's.
    route(registrationItems, async (c, { query }) => {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      const [counts, mine] = await Promise.all([
        liveCounts(c.var.db, query.kind),
        session ? registeredKeys(c.var.db, session.user.id, query.kind) : Promise.resolve(new Set<string>()),
      ]);
      const now = new Date();
      const items = itemsOf(query.kind).map((item) => liveItem(item, counts.get(itemKey(item)) ?? 0, mine.has(itemKey(item)), now));
      c.header("Cache-Control", "no-store");
      return { items, signed_in: Boolean(session) };
    }),
    route(myRegistrationsOperation, async (c) => ({ registrations: await myRegistrations(c.var.db, c.var.user.id) })),
    route(registerForItem, async (c, { body }) => {
      const item = findItem(body.kind, body.item_id);
      if (!item) fail("not_found", messages.notFound);
      if (!isOpen(item)) fail("registration_closed", messages.closed);
      const user = c.var.user;
      if ((await recentRegistrations(c.var.db, user.id)) >= REGISTRATIONS_PER_HOUR) fail("rate_limited", messages.rateLimited);
      const result = await register(c.var.db, user.id, item);
      if (result.status === "already_registered") fail("already_registered", `${registrationMessages.alreadyRegistered}.`);
      if (result.status === "full") fail("session_full", `${registrationMessages.full}.`);

      c.var.logger.info({ registrationId: result.id, item: itemKey(item) }, "registration taken");
      await sendMail(deps, c.var.logger, result.id, confirmationMail({ to: user.email, name: user.name, registrationId: result.id, item, manageUrl, locale: await accountLocale(c.var.db, user.id) }));
      const row = { id: result.id, userId: user.id, itemKind: item.kind, itemId: item.id, status: "registered" as const, createdAt: result.createdAt, cancelledAt: null };
      return { registration: registrationJson(row, item), item: await liveItemOf(c.var.db, item, true) };
    }),
    route(cancelRegistration, async (c, { params }) => {
      const id = uuidParam(params.registrationId) ?? notRegistered();
      const found = (await registrationOf(c.var.db, c.var.user.id, id)) ?? notRegistered();
      if (found.row.status !== "registered") fail("already_cancelled", "This registration is already cancelled.");
      if (itemTimes(found.item).start <= new Date()) fail("registration_closed", "This session has already started, so it can no longer be cancelled.");
      const row = (await cancel(c.var.db, c.var.user.id, id)) ?? fail("already_cancelled", "This registration is already cancelled.");

      const user = c.var.user;
      c.var.logger.info({ registrationId: row.id, item: itemKey(found.item) }, "registration cancelled");
      await sendMail(deps, c.var.logger, row.id, cancellationMail({ to: user.email, name: user.name, registrationId: row.id, item: found.item, manageUrl, locale: await accountLocale(c.var.db, user.id) }));
      return { registration: registrationJson(row, found.item), item: await liveItemOf(c.var.db, found.item, false) };
    }),
  ];
}
