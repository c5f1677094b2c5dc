import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

interface FeatureGridProps {
  items: readonly Feature[];
  /** Cards per row on large screens. */
  columns?: 2 | 3 | 4;
  /** Extra content at the bottom of a card, e.g. a list or a button. */
  renderExtra?: (index: number) => ReactNode;
  className?: string;
}

const columnClass = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Cards with an icon, an h3 title and a short text. */
export function FeatureGrid({ items, columns = 4, renderExtra, className }: FeatureGridProps) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columnClass[columns], className)}>
      {items.map(({ title, description, icon: Icon }, i) => (
        <li key={title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-sm text-slate-600">{description}</p>
          {renderExtra?.(i)}
        </li>
      ))}
    </ul>
  );
}
