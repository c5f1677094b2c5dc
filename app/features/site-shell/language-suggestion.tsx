import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { chosenLocale, rememberLocale } from "./locale-choice";
import { isTranslated, localeOfPath, localizedPath, sourceLocale, sourcePath } from "#contracts/locales";

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
  const { pathname, search } = useLocation();
  const [show, setShow] = useState(false);
  const english = sourcePath(pathname);

  useEffect(() => {
    setShow(localeOfPath(pathname) === sourceLocale && chosenLocale() === undefined && prefersHindi(navigator.languages));
  }, [pathname]);

  if (!show) return null;
  const target = isTranslated(english, "hi") ? localizedPath(english, "hi") + search : localizedPath("/", "hi");
  return (
    <aside
      aria-label="भाषा सुझाव"
      lang="hi"
      className="fixed bottom-6 left-4 z-40 flex max-w-[calc(100vw-7rem)] flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg"
    >
      <span>यह साइट हिन्दी में भी उपलब्ध है।</span>
      <Link to={target} hrefLang="hi" onClick={() => rememberLocale("hi")} className="font-semibold text-brand-700 underline">
        हिन्दी में पढ़ें
      </Link>
      <button
        type="button"
        lang="en"
        onClick={() => {
          rememberLocale("en");
          setShow(false);
        }}
        className="text-slate-600 underline"
      >
        Continue in English
      </button>
    </aside>
  );
}
