// Translation at render time (issue 29, docs/decisions/024-languages.md). A message's id is its
// English text, exactly as the spec has it: on an English page t() returns it unchanged, so the
// English site needs no catalog at all. On a page in another language the route's loader hands the
// page its language's catalog (app/lib/page-texts.server.ts): it reaches the browser in the page's
// own HTML and .data file, so no JavaScript bundle carries any language's messages.
import { createElement, Fragment, useContext, useMemo, type ReactNode } from "react";
import { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext } from "react-router";
import { intlLocale, localeOfPath, localizedPath, sourceLocale, type Locale } from "#contracts/locales";

/** A message with plural forms, by Intl.PluralRules category ("one", "other", …). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Catalog = Record<string, string | PluralForms>;

/** What a route's loader adds for a page in another language than English. */
export interface PageMessages {
  messages?: Catalog;
}

type Vars = Record<string, string | number>;

/** "{name}" placeholders filled from `vars` (numbers formatted for the locale). */
function fill(text: string, vars: Vars | undefined, locale: Locale): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = vars[key];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatNumber(value, locale) : value;
  });
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
function formatNumber(n: number, locale: Locale): string {
  // English keeps the spec's en-US grouping of plain counts (1,234); Hindi groups the Indian way.
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale === sourceLocale ? "en-US" : intlLocale[locale])));
  return format.format(n);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(intlLocale[locale])));
  return rules.select(count);
}

/** Thrown while a page is prerendered when its text has no translation: the build fails. */
class MissingMessage extends Error {}

export interface Translator {
  locale: Locale;
  /** The message `id` (its English text) in the page's language, placeholders filled. */
  t: (id: string, vars?: Vars) => string;
  /** A counted message: `one` and `other` are the English forms; {count} is filled. */
  tp: (count: number, one: string, other: string, vars?: Vars) => string;
  /** An English path's address in the page's language (the English page when it is not translated). */
  href: (path: string) => string;
  /** The message `id` with its placeholder `{name}` taken by `element` (a link, a code), where the language puts it. */
  rich: (id: string, name: string, element: ReactNode, vars?: Vars) => ReactNode;
  /** Whether the page's language has this message (English has every one): for texts that arrive at run time, such as an API's refusal. */
  has: (id: string) => boolean;
}

/** A translator for a locale and its catalog (English needs none). */
export function translator(locale: Locale, messages: Catalog | undefined): Translator {
  const lookup = (id: string): string | PluralForms => {
    if (locale === sourceLocale) return id;
    const found = messages?.[id];
    if (found !== undefined) return found;
    // During the prerender a missing message fails the build; in the browser the English text
    // shows rather than nothing.
    if (import.meta.env.SSR) throw new MissingMessage(`No ${locale} translation for ${JSON.stringify(id)}`);
    return id;
  };
  const t: Translator["t"] = (id, vars) => {
    const found = lookup(id);
    return fill(typeof found === "string" ? found : found.other, vars, locale);
  };
  return {
    locale,
    t,
    tp: (count, one, other, vars) => {
      const category = pluralCategory(count, locale);
      const all = { ...vars, count };
      if (locale === sourceLocale) return fill(category === "one" ? one : other, all, locale);
      const found = lookup(other);
      const forms: PluralForms = typeof found === "string" ? { other: found } : found;
      return fill(forms[category] ?? forms.other, all, locale);
    },
    href: (path) => localizedPath(path, locale),
    rich: (id, name, element, vars) => {
      const [before, after = ""] = t(id, { ...vars, [name]: "\u0000" }).split("\u0000");
      return createElement(Fragment, null, before, element, after);
    },
    has: (id) => locale === sourceLocale || messages?.[id] !== undefined,
  };
}

// Read through React Router's contexts rather than useLocation()/useMatches(), which throw outside
// a (data) router: a component rendered alone (a unit test, a story) is then simply English.

/** The language of the page being shown, from its address. */
export function useLocale(): Locale {
  const pathname = useContext(UNSAFE_LocationContext)?.location?.pathname;
  return pathname ? localeOfPath(pathname) : sourceLocale;
}

/** The page's translator: its locale from the address, its catalog from its route's loader. */
export function useT(): Translator {
  const locale = useLocale();
  const state = useContext(UNSAFE_DataRouterStateContext);
  const leaf = state?.matches.at(-1)?.route.id;
  const messages = leaf ? (state?.loaderData[leaf] as PageMessages | undefined)?.messages : undefined;
  return useMemo(() => translator(locale, messages), [locale, messages]);
}
