import { PageLoading } from "~/components/layout/page-loading";
import { useT } from "~/i18n/i18n";
import { prefetched } from "~/lib/prefetched";
import { AfterHydration } from "~/lib/hydration";
import { paths } from "#contracts/pages";
import { sourcePath } from "#contracts/locales";
import { callEarly } from "~/lib/api-client";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/join";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.teamJoin, request);
export const meta = pageMeta;

// The invitation is the link's token (?token=…), which the prerendered page cannot know: it is the
// loading state until the page has hydrated, never "this link does not work", and the page's code
// (its form, its queries) is not among the first scripts (lib/prefetched.ts).
const JoinPage = prefetched(() => import("~/features/team/join-page"));
// The invitation itself is asked for now too, beside that code rather than a round trip after it
// (the throttled phone's largest paint of an invitation came 120 ms sooner, median of 7). Only on the
// page's own address: the module may also load during a navigation from another page, whose query's
// token is not an invitation's.
if (typeof window !== "undefined" && sourcePath(window.location.pathname) === paths.teamJoin) {
  const token = new URLSearchParams(window.location.search).get("token");
  if (token) callEarly("GET /invitations/{token}", { params: { token } });
}

export default function JoinRoute() {
  const { t } = useT();
  return (
    <AfterHydration fallback={<PageLoading title={t("Join your team")} />}>
      <JoinPage />
    </AfterHydration>
  );
}
