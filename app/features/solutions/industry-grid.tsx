import type { IndustryCount } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";

/** Industries served, each with its count. */
export function IndustryGrid({ industries }: { industries: IndustryCount[] }) {
  const { t } = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {industries.map(({ icon: Icon, name, count }) => (
        <li key={name} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-purple-700 text-white">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{t(name)}</h3>
            <p className="text-sm text-slate-600">{t(count)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
