import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { dataScienceProgram } from "~/content/listings/data-science";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { useT } from "~/i18n/i18n";
import type { Route } from "./+types/data-science";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.dataScience, request);
export const meta = pageMeta;

export default function ProgramsDataSciencePage({ loaderData }: Route.ComponentProps) {
  const program = dataScienceProgram;
  const { t, href } = useT();
  return (
    <>
      <PageHero eyebrow={t(program.eyebrow)} title={t(program.title)} description={loaderData.description}>
        {/* Enrolment happens in the program catalogue, which checks the signed-in user. */}
        <Button asChild variant="light" size="lg">
          <Link to={href(paths.programs)}>{t("Enroll Now")}</Link>
        </Button>
      </PageHero>
      <section aria-labelledby="data-science-glance" className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="data-science-glance" className="sr-only">
            {t("The program at a glance")}
          </h2>
          <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
            {program.facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm font-medium text-slate-600">{t(fact.label)}</dt>
                <dd className="mt-1 text-lg font-semibold text-slate-900">{t(fact.value)}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-10 text-xl font-semibold text-slate-900">{t("What you will learn")}</h3>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {program.curriculum.map((stage, index) => (
              <li key={stage.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-sm font-semibold text-brand-700">{t("Stage {number}", { number: index + 1 })}</p>
                <p className="mt-1 font-semibold text-slate-900">{t(stage.title)}</p>
                <p className="mt-1 text-sm text-slate-600">{t(stage.description)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
