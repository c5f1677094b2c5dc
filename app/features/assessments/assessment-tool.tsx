import type { AssessmentTool as Tool } from "#contracts/assessment-scoring";
import { HydratesLater } from "~/lib/hydration";
import { prefetched } from "~/lib/prefetched";

// The page of either self-assessment, as its route shows it. The questions are in the prerendered
// page, and their code (the form, TanStack Query: assessment-page.tsx) is not needed to hydrate the
// rest of it: it loads beside the page's first scripts, and React leaves the questions as the HTML
// drew them until it has run, so the header and its menus answer sooner (a tap at first paint on a
// slow phone: 1,513 → 1,176 ms, decision 007). What is done in the questions meanwhile waits for
// them (HydratesLater).

const AssessmentPage = prefetched(() => import("./assessment-page"));

export function AssessmentTool({ tool }: { tool: Tool }) {
  return (
    <HydratesLater>
      <AssessmentPage tool={tool} />
    </HydratesLater>
  );
}
