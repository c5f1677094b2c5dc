import { cn } from "~/lib/cn";

export interface Stat {
  value: string;
  label: string;
}

interface StatListProps {
  stats: readonly Stat[];
  /** "light" on the gradient hero, "dark" on a white section. */
  tone?: "light" | "dark";
  className?: string;
  label?: string;
}

/** Headline figures as a description list: the value large, its label below. */
export function StatList({ stats, tone = "dark", className, label }: StatListProps) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn(
            "flex flex-col-reverse rounded-xl p-4 text-center sm:p-5",
            tone === "light" ? "bg-white/10 ring-1 ring-white/20" : "bg-white shadow-sm ring-1 ring-slate-200",
          )}
        >
          <dt className={cn("mt-1 text-sm font-medium", tone === "light" ? "text-brand-50" : "text-slate-600")}>
            {s.label}
          </dt>
          <dd
            className={cn(
              "text-3xl font-bold tracking-tight sm:text-4xl",
              tone === "light" ? "text-white" : "text-brand-700",
            )}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
