import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { FRESH_SESSION_MINUTES } from "#contracts/account";
import type { Auth } from "../auth/auth.server";
import { claimTotpStep, totpStep } from "../auth/totp-replay.server";
import type { ApiSession, ApiUser } from "../context.server";
import type { Database } from "../db/client.server";
import { settleSoleOwnerships } from "../organisations/sole-owner.server";
import { accountErasures, accounts, certificateAuditEvents, certificates, enrollments, signInFailures, twoFactors, users, verifications } from "../db/schema";

// Deleting an account (DELETE /api/v1/me). The person proves it is them once more: the password,
// or a code from the authenticator app or a backup code when two-factor sign-in is on; an account
// with neither (a provider sign-in only) needs a session opened in the last FRESH_SESSION_MINUTES.
//
// What goes: the user, profile, sign-in methods, two-factor secret, sessions and API refresh
// tokens and certificates (all by ON DELETE CASCADE from users: a deleted learner's certificate no
// longer verifies, so their name is not shown to whoever holds its code; decision 016), pending
// reset links and the address's sign-in failure counter; staff's reasons for revoking its
// certificates are redacted, and the deletion is recorded (eraseAccount). What stays, anonymised: enrolments, without the user or the payment method, so
// programs' enrolment counts and completion figures do not change (enrollments.user_id is SET
// NULL). Inquiries and a newsletter subscription are not part of the account (see the policy).

export type Proof = { password?: string; code?: string };

type RefusalCode = "no_password" | "invalid_password" | "two_factor_off" | "invalid_code" | "proof_required" | "reauthentication_required";

export type ProofResult = { ok: true } | { ok: false; code: RefusalCode; message: string };

// Each code's status is contracts/api-errors.ts's.
const refused = (code: RefusalCode, message: string): ProofResult => ({ ok: false, code, message });

/** Checks the proof a deletion comes with. */
export async function checkProof(db: Database, auth: Auth, user: ApiUser, session: ApiSession, proof: Proof, now = new Date()): Promise<ProofResult> {
  const ctx = await auth.$context;
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
  const [factor] = await db
    .select()
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, user.id), eq(twoFactors.verified, true)));

  if (proof.password !== undefined) {
    if (!credential?.hash) return refused("no_password", "This account has no password: use a code from your authenticator app.");
    const right = await ctx.password.verify({ hash: credential.hash, password: proof.password });
    return right ? { ok: true } : refused("invalid_password", "That password is not right.");
  }
  if (proof.code !== undefined) {
    if (!factor) return refused("two_factor_off", "Two-factor sign-in is off for this account: enter your password.");
    const code = proof.code.replace(/\s+/g, "");
    const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: factor.secret });
    // A code is good once, here as at sign-in (auth/totp-replay.server.ts).
    const step = totpStep(secret, code, now.getTime());
    if (step !== null) return (await claimTotpStep(db, user.id, step)) ? { ok: true } : refused("invalid_code", "That code was used already: wait for the next one from your app.");
    const backupCodes = JSON.parse(await symmetricDecrypt({ key: ctx.secretConfig, data: factor.backupCodes })) as unknown;
    if (Array.isArray(backupCodes) && backupCodes.includes(proof.code.trim())) return { ok: true };
    return refused("invalid_code", "That code is not right.");
  }
  if (credential?.hash || factor) {
    return refused("proof_required", credential?.hash ? "Enter your password to delete your account." : "Enter a code from your authenticator app.");
  }
  const fresh = now.getTime() - session.createdAt.getTime() < FRESH_SESSION_MINUTES * 60_000;
  return fresh
    ? { ok: true }
    : refused("reauthentication_required", `For your safety, sign out and sign in again, then delete your account within ${FRESH_SESSION_MINUTES} minutes.`);
}

/** Erases the account and anonymises what stays. */
export async function deleteAccount(db: Database, user: ApiUser): Promise<void> {
  await db.transaction(async (tx) => {
    // An organisation it owns alone is deleted with it, or the deletion is refused (decision 020).
    await settleSoleOwnerships(tx, user.id);
    await eraseAccount(tx, user.id);
  });
}

type Executor = Pick<Database, "select" | "update" | "delete" | "insert">;

/** Staff's words about a deleted learner's certificate (decision 016): kept as an event, not as words. */
export const REDACTED_REASON = "(redacted: the learner deleted their account)";

/**
 * What deleting an account does, in the caller's transaction: also what `npm run db:restore` does
 * again for every account deleted after the backup it restores (scripts/db.ts). Staff's free-text
 * reasons for revoking the learner's certificates may name or describe them: the audit events
 * stay (who revoked which code, when) with the reason redacted. The deletion is recorded by the
 * account's id alone (account_erasures). An account that is not there is only recorded.
 */
export async function eraseAccount(tx: Executor, userId: string): Promise<boolean> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) {
    const certificateIds = tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.userId, userId));
    await tx.update(certificateAuditEvents).set({ reason: REDACTED_REASON }).where(and(inArray(certificateAuditEvents.certificateId, certificateIds), isNotNull(certificateAuditEvents.reason)));
    await tx.update(enrollments).set({ userId: null, paymentMethod: null }).where(eq(enrollments.userId, userId));
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(signInFailures).where(eq(signInFailures.email, user.email.toLowerCase()));
    await tx.delete(users).where(eq(users.id, userId));
  }
  await tx.insert(accountErasures).values({ userId }).onConflictDoNothing();
  return user !== undefined;
}
