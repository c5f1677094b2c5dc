import * as ops from "#contracts/reports/operations";
import type { AppDeps } from "../context.server";
import { fail } from "../http/api-error.server";
import { route } from "../http/operation.server";
import { organisationAccess } from "../organisations/access.server";
import { peopleCsv, peopleXlsx } from "./export.server";
import { allPeopleRows, dayOf, peopleReport, personReport, programReport, teamReport } from "./report-queries.server";

// /api/v1/organisations/{orgId}/reports (issue 27): managers, owners and the organisation's API key
// read them; organisationAccess() decides on each request (decision 020), the queries take its
// organisation id.

/** A download's file name: the organisation's name, plain, and the day. */
const fileName = (organisation: string, extension: string) => `${organisation.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "team"}-people-${dayOf(new Date())}.${extension}`;

export function reportRoutes(deps: AppDeps) {
  return [
    route(ops.programsReport, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      return programReport(c.var.db, scope.orgId);
    }),
    route(ops.teamsReport, async (c, { params, query }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      return teamReport(c.var.db, scope.orgId, query.program_id);
    }),
    route(ops.peopleReport, async (c, { params, query: { offset, limit, ...filter } }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      return peopleReport(c.var.db, { orgId: scope.orgId, origin: deps.origin, filter, offset, limit });
    }),
    route(ops.personReport, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      return (await personReport(c.var.db, { orgId: scope.orgId, userId: params.userId, origin: deps.origin })) ?? fail("not_found", "No member of this organisation has this id.");
    }),
    route(ops.exportPeopleCsv, async (c, { params, query }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const batches = allPeopleRows(c.var.db, { orgId: scope.orgId, origin: deps.origin, filter: query });
      return c.body(peopleCsv(batches, c.var.logger), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName(scope.organisation.name, "csv")}"`,
      });
    }),
    route(ops.exportPeopleXlsx, async (c, { params, query }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const batches = allPeopleRows(c.var.db, { orgId: scope.orgId, origin: deps.origin, filter: query });
      return c.body(peopleXlsx(batches, c.var.logger, "People"), 200, {
        "Content-Type": ops.exportPeopleXlsx.response.contentType,
        "Content-Disposition": `attachment; filename="${fileName(scope.organisation.name, "xlsx")}"`,
      });
    }),
  ];
}
