import type { Catalog } from "~/i18n/i18n";

// The blog: hero, search, category filters, the eight articles, empty state and newsletter box.
export default {
  "{company} Blog": "{company} ब्लॉग",
  "Insights on Applied AI": "व्यावहारिक एआई पर गहरी नज़र",
  "Industry insights, hands-on tutorials, research and stories from the people putting AI to work across India.":
    "उद्योग की समझ, व्यावहारिक ट्यूटोरियल, शोध और उन लोगों की कहानियाँ जो देश भर में एआई को काम में ला रहे हैं।",
  "Search articles": "लेख खोजें",
  "Search articles...": "लेख खोजें...",
  "Filter articles by category": "श्रेणी के अनुसार लेख छाँटें",
  All: "सभी",
  "Featured Articles": "चुनिंदा लेख",
  "Latest Articles": "नए लेख",
  "Search Results": "खोज के नतीजे",
  "{count} articles": { one: "{count} लेख", other: "{count} लेख" },
  "No articles found matching your criteria.": "आपकी शर्तों से मेल खाता कोई लेख नहीं मिला।",
  Featured: "चुनिंदा",
  Tags: "टैग",
  // Categories
  "Industry Insights": "उद्योग की समझ",
  "Technical Tutorial": "तकनीकी ट्यूटोरियल",
  "Technical Deep Dive": "तकनीकी गहराई से",
  "AI Ethics": "एआई नैतिकता",
  "Success Stories": "सफलता की कहानियाँ",
  "Research Report": "शोध रिपोर्ट",
  // Authors' roles
  "Head of Research": "शोध प्रमुख",
  "Senior ML Engineer": "सीनियर एमएल इंजीनियर",
  "Industry Solutions Lead": "इंडस्ट्री सॉल्यूशंस लीड",
  "Principal AI Scientist": "प्रिंसिपल एआई साइंटिस्ट",
  "AI Ethics & Policy Advisor": "एआई नैतिकता और नीति सलाहकार",
  "Learner Success Manager": "लर्नर सक्सेस मैनेजर",
  "Financial Services Practice Lead": "वित्तीय सेवा प्रैक्टिस लीड",
  // Reading times
  "5 min read": "5 मिनट में पढ़ें",
  "6 min read": "6 मिनट में पढ़ें",
  "7 min read": "7 मिनट में पढ़ें",
  "8 min read": "8 मिनट में पढ़ें",
  "10 min read": "10 मिनट में पढ़ें",
  "11 min read": "11 मिनट में पढ़ें",
  "12 min read": "12 मिनट में पढ़ें",
  "15 min read": "15 मिनट में पढ़ें",
  // Articles
  "The State of Enterprise AI Adoption in India, 2026": "भारत में एंटरप्राइज़ एआई अपनाने की स्थिति, 2026",
  "Indian enterprises moved from pilots to production this year. We look at where AI budgets went, which teams got trained first, and why skills, not tools, remain the bottleneck.":
    "इस साल भारतीय उद्यम पायलट से आगे बढ़कर असली इस्तेमाल तक पहुँचे। हम देखते हैं कि एआई बजट कहाँ ख़र्च हुआ, किन टीमों को सबसे पहले प्रशिक्षण मिला, और क्यों रुकावट अब भी टूल नहीं, कौशल ही है।",
  "Building a Retrieval-Augmented Chatbot with Python in an Afternoon": "एक दोपहर में पायथन से रिट्रीवल-ऑगमेंटेड चैटबॉट बनाइए",
  "A step-by-step tutorial: chunk your documents, embed them, store the vectors and let a language model answer questions with citations, all in under 200 lines of Python.":
    "क़दम-दर-क़दम ट्यूटोरियल: अपने दस्तावेज़ों को टुकड़ों में बाँटिए, उनके एम्बेडिंग बनाइए, वेक्टर सहेजिए और लैंग्वेज मॉडल से स्रोतों के हवाले के साथ सवालों के जवाब दिलवाइए, सब कुछ पायथन की 200 से कम पंक्तियों में।",
  "How a Pune Manufacturer Cut Unplanned Downtime by 38%": "पुणे की एक निर्माता कंपनी ने अनियोजित डाउनटाइम 38% कैसे घटाया",
  "Plant engineers with no data-science background learnt to build predictive-maintenance models on their own sensor data. Here is what the twelve-week programme looked like.":
    "डेटा साइंस की पृष्ठभूमि के बिना प्लांट इंजीनियरों ने अपने ही सेंसर डेटा पर प्रेडिक्टिव मेंटेनेंस मॉडल बनाना सीखा। जानिए बारह हफ़्ते का वह प्रोग्राम कैसा था।",
  "Inside Transformers: Attention, Explained Without the Hand-Waving": "ट्रांसफ़ॉर्मर के भीतर: अटेंशन, बिना गोलमोल के समझाया गया",
  "Queries, keys and values, multi-head attention and positional encodings, worked through with small matrices you can check by hand, and what they mean for model cost.":
    "क्वेरी, की और वैल्यू, मल्टी-हेड अटेंशन और पोज़िशनल एन्कोडिंग, ऐसे छोटे मैट्रिक्स के साथ हल करके जिन्हें आप हाथ से जाँच सकें, और मॉडल की लागत पर इनका असर।",
  "Responsible AI Under India's DPDP Act: A Practical Checklist": "भारत के डीपीडीपी अधिनियम के तहत ज़िम्मेदार एआई: एक व्यावहारिक चेकलिस्ट",
  "Consent, purpose limitation and data minimisation are now law. A checklist for teams that train or deploy models on personal data, with examples from lending and hiring.":
    "सहमति, उद्देश्य की सीमा और न्यूनतम डेटा अब क़ानून हैं। व्यक्तिगत डेटा पर मॉडल प्रशिक्षित या तैनात करने वाली टीमों के लिए चेकलिस्ट, क़र्ज़ और भर्ती के उदाहरणों के साथ।",
  "From Support Agent to ML Engineer in Nine Months": "नौ महीनों में सपोर्ट एजेंट से एमएल इंजीनियर तक",
  "Priya answered customer tickets for five years. She tells us how evening study, a capstone on ticket routing and a mentor's feedback got her a machine-learning role.":
    "प्रिया पाँच साल तक ग्राहकों के टिकट का जवाब देती रहीं। वे बताती हैं कि शाम की पढ़ाई, टिकट रूटिंग पर कैपस्टोन प्रोजेक्ट और मेंटर की सलाह से उन्हें मशीन लर्निंग की भूमिका कैसे मिली।",
  "AI Skills Gap Report: What 1,200 Hiring Managers Told Us": "एआई कौशल अंतर रिपोर्ट: 1,200 हायरिंग मैनेजरों ने हमें क्या बताया",
  "Our survey across IT services, banking, healthcare and retail shows which AI skills are hardest to hire for, how long roles stay open, and what companies now train in-house.":
    "आईटी सेवाओं, बैंकिंग, स्वास्थ्य सेवा और रिटेल में किया गया हमारा सर्वे बताता है कि किन एआई कौशलों के लिए भर्ती सबसे कठिन है, पद कितने समय तक ख़ाली रहते हैं, और कंपनियाँ अब अपने यहाँ क्या सिखा रही हैं।",
  "Generative AI in Indian Banking: Beyond the Chatbot": "भारतीय बैंकिंग में जनरेटिव एआई: चैटबॉट से आगे",
  "Document processing, credit memo drafting and fraud investigation are where banks see real returns. What it takes to get there, and the controls regulators expect.":
    "दस्तावेज़ प्रोसेसिंग, क्रेडिट मेमो का मसौदा और धोखाधड़ी की जाँच: यहीं बैंकों को असली फ़ायदा दिख रहा है। वहाँ तक पहुँचने के लिए क्या चाहिए, और नियामक कौन-से नियंत्रण चाहते हैं।",
  // Tags
  "Enterprise AI": "एंटरप्राइज़ एआई",
  Adoption: "अपनाना",
  Workforce: "कार्यबल",
  Python: "Python",
  RAG: "RAG",
  LLM: "LLM",
  "Vector Search": "वेक्टर सर्च",
  Tutorial: "ट्यूटोरियल",
  "Predictive Maintenance": "प्रेडिक्टिव मेंटेनेंस",
  IoT: "आईओटी",
  "Deep Learning": "डीप लर्निंग",
  Transformers: "ट्रांसफ़ॉर्मर",
  NLP: "एनएलपी",
  Attention: "अटेंशन",
  "DPDP Act": "डीपीडीपी अधिनियम",
  Compliance: "अनुपालन",
  Privacy: "गोपनीयता",
  "Career Change": "करियर बदलाव",
  "Machine Learning": "मशीन लर्निंग",
  "Skills Gap": "कौशल अंतर",
  Hiring: "भर्ती",
  Survey: "सर्वे",
  "Generative AI": "जनरेटिव एआई",
  Banking: "बैंकिंग",
  Risk: "जोखिम",
  // Newsletter box
  "Never Miss an Article": "कोई लेख न छूटे",
  "Get our latest insights, tutorials and research on applied AI delivered to your inbox every two weeks.":
    "व्यावहारिक एआई पर हमारे नए विश्लेषण, ट्यूटोरियल और शोध हर दो हफ़्ते सीधे अपने इनबॉक्स में पाएँ।",
  "Your email for blog updates": "ब्लॉग अपडेट के लिए आपका ईमेल",
} satisfies Catalog;
