import { NewTeamPage } from "~/features/team/new-team-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/new";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamNew, request);
export const meta = pageMeta;

export default function NewTeamRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <NewTeamPage description={loaderData.description} />
    </QueryProvider>
  );
}
