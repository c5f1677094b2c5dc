import type { DemandItem } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";

/** A horizontal bar per item; the percentage is written out, the bar only illustrates it. */
export function DemandBars({ items, caption }: { items: DemandItem[]; caption?: string }) {
  const { t } = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {caption && <p className="mb-6 text-sm text-slate-600">{t(caption)}</p>}
      <ul className="space-y-5">
        {items.map((item) => (
          <li key={item.label}>
            <div className="flex items-baseline justify-between gap-4 text-sm sm:text-base">
              <span className="font-medium text-slate-900">{t(item.label)}</span>
              <span className="font-semibold text-brand-700">{item.percent}%</span>
            </div>
            <div className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div
                className="h-full rounded-full bg-gradient-to-r from-brand-600 to-purple-600"
                style={{ width: `${Math.min(100, Math.max(0, item.percent))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
