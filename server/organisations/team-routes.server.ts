import * as ops from "#contracts/organisations/operations";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import { organisationAccess } from "./access.server";
import { joinableFor, joinByDomain, setJoinDomain } from "./join-domain.server";
import { organisationJson, seatsUsed } from "./organisation-queries.server";
import { deleteTeam, renameTeam } from "./team-queries.server";

// Renaming and deleting teams, and join by domain (issue 26): beside organisations.server.ts's
// routes, with the same rule: organisationAccess() first, on each request, with the role needed.

const noTeam = (): never => fail("not_found", "No team of this organisation has this id.");

export function organisationTeamRoutes() {
  return [
    route(ops.renameTeam, async (c, { params, body }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const id = uuidParam(params.teamId) ?? noTeam();
      return { team: (await renameTeam(c.var.db, scope.orgId, id, body.name)) ?? noTeam() };
    }),
    route(ops.deleteTeam, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const id = uuidParam(params.teamId);
      if (!id || !(await deleteTeam(c.var.db, scope.orgId, id))) noTeam();
      return c.body(null, 204);
    }),
    route(ops.setJoinDomain, async (c, { params, body }) => {
      const scope = await organisationAccess(c, params.orgId, "owner");
      const row = await setJoinDomain(c.var.db, scope.orgId, c.var.user.email, body.enabled);
      c.var.logger.info({ organisationId: scope.orgId, joinDomain: row.joinDomain !== null }, "join by domain changed");
      return { organisation: organisationJson(row, await seatsUsed(c.var.db, scope.orgId), scope.role) };
    }),
    route(ops.joinableOrganisations, async (c) => ({ organisations: await joinableFor(c.var.db, c.var.user.id) })),
    route(ops.joinByDomain, async (c, { params }) => {
      // Not organisationAccess: the caller is not a member yet. join-domain.server.ts checks the
      // organisation is open to their confirmed domain, and says 404 otherwise.
      const orgId = uuidParam(params.orgId) ?? fail("not_found", "This organisation is not open to your address's domain.");
      const joined = await joinByDomain(c.var.db, orgId, c.var.user.id);
      c.var.logger.info({ organisationId: joined }, "joined by domain");
      return { organisation_id: joined };
    }),
  ];
}

