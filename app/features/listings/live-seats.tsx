import { LoaderCircle, RefreshCw } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { toastError } from "~/features/toast/toast";
import { apiFetch } from "~/lib/api-client";
import type { RegistrationKind } from "#contracts/registration-items";
import type { LiveItem, RegistrationItemsResponse } from "#contracts/registrations";
import { loadFailedToast } from "./listing-kinds";

// The live seat numbers of a prerendered listing page. The HTML carries the sample figures; once
// the page runs, one request (GET /api/v1/registrations/items?kind=…) brings the current counts
// and which items the visitor holds, and every card re-renders from them. A registration or a
// "full" answer updates its card at once. Types only from the contracts: no zod on these pages.

export interface Seats {
  /** Seats taken: the sample figure until the live one arrives. */
  taken: number;
  /** The visitor holds a registration. */
  registered: boolean;
}

type Status = "loading" | "ready" | "failed";

interface LiveSeatsValue {
  status: Status;
  /** From the live numbers' answer; undefined until it arrives. */
  signedIn?: boolean;
  byId: Record<string, Seats>;
  update: (id: string, seats: Seats) => void;
}

const noLiveSeats: LiveSeatsValue = { status: "ready", byId: {}, update: () => {} };
const LiveSeatsContext = createContext<LiveSeatsValue>(noLiveSeats);

const seatsOf = (items: LiveItem[]): Record<string, Seats> =>
  Object.fromEntries(items.map((item) => [item.id, { taken: item.taken, registered: item.registered }]));

interface LiveSeatsProps {
  kind: RegistrationKind;
  /** "workshops", "seminars"…: the noun of the load-failure toast. */
  plural: string;
  children: ReactNode;
}

/** Fetches the live numbers for the cards inside it, and says so while it does or when it failed. */
export function LiveSeats({ kind, plural, children }: LiveSeatsProps) {
  const [status, setStatus] = useState<Status>("loading");
  const [byId, setById] = useState<Record<string, Seats>>({});
  const [attempt, setAttempt] = useState(0);
  const [signedIn, setSignedIn] = useState<boolean>();

  useEffect(() => {
    let current = true;
    setStatus("loading");
    apiFetch<RegistrationItemsResponse>(`/api/v1/registrations/items?kind=${kind}`).then(
      (body) => {
        if (!current) return;
        // Answers of this page's own registrations since the request went out stay as they are.
        setById((mine) => ({ ...seatsOf(body.items), ...mine }));
        setSignedIn(body.signed_in);
        setStatus("ready");
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`Failed to load ${plural}:`, error);
        toastError(loadFailedToast(plural));
        setStatus("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [kind, plural, attempt]);

  const update = useCallback((id: string, seats: Seats) => setById((all) => ({ ...all, [id]: seats })), []);
  const value = useMemo(() => ({ status, signedIn, byId, update }), [status, signedIn, byId, update]);

  return (
    <LiveSeatsContext.Provider value={value}>
      <div className="mb-4 min-h-6 text-sm text-slate-600" role="status">
        {status === "loading" && (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Checking seat availability...
          </span>
        )}
        {status === "failed" && (
          <span className="inline-flex flex-wrap items-center gap-2">
            Live seat numbers could not be loaded; the figures below may be out of date.
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              onClick={() => setAttempt((n) => n + 1)}
            >
              <RefreshCw aria-hidden="true" className="size-3.5" />
              Try again
            </button>
          </span>
        )}
      </div>
      {children}
    </LiveSeatsContext.Provider>
  );
}

/** A card's seats: the live figure when there is one, else the sample one. */
export function useSeats(id: string, sampleTaken: number): Seats {
  const { byId } = useContext(LiveSeatsContext);
  return byId[id] ?? { taken: sampleTaken, registered: false };
}

/** Whether the visitor is signed in, when the live numbers have said so. */
export function useSignedIn(): boolean | undefined {
  return useContext(LiveSeatsContext).signedIn;
}

/** Records what the server said about an item (after a registration, or a "full" answer). */
export function useUpdateSeats() {
  return useContext(LiveSeatsContext).update;
}
