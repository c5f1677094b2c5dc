import type { Catalog } from "~/i18n/i18n";

// What every solution page shows: the cards' and bands' own labels (app/features/solutions/), and
// the texts several solution pages share (actions, levels, durations).
export default {
  // Components
  "Why teams choose Cortexa AI": "टीमें Cortexa AI को क्यों चुनती हैं",
  "Level:": "स्तर:",
  "Tier {n}": "पड़ाव {n}",
  "Typical roles": "आम भूमिकाएँ",
  "Step {n}:": "चरण {n}:",
  "Key figures": "मुख्य आँकड़े",
  From: "मौजूदा भूमिका",
  To: "नई भूमिका",
  "Duration:": "अवधि:",
  "{count} modules": { one: "{count} मॉड्यूल", other: "{count} मॉड्यूल" },
  Duration: "अवधि",
  Certification: "प्रमाणन",
  Price: "कीमत",
  Highlights: "मुख्य बातें",
  Skills: "कौशल",
  Topics: "विषय",
  "Module {n}": "मॉड्यूल {n}",
  "What you will learn": "आप क्या सीखेंगे",
  "Results Our Clients See": "हमारे ग्राहकों को मिलने वाले नतीजे",
  "Average outcomes reported by client teams within a year of training.": "प्रशिक्षण के एक साल के भीतर ग्राहक टीमों द्वारा बताए गए औसत नतीजे।",

  // Actions
  "Explore Programs": "प्रोग्राम देखें",
  "Schedule Consultation": "परामर्श तय करें",
  "View Success Stories": "सफलता की कहानियाँ देखें",
  "Enroll Now": "अभी नामांकन करें",
  "Talk to an Advisor": "सलाहकार से बात करें",

  // Levels
  Beginner: "शुरुआती",
  Intermediate: "मध्यम",
  Advanced: "उन्नत",
  Expert: "विशेषज्ञ",
  Executive: "एग्ज़िक्यूटिव",

  // Durations
  "4 weeks": "4 हफ़्ते",
  "6 weeks": "6 हफ़्ते",
  "8 weeks": "8 हफ़्ते",
  "10 weeks": "10 हफ़्ते",
  "12 weeks": "12 हफ़्ते",
  "16 weeks": "16 हफ़्ते",
  "18 weeks": "18 हफ़्ते",
  "20 weeks": "20 हफ़्ते",
  "Week 1": "पहला हफ़्ता",

  // Shared by several pages
  "AI Training for": "एआई प्रशिक्षण",
  "AI Use Cases We Teach": "एआई के उपयोग, जो हम सिखाते हैं",
  "Training Modules": "प्रशिक्षण मॉड्यूल",
  "Completion rate": "कोर्स पूरा करने की दर",
  "Success Stories": "सफलता की कहानियाँ",
  "Skills Assessment": "कौशल आकलन",
  Dashboards: "डैशबोर्ड",
  "Time-series models": "टाइम-सीरीज़ मॉडल",
  "Banking & Financial Services": "बैंकिंग और वित्तीय सेवाएँ",
  "Telecom & Media": "टेलीकॉम और मीडिया",
  "LLM fine-tuning": "LLM फ़ाइन-ट्यूनिंग",
  "Data Scientist": "डेटा साइंटिस्ट",
  "MLOps Engineer": "MLOps इंजीनियर",
  "AI Product Manager": "एआई प्रोडक्ट मैनेजर",
  "Cloud AI platforms": "क्लाउड एआई प्लेटफ़ॉर्म",
} satisfies Catalog;
