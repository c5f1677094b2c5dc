import type { UseQueryResult } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { formatCount } from "~/lib/format";
import { useSidewaysOverflow } from "~/lib/use-sideways-overflow";
import { useT } from "~/i18n/i18n";
import { isForbidden, PAGE_SIZE } from "./admin-api";
import { NotAuthorised } from "./admin-gate";

// Building blocks of the staff inbox's lists: the list's states, keyset pages, the pager, the table.

/**
 * Pages by cursor: the server gives the cursor of the next page; going back uses the cursors seen
 * on the way. Another `key` (other filters) starts again at page 1.
 */
export function useCursorPages(key = "") {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({ key, cursors: [undefined] });
  const cursors = state.key === key ? state.cursors : [undefined];
  const next = useCallback(
    (cursor: string) => setState((s) => ({ key, cursors: [...(s.key === key ? s.cursors : [undefined]), cursor] })),
    [key],
  );
  const previous = useCallback(
    () => setState((s) => ({ key, cursors: s.key === key && s.cursors.length > 1 ? s.cursors.slice(0, -1) : [undefined] })),
    [key],
  );
  return { after: cursors[cursors.length - 1], pageIndex: cursors.length - 1, next, previous };
}

type CursorPages = ReturnType<typeof useCursorPages>;

interface PagerProps {
  /** What the list holds, plural: "inquiries". */
  label: string;
  /** The page state, from useCursorPages. */
  pages: CursorPages;
  /** The server's page (the list response): its total and the next page's cursor. */
  page: { total: number; total_is_capped?: boolean; next_cursor: string | null };
  /** How many rows this page has. */
  shown: number;
  /** A page is loading: both buttons wait. */
  busy: boolean;
}

/** "Showing 26–50 of 1,234 inquiries" and the Previous / Next buttons, for lists of PAGE_SIZE rows a page. */
export function Pager({ label, pages, page, shown, busy }: PagerProps) {
  const { pageIndex } = pages;
  const nextCursor = page.next_cursor;
  const first = pageIndex * PAGE_SIZE + 1;
  const summary =
    shown === 0
      ? `No ${label}`
      : `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(page.total)}${page.total_is_capped ? "+" : ""} ${label}`;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {summary}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={pageIndex === 0 || busy} onClick={pages.previous}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!nextCursor || busy} onClick={() => nextCursor && pages.next(nextCursor)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

const edge = "pointer-events-none absolute inset-y-0 w-4 from-slate-900/20 to-transparent";

/**
 * A table in a card that scrolls sideways on small screens (and by keyboard: it is focusable). A
 * shaded edge shows on the side where more of the table is out of view.
 */
function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const more = useSidewaysOverflow(scroller);
  // relative: screen-reader-only text in the cells is positioned inside the scroller, not the page.
  return (
    <Card className="relative overflow-hidden">
      <div ref={scroller} className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
      {more.before && <div aria-hidden="true" data-scroll-hint="before" className={cn(edge, "left-0 bg-gradient-to-r")} />}
      {more.after && <div aria-hidden="true" data-scroll-hint="after" className={cn(edge, "right-0 bg-gradient-to-l")} />}
    </Card>
  );
}

/** A column of an AdminTable: its heading, right-aligned for numbers, or read to screen readers only ("Actions"). */
export interface Column {
  label: string;
  align?: "right";
  srOnly?: boolean;
}

interface AdminTableProps {
  /** The name of the scrolling region around the table: "Programs". */
  label: string;
  /** The table's caption, read to screen readers only, saying the order: "Programs, by title". */
  caption: string;
  /** One heading cell per column, in order. */
  columns: Column[];
  /** Extra classes on the table, e.g. a min-width (`min-w-[48rem]`) below which it scrolls. */
  className?: string;
  /** The body's rows (`<tr>`s of `<td className={td}>`). */
  children: ReactNode;
}

/**
 * A staff table: in a card that scrolls sideways on small screens, with a screen-reader caption
 * and one header row made from `columns`; the rows are the children.
 *
 *   <AdminTable label="Programs" caption="Programs, by title" columns={[{ label: "Program" }, { label: "Price", align: "right" }]}>
 *     {programs.map((p) => <tr key={p.id}><td className={td}>{p.title}</td><td className={`${td} text-right`}>{p.price}</td></tr>)}
 *   </AdminTable>
 */
export function AdminTable({ label, caption, columns, className, children }: AdminTableProps) {
  return (
    <TableFrame label={label}>
      <table className={cn("w-full", className, "divide-y divide-slate-200")}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.align === "right" ? `${th} text-right` : th}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </TableFrame>
  );
}

/**
 * A list's states before its rows: `forbidden` when the server refuses the caller (403; on a staff
 * page, "Not authorised"), the load error with a retry, "Loading {what}..."; once loaded,
 * `children(data)`.
 */
export function ListStates<T>({ query, what, forbidden = <NotAuthorised />, children }: { query: UseQueryResult<T>; what: string; forbidden?: ReactNode; children: (data: T) => ReactNode }) {
  // The team pages use these states too, and they are translated (the staff pages stay English).
  const { t } = useT();
  if (isForbidden(query.error)) return forbidden;
  if (query.isError && !query.data) return <LoadError what={what} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        {t("Loading {what}...", { what: t(what) })}
      </p>
    );
  }
  return children(query.data as T);
}

const th = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
export const td = "px-4 py-3 align-top text-sm text-slate-700";

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <span>{t("Could not load the {what}. Please try again.", { what: t(what) })}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("Try again")}
      </Button>
    </Card>
  );
}

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
/** "15 Jan 2027, 10:30 am" in the browser's time zone (these pages render only in the browser). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
