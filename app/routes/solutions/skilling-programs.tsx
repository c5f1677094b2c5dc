import { Section } from "~/components/layout/section";
import { skillingPrograms as page } from "~/content/solutions/skilling-programs";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { PathwayTiers } from "~/features/solutions/pathway-tiers";
import { ProgramGrid } from "~/features/solutions/program-card";
import { useSectionIntro } from "~/features/solutions/section-intro";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/skilling-programs";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.skillingPrograms, request);
export const meta = pageMeta;

export default function SolutionsSkillingProgramsPage() {
  const intro = useSectionIntro();
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...intro(page.programsIntro)}>
        <ProgramGrid programs={page.programs} actions={page.programActions} columns={4} />
      </Section>
      <Section {...intro(page.tiersIntro)} className="bg-slate-50">
        <PathwayTiers tiers={page.tiers} />
      </Section>
      <Section {...intro(page.supportIntro)}>
        <FeatureGrid items={page.support} columns={3} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
