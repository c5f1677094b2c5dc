import type { Stat } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";
import { figure } from "./section-intro";

interface StatsBandProps {
  stats: Stat[];
  title?: string;
  description?: string;
  id?: string;
}

/** A dark band of headline figures, value above label. */
export function StatsBand({ stats, title, description, id = "impact" }: StatsBandProps) {
  const { t } = useT();
  return (
    <section aria-labelledby={title ? id : undefined} aria-label={title ? undefined : t("Key figures")} className="bg-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {title && (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t(title)}
            </h2>
            {description && <p className="mt-4 text-lg text-slate-300">{t(description)}</p>}
          </div>
        )}
        <StatList stats={stats} />
      </div>
    </section>
  );
}

export function StatList({ stats }: { stats: Stat[] }) {
  const { t } = useT();
  return (
    <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white/5 p-5 text-center ring-1 ring-white/10 sm:p-6">
          <dt className="mt-2 text-sm text-slate-300 sm:text-base">{t(stat.label)}</dt>
          <dd className="text-3xl font-bold text-white sm:text-4xl">
            {figure(t, stat.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
