import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { seminars, type Seminar } from "~/content/listings/seminars";
import { ListingGrid } from "~/features/listings/listing-grid";
import { LiveSeats } from "~/features/listings/live-seats";
import { SeminarCard } from "~/features/listings/seminar-card";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/seminars";

export const loader = () => pageTexts(paths.seminars);
export const meta = pageMeta;

// Static sample data: returned synchronously, so the cards are in the prerendered HTML.
const loadSeminars = (): readonly Seminar[] => seminars;

export default function ProgramsSeminarsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Programs" title="AI Seminars" description={loaderData.description} />
      <Section
        title="Upcoming Seminars"
        description="Hear from the people building and governing AI in India, and bring your questions."
      >
        <LiveSeats kind="seminar" plural="seminars">
          <ListingGrid
            load={loadSeminars}
            plural="seminars"
            getKey={(seminar) => seminar.id}
            renderItem={(seminar) => <SeminarCard seminar={seminar} />}
          />
        </LiveSeats>
      </Section>
    </>
  );
}
