import { Check } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { Feature } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

const toneClasses = {
  brand: "bg-brand-50 text-brand-700",
  amber: "bg-amber-50 text-amber-800",
} as const;

interface FeatureGridProps {
  items: Feature[];
  columns?: keyof typeof columnClasses;
  /** amber for problems and challenges, brand for everything else. */
  tone?: keyof typeof toneClasses;
}

/** Icon cards in a responsive grid: applications, solutions, benefits, offerings, challenges, use cases. */
export function FeatureGrid({ items, columns = 3, tone = "brand" }: FeatureGridProps) {
  const { t } = useT();
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map(({ icon: Icon, title, description, points, tag }) => (
        <li key={title}>
          <Card className="flex h-full flex-col p-6 transition-shadow hover:shadow-md">
            <span className={cn("grid size-12 place-items-center rounded-xl", toneClasses[tone])}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            {tag && <p className="mt-4 text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(tag)}</p>}
            <h3 className={cn("text-lg font-semibold text-slate-900", tag ? "mt-1" : "mt-4")}>{t(title)}</h3>
            <p className="mt-2 text-slate-600">{t(description)}</p>
            {points && points.length > 0 && (
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                    <span>{t(point)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
