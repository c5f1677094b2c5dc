import { Download } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { caseStudyStats, customerStories, STORY_INDUSTRIES } from "~/content/knowledge/customer-stories";
import { StoryCard } from "~/features/knowledge/story-card";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-studies";
import { useT } from "~/i18n/i18n";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.caseStudies, request);
export const meta = pageMeta;

export default function CaseStudiesPage() {
  const { t, href } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("Customer Success")}
        title={t("Case Studies")}
        description={t("How organisations across India turned their teams into AI-ready workforces: the challenge, what we built together, and the results.")}
      />

      <section aria-label={t("Results across our clients")} className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
          {caseStudyStats.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center text-center">
              <dt className="text-sm font-medium text-slate-700">{t(stat.label)}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        id="success-stories"
        title={t("Success Stories")}
        description={t("Six organisations, six industries: real programmes and measured outcomes.")}
        className="bg-slate-50"
      >
        <div className="mb-10 text-center">
          <ul className="flex flex-wrap justify-center gap-2" aria-label={t("Industries")}>
            {STORY_INDUSTRIES.map((industry) => (
              <li
                key={industry}
                className="rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-medium text-brand-800"
              >
                {t(industry)}
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-8">
          {customerStories.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </div>
      </Section>

      <Section>
        <div className="rounded-2xl bg-gradient-to-r from-brand-700 to-purple-800 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">{t("Ready to Write Your Own Success Story?")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">
            {t(
              "Get all six case studies with detailed programme designs and measurement methods, or talk to us about your team.",
            )}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button variant="light" size="lg">
              <Download aria-hidden="true" />
              {t("Download Case Studies PDF")}
            </Button>
            <Button variant="outline-light" size="lg" asChild>
              <Link to={href(paths.contact)}>{t("Talk to Our Team")}</Link>
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
