// Sample masterclasses (spec section 3): hard-coded, never fetched. 60,000–80,000 rupees, each
// with a higher original price; 30–50 seats.
// Each has its Hindi beside the English (translations.hi; read with inLocale(), contracts/translated.ts).
import { masterclassItems } from "#contracts/items/masterclasses";
import { factsOf } from "#contracts/registration-items";
import type { Translations } from "#contracts/translated";
import { listingItem } from "./listing-item";
export interface Masterclass {
  id: string;
  title: string;
  description: string;
  /** ISO dates, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  duration: string;
  location: string;
  instructor: string;
  instructorTitle: string;
  instructorBio: string;
  capacity: number;
  enrolled: number;
  /** Whole rupees. */
  price: number;
  /** Whole rupees, higher than price. */
  originalPrice: number;
  modules: string[];
  outcomes: string[];
  prerequisites: string[];
  rating: number;
  reviews: number;
  isExclusive: boolean;
  translations?: Translations<
    Pick<Masterclass, "title" | "description" | "duration" | "location" | "instructorTitle" | "instructorBio" | "modules" | "outcomes" | "prerequisites">
  >;
}

/** The card's dates, place, seats and price from the one source the server reads too. */
function facts(id: string) {
  const f = factsOf(masterclassItems, id);
  return {
    id, title: f.title, startDate: f.startDate, endDate: f.endDate, location: f.location, capacity: f.capacity, enrolled: f.base, price: f.price,
    translations: { hi: { ...f.translations?.hi } },
  };
}

/** An item: its facts, the page's content, and the Hindi of both. */
const item = (id: string, content: Omit<Masterclass, keyof ReturnType<typeof facts>>, hindi: NonNullable<NonNullable<Masterclass["translations"]>["hi"]>): Masterclass =>
  listingItem(facts(id), content, hindi);

