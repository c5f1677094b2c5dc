import type { Page } from "@playwright/test";
import { partnerNames } from "../../app/content/home/partners";
import { pricingPlans } from "../../app/content/home/pricing-plans";
import { testimonials } from "../../app/content/home/testimonials";
import { blogArticles } from "../../app/content/knowledge/blog-articles";
import { customerStories } from "../../app/content/knowledge/customer-stories";
import { whitepapers } from "../../app/content/knowledge/whitepapers";
import { company } from "#contracts/company";

// The untranslated-text finder of issue 29: English words left in a translated page's main content.
// Names stay as they are in every language (the company's, partners', people's, products', the
// sign-in providers'), and so do technical abbreviations that Hindi writes in Latin letters too.
const names = [
  company.name,
  ...partnerNames,
  ...pricingPlans.map((plan) => plan.name),
  ...testimonials.flatMap((t) => [t.name, t.initials, t.company]),
  "Google GitHub LinkedIn",
  // The sign-up form's example name.
  "Asha Verma",
  // Knowledge pages: authors, customers and the people quoted, and the payment brand.
  ...blogArticles.map((a) => a.author),
  ...whitepapers.flatMap((p) => p.authors),
  ...customerStories.flatMap((s) => [s.company, s.testimonial.author]),
  "PayPal",
];
const abbreviations = ["MLOps", "GPU", "LLM", "AI/ML", "ToC", "IST", "Ctrl", "Esc", "K", "x",
  // Knowledge pages
  "HTTPS", "REST", "RAG", "LLMOps"];
const allowed = new Set([...names, ...abbreviations].flatMap((n) => n.split(/[\s/,.]+/)).filter(Boolean));

/**
 * Each text of `main` (text nodes, and the labels, placeholders and titles people hear or see)
 * that has a Latin-script word not in the allowed names: what a Hindi page should not show.
 * Catalogue content (programs' own texts, item 4 of the issue: staff write their Hindi) is marked
 * [data-catalogue-content] and left out; so is anything marked lang="en", and the honeypot field
 * (hidden from screen readers and placed off-screen).
 */
export async function untranslatedTexts(page: Page): Promise<string[]> {
  const texts = await page.locator("main").evaluate((main) => {
    // Hidden from screen readers and drawn off-screen (the contact form's honeypot): nobody sees or hears it.
    const unseen = (el: Element | null) => {
      const hidden = el?.closest('[aria-hidden="true"]');
      if (!hidden) return false;
      const box = hidden.getBoundingClientRect();
      return box.right <= 0 || box.bottom <= 0 || box.width <= 1 || box.height <= 1;
    };
    const skip = (el: Element | null) =>
      !!el?.closest('[data-catalogue-content], [lang="en"], script, style, code, kbd') || unseen(el);
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip(node.parentElement) && node.textContent?.trim()) found.push(node.textContent.trim());
    }
    for (const el of main.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      if (skip(el)) continue;
      for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(attr);
        if (value?.trim()) found.push(value.trim());
      }
    }
    return found;
  });
  return texts.filter((text) => {
    // Addresses, links and numbers are not words of a language.
    const words = text
      .replace(/\S+@\S+/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      .match(/[A-Za-z][A-Za-z'-]*/g);
    return words?.some((word) => !allowed.has(word)) ?? false;
  });
}
