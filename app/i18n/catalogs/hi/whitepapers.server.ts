import type { Catalog } from "~/i18n/i18n";

// The whitepapers page: hero, the eight papers (featured cards and rows) and the closing call.
export default {
  "Research Library": "शोध पुस्तकालय",
  "In-depth research and practical guides on AI adoption, responsible AI, business impact and AI education, written by our researchers and practitioners.":
    "एआई अपनाने, ज़िम्मेदार एआई, कारोबारी असर और एआई शिक्षा पर गहन शोध और व्यावहारिक गाइड, हमारे शोधकर्ताओं और विशेषज्ञों द्वारा लिखे गए।",
  "Featured Whitepapers": "चुनिंदा व्हाइटपेपर",
  "Our most downloaded research of the year.": "इस साल हमारा सबसे ज़्यादा डाउनलोड किया गया शोध।",
  "More Whitepapers": "और व्हाइटपेपर",
  "Guides and analyses for every stage of AI adoption.": "एआई अपनाने के हर पड़ाव के लिए गाइड और विश्लेषण।",
  "Get New Research First": "नया शोध सबसे पहले पाएँ",
  "Subscribe to hear when we publish a new whitepaper, usually once a month.":
    "नया व्हाइटपेपर प्रकाशित होते ही जानने के लिए सदस्यता लें; आम तौर पर महीने में एक बार।",
  "Subscribe to Updates": "अपडेट के लिए सदस्यता लें",
  // Cards
  Featured: "चुनिंदा",
  Topics: "विषय",
  "By {authors}": "लेखक: {authors}",
  "{count} pages": { one: "{count} पेज", other: "{count} पेज" },
  "{count} downloads": { one: "{count} डाउनलोड", other: "{count} डाउनलोड" },
  "Download PDF": "पीडीएफ़ डाउनलोड करें",
  // Categories
  "Market Research": "बाज़ार शोध",
  "AI Ethics": "एआई नैतिकता",
  "Business Impact": "कारोबारी असर",
  "Technical Guide": "तकनीकी गाइड",
  "Industry Analysis": "उद्योग विश्लेषण",
  "Education Strategy": "शिक्षा रणनीति",
  // Papers
  "The AI Talent Landscape in India 2026": "भारत में एआई प्रतिभा की तस्वीर 2026",
  "Demand, supply and salaries for AI roles across 14 Indian cities and 9 industries.":
    "14 भारतीय शहरों और 9 उद्योगों में एआई भूमिकाओं की माँग, उपलब्धता और वेतन।",
  "Based on 2.1 million job postings and a survey of 1,200 hiring managers, this report maps which AI roles are growing fastest, where the shortages are, and how training investment changes time-to-hire.":
    "21 लाख नौकरी विज्ञापनों और 1,200 हायरिंग मैनेजरों के सर्वे पर आधारित यह रिपोर्ट बताती है कि कौन-सी एआई भूमिकाएँ सबसे तेज़ी से बढ़ रही हैं, कमी कहाँ है, और प्रशिक्षण में निवेश से भर्ती में लगने वाला समय कैसे बदलता है।",
  "Talent Demand": "प्रतिभा की माँग",
  Salaries: "वेतन",
  "Hiring Trends": "भर्ती के रुझान",
  "Regional Analysis": "क्षेत्रीय विश्लेषण",
  "Responsible AI: A Framework for Indian Enterprises": "ज़िम्मेदार एआई: भारतीय उद्यमों के लिए एक फ़्रेमवर्क",
  "Governance, fairness testing and documentation practices aligned with the DPDP Act 2023.":
    "डीपीडीपी अधिनियम 2023 के अनुरूप गवर्नेंस, निष्पक्षता की जाँच और दस्तावेज़ीकरण के तरीक़े।",
  "A practical framework for responsible AI: who owns which decision, how to test models for bias before release, what to document, and how to meet the consent and purpose-limitation duties of the Digital Personal Data Protection Act.":
    "ज़िम्मेदार एआई का व्यावहारिक फ़्रेमवर्क: कौन-सा फ़ैसला किसकी ज़िम्मेदारी है, रिलीज़ से पहले मॉडलों में पूर्वाग्रह की जाँच कैसे करें, क्या दर्ज करें, और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम के सहमति और उद्देश्य-सीमा संबंधी दायित्व कैसे पूरे करें।",
  Governance: "गवर्नेंस",
  "Bias Testing": "पूर्वाग्रह की जाँच",
  "DPDP Act": "डीपीडीपी अधिनियम",
  "Model Documentation": "मॉडल दस्तावेज़ीकरण",
  "Measuring the ROI of AI Training Programs": "एआई प्रशिक्षण प्रोग्राम का आरओआई कैसे मापें",
  "A method to link training to productivity, quality and retention, with data from 40 clients.":
    "प्रशिक्षण को उत्पादकता, गुणवत्ता और कर्मचारियों के टिके रहने से जोड़ने का तरीक़ा, 40 ग्राहकों के डेटा के साथ।",
  "Training budgets are easier to defend with numbers. We present a four-level measurement model, the metrics our clients track at 30, 90 and 180 days, and an average return of 3.5x across 40 enterprise programmes.":
    "आँकड़ों के साथ प्रशिक्षण बजट का बचाव करना आसान होता है। हम चार स्तरों वाला मापन मॉडल, 30, 90 और 180 दिन पर हमारे ग्राहकों द्वारा देखे जाने वाले मेट्रिक्स, और 40 एंटरप्राइज़ प्रोग्राम में औसतन 3.5 गुना रिटर्न प्रस्तुत करते हैं।",
  ROI: "आरओआई",
  Productivity: "उत्पादकता",
  Retention: "कर्मचारी प्रतिधारण",
  Measurement: "मापन",
  "Deploying Large Language Models in Production": "लार्ज लैंग्वेज मॉडल को प्रोडक्शन में लाना",
  "Architecture patterns, evaluation and cost control for LLM applications.": "LLM ऐप्लिकेशन के लिए आर्किटेक्चर पैटर्न, मूल्यांकन और लागत नियंत्रण।",
  "From prompt design and retrieval to evaluation sets, guardrails, latency budgets and GPU cost, this guide covers the decisions teams face when an LLM prototype has to serve real users.":
    "प्रॉम्प्ट डिज़ाइन और रिट्रीवल से लेकर इवैल्यूएशन सेट, गार्डरेल, लेटेंसी बजट और GPU की लागत तक: यह गाइड उन फ़ैसलों को समझाती है जो तब सामने आते हैं जब किसी LLM प्रोटोटाइप को असली उपयोगकर्ताओं की सेवा करनी हो।",
  LLMOps: "LLMOps",
  Evaluation: "मूल्यांकन",
  Retrieval: "रिट्रीवल",
  "Cost Optimisation": "लागत अनुकूलन",
  "AI in Indian Healthcare: Opportunities and Readiness": "भारतीय स्वास्थ्य सेवा में एआई: अवसर और तैयारी",
  "Where hospitals and diagnostics chains apply AI today and what their staff need to learn.":
    "अस्पताल और डायग्नोस्टिक चेन आज एआई का उपयोग कहाँ कर रहे हैं, और उनके कर्मचारियों को क्या सीखना है।",
  "Interviews with 60 hospital and diagnostics leaders on imaging, triage and operations use cases, the data and skills they lack, and a readiness scorecard for providers starting out.":
    "60 अस्पताल और डायग्नोस्टिक प्रमुखों से इमेजिंग, ट्राइएज और संचालन के उपयोगों पर बातचीत, उनके पास किस डेटा और कौशल की कमी है, और शुरुआत कर रहे संस्थानों के लिए तैयारी का स्कोरकार्ड।",
  "Medical Imaging": "मेडिकल इमेजिंग",
  "Clinical Operations": "क्लिनिकल संचालन",
  "Data Readiness": "डेटा की तैयारी",
  "Designing an AI Curriculum for Universities": "विश्वविद्यालयों के लिए एआई पाठ्यक्रम तैयार करना",
  "A semester-by-semester plan for undergraduate and postgraduate AI programmes.":
    "स्नातक और स्नातकोत्तर एआई प्रोग्राम के लिए सेमेस्टर-दर-सेमेस्टर योजना।",
  "Built with faculty from 25 institutions, this paper proposes course sequences, lab infrastructure, assessment methods and faculty development paths that keep an AI curriculum current as the field moves.":
    "25 संस्थानों के शिक्षकों के साथ मिलकर तैयार यह पेपर कोर्स का क्रम, लैब का बुनियादी ढाँचा, आकलन के तरीक़े और शिक्षक विकास के रास्ते सुझाता है, ताकि एआई पाठ्यक्रम इस तेज़ी से बदलते क्षेत्र के साथ चलता रहे।",
  "Curriculum Design": "पाठ्यक्रम डिज़ाइन",
  "Faculty Development": "शिक्षक विकास",
  "Lab Infrastructure": "लैब का बुनियादी ढाँचा",
  Assessment: "आकलन",
  "Generative AI Adoption in Financial Services": "वित्तीय सेवाओं में जनरेटिव एआई को अपनाना",
  "Use cases, risk controls and skills for banks, insurers and NBFCs.": "बैंकों, बीमा कंपनियों और एनबीएफ़सी के लिए उपयोग, जोखिम नियंत्रण और कौशल।",
  "A review of generative AI deployments at Indian banks, insurers and NBFCs: which use cases reached production, the model-risk controls applied, and the roles that needed new skills.":
    "भारतीय बैंकों, बीमा कंपनियों और एनबीएफ़सी में जनरेटिव एआई के उपयोग की समीक्षा: कौन-से उपयोग असली इस्तेमाल तक पहुँचे, मॉडल-जोखिम के कौन-से नियंत्रण लगाए गए, और किन भूमिकाओं को नए कौशल चाहिए थे।",
  "Generative AI": "जनरेटिव एआई",
  "Model Risk": "मॉडल जोखिम",
  Banking: "बैंकिंग",
  Insurance: "बीमा",
  "Building an AI-Ready Workforce: A Skilling Playbook": "एआई के लिए तैयार कार्यबल: स्किलिंग प्लेबुक",
  "How to assess skills, choose learning paths and keep employees engaged through training.":
    "कौशल का आकलन कैसे करें, सीखने के रास्ते कैसे चुनें और प्रशिक्षण के दौरान कर्मचारियों की रुचि कैसे बनाए रखें।",
  "A playbook for HR and L&D leaders: skills assessment, role-based learning paths, blended delivery, manager involvement and the completion practices behind our 98% completion rate.":
    "एचआर और लर्निंग एंड डेवलपमेंट प्रमुखों के लिए प्लेबुक: कौशल आकलन, भूमिका के अनुसार सीखने के रास्ते, ब्लेंडेड डिलीवरी, मैनेजरों की भागीदारी, और वे तरीक़े जिनसे हमारी 98% कोर्स पूरा करने की दर बनी है।",
  "Skills Assessment": "कौशल आकलन",
  "Learning Paths": "सीखने के रास्ते",
  "L&D Strategy": "लर्निंग एंड डेवलपमेंट रणनीति",
  Engagement: "जुड़ाव",
} satisfies Catalog;
