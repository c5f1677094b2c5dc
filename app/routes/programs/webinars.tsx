import { webinars } from "~/content/listings/webinars";
import { WebinarCard } from "~/features/listings/webinar-card";
import { ListingPage } from "~/features/listings/listing-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/webinars";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.webinars, request);
export const meta = pageMeta;

export default function ProgramsWebinarsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      kind="webinar"
      title="AI Webinars"
      description={loaderData.description}
      section={{ title: "Upcoming Webinars", description: "Live sessions of one to two hours that you can join from anywhere." }}
      items={webinars}
      renderItem={(webinar) => <WebinarCard webinar={webinar} />}
    />
  );
}
