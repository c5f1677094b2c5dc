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

export const loader = () => pageTexts(paths.about);
export const meta = pageMeta;

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="We help people and organisations learn AI by doing"
        description="Cortexa AI is an AI training provider for enterprises, academic institutions and individual learners, founded in Bengaluru in 2018."
      />

      <section aria-label="Cortexa AI in figures" className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <StatList stats={aboutStats} label="Cortexa AI in figures" className="mx-auto max-w-5xl" />
      </section>

      <Section title="Mission and Vision">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { ...mission, icon: Compass },
            { ...vision, icon: Eye },
          ].map(({ title, text, icon: Icon }) => (
            <article key={title} className="rounded-2xl bg-brand-50 p-8">
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-2xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-3 text-lg text-slate-700">{text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section
        title="Our Story"
        className="bg-slate-50"
        description="From a weekend workshop to a global learning community."
      >
        <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-100 pl-8">
          {story.map((m) => (
            <li key={m.year} className="relative pb-10 last:pb-0">
              <span
                className="absolute top-1 -left-[41px] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-100"
                aria-hidden="true"
              />
              <p className="text-sm font-semibold text-brand-700">{m.year}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{m.title}</h3>
              <p className="mt-1 text-slate-700">{m.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        title="Our Values"
        description="The principles behind every program we design and every decision we make."
      >
        <FeatureGrid items={values} />
      </Section>

      <Section title="Leadership" className="bg-slate-50" description="The team that leads Cortexa AI.">
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
              <p className="text-sm font-medium text-brand-700">{l.role}</p>
              <p className="mt-3 text-sm text-slate-600">{l.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="about-cta"
        title="Build your team's AI skills with us"
        text="Tell us about your goals and we'll design a program for your people, or join us and help the world learn AI."
      >
        <Button asChild variant="light" size="lg">
          <Link to={paths.contact}>Contact Us</Link>
        </Button>
        <Button asChild variant="outline-light" size="lg">
          <Link to={paths.careers}>View Careers</Link>
        </Button>
      </CtaBand>
    </>
  );
}
