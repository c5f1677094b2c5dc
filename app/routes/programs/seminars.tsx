import { seminars } from "~/content/listings/seminars";
import { SeminarCard } from "~/features/listings/seminar-card";
import { ListingPage } from "~/features/listings/listing-page";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/seminars";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.seminars, request);
export const meta = pageMeta;

export default function ProgramsSeminarsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      kind="seminar"
      title="AI Seminars"
      description={loaderData.description}
      section={{ title: "Upcoming Seminars", description: "Hear from the people building and governing AI in India, and bring your questions." }}
      items={seminars}
      renderItem={(seminar) => <SeminarCard seminar={seminar} />}
    />
  );
}
