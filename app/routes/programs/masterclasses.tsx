import { masterclasses } from "~/content/listings/masterclasses";
import { MasterclassCard } from "~/features/listings/masterclass-card";
import { ListingPage } from "~/features/listings/listing-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/masterclasses";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.masterclasses, request);
export const meta = pageMeta;

export default function ProgramsMasterclassesPage({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      kind="masterclass"
      title="AI Masterclasses"
      description={loaderData.description}
      section={{ title: "Open for Applications", description: "Eight- to ten-week cohorts with renowned instructors, capped at fifty seats." }}
      items={masterclasses}
      renderItem={(masterclass) => <MasterclassCard masterclass={masterclass} />}
    />
  );
}
