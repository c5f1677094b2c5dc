import { Link } from "react-router";
import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/shell-icons";
import { company } from "#contracts/company";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { paths } from "#contracts/pages";
import { useT } from "~/i18n/i18n";

const columns = [
  {
    title: "Programs",
    links: [
      { name: "Program Catalogue", path: paths.programs },
      { name: "Workshops", path: paths.workshops },
      { name: "Seminars", path: paths.seminars },
      { name: "Events", path: paths.events },
      { name: "Webinars", path: paths.webinars },
      { name: "Masterclasses", path: paths.masterclasses },
    ],
  },
  {
    title: "Industries",
    links: [
      { name: "Supply Chain", path: paths.supplyChain },
      { name: "Manufacturing", path: paths.manufacturing },
      { name: "Healthcare", path: paths.healthcare },
      { name: "Financial Services", path: paths.financialServices },
      { name: "Corporate Training", path: paths.corporateTraining },
    ],
  },
  {
    title: "Company",
    links: [
      { name: "About", path: paths.about },
      { name: "Careers", path: paths.careers },
      { name: "Partners", path: paths.partners },
      { name: "Press", path: paths.press },
      { name: "Contact", path: paths.contact },
    ],
  },
  {
    title: "Resources",
    links: [
      { name: "Resources Hub", path: paths.resources },
      { name: "Blog", path: paths.blog },
      { name: "Case Studies", path: paths.caseStudies },
      { name: "Whitepapers", path: paths.whitepapers },
      { name: "Help Center", path: paths.help },
      { name: "API Docs", path: paths.apiDocs },
    ],
  },
];

export function SiteFooter() {
  const { t, href } = useT();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_2.6fr]">
          <div>
            <p className="text-lg font-bold text-white">{company.name}</p>
            <p className="mt-2 text-sm">{t(company.tagline)}</p>
            <address className="mt-4 space-y-2 text-sm not-italic">
              <p className="flex gap-2">
                <MapPinIcon className="mt-0.5 size-4 shrink-0" />
                <span>
                  {t(company.address.line1)}, {t(company.address.line2)}, {t(company.address.country)}
                </span>
              </p>
              <p className="flex gap-2">
                <PhoneIcon className="mt-0.5 size-4 shrink-0" />
                <a href={company.phoneHref} className="hover:text-white">
                  {company.phone}
                </a>
              </p>
              <p className="flex gap-2">
                <MailIcon className="mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${company.email}`} className="hover:text-white">
                  {company.email}
                </a>
              </p>
            </address>
            <div className="mt-6">
              <h2 className="text-sm font-semibold text-white">{t("Subscribe to our newsletter")}</h2>
              <p className="mt-1 mb-3 text-sm">{t("AI training news and new programs, once a month.")}</p>
              <NewsletterForm />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {columns.map((col) => (
              <nav key={col.title} aria-label={t(col.title)}>
                <h2 className="text-sm font-semibold text-white">{t(col.title)}</h2>
                <ul className="mt-3 space-y-2 text-sm">
                  {col.links.map((l) => (
                    <li key={l.path}>
                      <Link to={href(l.path)} className="hover:text-white">
                        {t(l.name)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-700 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {__BUILD_YEAR__} {company.name}. {t("All rights reserved.")}
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to={paths.privacy} className="hover:text-white">{t("Privacy Policy")}</Link>
            </li>
            <li>
              <Link to={paths.terms} className="hover:text-white">{t("Terms of Service")}</Link>
            </li>
            <li>
              <Link to={paths.cookies} className="hover:text-white">{t("Cookie Policy")}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
