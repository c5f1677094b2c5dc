// The counts, labels, prices and targets that the spec (section 2, "Solution and industry pages", and
// section 9) fixes for the nine solution pages.
import { describe, expect, it } from "vitest";
import { corporateTraining } from "~/content/solutions/corporate-training";
import { financialServices } from "~/content/solutions/financial-services";
import { healthcare } from "~/content/solutions/healthcare";
import { institutionalTraining } from "~/content/solutions/institutional-training";
import { manufacturing } from "~/content/solutions/manufacturing";
import { reSkilling } from "~/content/solutions/re-skilling";
import { skillingPrograms } from "~/content/solutions/skilling-programs";
import { supplyChain } from "~/content/solutions/supply-chain";
import type { Action } from "~/content/solutions/types";
import { upSkilling } from "~/content/solutions/up-skilling";
import { paths } from "#contracts/pages";
import { formatPrice } from "./format-price";

const labels = (actions: Action[]) => actions.map((a) => a.label);
const knownPaths = new Set<string>(Object.values(paths));

describe("healthcare", () => {
  it("has four applications and three programs with every listed field", () => {
    expect(healthcare.applications).toHaveLength(4);
    expect(healthcare.programs).toHaveLength(3);
    for (const p of healthcare.programs) {
      expect(p.title && p.description && p.duration && p.certification).toBeTruthy();
      expect(p.highlights?.length).toBeGreaterThan(0);
    }
    expect(healthcare.impact.length).toBeGreaterThan(0);
  });

  it("has the five buttons", () => {
    expect([...labels(healthcare.hero.actions), ...labels(healthcare.programActions), ...labels(healthcare.cta.actions)]).toEqual([
      "Explore Programs",
      "Download Brochure",
      "Enroll Now",
      "Start Your Journey",
      "Learn More",
    ]);
  });
});

describe("financial services", () => {
  it("has four solutions, two applications and three programs priced in dollars", () => {
    expect(financialServices.solutions).toHaveLength(4);
    expect(financialServices.applications).toHaveLength(2);
    expect(financialServices.programs.map((p) => p.price && formatPrice(p.price))).toEqual(["$2,999", "$3,499", "$2,499"]);
    for (const p of financialServices.programs) expect(p.level && p.duration).toBeTruthy();
  });

  it("has the five buttons", () => {
    expect([
      ...labels(financialServices.hero.actions),
      ...labels(financialServices.programActions),
      ...labels(financialServices.cta.actions),
    ]).toEqual(["Start Learning Today", "Schedule Consultation", "Enroll Now", "View Programs", "Corporate Training"]);
  });
});

describe("corporate training", () => {
  it("has stats, four benefits, six offerings, six industries with counts and the four steps", () => {
    expect(corporateTraining.stats.length).toBeGreaterThan(0);
    expect(corporateTraining.benefits).toHaveLength(4);
    expect(corporateTraining.offerings).toHaveLength(6);
    expect(corporateTraining.industries).toHaveLength(6);
    for (const i of corporateTraining.industries) expect(i.count).toMatch(/\d/);
    expect(corporateTraining.process.map((s) => s.title)).toEqual(["Assessment", "Customization", "Implementation", "Evaluation"]);
  });

  it("has the four buttons", () => {
    expect([...labels(corporateTraining.hero.actions), ...labels(corporateTraining.cta.actions)]).toEqual([
      "Request Custom Proposal",
      "Download Curriculum",
      "Schedule Consultation",
      "View Success Stories",
    ]);
  });
});

describe("institutional training", () => {
  it("has four programs, stats, four support categories and three case studies linking to /case-studies", () => {
    expect(institutionalTraining.programs).toHaveLength(4);
    expect(institutionalTraining.stats.length).toBeGreaterThan(0);
    expect(institutionalTraining.support).toHaveLength(4);
    expect(institutionalTraining.caseStudies).toHaveLength(3);
    for (const c of institutionalTraining.caseStudies) expect(c.link.to).toBe(paths.caseStudies);
    expect([...labels(institutionalTraining.hero.actions), ...labels(institutionalTraining.cta.actions)]).toEqual([
      "Partner With Us",
      "Request Partnership Proposal",
    ]);
  });
});

