// Sample events (spec section 3): hard-coded, never fetched. Prices in rupees; capacities 500–5,000.
import { eventItems } from "#contracts/items/events";
import { factsOf } from "#contracts/registration-items";
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
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(eventItems, id);
  return { id, title: f.title, startDate: f.startDate, endDate: f.endDate, location: f.location, venue: f.venue ?? f.location, capacity: f.capacity, registered: f.base, price: f.price, isVirtual: f.online };
}

export const events: ProgramEvent[] = [
  {
    ...facts("india-applied-ai-conference-2027"),
    description:
      "Two days of talks, labs and case studies on putting AI into production, for engineers, data leaders and CXOs.",
    type: "Conference",
    highlights: ["60+ speakers from industry and academia", "Hands-on GenAI labs", "Startup showcase", "Hiring lounge"],
    partners: ["Bharat AI Alliance", "Deccan Cloud Services", "Nilgiri Analytics"],
  },
  {
    ...facts("genai-build-challenge-2027"),
    description:
      "A 36-hour virtual hackathon: teams of up to four build an AI assistant for a public-service problem, with mentors on call throughout.",
    type: "Hackathon",
    highlights: ["₹10 lakh prize pool", "Mentors from leading AI labs", "Cloud GPU credits for every team"],
    partners: ["Deccan Cloud Services", "OpenGov Labs India"],
  },
  {
    ...facts("ai-in-manufacturing-expo"),
    description:
      "An exhibition of vision inspection, predictive maintenance and digital-twin solutions, with live demonstrations on a working production line.",
    type: "Exhibition",
    highlights: ["120+ exhibitors", "Live production-line demos", "Plant-head roundtables"],
    partners: ["Sahyadri Industrial Association", "Nilgiri Analytics"],
  },
  {
    ...facts("women-in-ai-leadership-summit"),
    description:
      "A one-day summit celebrating and growing women leaders in AI, with keynotes, mentoring circles and a career fair.",
    type: "Summit",
    highlights: ["Keynotes from women CXOs", "Mentoring circles", "Career fair"],
    partners: ["Bharat AI Alliance", "SheLeads AI Network"],
  },
];
