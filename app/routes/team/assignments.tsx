import { TeamShell } from "~/features/team/team-shell";
import { prefetched } from "~/lib/prefetched";
import type { Organisation } from "#contracts/organisations";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/assignments";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamAssignments, request);
export const meta = pageMeta;

// Loaded after the page's first scripts (team-shell.tsx says why).
const AssignmentsPage = prefetched<{ organisation: Organisation }>(() => import("~/features/team/assignments-page").then((m) => ({ default: m.AssignmentsPage })));

export default function AssignmentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TeamShell title="Assignments" description={loaderData.description}>{(organisation) => <AssignmentsPage key={organisation.id} organisation={organisation} />}</TeamShell>
  );
}
