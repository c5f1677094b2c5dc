import { TeamShell } from "~/features/team/team-shell";
import { prefetched } from "~/lib/prefetched";
import type { Organisation } from "#contracts/organisations";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/person";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamPerson, request);
export const meta = pageMeta;

// Loaded after the page's first scripts (team-shell.tsx says why).
const PersonPage = prefetched<{ organisation: Organisation }>(() => import("~/features/team/person-page").then((m) => ({ default: m.PersonPage })));

export default function TeamPersonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TeamShell title="Person" description={loaderData.description}>{(organisation) => <PersonPage key={organisation.id} organisation={organisation} />}</TeamShell>
  );
}
