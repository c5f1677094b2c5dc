import { workshops } from "~/content/listings/workshops";
import { WorkshopCard } from "~/features/listings/workshop-card";
import { ListingPage } from "~/features/listings/listing-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/workshops";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.workshops, request);
export const meta = pageMeta;

export default function ProgramsWorkshopsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      kind="workshop"
      title="AI Workshops"
      description={loaderData.description}
      section={{ title: "Upcoming Workshops", description: "Two- and three-day workshops with small groups, real datasets and an instructor at your side." }}
      items={workshops}
      renderItem={(workshop) => <WorkshopCard workshop={workshop} />}
    />
  );
}
