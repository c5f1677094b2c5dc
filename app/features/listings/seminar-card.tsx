import { Calendar, Clock, MapPin, Mic, Timer, TrendingUp, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Seminar } from "~/content/listings/seminars";
import { formatDate } from "~/lib/format";
import { capacityBadge } from "#contracts/capacity";
import { CardFacts, cardTitleId, ListingCard, Price, TopicChips } from "./card-parts";
import { ListingAction } from "./listing-action";
import { useSeats } from "./live-seats";
import { formatPrice, formatSeats } from "./listing-format";

export function SeminarCard({ seminar }: { seminar: Seminar }) {
  const titleId = cardTitleId("seminar", seminar.id);
  const seats = useSeats(seminar.id, seminar.registered);
  const badge = capacityBadge("seminar", seats.taken, seminar.capacity);
  return (
    <ListingCard
      titleId={titleId}
      title={seminar.title}
      description={seminar.description}
      badges={
        <>
          <Badge tone="purple">{seminar.type}</Badge>
          {badge && (
            <Badge tone="orange">
              <TrendingUp aria-hidden="true" className="size-3" />
              {badge}
            </Badge>
          )}
        </>
      }
      footer={
        <>
          <Price>{formatPrice(seminar.price)}</Price>
          <ListingAction kind="seminar" itemId={seminar.id} seats={seats} capacity={seminar.capacity} describedBy={titleId} />
        </>
      }
    >
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
        <Mic aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p className="text-sm">
          <span className="sr-only">Speaker: </span>
          <span className="block font-semibold text-slate-900">{seminar.speaker}</span>
          <span className="block text-slate-600">{seminar.speakerTitle}</span>
        </p>
      </div>
      <CardFacts
        facts={[
          { icon: Calendar, label: "Date", value: formatDate(seminar.date) },
          { icon: Clock, label: "Time", value: seminar.time },
          { icon: Timer, label: "Duration", value: seminar.duration },
          { icon: MapPin, label: "Location", value: seminar.location },
          { icon: Users, label: "Seats", value: `${formatSeats(seats.taken, seminar.capacity)} registered` },
        ]}
      />
      <TopicChips label="Topics" topics={seminar.topics} />
    </ListingCard>
  );
}
