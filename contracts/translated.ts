// Content written in other languages beside the English (issue 29, item 4): an item carries its
// English fields as they always were and, under `translations`, only the fields written in another
// language. Read in a language, each missing field falls back to the English one, field by field.
// The same shape as the programs' `translations` column (docs/decisions/025-server-languages.md).
import { sourceLocale, type Locale } from "./locales";

type OtherLocale = Exclude<Locale, "en">;

/** The fields of `T` written in other languages: only those written. */
export type Translations<T> = Partial<Record<OtherLocale, Partial<T>>>;

interface Translatable {
  translations?: Partial<Record<OtherLocale, object>>;
}

/** A field is written when it has text (an empty text or list falls back to English too). */
export const written = (value: unknown) => value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

/** The item in `locale`: each field written in that language replaces the English one; the others stay English. */
export function inLocale<T extends Translatable>(item: T, locale: Locale): T {
  const own = locale === sourceLocale ? undefined : item.translations?.[locale as OtherLocale];
  if (!own) return item;
  const result: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const [field, value] of Object.entries(own)) if (written(value)) result[field] = value;
  return result as T;
}
