// Sample webinars for the listing page (spec section 3): hard-coded, never fetched.
// A price of 0 means the webinar is free; other prices are rupees.
// Each has its Hindi beside the English (translations.hi; read with inLocale(), contracts/translated.ts).
import { webinarItems } from "#contracts/items/webinars";
import { durationOf, factsOf, timeLabel } from "#contracts/registration-items";
import type { Translations } from "#contracts/translated";
import { listingItem } from "./listing-item";
export type WebinarLevel = "Beginner" | "Intermediate" | "Advanced";

export interface Webinar {
  id: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  time: string;
  duration: string;
  speaker: string;
  speakerTitle: string;
  capacity: number;
  registered: number;
  /** Whole rupees; 0 means free. */
  price: number;
  topics: string[];
  level: WebinarLevel;
  recording: boolean;
  materials: boolean;
  certificate: boolean;
  translations?: Translations<Pick<Webinar, "title" | "description" | "time" | "duration" | "speakerTitle" | "topics">>;
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(webinarItems, id);
  return {
    id, title: f.title, date: f.startDate, duration: durationOf(f), time: timeLabel(f.startTime), capacity: f.capacity, registered: f.base, price: f.price,
    translations: { hi: { title: f.translations?.hi?.title, duration: durationOf(f, "hi"), time: timeLabel(f.startTime, "hi") } },
  };
}

/** An item: its facts, the page's content, and the Hindi of both. */
const item = (id: string, content: Omit<Webinar, keyof ReturnType<typeof facts>>, hindi: NonNullable<NonNullable<Webinar["translations"]>["hi"]>): Webinar =>
  listingItem(facts(id), content, hindi);

export const webinars: Webinar[] = [
  item(
    "introduction-to-prompt-engineering",
    {
      description:
        "Write prompts that give reliable, well-structured answers, and learn the habits that keep AI assistants accurate at work.",
      speaker: "Kavya Reddy",
      speakerTitle: "Senior AI Trainer, Cortexa AI",
      topics: ["Prompt patterns", "Few-shot examples", "Structured output", "Hallucination checks", "Prompt libraries"],
      level: "Beginner",
      recording: true,
      materials: true,
      certificate: false,
    },
    {
      description: "ऐसे प्रॉम्प्ट लिखें जो भरोसेमंद और सुव्यवस्थित जवाब दें, और वे आदतें सीखें जो काम में एआई असिस्टेंट को सटीक रखती हैं।",
      speakerTitle: "सीनियर एआई ट्रेनर, Cortexa AI",
      topics: ["प्रॉम्प्ट पैटर्न", "फ़्यू-शॉट उदाहरण", "स्ट्रक्चर्ड आउटपुट", "हैलुसिनेशन की जाँच", "प्रॉम्प्ट लाइब्रेरी"],
    },
  ),
  item(
    "building-ai-agents-with-tool-use",
    {
      description:
        "Design agents that call APIs, query databases and recover from errors, with a live build of a support-ticket triage agent.",
      speaker: "Aditya Bhatt",
      speakerTitle: "Staff Engineer, Applied AI, Cortexa AI",
      topics: ["Function calling", "Planning loops", "Agent evaluation", "Safety limits"],
      level: "Advanced",
      recording: true,
      materials: true,
      certificate: true,
    },
    {
      description:
        "ऐसे एजेंट डिज़ाइन करें जो API कॉल करें, डेटाबेस से जानकारी निकालें और ग़लतियों से उबरें; साथ में सपोर्ट-टिकट छाँटने वाला एक एजेंट लाइव बनाया जाएगा।",
      speakerTitle: "स्टाफ़ इंजीनियर, एप्लाइड एआई, Cortexa AI",
      topics: ["फ़ंक्शन कॉलिंग", "प्लानिंग लूप", "एजेंट का मूल्यांकन", "सुरक्षा सीमाएँ"],
    },
  ),
  item(
    "data-storytelling-with-ai-dashboards",
    {
      description:
        "Use AI assistants to explore a dataset, find the story in it and present it to decision makers in a clear dashboard.",
      speaker: "Farah Siddiqui",
      speakerTitle: "Analytics Lead, Nilgiri Analytics",
      topics: ["Natural-language queries", "Chart selection", "Executive summaries"],
      level: "Intermediate",
      recording: true,
      materials: false,
      certificate: true,
    },
    {
      description: "एआई असिस्टेंट की मदद से डेटासेट को खंगालें, उसमें छिपी कहानी खोजें और उसे एक साफ़ डैशबोर्ड में निर्णय लेने वालों के सामने रखें।",
      speakerTitle: "एनालिटिक्स लीड, Nilgiri Analytics",
      topics: ["आम भाषा में सवाल", "सही चार्ट चुनना", "एग्ज़िक्यूटिव सारांश"],
    },
  ),
  item(
    "ai-for-hr-and-talent-teams",
    {
      description:
        "Practical, responsible uses of AI across hiring, onboarding and learning, with templates your HR team can use the next day.",
      speaker: "Sunita Rao",
      speakerTitle: "Director, People Analytics, Meridian Advisory",
      topics: ["Screening with care", "Onboarding assistants", "Skills mapping", "Bias safeguards"],
      level: "Beginner",
      recording: false,
      materials: true,
      certificate: true,
    },
    {
      description:
        "भर्ती, ऑनबोर्डिंग और लर्निंग में एआई के व्यावहारिक और ज़िम्मेदार इस्तेमाल, ऐसे टेम्पलेट के साथ जिन्हें आपकी एचआर टीम अगले ही दिन काम में ले सके।",
      speakerTitle: "डायरेक्टर, पीपल एनालिटिक्स, Meridian Advisory",
      topics: ["सावधानी से स्क्रीनिंग", "ऑनबोर्डिंग असिस्टेंट", "स्किल मैपिंग", "बायस से बचाव"],
    },
  ),
];
