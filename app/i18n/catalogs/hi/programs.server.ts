import type { Catalog } from "~/i18n/i18n";

// The programs page: hero, category tabs, cards (their program texts are catalogue content), toasts.
export default {
  "AI Training Programs": "एआई प्रशिक्षण प्रोग्राम",
  "Program catalogue": "प्रोग्राम सूची",
  "Program categories": "प्रोग्राम की श्रेणियाँ",
  "All Programs": "सभी प्रोग्राम",
  "Data Science": "डेटा साइंस",
  "Machine Learning": "मशीन लर्निंग",
  "Deep Learning": "डीप लर्निंग",
  "Natural Language Processing": "नैचुरल लैंग्वेज प्रोसेसिंग",
  "Computer Vision": "कंप्यूटर विज़न",
  "AI Ethics": "एआई नैतिकता",
  "Loading programs...": "प्रोग्राम लोड हो रहे हैं...",
  "No Programs Available": "अभी कोई प्रोग्राम उपलब्ध नहीं",
  "There are no programs in this category right now. New programs are added regularly, so please check back soon.":
    "इस श्रेणी में अभी कोई प्रोग्राम नहीं है। नए प्रोग्राम लगातार जुड़ते रहते हैं, कृपया जल्द ही फिर देखें।",
  Beginner: "शुरुआती",
  Intermediate: "मध्यम",
  Advanced: "उन्नत",
  "Rating: ": "रेटिंग: ",
  Duration: "अवधि",
  "1,234 enrolled": "1,234 नामांकित",
  "Certificate included": "प्रमाणपत्र शामिल",
  "What you will learn": "आप क्या सीखेंगे",
  "Price: ": "कीमत: ",
  "Enrolling...": "नामांकन हो रहा है...",
  "Enroll Now": "अभी नामांकन करें",
  // Toasts
  "Success!": "हो गया!",
  "You have been enrolled in the program.": "आपका इस प्रोग्राम में नामांकन हो गया है।",
  "Already Enrolled": "पहले से नामांकित",
  "You are already enrolled in this program.": "आप इस प्रोग्राम में पहले से नामांकित हैं।",
  Error: "त्रुटि",
  "Failed to enroll. Please try again.": "नामांकन नहीं हो सका। कृपया फिर कोशिश करें।",
  "Failed to load programs. Please try again.": "प्रोग्राम लोड नहीं हो सके। कृपया फिर कोशिश करें।",
} satisfies Catalog;
