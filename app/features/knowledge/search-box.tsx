import { Search } from "lucide-react";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

interface SearchBoxProps {
  id: string;
  /** Accessible name; the placeholder is only a hint. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A search field with an icon. No validation: any text filters the list as it is typed. */
export function SearchBox({ id, label, placeholder, value, onChange, className }: SearchBoxProps) {
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-12 pl-10 text-base"
      />
    </div>
  );
}
