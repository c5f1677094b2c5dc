import { Calendar, Clock, MapPin, Mic, Timer, TrendingUp, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Seminar } from "~/content/listings/seminars";
import { formatDate } from "~/lib/format";
import { useT } from "~/i18n/i18n";
import { capacityBadge } from "#contracts/capacity";
import { CardFacts, cardTitleId, ListingCard, Price, TopicChips } from "./card-parts";
import { ListingAction } from "./listing-action";
import { useSeats } from "./live-seats";
import { formatPrice, formatSeats } from "./listing-format";

export function SeminarCard({ seminar }: { seminar: Seminar }) {
  const { t, locale } = useT();
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
          <Badge tone="purple">{t(seminar.type)}</Badge>
          {badge && (
            <Badge tone="orange">
              <TrendingUp aria-hidden="true" className="size-3" />
              {t(badge)}
            </Badge>
          )}
        </>
      }
      footer={
        <>
          <Price>{formatPrice(seminar.price, locale, t("Free"))}</Price>
          <ListingAction kind="seminar" itemId={seminar.id} seats={seats} capacity={seminar.capacity} describedBy={titleId} />
        </>
      }
    >
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
        <Mic aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p className="text-sm">
          <span className="sr-only">{t("Speaker: ")}</span>
          <span className="block font-semibold text-slate-900">{seminar.speaker}</span>
          <span className="block text-slate-600">{seminar.speakerTitle}</span>
        </p>
      </div>
      <CardFacts
        facts={[
          { icon: Calendar, label: t("Date"), value: formatDate(seminar.date, locale) },
          { icon: Clock, label: t("Time"), value: seminar.time },
          { icon: Timer, label: t("Duration"), value: seminar.duration },
          { icon: MapPin, label: t("Location"), value: seminar.location },
          { icon: Users, label: t("Seats"), value: t("{seats} registered", { seats: formatSeats(seats.taken, seminar.capacity, locale) }) },
        ]}
      />
      <TopicChips label={t("Topics")} topics={seminar.topics} />
    </ListingCard>
  );
}
