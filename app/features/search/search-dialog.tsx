import { Command } from "cmdk";
import { Search } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useFocusReturn } from "~/components/ui/focus-return";
import { useT } from "~/i18n/i18n";
import { filterSearchEntries, MAX_KEYWORDS_SHOWN, searchEntries } from "./search-entries";

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// Loaded on first use (see site-header): visitors who never search never download it.
export default function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const [query, setQuery] = useState("");
  const navigate = useNavigate();
  const { t, href, locale } = useT();
  // In another language the index is the translated entries, each still found by its English
  // words too (after the translated ones, so the translated keywords are the ones shown).
  const entries =
    locale === "en"
      ? searchEntries
      : searchEntries.map((e) => ({
          title: t(e.title),
          path: href(e.path),
          keywords: [...e.keywords.map((k) => t(k)), e.title, ...e.keywords],
        }));
  const results = filterSearchEntries(query, entries);
  // Closed without a choice (Escape, a tap outside), the focus goes back to what opened the search;
  // after a choice the next page starts from its top, as a page load does.
  const chose = useRef(false);
  const focus = useFocusReturn({
    onCloseAutoFocus: (event) => {
      if (chose.current) event.preventDefault();
      chose.current = false;
    },
  });

  function choose(path: string) {
    chose.current = true;
    onOpenChange(false);
    setQuery("");
    navigate(path);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed top-[12vh] left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl"
          aria-describedby={undefined}
          {...focus}
        >
          <Dialog.Title className="sr-only">{t("Search")}</Dialog.Title>
          <Command shouldFilter={false} label={t("Search the site")} loop>
            <div className="flex items-center gap-2 border-b border-slate-200 px-4">
              <Search className="size-5 text-slate-500" aria-hidden="true" />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={t("Search for courses, programs, resources...")}
                aria-label={t("Search")}
                className="h-14 w-full bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
              />
              <kbd className="hidden rounded border border-slate-300 px-1.5 text-xs text-slate-600 sm:block">Esc</kbd>
            </div>
            <Command.List className={results.length ? "max-h-[60vh] overflow-y-auto p-2" : undefined}>
              {results.map((entry) => (
                <Command.Item
                  key={entry.path}
                  value={entry.path}
                  onSelect={() => choose(entry.path)}
                  className="flex cursor-pointer flex-col gap-1 rounded-lg px-3 py-2.5 data-[selected=true]:bg-brand-50"
                >
                  <span className="font-medium text-slate-900">{entry.title}</span>
                  <span className="flex flex-wrap gap-1">
                    {entry.keywords.slice(0, MAX_KEYWORDS_SHOWN).map((k) => (
                      <span key={k} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                        {k}
                      </span>
                    ))}
                  </span>
                </Command.Item>
              ))}
            </Command.List>
            {/* Outside the listbox (only options belong there), and always present so the change is announced. */}
            <p className={results.length ? "sr-only" : "px-3 py-8 text-center text-sm text-slate-600"} role="status">
              {results.length ? "" : t("No results found for \"{query}\"", { query })}
            </p>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
