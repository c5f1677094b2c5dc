import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import { contactMessages, contactSchema, honeypotFilled } from "#contracts/contact";
import type { AppDeps, AppEnv } from "../context.server";
import { apiError } from "../http/api-error.server";
import { parseJsonBody } from "../http/parse-request.server";
import type { MailMessage } from "../mail/mailer.server";
import { clientRateKey } from "./client-key.server";
import { acknowledgementMail, notificationMail } from "./contact-mails.server";
import { ContactStoreError, eraseExpiredClientKeys, storeInquiry, type StoreResult } from "./inquiries.server";

/** How long a visitor waits for the e-mails before the answer goes out anyway. */
const MAIL_WAIT_MS = 5_000;
/** Far more than the largest valid inquiry (about 1.7 KB of text). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * /api/v1/contact: POST validates (400), rate-checks (429), stores with status new (201 with the
 * id), then e-mails the visitor and the staff. A post that fills the honeypot gets a 201 with an
 * id that exists nowhere.
 */
export function contactRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    "/",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => apiError(c, 413, "payload_too_large", "The request body is too large."),
    }),
    async (c) => {
      const logger = c.var.logger;
      const body = await parseJsonBody(c, contactSchema, contactMessages.validation);
      if (body instanceof Response) return body;
      if (honeypotFilled(body.input)) {
        logger.info("contact form honeypot filled: answered as success, not stored");
        return c.json({ id: randomUUID() }, 201);
      }

      let result: StoreResult;
      try {
        result = await storeInquiry(c.var.db, body.data, clientRateKey(c.var.clientIp));
      } catch (error) {
        if (!(error instanceof ContactStoreError)) throw error;
        logger.error({ err: error.cause, step: error.step }, error.message);
        return error.step === "rate_check"
          ? apiError(c, 503, "rate_check_failed", contactMessages.rateCheckFailed)
          : apiError(c, 500, "insert_failed", contactMessages.insertFailed);
      }
      if (!result.stored) {
        c.header("Retry-After", String(result.retryAfterSeconds));
        return apiError(c, 429, "rate_limited", contactMessages.rateLimited);
      }

      logger.info({ inquiryId: result.id }, "contact inquiry stored");
      eraseExpiredClientKeys(c.var.db).catch((err) => logger.error({ err }, "erasing expired client addresses failed"));
      const inboxUrl = `${deps.origin}/admin/inquiries?id=${result.id}`;
      await sendMails(deps, logger, result.id, [
        acknowledgementMail(body.data.email),
        ...(deps.contactNotifyEmail ? [notificationMail(deps.contactNotifyEmail, { ...body.data, id: result.id }, inboxUrl)] : []),
      ]);
      return c.json({ id: result.id }, 201);
    },
  );
}

/**
 * Sends the inquiry's e-mails. The inquiry is already stored: a failure is logged and changes
 * nothing for the visitor, and a slow mail server delays the answer by MAIL_WAIT_MS at most (the
 * sending goes on in the background).
 */
async function sendMails(deps: AppDeps, logger: Logger, inquiryId: string, mails: MailMessage[]) {
  const sends = mails.map((mail) =>
    Promise.resolve()
      .then(() => deps.mailer.send(mail))
      .catch((err) => logger.error({ err, inquiryId, to: mail.to, subject: mail.subject }, "contact e-mail failed")),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      logger.warn({ inquiryId }, "contact e-mails still sending; answered without waiting");
      resolve();
    }, MAIL_WAIT_MS);
    timer.unref();
  });
  await Promise.race([Promise.all(sends), timeout]);
  clearTimeout(timer);
}
