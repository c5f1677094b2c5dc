import type { Catalog } from "~/i18n/i18n";

// /ai-technology (app/routes/ai-technology.tsx, app/content/company/ai-technology.ts).
export default {
  "The AI platform behind every course": "हर कोर्स के पीछे का एआई प्लेटफ़ॉर्म",
  "Adaptive learning, AI tutors and hands-on labs built by our engineers and researchers, running on infrastructure enterprises can trust.":
    "हमारे इंजीनियरों और शोधकर्ताओं के बनाए अडैप्टिव लर्निंग, एआई ट्यूटर और व्यावहारिक लैब, ऐसे इन्फ़्रास्ट्रक्चर पर जिस पर उद्यम भरोसा कर सकें।",
  "Request Demo": "डेमो का अनुरोध करें",
  "Platform figures": "प्लेटफ़ॉर्म के आँकड़े",
  "AI models": "एआई मॉडल",
  "Uptime SLA": "अपटाइम की गारंटी (एसएलए)",
  "1M+": "10 लाख+",
  "API requests per day": "हर दिन एपीआई अनुरोध",
  "15ms": "15 मि.से.",
  "Average response": "औसत जवाब का समय",
  "Core Technologies": "मुख्य तकनीकें",
  "Four families of models work together to personalise learning and measure its results.":
    "मॉडलों के चार परिवार मिलकर हर शिक्षार्थी के लिए पढ़ाई को ढालते हैं और उसके नतीजे मापते हैं।",
  "Adaptive Learning Engine": "अडैप्टिव लर्निंग इंजन",
  "Models that read each learner's results and pace, and choose the next lesson, exercise or review.":
    "ऐसे मॉडल जो हर शिक्षार्थी के नतीजे और रफ़्तार देखकर अगला पाठ, अभ्यास या दोहराव चुनते हैं।",
  "Knowledge tracing per skill": "हर कौशल के लिए ज्ञान की ट्रैकिंग",
  "Personalised learning paths": "हर शिक्षार्थी के लिए अलग लर्निंग पाथ",
  "Spaced-repetition reviews": "अंतराल पर दोहराव (स्पेस्ड रिपीटिशन)",
  "Natural Language Processing": "नैचुरल लैंग्वेज प्रोसेसिंग",
  "Language models tuned on our course material answer questions, explain code and give feedback on written work.":
    "हमारी कोर्स सामग्री पर ट्यून किए गए लैंग्वेज मॉडल सवालों के जवाब देते हैं, कोड समझाते हैं और लिखे गए काम पर फ़ीडबैक देते हैं।",
  "Course-grounded answers with sources": "कोर्स पर आधारित जवाब, स्रोतों के साथ",
  "Feedback on assignments": "असाइनमेंट पर फ़ीडबैक",
  "Support for English and Hindi": "अंग्रेज़ी और हिन्दी दोनों में",
  "Computer Vision": "कंप्यूटर विज़न",
  "Vision models power the image and video labs learners build with, and check diagrams in assessments.":
    "विज़न मॉडल उन इमेज और वीडियो लैब को चलाते हैं जिनमें शिक्षार्थी काम करते हैं, और आकलनों में आरेखों की जाँच करते हैं।",
  "Ready-made datasets for labs": "लैब के लिए तैयार डेटासेट",
  "Automatic checks of lab results": "लैब के नतीजों की अपने-आप जाँच",
  "Accessible image descriptions": "सुलभ इमेज विवरण",
  "Predictive Analytics": "प्रेडिक्टिव एनालिटिक्स",
  "Forecasts that show managers which learners may need help and which skills their teams are missing.":
    "ऐसे पूर्वानुमान जो मैनेजरों को दिखाते हैं कि किन शिक्षार्थियों को मदद की ज़रूरत पड़ सकती है और उनकी टीमों में कौन-से कौशल कम हैं।",
  "Early alerts on learners at risk": "पिछड़ रहे शिक्षार्थियों की समय रहते चेतावनी",
  "Team skill-gap forecasts": "टीम में कौशल की कमी के पूर्वानुमान",
  "Training return-on-investment reports": "प्रशिक्षण पर निवेश के रिटर्न की रिपोर्ट",
  "AI-Powered Tools": "एआई से चलने वाले टूल",
  "What learners, instructors and managers use every day.": "जिनका इस्तेमाल शिक्षार्थी, प्रशिक्षक और मैनेजर हर दिन करते हैं।",
  "AI Tutor": "एआई ट्यूटर",
  "Answers questions about any lesson, day or night, with links to the exact part of the course.":
    "दिन हो या रात, किसी भी पाठ पर सवालों के जवाब देता है, कोर्स के ठीक उसी हिस्से के लिंक के साथ।",
  "Code Lab": "कोड लैब",
  "A browser-based Python and notebook environment with GPUs, ready in seconds.": "ब्राउज़र में चलने वाला Python और नोटबुक का माहौल, GPU के साथ, कुछ ही सेकंड में तैयार।",
  "Skills Assessment": "कौशल आकलन",
  "Adaptive tests that measure real skill levels in 20 minutes instead of two hours.": "अडैप्टिव टेस्ट, जो असली कौशल का स्तर दो घंटे के बजाय 20 मिनट में मापते हैं।",
  "Learning Path Builder": "लर्निंग पाथ बिल्डर",
  "Builds a plan for a role, such as data analyst or ML engineer, from a learner's current skills.":
    "शिक्षार्थी के मौजूदा कौशल से किसी भूमिका, जैसे डेटा एनालिस्ट या एमएल इंजीनियर, के लिए योजना बनाता है।",
  "Progress Analytics": "प्रगति एनालिटिक्स",
  "Dashboards for learners and managers: progress, time spent, scores and certificates.": "शिक्षार्थियों और मैनेजरों के लिए डैशबोर्ड: प्रगति, लगाया गया समय, स्कोर और प्रमाणपत्र।",
  "Workflow Integrations": "वर्कफ़्लो इंटीग्रेशन",
  "Connects to your HR system, single sign-on, Slack and Microsoft Teams.": "आपके एचआर सिस्टम, सिंगल साइन-ऑन, Slack और Microsoft Teams से जुड़ता है।",
  "Innovation Lab": "इनोवेशन लैब",
  "What we are building next, from production features to early research.": "हम आगे क्या बना रहे हैं: चालू सुविधाओं से लेकर शुरुआती शोध तक।",
  Production: "चालू",
  Beta: "बीटा",
  Development: "विकास में",
  Research: "शोध",
  "AI Teaching Assistant": "एआई टीचिंग असिस्टेंट",
  "Grades coding assignments and explains mistakes line by line, reviewed by our instructors.":
    "कोडिंग असाइनमेंट जाँचता है और ग़लतियाँ लाइन-दर-लाइन समझाता है, जिसकी समीक्षा हमारे प्रशिक्षक करते हैं।",
  "Voice Learning in Indian Languages": "भारतीय भाषाओं में आवाज़ से सीखना",
  "Spoken lessons and a voice tutor in Hindi, Tamil, Telugu, Kannada and Marathi.": "हिन्दी, तमिल, तेलुगु, कन्नड़ और मराठी में बोले गए पाठ और वॉइस ट्यूटर।",
  "Simulated Workplace Projects": "दफ़्तर जैसे सिम्युलेटेड प्रोजेक्ट",
  "Realistic AI projects with simulated stakeholders, messy data and changing requirements.":
    "असली जैसे एआई प्रोजेक्ट: सिम्युलेटेड हितधारक, बिखरा हुआ डेटा और बदलती ज़रूरतें।",
  "Skills Graph Intelligence": "स्किल्स ग्राफ़ इंटेलिजेंस",
  "Maps how skills relate across 2,000 job roles to predict which skills a team will need next.":
    "2,000 नौकरी भूमिकाओं में कौशलों के आपसी रिश्ते दर्ज करता है, ताकि अनुमान लगे कि टीम को आगे कौन-से कौशल चाहिए होंगे।",
  "Security & Compliance": "सुरक्षा और अनुपालन",
  "Enterprise-grade protection for learner data and company content.": "शिक्षार्थियों के डेटा और कंपनी की सामग्री के लिए एंटरप्राइज़-स्तर की सुरक्षा।",
  "Encryption everywhere": "हर जगह एन्क्रिप्शन",
  "TLS 1.3 in transit and AES-256 at rest for all learner and company data.":
    "शिक्षार्थियों और कंपनी के सारे डेटा के लिए भेजते समय टीएलएस 1.3 और रखते समय एईएस-256 एन्क्रिप्शन।",
  "Data protection": "डेटा सुरक्षा",
  "Processes built for India's Digital Personal Data Protection Act and the GDPR; data stored in India.":
    "भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम और जीडीपीआर के अनुसार बनी प्रक्रियाएँ; डेटा भारत में ही रखा जाता है।",
  "Access control": "एक्सेस कंट्रोल",
  "Single sign-on, role-based permissions and audit logs for enterprise accounts.": "एंटरप्राइज़ खातों के लिए सिंगल साइन-ऑन, भूमिका के आधार पर अनुमतियाँ और ऑडिट लॉग।",
  "Your data stays yours": "आपका डेटा आपका ही रहता है",
  "Company content and learner work are never used to train shared models.": "कंपनी की सामग्री और शिक्षार्थियों का काम कभी भी साझा मॉडलों को ट्रेन करने में इस्तेमाल नहीं होता।",
  "See the platform in action": "प्लेटफ़ॉर्म को काम करते देखिए",
  "Get a walkthrough of our AI tutors, labs and analytics with one of our engineers, or read how the stack fits together.":
    "हमारे किसी इंजीनियर के साथ हमारे एआई ट्यूटर, लैब और एनालिटिक्स को विस्तार से देखिए, या पढ़िए कि पूरा तकनीकी ढाँचा कैसे एक साथ काम करता है।",
  "Schedule Tech Demo": "टेक डेमो तय करें",
  "Download Tech Stack Guide": "टेक स्टैक गाइड डाउनलोड करें",
} satisfies Catalog;
