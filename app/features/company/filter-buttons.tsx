import { cn } from "~/lib/cn";

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  /** Shown after the label in brackets, e.g. the number of jobs in a department. */
  count?: number;
}

interface FilterButtonsProps<T extends string> {
  /** Accessible name of the group, e.g. "Filter by department". */
  label: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of single-choice filter buttons; the chosen one is aria-pressed. */
export function FilterButtons<T extends string>({ label, options, value, onChange }: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((o) => {
        const pressed = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(o.value)}
            className={cn(
              "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              pressed
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800",
            )}
          >
            {o.count === undefined ? o.label : `${o.label} (${o.count})`}
          </button>
        );
      })}
    </div>
  );
}
