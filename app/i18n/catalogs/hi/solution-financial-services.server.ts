import type { Catalog } from "~/i18n/i18n";

// /solutions/financial-services (app/content/solutions/financial-services.ts).
export default {
  "Banking, Insurance & Fintech": "बैंकिंग, बीमा और फिनटेक के लिए",
  "Prepare your analysts, risk managers and engineers to build, validate and govern AI, from fraud detection to credit scoring, with certification programs designed alongside practitioners from leading banks and NBFCs.":
    "अपने एनालिस्ट, रिस्क मैनेजर और इंजीनियरों को एआई बनाने, परखने और सँभालने के लिए तैयार कीजिए: धोखाधड़ी की पहचान से क्रेडिट स्कोरिंग तक, प्रमुख बैंकों और एनबीएफ़सी के विशेषज्ञों के साथ मिलकर बनाए गए सर्टिफ़िकेशन प्रोग्राम से।",
  "Start Learning Today": "आज ही सीखना शुरू करें",
  "Case studies from Indian and global financial institutions": "भारतीय और वैश्विक वित्तीय संस्थानों की केस स्टडी",
  "Model risk management and explainability built in": "मॉडल रिस्क मैनेजमेंट और एक्सप्लेनेबिलिटी शुरू से शामिल",
  "Globally recognised certification, priced in US dollars": "दुनिया भर में मान्य सर्टिफ़िकेशन, कीमत अमेरिकी डॉलर में",
  "AI Solutions for Finance": "वित्त के लिए एआई समाधान",
  "The four capabilities financial institutions ask us for most, each taught on realistic, anonymised data.":
    "वे चार क्षमताएँ जो वित्तीय संस्थान हमसे सबसे ज़्यादा माँगते हैं, हर एक असली जैसे, गुमनाम किए गए डेटा पर सिखाई जाती है।",
  "Fraud Detection & Prevention": "धोखाधड़ी की पहचान और रोकथाम",
  "Spot fraudulent card, UPI and insurance transactions in real time with anomaly detection and graph analytics.":
    "एनॉमली डिटेक्शन और ग्राफ़ एनालिटिक्स से कार्ड, यूपीआई और बीमा के धोखाधड़ी वाले लेन-देन तुरंत पकड़िए।",
  "Credit Risk Modelling": "क्रेडिट रिस्क मॉडलिंग",
  "Build explainable credit-scoring and early-warning models, including for thin-file borrowers, that satisfy model validators.":
    "समझाए जा सकने वाले क्रेडिट स्कोरिंग और शुरुआती चेतावनी मॉडल बनाइए, कम क्रेडिट इतिहास वाले उधारकर्ताओं के लिए भी, जो मॉडल वैलिडेटर की कसौटी पर खरे उतरें।",
  "Algorithmic Trading": "एल्गोरिदमिक ट्रेडिंग",
  "Design, back-test and monitor machine-learning trading signals with sound risk controls and realistic costs.":
    "ठोस रिस्क कंट्रोल और वास्तविक लागतों के साथ मशीन लर्निंग के ट्रेडिंग सिग्नल डिज़ाइन, बैक-टेस्ट और मॉनिटर कीजिए।",
  "Regulatory Compliance & RegTech": "नियामक अनुपालन और रेगटेक",
  "Automate KYC, AML screening and regulatory reporting with NLP, while keeping humans in the loop and audits clean.":
    "एनएलपी से केवाईसी, एएमएल स्क्रीनिंग और नियामक रिपोर्टिंग को ऑटोमेट कीजिए, इंसानी निगरानी और साफ़-सुथरे ऑडिट के साथ।",
  "Certification Programs": "सर्टिफ़िकेशन प्रोग्राम",
  "Industry-recognised certifications with live sessions, graded projects and a final assessment.":
    "उद्योग में मान्य सर्टिफ़िकेशन: लाइव सेशन, अंक वाले प्रोजेक्ट और अंतिम आकलन के साथ।",
  "Certified AI Risk Analyst": "सर्टिफ़ाइड एआई रिस्क एनालिस्ट",
  "Credit, market and operational risk models with machine learning, validation and model governance.":
    "मशीन लर्निंग से क्रेडिट, बाज़ार और ऑपरेशनल रिस्क मॉडल, उनका वैलिडेशन और मॉडल गवर्नेंस।",
  "Credit scoring": "क्रेडिट स्कोरिंग",
  "Model validation": "मॉडल वैलिडेशन",
  "Explainable AI": "व्याख्या-योग्य एआई",
  "Stress testing": "स्ट्रेस टेस्टिंग",
  "AI for Quantitative Finance": "क्वांटिटेटिव फ़ाइनेंस के लिए एआई",
  "Time-series forecasting, portfolio optimisation and reinforcement learning for trading strategies.":
    "ट्रेडिंग रणनीतियों के लिए टाइम-सीरीज़ फ़ोरकास्टिंग, पोर्टफ़ोलियो ऑप्टिमाइज़ेशन और रीइन्फ़ोर्समेंट लर्निंग।",
  "Portfolio optimisation": "पोर्टफ़ोलियो ऑप्टिमाइज़ेशन",
  "Back-testing": "बैक-टेस्टिंग",
  "Reinforcement learning": "रीइन्फ़ोर्समेंट लर्निंग",
  "AI in Banking Operations": "बैंकिंग ऑपरेशंस में एआई",
  "Automate onboarding, KYC, collections and customer service with practical AI tools and workflows.":
    "व्यावहारिक एआई टूल और वर्कफ़्लो से ग्राहक जोड़ने, केवाईसी, वसूली और ग्राहक सेवा को ऑटोमेट कीजिए।",
  "Process automation": "प्रोसेस ऑटोमेशन",
  "Document AI": "डॉक्यूमेंट एआई",
  Chatbots: "चैटबॉट",
  "Customer analytics": "कस्टमर एनालिटिक्स",
  "Real-World Applications": "असल दुनिया में उपयोग",
  "How our graduates apply what they learn across the financial sector.": "हमारे प्रशिक्षित पेशेवर वित्तीय क्षेत्र में अपनी सीख कैसे लागू करते हैं।",
  "Retail & Corporate Banking": "रिटेल और कॉर्पोरेट बैंकिंग",
  "Banks use AI to know their customers better, lend more safely and serve them around the clock.":
    "बैंक एआई से अपने ग्राहकों को बेहतर समझते हैं, ज़्यादा सुरक्षित ढंग से क़र्ज़ देते हैं और चौबीसों घंटे सेवा देते हैं।",
  "Customer churn prediction and next-best offer": "ग्राहकों के छोड़ने का अनुमान और अगला सबसे सही ऑफ़र",
  "Automated KYC and document verification": "ऑटोमेटेड केवाईसी और दस्तावेज़ सत्यापन",
  "Early-warning signals for loan defaults": "क़र्ज़ न चुकाए जाने के शुरुआती चेतावनी संकेत",
  "Conversational assistants for customer service": "ग्राहक सेवा के लिए बातचीत करने वाले असिस्टेंट",
  "Insurance & Wealth Management": "बीमा और वेल्थ मैनेजमेंट",
  "Insurers and wealth managers use AI to price risk, settle claims faster and personalise advice.":
    "बीमा कंपनियाँ और वेल्थ मैनेजर एआई से जोखिम की कीमत तय करते हैं, क्लेम जल्दी निपटाते हैं और हर ग्राहक के हिसाब से सलाह देते हैं।",
  "Claims triage and fraud scoring": "क्लेम की छँटाई और धोखाधड़ी स्कोरिंग",
  "Risk-based underwriting and pricing": "जोखिम के आधार पर अंडरराइटिंग और प्राइसिंग",
  "Robo-advisory and portfolio rebalancing": "रोबो-एडवाइज़री और पोर्टफ़ोलियो रीबैलेंसिंग",
  "Personalised product recommendations": "हर ग्राहक के हिसाब से प्रोडक्ट सुझाव",
  "Build an AI-Ready Finance Team": "एआई के लिए तैयार फ़ाइनेंस टीम बनाइए",
  "Browse all our programs, or talk to us about a tailored program for your bank, insurer or fintech.":
    "हमारे सभी प्रोग्राम देखिए, या अपने बैंक, बीमा कंपनी या फिनटेक के लिए ख़ास प्रोग्राम के बारे में हमसे बात कीजिए।",
  "View Programs": "प्रोग्राम देखें",
} satisfies Catalog;
