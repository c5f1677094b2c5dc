import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import {
  INVITATION_DAYS,
  organisationMessages,
  organisationPlans,
  TRIAL_DAYS,
  type Invitation,
  type Invitee,
  type Member,
  type Organisation,
  type OrganisationPlan,
  type OrganisationRole,
} from "#contracts/organisations";
import type { Database } from "../db/client.server";
import { invitations, memberships, organisations, organisationTeams, users } from "../db/schema";
import { fail } from "../http/api-error.server";
import { assertWritable, hashSecret, isReadOnly, lockOrganisation, type OrganisationRow } from "./access.server";

// An organisation, its people and seats. Seats used = members + pending (unexpired) invitations,
// counted from the rows inside the transaction that holds the organisation's row lock, so two
// instances inviting at once queue on the lock and the second counts the first's rows.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

const DAY_MS = 86_400_000;
const pending = (now = new Date()) => gt(invitations.expiresAt, now);

/** Members plus pending invitations of one organisation. */
export async function seatsUsed(db: Reader, orgId: string, now = new Date()): Promise<number> {
  const [[m], [i]] = await Promise.all([
    db.select({ n: count() }).from(memberships).where(eq(memberships.organisationId, orgId)),
    db.select({ n: count() }).from(invitations).where(and(eq(invitations.organisationId, orgId), pending(now))),
  ]);
  return m.n + i.n;
}

export function organisationJson(row: OrganisationRow, used: number, role: OrganisationRole): Organisation {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    plan_name: organisationPlans[row.plan].name,
    status: row.status,
    seats: row.seats,
    seats_used: used,
    trial_ends_at: row.status === "trial" ? (row.trialEndsAt?.toISOString() ?? null) : null,
    read_only: isReadOnly(row),
    join_domain: row.joinDomain,
    role,
  };
}

/** A new organisation on a trial of TRIAL_DAYS, its creator the owner. */
export async function createOrganisation(db: Database, userId: string, name: string, plan: OrganisationPlan, now = new Date()): Promise<Organisation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organisations)
      .values({ name, plan, seats: organisationPlans[plan].seats, status: "trial", trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) })
      .returning();
    await tx.insert(memberships).values({ organisationId: row.id, userId, role: "owner" });
    return organisationJson(row, 1, "owner");
  });
}

export async function organisationsOf(db: Database, userId: string): Promise<Organisation[]> {
  const rows = await db
    .select({ organisation: organisations, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organisations.name));
  return Promise.all(rows.map(async (r) => organisationJson(r.organisation, await seatsUsed(db, r.organisation.id), r.role)));
}

/** The team of this name in the organisation (any case), made when missing. */
async function teamIdFor(tx: Tx, orgId: string, name: string | null): Promise<string | null> {
  if (!name) return null;
  const [found] = await tx
    .select({ id: organisationTeams.id })
    .from(organisationTeams)
    .where(and(eq(organisationTeams.organisationId, orgId), sql`lower(${organisationTeams.name}) = lower(${name})`));
  if (found) return found.id;
  const [made] = await tx.insert(organisationTeams).values({ organisationId: orgId, name }).returning({ id: organisationTeams.id });
  return made.id;
}

export async function createTeam(db: Database, orgId: string, name: string) {
  return db.transaction(async (tx) => {
    // Under the row lock: two requests making one name at once get the one team.
    await lockOrganisation(tx, orgId);
    const id = await teamIdFor(tx, orgId, name);
    return { id: id!, name, member_count: 0 };
  });
}

export async function teamsOf(db: Reader, orgId: string) {
  const rows = await db
    .select({ id: organisationTeams.id, name: organisationTeams.name, members: sql<number>`count(${memberships.userId})::int` })
    .from(organisationTeams)
    .leftJoin(memberships, eq(memberships.teamId, organisationTeams.id))
    .where(eq(organisationTeams.organisationId, orgId))
    .groupBy(organisationTeams.id)
    .orderBy(asc(organisationTeams.name));
  return rows.map((r) => ({ id: r.id, name: r.name, member_count: r.members }));
}

