import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toastError } from "~/features/toast/toast";
import { useT } from "~/i18n/i18n";
import { listingKinds, type ListingKind } from "./listing-kinds";

/**
 * Returns the list's items. The sample data is static, so the pages pass a synchronous loader and
 * the list is in the prerendered HTML; a loader may also return a promise (then the loading state
 * shows until it settles) or throw (then the load-failure toast appears and the empty message shows).
 */
export type ListingLoader<T> = () => readonly T[] | Promise<readonly T[]>;

type ListingState<T> =
  | { status: "loading"; pending: Promise<readonly T[]> }
  | { status: "ready"; items: readonly T[] }
  | { status: "failed"; error: unknown };

function startLoading<T>(load: ListingLoader<T>): ListingState<T> {
  try {
    const result = load();
    return result instanceof Promise ? { status: "loading", pending: result } : { status: "ready", items: result };
  } catch (error) {
    return { status: "failed", error };
  }
}

interface ListingGridProps<T> {
  /** Called once, on first render. */
  load: ListingLoader<T>;
  /** Whose loading, empty and failure messages (listing-kinds.ts). */
  kind: ListingKind;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** The spec's listing states: loading, then the list or the empty message; a failure also toasts. */
export function ListingGrid<T>({ load, kind, getKey, renderItem }: ListingGridProps<T>) {
  const { t } = useT();
  const texts = listingKinds[kind];
  const [state, setState] = useState(() => startLoading(load));
  const reported = useRef(false);

  useEffect(() => {
    if (state.status === "loading") {
      let current = true;
      state.pending.then(
        (items) => current && setState({ status: "ready", items }),
        (error: unknown) => current && setState({ status: "failed", error }),
      );
      return () => {
        current = false;
      };
    }
    if (state.status === "failed" && !reported.current) {
      reported.current = true;
      console.error(`Failed to load ${texts.listLabel.toLowerCase()}:`, state.error);
      toastError({ title: t("Error"), description: t(texts.loadFailed) });
    }
  }, [state, texts, t]);

  if (state.status === "loading") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t(texts.loading)}
      </p>
    );
  }

  const items = state.status === "ready" ? state.items : [];
  if (items.length === 0) {
    return <p className="py-16 text-center text-lg text-slate-600">{t(texts.empty)}</p>;
  }

  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label={t(texts.listLabel)}>
      {items.map((item) => (
        <li key={getKey(item)} className="flex">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
