import { Download, Users } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCount } from "~/lib/format";
import { isForbidden, PAGE_SIZE, SUBSCRIBERS_CSV_URL, useSubscribers } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { formatDateTime, LoadError, Pager, TableFrame, td, th, useCursorPages } from "./admin-table";

// /admin/subscribers: the newsletter's subscribers, their number and a CSV export.

export function SubscribersPage() {
  const pages = useCursorPages();
  const list = useSubscribers(pages.after);

  if (isForbidden(list.error)) return <NotAuthorised />;
  if (list.isError && !list.data) return <LoadError what="subscribers" onRetry={() => void list.refetch()} />;
  if (list.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading subscribers...
      </p>
    );
  }

  const { subscribers, total, next_cursor: nextCursor } = list.data;
  return (
    <div className="grid gap-6">
      <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div className="flex items-center gap-4">
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Users className="size-6" />
          </span>
          <div>
            <p className="text-3xl font-bold text-slate-900">{formatCount(total)}</p>
            <p className="text-sm text-slate-600">{total === 1 ? "subscriber" : "subscribers"} in total</p>
          </div>
        </div>
        <Button asChild variant="outline">
          <a href={SUBSCRIBERS_CSV_URL} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </Card>

      <Pager
        label="subscribers"
        pageIndex={pages.pageIndex}
        pageSize={PAGE_SIZE}
        shown={subscribers.length}
        total={total}
        nextCursor={nextCursor}
        busy={list.isFetching}
        onNext={pages.next}
        onPrevious={pages.previous}
      />
      {subscribers.length > 0 && (
        <TableFrame caption="Newsletter subscribers">
          <table className="w-full divide-y divide-slate-200">
            <caption className="sr-only">Newsletter subscribers, newest first</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Email
                </th>
                <th scope="col" className={th}>
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {subscribers.map((s) => (
                <tr key={s.id}>
                  <td className={`${td} break-all text-slate-900`}>{s.email}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(s.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
