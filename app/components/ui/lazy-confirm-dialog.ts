import { lazy } from "react";

/**
 * ConfirmDialog (confirm-dialog.tsx) whose code, with Radix's dialog (~11 KB gzip), loads when one
 * is first shown rather than with the page. Render it inside a Suspense boundary.
 */
export const LazyConfirmDialog = lazy(() => import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));
