import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { getCurrentUser } from "~/features/auth/current-user";
import { toastError, toastSuccess } from "~/features/toast/toast";
import { paths } from "#contracts/pages";
import { isFull } from "#contracts/capacity";
import { listingKinds, type ListingKind } from "./listing-kinds";

interface ListingActionProps {
  kind: ListingKind;
  taken: number;
  capacity: number;
  /** id of the card's title, so each button is described by the program it acts on. */
  describedBy: string;
  className?: string;
}

/**
 * Enroll Now / Register Now / Register / Apply Now. Per the spec (sections 6 and 7) it only looks up
 * the current user: signed out goes to /auth, signed in gets the success toast. Nothing is sent.
 */
export function ListingAction({ kind, taken, capacity, describedBy, className }: ListingActionProps) {
  const texts = listingKinds[kind];
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const full = isFull(taken, capacity);

  async function onClick() {
    setChecking(true);
    try {
      const user = await getCurrentUser();
      if (!user) {
        await navigate(paths.auth);
        return;
      }
      toastSuccess(texts.success);
    } catch (error) {
      console.error(`${texts.action} failed:`, error);
      toastError(texts.failure);
    } finally {
      setChecking(false);
    }
  }

  return (
    <Button
      variant={full ? "outline" : "gradient"}
      className={className}
      disabled={full || checking}
      aria-busy={checking || undefined}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {full ? texts.fullLabel : texts.action}
    </Button>
  );
}
