import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
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

// TanStack Query's defaults are the spec's data-fetching defaults (backoff from 1000 ms doubling
// up to 30000 ms, 5 minutes of cache), with the retry rule above. One client for the whole
// session, provided only by the routes that load server data (the home page does not pay for it).
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessAnswered } } });

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
