import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { sessionChanged } from "~/features/auth/session";
import { ApiError } from "./api-client";

/**
 * The retry rule for every query: no retry for an answer the server gave on purpose (4xx: signed
 * out, forbidden, not found, rate limited); the spec's 3 retries for the rest (5xx, no answer).
 * Here rather than in api-client.ts, which every page loads: only pages with queries need it.
 */
export function retryUnlessAnswered(failures: number, error: unknown): boolean {
  const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !answered && failures < 3;
}

/**
 * The one 401 rule, for every query and mutation: a 401 means the session changed behind the
 * page's back (expired, signed out in another tab), so the session store asks again and tells the
 * other tabs; the signed-in pages then send the visitor to /auth. No page writes it again.
 */
export function onSessionEnded(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) void sessionChanged();
}

// TanStack Query's defaults are the spec's data-fetching defaults (backoff from 1000 ms doubling
// up to 30000 ms, 5 minutes of cache), with the retry rule above. One client for the whole
// session, provided only by the routes that load server data (the home page does not pay for it).
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onSessionEnded }),
  mutationCache: new MutationCache({ onError: onSessionEnded }),
  defaultOptions: { queries: { retry: retryUnlessAnswered } },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Page` inside the QueryProvider: for a page whose code loads on its own (app/lib/prefetched.ts). */
export function withQueries<P extends object>(Page: ComponentType<P>) {
  return function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Page {...props} />
      </QueryProvider>
    );
  };
}
