import type { Step } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";

/** Numbered steps in order, joined by a line on wide screens (a process or a journey). */
export function ProcessSteps({ steps }: { steps: Step[] }) {
  const { t } = useT();
  return (
    <div className="relative">
      <div
        className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand-100 via-brand-500 to-purple-500 lg:block"
        aria-hidden="true"
      />
      <ol className="relative grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="flex flex-col items-center text-center">
            <span
              className="grid size-14 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-purple-700 text-xl font-bold text-white shadow-lg ring-4 ring-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            {step.timing && <p className="mt-4 text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(step.timing)}</p>}
            <h3 className={step.timing ? "mt-1 text-lg font-semibold text-slate-900" : "mt-4 text-lg font-semibold text-slate-900"}>
              <span className="sr-only">{t("Step {n}:", { n: i + 1 })} </span>
              {t(step.title)}
            </h3>
            <p className="mt-2 max-w-xs text-slate-600">{t(step.description)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
