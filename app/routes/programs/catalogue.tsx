import { PageHero } from "~/components/layout/page-hero";
import { ProgramCatalogue } from "~/features/catalogue/program-catalogue";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/catalogue";
import { useT } from "~/i18n/i18n";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.programs, request);
export const meta = pageMeta;

// The hero is prerendered; the catalogue is read from the API in the browser (prerendered as
// "Loading programs...", with its space reserved so nothing below it jumps).
export default function ProgramsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHero title={t("AI Training Programs")} description={loaderData.description} />
      <ProgramCatalogue />
    </>
  );
}
