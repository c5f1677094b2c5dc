import { Section } from "~/components/layout/section";
import { reSkilling as page } from "~/content/solutions/re-skilling";
import { CtaBand } from "~/features/solutions/cta-band";
import { DemandBars } from "~/features/solutions/demand-bars";
import { FeatureGrid } from "~/features/solutions/feature-grid";
import { ProcessSteps } from "~/features/solutions/process-steps";
import { useSectionIntro } from "~/features/solutions/section-intro";
import { SolutionHero } from "~/features/solutions/solution-hero";
import { TestimonialCards } from "~/features/solutions/testimonial-cards";
import { TransitionCard } from "~/features/solutions/transition-card";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/re-skilling";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.reSkilling, request);
export const meta = pageMeta;

export default function SolutionsReSkillingPage() {
  const intro = useSectionIntro();
  return (
    <>
      <SolutionHero {...page.hero} />
      <Section {...intro(page.transitionsIntro)}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.transitions.map((t) => (
            <li key={t.title}>
              <TransitionCard transition={t} />
            </li>
          ))}
        </ul>
      </Section>
      <Section {...intro(page.benefitsIntro)} className="bg-slate-50">
        <FeatureGrid items={page.benefits} columns={4} />
      </Section>
      <Section {...intro(page.journeyIntro)}>
        <ProcessSteps steps={page.journey} />
      </Section>
      <Section {...intro(page.demandIntro)} className="bg-slate-50">
        <div className="mx-auto max-w-3xl">
          <DemandBars items={page.demand} caption={page.demandCaption} />
        </div>
      </Section>
      <Section {...intro(page.testimonialsIntro)}>
        <TestimonialCards testimonials={page.testimonials} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}
