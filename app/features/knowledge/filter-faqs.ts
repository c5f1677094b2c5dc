import type { Faq, FaqTab } from "~/content/knowledge/faqs";

/**
 * FAQs of the chosen tab (All for every one) whose question or answer contains the search text,
 * ignoring case and surrounding spaces.
 */
export function filterFaqs(faqs: Faq[], query: string, tab: FaqTab): Faq[] {
  const q = query.trim().toLowerCase();
  return faqs.filter(
    (f) =>
      (tab === "All" || f.category === tab) &&
      (!q || f.question.toLowerCase().includes(q) || f.answer.toLowerCase().includes(q)),
  );
}
