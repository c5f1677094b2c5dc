import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { seminars, type Seminar } from "~/content/listings/seminars";
import { ListingGrid } from "~/features/listings/listing-grid";
import { SeminarCard } from "~/features/listings/seminar-card";
import { pageMeta } from "~/lib/seo";
import { sitePage } from "~/lib/site-pages";

export const meta = () => pageMeta("/programs/seminars");

// Static sample data: returned synchronously, so the cards are in the prerendered HTML.
const loadSeminars = (): readonly Seminar[] => seminars;

export default function ProgramsSeminarsPage() {
  return (
    <>
      <PageHero eyebrow="Programs" title="AI Seminars" description={sitePage("/programs/seminars").description} />
      <Section
        title="Upcoming Seminars"
        description="Hear from the people building and governing AI in India, and bring your questions."
      >
        <ListingGrid
          load={loadSeminars}
          plural="seminars"
          getKey={(seminar) => seminar.id}
          renderItem={(seminar) => <SeminarCard seminar={seminar} />}
        />
      </Section>
    </>
  );
}
