import { Inbox } from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { isForbidden, useInquiries } from "./admin-api";
import { NotAuthorised } from "./admin-gate";
import { AdminTable, type Column, formatDateTime, LoadError, Pager, td, useCursorPages } from "./admin-table";
import { inquiryStatuses, isInquiryStatus } from "#contracts/vocabulary";
import { ListSearch, useSetSearchParam } from "./list-search";
import { InquiryStatusBadge, InquiryStatusField } from "./status-badge";

const InquiryDialog = lazy(() => import("./inquiry-dialog"));

// /admin/inquiries: newest first, search, status filter, detail (?id=...) and status change. The
// filters and the open inquiry live in the URL, so a link (e.g. in the staff notification e-mail)
// opens the same view.

const columns: Column[] = [
  { label: "Received" },
  { label: "From" },
  { label: "Subject and message" },
  { label: "Status" },
  { label: "Actions", srOnly: true },
];

export function InquiriesPage() {
  const [params] = useSearchParams();
  const status = isInquiryStatus(params.get("status")) ? (params.get("status") as (typeof inquiryStatuses)[number]) : undefined;
  const q = params.get("q")?.trim() || undefined;
  const openId = params.get("id");
  const pages = useCursorPages(`${status ?? ""}|${q ?? ""}`);
  const list = useInquiries({ status, q, after: pages.after });
  const opener = useRef<HTMLElement | null>(null);

  const setParam = useSetSearchParam();

  if (isForbidden(list.error)) return <NotAuthorised />;

  const inquiries = list.data?.inquiries ?? [];

  return (
    <div className="grid gap-6">
      <Card className="p-4">
        <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
          <ListSearch
            label="Inquiries"
            placeholder="Name, e-mail, company or words in the message"
            initial={q ?? ""}
            onSearch={(words) => setParam("q", words)}
          />
          <InquiryStatusField value={status ?? ""} onChange={(value) => setParam("status", value || undefined)} anyLabel="All statuses" />
        </div>
      </Card>

      {list.isError && !list.data ? (
        <LoadError what="inquiries" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p role="status" className="text-slate-700">
          Loading inquiries...
        </p>
      ) : (
        <>
          <Pager label="inquiries" pages={pages} page={list.data} shown={inquiries.length} busy={list.isFetching} />
          {inquiries.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <Inbox aria-hidden="true" className="size-10 text-slate-500" />
              <p className="mt-3 font-medium text-slate-900">No inquiries found</p>
              <p className="mt-1 text-sm text-slate-600">{q || status ? "Try another search or status." : "New messages from the contact page will appear here."}</p>
            </Card>
          ) : (
            <AdminTable label="Contact inquiries" caption="Contact inquiries, newest first" columns={columns} className="min-w-[48rem]">
              {inquiries.map((inquiry) => (
                <tr key={inquiry.id} className={inquiry.status === "new" ? "bg-brand-50/40" : undefined}>
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(inquiry.created_at)}</td>
                  <td className={td}>
                    <div className="font-medium text-slate-900">{inquiry.name}</div>
                    <div className="break-all">{inquiry.email}</div>
                    {inquiry.company && <div className="text-slate-600">{inquiry.company}</div>}
                  </td>
                  <td className={`${td} max-w-md`}>
                    <div className="font-medium text-slate-900">{inquiry.subject ?? "(no subject)"}</div>
                    <div className="line-clamp-2 text-slate-600">{inquiry.preview}</div>
                  </td>
                  <td className={td}>
                    <InquiryStatusBadge status={inquiry.status} />
                  </td>
                  <td className={`${td} text-right`}>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setParam("id", inquiry.id);
                      }}
                    >
                      View<span className="sr-only"> inquiry from {inquiry.name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}

      {openId && (
        <Suspense fallback={null}>
          <InquiryDialog id={openId} onClose={() => setParam("id", undefined)} returnFocus={() => opener.current} />
        </Suspense>
      )}
    </div>
  );
}
