import type { Page } from "@playwright/test";
import { partnerNames } from "../../app/content/home/partners";
import { pricingPlans } from "../../app/content/home/pricing-plans";
import { testimonials } from "../../app/content/home/testimonials";
import { events } from "../../app/content/listings/events";
import { masterclasses } from "../../app/content/listings/masterclasses";
import { seminars } from "../../app/content/listings/seminars";
import { webinars } from "../../app/content/listings/webinars";
import { workshops } from "../../app/content/listings/workshops";
import { company } from "#contracts/company";
import { institutionalTraining } from "../../app/content/solutions/institutional-training";
import { reSkilling } from "../../app/content/solutions/re-skilling";
import { leadership } from "../../app/content/company/about";
import { partners } from "../../app/content/company/partners";
import { pressItems } from "../../app/content/company/press";
import { resourceWebinars } from "../../app/content/company/resources";
import { blogArticles } from "../../app/content/knowledge/blog-articles";
import { customerStories } from "../../app/content/knowledge/customer-stories";
import { whitepapers } from "../../app/content/knowledge/whitepapers";

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
  // The solution pages' case-study institutions and testimonial authors.
  ...institutionalTraining.caseStudies.map((study) => study.institution),
  ...reSkilling.testimonials.flatMap((t) => [t.name, t.initials, t.company]),
  // Products and programming languages named on the solution and AI technology pages, which
  // Hindi writes as their makers do.
  "Python Pandas PyTorch scikit-learn Kubernetes Excel Power BI Java Slack Microsoft Teams",
  // The company pages: leaders, partners, publications and award organisers, webinar speakers;
  // the tools, languages and formats a job, a download or an API sample names.
  ...leadership.flatMap((l) => [l.name, l.initials]),
  ...partners.map((p) => p.name),
  ...pressItems.flatMap((p) => (p.source ? [p.source] : [])),
  ...resourceWebinars.flatMap((w) => w.speakers),
  "IIT MBA PhD HR L D B SaaS ADDIE",
  "TypeScript React Node.js PostgreSQL Python PyTorch scikit-learn pandas SQL HTML CSS JavaScript cURL Markdown OpenAPI",
  // The listing pages' people and partner organisations (and the companies in the speakers' titles).
  ...workshops.map((w) => w.instructor),
  ...seminars.map((s) => s.speaker),
  ...webinars.map((w) => w.speaker),
  ...masterclasses.map((m) => m.instructor),
  ...events.flatMap((e) => e.partners),
  "Finvista Bank",
  "Meridian Advisory",
  // Browsers and systems, as the dashboard's sessions list names a device ("Linux पर Chrome").
  "Chrome Edge Firefox Safari Opera Linux Windows macOS ChromeOS Android iPhone iPad",
  // The public mail service join by domain names as one it refuses.
  "Gmail",
  // Knowledge pages: authors, customers and the people quoted, and the payment brand.
  ...blogArticles.map((a) => a.author),
  ...whitepapers.flatMap((p) => p.authors),
  ...customerStories.flatMap((s) => [s.company, s.testimonial.author]),
  "PayPal",
];
// Abbreviations of the company pages: formats and sizes of downloads, and the API's terms.
const companyAbbreviations = ["PDF", "ZIP", "MP", "SVG", "PNG", "EPS", "MB", "KB", "RAG", "ML", "NLP", "API", "URL", "JSON", "HTTP", "UUID", "GET", "POST", "PATCH"];
const abbreviations = ["MLOps", "GPU", "LLM", "AI/ML", "ToC", "IST", "UTC", "CSV", "Ctrl", "Esc", "K", "x",
  // Products and technical abbreviations the listings name as Hindi writers do (Latin letters).
  "Python", "PyTorch", "NumPy", "pandas", "LoRA", "QLoRA", "RAG", "CNN", "CI/CD", "API", "DPDP", "CXO", "ROI", "A/B",
  // The certificate code format's example (a code, not a word).
  "ABCD-EFGH-JKMN",
  // Knowledge pages: written in Latin letters in Hindi technical text too.
  "HTTPS", "REST", "LLMOps"];
const allowed = new Set([...names, ...abbreviations, ...companyAbbreviations].flatMap((n) => n.split(/[\s/,.]+/)).filter(Boolean));

/**
 * Each text of `main` (text nodes, and the labels, placeholders and titles people hear or see)
 * that has a Latin-script word not in the allowed names: what a Hindi page should not show.
 * Catalogue content (programs' own texts, item 4 of the issue: staff write their Hindi) is marked
 * [data-catalogue-content] and left out; so is anything marked lang="en", and the honeypot field
 * (hidden from screen readers and placed off-screen).
 */
export async function untranslatedTexts(page: Page): Promise<string[]> {
  const texts = await page.locator("main").evaluate((main) => {
    // A label may name catalogue content shown on the page (a quiz region labelled "क्विज़: <module
    // title>", the module's title not translated yet): checked without that content's text.
    const contents = [...main.querySelectorAll("[data-catalogue-content]")]
      .map((el) => el.textContent?.trim() ?? "")
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    const withoutContent = (label: string) => contents.reduce((rest, content) => rest.split(content).join(" "), label);
    // Hidden from screen readers and drawn off-screen (the contact form's honeypot): nobody sees or hears it.
    const unseen = (el: Element | null) => {
      const hidden = el?.closest('[aria-hidden="true"]');
      if (!hidden) return false;
      const box = hidden.getBoundingClientRect();
      return box.right <= 0 || box.bottom <= 0 || box.width <= 1 || box.height <= 1;
    };
    const skip = (el: Element | null) =>
      !!el?.closest('[data-catalogue-content], [lang="en"], [translate="no"], script, style, code, kbd') || unseen(el);
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip(node.parentElement) && node.textContent?.trim()) found.push(node.textContent.trim());
    }
    for (const el of main.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      // A label inside what is hidden from screen readers (a chart drawn beside its table) is never read.
      if (skip(el) || el.closest('[aria-hidden="true"]')) continue;
      for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(attr);
        if (value?.trim()) found.push(withoutContent(value).trim());
      }
    }
    return found;
  });
  return texts.filter((text) => {
    // Addresses, links and numbers are not words of a language.
    const words = text
      .replace(/\S+@\S+/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      // An API path (/auth/login, /api/v1/courses/{courseId}) is code, named in the API docs'
      // labels ("POST /api/v1/auth/login: …"); only a whole word starting with a slash.
      .replace(/(^|\s)\/[\w{}/.-]+/g, " ")
      .match(/[A-Za-z][A-Za-z'-]*/g);
    return words?.some((word) => !allowed.has(word)) ?? false;
  });
}
