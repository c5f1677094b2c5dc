import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { events, type ProgramEvent } from "~/content/listings/events";
import { EventCard } from "~/features/listings/event-card";
import { ListingGrid } from "~/features/listings/listing-grid";
import { LiveSeats } from "~/features/listings/live-seats";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

export const loader = () => pageTexts(paths.events);
export const meta = pageMeta;

// Static sample data: returned synchronously, so the cards are in the prerendered HTML.
const loadEvents = (): readonly ProgramEvent[] => events;

export default function ProgramsEventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Programs"
        title="AI Events and Conferences"
        description={loaderData.description}
      />
      <Section
        title="Upcoming Events"
        description="Meet practitioners, see what works in production and build with peers."
      >
        <LiveSeats kind="event" plural="events">
          <ListingGrid
            load={loadEvents}
            plural="events"
            getKey={(event) => event.id}
            renderItem={(event) => <EventCard event={event} />}
          />
        </LiveSeats>
      </Section>
    </>
  );
}
