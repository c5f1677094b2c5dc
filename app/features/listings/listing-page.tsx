import type { ReactNode } from "react";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { ListingGrid } from "./listing-grid";
import { listingKinds, type ListingKind } from "./listing-kinds";
import { LiveSeats } from "./live-seats";

interface ListingPageProps<T extends { id: string }> {
  kind: ListingKind;
  /** The hero's heading and text (the page table's description, from the route's loader). */
  title: string;
  description: string;
  /** The list's heading and intro. */
  section: { title: string; description: string };
  /** Static sample data: given at once, so the cards are in the prerendered HTML. */
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}

/** A listing page (workshops, seminars, events, webinars, masterclasses): the hero, then the cards with their live seat counts. */
export function ListingPage<T extends { id: string }>({ kind, title, description, section, items, renderItem }: ListingPageProps<T>) {
  const { plural } = listingKinds[kind];
  return (
    <>
      <PageHero eyebrow="Programs" title={title} description={description} />
      <Section title={section.title} description={section.description}>
        <LiveSeats kind={kind} plural={plural}>
          <ListingGrid load={() => items} plural={plural} getKey={(item) => item.id} renderItem={renderItem} />
        </LiveSeats>
      </Section>
    </>
  );
}
