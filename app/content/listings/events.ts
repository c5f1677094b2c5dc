// Sample events (spec section 3): hard-coded, never fetched. Prices in rupees; capacities 500–5,000.
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

export const events: ProgramEvent[] = [
  {
    id: "india-applied-ai-conference-2027",
    title: "India Applied AI Conference 2027",
    description:
      "Two days of talks, labs and case studies on putting AI into production, for engineers, data leaders and CXOs.",
    startDate: "2027-02-18",
    endDate: "2027-02-19",
    location: "Bengaluru",
    venue: "Whitefield Convention Centre",
    type: "Conference",
    capacity: 5000,
    registered: 4620,
    price: 12000,
    highlights: ["60+ speakers from industry and academia", "Hands-on GenAI labs", "Startup showcase", "Hiring lounge"],
    partners: ["Bharat AI Alliance", "Deccan Cloud Services", "Nilgiri Analytics"],
    isVirtual: false,
  },
  {
    id: "genai-build-challenge-2027",
    title: "GenAI Build Challenge 2027",
    description:
      "A 36-hour virtual hackathon: teams of up to four build an AI assistant for a public-service problem, with mentors on call throughout.",
    startDate: "2027-03-06",
    endDate: "2027-03-07",
    location: "Online",
    venue: "Cortexa Virtual Campus",
    type: "Hackathon",
    capacity: 500,
    registered: 500,
    price: 999,
    highlights: ["₹10 lakh prize pool", "Mentors from leading AI labs", "Cloud GPU credits for every team"],
    partners: ["Deccan Cloud Services", "OpenGov Labs India"],
    isVirtual: true,
  },
  {
    id: "ai-in-manufacturing-expo",
    title: "AI in Manufacturing Expo",
    description:
      "An exhibition of vision inspection, predictive maintenance and digital-twin solutions, with live demonstrations on a working production line.",
    startDate: "2027-03-25",
    endDate: "2027-03-27",
    location: "Pune",
    venue: "Auto Cluster Exhibition Centre",
    type: "Exhibition",
    capacity: 3000,
    registered: 1850,
    price: 1500,
    highlights: ["120+ exhibitors", "Live production-line demos", "Plant-head roundtables"],
    partners: ["Sahyadri Industrial Association", "Nilgiri Analytics"],
    isVirtual: false,
  },
  {
    id: "women-in-ai-leadership-summit",
    title: "Women in AI Leadership Summit",
    description:
      "A one-day summit celebrating and growing women leaders in AI, with keynotes, mentoring circles and a career fair.",
    startDate: "2027-04-08",
    endDate: "2027-04-08",
    location: "Mumbai",
    venue: "Bandra Kurla Convention Hall",
    type: "Summit",
    capacity: 1200,
    registered: 1020,
    price: 4500,
    highlights: ["Keynotes from women CXOs", "Mentoring circles", "Career fair"],
    partners: ["Bharat AI Alliance", "SheLeads AI Network"],
    isVirtual: false,
  },
];
