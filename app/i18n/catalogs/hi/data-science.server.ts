import type { Catalog } from "~/i18n/i18n";

// The data science program page: hero, the program at a glance, its curriculum.
export default {
  "Flagship program": "प्रमुख प्रोग्राम",
  "Enroll Now": "अभी नामांकन करें",
  "The program at a glance": "प्रोग्राम एक नज़र में",
  Duration: "अवधि",
  Format: "स्वरूप",
  Level: "स्तर",
  Certificate: "प्रमाणपत्र",
  "24 weeks": "24 सप्ताह",
  "Live online with weekend labs": "लाइव ऑनलाइन, सप्ताहांत में लैब के साथ",
  "Beginner to intermediate": "शुरुआती से मध्यम स्तर",
  "On completing the capstone": "कैपस्टोन प्रोजेक्ट पूरा करने पर",
  "What you will learn": "आप क्या सीखेंगे",
  "Stage {number}": "चरण {number}",
  "Python for data": "डेटा के लिए Python",
  "NumPy, pandas and clean, testable analysis notebooks.": "NumPy, pandas, और साफ़-सुथरी, टेस्ट की जा सकने वाली एनालिसिस नोटबुक।",
  "Statistics and experiments": "सांख्यिकी और प्रयोग",
  "Probability, inference and A/B tests you can defend.": "प्रायिकता, अनुमान (इन्फ़रेंस) और ऐसे A/B टेस्ट जिनके नतीजों पर आप टिक सकें।",
  "Machine learning": "मशीन लर्निंग",
  "Regression, trees, ensembles and honest model evaluation.": "रिग्रेशन, डिसीज़न ट्री, एन्सेम्बल और मॉडल का ईमानदार मूल्यांकन।",
  "Capstone project": "कैपस्टोन प्रोजेक्ट",
  "A real business dataset, weekly mentor reviews and a final demo.": "एक असली बिज़नेस डेटासेट, हर हफ़्ते मेंटर की समीक्षा और आख़िर में एक डेमो।",
} satisfies Catalog;
