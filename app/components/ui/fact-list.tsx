import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface Fact {
  icon: LucideIcon;
  /** Read by screen readers before the value, e.g. "Date"; none when the value says what it is ("3 modules"). */
  label?: string;
  value: ReactNode;
}

interface FactListProps {
  /** Left out when false (a fact that does not apply). */
  facts: (Fact | false)[];
  /** The list's layout and text: a grid or a wrapping row, e.g. "grid gap-2 text-sm text-slate-700 sm:grid-cols-2". */
  className: string;
  /** Between an icon and its text. */
  gap?: "gap-1.5" | "gap-2";
  /** "top" for values that may wrap to several lines: the icon stays beside the first line. */
  align?: "center" | "top";
}

/** Icon-and-text detail rows (date, duration, place, price…) of the cards and page headers. */
export function FactList({ facts, className, gap = "gap-2", align = "center" }: FactListProps) {
  return (
    <ul className={className}>
      {facts.map(
        (fact, i) =>
          fact && (
            <li key={fact.label ?? i} className={cn("flex min-w-0", align === "top" ? "items-start" : "items-center", gap)}>
              <fact.icon aria-hidden="true" className={cn(align === "top" && "mt-0.5", "size-4 shrink-0 text-brand-600")} />
              <span className="min-w-0">
                {fact.label && <span className="sr-only">{fact.label}: </span>}
                {fact.value}
              </span>
            </li>
          ),
      )}
    </ul>
  );
}
