import { BookOpen, Calendar, CircleCheck, Clock, Crown, MapPin, Star, User, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { Masterclass } from "~/content/listings/masterclasses";
import { formatDate, formatINR } from "~/lib/format";
import { percentFull } from "#contracts/capacity";
import { useT } from "~/i18n/i18n";
import { CardFacts, cardTitleId, ListingCard, Price } from "./card-parts";
import { ListingAction } from "./listing-action";
import { useSeats } from "./live-seats";
import { firstOf, formatSeats } from "./listing-format";

/** A masterclass card shows its first 3 modules and first 2 outcomes (spec section 9). */
export const MASTERCLASS_MODULES_SHOWN = 3;
export const MASTERCLASS_OUTCOMES_SHOWN = 2;

export function MasterclassCard({ masterclass }: { masterclass: Masterclass }) {
  const { t, locale } = useT();
  const titleId = cardTitleId("masterclass", masterclass.id);
  const seats = useSeats(masterclass.id, masterclass.enrolled);
  const modules = firstOf(masterclass.modules, MASTERCLASS_MODULES_SHOWN);
  const outcomes = masterclass.outcomes.slice(0, MASTERCLASS_OUTCOMES_SHOWN);
  const filled = percentFull(seats.taken, masterclass.capacity);
  return (
    <ListingCard
      titleId={titleId}
      title={masterclass.title}
      description={masterclass.description}
      badges={
        <>
          {masterclass.isExclusive && (
            <Badge tone="solid">
              <Crown aria-hidden="true" className="size-3" />
              {t("Exclusive")}
            </Badge>
          )}
          <span className="ml-auto flex items-center gap-1 text-sm text-slate-700">
            <Star aria-hidden="true" className="size-4 fill-yellow-400 text-yellow-500" />
            <span className="font-semibold text-slate-900">
              <span className="sr-only">{t("Rating: ")}</span>
              {masterclass.rating.toFixed(1)}
            </span>
            {t("({count} reviews)", { count: masterclass.reviews })}
          </span>
        </>
      }
      footer={
        <>
          <Price
            note={
              <p className="text-sm">
                <del className="text-slate-600">
                  <span className="sr-only">{t("Original price: ")}</span>
                  {formatINR(masterclass.originalPrice, locale)}
                </del>{" "}
                <span className="font-semibold text-green-800">
                  {t("Save {amount}", { amount: formatINR(masterclass.originalPrice - masterclass.price, locale) })}
                </span>
              </p>
            }
          >
            {formatINR(masterclass.price, locale)}
          </Price>
          <ListingAction
            kind="masterclass"
            itemId={masterclass.id} seats={seats}
            capacity={masterclass.capacity}
            describedBy={titleId}
          />
        </>
      }
    >
      <p className="text-sm">
        <span className="sr-only">{t("Instructor: ")}</span>
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          <User aria-hidden="true" className="size-4 text-brand-600" />
          {masterclass.instructor}
        </span>
        <span className="block pl-6 text-slate-600">{masterclass.instructorTitle}</span>
      </p>
      <CardFacts
        facts={[
          { icon: Clock, label: t("Duration"), value: masterclass.duration },
          { icon: MapPin, label: t("Location"), value: masterclass.location },
          { icon: Calendar, label: t("Start date"), value: t("Starts {date}", { date: formatDate(masterclass.startDate, locale) }) },
          {
            icon: Users,
            label: t("Seats"),
            value: t("{seats} enrolled", { seats: formatSeats(seats.taken, masterclass.capacity, locale) }),
          },
        ]}
      />
      <div>
        <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <BookOpen aria-hidden="true" className="size-3.5" />
          {t("Modules")}
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
          {modules.shown.map((module) => (
            <li key={module}>{module}</li>
          ))}
        </ul>
        {modules.more > 0 && <p className="mt-1 pl-5 text-sm font-medium text-brand-700">{t("+{count} more modules", { count: modules.more })}</p>}
      </div>
      <div>
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("What you will achieve")}</p>
        <ul className="space-y-1.5 text-sm text-slate-700">
          {outcomes.map((outcome) => (
            <li key={outcome} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              {outcome}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <div className="mb-1.5 flex justify-between text-sm">
          <span id={`${titleId}-seats`} className="font-medium text-slate-700">
            {t("Seats filling")}
          </span>
          <span className="font-semibold text-slate-900">{filled}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${titleId}-seats`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={filled}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-brand-600 to-purple-700"
            style={{ width: `${Math.min(filled, 100)}%` }}
          />
        </div>
      </div>
    </ListingCard>
  );
}
