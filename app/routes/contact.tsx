import { company } from "#contracts/company";
import { PageHero } from "~/components/layout/page-hero";
import { Card } from "~/components/ui/card";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactForm } from "~/features/contact/contact-form";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";
import { useT } from "~/i18n/i18n";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.contact, request);
export const meta = pageMeta;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHero title={t("Contact Us")} description={loaderData.description} />
      <section aria-label={t("Contact details and message form")} className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
          <ContactDetails />
          <Card className="p-6 sm:p-8">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t("Send us a message")}</h2>
            <p className="mt-2 mb-6 text-slate-600">
              {t("Tell us what you need and our team will get back to you {within}.", { within: t(company.replyWithin) })}
            </p>
            <ContactForm />
          </Card>
        </div>
      </section>
    </>
  );
}
