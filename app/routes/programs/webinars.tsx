import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { webinars, type Webinar } from "~/content/listings/webinars";
import { ListingGrid } from "~/features/listings/listing-grid";
import { LiveSeats } from "~/features/listings/live-seats";
import { WebinarCard } from "~/features/listings/webinar-card";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/webinars";

export const loader = () => pageTexts(paths.webinars);
export const meta = pageMeta;

// Static sample data: returned synchronously, so the cards are in the prerendered HTML.
const loadWebinars = (): readonly Webinar[] => webinars;

export default function ProgramsWebinarsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Programs" title="AI Webinars" description={loaderData.description} />
      <Section
        title="Upcoming Webinars"
        description="Live sessions of one to two hours that you can join from anywhere."
      >
        <LiveSeats kind="webinar" plural="webinars">
          <ListingGrid
            load={loadWebinars}
            plural="webinars"
            getKey={(webinar) => webinar.id}
            renderItem={(webinar) => <WebinarCard webinar={webinar} />}
          />
        </LiveSeats>
      </Section>
    </>
  );
}