export const masterclasses: Masterclass[] = [
  item(
    "large-language-models-theory-to-production",
    {
      description:
        "A ten-week deep dive into how LLMs work and how to fine-tune, evaluate and serve them at enterprise scale, ending with a capstone deployment.",
      duration: "10 weeks",
      instructor: "Dr. Kavitha Subramanian",
      instructorTitle: "Former Principal Research Scientist, Large-Scale NLP",
      instructorBio:
        "Kavitha has led language-model research teams for twelve years and has published more than forty papers on efficient training and evaluation.",
      originalPrice: 95000,
      modules: [
        "Transformer architecture in depth",
        "Pre-training data and tokenisation",
        "Fine-tuning with LoRA and QLoRA",
        "Evaluation and red-teaming",
        "Serving, quantisation and cost control",
        "Capstone: deploy an enterprise assistant",
      ],
      outcomes: [
        "Fine-tune and evaluate an open-weight LLM on your own data",
        "Design a cost-aware serving architecture",
        "Run a red-team review before launch",
        "Present a production-ready capstone to a review panel",
      ],
      prerequisites: ["Python", "Working knowledge of deep learning"],
      rating: 4.9,
      reviews: 128,
      isExclusive: true,
    },
    {
      description:
        "दस हफ़्तों में गहराई से समझें कि LLM कैसे काम करते हैं, और एंटरप्राइज़ स्तर पर उन्हें फ़ाइन-ट्यून, मूल्यांकन और सर्व कैसे करें; अंत में एक कैपस्टोन डिप्लॉयमेंट।",
      duration: "10 सप्ताह",
      instructorTitle: "पूर्व प्रिंसिपल रिसर्च साइंटिस्ट, लार्ज-स्केल एनएलपी",
      instructorBio:
        "कविता बारह साल से लैंग्वेज-मॉडल रिसर्च टीमों का नेतृत्व कर रही हैं और कुशल ट्रेनिंग व मूल्यांकन पर चालीस से ज़्यादा शोध-पत्र प्रकाशित कर चुकी हैं।",
      modules: [
        "ट्रांसफ़ॉर्मर आर्किटेक्चर गहराई से",
        "प्री-ट्रेनिंग डेटा और टोकनाइज़ेशन",
        "LoRA और QLoRA से फ़ाइन-ट्यूनिंग",
        "मूल्यांकन और रेड-टीमिंग",
        "सर्विंग, क्वांटाइज़ेशन और लागत पर नियंत्रण",
        "कैपस्टोन: एक एंटरप्राइज़ असिस्टेंट डिप्लॉय करें",
      ],
      outcomes: [
        "अपने डेटा पर एक ओपन-वेट LLM को फ़ाइन-ट्यून करना और उसका मूल्यांकन करना",
        "लागत का ध्यान रखने वाला सर्विंग आर्किटेक्चर डिज़ाइन करना",
        "लॉन्च से पहले रेड-टीम समीक्षा करना",
        "प्रोडक्शन के लिए तैयार कैपस्टोन को समीक्षा पैनल के सामने प्रस्तुत करना",
      ],
      prerequisites: ["Python", "डीप लर्निंग की व्यावहारिक जानकारी"],
    },
  ),
  item(
    "computer-vision-systems",
    {
      description:
        "Eight weeks of building detection, segmentation and tracking systems that hold up in real factories, hospitals and retail stores.",
      duration: "8 weeks",
      instructor: "Arjun Malhotra",
      instructorTitle: "Head of Vision AI, Cortexa AI",
      instructorBio:
        "Arjun has shipped vision systems to more than thirty manufacturing plants and mentors the Cortexa computer-vision residency.",
      originalPrice: 85000,
      modules: [
        "Modern detection architectures",
        "Segmentation for inspection",
        "Multi-object tracking",
        "Data-centric model improvement",
        "Edge deployment and monitoring",
      ],
      outcomes: [
        "Build an inspection pipeline from labelled data to edge device",
        "Diagnose and fix failure modes with data-centric methods",
        "Monitor a deployed model for drift",
      ],
      prerequisites: ["Python", "Basic PyTorch"],
      rating: 4.8,
      reviews: 96,
      isExclusive: true,
    },
    {
      description:
        "आठ हफ़्तों तक ऐसे डिटेक्शन, सेगमेंटेशन और ट्रैकिंग सिस्टम बनाएँ जो असली फ़ैक्ट्रियों, अस्पतालों और रिटेल स्टोर में टिके रहें।",
      duration: "8 सप्ताह",
      instructorTitle: "विज़न एआई प्रमुख, Cortexa AI",
      instructorBio: "अर्जुन तीस से ज़्यादा मैन्युफ़ैक्चरिंग प्लांटों में विज़न सिस्टम लगा चुके हैं और Cortexa की कंप्यूटर-विज़न रेज़िडेंसी में मेंटर हैं।",
      modules: ["आधुनिक डिटेक्शन आर्किटेक्चर", "इंस्पेक्शन के लिए सेगमेंटेशन", "मल्टी-ऑब्जेक्ट ट्रैकिंग", "डेटा-केंद्रित मॉडल सुधार", "एज डिप्लॉयमेंट और मॉनिटरिंग"],
      outcomes: [
        "लेबल किए गए डेटा से एज डिवाइस तक इंस्पेक्शन पाइपलाइन बनाना",
        "डेटा-केंद्रित तरीक़ों से विफलता के कारण पहचानना और सुधारना",
        "डिप्लॉय किए गए मॉडल में ड्रिफ़्ट पर नज़र रखना",
      ],
      prerequisites: ["Python", "PyTorch की बुनियादी जानकारी"],
    },
  ),
  item(
    "ai-product-strategy-for-leaders",
    {
      description:
        "For product and business leaders: find AI opportunities worth building, size them, staff them and measure what they return.",
      duration: "8 weeks",
      instructor: "Rahul Sethi",
      instructorTitle: "Former VP Product, Consumer Fintech",
      instructorBio:
        "Rahul has built and led AI product teams at two unicorn fintechs and advises enterprises on AI portfolio strategy.",
      originalPrice: 72000,
      modules: [
        "Finding problems worth solving with AI",
        "Build, buy or partner",
        "Data strategy for product teams",
        "Measuring AI ROI",
      ],
      outcomes: [
        "A prioritised AI roadmap for your organisation",
        "A business case template your finance team will accept",
        "A framework for responsible product launches",
      ],
      prerequisites: ["Three or more years in a product or business leadership role"],
      rating: 4.7,
      reviews: 64,
      isExclusive: false,
    },
    {
      description:
        "प्रोडक्ट और बिज़नेस लीडर्स के लिए: बनाने लायक़ एआई अवसर पहचानें, उनका आकार आँकें, उनके लिए टीम बनाएँ और उनसे मिलने वाला लाभ मापें।",
      duration: "8 सप्ताह",
      instructorTitle: "पूर्व वीपी प्रोडक्ट, कंज़्यूमर फ़िनटेक",
      instructorBio: "राहुल दो यूनिकॉर्न फ़िनटेक कंपनियों में एआई प्रोडक्ट टीमें बना और चला चुके हैं, और एंटरप्राइज़ को एआई पोर्टफ़ोलियो रणनीति पर सलाह देते हैं।",
      modules: ["एआई से हल करने लायक़ समस्याएँ खोजना", "ख़ुद बनाएँ, ख़रीदें या साझेदारी करें", "प्रोडक्ट टीमों के लिए डेटा रणनीति", "एआई के ROI को मापना"],
      outcomes: [
        "आपके संगठन के लिए प्राथमिकता के क्रम में एआई रोडमैप",
        "ऐसा बिज़नेस केस टेम्पलेट जिसे आपकी फ़ाइनेंस टीम मान ले",
        "ज़िम्मेदार प्रोडक्ट लॉन्च का एक ढाँचा",
      ],
      prerequisites: ["प्रोडक्ट या बिज़नेस लीडरशिप की भूमिका में तीन या अधिक वर्ष"],
    },
  ),
  item(
    "reinforcement-learning-decision-intelligence",
    {
      description:
        "From bandits to deep reinforcement learning: optimise pricing, supply chains and recommendations with agents that learn from feedback.",
      duration: "10 weeks",
      instructor: "Dr. Sanjay Verma",
      instructorTitle: "Professor of Operations Research",
      instructorBio:
        "Sanjay teaches decision science and has applied reinforcement learning to inventory and pricing problems for large retailers.",
      originalPrice: 100000,
      modules: [
        "Multi-armed bandits and A/B testing",
        "Markov decision processes",
        "Deep Q-learning and policy gradients",
        "Offline reinforcement learning",
        "Simulation for supply chains",
        "Safe deployment of learning agents",
        "Capstone: a dynamic pricing agent",
      ],
      outcomes: [
        "Frame a business decision as a reinforcement learning problem",
        "Train and evaluate agents offline before they touch customers",
        "Deploy a bandit-based experiment in production",
      ],
      prerequisites: ["Python", "Probability and statistics", "Basic machine learning"],
      rating: 4.9,
      reviews: 52,
      isExclusive: true,
    },
    {
      description:
        "बैंडिट से डीप रीइन्फ़ोर्समेंट लर्निंग तक: फ़ीडबैक से सीखने वाले एजेंटों के साथ प्राइसिंग, सप्लाई चेन और सिफ़ारिशों को बेहतर बनाएँ।",
      duration: "10 सप्ताह",
      instructorTitle: "ऑपरेशंस रिसर्च के प्रोफ़ेसर",
      instructorBio:
        "संजय डिसीज़न साइंस पढ़ाते हैं और बड़े रिटेलर्स की इन्वेंटरी और प्राइसिंग की समस्याओं पर रीइन्फ़ोर्समेंट लर्निंग लागू कर चुके हैं।",
      modules: [
        "मल्टी-आर्म्ड बैंडिट और A/B टेस्टिंग",
        "मार्कोव डिसीज़न प्रोसेस",
        "डीप क्यू-लर्निंग और पॉलिसी ग्रेडिएंट",
        "ऑफ़लाइन रीइन्फ़ोर्समेंट लर्निंग",
        "सप्लाई चेन के लिए सिमुलेशन",
        "सीखने वाले एजेंटों का सुरक्षित डिप्लॉयमेंट",
        "कैपस्टोन: डायनेमिक प्राइसिंग एजेंट",
      ],
      outcomes: [
        "किसी बिज़नेस निर्णय को रीइन्फ़ोर्समेंट लर्निंग की समस्या के रूप में रखना",
        "ग्राहकों तक पहुँचने से पहले एजेंटों को ऑफ़लाइन ट्रेन करना और परखना",
        "प्रोडक्शन में बैंडिट पर आधारित प्रयोग लागू करना",
      ],
      prerequisites: ["Python", "प्रायिकता और सांख्यिकी", "मशीन लर्निंग की बुनियादी जानकारी"],
    },
  ),
];
