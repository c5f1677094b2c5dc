import { SegmentTrigger } from "~/components/ui/tabs";
import { Tabs } from "~/components/ui/tabs-primitive";
import { useState } from "react";
import { DEFAULT_API_DOCS_TAB, type ApiDocsContent, type ApiDocsTab } from "~/content/api-docs/api-docs-page";
import { EndpointCard } from "./endpoint-card";
import { FlowExamples } from "./flow-examples";
import { InlineCode } from "./inline-code";
import { useT } from "~/i18n/i18n";

/** Tabs Authentication (default), Courses, Progress and Examples. Arrow keys move between tabs. */
export function ApiDocsTabs({ baseUrl, content }: { baseUrl: string; content: ApiDocsContent }) {
  const { t } = useT();
  const { tabs, endpoints, statusCodes } = content;
  const meanings = Object.fromEntries(statusCodes.map((s) => [s.status, t(s.meaning)]));
  const [tab, setTab] = useState<ApiDocsTab>(DEFAULT_API_DOCS_TAB);
  return (
    <section aria-labelledby="endpoints-title">
      <h2 id="endpoints-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t("Endpoints")}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ApiDocsTab)} className="mt-4">
        {/* Two rows of two on a phone, one row from the sm breakpoint: no tab is ever out of view. */}
        <Tabs.List aria-label={t("API documentation sections")} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
          {tabs.map(({ id, label }) => (
            <SegmentTrigger key={id} value={id}>
              {t(label)}
            </SegmentTrigger>
          ))}
        </Tabs.List>
        {tabs.map(({ id, intro }) => (
          <Tabs.Content
            key={id}
            value={id}
            className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            {id === "examples" ? (
              <FlowExamples baseUrl={baseUrl} />
            ) : (
              <div className="space-y-6">
                <p className="max-w-3xl leading-7 text-slate-700">
                  <InlineCode text={intro ? t(intro) : ""} />
                </p>
                {endpoints
                  .filter((endpoint) => endpoint.tab === id)
                  .map((endpoint) => (
                    <EndpointCard key={endpoint.id} endpoint={endpoint} meanings={meanings} />
                  ))}
              </div>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
