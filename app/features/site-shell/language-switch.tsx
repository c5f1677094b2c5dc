import { Link, useLocation } from "react-router";
import { useDisclosure } from "~/components/layout/use-disclosure";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";
import { rememberLocale } from "./locale-choice";
import { isTranslated, localeNames, localizedPath, locales, sourcePath } from "#contracts/locales";

/**
 * The header's language button (the spec's "EN" look) and the choice it opens: a disclosure
 * list of links, like the Solutions menu. Each link goes to this page in that language, or to
 * that language's home page when this page is not translated yet; the choice is remembered.
 */
export function LanguageSwitch({ variant = "ghost" }: { variant?: "ghost" | "outline" }) {
  const { t, locale } = useT();
  const { rootProps, buttonProps, listProps } = useDisclosure<HTMLButtonElement>();
  const { pathname, search } = useLocation();
  // The prerender renders each page at its folder's address ("/about/"): without the slash, so that
  // the links in the HTML already lead to this page's translation, before any script has run.
  const english = sourcePath(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

  return (
    <div {...rootProps} className="relative">
      <Button
        {...buttonProps}
        variant={variant}
        size="sm"
        title={t("Language: English")}
      >
        <span className="sr-only">{t("Language: ")}</span>
        {locale.toUpperCase()}
      </Button>
      <ul
        {...listProps}
        className="absolute top-full right-0 z-50 mt-1 w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {locales.map((l) => {
          const target = isTranslated(english, l) ? localizedPath(english, l) + search : localizedPath("/", l);
          return (
            <li key={l}>
              <Link
                to={target}
                lang={l}
                hrefLang={l}
                aria-current={l === locale ? "true" : undefined}
                onClick={(event) => {
                  rememberLocale(l);
                  // A page and its translation are one route (app/routes.ts), whose prerendered data
                  // React Router does not fetch again for another address of the same route: the
                  // other language's page loads as a document, with its own texts.
                  event.preventDefault();
                  window.location.assign(target);
                }}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current]:font-semibold aria-[current]:text-brand-700"
              >
                {localeNames[l]}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
