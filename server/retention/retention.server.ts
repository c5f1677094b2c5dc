import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import {
  apiRefreshTokens,
  contactInquiries,
  jobLeases,
  newsletterSubscribers,
  rateLimits,
  sessions,
  signInFailures,
  verifications,
} from "../db/schema";

// What we keep, and for how long: the privacy policy (app/content/knowledge/legal.ts, "How long we
// keep it") says exactly this; change both together. The cleanup runs in every server instance
// every RETENTION.intervalMinutes; a lease row in the shared database lets one instance at a time
// run it (the others skip that turn), and every step is idempotent anyway.

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

const JOB = "retention";
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

/**
 * Takes the job's lease until `now` + `leaseMs` if nobody holds it at `now` (one statement: of
 * two instances asking at once, one gets it). True when this holder got it.
 */
async function takeLease(db: Database, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  const lease = { name: JOB, holder, leasedUntil: new Date(now.getTime() + leaseMs), lastRunAt: now };
  const rows = await db
    .insert(jobLeases)
    .values(lease)
    .onConflictDoUpdate({ target: jobLeases.name, set: lease, setWhere: lte(jobLeases.leasedUntil, now) })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1;
}

export interface RunOptions {
  now: Date;
  /** This instance's name in the lease row. */
  holder: string;
  /** How long other instances skip the job after this run starts. */
  leaseMs?: number;
}

/** Runs the cleanup if this instance gets the lease: what it erased, or null when another instance has it. */
export async function runRetention(db: Database, { now, holder, leaseMs = (RETENTION.intervalMinutes - 1) * 60_000 }: RunOptions): Promise<Erased | null> {
  if (!(await takeLease(db, holder, now, leaseMs))) return null;
  return eraseExpired(db, now);
}

/** Releases the lease (a stopping instance), so another may run at once. */
async function releaseLease(db: Database, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, JOB), eq(jobLeases.holder, holder)));
}

export interface RetentionSchedule {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

interface ScheduleOptions {
  db: Database;
  logger: Logger;
  clock?: () => Date;
  intervalMs?: number;
  /** The first run, after start-up (not in the way of the first requests). */
  firstRunMs?: number;
}

/** Runs the cleanup now and then, in the background, for as long as the server runs. */
export function startRetentionSchedule({
  db,
  logger,
  clock = () => new Date(),
  intervalMs = RETENTION.intervalMinutes * 60_000,
  firstRunMs = 5_000,
}: ScheduleOptions): RetentionSchedule {
  const holder = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runRetention(db, { now: clock(), holder, leaseMs: Math.max(1_000, intervalMs - 30_000) })
      .then((erased) => {
        if (erased && Object.values(erased).some((n) => n > 0)) logger.info({ erased }, "retention cleanup erased expired data");
      })
      .catch((err) => logger.error({ err }, "retention cleanup failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, firstRunMs);
  const every = setInterval(tick, intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
      await releaseLease(db, holder).catch(() => {});
    },
  };
}
