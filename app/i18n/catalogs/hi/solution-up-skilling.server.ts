import type { Catalog } from "~/i18n/i18n";

// /solutions/up-skilling (app/content/solutions/up-skilling.ts).
export default {
  "Stay Ahead With": "आगे रहिए,",
  "Advanced AI Skills": "एडवांस्ड एआई कौशल के साथ",
  "For professionals who already work with data and technology: go deeper into machine learning, generative AI, AI architecture and AI leadership, and take on bigger responsibilities.":
    "उन पेशेवरों के लिए जो पहले से डेटा और टेक्नोलॉजी के साथ काम करते हैं: मशीन लर्निंग, जनरेटिव एआई, एआई आर्किटेक्चर और एआई लीडरशिप में गहराई तक जाइए, और बड़ी ज़िम्मेदारियाँ सँभालिए।",
  "Advanced curriculum updated every quarter": "हर तिमाही अपडेट होने वाला एडवांस्ड पाठ्यक्रम",
  "Capstones on production-scale problems": "प्रोडक्शन स्तर की समस्याओं पर कैपस्टोन",
  "Designed around a full-time job": "पूरे समय की नौकरी के साथ चलने लायक",
  "Up-skilling Programs": "अप-स्किलिंग प्रोग्राम",
  "Four advanced programs for experienced professionals, each with live sessions and a capstone project.":
    "अनुभवी पेशेवरों के लिए चार एडवांस्ड प्रोग्राम, हर एक में लाइव सेशन और कैपस्टोन प्रोजेक्ट।",
  "Advanced AI/ML": "एडवांस्ड AI/ML",
  "Modern machine learning in depth: ensembles, deep learning, model optimisation and ML system design.":
    "आधुनिक मशीन लर्निंग गहराई से: एन्सेम्बल, डीप लर्निंग, मॉडल ऑप्टिमाइज़ेशन और एमएल सिस्टम डिज़ाइन।",
  "Deep learning": "डीप लर्निंग",
  "Model optimisation": "मॉडल ऑप्टिमाइज़ेशन",
  "ML system design": "एमएल सिस्टम डिज़ाइन",
  "Experiment tracking": "एक्सपेरिमेंट ट्रैकिंग",
  "GenAI Mastery": "जनरेटिव एआई में महारत",
  "Build reliable applications on large language models, from prompting to fine-tuning and evaluation.":
    "लार्ज लैंग्वेज मॉडल पर भरोसेमंद ऐप्लिकेशन बनाइए: प्रॉम्प्टिंग से फ़ाइन-ट्यूनिंग और मूल्यांकन तक।",
  "Prompt engineering": "प्रॉम्प्ट इंजीनियरिंग",
  "RAG pipelines": "आरएजी पाइपलाइन",
  "AI agents": "एआई एजेंट",
  "AI Leadership": "एआई लीडरशिप",
  "Set AI strategy, build and lead AI teams, and govern AI responsibly across the organisation.":
    "एआई रणनीति तय कीजिए, एआई टीमें बनाइए और उनका नेतृत्व कीजिए, और पूरे संगठन में एआई को ज़िम्मेदारी से सँभालिए।",
  "AI strategy": "एआई रणनीति",
  "Use-case prioritisation": "उपयोगों की प्राथमिकता तय करना",
  "AI governance": "एआई गवर्नेंस",
  "Change management": "चेंज मैनेजमेंट",
  "AI Architecture": "एआई आर्किटेक्चर",
  "Design scalable, secure and cost-efficient AI platforms on the cloud and on premises.":
    "क्लाउड पर और अपने परिसर में, बड़े पैमाने पर चलने वाले, सुरक्षित और किफ़ायती एआई प्लेटफ़ॉर्म डिज़ाइन कीजिए।",
  "MLOps at scale": "बड़े पैमाने पर MLOps",
  "Vector databases": "वेक्टर डेटाबेस",
  "Security and cost control": "सुरक्षा और लागत पर नियंत्रण",
  "Built for Busy Professionals": "व्यस्त पेशेवरों के लिए बना",
  "Every up-skilling program follows the same format.": "हर अप-स्किलिंग प्रोग्राम एक ही ढाँचे पर चलता है।",
  "Live Weekend Sessions": "वीकेंड पर लाइव सेशन",
  "Interactive classes on Saturdays and Sundays, with recordings for the weeks you travel.":
    "शनिवार और रविवार को इंटरैक्टिव क्लास, और जिन हफ़्तों में आप सफ़र पर हों उनके लिए रिकॉर्डिंग।",
  "Capstone Projects": "कैपस्टोन प्रोजेक्ट",
  "Solve a production-scale problem end to end and add it to your professional portfolio.":
    "प्रोडक्शन स्तर की एक समस्या शुरू से आख़िर तक हल कीजिए और उसे अपने पेशेवर पोर्टफ़ोलियो में जोड़िए।",
  "Flexible Deadlines": "लचीली समय-सीमाएँ",
  "Assignment deadlines that move with your release cycles, and a free batch transfer if you need it.":
    "असाइनमेंट की समय-सीमाएँ आपके रिलीज़ चक्र के साथ खिसकती हैं, और ज़रूरत हो तो बैच मुफ़्त में बदल सकते हैं।",
  "Advanced Certification": "एडवांस्ड सर्टिफ़िकेशन",
  "A verifiable certificate that shows employers exactly which advanced skills you mastered.":
    "सत्यापित किया जा सकने वाला प्रमाणपत्र, जो नियोक्ताओं को ठीक-ठीक बताता है कि आपने कौन-से एडवांस्ड कौशल हासिल किए।",
  "Take the Next Step in Your AI Career": "अपने एआई करियर में अगला क़दम बढ़ाइए",
  "Up-skilling a whole team? Our corporate programs add assessments, custom projects and manager dashboards.":
    "पूरी टीम को अप-स्किल करना है? हमारे कॉर्पोरेट प्रोग्राम में आकलन, कस्टम प्रोजेक्ट और मैनेजर डैशबोर्ड भी मिलते हैं।",
  "Browse All Programs": "सभी प्रोग्राम देखें",
  "Corporate Programs": "कॉर्पोरेट प्रोग्राम",
} satisfies Catalog;
