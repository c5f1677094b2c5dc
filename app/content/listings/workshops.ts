// Sample workshops (spec section 3): hard-coded, never fetched. Prices in rupees; capacities 25–50.
// Each has its Hindi beside the English (translations.hi; read with inLocale(), contracts/translated.ts).
import { workshopItems } from "#contracts/items/workshops";
import { durationOf, factsOf } from "#contracts/registration-items";
import type { Translations } from "#contracts/translated";
import { listingItem } from "./listing-item";
export type WorkshopLevel = "Beginner" | "Intermediate" | "Advanced";
export type WorkshopFormat = "In-Person" | "Online" | "Hybrid";

export interface Workshop {
  id: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  duration: string;
  location: string;
  capacity: number;
  enrolled: number;
  /** Whole rupees. */
  price: number;
  level: WorkshopLevel;
  topics: string[];
  instructor: string;
  format: WorkshopFormat;
  translations?: Translations<Pick<Workshop, "title" | "description" | "duration" | "location" | "topics">>;
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(workshopItems, id);
  return {
    id, title: f.title, date: f.startDate, duration: durationOf(f), location: f.location, capacity: f.capacity, enrolled: f.base, price: f.price,
    translations: { hi: { ...f.translations?.hi, duration: durationOf(f, "hi") } },
  };
}

/** An item: its facts, the page's content, and the Hindi of both. */
const item = (id: string, content: Omit<Workshop, keyof ReturnType<typeof facts>>, hindi: NonNullable<NonNullable<Workshop["translations"]>["hi"]>): Workshop =>
  listingItem(facts(id), content, hindi);

export const workshops: Workshop[] = [
  item(
    "genai-for-business-leaders",
    {
      description:
        "A two-day, non-technical workshop for managers: what large language models can and cannot do, how to pick the first use cases and how to run a pilot safely.",
      level: "Beginner",
      topics: ["LLM fundamentals", "Use-case prioritisation", "Prompt design", "AI governance"],
      instructor: "Dr. Meera Iyer",
      format: "In-Person",
    },
    {
      description:
        "मैनेजरों के लिए दो दिन की, बिना तकनीकी पृष्ठभूमि वाली कार्यशाला: लार्ज लैंग्वेज मॉडल क्या कर सकते हैं और क्या नहीं, पहले यूज़-केस कैसे चुनें और पायलट सुरक्षित ढंग से कैसे चलाएँ।",
      topics: ["LLM की बुनियादी बातें", "यूज़-केस की प्राथमिकता तय करना", "प्रॉम्प्ट डिज़ाइन", "एआई गवर्नेंस"],
    },
  ),
  item(
    "deep-learning-with-pytorch",
    {
      description:
        "Build, train and tune convolutional and transformer models in PyTorch on GPU notebooks, then profile and export them for serving.",
      level: "Advanced",
      topics: ["Tensors and autograd", "CNNs and transformers", "Mixed-precision training", "Model export"],
      instructor: "Rohan Deshpande",
      format: "Hybrid",
    },
    {
      description:
        "GPU नोटबुक पर PyTorch में कन्वोल्यूशनल और ट्रांसफ़ॉर्मर मॉडल बनाएँ, ट्रेन और ट्यून करें, फिर उन्हें प्रोफ़ाइल करके सर्विंग के लिए एक्सपोर्ट करें।",
      topics: ["टेंसर और ऑटोग्रैड", "CNN और ट्रांसफ़ॉर्मर", "मिक्स्ड-प्रिसिज़न ट्रेनिंग", "मॉडल एक्सपोर्ट"],
    },
  ),
  item(
    "mlops-in-practice",
    {
      description:
        "Turn a working notebook into a versioned, tested and monitored service: experiment tracking, CI/CD for models, feature stores and drift alerts.",
      level: "Intermediate",
      topics: ["Experiment tracking", "Model CI/CD", "Feature stores", "Drift monitoring"],
      instructor: "Ananya Krishnan",
      format: "Online",
    },
    {
      description:
        "चलती हुई नोटबुक को वर्ज़न वाली, टेस्ट की हुई और मॉनिटर की जाने वाली सर्विस में बदलें: एक्सपेरिमेंट ट्रैकिंग, मॉडलों के लिए CI/CD, फ़ीचर स्टोर और ड्रिफ़्ट अलर्ट।",
      topics: ["एक्सपेरिमेंट ट्रैकिंग", "मॉडल CI/CD", "फ़ीचर स्टोर", "ड्रिफ़्ट मॉनिटरिंग"],
    },
  ),
  item(
    "computer-vision-quality-inspection",
    {
      description:
        "Hands-on defect detection for shop-floor teams: collecting and labelling images, training a detector and deploying it on an edge device.",
      level: "Intermediate",
      topics: ["Image labelling", "Object detection", "Edge deployment"],
      instructor: "Vikram Joshi",
      format: "In-Person",
    },
    {
      description:
        "शॉप-फ़्लोर टीमों के लिए व्यावहारिक डिफ़ेक्ट डिटेक्शन: तस्वीरें जुटाना और लेबल करना, डिटेक्टर ट्रेन करना और उसे एज डिवाइस पर लगाना।",
      topics: ["इमेज लेबलिंग", "ऑब्जेक्ट डिटेक्शन", "एज डिप्लॉयमेंट"],
    },
  ),
];
