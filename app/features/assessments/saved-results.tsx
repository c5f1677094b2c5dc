import type { AssessmentTool } from "#contracts/assessments";
import { formatDate } from "~/lib/format";
import { useMyResults } from "./assessments-api";
import { useT } from "~/i18n/i18n";

// A signed-in visitor's saved results of this assessment, newest first: what "Save" kept.
export function SavedResults({ tool, userId }: { tool: AssessmentTool; userId: string }) {
  const { t, locale } = useT();
  const results = useMyResults(userId, tool);
  if (results.isPending || results.isError || results.data.results.length === 0) return null;
  const rows = results.data.results;
  return (
    <section aria-labelledby="saved-heading" className="mt-12 print:hidden">
      <h2 id="saved-heading" className="text-xl font-bold text-slate-900">
        {t("Your saved results")}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("Your saved results, newest first")}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("Saved")}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t("Overall")}
              </th>
              {rows[0].dimensions.map((d) => (
                <th key={d.id} scope="col" className="py-2 pr-4 font-medium">
                  {t(d.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDate(r.created_at, locale)}</td>
                <td className="py-2 pr-4 font-semibold">{r.overall}</td>
                {r.dimensions.map((d) => (
                  <td key={d.id} className="py-2 pr-4">
                    {d.score}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
