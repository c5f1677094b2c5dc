import { Check } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { aiFigures, aiTools, coreTechnologies, innovationLab, securityClaims } from "~/content/company/ai-technology";
import { CtaBand } from "~/features/company/cta-band";
import { FeatureGrid } from "~/features/company/feature-grid";
import { LabStatusBadge } from "~/features/company/lab-status-badge";
import { StatList } from "~/features/company/stat-list";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.aiTechnology);
export const meta = pageMeta;

// Request Demo, Schedule Tech Demo and Download Tech Stack Guide are inert by the spec: real
// buttons without an action.
export default function AiTechnologyPage() {
  return (
    <>
      <PageHero
        eyebrow="AI Technology"
        title="The AI platform behind every course"
        description="Adaptive learning, AI tutors and hands-on labs built by our engineers and researchers, running on infrastructure enterprises can trust."
      >
        <Button variant="light" size="lg">
          Request Demo
        </Button>
        <StatList stats={aiFigures} tone="light" label="Platform figures" className="mt-6 w-full" />
      </PageHero>

      <Section
        title="Core Technologies"
        description="Four families of models work together to personalise learning and measure its results."
      >
        <FeatureGrid
          items={coreTechnologies}
          columns={2}
          renderExtra={(i) => (
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {coreTechnologies[i].capabilities.map((c) => (
                <li key={c} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                  {c}
                </li>
              ))}
            </ul>
          )}
        />
      </Section>

      <Section
        title="AI-Powered Tools"
        className="bg-slate-50"
        description="What learners, instructors and managers use every day."
      >
        <FeatureGrid items={aiTools} columns={3} />
      </Section>

      <Section
        title="Innovation Lab"
        description="What we are building next, from production features to early research."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {innovationLab.map((item) => (
            <li key={item.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <LabStatusBadge status={item.status} />
              <h3 className="mt-3 font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Security & Compliance"
        className="bg-slate-50"
        description="Enterprise-grade protection for learner data and company content."
      >
        <FeatureGrid items={securityClaims} />
      </Section>

      <CtaBand
        id="tech-demo"
        title="See the platform in action"
        text="Get a walkthrough of our AI tutors, labs and analytics with one of our engineers, or read how the stack fits together."
      >
        <Button variant="light" size="lg">
          Schedule Tech Demo
        </Button>
        <Button variant="outline-light" size="lg">
          Download Tech Stack Guide
        </Button>
      </CtaBand>
    </>
  );
}
