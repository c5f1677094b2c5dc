import { Download } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCount, formatDate } from "~/lib/format";
import type { AdminRegistrationItem } from "#contracts/registrations";
import { AdminTable, type Column, formatDateTime, ListStates, td } from "./admin-table";
import { registrationsCsvUrl, useAdminRegistrations } from "./registrations-api";

// /admin/registrations: per workshop, seminar, event, webinar and masterclass, who registered
// (name, e-mail, company, date), the seats left, and a CSV of each item or of all.

const kindLabels: Record<string, string> = {
  workshop: "Workshop",
  seminar: "Seminar",
  event: "Event",
  webinar: "Webinar",
  masterclass: "Masterclass",
};

export function RegistrationsPage() {
  const list = useAdminRegistrations();
  return <ListStates query={list} what="registrations">{({ items }) => <AllRegistrations items={items} />}</ListStates>;
}

function AllRegistrations({ items }: { items: AdminRegistrationItem[] }) {
  const total = items.reduce((sum, item) => sum + item.registrations.length, 0);
  return (
    <div className="grid gap-6">
      <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div>
          <p className="text-3xl font-bold text-slate-900">{formatCount(total)}</p>
          <p className="text-sm text-slate-600">
            {total === 1 ? "registration" : "registrations"} on the site, across {items.length} items
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={registrationsCsvUrl()} download>
            <Download aria-hidden="true" />
            Download all (CSV)
          </a>
        </Button>
      </Card>
      {items.map((item) => (
        <ItemRegistrations key={`${item.kind}:${item.id}`} item={item} />
      ))}
    </div>
  );
}

const columns: Column[] = [{ label: "Name" }, { label: "Email" }, { label: "Company" }, { label: "Registered" }];

function ItemRegistrations({ item }: { item: AdminRegistrationItem }) {
  const headingId = `registrations-${item.kind}-${item.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="neutral">{kindLabels[item.kind] ?? item.kind}</Badge>
            {item.full ? <Badge tone="red">Full</Badge> : <Badge tone="green">{formatCount(item.seats_left)} seats left</Badge>}
          </div>
          <h2 id={headingId} className="mt-1 text-lg font-semibold text-slate-900">
            {item.title}
          </h2>
          <p className="text-sm text-slate-600">
            {formatDate(item.start_date)} · {item.place} · {formatCount(item.taken)}/{formatCount(item.capacity)} taken (
            {formatCount(item.registrations.length)} on the site)
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={registrationsCsvUrl(item)} download aria-describedby={headingId}>
            <Download aria-hidden="true" />
            CSV
          </a>
        </Button>
      </div>
      {item.registrations.length === 0 ? (
        <p className="text-sm text-slate-600">No registrations on the site yet.</p>
      ) : (
        <AdminTable label={`Registrations for ${item.title}`} caption={`Registrations for ${item.title}, oldest first`} columns={columns} className="min-w-[40rem]">
          {item.registrations.map((r) => (
            <tr key={r.id}>
              <td className={`${td} font-medium text-slate-900`}>{r.name || "—"}</td>
              <td className={`${td} break-all`}>{r.email}</td>
              <td className={td}>{r.company || "—"}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(r.registered_at)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
