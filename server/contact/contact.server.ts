import { randomUUID } from "node:crypto";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import { contactMessages, honeypotFilled } from "#contracts/contact";
import { sendContact } from "#contracts/contact/operations";
import type { AppDeps } from "../context.server";
import { apiError, fail } from "../http/api-error.server";
import { route } from "../http/operation.server";
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
export function contactRoutes(deps: AppDeps) {
  return [
    route(
      sendContact,
      async (c, { body, json }) => {
        const logger = c.var.logger;
        if (honeypotFilled(json)) {
          logger.info("contact form honeypot filled: answered as success, not stored");
          return { id: randomUUID() };
        }

        let result: StoreResult;
        try {
          result = await storeInquiry(c.var.db, body, clientRateKey(c.var.clientIp));
        } catch (error) {
          if (!(error instanceof ContactStoreError)) throw error;
          logger.error({ err: error.cause, step: error.step }, error.message);
          return error.step === "rate_check" ? fail("rate_check_failed", contactMessages.rateCheckFailed) : fail("insert_failed", contactMessages.insertFailed);
        }
        if (!result.stored) {
          c.header("Retry-After", String(result.retryAfterSeconds));
          fail("rate_limited", contactMessages.rateLimited);
        }

        logger.info({ inquiryId: result.id }, "contact inquiry stored");
        eraseExpiredClientKeys(c.var.db).catch((err) => logger.error({ err }, "erasing expired client addresses failed"));
        const inboxUrl = `${deps.origin}/admin/inquiries?id=${result.id}`;
        await sendMails(deps, logger, result.id, [
          acknowledgementMail(body.email, body.locale),
          ...(deps.contactNotifyEmail ? [notificationMail(deps.contactNotifyEmail, { ...body, id: result.id }, inboxUrl)] : []),
        ]);
        return { id: result.id };
      },
      { before: [bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => apiError(c, 413, "payload_too_large", "The request body is too large.") })] },
    ),
  ];
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
