import { CalendarCheck, CalendarDays, Clock, IndianRupee, MapPinned } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FactList } from "~/components/ui/fact-list";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { formatDate, formatINR } from "~/lib/format";
import { paths } from "#contracts/pages";
import type { RegistrationKind } from "#contracts/registration-items";
import type { Registration } from "#contracts/registrations";
import { EmptyState } from "./empty-state";
import { useCancelRegistration, useMyRegistrations } from "./registrations-api";
import { TabLoadError, TabLoading } from "./tab-states";
import { useT } from "~/i18n/i18n";
import type { Locale } from "#contracts/locales";

// The My Registrations tab: the learner's workshops, seminars, events, webinars and masterclasses,
// upcoming ones first with a Cancel button (after a confirmation), past ones listed apart.

const kindLabels: Record<RegistrationKind, { label: string; tone: "blue" | "purple" | "orange" | "green" | "solid"; path: string }> = {
  workshop: { label: "Workshop", tone: "blue", path: paths.workshops },
  seminar: { label: "Seminar", tone: "purple", path: paths.seminars },
  event: { label: "Event", tone: "orange", path: paths.events },
  webinar: { label: "Webinar", tone: "green", path: paths.webinars },
  masterclass: { label: "Masterclass", tone: "solid", path: paths.masterclasses },
};

const dateRange = (r: Registration, locale: Locale) =>
  r.item.start_date === r.item.end_date ? formatDate(r.item.start_date, locale) : `${formatDate(r.item.start_date, locale)} – ${formatDate(r.item.end_date, locale)}`;

export function MyRegistrations({ userId }: { userId: string }) {
  const registrations = useMyRegistrations(userId);
  const { t, href } = useT();

  if (registrations.isPending) return <TabLoading message="Loading registrations..." />;
  if (registrations.isError) return <TabLoadError message="We couldn't load your registrations." onRetry={() => void registrations.refetch()} />;

  const upcoming = registrations.data.filter((r) => !r.past);
  const past = registrations.data.filter((r) => r.past);
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <EmptyState
        icon={CalendarCheck}
        title="No Registrations Yet"
        description="Workshops, seminars, events, webinars and masterclasses you register for appear here, with their dates and places."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to={href(paths.workshops)}>{t("Browse Workshops")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={href(paths.webinars)}>{t("Browse Webinars")}</Link>
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="registrations-upcoming">
        <h3 id="registrations-upcoming" tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none">
          {t("Upcoming")}
        </h3>
        {upcoming.length === 0 ? (
          <p className="text-slate-600">{t("Nothing coming up. Your past registrations are listed below.")}</p>
        ) : (
          <RegistrationCards registrations={upcoming} userId={userId} />
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="registrations-past">
          <h3 id="registrations-past" className="mb-4 text-lg font-semibold text-slate-900">
            {t("Past")}
          </h3>
          <RegistrationCards registrations={past} userId={userId} />
        </section>
      )}
    </div>
  );
}

function RegistrationCards({ registrations, userId }: { registrations: Registration[]; userId: string }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {registrations.map((r) => (
        <li key={r.id} className="flex">
          <RegistrationCard registration={r} userId={userId} />
        </li>
      ))}
    </ul>
  );
}

function RegistrationCard({ registration: r, userId }: { registration: Registration; userId: string }) {
  const { t, locale, href } = useT();
  const kind = kindLabels[r.kind];
  const titleId = `registration-${r.id}-title`;
  return (
    <Card className={`flex w-full flex-col ${r.past ? "bg-slate-50" : ""}`}>
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={kind.tone}>{t(kind.label)}</Badge>
          {r.past && <Badge tone="neutral">{t("Past")}</Badge>}
        </div>
        {/* The item's own title, time and place are facts as written (names; decision 025). */}
        <h4 id={titleId} data-catalogue-content className="text-base leading-snug font-semibold text-slate-900">
          {r.item.title}
        </h4>
        <FactList
          className="grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2"
          gap="gap-1.5"
          align="top"
          facts={[
            { icon: CalendarDays, label: t("Date"), value: dateRange(r, locale) },
            { icon: Clock, label: t("Time"), value: <span data-catalogue-content>{r.item.time}</span> },
            { icon: MapPinned, label: t("Place"), value: <span data-catalogue-content>{r.item.place}</span> },
            { icon: IndianRupee, label: t("Price"), value: r.item.price === 0 ? t("Free") : t("{price} · invoice by e-mail", { price: formatINR(r.item.price, locale) }) },
          ]}
        />
        {!r.past && (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
            {r.item.join_url ? (
              <a href={r.item.join_url} className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {t("Joining link")}
              </a>
            ) : (
              <Link to={href(kind.path)} className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {t("View details")}
              </Link>
            )}
            <CancelRegistration registration={r} userId={userId} titleId={titleId} />
          </div>
        )}
      </article>
    </Card>
  );
}

function CancelRegistration({ registration: r, userId, titleId }: { registration: Registration; userId: string; titleId: string }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelRegistration(userId);
  const trigger = useRef<HTMLButtonElement>(null);
  const done = useRef(false);

  // Focus goes back to the Cancel button, or, once the registration is cancelled (its card is
  // about to go), to the list's heading.
  function restoreFocus(event: Event) {
    event.preventDefault();
    (done.current ? document.getElementById("registrations-upcoming") : trigger.current)?.focus();
  }

  function confirm() {
    cancel.mutate(r.id, {
      onSuccess: () => {
        done.current = true;
        setOpen(false);
        toastSuccess({
          title: t("Registration cancelled"),
          description: t("Your seat for {title} has been released. We've e-mailed you the confirmation.", { title: r.item.title }),
        });
      },
      onError: (error) => {
        console.error("Cancelling the registration failed:", error);
        toastError({ title: t("Cancellation Failed"), description: t("We couldn't cancel your registration. Please try again.") });
      },
    });
  }

  return (
    <>
      <Button ref={trigger} variant="outline" size="sm" aria-describedby={titleId} onClick={() => setOpen(true)}>
        {t("Cancel")}
      </Button>
      <ConfirmDialog
        role="dialog"
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={restoreFocus}
        title={t("Cancel this registration?")}
        description={t("Your seat for {title} on {dates} will be released for someone else. You can register again later if seats are left.", {
          title: r.item.title,
          dates: dateRange(r, locale),
        })}
        cancelLabel={t("Keep Registration")}
        confirmLabel={t("Cancel Registration")}
        busyLabel={t("Cancelling...")}
        busy={cancel.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
