import { Download, Users } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCount } from "~/lib/format";
import { SUBSCRIBERS_CSV_URL, useSubscribers } from "./admin-api";
import { AdminTable, type Column, formatDateTime, ListStates, Pager, td, useCursorPages } from "./admin-table";

// /admin/subscribers: the newsletter's subscribers, their number and a CSV export.

const columns: Column[] = [{ label: "Email" }, { label: "Subscribed" }];

export function SubscribersPage() {
  const pages = useCursorPages();
  const list = useSubscribers(pages.after);
  return (
    <ListStates query={list} what="subscribers">
      {(data) => (
        <div className="grid gap-6">
          <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
            <div className="flex items-center gap-4">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Users className="size-6" />
              </span>
              <div>
                <p className="text-3xl font-bold text-slate-900">{formatCount(data.total)}</p>
                <p className="text-sm text-slate-600">{data.total === 1 ? "subscriber" : "subscribers"} in total</p>
              </div>
            </div>
            <Button asChild variant="outline">
              <a href={SUBSCRIBERS_CSV_URL} download>
                <Download aria-hidden="true" />
                Download CSV
              </a>
            </Button>
          </Card>

          <Pager label="subscribers" pages={pages} page={data} shown={data.subscribers.length} busy={list.isFetching} />
          {data.subscribers.length > 0 && (
            <AdminTable label="Newsletter subscribers" caption="Newsletter subscribers, newest first" columns={columns}>
              {data.subscribers.map((s) => (
                <tr key={s.id}>
                  <td className={`${td} break-all text-slate-900`}>{s.email}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(s.created_at)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </div>
      )}
    </ListStates>
  );
}
