import { Compass, Eye } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { aboutStats, leadership, mission, story, values, vision } from "~/content/company/about";
import { CtaBand } from "~/features/company/cta-band";
import { FeatureGrid } from "~/features/company/feature-grid";
import { StatList } from "~/features/company/stat-list";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { useT } from "~/i18n/i18n";
import type { Route } from "./+types/about";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.about, request);
export const meta = pageMeta;

export default function AboutPage() {
  const { t, href } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("About Us")}
        title={t("We help people and organisations learn AI by doing")}
        description={t("Cortexa AI is an AI training provider for enterprises, academic institutions and individual learners, founded in Bengaluru in 2018.")}
      />

      <section aria-label={t("Cortexa AI in figures")} className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <StatList stats={aboutStats.map((s) => ({ ...s, label: t(s.label) }))} label={t("Cortexa AI in figures")} className="mx-auto max-w-5xl" />
      </section>

      <Section id="mission-and-vision" title={t("Mission and Vision")}>
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { ...mission, icon: Compass },
            { ...vision, icon: Eye },
          ].map(({ title, text, icon: Icon }) => (
            <article key={title} className="rounded-2xl bg-brand-50 p-8">
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-2xl font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-3 text-lg text-slate-700">{t(text)}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section
        id="our-story"
        title={t("Our Story")}
        className="bg-slate-50"
        description={t("From a weekend workshop to a global learning community.")}
      >
        <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-100 pl-8">
          {story.map((m) => (
            <li key={m.year} className="relative pb-10 last:pb-0">
              <span
                className="absolute top-1 -left-[41px] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-100"
                aria-hidden="true"
              />
              <p className="text-sm font-semibold text-brand-700">{m.year}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(m.title)}</h3>
              <p className="mt-1 text-slate-700">{t(m.description)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="our-values"
        title={t("Our Values")}
        description={t("The principles behind every program we design and every decision we make.")}
      >
        <FeatureGrid items={values.map((v) => ({ ...v, title: t(v.title), description: t(v.description) }))} />
      </Section>

      <Section id="leadership" title={t("Leadership")} className="bg-slate-50" description={t("The team that leads Cortexa AI.")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {leadership.map((l) => (
            <li key={l.name} className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <span
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-purple-700 text-2xl font-bold text-white"
                aria-hidden="true"
              >
                {l.initials}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{l.name}</h3>
              <p className="text-sm font-medium text-brand-700">{t(l.role)}</p>
              <p className="mt-3 text-sm text-slate-600">{t(l.bio)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="about-cta"
        title={t("Build your team's AI skills with us")}
        text={t("Tell us about your goals and we'll design a program for your people, or join us and help the world learn AI.")}
      >
        <Button asChild variant="light" size="lg">
          <Link to={href(paths.contact)}>{t("Contact Us")}</Link>
        </Button>
        <Button asChild variant="outline-light" size="lg">
          <Link to={href(paths.careers)}>{t("View Careers")}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
