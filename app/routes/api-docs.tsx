import { PageHero } from "~/components/layout/page-hero";
import { apiDocsContent } from "~/features/api-docs/api-docs-content.server";
import { ApiDocsTabs } from "~/features/api-docs/api-docs-tabs";
import { ConnectionPanel } from "~/features/api-docs/connection-panel";
import { ErrorsSection } from "~/features/api-docs/errors-section";
import { useApiBaseUrl } from "~/features/api-docs/use-api-base-url";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/api-docs";
import { useT } from "~/i18n/i18n";

// Runs when the page is prerendered: the endpoints come from the OpenAPI document of the contracts
// and reach the browser as loader data.
export const loader = ({ request }: Route.LoaderArgs) => ({ ...pageTexts(paths.apiDocs, request), content: apiDocsContent() });
export const meta = pageMeta;

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
  const baseUrl = useApiBaseUrl();
  const { t } = useT();
  return (
    <>
      <PageHero eyebrow={t("Developers")} title={t("API Documentation")} description={loaderData.description} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ConnectionPanel baseUrl={baseUrl} />
        <ApiDocsTabs baseUrl={baseUrl} content={loaderData.content} />
        <ErrorsSection content={loaderData.content} />
      </div>
    </>
  );
}
