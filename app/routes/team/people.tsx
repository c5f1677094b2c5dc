import { TeamShell } from "~/features/team/team-shell";
import { prefetched } from "~/lib/prefetched";
import type { Organisation } from "#contracts/organisations";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/people";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamPeople, request);
export const meta = pageMeta;

// Loaded after the page's first scripts (team-shell.tsx says why).
const PeoplePage = prefetched<{ organisation: Organisation }>(() => import("~/features/team/people-page").then((m) => ({ default: m.PeoplePage })));

export default function PeopleRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TeamShell title="People" description={loaderData.description}>{(organisation) => <PeoplePage key={organisation.id} organisation={organisation} />}</TeamShell>
  );
}
