import type { MetaDescriptor } from "react-router";
import { VerifyPage } from "~/features/certificates/verify-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/verify";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.certificateVerify, request);

// Not in the sitemap, and not indexed when a search engine follows a shared link: a verified
// certificate shows its holder's name.
export const meta = (args: Parameters<typeof pageMeta>[0]): MetaDescriptor[] => [...pageMeta(args), { name: "robots", content: "noindex" }];

export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  return <VerifyPage description={loaderData.description} />;
}
