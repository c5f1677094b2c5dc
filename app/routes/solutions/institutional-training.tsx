import { Section } from "~/components/layout/section";
import { institutionalTraining as page } from "~/content/solutions/institutional-training";
import { CaseStudyCards } from "~/features/solutions/case-study-cards";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { ProgramGrid } from "~/features/solutions/program-card";
import { useSectionIntro } from "~/features/solutions/section-intro";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { StatsBand } from "~/features/solutions/stats-band";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/institutional-training";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.institutionalTraining, request);
export const meta = pageMeta;

export default function SolutionsInstitutionalTrainingPage() {
  const intro = useSectionIntro();
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...intro(page.programsIntro)}>
        <ProgramGrid programs={page.programs} columns={4} />
      </Section>
      <StatsBand stats={page.stats} />
      <Section {...intro(page.supportIntro)}>
        <FeatureGrid items={page.support} columns={4} />
      </Section>
      <Section {...intro(page.caseStudiesIntro)} className="bg-slate-50">
        <CaseStudyCards studies={page.caseStudies} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
