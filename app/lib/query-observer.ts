import { MutationObserver, QueryObserver, type MutationOptions, type QueryObserverOptions } from "@tanstack/react-query";
import { queryClient } from "./query-client";

// TanStack Query's own observers (what useQuery and useMutation use inside), for the pages that
// load TanStack Query after they answer taps (deferred-query.ts imports this module on first use).
// Same client, so the same cache, retry rule and 401 rule as every other query and mutation.

export interface ObservedQuery<T> {
  data?: T;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
}

/** Runs the query in the session's client and reports each change; returns a refetch and the unsubscribe. */
export function observeQuery<T>(options: QueryObserverOptions<T, Error>, onChange: (state: ObservedQuery<T>) => void) {
  const observer = new QueryObserver<T, Error>(queryClient, options);
  const publish = ({ data, error, isPending, isFetching }: ObservedQuery<T>) => onChange({ data, error, isPending, isFetching });
  const unsubscribe = observer.subscribe(publish);
  publish(observer.getCurrentResult());
  return { refetch: () => void observer.refetch(), unsubscribe };
}

/** Runs one mutation in the session's client (its cache applies the 401 rule). */
export function runMutation<T, V>(options: MutationOptions<T, Error, V>, variables: V): Promise<T> {
  return new MutationObserver<T, Error, V>(queryClient, options).mutate(variables);
}
