import { exportRegistrations, listRegistrations } from "#contracts/registrations/operations";
import { findItem } from "#contracts/registration-catalogue";
import { csvLine } from "../admin/csv.server";
import { route } from "../http/operation.server";
import { adminItems, registrants } from "./registration-queries.server";

// Staff's view of the registrations, under /api/v1/admin/registrations (mounted by the admin
// routes, behind requireAdmin): every item with its seats and registrations, and a CSV export of
// one item's or all of them (the same CSV safety as the subscribers' export).

export function registrationAdminRoutes() {
  return [
    route(listRegistrations, async (c, { query }) => ({ items: await adminItems(c.var.db, query.kind) })),
    route(exportRegistrations, async (c, { query }) => {
      const rows = await registrants(c.var.db, { kind: query.kind, itemId: query.item_id });
      const lines = [csvLine(["kind", "item_id", "item_title", "item_date", "name", "email", "company", "registered_at"])];
      for (const r of rows) {
        const item = findItem(r.kind, r.itemId);
        lines.push(csvLine([r.kind, r.itemId, item?.title ?? "", item?.startDate ?? "", r.name, r.email, r.company, r.createdAt]));
      }
      const day = new Date().toISOString().slice(0, 10);
      const scope = query.item_id ?? query.kind ?? "all";
      return c.body(lines.join(""), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="registrations-${scope.replace(/[^a-z0-9-]/gi, "")}-${day}.csv"`,
      });
    }),
  ];
}
