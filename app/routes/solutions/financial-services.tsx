import { Section } from "~/components/layout/section";
import { financialServices as page } from "~/content/solutions/financial-services";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { ProgramGrid } from "~/features/solutions/program-card";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.financialServices);
export const meta = pageMeta;

export default function SolutionsFinancialServicesPage() {
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...page.solutionsIntro}>
        <FeatureGrid items={page.solutions} columns={4} />
      </Section>
      <Section {...page.programsIntro} className="bg-slate-50">
        <ProgramGrid programs={page.programs} actions={page.programActions} chipsLabel="What you will learn" />
      </Section>
      <Section {...page.applicationsIntro}>
        <FeatureGrid items={page.applications} columns={2} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
