import type { ReactNode } from "react";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { useT } from "~/i18n/i18n";
import { inLocale } from "#contracts/translated";
import { ListingGrid } from "./listing-grid";
import type { ListingKind } from "./listing-kinds";
import { LiveSeats } from "./live-seats";

interface ListingPageProps<T extends { id: string; translations?: object }> {
  kind: ListingKind;
  /** The hero's heading and text (the page table's description, from the route's loader). */
  title: string;
  description: string;
  /** The list's heading and intro (English message ids). */
  section: { title: string; description: string };
  /** Static sample data: given at once, so the cards are in the prerendered HTML. */
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}

/**
 * A listing page (workshops, seminars, events, webinars, masterclasses): the hero, then the cards
 * with their live seat counts. The items are shown in the page's language (their written fields,
 * each missing one in English), the page's own words through t().
 */
export function ListingPage<T extends { id: string; translations?: object }>({ kind, title, description, section, items, renderItem }: ListingPageProps<T>) {
  const { t, locale } = useT();
  return (
    <>
      <PageHero eyebrow={t("Programs")} title={t(title)} description={description} />
      <Section title={t(section.title)} description={t(section.description)}>
        <LiveSeats kind={kind}>
          <ListingGrid load={() => items.map((item) => inLocale(item, locale))} kind={kind} getKey={(item) => item.id} renderItem={renderItem} />
        </LiveSeats>
      </Section>
    </>
  );
}
