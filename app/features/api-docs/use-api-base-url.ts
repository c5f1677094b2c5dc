import { useSyncExternalStore } from "react";
import { API_BASE_PATH } from "#contracts/api-paths";

const subscribe = () => () => {};
const clientBaseUrl = () => window.location.origin + API_BASE_PATH;
const prerenderBaseUrl = () => API_BASE_PATH;

/**
 * The API's base URL on this site. The prerendered HTML has the path (/api/v1); after hydration
 * React re-renders with the page's own origin in front of it, without a hydration mismatch.
 */
export function useApiBaseUrl(): string {
  return useSyncExternalStore(subscribe, clientBaseUrl, prerenderBaseUrl);
}
