import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import {
  certifications,
  communityChannels,
  interactiveTools,
  resourceLibrary,
  resourceStats,
  resourceWebinars,
} from "~/content/company/resources";
import { CtaBand } from "~/features/company/cta-band";
import {
  Certifications,
  CommunityChannels,
  InteractiveTools,
  ResourceLibrary,
  ResourceWebinars,
} from "~/features/company/resources-sections";
import { StatList } from "~/features/company/stat-list";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { useT } from "~/i18n/i18n";
import type { Route } from "./+types/resources";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.resources, request);
export const meta = pageMeta;

// Every button on this page is inert by the spec, except two of the Interactive Tools (issue 28).
export default function ResourcesPage() {
  const { t } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("Resources")}
        title={t("Resources to learn, build and lead with AI")}
        description={t("Guides, video tutorials, case studies, webinars, tools and certifications, made by our instructors and community.")}
      >
        <Button variant="light" size="lg">
          {t("Browse Resources")}
        </Button>
        <Button variant="outline-light" size="lg">
          {t("Join Community")}
        </Button>
      </PageHero>

      <section aria-label={t("Resources in figures")} className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <StatList stats={resourceStats.map((s) => ({ ...s, label: t(s.label) }))} label={t("Resources in figures")} className="mx-auto max-w-5xl" />
      </section>

      <Section
        id="resource-library"
        title={t("Resource Library")}
        description={t("Learning materials, video tutorials and case studies, free for every learner.")}
      >
        <ResourceLibrary categories={resourceLibrary} />
      </Section>

      <Section
        id="webinars-and-events"
        title={t("Webinars and Events")}
        className="bg-slate-50"
        description={t("Live sessions with our experts, and recordings of past ones.")}
      >
        <ResourceWebinars webinars={resourceWebinars} />
      </Section>

      <Section id="interactive-tools" title={t("Interactive Tools")} description={t("Plan your AI journey with free tools built by our consultants.")}>
        <InteractiveTools tools={interactiveTools} />
      </Section>

      <Section
        id="professional-certifications"
        title={t("Professional Certifications")}
        className="bg-slate-50"
        description={t("Industry-recognised certificates that prove what you can do.")}
      >
        <Certifications certifications={certifications} />
      </Section>

      <section aria-labelledby="community" className="bg-slate-900 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id="community" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {t("Join Our Community")}
            </h2>
            <p className="mt-4 text-lg text-slate-300">
              {t("50,000 learners and 100+ contributors help each other learn, build and find their next role.")}
            </p>
          </div>
          <CommunityChannels channels={communityChannels} />
        </div>
      </section>

      <CtaBand
        id="resources-cta"
        title={t("Start learning today")}
        text={t("Get free access to the resource library, or book a demo of our programs for your team.")}
      >
        <Button variant="light" size="lg">
          {t("Get Free Access")}
        </Button>
        <Button variant="outline-light" size="lg">
          {t("Schedule Demo")}
        </Button>
      </CtaBand>
    </>
  );
}
