import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import {
  cookieNames,
  legalDocuments,
  legalFacts,
  type LegalDocument,
  type LegalSection,
  type LegalTable,
} from "~/content/knowledge/legal";
import { useT, type Translator } from "~/i18n/i18n";
import { Today } from "./today";

// Anchors come from the English heading, so a section's address is the same in every language.
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// Cookie names and the cookie attribute are code, the same in every language; longest name first,
// and only as whole tokens (the language cookie is a short word).
const CODE = [...cookieNames, "httpOnly"]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  .join("|");
const SPECIAL = new RegExp(String.raw`(${EMAIL}|(?<![\w.-])(?:${CODE})(?![\w-]))`);

/** Plain text with every e-mail address turned into a mailto link and every cookie name marked as code. */
function rich(text: string): ReactNode {
  return text.split(SPECIAL).map((part, i) => {
    if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
    if (part.includes("@")) {
      return (
        <a key={i} href={`mailto:${part}`} className="font-medium text-brand-700 underline underline-offset-2">
          {part}
        </a>
      );
    }
    return <code key={i}>{part}</code>;
  });
}

/** A legal text in the page's language, its {placeholders} filled from the shared facts. */
function useLegalText(): (text: string) => string {
  const { t } = useT();
  const { company, email, phone } = legalFacts;
  const facts = {
    company,
    email,
    phone,
    address: legalFacts.addressLines.map((line) => t(line)).join(", "),
    within: t(legalFacts.within),
  };
  return (text: string) => t(text, facts);
}

/** A table on wide screens; on phones each row becomes a stacked list of column: value. */
function SectionTable({ table, t }: { table: LegalTable; t: Translator["t"] }) {
  // A cookie's name is the same in every language; everything else in the table is a message.
  const cell = (text: string) => rich(cookieNames.includes(text) ? text : t(text));
  return (
    <>
      <table className="mt-4 hidden w-full overflow-hidden rounded-xl text-left text-sm ring-1 ring-slate-200 sm:table">
        <caption className="sr-only">{t(table.caption)}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((text, i) => (
                <td key={i} className={i === 0 ? "px-4 py-3 font-mono text-xs break-all text-slate-900" : "px-4 py-3"}>
                  {cell(text)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 space-y-4 sm:hidden" aria-label={t(table.caption)}>
        {table.rows.map((row) => (
          <li key={row[0]} className="rounded-xl border border-slate-200 p-4">
            <dl className="space-y-3 text-sm">
              {row.map((text, i) => (
                <div key={i}>
                  <dt className="font-semibold text-slate-900">{t(table.columns[i])}</dt>
                  <dd className={i === 0 ? "font-mono text-xs break-all text-slate-900" : "text-slate-700"}>{cell(text)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function DocumentSection({ section }: { section: LegalSection }) {
  const { t } = useT();
  const text = useLegalText();
  const id = slug(section.heading);
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {t(section.heading)}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-4 leading-7 text-slate-700">
          {rich(text(p))}
        </p>
      ))}
      {section.items && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
          {section.items.map((item) => (
            <li key={item}>{rich(text(item))}</li>
          ))}
        </ul>
      )}
      {section.table && <SectionTable table={section.table} t={t} />}
      {section.note && <p className="mt-4 leading-7 text-slate-700">{rich(text(section.note))}</p>}
    </section>
  );
}

/** The shared layout of the privacy, terms and cookie pages. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, href } = useT();
  const text = useLegalText();
  const related = legalDocuments.filter((d) => d.path !== document.path);
  return (
    <>
      <PageHero eyebrow={t("Legal")} title={t(document.title)} description={text(document.summary)} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
        <nav aria-label={t("On this page")} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{t("On this page")}</p>
            <ul className="mt-3 space-y-2 border-l border-slate-200 text-sm">
              {document.sections.map((section) => (
                <li key={section.heading}>
                  <a
                    href={`#${slug(section.heading)}`}
                    className="-ml-px block border-l border-transparent pl-3 text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    {t(section.heading)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="max-w-3xl">
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{t("Last updated:")}</span> <Today />
          </p>
          <div className="mt-10 space-y-10">
            {document.sections.map((section) => (
              <DocumentSection key={section.heading} section={section} />
            ))}
          </div>
          <nav aria-label={t("Related policies")} className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700">
            {t("See also:")}{" "}
            {related.map((d, i) => (
              <Fragment key={d.path}>
                {i > 0 && " · "}
                <Link to={href(d.path)} className="font-medium text-brand-700 underline underline-offset-2">
                  {t(d.title)}
                </Link>
              </Fragment>
            ))}
          </nav>
        </div>
      </div>
    </>
  );
}
