import type { Catalog } from "~/i18n/i18n";

// /solutions/healthcare (app/content/solutions/healthcare.ts).
export default {
  "Healthcare Professionals": "स्वास्थ्य पेशेवरों के लिए",
  "Equip clinicians, radiologists, hospital administrators and health-tech teams with practical AI skills, from medical imaging to clinical decision support, taught by doctors and data scientists who have deployed AI in Indian hospitals.":
    "डॉक्टरों, रेडियोलॉजिस्ट, अस्पताल प्रशासकों और हेल्थ-टेक टीमों को व्यावहारिक एआई कौशल दीजिए: मेडिकल इमेजिंग से लेकर क्लिनिकल निर्णय सहायता तक, उन डॉक्टरों और डेटा साइंटिस्टों से, जिन्होंने भारतीय अस्पतालों में एआई लागू किया है।",
  "Download Brochure": "ब्रोशर डाउनलोड करें",
  "Curriculum reviewed by practising clinicians": "प्रैक्टिस कर रहे डॉक्टरों द्वारा जाँचा गया पाठ्यक्रम",
  "Hands-on labs on de-identified hospital datasets": "पहचान हटाए गए अस्पताल डेटा पर व्यावहारिक लैब",
  "Covers patient-data privacy under India's DPDP Act": "भारत के डीपीडीपी अधिनियम के तहत मरीज़ों के डेटा की निजता भी शामिल",
  "AI Applications in Healthcare": "स्वास्थ्य सेवा में एआई के उपयोग",
  "Where our learners put AI to work: the four areas our healthcare curriculum is built around.":
    "जहाँ हमारे शिक्षार्थी एआई को काम में लाते हैं: वे चार क्षेत्र जिन पर हमारा हेल्थकेयर पाठ्यक्रम बना है।",
  "Medical Imaging & Diagnostics": "मेडिकल इमेजिंग और डायग्नोस्टिक्स",
  "Use deep learning to detect anomalies in X-ray, CT and MRI scans, and give radiologists faster, more consistent second reads.":
    "डीप लर्निंग से एक्स-रे, सीटी और एमआरआई स्कैन में असामान्यताएँ पहचानिए, और रेडियोलॉजिस्ट को तेज़ और ज़्यादा भरोसेमंद दूसरी राय दीजिए।",
  "Clinical Decision Support": "क्लिनिकल निर्णय सहायता",
  "Build and evaluate models that flag sepsis risk, adverse drug interactions and deteriorating patients before it is too late.":
    "ऐसे मॉडल बनाइए और परखिए जो सेप्सिस के जोखिम, दवाओं के हानिकारक मेल और बिगड़ती हालत वाले मरीज़ों की चेतावनी समय रहते दें।",
  "Predictive Patient Analytics": "मरीज़ों का प्रेडिक्टिव एनालिटिक्स",
  "Forecast readmissions, bed occupancy and disease progression from electronic health records to plan care ahead.":
    "इलेक्ट्रॉनिक हेल्थ रिकॉर्ड से दोबारा भर्ती, बिस्तरों की भराई और बीमारी के बढ़ने का अनुमान लगाइए, ताकि देखभाल की योजना पहले से बने।",
  "Drug Discovery & Research": "दवा खोज और अनुसंधान",
  "Apply machine learning to molecular screening, clinical-trial design and real-world evidence studies.":
    "मॉलिक्यूलर स्क्रीनिंग, क्लिनिकल ट्रायल के डिज़ाइन और रियल-वर्ल्ड एविडेंस अध्ययनों में मशीन लर्निंग लगाइए।",
  "Healthcare AI Training Programs": "हेल्थकेयर एआई प्रशिक्षण प्रोग्राम",
  "Certified programs for clinical, technical and leadership roles, with live mentor sessions and a capstone project.":
    "क्लिनिकल, तकनीकी और नेतृत्व भूमिकाओं के लिए प्रमाणित प्रोग्राम, लाइव मेंटर सेशन और कैपस्टोन प्रोजेक्ट के साथ।",
  "AI in Medical Imaging": "मेडिकल इमेजिंग में एआई",
  "Train and validate deep-learning models for radiology and pathology images, and learn how to bring them safely into a reporting workflow.":
    "रेडियोलॉजी और पैथोलॉजी इमेज के लिए डीप लर्निंग मॉडल ट्रेन और वैलिडेट कीजिए, और सीखिए कि उन्हें रिपोर्टिंग के काम में सुरक्षित ढंग से कैसे लाएँ।",
  "Certified AI Medical Imaging Specialist": "सर्टिफ़ाइड एआई मेडिकल इमेजिंग स्पेशलिस्ट",
  "CNNs for X-ray, CT and MRI analysis": "एक्स-रे, सीटी और एमआरआई विश्लेषण के लिए सीएनएन",
  "DICOM handling and expert annotation": "डीआईसीओएम फ़ाइलों का प्रबंधन और विशेषज्ञ एनोटेशन",
  "Validation studies with radiologists": "रेडियोलॉजिस्ट के साथ वैलिडेशन अध्ययन",
  "Capstone on a de-identified imaging dataset": "पहचान हटाए गए इमेजिंग डेटासेट पर कैपस्टोन",
  "Clinical Data Science": "क्लिनिकल डेटा साइंस",
  "Turn electronic health records into risk scores and dashboards clinicians trust, with explainable models and sound statistics.":
    "समझाए जा सकने वाले मॉडल और ठोस सांख्यिकी से इलेक्ट्रॉनिक हेल्थ रिकॉर्ड को ऐसे रिस्क स्कोर और डैशबोर्ड में बदलिए जिन पर डॉक्टर भरोसा करें।",
  "Certified Clinical Data Scientist": "सर्टिफ़ाइड क्लिनिकल डेटा साइंटिस्ट",
  "EHR data cleaning and feature engineering": "ईएचआर डेटा की सफ़ाई और फ़ीचर इंजीनियरिंग",
  "Risk prediction and survival analysis": "जोखिम का अनुमान और सर्वाइवल एनालिसिस",
  "Explainable AI for clinical teams": "क्लिनिकल टीमों के लिए एक्सप्लेनेबल एआई",
  "Bias and fairness checks on patient data": "मरीज़ों के डेटा पर पक्षपात और निष्पक्षता की जाँच",
  "Healthcare AI Leadership": "हेल्थकेयर एआई लीडरशिप",
  "For hospital leaders and administrators: choose, govern and scale AI projects that improve care and operations.":
    "अस्पताल के प्रमुखों और प्रशासकों के लिए: ऐसे एआई प्रोजेक्ट चुनिए, सँभालिए और बढ़ाइए जो देखभाल और कामकाज दोनों बेहतर करें।",
  "Healthcare AI Leadership Certificate": "हेल्थकेयर एआई लीडरशिप सर्टिफ़िकेट",
  "AI strategy, business cases and ROI": "एआई रणनीति, बिज़नेस केस और आरओआई",
  "Regulation, ethics and data privacy": "नियमन, नैतिकता और डेटा की निजता",
  "Evaluating AI vendors and tools": "एआई वेंडरों और टूल का मूल्यांकन",
  "Leading change with clinical staff": "क्लिनिकल स्टाफ़ के साथ बदलाव का नेतृत्व",
  "Our Impact in Healthcare": "स्वास्थ्य सेवा में हमारा असर",
  "What hospitals, clinics and health-tech companies achieved with teams we trained.":
    "अस्पतालों, क्लिनिकों और हेल्थ-टेक कंपनियों ने हमारी प्रशिक्षित टीमों के साथ क्या हासिल किया।",
  "Healthcare professionals trained": "स्वास्थ्य पेशेवर प्रशिक्षित",
  "Hospitals and clinics served": "अस्पतालों और क्लिनिकों को सेवा",
  "Accuracy of capstone imaging models": "कैपस्टोन इमेजिंग मॉडलों की सटीकता",
  "Learner satisfaction": "शिक्षार्थियों की संतुष्टि",
  "Ready to Bring AI to Patient Care?": "मरीज़ों की देखभाल में एआई लाने के लिए तैयार हैं?",
  "Join thousands of healthcare professionals building safer, faster and more personal care with AI. Create your free account to get started.":
    "उन हज़ारों स्वास्थ्य पेशेवरों से जुड़िए जो एआई की मदद से ज़्यादा सुरक्षित, तेज़ और व्यक्तिगत देखभाल दे रहे हैं। शुरू करने के लिए अपना मुफ़्त खाता बनाइए।",
  "Start Your Journey": "अपना सफ़र शुरू करें",
  "Learn More": "और जानें",
  "about our healthcare success stories": "हेल्थकेयर में हमारी सफलता की कहानियों के बारे में",
} satisfies Catalog;
