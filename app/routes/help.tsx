import { useState } from "react";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { faqs, popularHelpTopics, quickLinks } from "~/content/knowledge/faqs";
import { ContactOptions } from "~/features/knowledge/contact-options";
import { FaqBrowser } from "~/features/knowledge/faq-browser";
import { QuickLinks, PopularTopics } from "~/features/knowledge/help-links";
import { SearchBox } from "~/features/knowledge/search-box";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/help";
import { useT, type Translator } from "~/i18n/i18n";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.help, request);
export const meta = pageMeta;

// FAQ rich results for search engines, built from the same data as the page, in its language.
const faqJsonLd = (t: Translator["t"]) =>
  JSON.stringify({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: t(f.question),
      acceptedAnswer: { "@type": "Answer", text: t(f.answer) },
    })),
  }).replace(/</g, "\\u003c");

// Sections name their headings in English: Section derives an id from Latin letters only, and a Hindi
// title would give every section the same one.
export default function HelpPage() {
  const { t } = useT();
  const [query, setQuery] = useState("");
  return (
    <>
      <PageHero
        eyebrow={t("Help Center")}
        title={t("How Can We Help?")}
        description={t("Find answers about programs, certification, billing and your account, or reach our support team.")}
      >
        <SearchBox
          id="help-search"
          label={t("Search for answers")}
          placeholder={t("Search for answers...")}
          value={query}
          onChange={setQuery}
          className="w-full max-w-xl"
        />
      </PageHero>

      <section aria-labelledby="quick-links" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20 lg:px-8">
        <h2 id="quick-links" className="sr-only">
          {t("Quick links")}
        </h2>
        <QuickLinks links={quickLinks} />
      </section>

      <Section
        id="faq"
        title={t("Frequently Asked Questions")}
        description={t("Choose a category or search above to narrow the list.")}
      >
        <FaqBrowser faqs={faqs} query={query} />
      </Section>

      <Section id="popular-help-topics" title={t("Popular Help Topics")} className="bg-slate-50">
        <PopularTopics groups={popularHelpTopics} />
      </Section>

      <Section id="still-need-help-" title={t("Still Need Help?")} description={t("Our support team is here for you around the clock.")}>
        <ContactOptions />
      </Section>

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(t) }} />
    </>
  );
}
