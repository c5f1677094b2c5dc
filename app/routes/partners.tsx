import { Check } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import {
  partnerBenefits,
  partnerCategories,
  partners,
  partnershipsEmail,
  partnershipTypes,
} from "~/content/company/partners";
import { CtaBand } from "~/features/company/cta-band";
import { FeatureGrid } from "~/features/company/feature-grid";
import { mailtoWithSubject } from "~/features/company/mailto";
import { PartnerGroups } from "~/features/company/partner-groups";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import { useT } from "~/i18n/i18n";
import type { Route } from "./+types/partners";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.partners, request);
export const meta = pageMeta;

// Partner With Us opens the contact page; Download Partner Kit asks the partnerships team for the
// kit by e-mail (the kit is not a file of this site).
const partnerKitHref = mailtoWithSubject(partnershipsEmail, "Partner Kit request");

export default function PartnersPage() {
  const { t, href } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("Partners")}
        title={t("Our Partners")}
        description={t("Technology companies, universities, enterprises and public bodies that work with us to bring practical AI skills to more people.")}
      >
        <Button asChild variant="light" size="lg">
          <a href="#partnership-types">{t("Explore Partnership Types")}</a>
        </Button>
      </PageHero>

      <Section id="why-partner-with-us" title={t("Why Partner With Us")} description={t("What our partners gain from working with Cortexa AI.")}>
        <FeatureGrid items={partnerBenefits.map((b) => ({ ...b, title: t(b.title), description: t(b.description) }))} />
      </Section>

      <Section
        id="our-partner-network"
        title={t("Our Partner Network")}
        className="bg-slate-50"
        description={t("Organisations we build and deliver programs with.")}
      >
        <PartnerGroups categories={partnerCategories} partners={partners} />
      </Section>

      <div id="partnership-types" className="scroll-mt-16">
        <Section
          id="partnership-types-heading"
          title={t("Partnership Types")}
          description={t("Four ways to work with us. Every partnership starts with a conversation.")}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {partnershipTypes.map((type) => (
              <li key={type.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{t(type.title)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(type.description)}</p>
                <ul className="mt-4 space-y-2 text-sm text-slate-700">
                  {type.includes.map((line) => (
                    <li key={line} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                      {t(line)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <CtaBand
        id="partner-cta"
        title={t("Let's build the future of AI skills together")}
        text={t("Tell us about your organisation and the partnership you have in mind; our partnerships team replies within two business days.")}
        footnote={
          <>
            {t("Partnerships team:")}{" "}
            <a href={`mailto:${partnershipsEmail}`} className="font-medium text-white underline underline-offset-4">
              {partnershipsEmail}
            </a>
          </>
        }
      >
        <Button asChild variant="light" size="lg">
          <Link to={href(paths.contact)}>{t("Partner With Us")}</Link>
        </Button>
        <Button asChild variant="outline-light" size="lg">
          <a href={partnerKitHref}>{t("Download Partner Kit")}</a>
        </Button>
      </CtaBand>
    </>
  );
}
