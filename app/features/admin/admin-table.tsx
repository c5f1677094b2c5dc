import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCount } from "~/lib/format";

// Building blocks of the staff inbox's lists: keyset pages, the pager, the table frame.

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

interface PagerProps {
  label: string;
  pageIndex: number;
  pageSize: number;
  shown: number;
  total: number;
  totalIsCapped?: boolean;
  nextCursor: string | null;
  busy: boolean;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
}

/** "Showing 26–50 of 1,234 inquiries" and the Previous / Next buttons. */
export function Pager({ label, pageIndex, pageSize, shown, total, totalIsCapped, nextCursor, busy, onNext, onPrevious }: PagerProps) {
  const first = pageIndex * pageSize + 1;
  const summary =
    shown === 0
      ? `No ${label}`
      : `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(total)}${totalIsCapped ? "+" : ""} ${label}`;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {summary}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={pageIndex === 0 || busy} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!nextCursor || busy} onClick={() => nextCursor && onNext(nextCursor)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** A table in a card that scrolls sideways on small screens (and by keyboard: it is focusable). */
export function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  // relative: screen-reader-only text in the cells is positioned inside the scroller, not the page.
  return (
    <Card className="overflow-hidden">
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        {children}
      </div>
    </Card>
  );
}

export const th = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
export const td = "px-4 py-3 align-top text-sm text-slate-700";

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <span>Could not load the {what}. Please try again.</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
/** "15 Jan 2027, 10:30 am" in the browser's time zone (these pages render only in the browser). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
