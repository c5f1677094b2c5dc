import { useEffect, useRef, useState } from "react";

// The Hindi pages' font (./devanagari-faces.ts) as a <style> in the head. A prerendered Hindi page
// carries its text in the HTML, and the element hydrates with an empty __html, which leaves that
// text in place (as the site's stylesheet does, app/styles/site-styles.tsx): the text is not in any
// script the page loads (issue 29: home ≤ 130 KB of JavaScript). Only when a Hindi page is reached
// by a client-side navigation from an English one (the language switch) is the element new and
// empty, and the text loads then.
const prerendered = import.meta.env.SSR ? (await import("./devanagari-faces")).devanagariCss : "";

export function DevanagariFont() {
  const element = useRef<HTMLStyleElement>(null);
  const [css, setCss] = useState(prerendered);
  useEffect(() => {
    if (element.current?.textContent) return;
    void import("./devanagari-faces").then(({ devanagariCss }) => setCss(devanagariCss));
  }, []);
  return <style ref={element} dangerouslySetInnerHTML={{ __html: css }} />;
}
