import { PageHero } from "~/components/layout/page-hero";
import { ProgramCatalogue } from "~/features/catalogue/program-catalogue";
import { QueryProvider } from "~/lib/query-client";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs");

// The hero is prerendered; the catalogue is read from the API in the browser (prerendered as
// "Loading programs...", with its space reserved so nothing below it jumps).
export default function ProgramsPage() {
  return (
    <>
      <PageHero title="AI Training Programs" description={sitePage("/programs").description} />
      <QueryProvider>
        <ProgramCatalogue />
      </QueryProvider>
    </>
  );
}
