import { createHash } from "node:crypto";
import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import { organisationMessages, roleAtLeast, type OrganisationRole } from "#contracts/organisations";
import type { AppEnv, UserEnv } from "../context.server";
import type { Database } from "../db/client.server";
import { memberships, organisationApiKeys, organisations } from "../db/schema";
import { fail } from "../http/api-error.server";
import { uuidParam } from "../http/operation.server";

// The one way into an organisation's rows (docs/decisions/020-organisations.md): every handler
// below /organisations/{orgId} asks here first, on each request, with the role it needs. The
// organisation comes from the path, and the caller's standing in it from the database: their
// membership and role, or an API key of that very organisation. Someone outside it is told 404,
// as if it did not exist; a member whose role is too low, 403. Queries then take `scope.orgId`.

export type OrganisationRow = typeof organisations.$inferSelect;

export interface OrganisationScope {
  orgId: string;
  organisation: OrganisationRow;
  /** The caller's role; an API key reads as a manager would and cannot write. */
  role: OrganisationRole;
  /** The signed-in member, or null for an API key. */
  userId: string | null;
}

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

function notFound(): never {
  fail("not_found", organisationMessages.notFound);
}

/** The organisation of the path for this caller, who needs at least `needed`; else 404 or 403. */
export async function organisationAccess(c: Context<UserEnv> | Context<AppEnv>, rawOrgId: string, needed: OrganisationRole): Promise<OrganisationScope> {
  const orgId = uuidParam(rawOrgId) ?? notFound();
  const db = c.var.db;
  const key = c.var.orgKey;
  if (key) {
    // Keys are read-only and read what a manager reads; only GET operations accept them.
    const [found] = await db
      .select({ id: organisationApiKeys.id, organisation: organisations })
      .from(organisationApiKeys)
      .innerJoin(organisations, eq(organisations.id, organisationApiKeys.organisationId))
      .where(and(eq(organisationApiKeys.keyHash, hashSecret(key)), eq(organisationApiKeys.organisationId, orgId)));
    if (!found) fail("unauthorized", "This API key is not valid for this organisation.");
    if (!roleAtLeast("manager", needed)) fail("forbidden", organisationMessages.forbidden);
    await db.update(organisationApiKeys).set({ lastUsedAt: new Date() }).where(eq(organisationApiKeys.id, found.id));
    return { orgId, organisation: found.organisation, role: "manager", userId: null };
  }
  const user = (c as Context<UserEnv>).var.user;
  const [found] = await db
    .select({ role: memberships.role, organisation: organisations })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(memberships.organisationId, orgId), eq(memberships.userId, user.id)));
  if (!found) notFound();
  if (!roleAtLeast(found.role, needed)) fail("forbidden", organisationMessages.forbidden);
  return { orgId, organisation: found.organisation, role: found.role, userId: user.id };
}

/** A trial past its end, or a suspended organisation: everything can be read, nothing invited or assigned. */
export function isReadOnly(organisation: Pick<OrganisationRow, "status" | "trialEndsAt">, now = new Date()): boolean {
  if (organisation.status === "suspended") return true;
  return organisation.status === "trial" && organisation.trialEndsAt !== null && organisation.trialEndsAt <= now;
}

/** Refuses a change to a read-only organisation (checked again under the row lock by the writes that take seats). */
export function assertWritable(organisation: Pick<OrganisationRow, "status" | "trialEndsAt">): void {
  if (isReadOnly(organisation)) fail("organisation_read_only", organisation.status === "suspended" ? organisationMessages.suspended : organisationMessages.readOnly);
}

/** Locks the organisation's row until the transaction ends: every seat-taking change passes here first. */
export async function lockOrganisation(tx: Pick<Database, "select">, orgId: string): Promise<OrganisationRow> {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, orgId)).for("update");
  if (!row) notFound();
  return row;
}
