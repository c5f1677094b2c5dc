// Sample events (spec section 3): hard-coded, never fetched. Prices in rupees; capacities 500–5,000.
// Each has its Hindi beside the English (translations.hi; read with inLocale(), contracts/translated.ts).
import { eventItems } from "#contracts/items/events";
import { factsOf } from "#contracts/registration-items";
import type { Translations } from "#contracts/translated";
import { listingItem } from "./listing-item";
export type EventType = "Conference" | "Hackathon" | "Exhibition" | "Summit";

export interface ProgramEvent {
  id: string;
  title: string;
  description: string;
  /** ISO dates, YYYY-MM-DD; equal for a one-day event. */
  startDate: string;
  endDate: string;
  location: string;
  venue: string;
  type: EventType;
  capacity: number;
  registered: number;
  /** Whole rupees. */
  price: number;
  highlights: string[];
  partners: string[];
  isVirtual: boolean;
  translations?: Translations<Pick<ProgramEvent, "title" | "description" | "location" | "venue" | "highlights">>;
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(eventItems, id);
  return {
    id, title: f.title, startDate: f.startDate, endDate: f.endDate, location: f.location, venue: f.venue ?? f.location, capacity: f.capacity, registered: f.base, price: f.price, isVirtual: f.online,
    translations: { hi: { ...f.translations?.hi } },
  };
}

/** An item: its facts, the page's content, and the Hindi of both. */
const item = (id: string, content: Omit<ProgramEvent, keyof ReturnType<typeof facts>>, hindi: NonNullable<NonNullable<ProgramEvent["translations"]>["hi"]>): ProgramEvent =>
  listingItem(facts(id), content, hindi);

export const events: ProgramEvent[] = [
  item(
    "india-applied-ai-conference-2027",
    {
      description:
        "Two days of talks, labs and case studies on putting AI into production, for engineers, data leaders and CXOs.",
      type: "Conference",
      highlights: ["60+ speakers from industry and academia", "Hands-on GenAI labs", "Startup showcase", "Hiring lounge"],
      partners: ["Bharat AI Alliance", "Deccan Cloud Services", "Nilgiri Analytics"],
    },
    {
      description: "इंजीनियरों, डेटा लीडर्स और CXO के लिए दो दिन: एआई को प्रोडक्शन में उतारने पर वार्ताएँ, लैब और केस स्टडी।",
      highlights: ["उद्योग और शिक्षा जगत के 60+ वक्ता", "जेनएआई की प्रैक्टिकल लैब", "स्टार्टअप शोकेस", "हायरिंग लाउंज"],
    },
  ),
  item(
    "genai-build-challenge-2027",
    {
      description:
        "A 36-hour virtual hackathon: teams of up to four build an AI assistant for a public-service problem, with mentors on call throughout.",
      type: "Hackathon",
      highlights: ["₹10 lakh prize pool", "Mentors from leading AI labs", "Cloud GPU credits for every team"],
      partners: ["Deccan Cloud Services", "OpenGov Labs India"],
    },
    {
      description:
        "36 घंटे का वर्चुअल हैकाथॉन: चार तक सदस्यों वाली टीमें किसी जन-सेवा की समस्या के लिए एआई असिस्टेंट बनाती हैं, और पूरे समय मेंटर उपलब्ध रहते हैं।",
      highlights: ["₹10 लाख की इनामी राशि", "अग्रणी एआई लैब के मेंटर", "हर टीम के लिए क्लाउड GPU क्रेडिट"],
    },
  ),
  item(
    "ai-in-manufacturing-expo",
    {
      description:
        "An exhibition of vision inspection, predictive maintenance and digital-twin solutions, with live demonstrations on a working production line.",
      type: "Exhibition",
      highlights: ["120+ exhibitors", "Live production-line demos", "Plant-head roundtables"],
      partners: ["Sahyadri Industrial Association", "Nilgiri Analytics"],
    },
    {
      description:
        "विज़न इंस्पेक्शन, प्रेडिक्टिव मेंटेनेंस और डिजिटल-ट्विन समाधानों की प्रदर्शनी, एक चालू प्रोडक्शन लाइन पर लाइव प्रदर्शन के साथ।",
      highlights: ["120+ प्रदर्शक", "प्रोडक्शन लाइन पर लाइव डेमो", "प्लांट प्रमुखों की राउंडटेबल"],
    },
  ),
  item(
    "women-in-ai-leadership-summit",
    {
      description:
        "A one-day summit celebrating and growing women leaders in AI, with keynotes, mentoring circles and a career fair.",
      type: "Summit",
      highlights: ["Keynotes from women CXOs", "Mentoring circles", "Career fair"],
      partners: ["Bharat AI Alliance", "SheLeads AI Network"],
    },
    {
      description: "एआई में महिला लीडर्स का सम्मान करने और उन्हें आगे बढ़ाने वाला एक दिन का शिखर सम्मेलन: मुख्य वक्तव्य, मेंटरिंग सर्कल और करियर मेला।",
      highlights: ["महिला CXO के मुख्य वक्तव्य", "मेंटरिंग सर्कल", "करियर मेला"],
    },
  ),
];
