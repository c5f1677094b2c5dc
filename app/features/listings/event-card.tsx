import { Building2, Calendar, CircleCheck, Globe, MapPin, Users, Zap } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { ProgramEvent } from "~/content/listings/events";
import { capacityBadge } from "#contracts/capacity";
import { useT } from "~/i18n/i18n";
import { CardFacts, cardTitleId, ListingCard, Price } from "./card-parts";
import { ListingAction } from "./listing-action";
import { useSeats } from "./live-seats";
import { formatDateRange, formatPrice, formatSeats } from "./listing-format";

export function EventCard({ event }: { event: ProgramEvent }) {
  const { t, locale } = useT();
  const titleId = cardTitleId("event", event.id);
  const seats = useSeats(event.id, event.registered);
  const badge = capacityBadge("event", seats.taken, event.capacity);
  return (
    <ListingCard
      titleId={titleId}
      title={event.title}
      description={event.description}
      badges={
        <>
          <Badge tone="brand">{t(event.type)}</Badge>
          {event.isVirtual && (
            <Badge tone="blue">
              <Globe aria-hidden="true" className="size-3" />
              {t("Virtual")}
            </Badge>
          )}
          {badge && (
            <Badge tone="red">
              <Zap aria-hidden="true" className="size-3" />
              {t(badge)}
            </Badge>
          )}
        </>
      }
      footer={
        <>
          <Price>{formatPrice(event.price, locale, t("Free"))}</Price>
          <ListingAction kind="event" itemId={event.id} seats={seats} capacity={event.capacity} describedBy={titleId} />
        </>
      }
    >
      <CardFacts
        facts={[
          { icon: Calendar, label: t("Dates"), value: formatDateRange(event.startDate, event.endDate, locale) },
          { icon: MapPin, label: t("Location"), value: event.location },
          { icon: Building2, label: t("Venue"), value: event.venue },
          { icon: Users, label: t("Seats"), value: t("{seats} registered", { seats: formatSeats(seats.taken, event.capacity, locale) }) },
        ]}
      />
      <div>
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("Highlights")}</p>
        <ul className="space-y-1.5 text-sm text-slate-700">
          {event.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              {highlight}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{t("Partners: ")}</span>
        {event.partners.join(", ")}
      </p>
    </ListingCard>
  );
}
