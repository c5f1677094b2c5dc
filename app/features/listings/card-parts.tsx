import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { type Fact, FactList } from "~/components/ui/fact-list";
import { useT } from "~/i18n/i18n";

/** A card's heading id, for aria-labelledby on the card and aria-describedby on its button. */
export const cardTitleId = (kind: string, id: string) => `${kind}-${id}-title`;

interface ListingCardProps {
  titleId: string;
  badges: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  /** The price row and action button, kept at the bottom of the card. */
  footer: ReactNode;
}

/** The frame shared by every listing card: badges, h3 title, description, details, footer. */
export function ListingCard({ titleId, badges, title, description, children, footer }: ListingCardProps) {
  return (
    <Card className="flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center gap-2">{badges}</div>
        <div>
          <h3 id={titleId} className="text-xl font-semibold text-slate-900">
            {title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
        </div>
        <div className="flex flex-1 flex-col gap-4">{children}</div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">{footer}</div>
      </article>
    </Card>
  );
}

/** A listing card's detail rows, two columns from sm up. */
export function CardFacts({ facts }: { facts: Fact[] }) {
  return <FactList facts={facts} className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2" align="top" />;
}

/** Topic chips, with an optional '+N more' count after them. */
export function TopicChips({ label, topics, more = 0 }: { label: string; topics: readonly string[]; more?: number }) {
  const { t } = useT();
  return (
    <div>
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {topics.map((topic) => (
          <li key={topic} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-800">
            {topic}
          </li>
        ))}
        {more > 0 && <li className="px-1 py-1 text-xs font-medium text-slate-600">{t("+{count} more", { count: more })}</li>}
      </ul>
    </div>
  );
}

/** The price in the card footer. */
export function Price({ children, note }: { children: ReactNode; note?: ReactNode }) {
  return (
    <div>
      <p className="text-2xl font-bold text-slate-900">{children}</p>
      {note}
    </div>
  );
}
