import { Link, useLocation } from "react-router";
import { rememberLocale } from "./locale-choice";
import { isTranslated, localizedPath, sourcePath } from "#contracts/locales";

/** The language suggestion's notice (./language-suggestion.tsx decides whether it shows). */
export default function LanguageNotice({ onDismiss }: { onDismiss: () => void }) {
  const { pathname, search } = useLocation();
  const english = sourcePath(pathname);
  const target = isTranslated(english, "hi") ? localizedPath(english, "hi") + search : localizedPath("/", "hi");
  return (
    <aside
      aria-label="भाषा सुझाव"
      lang="hi"
      className="fixed bottom-6 left-4 z-40 flex max-w-[calc(100vw-7rem)] flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg"
    >
      <span>यह साइट हिन्दी में भी उपलब्ध है।</span>
      <Link
        to={target}
        hrefLang="hi"
        onClick={(event) => {
          rememberLocale("hi");
          // The Hindi page loads as a document (see language-switch.tsx).
          event.preventDefault();
          window.location.assign(target);
        }}
        className="font-semibold text-brand-700 underline"
      >
        हिन्दी में पढ़ें
      </Link>
      <button
        type="button"
        lang="en"
        onClick={() => {
          rememberLocale("en");
          onDismiss();
        }}
        className="text-slate-600 underline"
      >
        Continue in English
      </button>
    </aside>
  );
}
