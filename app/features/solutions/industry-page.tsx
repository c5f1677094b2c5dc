import { Section } from "~/components/layout/section";
import type { CallToAction, Feature, Hero, SectionIntro, Stat, TrainingModule } from "~/content/solutions/types";
import { CtaBand } from "./cta-band";
import { useSectionIntro } from "./section-intro";
import { FeatureGrid } from "./feature-grid";
import { ProgramGrid } from "./program-card";
import { SolutionHero } from "./solution-hero";
import { StatsBand } from "./stats-band";

export interface IndustryPageContent {
  hero: Hero;
  stats: Stat[];
  challengesIntro: SectionIntro;
  challenges: Feature[];
  useCasesIntro: SectionIntro;
  useCases: Feature[];
  modulesIntro: SectionIntro;
  modules: TrainingModule[];
  cta: CallToAction;
}

/** The static industry pages (supply chain, manufacturing): hero, challenges, AI use cases, results, training modules, call to action. */
export function IndustryPage({ content }: { content: IndustryPageContent }) {
  const { hero, stats, challengesIntro, challenges, useCasesIntro, useCases, modulesIntro, modules, cta } = content;
  const intro = useSectionIntro();
  return (
    <>
      <SolutionHero {...hero} />
      <Section {...intro(challengesIntro)}>
        <FeatureGrid items={challenges} columns={4} tone="amber" />
      </Section>
      <Section {...intro(useCasesIntro)} className="bg-slate-50">
        <FeatureGrid items={useCases} columns={3} />
      </Section>
      <StatsBand stats={stats} title="Results Our Clients See" description="Average outcomes reported by client teams within a year of training." />
      <Section {...intro(modulesIntro)}>
        <ProgramGrid
          programs={modules}
          columns={modules.length === 4 ? 4 : 3}
          chipsLabel="Topics"
          numbered
        />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
