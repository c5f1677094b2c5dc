import type { Route } from "./+types/home";
import { HeroCarousel } from "~/features/home/hero-carousel";
import { StaticRegion } from "~/features/home/static-region";
import { StatisticsBand } from "~/features/home/statistics-band";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.home, request);
export const meta = pageMeta;

// In the spec's order: hero carousel; second hero, partner strip, pricing, solutions and AI
// technology (upper region); statistics band; testimonials and call to action (lower region).
// The navigation bar and the footer come from the shell (root.tsx). The regions are static HTML
// on a first visit, without JavaScript (see static-region.tsx).
export default function Home() {
  return (
    <>
      <HeroCarousel />
      <StaticRegion part="upper" />
      <StatisticsBand />
      <StaticRegion part="lower" />
    </>
  );
}
