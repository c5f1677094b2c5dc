import { Mail } from "lucide-react";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { careerBenefits, careersEmail, jobs } from "~/content/company/jobs";
import { CtaBand } from "~/features/company/cta-band";
import { FeatureGrid } from "~/features/company/feature-grid";
import { JobBoard } from "~/features/company/job-board";
import { mailtoWithSubject } from "~/features/company/mailto";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { useT } from "~/i18n/i18n";
import type { Route } from "./+types/careers";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.careers, request);
export const meta = pageMeta;

export default function CareersPage() {
  const { t } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("Join our team")}
        title={t("Careers at Cortexa AI")}
        description={t("Help the world learn AI. Work with engineers, educators, researchers and sellers who make practical AI skills available to every professional and organisation.")}
      >
        <Button asChild variant="light" size="lg">
          <a href="#open-positions">{t("View Open Positions")}</a>
        </Button>
      </PageHero>

      <Section id="why-cortexa-ai" title={t("Why Cortexa AI")} className="bg-slate-50">
        <FeatureGrid items={careerBenefits.map((b) => ({ ...b, title: t(b.title), description: t(b.description) }))} />
      </Section>

      <div id="open-positions" className="scroll-mt-16">
        <Section
          id="open-positions-heading"
          title={t("Open Positions")}
          description={t("Choose a department to see its openings.")}
        >
          <JobBoard jobs={jobs} />
        </Section>
      </div>

      <CtaBand
        id="send-resume"
        title={t("Don't see the right role?")}
        text={t("We are always glad to meet talented people. Send us your resume and tell us how you would like to help; we'll get in touch when a matching role opens.")}
        footnote={
          <>
            {t("Or write to")}{" "}
            <a href={`mailto:${careersEmail}`} className="font-medium text-white underline underline-offset-4">
              {careersEmail}
            </a>
          </>
        }
      >
        <Button asChild variant="light" size="lg">
          <a href={mailtoWithSubject(careersEmail, "Open application")}>
            <Mail aria-hidden="true" />
            {t("Send Your Resume")}
          </a>
        </Button>
      </CtaBand>
    </>
  );
}
