import stylesheetUrl from "./app.css?url";

// Built pages carry the whole stylesheet inline, so the first paint waits for the HTML only, not
// for a second, render-blocking request (docs/decisions/005-inline-css.md). The prerender reads the
// compiled CSS; the browser bundle never holds it: there the element hydrates with an empty
// __html, which leaves the server's text in place and never changes it. `npm run dev` links the
// stylesheet instead, so Vite can hot-reload it.
const css = import.meta.env.SSR && import.meta.env.PROD ? (await import("./app.css?inline")).default : "";

/** The root route's links(): the stylesheet in development only. */
export const stylesheetLinks = () => (import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetUrl }] : []);

export function InlineStyles() {
  if (import.meta.env.DEV) return null;
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
