import { Section } from "~/components/layout/section";
import { skillingPrograms as page } from "~/content/solutions/skilling-programs";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { PathwayTiers } from "~/features/solutions/pathway-tiers";
import { ProgramGrid } from "~/features/solutions/program-card";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.skillingPrograms);
export const meta = pageMeta;

export default function SolutionsSkillingProgramsPage() {
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...page.programsIntro}>
        <ProgramGrid programs={page.programs} actions={page.programActions} columns={4} />
      </Section>
      <Section {...page.tiersIntro} className="bg-slate-50">
        <PathwayTiers tiers={page.tiers} />
      </Section>
      <Section {...page.supportIntro}>
        <FeatureGrid items={page.support} columns={3} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
