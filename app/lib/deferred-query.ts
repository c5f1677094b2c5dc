import { useEffect, useRef, useState } from "react";
import type { MutationOptions, QueryObserverOptions } from "@tanstack/react-query";
import type { ObservedQuery } from "./query-observer";

// TanStack Query for the public pages that must answer taps before it loads (the programs page,
// the listings' live seats, the certificate check; docs/decisions/007): the same queries and
// mutations, through the same client and rules, with TanStack Query (about 11 KB gzip) fetched
// after hydration, beside the first request. Pages that load it anyway use useQuery directly.

const load = () => import("./query-observer");
const pending: ObservedQuery<never> = { error: null, isPending: true, isFetching: false };

export interface DeferredQuery<T> extends ObservedQuery<T> {
  refetch: () => void;
}

/** useQuery's state for `options` (none while `options` is null); a new query key starts a new query. */
export function useDeferredQuery<T>(options: QueryObserverOptions<T, Error> | null): DeferredQuery<T> {
  const key = options ? JSON.stringify(options.queryKey) : null;
  // Each state is the answer for one key: after the key changes, the last key's answer is not shown.
  const [state, setState] = useState<ObservedQuery<T> & { key: string | null }>({ key: null, ...pending });
  const refetch = useRef<() => void>(() => {});
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const current = latest.current;
    if (!current) return;
    let ended = false;
    let stop: (() => void) | undefined;
    load().then(
      ({ observeQuery }) => {
        if (ended) return;
        const observed = observeQuery(current, (next) => !ended && setState({ key, ...next }));
        refetch.current = observed.refetch;
        stop = observed.unsubscribe;
      },
      // The code could not be loaded (offline, a new deployment): the page's load-failure state.
      (error: Error) => !ended && setState({ key, error, isPending: false, isFetching: false }),
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [key]);

  const shown = state.key === key ? state : pending;
  return { data: shown.data, error: shown.error, isPending: shown.isPending, isFetching: shown.isFetching, refetch: () => refetch.current() };
}

/** Runs a mutation through the session's client, loading TanStack Query first if need be. */
export async function mutateDeferred<T, V>(options: MutationOptions<T, Error, V>, variables: V): Promise<T> {
  const { runMutation } = await load();
  return runMutation(options, variables);
}

/** The session's query client, once loaded (to mark cached answers out of date after a change). */
export async function withQueryClient(run: (client: import("@tanstack/react-query").QueryClient) => Promise<unknown> | void) {
  const { queryClient } = await import("./query-client");
  await run(queryClient);
}
