import { and, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import {
  apiRefreshTokens,
  contactInquiries,
  newsletterSubscribers,
  rateLimits,
  sessions,
  signInFailures,
  verifications,
} from "../db/schema";

// What we keep, and for how long: the privacy policy (app/content/knowledge/legal.ts, "How long we
// keep it") says exactly this; change both together. The cleanup is a job on the queue, scheduled
// every RETENTION.intervalMinutes: one run per slot across every instance, and every step is
// idempotent anyway.

export const RETENTION = {
  /** Client IP addresses kept for rate limits (contact inquiries, newsletter requests). */
  clientIpMinutes: 60,
  /** Contact inquiries are erased this many months after they arrive. */
  inquiryMonths: 24,
  /** Failed sign-in counters of an address, after its last failure (once no wait is running). */
  signInFailureHours: 24,
  /** Per-IP request counters of the sign-in, sign-up and reset limits, after their last request. */
  rateLimitHours: 24,
  intervalMinutes: 10,
} as const;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export interface Erased {
  inquiryClientIps: number;
  newsletterClientIps: number;
  unconfirmedSubscribers: number;
  expiredSessions: number;
  expiredRefreshTokens: number;
  expiredVerifications: number;
  signInFailures: number;
  rateLimitCounters: number;
  oldInquiries: number;
}

/** Erases everything past its time at `now`; how many rows each step touched. */
export async function eraseExpired(db: Database, now: Date): Promise<Erased> {
  const ipCutoff = minutesBefore(now, RETENTION.clientIpMinutes);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const ci = contactInquiries;
  const ns = newsletterSubscribers;
  return {
    inquiryClientIps: await count(
      db.update(ci).set({ clientIp: null }).where(and(isNotNull(ci.clientIp), lt(ci.createdAt, ipCutoff))).returning({ id: ci.id }),
    ),
    newsletterClientIps: await count(
      db
        .update(ns)
        .set({ clientIp: null })
        .where(and(isNotNull(ns.clientIp), or(isNull(ns.confirmSentAt), lt(ns.confirmSentAt, ipCutoff))))
        .returning({ id: ns.id }),
    ),
    // Asked for, never confirmed, link expired: we never had the owner's consent.
    unconfirmedSubscribers: await count(
      db
        .delete(ns)
        .where(and(isNull(ns.confirmedAt), or(isNull(ns.confirmExpiresAt), lte(ns.confirmExpiresAt, now))))
        .returning({ id: ns.id }),
    ),
    expiredSessions: await count(db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id })),
    expiredRefreshTokens: await count(
      db.delete(apiRefreshTokens).where(lte(apiRefreshTokens.familyExpiresAt, now)).returning({ id: apiRefreshTokens.id }),
    ),
    expiredVerifications: await count(
      db.delete(verifications).where(lte(verifications.expiresAt, now)).returning({ id: verifications.id }),
    ),
    signInFailures: await count(
      db
        .delete(signInFailures)
        .where(
          and(
            lt(signInFailures.lastFailureAt, minutesBefore(now, RETENTION.signInFailureHours * 60)),
            or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now)),
          ),
        )
        .returning({ email: signInFailures.email }),
    ),
    rateLimitCounters: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.lastRequest, now.getTime() - RETENTION.rateLimitHours * 3_600_000))
        .returning({ id: rateLimits.id }),
    ),
    oldInquiries: await count(
      db.delete(ci).where(lt(ci.createdAt, monthsBefore(now, RETENTION.inquiryMonths))).returning({ id: ci.id }),
    ),
  };
}

/** The cleanup as a job on the queue (server/jobs/scheduled-work.server.ts), every RETENTION.intervalMinutes. */
export async function runRetention(db: Database, logger: Logger, now = new Date()): Promise<Erased> {
  const erased = await eraseExpired(db, now);
  if (Object.values(erased).some((n) => n > 0)) logger.info({ erased }, "retention cleanup erased expired data");
  return erased;
}
