import { useEffect, useRef, useState } from "react";

// The Hindi pages' font (./devanagari-faces.ts) as a <style> in the head, followed by the inline
// script that drops its faces on a device with a Devanagari face of its own (./devanagari-check.ts).
// A prerendered Hindi page carries both in its HTML, and the elements hydrate with an empty __html,
// which leaves their text in place (as the site's stylesheet does, app/styles/site-styles.tsx):
// neither is in any script the page loads (issue 29: home ≤ 130 KB of JavaScript). The language
// switch loads the other language's page as a document, so a Hindi page's head is nearly always its
// prerendered one. Only when a Hindi layout is first rendered in the browser (a client-side
// navigation from an English page) are the elements new and empty: the stylesheet's text loads
// then, with the faces only where the device has none, since a script React inserts never runs.
const prerendered = import.meta.env.SSR ? await import("./devanagari-faces") : undefined;

export function DevanagariFont() {
  const element = useRef<HTMLStyleElement>(null);
  const [css, setCss] = useState(prerendered?.devanagariCss ?? "");
  useEffect(() => {
    if (element.current?.textContent) return;
    void import("./devanagari-faces").then(({ devanagariCssFor }) => setCss(devanagariCssFor(document)));
  }, []);
  return (
    <>
      <style ref={element} dangerouslySetInnerHTML={{ __html: css }} />
      <script dangerouslySetInnerHTML={{ __html: prerendered?.keepFacesScript ?? "" }} />
    </>
  );
}
