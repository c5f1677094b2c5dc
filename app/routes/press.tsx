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

export const loader = () => pageTexts(paths.press);
export const meta = pageMeta;

export default function PressPage() {
  return (
    <>
      <PageHero
        eyebrow="Newsroom"
        title="Press & Media"
        description="News, announcements and resources for journalists covering Cortexa AI and the future of AI skills."
      >
        <StatList stats={pressFigures} tone="light" label="Cortexa AI in figures" className="w-full" />
      </PageHero>

      <Section title="Latest Press" description="Announcements, coverage, awards and interviews, newest first.">
        <PressList items={pressItems} />
      </Section>

      <Section
        title="Media Kit"
        className="bg-slate-50"
        description={
          <>
            Logos, facts and product material for your story. For other formats or high-resolution originals, write to{" "}
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

      <Section title="Press Inquiries">
        <div className="mx-auto -mt-4 max-w-2xl rounded-2xl bg-gradient-to-br from-brand-800 to-purple-800 p-8 text-center text-white sm:p-10">
          <Newspaper className="mx-auto size-10 text-brand-100" aria-hidden="true" />
          <p className="mt-4 text-lg text-brand-50">
            Writing about AI skills, education or the future of work? Our press team arranges interviews with our
            leadership and instructors and answers within one business day.
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <Button asChild variant="light" size="lg">
              <Link to={paths.contact}>Contact Press Team</Link>
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
