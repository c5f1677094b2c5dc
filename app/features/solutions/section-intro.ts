import { sectionId } from "~/components/layout/section";
import type { SectionIntro } from "~/content/solutions/types";
import { useT } from "~/i18n/i18n";

/**
 * A section's intro in the page's language, for <Section>. The heading's id stays the one its
 * English title gives, so in-page links and aria-labelledby are the same in every language.
 */
export function useSectionIntro(): (intro: SectionIntro) => { id: string; title: string; description?: string } {
  const { t } = useT();
  return ({ title, description }) => ({ id: sectionId(title), title: t(title), description: description && t(description) });
}

/** A figure ("2,500+", "3x", "1M+"): only one with words or unit letters needs the catalog. */
export function figure(t: (id: string) => string, value: string): string {
  return /[A-Za-z]/.test(value) ? t(value) : value;
}
