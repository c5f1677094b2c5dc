import { cn } from "~/lib/cn";
import { Badge } from "./badge";

// Its own module, not badge.tsx: only the knowledge pages use it, and badge.tsx is in the chunk
// every page loads.

/** Words as neutral badges in a wrapping list, named for screen readers ("Tags", "Topics"); `className`: its gap and margin. */
export function BadgeList({ label, items, className }: { label: string; items: readonly string[]; className: string }) {
  return (
    <ul className={cn("flex flex-wrap", className)} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="neutral" className="font-medium">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
