import { Section } from "~/components/layout/section";
import { financialServices as page } from "~/content/solutions/financial-services";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { ProgramGrid } from "~/features/solutions/program-card";
import { useSectionIntro } from "~/features/solutions/section-intro";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/financial-services";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.financialServices, request);
export const meta = pageMeta;

export default function SolutionsFinancialServicesPage() {
  const intro = useSectionIntro();
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...intro(page.solutionsIntro)}>
        <FeatureGrid items={page.solutions} columns={4} />
      </Section>
      <Section {...intro(page.programsIntro)} className="bg-slate-50">
        <ProgramGrid programs={page.programs} actions={page.programActions} chipsLabel="What you will learn" />
      </Section>
      <Section {...intro(page.applicationsIntro)}>
        <FeatureGrid items={page.applications} columns={2} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
