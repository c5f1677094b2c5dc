import { asc, eq, sql } from "drizzle-orm";
import type { AdminOrganisation } from "#contracts/organisations";
import { adminChangeOrganisation, adminListOrganisations } from "#contracts/organisations/operations";
import type { Database } from "../db/client.server";
import { organisationAuditEvents, organisations } from "../db/schema";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import { seatsUsed } from "./organisation-queries.server";

// /api/v1/admin/organisations: staff see every organisation and extend its trial, end it now, make
// its plan active or suspend it. Each change is kept in organisation_audit_events with who made it.

const DAY_MS = 86_400_000;

async function listRows(db: Database, where?: ReturnType<typeof eq>): Promise<AdminOrganisation[]> {
  const rows = await db
    .select({
      organisation: organisations,
      // Drizzle writes the outer table's columns unqualified, so the subquery names them itself.
      ownerEmail: sql<string | null>`(select u.email from memberships m join users u on u.id = m.user_id
        where m.organisation_id = "organisations"."id" and m.role = 'owner' order by m.created_at limit 1)`,
    })
    .from(organisations)
    .where(where)
    .orderBy(asc(organisations.name));
  return Promise.all(
    rows.map(async ({ organisation: o, ownerEmail }) => ({
      id: o.id,
      name: o.name,
      plan: o.plan,
      status: o.status,
      seats: o.seats,
      seats_used: await seatsUsed(db, o.id),
      trial_ends_at: o.status === "trial" ? (o.trialEndsAt?.toISOString() ?? null) : null,
      owner_email: ownerEmail,
      created_at: o.createdAt.toISOString(),
    })),
  );
}

export function organisationAdminRoutes() {
  return [
    route(adminListOrganisations, async (c) => ({ organisations: await listRows(c.var.db) })),
    route(adminChangeOrganisation, async (c, { params, body }) => {
      const id = uuidParam(params.orgId) ?? fail("not_found", "No organisation has this id.");
      const user = c.var.user;
      await c.var.db.transaction(async (tx) => {
        const [row] = await tx.select().from(organisations).where(eq(organisations.id, id)).for("update");
        if (!row) fail("not_found", "No organisation has this id.");
        const now = new Date();
        const change =
          body.action === "extend"
            ? { status: "trial" as const, trialEndsAt: new Date(Math.max(now.getTime(), row.trialEndsAt?.getTime() ?? 0) + body.days * DAY_MS) }
            : body.action === "activate"
              ? { status: "active" as const }
              : body.action === "end_trial"
                ? // The trial ends now: read-only until staff extend it or make the plan active.
                  { status: "trial" as const, trialEndsAt: now }
                : { status: "suspended" as const };
        await tx.update(organisations).set(change).where(eq(organisations.id, id));
        await tx.insert(organisationAuditEvents).values({
          organisationId: id,
          actorId: user.id,
          actorEmail: user.email,
          action: body.action,
          detail: { before: { status: row.status, trial_ends_at: row.trialEndsAt?.toISOString() ?? null }, after: { status: change.status, trial_ends_at: "trialEndsAt" in change && change.trialEndsAt ? change.trialEndsAt.toISOString() : (row.trialEndsAt?.toISOString() ?? null) } },
        });
      });
      c.var.logger.info({ organisationId: id, action: body.action }, "organisation changed by staff");
      const [organisation] = await listRows(c.var.db, eq(organisations.id, id));
      return { organisation };
    }),
  ];
}
