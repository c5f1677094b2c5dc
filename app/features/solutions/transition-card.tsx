import { ArrowRight, BookOpen, Clock } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { Transition } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";

/** A career transition: from role, to role, duration and modules. */
export function TransitionCard({ transition }: { transition: Transition }) {
  const { oldRole, newRole, duration, modules, description } = transition;
  const { t, tp } = useT();
  return (
    <Card className="flex h-full flex-col p-6">
      <h3 className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="flex flex-col">
          <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("From")}</span>
          <span className="text-lg font-semibold text-slate-900">{t(oldRole)}</span>
        </span>
        <ArrowRight className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <span className="flex flex-col">
          <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t("To")}</span>
          <span className="text-lg font-semibold text-brand-800">{t(newRole)}</span>
        </span>
      </h3>
      {description && <p className="mt-3 text-slate-600">{t(description)}</p>}
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <Clock className="size-4 text-brand-700" aria-hidden="true" />
          <span>
            <span className="text-slate-600">{t("Duration:")}</span> <span className="font-medium">{t(duration)}</span>
          </span>
        </p>
        <p className="flex items-center gap-2">
          <BookOpen className="size-4 text-brand-700" aria-hidden="true" />
          <span className="font-medium">{tp(modules.length, "{count} module", "{count} modules")}</span>
        </p>
      </div>
      <ol className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
        {modules.map((module, i) => (
          <li key={module} className="flex gap-3">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800" aria-hidden="true">
              {i + 1}
            </span>
            <span>{t(module)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
