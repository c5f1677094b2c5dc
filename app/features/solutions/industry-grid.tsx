import type { IndustryCount } from "~/content/solutions/types";

/** Industries served, each with its count. */
export function IndustryGrid({ industries }: { industries: IndustryCount[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {industries.map(({ icon: Icon, name, count }) => (
        <li key={name} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-purple-700 text-white">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{name}</h3>
            <p className="text-sm text-slate-600">{count}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
