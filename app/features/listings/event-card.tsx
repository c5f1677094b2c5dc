import { Building2, Calendar, CircleCheck, Globe, MapPin, Users, Zap } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { ProgramEvent } from "~/content/listings/events";
import { capacityBadge } from "#contracts/capacity";
import { CardFacts, cardTitleId, ListingCard, Price } from "./card-parts";
import { ListingAction } from "./listing-action";
import { useSeats } from "./live-seats";
import { formatDateRange, formatPrice, formatSeats } from "./listing-format";

export function EventCard({ event }: { event: ProgramEvent }) {
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
          <Badge tone="brand">{event.type}</Badge>
          {event.isVirtual && (
            <Badge tone="blue">
              <Globe aria-hidden="true" className="size-3" />
              Virtual
            </Badge>
          )}
          {badge && (
            <Badge tone="red">
              <Zap aria-hidden="true" className="size-3" />
              {badge}
            </Badge>
          )}
        </>
      }
      footer={
        <>
          <Price>{formatPrice(event.price)}</Price>
          <ListingAction kind="event" itemId={event.id} seats={seats} capacity={event.capacity} describedBy={titleId} />
        </>
      }
    >
      <CardFacts
        facts={[
          { icon: Calendar, label: "Dates", value: formatDateRange(event.startDate, event.endDate) },
          { icon: MapPin, label: "Location", value: event.location },
          { icon: Building2, label: "Venue", value: event.venue },
          { icon: Users, label: "Seats", value: `${formatSeats(seats.taken, event.capacity)} registered` },
        ]}
      />
      <div>
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Highlights</p>
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
        <span className="font-semibold text-slate-900">Partners: </span>
        {event.partners.join(", ")}
      </p>
    </ListingCard>
  );
}
