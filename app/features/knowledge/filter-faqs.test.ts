import { describe, expect, it } from "vitest";
import { FAQ_TABS, faqs } from "~/content/knowledge/faqs";
import { filterFaqs } from "./filter-faqs";

describe("FAQ content", () => {
  it("has 10 FAQs, each in a tab, and one tab without FAQs", () => {
    expect(faqs).toHaveLength(10);
    for (const f of faqs) expect(FAQ_TABS).toContain(f.category);
    const empty = FAQ_TABS.filter((t) => t !== "All" && !faqs.some((f) => f.category === t));
    expect(empty).toEqual(["Platform"]);
  });

  it("states the spec's FAQ facts", () => {
    const all = faqs.map((f) => f.answer).join("\n");
    for (const statement of [
      "workshops 2-3 days",
      "webinars 1-2 hours",
      "masterclasses 8-10 weeks",
      "certification programs 3-6 months",
      "7-day money-back guarantee",
      "EMI is available for courses above ₹10,000",
      "cards, net banking, UPI, purchase orders and PayPal",
      "24/7",
      "managers get team analytics",
    ]) {
      expect(all).toContain(statement);
    }
  });
});

describe("filterFaqs", () => {
  it("lists all for All and an empty search", () => {
    expect(filterFaqs(faqs, "", "All")).toHaveLength(10);
  });

  it("filters by tab", () => {
    expect(filterFaqs(faqs, "", "Billing")).toHaveLength(3);
    expect(filterFaqs(faqs, "", "Platform")).toEqual([]);
  });

  it("searches question and answer case-insensitively, within the tab", () => {
    expect(filterFaqs(faqs, "REFUND", "All").map((f) => f.question)).toEqual(["What is your refund policy?"]);
    expect(filterFaqs(faqs, "upi", "All")).toHaveLength(1);
    expect(filterFaqs(faqs, "upi", "Courses")).toEqual([]);
    expect(filterFaqs(faqs, "zebra", "All")).toEqual([]);
  });
});
