// Sample seminars (spec section 3): hard-coded, never fetched. Prices in rupees.
// Each has its Hindi beside the English (translations.hi; read with inLocale(), contracts/translated.ts).
import { seminarItems } from "#contracts/items/seminars";
import { durationOf, factsOf, timeLabel } from "#contracts/registration-items";
import type { Translations } from "#contracts/translated";
import { listingItem } from "./listing-item";
export type SeminarType = "Keynote" | "Panel Discussion" | "Technical Seminar" | "Industry Insights";

export interface Seminar {
  id: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  time: string;
  duration: string;
  location: string;
  speaker: string;
  speakerTitle: string;
  capacity: number;
  registered: number;
  /** Whole rupees. */
  price: number;
  topics: string[];
  type: SeminarType;
  translations?: Translations<Pick<Seminar, "title" | "description" | "time" | "duration" | "location" | "speakerTitle" | "topics">>;
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(seminarItems, id);
  return {
    id, title: f.title, date: f.startDate, duration: durationOf(f), time: timeLabel(f.startTime), location: f.location, capacity: f.capacity, registered: f.base, price: f.price,
    translations: { hi: { ...f.translations?.hi, duration: durationOf(f, "hi"), time: timeLabel(f.startTime, "hi") } },
  };
}

/** An item: its facts, the page's content, and the Hindi of both. */
const item = (id: string, content: Omit<Seminar, keyof ReturnType<typeof facts>>, hindi: NonNullable<NonNullable<Seminar["translations"]>["hi"]>): Seminar =>
  listingItem(facts(id), content, hindi);

export const seminars: Seminar[] = [
  item(
    "next-decade-of-enterprise-ai",
    {
      description:
        "Where enterprise AI adoption in India is heading, which capabilities will matter by 2030 and how leadership teams should plan their talent pipeline.",
      speaker: "Dr. Arvind Raghunathan",
      speakerTitle: "Chief AI Scientist, Cortexa AI",
      topics: ["AI strategy", "Workforce planning", "Sovereign AI"],
      type: "Keynote",
    },
    {
      description:
        "भारत में एंटरप्राइज़ एआई किस दिशा में जा रहा है, 2030 तक कौन-सी क्षमताएँ मायने रखेंगी, और लीडरशिप टीमें अपनी प्रतिभा की पाइपलाइन कैसे तैयार करें।",
      speakerTitle: "चीफ़ एआई साइंटिस्ट, Cortexa AI",
      topics: ["एआई रणनीति", "वर्कफ़ोर्स प्लानिंग", "सॉवरेन एआई"],
    },
  ),
  item(
    "responsible-ai-regulation-risk-trust",
    {
      description:
        "A panel of legal, risk and engineering leaders on India's data protection rules, model risk management and building AI that customers trust.",
      speaker: "Priya Nair",
      speakerTitle: "Head of AI Governance, Finvista Bank",
      topics: ["DPDP Act", "Model risk", "Bias audits", "Explainability"],
      type: "Panel Discussion",
    },
    {
      description:
        "क़ानून, जोखिम और इंजीनियरिंग के लीडर्स का पैनल: भारत के डेटा संरक्षण नियम, मॉडल रिस्क मैनेजमेंट, और ऐसा एआई बनाना जिस पर ग्राहक भरोसा करें।",
      speakerTitle: "एआई गवर्नेंस प्रमुख, Finvista Bank",
      topics: ["DPDP अधिनियम", "मॉडल रिस्क", "बायस ऑडिट", "व्याख्या-योग्यता"],
    },
  ),
  item(
    "rag-in-production",
    {
      description:
        "Chunking, embeddings, hybrid search, evaluation and guardrails: lessons from shipping RAG assistants to thousands of enterprise users.",
      speaker: "Siddharth Menon",
      speakerTitle: "Principal ML Engineer, Cortexa AI",
      topics: ["Vector search", "RAG evaluation", "Guardrails", "Latency and cost"],
      type: "Technical Seminar",
    },
    {
      description:
        "चंकिंग, एम्बेडिंग, हाइब्रिड सर्च, मूल्यांकन और गार्डरेल: हज़ारों एंटरप्राइज़ उपयोगकर्ताओं तक RAG असिस्टेंट पहुँचाने से मिले सबक।",
      speakerTitle: "प्रिंसिपल एमएल इंजीनियर, Cortexa AI",
      topics: ["वेक्टर सर्च", "RAG मूल्यांकन", "गार्डरेल", "लेटेंसी और लागत"],
    },
  ),
  item(
    "ai-in-indian-banking",
    {
      description:
        "How banks and fintechs use AI for credit underwriting, fraud detection and customer service, with results from three live deployments.",
      speaker: "Neha Kulkarni",
      speakerTitle: "Partner, Analytics Practice, Meridian Advisory",
      topics: ["Credit scoring", "Fraud detection", "Conversational banking"],
      type: "Industry Insights",
    },
    {
      description:
        "बैंक और फ़िनटेक कंपनियाँ क्रेडिट अंडरराइटिंग, धोखाधड़ी की पहचान और ग्राहक सेवा में एआई का इस्तेमाल कैसे करती हैं, तीन चालू प्रोजेक्टों के नतीजों के साथ।",
      speakerTitle: "पार्टनर, एनालिटिक्स प्रैक्टिस, Meridian Advisory",
      topics: ["क्रेडिट स्कोरिंग", "धोखाधड़ी की पहचान", "संवादी बैंकिंग"],
    },
  ),
];
