import { Section } from "~/components/layout/section";
import { corporateTraining as page } from "~/content/solutions/corporate-training";
import { CtaBand } from "~/features/solutions/cta-band";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { IndustryGrid } from "~/features/solutions/industry-grid";
import { ProcessSteps } from "~/features/solutions/process-steps";
import { useSectionIntro } from "~/features/solutions/section-intro";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { StatsBand } from "~/features/solutions/stats-band";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/corporate-training";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.corporateTraining, request);
export const meta = pageMeta;

export default function SolutionsCorporateTrainingPage() {
  const intro = useSectionIntro();
  return (
    <>
      <SolutionHero {...page.hero} />
      <StatsBand stats={page.stats} />
      <Section {...intro(page.benefitsIntro)}>
        <FeatureGrid items={page.benefits} columns={4} />
      </Section>
      <Section {...intro(page.offeringsIntro)} className="bg-slate-50">
        <FeatureGrid items={page.offerings} columns={3} />
      </Section>
      <Section {...intro(page.industriesIntro)}>
        <IndustryGrid industries={page.industries} />
      </Section>
      <Section {...intro(page.processIntro)} className="bg-slate-50">
        <ProcessSteps steps={page.process} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
