import { KeyRound } from "lucide-react";
import type { ApiEndpoint } from "~/content/api-docs/api-docs-page";
import { API_BASE_PATH } from "#contracts/api-paths";
import { JsonBlock } from "./code-block";
import { FieldList } from "./field-list";
import { InlineCode } from "./inline-code";
import { MethodBadge } from "./method-badge";
import { useT } from "~/i18n/i18n";

/** One endpoint: method and path, what it does, its parameters, body and examples, its errors. */
export function EndpointCard({ endpoint, meanings }: { endpoint: ApiEndpoint; meanings: Record<number, string> }) {
  const { t } = useT();
  const statusMeaning = (status: number) => meanings[status] ?? "";
  const { id, method, path, summary, description, auth, pathParams, query, body, requestExample, response, errors } = endpoint;
  const name = `${method} ${API_BASE_PATH}${path}`;
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={`${id}-title`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base font-semibold text-slate-900">
        <MethodBadge method={method} />{" "}
        <code className="font-mono text-[15px] break-all">
          <span className="text-slate-600">{API_BASE_PATH}</span>
          {path}
        </code>
      </h3>
      <p className="mt-3 font-medium text-slate-900">{t(summary)}</p>
      <p className="mt-1 leading-7 text-slate-700">
        <InlineCode text={description ? t(description) : ""} />
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        {auth ? (
          <>
            <KeyRound className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
            <span>
              {t("Needs")} <code className="font-mono text-[13px] text-slate-900">Authorization: Bearer &lt;token&gt;</code>
            </span>
          </>
        ) : (
          <span>{t("No token needed.")}</span>
        )}
      </p>

      <div className="mt-5 space-y-5">
        {pathParams && <FieldList title={t("Path parameters")} fields={pathParams} />}
        {query && <FieldList title={t("Query parameters")} fields={query} />}
        {body && <FieldList title={t("Request body")} fields={body} />}
        <div className="grid gap-5 lg:grid-cols-2">
          {requestExample !== undefined && (
            <div className="min-w-0">
              <h4 className="text-sm font-semibold text-slate-900">{t("Example request body")}</h4>
              <JsonBlock label={t("{name} example request body", { name })} value={requestExample} className="mt-2" />
            </div>
          )}
          <div className={requestExample === undefined ? "min-w-0 lg:col-span-2" : "min-w-0"}>
            <h4 className="text-sm font-semibold text-slate-900">
              {t("Response")} {response.status} {statusMeaning(response.status)}
              <span className="font-normal text-slate-600">: {t(response.description)}</span>
            </h4>
            <JsonBlock label={t("{name} example response", { name })} value={response.example} className="mt-2" />
          </div>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{t("Errors")}</h4>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("{name} error statuses", { name })}>
            {errors.map((status) => (
              <li key={status}>
                <a
                  href="#errors"
                  className="inline-flex rounded-md bg-red-50 px-2 py-1 text-sm text-red-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="font-mono font-semibold">{status}</span>&nbsp;{statusMeaning(status)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
