import { jsonTypeNames, type ApiField } from "~/content/api-docs/api-docs-page";
import { InlineCode } from "./inline-code";
import { useT } from "~/i18n/i18n";

/** Parameters or body fields: name, type, required or optional, and what they mean. */
export function FieldList({ title, fields }: { title: string; fields: ApiField[] }) {
  const { t } = useT();
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <dl className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {fields.map((field) => (
          <div key={field.name} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(10rem,14rem)_1fr] sm:gap-4">
            <dt className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono text-sm font-semibold text-slate-900">{field.name}</code>
              <span className="text-xs text-slate-600">{t(jsonTypeNames[field.type] ?? field.type)}</span>
              <span className={field.required ? "text-xs font-medium text-red-700" : "text-xs text-slate-600"}>
                {field.required ? t("required") : t("optional")}
              </span>
            </dt>
            <dd className="text-sm leading-6 text-slate-700">
              <InlineCode text={field.description ? t(field.description) : ""} />
              {field.values && (
                <span className="block">
                  {t("One of:")}{" "}
                  {field.values.map((value, i) => (
                    <span key={value}>
                      {i > 0 && ", "}
                      <code className="font-mono text-[13px] text-slate-900">{value}</code>
                    </span>
                  ))}
                  .
                </span>
              )}
              {field.default !== undefined && (
                <span className="block">
                  {t("Default:")} <code className="font-mono text-[13px] text-slate-900">{field.default}</code>.
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
