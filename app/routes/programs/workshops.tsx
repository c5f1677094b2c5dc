import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { workshops, type Workshop } from "~/content/listings/workshops";
import { ListingGrid } from "~/features/listings/listing-grid";
import { LiveSeats } from "~/features/listings/live-seats";
import { WorkshopCard } from "~/features/listings/workshop-card";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/workshops";

export const loader = () => pageTexts(paths.workshops);
export const meta = pageMeta;

// Static sample data: returned synchronously, so the cards are in the prerendered HTML.
const loadWorkshops = (): readonly Workshop[] => workshops;

export default function ProgramsWorkshopsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Programs" title="AI Workshops" description={loaderData.description} />
      <Section
        title="Upcoming Workshops"
        description="Two- and three-day workshops with small groups, real datasets and an instructor at your side."
      >
        <LiveSeats kind="workshop" plural="workshops">
          <ListingGrid
            load={loadWorkshops}
            plural="workshops"
            getKey={(workshop) => workshop.id}
            renderItem={(workshop) => <WorkshopCard workshop={workshop} />}
          />
        </LiveSeats>
      </Section>
    </>
  );
}
