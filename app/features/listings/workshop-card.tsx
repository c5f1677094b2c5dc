import { Calendar, Clock, Flame, MapPin, User, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Workshop, WorkshopFormat } from "~/content/listings/workshops";
import { formatDate } from "~/lib/format";
import { useT } from "~/i18n/i18n";
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
  const { t, locale } = useT();
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
          <Badge tone={formatTone[workshop.format]}>{t(workshop.format)}</Badge>
          <Badge tone={levelTone[workshop.level]}>{t(workshop.level)}</Badge>
          {badge && (
            <Badge tone="orange">
              <Flame aria-hidden="true" className="size-3" />
              {t(badge)}
            </Badge>
          )}
        </>
      }
      footer={
        <>
          <Price>{formatPrice(workshop.price, locale, t("Free"))}</Price>
          <ListingAction kind="workshop" itemId={workshop.id} seats={seats} capacity={workshop.capacity} describedBy={titleId} />
        </>
      }
    >
      <CardFacts
        facts={[
          { icon: Calendar, label: t("Date"), value: formatDate(workshop.date, locale) },
          { icon: Clock, label: t("Duration"), value: workshop.duration },
          { icon: MapPin, label: t("Location"), value: workshop.location },
          { icon: Users, label: t("Seats"), value: t("{seats} enrolled", { seats: formatSeats(seats.taken, workshop.capacity, locale) }) },
          { icon: User, label: t("Instructor"), value: workshop.instructor },
        ]}
      />
      <TopicChips label={t("Topics")} topics={workshop.topics} />
    </ListingCard>
  );
}
