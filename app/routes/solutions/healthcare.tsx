import { Section } from "~/components/layout/section";
import { healthcare as page } from "~/content/solutions/healthcare";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { ProgramGrid } from "~/features/solutions/program-card";
import { useSectionIntro } from "~/features/solutions/section-intro";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { StatsBand } from "~/features/solutions/stats-band";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/healthcare";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.healthcare, request);
export const meta = pageMeta;

export default function SolutionsHealthcarePage() {
  const intro = useSectionIntro();
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...intro(page.applicationsIntro)}>
        <FeatureGrid items={page.applications} columns={4} />
      </Section>
      <Section {...intro(page.programsIntro)} className="bg-slate-50">
        <ProgramGrid programs={page.programs} actions={page.programActions} />
      </Section>
      <StatsBand stats={page.impact} {...page.impactIntro} />
      <CtaBand {...page.cta} />
    </>
  );
}
