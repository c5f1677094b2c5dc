import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { legalDocuments, type LegalDocument, type LegalSection, type LegalTable } from "~/content/knowledge/legal";
import { Today } from "./today";

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Plain text with every e-mail address turned into a mailto link. */
function withEmailLinks(text: string): ReactNode {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`} className="font-medium text-brand-700 underline underline-offset-2">
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** A table on wide screens; on phones each row becomes a stacked list of column: value. */
function SectionTable({ table }: { table: LegalTable }) {
  return (
    <>
      <table className="mt-4 hidden w-full overflow-hidden rounded-xl text-left text-sm ring-1 ring-slate-200 sm:table">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) => (
                <td key={i} className={i === 0 ? "px-4 py-3 font-mono text-xs break-all text-slate-900" : "px-4 py-3"}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 space-y-4 sm:hidden" aria-label={table.caption}>
        {table.rows.map((row) => (
          <li key={row[0]} className="rounded-xl border border-slate-200 p-4">
            <dl className="space-y-3 text-sm">
              {row.map((cell, i) => (
                <div key={i}>
                  <dt className="font-semibold text-slate-900">{table.columns[i]}</dt>
                  <dd className={i === 0 ? "font-mono text-xs break-all text-slate-900" : "text-slate-700"}>{cell}</dd>
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
  const id = slug(section.heading);
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {section.heading}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-4 leading-7 text-slate-700">
          {withEmailLinks(p)}
        </p>
      ))}
      {section.items && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
          {section.items.map((item) => (
            <li key={item}>{withEmailLinks(item)}</li>
          ))}
        </ul>
      )}
      {section.table && <SectionTable table={section.table} />}
      {section.note && <p className="mt-4 leading-7 text-slate-700">{withEmailLinks(section.note)}</p>}
    </section>
  );
}

/** The shared layout of the privacy, terms and cookie pages. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const related = legalDocuments.filter((d) => d.path !== document.path);
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} description={document.summary} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">On this page</p>
            <ul className="mt-3 space-y-2 border-l border-slate-200 text-sm">
              {document.sections.map((section) => (
                <li key={section.heading}>
                  <a
                    href={`#${slug(section.heading)}`}
                    className="-ml-px block border-l border-transparent pl-3 text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="max-w-3xl">
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Last updated:</span> <Today />
          </p>
          <div className="mt-10 space-y-10">
            {document.sections.map((section) => (
              <DocumentSection key={section.heading} section={section} />
            ))}
          </div>
          <nav aria-label="Related policies" className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700">
            See also:{" "}
            {related.map((d, i) => (
              <Fragment key={d.path}>
                {i > 0 && " · "}
                <Link to={d.path} className="font-medium text-brand-700 underline underline-offset-2">
                  {d.title}
                </Link>
              </Fragment>
            ))}
          </nav>
        </div>
      </div>
    </>
  );
}
