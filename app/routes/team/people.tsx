import { PeoplePage } from "~/features/team/people-page";
import { TeamShell } from "~/features/team/team-shell";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/people";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamPeople, request);
export const meta = pageMeta;

export default function PeopleRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <TeamShell title="People" description={loaderData.description}>{(organisation) => <PeoplePage key={organisation.id} organisation={organisation} />}</TeamShell>
    </QueryProvider>
  );
}
