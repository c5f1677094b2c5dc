import { and, eq, isNotNull, notExists } from "drizzle-orm";
import { organisationMessages, type OrganisationRole } from "#contracts/organisations";
import { isPublicMailDomain, mailDomainOf } from "#contracts/public-mail-domains";
import type { Database } from "../db/client.server";
import { invitations, memberships, organisations, users } from "../db/schema";
import { fail } from "../http/api-error.server";
import { assertWritable, isReadOnly, lockOrganisation, type OrganisationRow } from "./access.server";
import { seatsUsed } from "./organisation-queries.server";

// Join by domain (issue 26, decision 020): an owner may open their organisation to the domain of
// their own address (never a public mail domain); then anyone whose address at that domain is
// confirmed may join as a learner without an invitation, while seats last. Joining takes a seat
// under the organisation's row lock, exactly as an invitation does, so seats stay exact.

const notOpen = (): never => fail("not_found", "This organisation is not open to your address's domain.");

/** Opens the organisation to the owner's own company domain, or closes it. */
export async function setJoinDomain(db: Database, orgId: string, ownerEmail: string, enabled: boolean): Promise<OrganisationRow> {
  const domain = mailDomainOf(ownerEmail);
  if (enabled && isPublicMailDomain(domain)) fail("public_mail_domain", `${organisationMessages.publicDomain} ${domain}.`);
  return db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, orgId);
    if (enabled) assertWritable(organisation);
    const [row] = await tx
      .update(organisations)
      .set({ joinDomain: enabled ? domain : null })
      .where(eq(organisations.id, orgId))
      .returning();
    return row;
  });
}

/** The user's confirmed address's domain, or null (not confirmed, or a public domain). */
async function confirmedCompanyDomain(db: Pick<Database, "select">, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!user?.verified) return null;
  const domain = mailDomainOf(user.email);
  return isPublicMailDomain(domain) ? null : domain;
}

/** Organisations open to the user's domain that they are not in, writable, with a seat left. */
export async function joinableFor(db: Database, userId: string) {
  const domain = await confirmedCompanyDomain(db, userId);
  if (!domain) return [];
  const rows = await db
    .select()
    .from(organisations)
    .where(
      and(
        isNotNull(organisations.joinDomain),
        eq(organisations.joinDomain, domain),
        notExists(db.select({ one: memberships.userId }).from(memberships).where(and(eq(memberships.organisationId, organisations.id), eq(memberships.userId, userId)))),
      ),
    );
  const open = await Promise.all(
    rows.filter((o) => !isReadOnly(o)).map(async (o) => ({ id: o.id, name: o.name, domain, seats_left: Math.max(0, o.seats - (await seatsUsed(db, o.id))) })),
  );
  return open.filter((o) => o.seats_left > 0);
}

/**
 * Makes the user a learner of an organisation open to their confirmed domain, taking a seat under
 * the row lock (a pending invitation of theirs turns into the membership and keeps its seat).
 */
export async function joinByDomain(db: Database, orgId: string, userId: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, orgId);
    const domain = await confirmedCompanyDomain(tx, userId);
    if (!domain || organisation.joinDomain !== domain) notOpen();
    const [member] = await tx.select({ role: memberships.role }).from(memberships).where(and(eq(memberships.organisationId, orgId), eq(memberships.userId, userId)));
    if (member) return orgId;
    assertWritable(organisation);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const [invited] = await tx
      .delete(invitations)
      .where(and(eq(invitations.organisationId, orgId), eq(invitations.email, user.email.toLowerCase())))
      .returning({ expiresAt: invitations.expiresAt, teamId: invitations.teamId, role: invitations.role });
    const holdsSeat = invited !== undefined && invited.expiresAt > now;
    if (!holdsSeat && (await seatsUsed(tx, orgId, now)) + 1 > organisation.seats) fail("no_seats_left", `No seats left in ${organisation.name}: ask its owner or a manager to free a seat.`);
    const role: OrganisationRole = invited && holdsSeat ? invited.role : "learner";
    await tx.insert(memberships).values({ organisationId: orgId, userId, role, teamId: invited?.teamId ?? null });
    return orgId;
  });
}
