import { Hono, type Context } from "hono";
import type { Logger } from "pino";
import { findItem } from "#contracts/registration-catalogue";
import { itemTimes, registrationMessages, type ItemFacts } from "#contracts/registration-items";
import { registrationBodySchema, registrationItemsQuerySchema } from "#contracts/registrations";
import { z } from "#contracts/zod";
import type { AppDeps, UserEnv } from "../context.server";
import type { Database } from "../db/client.server";
import { apiError } from "../http/api-error.server";
import { parseJsonBody, parseQuery } from "../http/parse-request.server";
import { requireUser } from "../http/require-user.server";
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
import { cancellationMail, confirmationMail } from "./registration-mails.server";

// /api/v1/registrations: the workshops, seminars, events, webinars and masterclasses of the
// listing pages. GET /items is public (the pages' live seat counts; with a session or bearer
// token it also says which the caller holds); the rest is for a signed-in user.

/** A slow mail server delays the answer by this much at most; the mail goes on in the background. */
const MAIL_WAIT_MS = 5_000;

const idParam = z.uuid();

/** The API's other refusals of a registration (the page's own texts are in the contracts). */
const messages = {
  notFound: "No workshop, seminar, event, webinar or masterclass has this id.",
  closed: "Registration for this session has closed.",
  rateLimited: "Too many registrations in a short time. Please wait an hour before trying again.",
};

const notRegistered = (c: Context) => apiError(c, 404, "not_found", "You have no registration with this id.");

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

export function registrationRoutes(deps: AppDeps): Hono<UserEnv> {
  const manageUrl = `${deps.origin}/dashboard?tab=registrations`;
  const router = new Hono<UserEnv>();

  router.get("/items", async (c) => {
    const query = parseQuery(c, registrationItemsQuerySchema, "Invalid query parameters.");
    if (query instanceof Response) return query;
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    const [counts, mine] = await Promise.all([
      liveCounts(c.var.db, query.kind),
      session ? registeredKeys(c.var.db, session.user.id, query.kind) : Promise.resolve(new Set<string>()),
    ]);
    const now = new Date();
    const items = itemsOf(query.kind).map((item) => liveItem(item, counts.get(itemKey(item)) ?? 0, mine.has(itemKey(item)), now));
    c.header("Cache-Control", "no-store");
    return c.json({ items, signed_in: Boolean(session) });
  });

  // Everything below: a signed-in user (cookie from our own pages, or a bearer token).
  router.use("*", requireUser(deps.auth, deps.trustedOrigins));
  router.use("*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  router.get("/", async (c) => c.json({ registrations: await myRegistrations(c.var.db, c.var.user.id) }));

  router.post("/", async (c) => {
    const body = await parseJsonBody(c, registrationBodySchema, "Invalid request body.");
    if (body instanceof Response) return body;
    const item = findItem(body.data.kind, body.data.item_id);
    if (!item) return apiError(c, 404, "not_found", messages.notFound);
    if (!isOpen(item)) return apiError(c, 409, "registration_closed", messages.closed);
    const user = c.var.user;
    if ((await recentRegistrations(c.var.db, user.id)) >= REGISTRATIONS_PER_HOUR) {
      return apiError(c, 429, "rate_limited", messages.rateLimited);
    }
    const result = await register(c.var.db, user.id, item);
    if (result.status === "already_registered") {
      return apiError(c, 409, "already_registered", `${registrationMessages.alreadyRegistered}.`);
    }
    if (result.status === "full") return apiError(c, 409, "session_full", `${registrationMessages.full}.`);

    c.var.logger.info({ registrationId: result.id, item: itemKey(item) }, "registration taken");
    await sendMail(deps, c.var.logger, result.id, confirmationMail({ to: user.email, name: user.name, registrationId: result.id, item, manageUrl }));
    const row = { id: result.id, userId: user.id, itemKind: item.kind, itemId: item.id, status: "registered" as const, createdAt: result.createdAt, cancelledAt: null };
    return c.json({ registration: registrationJson(row, item), item: await liveItemOf(c.var.db, item, true) }, 201);
  });

  router.post("/:registrationId/cancel", async (c) => {
    const id = idParam.safeParse(c.req.param("registrationId"));
    if (!id.success) return notRegistered(c);
    const found = await registrationOf(c.var.db, c.var.user.id, id.data);
    if (!found) return notRegistered(c);
    if (found.row.status !== "registered") return apiError(c, 409, "already_cancelled", "This registration is already cancelled.");
    if (itemTimes(found.item).start <= new Date()) {
      return apiError(c, 409, "registration_closed", "This session has already started, so it can no longer be cancelled.");
    }
    const row = await cancel(c.var.db, c.var.user.id, id.data);
    // Cancelled by a request that came in at the same time.
    if (!row) return apiError(c, 409, "already_cancelled", "This registration is already cancelled.");

    const user = c.var.user;
    c.var.logger.info({ registrationId: row.id, item: itemKey(found.item) }, "registration cancelled");
    await sendMail(deps, c.var.logger, row.id, cancellationMail({ to: user.email, name: user.name, registrationId: row.id, item: found.item, manageUrl }));
    return c.json({ registration: registrationJson(row, found.item), item: await liveItemOf(c.var.db, found.item, false) });
  });

  return router;
}
