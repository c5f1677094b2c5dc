import { Bell } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { whitepapers } from "~/content/knowledge/whitepapers";
import { FeaturedWhitepaperCard, WhitepaperRow } from "~/features/knowledge/whitepaper-card";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/whitepapers";
import { useT } from "~/i18n/i18n";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.whitepapers, request);
export const meta = pageMeta;

export default function WhitepapersPage() {
  const featured = whitepapers.filter((p) => p.featured);
  const others = whitepapers.filter((p) => !p.featured);
  const { t } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("Research Library")}
        title={t("Whitepapers")}
        description={t(
          "In-depth research and practical guides on AI adoption, responsible AI, business impact and AI education, written by our researchers and practitioners.",
        )}
      />

      <Section id="featured-whitepapers" title={t("Featured Whitepapers")} description={t("Our most downloaded research of the year.")}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {featured.map((paper) => (
            <li key={paper.id}>
              <FeaturedWhitepaperCard paper={paper} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="more-whitepapers"
        title={t("More Whitepapers")}
        description={t("Guides and analyses for every stage of AI adoption.")}
        className="bg-slate-50"
      >
        <ul className="space-y-6">
          {others.map((paper) => (
            <li key={paper.id}>
              <WhitepaperRow paper={paper} />
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <div className="rounded-2xl bg-gradient-to-r from-brand-700 to-purple-800 px-6 py-12 text-center text-white sm:px-12">
          <Bell className="mx-auto size-10 text-brand-100" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold sm:text-3xl">{t("Get New Research First")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">
            {t("Subscribe to hear when we publish a new whitepaper, usually once a month.")}
          </p>
          <Button variant="light" size="lg" className="mt-8">
            {t("Subscribe to Updates")}
          </Button>
        </div>
      </Section>
    </>
  );
}