export async function peopleOf(db: Reader, orgId: string, now = new Date()): Promise<{ members: Member[]; invitations: Invitation[] }> {
  const [memberRows, invitationRows] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name, email: users.email, role: memberships.role, team: organisationTeams.name, joinedAt: memberships.createdAt })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(organisationTeams, eq(organisationTeams.id, memberships.teamId))
      .where(eq(memberships.organisationId, orgId))
      .orderBy(asc(users.name)),
    db
      .select({ invitation: invitations, team: organisationTeams.name })
      .from(invitations)
      .leftJoin(organisationTeams, eq(organisationTeams.id, invitations.teamId))
      .where(eq(invitations.organisationId, orgId))
      .orderBy(asc(invitations.email)),
  ]);
  return {
    members: memberRows.map((m) => ({ user_id: m.userId, name: m.name, email: m.email, role: m.role, team: m.team, joined_at: m.joinedAt.toISOString() })),
    invitations: invitationRows.map((r) => invitationJson(r.invitation, r.team, now)),
  };
}

function invitationJson(row: typeof invitations.$inferSelect, team: string | null, now = new Date()): Invitation {
  return { id: row.id, email: row.email, name: row.name, role: row.role, team, expires_at: row.expiresAt.toISOString(), expired: row.expiresAt <= now };
}

/** A fresh link token: what is mailed, and its hash, which is all we keep. */
export function newToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecret(token) };
}

export interface SentInvitation {
  invitation: Invitation;
  token: string;
}

/**
 * Invites `people` (all or nothing). Under the organisation's row lock: the organisation must be
 * writable; members are skipped; an address with an invitation gets a new link (a pending one
 * keeps its seat, an expired one needs a seat again); every other address needs a seat. When the
 * seats needed exceed the seats left, nothing happens: 409 no_seats_left.
 */
export async function invite(
  db: Database,
  { orgId, invitedBy, people, role }: { orgId: string; invitedBy: string; people: Invitee[]; role: OrganisationRole },
  now = new Date(),
): Promise<{ sent: SentInvitation[]; alreadyMembers: string[] }> {
  const unique = [...new Map(people.map((p) => [p.email, p])).values()];
  return db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, orgId);
    assertWritable(organisation);
    const emails = unique.map((p) => p.email);
    const [memberRows, invitationRows] = await Promise.all([
      tx
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organisationId, orgId), inArray(sql`lower(${users.email})`, emails))),
      tx.select().from(invitations).where(and(eq(invitations.organisationId, orgId), inArray(invitations.email, emails))),
    ]);
    const members = new Set(memberRows.map((m) => m.email.toLowerCase()));
    const existing = new Map(invitationRows.map((i) => [i.email, i]));
    const toInvite = unique.filter((p) => !members.has(p.email));
    const needSeat = toInvite.filter((p) => !(existing.get(p.email)?.expiresAt && existing.get(p.email)!.expiresAt > now)).length;
    const used = await seatsUsed(tx, orgId, now);
    if (used + needSeat > organisation.seats) {
      const left = Math.max(0, organisation.seats - used);
      fail("no_seats_left", `${organisationMessages.noSeats} (${left} left, ${needSeat} needed)`);
    }
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    const sent: SentInvitation[] = [];
    for (const person of toInvite) {
      const teamId = await teamIdFor(tx, orgId, person.team);
      const { token, hash } = newToken();
      const values = { organisationId: orgId, email: person.email, name: person.name, role, teamId, tokenHash: hash, invitedBy, expiresAt };
      const [row] = await tx
        .insert(invitations)
        .values(values)
        .onConflictDoUpdate({ target: [invitations.organisationId, invitations.email], set: { name: values.name, role, teamId, tokenHash: hash, invitedBy, expiresAt } })
        .returning();
      sent.push({ invitation: invitationJson(row, person.team, now), token });
    }
    return { sent, alreadyMembers: unique.filter((p) => members.has(p.email)).map((p) => p.email) };
  });
}

/** A new link for an invitation of this organisation (an expired one needs a free seat again). */
export async function resend(db: Database, orgId: string, invitationId: string, now = new Date()): Promise<SentInvitation | null> {
  return db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, orgId);
    assertWritable(organisation);
    const [row] = await tx.select().from(invitations).where(and(eq(invitations.id, invitationId), eq(invitations.organisationId, orgId)));
    if (!row) return null;
    if (row.expiresAt <= now && (await seatsUsed(tx, orgId, now)) >= organisation.seats) fail("no_seats_left", organisationMessages.noSeats);
    const { token, hash } = newToken();
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: hash, expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) })
      .where(eq(invitations.id, row.id))
      .returning();
    const [team] = row.teamId ? await tx.select({ name: organisationTeams.name }).from(organisationTeams).where(eq(organisationTeams.id, row.teamId)) : [];
    return { invitation: invitationJson(updated, team?.name ?? null, now), token };
  });
}

