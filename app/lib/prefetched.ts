import { lazy, type ComponentType } from "react";

/**
 * A component whose code is not among the page's first scripts: its download starts when this is
 * called (at module level: when the importing module runs, once the first scripts are in), and it
 * renders through the nearest Suspense. A download that failed is tried again when the component
 * is next rendered. For a part of a page that is not needed to hydrate it (team-shell.tsx).
 */
export function prefetched<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const loading = load();
  loading.catch(() => {});
  return lazy<ComponentType<P>>(() => loading.catch(() => load()));
}
