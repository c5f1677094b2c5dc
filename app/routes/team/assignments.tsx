import { AssignmentsPage } from "~/features/team/assignments-page";
import { TeamShell } from "~/features/team/team-shell";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/assignments";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamAssignments, request);
export const meta = pageMeta;

export default function AssignmentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <TeamShell title="Assignments" description={loaderData.description}>{(organisation) => <AssignmentsPage key={organisation.id} organisation={organisation} />}</TeamShell>
    </QueryProvider>
  );
}
