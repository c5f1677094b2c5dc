import { cn } from "~/lib/cn";

interface FilterButtonsProps<T extends string> {
  /** Accessible name of the group, e.g. "Filter articles by category". */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** An option's text in the page's language (the options themselves are the English keys). */
  display?: (option: T) => string;
}

/** A row of single-choice toggle buttons; the chosen one has aria-pressed="true". */
export function FilterButtons<T extends string>({ label, options, value, onChange, display = String }: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors",
              pressed
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
            )}
          >
            {display(option)}
          </button>
        );
      })}
    </div>
  );
}
