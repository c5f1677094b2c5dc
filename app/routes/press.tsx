import { Mail, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { company } from "#contracts/company";
import { mediaKit } from "~/content/company/media-kit";
import { pressFigures, pressItems } from "~/content/company/press";
import { MediaKitGroups } from "~/features/company/media-kit-section";
import { PressList } from "~/features/company/press-list";
import { StatList } from "~/features/company/stat-list";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { useT } from "~/i18n/i18n";
import type { Route } from "./+types/press";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.press, request);
export const meta = pageMeta;

export default function PressPage() {
  const { t, href } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("Newsroom")}
        title={t("Press & Media")}
        description={t("News, announcements and resources for journalists covering Cortexa AI and the future of AI skills.")}
      >
        <StatList stats={pressFigures.map((f) => ({ ...f, label: t(f.label) }))} tone="light" label={t("Cortexa AI in figures")} className="w-full" />
      </PageHero>

      <Section id="latest-press" title={t("Latest Press")} description={t("Announcements, coverage, awards and interviews, newest first.")}>
        <PressList items={pressItems} />
      </Section>

      <Section
        id="media-kit"
        title={t("Media Kit")}
        className="bg-slate-50"
        description={
          <>
            {t("Logos, facts and product material for your story. For other formats or high-resolution originals, write to")}{" "}
            <a
              href={`mailto:${company.pressEmail}`}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {company.pressEmail}
            </a>
            .
          </>
        }
      >
        <MediaKitGroups groups={mediaKit} />
      </Section>

      <Section id="press-inquiries" title={t("Press Inquiries")}>
        <div className="mx-auto -mt-4 max-w-2xl rounded-2xl bg-gradient-to-br from-brand-800 to-purple-800 p-8 text-center text-white sm:p-10">
          <Newspaper className="mx-auto size-10 text-brand-100" aria-hidden="true" />
          <p className="mt-4 text-lg text-brand-50">
            {t("Writing about AI skills, education or the future of work? Our press team arranges interviews with our leadership and instructors and answers within one business day.")}
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <Button asChild variant="light" size="lg">
              <Link to={href(paths.contact)}>{t("Contact Press Team")}</Link>
            </Button>
            <a
              href={`mailto:${company.pressEmail}`}
              className="inline-flex items-center gap-2 font-medium text-white underline underline-offset-4 hover:text-brand-100"
            >
              <Mail className="size-5" aria-hidden="true" />
              {company.pressEmail}
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
