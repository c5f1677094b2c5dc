import type { ApiDocsContent } from "~/content/api-docs/api-docs-page";
import { JsonBlock } from "./code-block";
import { InlineCode } from "./inline-code";
import { useT } from "~/i18n/i18n";

/** The error format and the status codes. */
export function ErrorsSection({ content: { errorExample, statusCodes } }: { content: ApiDocsContent }) {
  const { t } = useT();
  return (
    <section aria-labelledby="errors" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="errors" className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
        {t("Errors and status codes")}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <div className="min-w-0">
          <p className="leading-7 text-slate-700">
            {t("Every error has the same JSON body:")} <code className="font-mono text-[15px] text-slate-900">error.code</code>{" "}
            {t("is a stable, machine-readable code,")} <code className="font-mono text-[15px] text-slate-900">error.message</code>{" "}
            {t("a sentence for people, and")} <code className="font-mono text-[15px] text-slate-900">error.fields</code>{" "}
            {t("(on validation errors only) the message for each invalid field.")}
          </p>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t("Example: 400 from POST /auth/login with a short password")}</h3>
          <JsonBlock label={t("Example error response")} value={errorExample} className="mt-2" />
        </div>
        <dl className="min-w-0 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {statusCodes.map(({ status, meaning, codes, when }) => (
            <div key={status} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">
                <span className="font-mono">{status}</span> {t(meaning)}
              </dt>
              <dd className="text-sm leading-6 text-slate-700">
                <InlineCode text={t(when)} />
                {codes.length > 0 && (
                  <span className="mt-1 flex flex-wrap gap-1.5">
                    {codes.map((code) => (
                      <code key={code} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[13px] text-slate-900">
                        {code}
                      </code>
                    ))}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
