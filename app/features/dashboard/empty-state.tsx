import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { useT } from "~/i18n/i18n";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
}

/** A tab's empty state: icon, heading, one line of help and an optional next step. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  // The title and description are English ids, shown in the page's language.
  const { t } = useT();
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{t(description)}</p>
      {action && <div className="mt-6">{action}</div>}
    </Card>
  );
}
