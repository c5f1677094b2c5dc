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

// The My Registrations tab: the learner's workshops, seminars, events, webinars and masterclasses,
// upcoming ones first with a Cancel button (after a confirmation), past ones listed apart.

const kindLabels: Record<RegistrationKind, { label: string; tone: "blue" | "purple" | "orange" | "green" | "solid"; path: string }> = {
  workshop: { label: "Workshop", tone: "blue", path: paths.workshops },
  seminar: { label: "Seminar", tone: "purple", path: paths.seminars },
  event: { label: "Event", tone: "orange", path: paths.events },
  webinar: { label: "Webinar", tone: "green", path: paths.webinars },
  masterclass: { label: "Masterclass", tone: "solid", path: paths.masterclasses },
};

const dateRange = (r: Registration) =>
  r.item.start_date === r.item.end_date ? formatDate(r.item.start_date) : `${formatDate(r.item.start_date)} – ${formatDate(r.item.end_date)}`;

export function MyRegistrations({ userId }: { userId: string }) {
  const registrations = useMyRegistrations(userId);

  if (registrations.isPending) return <TabLoading what="registrations" />;
  if (registrations.isError) return <TabLoadError what="registrations" onRetry={() => void registrations.refetch()} />;

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
              <Link to={paths.workshops}>Browse Workshops</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.webinars}>Browse Webinars</Link>
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
          Upcoming
        </h3>
        {upcoming.length === 0 ? (
          <p className="text-slate-600">Nothing coming up. Your past registrations are listed below.</p>
        ) : (
          <RegistrationCards registrations={upcoming} userId={userId} />
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="registrations-past">
          <h3 id="registrations-past" className="mb-4 text-lg font-semibold text-slate-900">
            Past
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
  const kind = kindLabels[r.kind];
  const titleId = `registration-${r.id}-title`;
  return (
    <Card className={`flex w-full flex-col ${r.past ? "bg-slate-50" : ""}`}>
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={kind.tone}>{kind.label}</Badge>
          {r.past && <Badge tone="neutral">Past</Badge>}
        </div>
        <h4 id={titleId} className="text-base leading-snug font-semibold text-slate-900">
          {r.item.title}
        </h4>
        <FactList
          className="grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2"
          gap="gap-1.5"
          align="top"
          facts={[
            { icon: CalendarDays, label: "Date", value: dateRange(r) },
            { icon: Clock, label: "Time", value: r.item.time },
            { icon: MapPinned, label: "Place", value: r.item.place },
            { icon: IndianRupee, label: "Price", value: r.item.price === 0 ? "Free" : `${formatINR(r.item.price)} · invoice by e-mail` },
          ]}
        />
        {!r.past && (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
            {r.item.join_url ? (
              <a href={r.item.join_url} className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                Joining link
              </a>
            ) : (
              <Link to={kind.path} className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                View details
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
        toastSuccess({ title: "Registration cancelled", description: `Your seat for ${r.item.title} has been released. We've e-mailed you the confirmation.` });
      },
      onError: (error) => {
        console.error("Cancelling the registration failed:", error);
        toastError({ title: "Cancellation Failed", description: "We couldn't cancel your registration. Please try again." });
      },
    });
  }

  return (
    <>
      <Button ref={trigger} variant="outline" size="sm" aria-describedby={titleId} onClick={() => setOpen(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        role="dialog"
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={restoreFocus}
        title="Cancel this registration?"
        description={`Your seat for ${r.item.title} on ${dateRange(r)} will be released for someone else. You can register again later if seats are left.`}
        cancelLabel="Keep Registration"
        confirmLabel="Cancel Registration"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
