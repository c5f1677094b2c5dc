import type { Catalog } from "~/i18n/i18n";

// The case-studies page: hero, headline stats, industries, the six customer stories and the closing call.
export default {
  "Customer Success": "ग्राहकों की सफलता",
  "How organisations across India turned their teams into AI-ready workforces: the challenge, what we built together, and the results.":
    "देश भर के संगठनों ने अपनी टीमों को एआई के लिए कैसे तैयार किया: चुनौती क्या थी, हमने मिलकर क्या बनाया, और नतीजे क्या रहे।",
  "Results across our clients": "हमारे ग्राहकों के नतीजे",
  "Enterprise clients": "एंटरप्राइज़ ग्राहक",
  "Professionals trained": "प्रशिक्षित पेशेवर",
  "Average ROI": "औसत आरओआई",
  "Client satisfaction": "ग्राहक संतुष्टि",
  "Success Stories": "सफलता की कहानियाँ",
  "Six organisations, six industries: real programmes and measured outcomes.": "छह संगठन, छह उद्योग: असली प्रोग्राम और मापे गए नतीजे।",
  "IT Services": "आईटी सेवाएँ",
  "E-commerce": "ई-कॉमर्स",
  EdTech: "एडटेक",
  Challenge: "चुनौती",
  Solution: "समाधान",
  Results: "नतीजे",
  Tags: "टैग",
  "Ready to Write Your Own Success Story?": "क्या आप अपनी सफलता की कहानी लिखने के लिए तैयार हैं?",
  "Get all six case studies with detailed programme designs and measurement methods, or talk to us about your team.":
    "प्रोग्राम के विस्तृत डिज़ाइन और मापने के तरीक़ों के साथ सभी छह केस स्टडी पाएँ, या अपनी टीम के बारे में हमसे बात करें।",
  "Download Case Studies PDF": "केस स्टडी की पीडीएफ़ डाउनलोड करें",
  "Talk to Our Team": "हमारी टीम से बात करें",

  // Infoway Technologies
  "12,000 employees": "12,000 कर्मचारी",
  "Clients were asking for generative AI projects, but fewer than 5% of Infoway's engineers had shipped a machine-learning system, and hiring could not close the gap fast enough.":
    "ग्राहक जनरेटिव एआई प्रोजेक्ट माँग रहे थे, लेकिन Infoway के 5% से भी कम इंजीनियरों ने कोई मशीन लर्निंग सिस्टम बनाकर चलाया था, और भर्ती से यह कमी जल्दी पूरी नहीं हो पा रही थी।",
  "A role-based programme for 2,400 engineers: a four-week foundation track, then specialist tracks in LLM applications and MLOps, with capstones built on real client problems and weekly mentor reviews.":
    "2,400 इंजीनियरों के लिए भूमिका के अनुसार प्रोग्राम: चार हफ़्ते का फ़ाउंडेशन ट्रैक, फिर LLM ऐप्लिकेशन और MLOps के विशेषज्ञ ट्रैक, ग्राहकों की असली समस्याओं पर बने कैपस्टोन प्रोजेक्ट और हर हफ़्ते मेंटर की समीक्षा के साथ।",
  "Engineers certified": "प्रमाणित इंजीनियर",
  "New AI project revenue": "नए एआई प्रोजेक्ट से आय",
  "₹180 Cr": "₹180 करोड़",
  "Time to staff AI projects": "एआई प्रोजेक्ट के लिए टीम जुटाने का समय",
  "Programme completion": "प्रोग्राम पूरा करने की दर",
  "We turned our delivery teams into AI teams in under a year. The capstones meant people were productive on client work from day one.":
    "एक साल से कम समय में हमारी डिलीवरी टीमें एआई टीमें बन गईं। कैपस्टोन प्रोजेक्ट की वजह से लोग पहले दिन से ग्राहकों के काम में उपयोगी रहे।",
  "Chief Technology Officer, Infoway Technologies": "मुख्य प्रौद्योगिकी अधिकारी, Infoway Technologies",
  "Generative AI": "जनरेटिव एआई",
  MLOps: "MLOps",

  // Sanjeevani Hospitals
  "18 hospitals": "18 अस्पताल",
  "Radiology backlogs were growing, and clinicians distrusted the AI triage tools the group had bought because nobody could explain how they worked or when they failed.":
    "रेडियोलॉजी में लंबित जाँचें बढ़ रही थीं, और डॉक्टरों को समूह के ख़रीदे एआई ट्राइएज टूल पर भरोसा नहीं था, क्योंकि कोई यह नहीं समझा पा रहा था कि वे कैसे काम करते हैं या कब चूकते हैं।",
  "A clinical AI literacy programme for 300 doctors and technicians, plus a hands-on track for the analytics team on validating imaging models against local patient data.":
    "300 डॉक्टरों और तकनीशियनों के लिए क्लिनिकल एआई साक्षरता प्रोग्राम, और एनालिटिक्स टीम के लिए स्थानीय मरीज़ों के डेटा पर इमेजिंग मॉडल की जाँच का व्यावहारिक ट्रैक।",
  "Report turnaround": "रिपोर्ट मिलने का समय",
  "Clinicians trained": "प्रशिक्षित चिकित्सक",
  "Triage tool adoption": "ट्राइएज टूल का उपयोग",
  "Models validated in-house": "अपने यहाँ जाँचे गए मॉडल",
  "Our doctors now question the models the right way. Adoption went up because trust went up.":
    "हमारे डॉक्टर अब मॉडलों से सही ढंग से सवाल करते हैं। भरोसा बढ़ा, इसलिए उपयोग भी बढ़ा।",
  "Chief Medical Information Officer, Sanjeevani Hospitals": "मुख्य चिकित्सा सूचना अधिकारी, Sanjeevani Hospitals",
  "Medical Imaging": "मेडिकल इमेजिंग",
  "AI Literacy": "एआई साक्षरता",
  "Model Validation": "मॉडल सत्यापन",

  // Pragati Finance
  "5,500 employees": "5,500 कर्मचारी",
  "Rising fraud losses in digital lending, and a rules engine that flagged so many genuine applications that customers abandoned their loans.":
    "डिजिटल लेंडिंग में धोखाधड़ी से बढ़ता नुक़सान, और एक रूल इंजन जो इतने सारे सही आवेदनों को संदिग्ध बता देता था कि ग्राहक क़र्ज़ लेना ही छोड़ देते थे।",
  "A twelve-week fraud analytics programme for the risk team covering feature engineering, gradient boosting and explainability, followed by a supervised deployment of the team's own model.":
    "रिस्क टीम के लिए बारह हफ़्ते का फ़्रॉड एनालिटिक्स प्रोग्राम, जिसमें फ़ीचर इंजीनियरिंग, ग्रेडिएंट बूस्टिंग और एक्सप्लेनेबिलिटी शामिल थी, और उसके बाद निगरानी में टीम के अपने मॉडल की तैनाती।",
  "Fraud losses": "धोखाधड़ी से नुक़सान",
  "False positives": "ग़लत चेतावनियाँ",
  "Loan approval time": "क़र्ज़ मंज़ूरी का समय",
  "Analysts up-skilled": "अप-स्किल किए गए एनालिस्ट",
  "The team built a model our regulators were comfortable with because they could explain every decision it made.":
    "टीम ने ऐसा मॉडल बनाया जिससे हमारे नियामक संतुष्ट थे, क्योंकि टीम उसके हर फ़ैसले को समझा सकती थी।",
  "Chief Risk Officer, Pragati Finance": "मुख्य जोखिम अधिकारी, Pragati Finance",
  "Fraud Detection": "धोखाधड़ी की पहचान",
  "Explainable AI": "व्याख्या-योग्य एआई",
  "Risk Analytics": "रिस्क एनालिटिक्स",

  // ShopKart
  "3,200 employees": "3,200 कर्मचारी",
  "Recommendations were hand-tuned by category managers, and the small data-science team could not keep up with festive-season demand forecasting.":
    "सिफ़ारिशें कैटेगरी मैनेजर हाथ से तय करते थे, और डेटा साइंस की छोटी टीम त्योहारों के मौसम की माँग का पूर्वानुमान नहीं सँभाल पा रही थी।",
  "Up-skilling for 60 analysts in recommender systems and time-series forecasting, and an AI fundamentals course for 400 category managers so they could work with the models.":
    "60 एनालिस्ट के लिए रेकमेंडर सिस्टम और टाइम-सीरीज़ पूर्वानुमान में अप-स्किलिंग, और 400 कैटेगरी मैनेजरों के लिए एआई की बुनियादी बातों का कोर्स, ताकि वे मॉडलों के साथ काम कर सकें।",
  "Conversion rate": "कन्वर्ज़न दर",
  "Forecast accuracy": "पूर्वानुमान की सटीकता",
  "Stock-outs in festive sale": "त्योहारी सेल में स्टॉक ख़त्म होना",
  "Staff trained": "प्रशिक्षित कर्मचारी",
  "Our best festive season ever, and for the first time the forecasts came from our own people.":
    "हमारा अब तक का सबसे अच्छा त्योहारी सीज़न, और पहली बार पूर्वानुमान हमारे अपने लोगों ने तैयार किए।",
  "VP Data & Analytics, ShopKart": "वीपी, डेटा और एनालिटिक्स, ShopKart",
  "Recommender Systems": "रेकमेंडर सिस्टम",
  Forecasting: "पूर्वानुमान",

  // Bharat Precision Components
  "2,800 employees": "2,800 कर्मचारी",
  "Unplanned machine downtime was costing two shifts a month, and quality inspection relied on manual checks that missed fine surface defects.":
    "मशीनों के अनियोजित रूप से बंद होने से हर महीने दो शिफ़्ट का नुक़सान हो रहा था, और गुणवत्ता जाँच हाथ से होती थी, जिसमें सतह की बारीक ख़ामियाँ छूट जाती थीं।",
  "Plant engineers learnt predictive maintenance on their own sensor data, and a computer-vision track trained the quality team to build and monitor a defect-detection model.":
    "प्लांट इंजीनियरों ने अपने ही सेंसर डेटा पर प्रेडिक्टिव मेंटेनेंस सीखा, और कंप्यूटर विज़न ट्रैक ने क्वालिटी टीम को ख़ामियाँ पकड़ने वाला मॉडल बनाना और उसकी निगरानी करना सिखाया।",
  "Unplanned downtime": "अनियोजित डाउनटाइम",
  "Defect detection rate": "ख़ामियाँ पकड़ने की दर",
  "Annual savings": "सालाना बचत",
  "₹12 Cr": "₹12 करोड़",
  "Engineers trained": "प्रशिक्षित इंजीनियर",
  "Our engineers now build the models themselves. That changed how the whole plant thinks about data.":
    "अब हमारे इंजीनियर ख़ुद मॉडल बनाते हैं। इससे पूरे प्लांट का डेटा के बारे में सोचने का तरीक़ा बदल गया।",
  "Plant Head, Bharat Precision Components": "प्लांट प्रमुख, Bharat Precision Components",
  "Predictive Maintenance": "प्रेडिक्टिव मेंटेनेंस",
  "Computer Vision": "कंप्यूटर विज़न",
  "Industry 4.0": "इंडस्ट्री 4.0",

  // VidyaPath Learning
  "900 employees": "900 कर्मचारी",
  "Learners dropped out of courses without warning, and content teams wanted to personalise learning paths but had no machine-learning expertise.":
    "शिक्षार्थी बिना किसी संकेत के कोर्स बीच में छोड़ देते थे, और कंटेंट टीमें सीखने के रास्ते हर शिक्षार्थी के अनुसार बनाना चाहती थीं, पर उनके पास मशीन लर्निंग की विशेषज्ञता नहीं थी।",
  "An institutional programme for product, content and data teams on learner analytics, dropout prediction and responsible personalisation, with a faculty development track for instructors.":
    "प्रोडक्ट, कंटेंट और डेटा टीमों के लिए लर्नर एनालिटिक्स, ड्रॉपआउट के पूर्वानुमान और ज़िम्मेदार पर्सनलाइज़ेशन पर संस्थागत प्रोग्राम, और प्रशिक्षकों के लिए फ़ैकल्टी डेवलपमेंट ट्रैक।",
  "Course completion": "कोर्स पूरा करने की दर",
  "Dropout prediction accuracy": "ड्रॉपआउट पूर्वानुमान की सटीकता",
  "Personalised paths launched": "शुरू किए गए व्यक्तिगत लर्निंग पाथ",
  "Team members trained": "प्रशिक्षित टीम सदस्य",
  "We now spot learners who are struggling weeks earlier, and our content teams design with data.":
    "अब हम मुश्किल में पड़े शिक्षार्थियों को हफ़्तों पहले पहचान लेते हैं, और हमारी कंटेंट टीमें डेटा के आधार पर डिज़ाइन करती हैं।",
  "Chief Product Officer, VidyaPath Learning": "मुख्य प्रोडक्ट अधिकारी, VidyaPath Learning",
  "Learner Analytics": "लर्नर एनालिटिक्स",
  Personalisation: "पर्सनलाइज़ेशन",
} satisfies Catalog;
