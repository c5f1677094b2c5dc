import { Check } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { knownSession } from "~/features/auth/session";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { translated } from "~/features/toast/translated";
import { ApiError } from "~/lib/api-client";
import { useT } from "~/i18n/i18n";
import { paths } from "#contracts/pages";
import { isFull } from "#contracts/capacity";
import { registrationMessages } from "#contracts/registration-items";
import { listingKinds, type ListingKind } from "./listing-kinds";
import { useSignedIn, useUpdateSeats, type Seats } from "./live-seats";
import { register } from "./registrations-api";

interface ListingActionProps {
  kind: ListingKind;
  itemId: string;
  seats: Seats;
  capacity: number;
  /** id of the card's title, so each button is described by the program it acts on. */
  describedBy: string;
  className?: string;
}

/**
 * Enroll Now / Register Now / Register / Apply Now: registers the visitor (registrations-api.ts). Signed out, the visitor goes to /auth (spec);
 * otherwise the spec's success or failure toast, "You're already registered" for a second click,
 * and "This session is full" when the last seat went to someone else first. The button then says
 * Registered, or the spec's Full / Sold Out / Waitlist.
 */
export function ListingAction({ kind, itemId, seats, capacity, describedBy, className }: ListingActionProps) {
  const texts = listingKinds[kind];
  const { t, href } = useT();
  const navigate = useNavigate();
  const updateSeats = useUpdateSeats();
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);
  const full = isFull(seats.taken, capacity);

  const alreadyRegistered = () =>
    toastSuccess({ title: t(registrationMessages.alreadyRegistered), description: t("You'll find it under My Registrations on your dashboard.") });

  async function onClick() {
    // The page knows (from the server) that this visitor holds a seat: no second request.
    if (seats.registered) return alreadyRegistered();
    setBusy(true);
    try {
      // Signed out goes to /auth (spec), known from the live numbers or, before they came, the
      // page's own current-user lookup (a tap made while the page loads must not ask again); a
      // session that ended meanwhile gets the server's 401 below.
      if (!(signedIn ?? (await knownSession()).status === "signed-in")) {
        await navigate(href(paths.auth));
        return;
      }
      const { item } = await register(kind, itemId);
      updateSeats(itemId, { taken: item.taken, registered: true });
      toastSuccess(translated(texts.success, t));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (error instanceof ApiError && error.status === 401) {
        await navigate(href(paths.auth));
        return;
      }
      if (code === "already_registered") {
        updateSeats(itemId, { ...seats, registered: true });
        alreadyRegistered();
        return;
      }
      if (code === "session_full") {
        updateSeats(itemId, { taken: Math.max(seats.taken, capacity), registered: false });
        toastError({ title: t(registrationMessages.full), description: t("Someone took the last seat just before you.") });
        return;
      }
      console.error(`${texts.action} failed:`, error);
      toastError(translated(texts.failure, t));
    } finally {
      setBusy(false);
    }
  }

  if (seats.registered) {
    return (
      <Button variant="outline" className={className} disabled={busy} aria-busy={busy || undefined} aria-describedby={describedBy} onClick={onClick}>
        <Check aria-hidden="true" />
        {t("Registered")}
      </Button>
    );
  }

  return (
    <Button
      variant={full ? "outline" : "gradient"}
      className={className}
      disabled={full || busy}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {t(full ? texts.fullLabel : texts.action)}
    </Button>
  );
}
