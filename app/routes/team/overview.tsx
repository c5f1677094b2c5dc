import { TeamShell } from "~/features/team/team-shell";
import { prefetched } from "~/lib/prefetched";
import type { Organisation } from "#contracts/organisations";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/overview";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.team, request);
export const meta = pageMeta;

// Loaded after the page's first scripts (team-shell.tsx says why).
const OverviewPage = prefetched<{ organisation: Organisation }>(() => import("~/features/team/overview-page").then((m) => ({ default: m.OverviewPage })));

export default function TeamOverviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TeamShell title="Overview" description={loaderData.description}>{(organisation) => <OverviewPage key={organisation.id} organisation={organisation} />}</TeamShell>
  );
}
