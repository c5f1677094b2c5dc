import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Action } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

interface ActionLinksProps {
  actions: Action[];
  /** "dark" on a gradient band, "light" on a white or grey background. */
  surface: "dark" | "light";
  className?: string;
}

/** A row of links styled as buttons: the first is the primary action, the others secondary. */
export function ActionLinks({ actions, surface, className }: ActionLinksProps) {
  const { t, href } = useT();
  if (actions.length === 0) return null;
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {actions.map((action, i) => (
        <Button
          key={action.label}
          asChild
          size="lg"
          variant={i === 0 ? (surface === "dark" ? "light" : "gradient") : surface === "dark" ? "outline-light" : "outline"}
          className="w-full sm:w-auto"
        >
          <Link to={href(action.to)}>
            {t(action.label)}
            {action.hint && <span className="sr-only"> {t(action.hint)}</span>}
            {i === 0 && <ArrowRight aria-hidden="true" />}
          </Link>
        </Button>
      ))}
    </div>
  );
}