describe("skilling programs", () => {
  it("has four programs in rupees with duration, level and skills, and the four tiers", () => {
    expect(skillingPrograms.programs.map((p) => p.price && formatPrice(p.price))).toEqual(["₹49,999", "₹59,999", "₹39,999", "₹69,999"]);
    for (const p of skillingPrograms.programs) {
      expect(p.duration && p.level).toBeTruthy();
      expect(p.skills?.length).toBeGreaterThan(0);
    }
    expect(skillingPrograms.tiers.map((t) => t.title)).toEqual(["Entry Level", "Professional", "Specialist", "Leadership"]);
    expect(labels(skillingPrograms.programActions)).toEqual(["View Details", "Enroll Now"]);
  });
});

describe("re-skilling", () => {
  it("has four transitions, four benefits, four journey steps, a demand list and three testimonials", () => {
    expect(reSkilling.transitions).toHaveLength(4);
    for (const t of reSkilling.transitions) {
      expect(t.oldRole && t.newRole && t.duration).toBeTruthy();
      expect(t.modules.length).toBeGreaterThan(0);
    }
    expect(reSkilling.benefits).toHaveLength(4);
    expect(reSkilling.journey).toHaveLength(4);
    expect(reSkilling.demand.length).toBeGreaterThan(0);
    for (const d of reSkilling.demand) expect(d.percent).toBeGreaterThanOrEqual(0);
    expect(reSkilling.testimonials).toHaveLength(3);
    for (const t of reSkilling.testimonials) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.initials).toBe(t.name.split(" ").map((w) => w[0]).join(""));
    }
  });
});

describe("up-skilling", () => {
  it("has the four named programs with level, duration and skills", () => {
    expect(upSkilling.programs.map((p) => p.title)).toEqual(["Advanced AI/ML", "GenAI Mastery", "AI Leadership", "AI Architecture"]);
    for (const p of upSkilling.programs) {
      expect(p.level && p.duration).toBeTruthy();
      expect(p.skills?.length).toBeGreaterThan(0);
    }
  });
});

describe("industry pages", () => {
  it("manufacturing lists modules of 8 weeks Intermediate, 6 weeks Advanced and 10 weeks Expert", () => {
    expect(manufacturing.modules.map((m) => [m.duration, m.level])).toEqual([
      ["8 weeks", "Intermediate"],
      ["6 weeks", "Advanced"],
      ["10 weeks", "Expert"],
    ]);
    for (const m of manufacturing.modules) expect(m.title && m.topics.length).toBeTruthy();
  });

  it("supply chain and manufacturing have challenges, use cases and modules", () => {
    for (const page of [supplyChain, manufacturing]) {
      expect(page.challenges.length).toBeGreaterThan(0);
      expect(page.useCases.length).toBeGreaterThan(0);
      expect(page.modules.length).toBeGreaterThan(0);
    }
  });
});

describe("every page", () => {
  const pages = { supplyChain, manufacturing, healthcare, financialServices, corporateTraining, institutionalTraining, skillingPrograms, reSkilling, upSkilling };

  it("links only to real pages of the site", () => {
    for (const [name, page] of Object.entries(pages)) {
      const actions: Action[] = [...page.hero.actions, ...page.cta.actions, ...("programActions" in page ? page.programActions : [])];
      for (const a of actions) expect(knownPaths.has(a.to), `${name}: ${a.label} → ${a.to}`).toBe(true);
    }
  });

  it("has three hero points and unique card titles", () => {
    for (const page of Object.values(pages)) {
      expect(page.hero.points).toHaveLength(3);
      for (const list of Object.values(page)) {
        if (!Array.isArray(list)) continue;
        const keys = list.map((x: any) => x.title ?? x.label ?? x.name);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });
});

describe("formatPrice", () => {
  it("writes rupees and dollars without decimals", () => {
    expect(formatPrice({ amount: 49999, currency: "INR" })).toBe("₹49,999");
    expect(formatPrice({ amount: 2999, currency: "USD" })).toBe("$2,999");
  });

  it("writes rupees the Indian way on a Hindi page too", () => {
    expect(formatPrice({ amount: 149999, currency: "INR" }, "hi")).toBe("₹1,49,999");
  });
});
