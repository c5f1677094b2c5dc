import { SegmentTrigger } from "~/components/ui/tabs";
import { Tabs } from "~/components/ui/tabs-primitive";
import { useState } from "react";
import { DEFAULT_SAMPLE_LANGUAGE, flowSample, sampleLanguages, type SampleLanguage } from "~/content/api-docs/samples";
import { CodeBlock } from "./code-block";
import { CopyButton } from "./copy-button";
import { useLastCopied } from "./use-last-copied";
import { InlineCode } from "./inline-code";
import { useT } from "~/i18n/i18n";

/** The Examples tab: one flow in Python (default), JavaScript and cURL, each with a copy button. */
export function FlowExamples({ baseUrl }: { baseUrl: string }) {
  const { t } = useT();
  const [language, setLanguage] = useState<SampleLanguage>(DEFAULT_SAMPLE_LANGUAGE);
  const { copied, copy } = useLastCopied<SampleLanguage>();
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900 sm:text-xl">
        {t("A full flow: sign in, list courses, enrol, complete a module, read progress")}
      </h3>
      <p className="max-w-3xl leading-7 text-slate-700">
        {t(
          "Each sample signs in, lists the first page of courses (page 1, 20 per page), enrols in the first course, marks its first module as completed and prints your progress. Replace the e-mail address and password with those of your confirmed account. Every sample stops with an error on an HTTP error status.",
        )}
      </p>
      <Tabs.Root value={language} onValueChange={(value) => setLanguage(value as SampleLanguage)}>
        <Tabs.List aria-label={t("Sample language")} className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {sampleLanguages.map(({ id, label }) => (
            <SegmentTrigger key={id} value={id}>
              {label}
            </SegmentTrigger>
          ))}
        </Tabs.List>
        {sampleLanguages.map(({ id, label, runs }) => {
          const code = flowSample(id, baseUrl);
          return (
            <Tabs.Content
              key={id}
              value={id}
              className="mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
            >
              <h4 className="sr-only">{t("{label} sample", { label })}</h4>
              <p className="text-sm text-slate-700">
                <InlineCode text={t(runs)} />
              </p>
              <div className="mt-3 overflow-hidden rounded-lg bg-slate-900">
                <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2">
                  <span className="text-sm font-medium text-slate-200">{label}</span>
                  <CopyButton what={t("{label} sample", { label })} copied={copied === id} onCopy={() => void copy(id, code)} />
                </div>
                <CodeBlock label={t("{label} sample code", { label })}>
                  {code}
                </CodeBlock>
              </div>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
