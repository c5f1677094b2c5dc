import { Calendar, CircleCheck, Clock, Timer, Users, Video } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Webinar } from "~/content/listings/webinars";
import { formatDate } from "~/lib/format";
import { useT } from "~/i18n/i18n";
import { CardFacts, cardTitleId, ListingCard, Price, TopicChips } from "./card-parts";
import { ListingAction } from "./listing-action";
import { useSeats } from "./live-seats";
import { firstOf, formatPrice, formatSeats } from "./listing-format";
import { levelTone } from "./level-tones";

/** A webinar card shows its first 3 topics and a '+N more' count (spec section 9). */
export const WEBINAR_TOPICS_SHOWN = 3;

export function WebinarCard({ webinar }: { webinar: Webinar }) {
  const { t, locale } = useT();
  const titleId = cardTitleId("webinar", webinar.id);
  const seats = useSeats(webinar.id, webinar.registered);
  const topics = firstOf(webinar.topics, WEBINAR_TOPICS_SHOWN);
  const flags = [
    webinar.recording && "Recording",
    webinar.materials && "Materials",
    webinar.certificate && "Certificate",
  ].filter((flag): flag is string => Boolean(flag));
  return (
    <ListingCard
      titleId={titleId}
      title={webinar.title}
      description={webinar.description}
      badges={
        <>
          <Badge tone={levelTone[webinar.level]}>{t(webinar.level)}</Badge>
          {webinar.price === 0 && <Badge tone="green">{t("Free")}</Badge>}
        </>
      }
      footer={
        <>
          <Price>{formatPrice(webinar.price, locale, t("Free"))}</Price>
          <ListingAction kind="webinar" itemId={webinar.id} seats={seats} capacity={webinar.capacity} describedBy={titleId} />
        </>
      }
    >
      <p className="text-sm">
        <span className="sr-only">{t("Speaker: ")}</span>
        <span className="block font-semibold text-slate-900">{webinar.speaker}</span>
        <span className="block text-slate-600">{webinar.speakerTitle}</span>
      </p>
      <CardFacts
        facts={[
          { icon: Calendar, label: t("Date"), value: formatDate(webinar.date, locale) },
          { icon: Clock, label: t("Time"), value: webinar.time },
          { icon: Timer, label: t("Duration"), value: webinar.duration },
          { icon: Users, label: t("Seats"), value: t("{seats} registered", { seats: formatSeats(seats.taken, webinar.capacity, locale) }) },
        ]}
      />
      <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
        <Video aria-hidden="true" className="size-4" />
        {t("Online Event")}
      </p>
      {flags.length > 0 && (
        <ul aria-label={t("Included")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {flags.map((flag) => (
            <li key={flag} className="flex items-center gap-1.5">
              <CircleCheck aria-hidden="true" className="size-4 text-green-700" />
              {t(flag)}
            </li>
          ))}
        </ul>
      )}
      <TopicChips label={t("Topics")} topics={topics.shown} more={topics.more} />
    </ListingCard>
  );
}
