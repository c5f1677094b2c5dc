// A listing item from its facts (contracts/items/, which the server reads too) and the page's own
// content, each with the fields written in Hindi beside the English ones (contracts/translated.ts):
// the facts' Hindi (title, place) and the content's Hindi are one `translations.hi`.
import type { Translations } from "#contracts/translated";

export function listingItem<F extends { translations: { hi: object } }, C extends object, H extends object>(
  facts: F,
  content: C,
  hindi: H,
): F & C & { translations: Translations<F["translations"]["hi"] & H> } {
  return { ...facts, ...content, translations: { hi: { ...facts.translations.hi, ...hindi } } };
}
