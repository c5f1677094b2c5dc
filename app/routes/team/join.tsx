import { JoinPage } from "~/features/team/join-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/join";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamJoin, request);
export const meta = pageMeta;

export default function JoinRoute() {
  return (
    <QueryProvider>
      <JoinPage />
    </QueryProvider>
  );
}
