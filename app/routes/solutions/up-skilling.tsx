import { Section } from "~/components/layout/section";
import { upSkilling as page } from "~/content/solutions/up-skilling";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { ProgramGrid } from "~/features/solutions/program-card";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.upSkilling);
export const meta = pageMeta;

export default function SolutionsUpSkillingPage() {
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...page.programsIntro}>
        <ProgramGrid programs={page.programs} actions={page.programActions} columns={4} />
      </Section>
      <Section {...page.formatIntro} className="bg-slate-50">
        <FeatureGrid items={page.format} columns={4} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
