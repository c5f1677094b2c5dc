import { Check } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { Section, sectionId } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { aiFigures, aiTools, coreTechnologies, innovationLab, securityClaims } from "~/content/company/ai-technology";
import { CtaBand } from "~/features/company/cta-band";
import { FeatureGrid } from "~/features/company/feature-grid";
import { LabStatusBadge } from "~/features/company/lab-status-badge";
import { StatList } from "~/features/company/stat-list";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { figure } from "~/features/solutions/section-intro";
import { useT } from "~/i18n/i18n";
import type { Route } from "./+types/ai-technology";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.aiTechnology, request);
export const meta = pageMeta;

// Request Demo, Schedule Tech Demo and Download Tech Stack Guide are inert by the spec: real
// buttons without an action.
export default function AiTechnologyPage() {
  const { t } = useT();
  // The shared company components show what they are given: the texts go in already translated.
  const translated = <T extends { title: string; description: string }>(items: readonly T[]) =>
    items.map((item) => ({ ...item, title: t(item.title), description: t(item.description) }));
  // A section's heading keeps the id of its English title in every language.
  const section = (title: string, description: string) => ({ id: sectionId(title), title: t(title), description: t(description) });
  return (
    <>
      <PageHero
        eyebrow={t("AI Technology")}
        title={t("The AI platform behind every course")}
        description={t(
          "Adaptive learning, AI tutors and hands-on labs built by our engineers and researchers, running on infrastructure enterprises can trust.",
        )}
      >
        <Button variant="light" size="lg">
          {t("Request Demo")}
        </Button>
        <StatList
          stats={aiFigures.map((s) => ({ value: figure(t, s.value), label: t(s.label) }))}
          tone="light"
          label={t("Platform figures")} className="mt-6 w-full" />
      </PageHero>

      <Section {...section("Core Technologies", "Four families of models work together to personalise learning and measure its results.")}>
        <FeatureGrid
          items={translated(coreTechnologies)}
          columns={2}
          renderExtra={(i) => (
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {coreTechnologies[i].capabilities.map((c) => (
                <li key={c} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                  {t(c)}
                </li>
              ))}
            </ul>
          )}
        />
      </Section>

      <Section {...section("AI-Powered Tools", "What learners, instructors and managers use every day.")} className="bg-slate-50">
        <FeatureGrid items={translated(aiTools)} columns={3} />
      </Section>

      <Section {...section("Innovation Lab", "What we are building next, from production features to early research.")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {innovationLab.map((item) => (
            <li key={item.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <LabStatusBadge status={item.status} />
              <h3 className="mt-3 font-semibold text-slate-900">{t(item.title)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(item.description)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section {...section("Security & Compliance", "Enterprise-grade protection for learner data and company content.")} className="bg-slate-50">
        <FeatureGrid items={translated(securityClaims)} />
      </Section>

      <CtaBand
        id="tech-demo"
        title={t("See the platform in action")}
        text={t("Get a walkthrough of our AI tutors, labs and analytics with one of our engineers, or read how the stack fits together.")}
      >
        <Button variant="light" size="lg">
          {t("Schedule Tech Demo")}
        </Button>
        <Button variant="outline-light" size="lg">
          {t("Download Tech Stack Guide")}
        </Button>
      </CtaBand>
    </>
  );
}
