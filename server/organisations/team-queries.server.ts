import { and, eq, ne, sql } from "drizzle-orm";
import { organisationMessages } from "#contracts/organisations";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { memberships, organisationTeams } from "../db/schema";
import { fail } from "../http/api-error.server";
import { assertWritable, lockOrganisation } from "./access.server";

// Renaming and deleting an organisation's teams (making one is organisation-queries.server.ts's
// createTeam). Under the organisation's row lock, like every change to its people, so a rename
// and a new team of the same name cannot both pass the name check.

/** Renames a team of this organisation; null when it has no team of this id. */
export async function renameTeam(db: Database, orgId: string, teamId: string, name: string) {
  try {
    return await db.transaction(async (tx) => {
      assertWritable(await lockOrganisation(tx, orgId));
      const [clash] = await tx
        .select({ id: organisationTeams.id })
        .from(organisationTeams)
        .where(and(eq(organisationTeams.organisationId, orgId), ne(organisationTeams.id, teamId), sql`lower(${organisationTeams.name}) = lower(${name})`));
      if (clash) fail("team_exists", organisationMessages.teamExists);
      const [row] = await tx
        .update(organisationTeams)
        .set({ name })
        .where(and(eq(organisationTeams.id, teamId), eq(organisationTeams.organisationId, orgId)))
        .returning({ id: organisationTeams.id, name: organisationTeams.name });
      if (!row) return null;
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(memberships).where(eq(memberships.teamId, row.id));
      return { id: row.id, name: row.name, member_count: n };
    });
  } catch (error) {
    // The unique index (organisation, lower(name)) is the last word should a check ever miss.
    if (isUniqueViolation(error)) fail("team_exists", organisationMessages.teamExists);
    throw error;
  }
}

/**
 * Deletes a team of this organisation. Its members and invitations stay, without a team (the
 * foreign keys set null); assignments made through it were made per person and stay.
 */
export async function deleteTeam(db: Database, orgId: string, teamId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    assertWritable(await lockOrganisation(tx, orgId));
    const rows = await tx
      .delete(organisationTeams)
      .where(and(eq(organisationTeams.id, teamId), eq(organisationTeams.organisationId, orgId)))
      .returning({ id: organisationTeams.id });
    return rows.length > 0;
  });
}
