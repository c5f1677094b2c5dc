import { PersonPage } from "~/features/team/person-page";
import { TeamShell } from "~/features/team/team-shell";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/person";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamPerson, request);
export const meta = pageMeta;

export default function TeamPersonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <TeamShell title="Person" description={loaderData.description}>{(organisation) => <PersonPage key={organisation.id} organisation={organisation} />}</TeamShell>
    </QueryProvider>
  );
}
