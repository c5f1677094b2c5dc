import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { chosenLocale } from "./locale-choice";
import { localeOfPath, sourceLocale } from "#contracts/locales";

// The notice is for a few first visits only: its script loads when one of them needs it, not with
// every page (issue 29: home ≤ 130 KB of JavaScript).
const LanguageNotice = lazy(() => import("./language-notice"));

/** Whether a visitor's browser languages ask for Hindi before English (hi, hi-IN, …). */
export function prefersHindi(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const language = tag.toLowerCase().split("-")[0];
    if (language === "hi") return true;
    if (language === "en") return false;
  }
  return false;
}

/**
 * A first visit to an English page from a browser that asks for Hindi gets a suggestion, never a
 * redirect (issue 29): a small notice with a link to the Hindi page. Choosing either language
 * remembers it, and the notice does not come back.
 */
export function LanguageSuggestion() {
  const { pathname } = useLocation();
  const [show, setShow] = useState(false);

  useEffect(() => {
    setShow(localeOfPath(pathname) === sourceLocale && chosenLocale() === undefined && prefersHindi(navigator.languages));
  }, [pathname]);

  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LanguageNotice onDismiss={() => setShow(false)} />
    </Suspense>
  );
}
