import { Calendar, Clock, Flame, MapPin, User, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Workshop, WorkshopFormat } from "~/content/listings/workshops";
import { formatDate } from "~/lib/format";
import { capacityBadge } from "#contracts/capacity";
import { CardFacts, cardTitleId, ListingCard, Price, TopicChips } from "./card-parts";
import { ListingAction } from "./listing-action";
import { useSeats } from "./live-seats";
import { formatPrice, formatSeats } from "./listing-format";
import { levelTone } from "./level-tones";

const formatTone = { "In-Person": "blue", Online: "green", Hybrid: "purple" } as const satisfies Record<
  WorkshopFormat,
  string
>;

export function WorkshopCard({ workshop }: { workshop: Workshop }) {
  const titleId = cardTitleId("workshop", workshop.id);
  const seats = useSeats(workshop.id, workshop.enrolled);
  const badge = capacityBadge("workshop", seats.taken, workshop.capacity);
  return (
    <ListingCard
      titleId={titleId}
      title={workshop.title}
      description={workshop.description}
      badges={
        <>
          <Badge tone={formatTone[workshop.format]}>{workshop.format}</Badge>
          <Badge tone={levelTone[workshop.level]}>{workshop.level}</Badge>
          {badge && (
            <Badge tone="orange">
              <Flame aria-hidden="true" className="size-3" />
              {badge}
            </Badge>
          )}
        </>
      }
      footer={
        <>
          <Price>{formatPrice(workshop.price)}</Price>
          <ListingAction kind="workshop" itemId={workshop.id} seats={seats} capacity={workshop.capacity} describedBy={titleId} />
        </>
      }
    >
      <CardFacts
        facts={[
          { icon: Calendar, label: "Date", value: formatDate(workshop.date) },
          { icon: Clock, label: "Duration", value: workshop.duration },
          { icon: MapPin, label: "Location", value: workshop.location },
          { icon: Users, label: "Seats", value: `${formatSeats(seats.taken, workshop.capacity)} enrolled` },
          { icon: User, label: "Instructor", value: workshop.instructor },
        ]}
      />
      <TopicChips label="Topics" topics={workshop.topics} />
    </ListingCard>
  );
}
