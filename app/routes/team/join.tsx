import { JoinPage } from "~/features/team/join-page";
import { QueryProvider } from "~/lib/query-client";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => pageTexts(paths.teamJoin);
export const meta = pageMeta;

export default function JoinRoute() {
  return (
    <QueryProvider>
      <JoinPage />
    </QueryProvider>
  );
}