export async function revoke(db: Database, orgId: string, invitationId: string): Promise<boolean> {
  const rows = await db.delete(invitations).where(and(eq(invitations.id, invitationId), eq(invitations.organisationId, orgId))).returning({ id: invitations.id });
  return rows.length > 0;
}

/** The invitation a link's token names, while it is pending, with its organisation's name. */
export async function invitationByToken(db: Reader, token: string, now = new Date()) {
  const [row] = await db
    .select({ invitation: invitations, organisation: organisations.name })
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
    .where(and(eq(invitations.tokenHash, hashSecret(token)), pending(now)));
  return row;
}

/**
 * Turns a pending invitation into a membership of `userId` (whose address the caller checked):
 * the seat it held becomes the member's. Null when the link is no longer good.
 */
export async function acceptInvitation(db: Database, token: string, userId: string, email: string, now = new Date()): Promise<string | null | "other_address"> {
  return db.transaction(async (tx) => {
    const found = await invitationByToken(tx, token, now);
    if (!found) return null;
    if (found.invitation.email !== email.toLowerCase()) return "other_address";
    await lockOrganisation(tx, found.invitation.organisationId);
    const deleted = await tx.delete(invitations).where(eq(invitations.id, found.invitation.id)).returning({ id: invitations.id });
    if (!deleted.length) return null;
    await tx
      .insert(memberships)
      .values({ organisationId: found.invitation.organisationId, userId, role: found.invitation.role, teamId: found.invitation.teamId })
      .onConflictDoNothing();
    return found.invitation.organisationId;
  });
}

async function ownerCount(tx: Reader, orgId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(memberships).where(and(eq(memberships.organisationId, orgId), eq(memberships.role, "owner")));
  return row.n;
}

/**
 * Ends a membership (removal or leaving), with the member's assignments in this organisation.
 * Their enrolments and progress stay theirs. The last owner cannot go.
 */
export async function endMembership(db: Database, orgId: string, userId: string): Promise<"ended" | "not_member" | "last_owner"> {
  return db.transaction(async (tx) => {
    await lockOrganisation(tx, orgId);
    const [member] = await tx.select({ role: memberships.role }).from(memberships).where(and(eq(memberships.organisationId, orgId), eq(memberships.userId, userId)));
    if (!member) return "not_member";
    if (member.role === "owner" && (await ownerCount(tx, orgId)) <= 1) return "last_owner";
    await tx.execute(sql`delete from assignments where organisation_id = ${orgId} and user_id = ${userId}`);
    await tx.delete(memberships).where(and(eq(memberships.organisationId, orgId), eq(memberships.userId, userId)));
    return "ended";
  });
}

export async function memberRole(db: Reader, orgId: string, userId: string): Promise<OrganisationRole | undefined> {
  const [row] = await db.select({ role: memberships.role }).from(memberships).where(and(eq(memberships.organisationId, orgId), eq(memberships.userId, userId)));
  return row?.role;
}

export async function updateMember(
  db: Database,
  orgId: string,
  userId: string,
  patch: { role?: OrganisationRole; team?: string | null },
): Promise<{ user_id: string; role: OrganisationRole; team: string | null } | "not_member" | "last_owner"> {
  return db.transaction(async (tx) => {
    await lockOrganisation(tx, orgId);
    const [member] = await tx.select({ role: memberships.role }).from(memberships).where(and(eq(memberships.organisationId, orgId), eq(memberships.userId, userId)));
    if (!member) return "not_member";
    if (patch.role && member.role === "owner" && patch.role !== "owner" && (await ownerCount(tx, orgId)) <= 1) return "last_owner";
    const teamId = patch.team === undefined ? undefined : await teamIdFor(tx, orgId, patch.team);
    const [row] = await tx
      .update(memberships)
      .set({ ...(patch.role && { role: patch.role }), ...(teamId !== undefined && { teamId }) })
      .where(and(eq(memberships.organisationId, orgId), eq(memberships.userId, userId)))
      .returning({ role: memberships.role, teamId: memberships.teamId });
    const [team] = row.teamId ? await tx.select({ name: organisationTeams.name }).from(organisationTeams).where(eq(organisationTeams.id, row.teamId)) : [];
    return { user_id: userId, role: row.role, team: team?.name ?? null };
  });
}

/** The memberships of a user, for their data export. */
export async function membershipsOf(db: Reader, userId: string) {
  return db
    .select({ organisation: organisations.name, role: memberships.role, team: organisationTeams.name, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .leftJoin(organisationTeams, eq(organisationTeams.id, memberships.teamId))
    .where(eq(memberships.userId, userId));
}
