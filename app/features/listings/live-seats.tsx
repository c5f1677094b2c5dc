import { LoaderCircle, RefreshCw } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { toastError } from "~/features/toast/toast";
import { useDeferredQuery } from "~/lib/deferred-query";
import type { RegistrationKind } from "#contracts/registration-items";
import type { LiveItem } from "#contracts/registrations";
import { useT } from "~/i18n/i18n";
import { listingKinds } from "./listing-kinds";
import { registrationItemsQuery } from "./registrations-api";

// The live seat numbers of a prerendered listing page. The HTML carries the sample figures; once
// the page runs, one request (registrations-api.ts) brings the current counts
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
  children: ReactNode;
}

/** Fetches the live numbers for the cards inside it, and says so while it does or when it failed. */
export function LiveSeats({ kind, children }: LiveSeatsProps) {
  const { t } = useT();
  const texts = listingKinds[kind];
  const live = useDeferredQuery(registrationItemsQuery(kind));
  // Answers of this page's own registrations stay as they are when the live numbers (re)arrive.
  const [mine, setMine] = useState<Record<string, Seats>>({});
  const status: Status = live.data ? "ready" : live.error && !live.isFetching ? "failed" : "loading";

  useEffect(() => {
    if (!live.error) return;
    console.error(`Failed to load ${texts.listLabel.toLowerCase()}:`, live.error);
    toastError({ title: t("Error"), description: t(texts.loadFailed) });
  }, [live.error, texts, t]);

  const items = live.data?.items;
  const byId = useMemo(() => ({ ...(items ? seatsOf(items) : {}), ...mine }), [items, mine]);
  const update = useCallback((id: string, seats: Seats) => setMine((all) => ({ ...all, [id]: seats })), []);
  const signedIn = live.data?.signed_in;
  const value = useMemo(() => ({ status, signedIn, byId, update }), [status, signedIn, byId, update]);
  const { refetch } = live;

  return (
    <LiveSeatsContext.Provider value={value}>
      <div className="mb-4 min-h-6 text-sm text-slate-600" role="status">
        {status === "loading" && (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t("Checking seat availability...")}
          </span>
        )}
        {status === "failed" && (
          <span className="inline-flex flex-wrap items-center gap-2">
            {t("Live seat numbers could not be loaded; the figures below may be out of date.")}
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              onClick={refetch}
            >
              <RefreshCw aria-hidden="true" className="size-3.5" />
              {t("Try again")}
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
