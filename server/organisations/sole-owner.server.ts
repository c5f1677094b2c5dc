import { and, asc, count, eq, gt, inArray, ne } from "drizzle-orm";
import { organisationMessages } from "#contracts/organisations";
import type { Database } from "../db/client.server";
import { invitations, memberships, organisations } from "../db/schema";
import { fail } from "../http/api-error.server";

// What deleting an account does to the organisations it owns alone (decision 020): an organisation
// never loses its last owner. One the person is alone in (no other member, no pending invitation)
// goes with the account: nobody else has anything in it. One that has other people refuses the
// deletion (409 last_owner, naming it) until the person makes someone else owner there or removes
// the others. Nothing is handed over silently: ownership carries the organisation's data and its
// contract, which only the owner may give away.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** In the deletion's transaction, before the account goes: refuses, or deletes the organisations it was alone in. */
export async function settleSoleOwnerships(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const owned = await tx
    .select({ id: organisations.id, name: organisations.name })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, "owner")))
    .orderBy(asc(organisations.name))
    // The rows of the organisations, locked: nobody joins or is invited while this is decided.
    .for("update", { of: organisations });
  if (owned.length === 0) return;
  const ids = owned.map((o) => o.id);
  // One after another: queries of one transaction share its connection.
  const otherOwners = await tx.select({ orgId: memberships.organisationId, n: count() }).from(memberships).where(and(inArray(memberships.organisationId, ids), ne(memberships.userId, userId), eq(memberships.role, "owner"))).groupBy(memberships.organisationId);
  const others = await tx.select({ orgId: memberships.organisationId, n: count() }).from(memberships).where(and(inArray(memberships.organisationId, ids), ne(memberships.userId, userId))).groupBy(memberships.organisationId);
  const pending = await tx.select({ orgId: invitations.organisationId, n: count() }).from(invitations).where(and(inArray(invitations.organisationId, ids), gt(invitations.expiresAt, now))).groupBy(invitations.organisationId);
  const has = (rows: { orgId: string; n: number }[], id: string) => rows.some((r) => r.orgId === id && r.n > 0);
  const soleOwned = owned.filter((o) => !has(otherOwners, o.id));
  const blocking = soleOwned.filter((o) => has(others, o.id) || has(pending, o.id));
  if (blocking.length > 0) {
    const names = blocking.map((o) => o.name).join(", ");
    fail("last_owner", `${organisationMessages.soleOwner} ${names}: make another member owner on its People page (or remove its other people) before you delete your account.`);
  }
  const alone = soleOwned.map((o) => o.id);
  // Teams, invitations, assignments, keys and audit events go with it (ON DELETE CASCADE).
  if (alone.length > 0) await tx.delete(organisations).where(inArray(organisations.id, alone));
}
