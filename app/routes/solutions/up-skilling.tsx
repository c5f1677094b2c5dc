import { Section } from "~/components/layout/section";
import { upSkilling as page } from "~/content/solutions/up-skilling";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { ProgramGrid } from "~/features/solutions/program-card";
import { useSectionIntro } from "~/features/solutions/section-intro";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/up-skilling";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.upSkilling, request);
export const meta = pageMeta;

export default function SolutionsUpSkillingPage() {
  const intro = useSectionIntro();
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...intro(page.programsIntro)}>
        <ProgramGrid programs={page.programs} actions={page.programActions} columns={4} />
      </Section>
      <Section {...intro(page.formatIntro)} className="bg-slate-50">
        <FeatureGrid items={page.format} columns={4} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
