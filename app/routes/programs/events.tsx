import { events } from "~/content/listings/events";
import { EventCard } from "~/features/listings/event-card";
import { ListingPage } from "~/features/listings/listing-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.events, request);
export const meta = pageMeta;

export default function ProgramsEventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      kind="event"
      title="AI Events and Conferences"
      description={loaderData.description}
      section={{ title: "Upcoming Events", description: "Meet practitioners, see what works in production and build with peers." }}
      items={events}
      renderItem={(event) => <EventCard event={event} />}
    />
  );
}
