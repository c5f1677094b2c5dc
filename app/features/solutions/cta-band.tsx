import type { CallToAction } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";
import { ActionLinks } from "./action-links";

/** The closing call to action of a solution page. */
export function CtaBand({ title, description, actions }: CallToAction) {
  const { t } = useT();
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-purple-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <svg className="pointer-events-none absolute -top-24 -right-24 size-72 text-white/10" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
            <circle cx="100" cy="100" r="60" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="100" cy="100" r="80" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="100" cy="100" r="98" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <h2 id="cta-heading" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t(title)}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-white/90">{t(description)}</p>
          <ActionLinks actions={actions} surface="dark" className="relative mt-8 sm:justify-center" />
        </div>
      </div>
    </section>
  );
}
