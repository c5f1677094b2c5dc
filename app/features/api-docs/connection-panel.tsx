import { requestHeaders } from "~/content/api-docs/api-docs-page";
import { API_REFERENCE_PATH, OPENAPI_PATH } from "#contracts/api-paths";
import { InlineCode } from "./inline-code";
import { useT } from "~/i18n/i18n";

/**
 * The base URL and headers panel. The base URL is this site's own (filled in after hydration; the
 * box keeps one line, so the longer text does not move anything).
 */
export function ConnectionPanel({ baseUrl }: { baseUrl: string }) {
  const { t } = useT();
  return (
    <section aria-labelledby="connection-title" className="grid gap-6 lg:grid-cols-2">
      <h2 id="connection-title" className="sr-only">
        {t("Base URL and headers")}
      </h2>
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 className="text-lg font-semibold text-slate-900">{t("Base URL")}</h3>
        <p className="mt-1 text-sm leading-6 text-slate-700">{t("Every path below is relative to it. Requests and responses are JSON.")}</p>
        <div
          role="region"
          aria-label={t("Base URL")}
          tabIndex={0}
          className="mt-3 flex h-12 items-center overflow-x-auto rounded-lg bg-slate-900 px-4 font-mono text-sm whitespace-nowrap text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <code>{baseUrl}</code>
        </div>
        <p className="mt-3 text-sm leading-6 text-slate-700">
          {t("Also available: the")}{" "}
          <a className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800" href={API_REFERENCE_PATH}>
            {t("interactive API reference")}
          </a>{" "}
          {t("and the")}{" "}
          <a className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800" href={OPENAPI_PATH}>
            {t("OpenAPI 3.1 document")}
          </a>
          .
        </p>
      </div>
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 className="text-lg font-semibold text-slate-900">{t("Headers")}</h3>
        <dl className="mt-3 space-y-3">
          {requestHeaders.map((header) => (
            <div key={header.name}>
              <dt className="rounded-lg bg-slate-900 px-4 py-2.5 font-mono text-sm break-words text-slate-100">
                <code>
                  <span className="text-sky-300">{header.name}:</span> {header.value}
                </code>
              </dt>
              <dd className="mt-1 text-sm leading-6 text-slate-700">
                <InlineCode text={t(header.description)} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
