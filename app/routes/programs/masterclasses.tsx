import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { masterclasses, type Masterclass } from "~/content/listings/masterclasses";
import { ListingGrid } from "~/features/listings/listing-grid";
import { LiveSeats } from "~/features/listings/live-seats";
import { MasterclassCard } from "~/features/listings/masterclass-card";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/masterclasses";

export const loader = () => pageTexts(paths.masterclasses);
export const meta = pageMeta;

// Static sample data: returned synchronously, so the cards are in the prerendered HTML.
const loadMasterclasses = (): readonly Masterclass[] => masterclasses;

export default function ProgramsMasterclassesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Programs"
        title="AI Masterclasses"
        description={loaderData.description}
      />
      <Section
        title="Open for Applications"
        description="Eight- to ten-week cohorts with renowned instructors, capped at fifty seats."
      >
        <LiveSeats kind="masterclass" plural="masterclasses">
          <ListingGrid
            load={loadMasterclasses}
            plural="masterclasses"
            getKey={(masterclass) => masterclass.id}
            renderItem={(masterclass) => <MasterclassCard masterclass={masterclass} />}
          />
        </LiveSeats>
      </Section>
    </>
  );
}
