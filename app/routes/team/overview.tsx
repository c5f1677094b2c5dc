import { OverviewPage } from "~/features/team/overview-page";
import { TeamShell } from "~/features/team/team-shell";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/overview";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.team, request);
export const meta = pageMeta;

export default function TeamOverviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <TeamShell title="Overview" description={loaderData.description}>{(organisation) => <OverviewPage key={organisation.id} organisation={organisation} />}</TeamShell>
    </QueryProvider>
  );
}
