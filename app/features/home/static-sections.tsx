// The home page's static sections (see static-region.tsx for how they are loaded).
import { CtaBand } from "./cta-band";
import { PartnerStrip } from "./partner-strip";
import { PricingSection } from "./pricing-section";
import { SecondHero } from "./second-hero";
import { SolutionsGrid } from "./solutions-grid";
import { TechnologyGrid } from "./technology-grid";
import { TestimonialsSection } from "./testimonials-section";

/** Between the hero carousel and the statistics band. */
export function UpperSections() {
  return (
    <>
      <SecondHero />
      <PartnerStrip />
      <PricingSection />
      <SolutionsGrid />
      <TechnologyGrid />
    </>
  );
}

/** After the statistics band. */
export function LowerSections() {
  return (
    <>
      <TestimonialsSection />
      <CtaBand />
    </>
  );
}
