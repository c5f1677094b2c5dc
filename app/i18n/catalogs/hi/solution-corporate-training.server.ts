import type { Catalog } from "~/i18n/i18n";

// /solutions/corporate-training (app/content/solutions/corporate-training.ts).
export default {
  "AI Training That": "एआई प्रशिक्षण, जो",
  "Transforms Your Workforce": "आपके कार्यबल को बदल दे",
  "Custom AI programs for enterprise teams, from a first skills assessment to measurable business results. Delivered on-site, live online or blended, for ten employees or ten thousand.":
    "एंटरप्राइज़ टीमों के लिए कस्टम एआई प्रोग्राम: पहले कौशल आकलन से लेकर मापे जा सकने वाले कारोबारी नतीजों तक। आपके दफ़्तर में, लाइव ऑनलाइन या दोनों के मेल से, दस कर्मचारियों के लिए या दस हज़ार के लिए।",
  "Request Custom Proposal": "कस्टम प्रस्ताव माँगें",
  "Download Curriculum": "पाठ्यक्रम डाउनलोड करें",
  "Programs mapped to your roles, tools and data": "आपकी भूमिकाओं, टूल और डेटा के अनुसार बने प्रोग्राम",
  "Practitioner instructors with industry experience": "उद्योग के अनुभव वाले, काम करते विशेषज्ञ प्रशिक्षक",
  "Progress and ROI dashboards for managers": "मैनेजरों के लिए प्रगति और आरओआई डैशबोर्ड",
  "Enterprise clients": "एंटरप्राइज़ ग्राहक",
  "500K+": "5 लाख+",
  "Professionals trained": "प्रशिक्षित पेशेवर",
  "3x": "3 गुना",
  "Average productivity gain": "उत्पादकता में औसत बढ़त",
  "Why Enterprises Choose Us": "उद्यम हमें क्यों चुनते हैं",
  "Training that fits the way your organisation works, and proves its value.": "ऐसा प्रशिक्षण जो आपके संगठन के काम करने के तरीक़े में फ़िट हो, और अपनी उपयोगिता साबित करे।",
  "Customised Curriculum": "आपके अनुसार पाठ्यक्रम",
  "Every program starts from your business goals and uses your industry's data, tools and use cases.":
    "हर प्रोग्राम आपके कारोबारी लक्ष्यों से शुरू होता है और आपके उद्योग के डेटा, टूल और उदाहरणों का इस्तेमाल करता है।",
  "Expert Instructors": "विशेषज्ञ प्रशिक्षक",
  "Learn from practitioners who have shipped AI in production at leading companies, not from slides.":
    "स्लाइड से नहीं, उन विशेषज्ञों से सीखिए जिन्होंने प्रमुख कंपनियों में एआई को असल काम में उतारा है।",
  "Flexible Delivery": "लचीला तरीक़ा",
  "On-site workshops, live virtual classrooms or self-paced learning, scheduled around your teams.":
    "आपके दफ़्तर में वर्कशॉप, लाइव वर्चुअल क्लास या अपनी रफ़्तार से पढ़ाई: आपकी टीमों की सुविधा के हिसाब से।",
  "Measurable ROI": "मापा जा सकने वाला आरओआई",
  "Pre- and post-assessments, project outcomes and manager dashboards show what the training achieved.":
    "प्रशिक्षण से पहले और बाद के आकलन, प्रोजेक्ट के नतीजे और मैनेजर डैशबोर्ड दिखाते हैं कि प्रशिक्षण से क्या हासिल हुआ।",
  "Our Training Offerings": "हमारे प्रशिक्षण प्रोग्राम",
  "Six programs that can run as they are or be combined into a learning path for each role.":
    "छह प्रोग्राम, जो जैसे हैं वैसे चल सकते हैं या हर भूमिका के लिए एक लर्निंग पाथ में जोड़े जा सकते हैं।",
  "1-day workshop": "1 दिन की वर्कशॉप",
  "AI Fundamentals for Everyone": "सबके लिए एआई की बुनियाद",
  "AI literacy for every employee: what AI can and cannot do, safe use of AI assistants and data privacy.":
    "हर कर्मचारी के लिए एआई की समझ: एआई क्या कर सकता है और क्या नहीं, एआई असिस्टेंट का सुरक्षित इस्तेमाल और डेटा की निजता।",
  "Machine Learning for Engineers": "इंजीनियरों के लिए मशीन लर्निंग",
  "Hands-on model building, evaluation and deployment for software and data engineering teams.":
    "सॉफ़्टवेयर और डेटा इंजीनियरिंग टीमों के लिए मॉडल बनाना, परखना और डिप्लॉय करना, पूरी तरह व्यावहारिक।",
  "Generative AI & Prompt Engineering": "जनरेटिव एआई और प्रॉम्प्ट इंजीनियरिंग",
  "Put large language models to work: prompting, retrieval-augmented generation and building copilots.":
    "लार्ज लैंग्वेज मॉडल को काम में लाइए: प्रॉम्प्टिंग, रिट्रीवल-ऑगमेंटेड जनरेशन और कोपायलट बनाना।",
  "Data Analytics & Visualisation": "डेटा एनालिटिक्स और विज़ुअलाइज़ेशन",
  "From spreadsheets to insight: SQL, Python and dashboards for analysts and business teams.":
    "स्प्रेडशीट से समझ तक: एनालिस्ट और बिज़नेस टीमों के लिए एसक्यूएल, Python और डैशबोर्ड।",
  "3-day executive program": "3 दिन का एग्ज़िक्यूटिव प्रोग्राम",
  "AI Strategy for Leaders": "लीडरों के लिए एआई रणनीति",
  "Identify high-value use cases, build the business case and govern AI responsibly across the company.":
    "ज़्यादा फ़ायदे वाले उपयोग पहचानिए, बिज़नेस केस बनाइए और पूरी कंपनी में एआई को ज़िम्मेदारी से सँभालिए।",
  "MLOps & AI Deployment": "MLOps और एआई डिप्लॉयमेंट",
  "Pipelines, monitoring and governance to take models from notebook to reliable production service.":
    "पाइपलाइन, मॉनिटरिंग और गवर्नेंस, ताकि मॉडल नोटबुक से निकलकर भरोसेमंद प्रोडक्शन सेवा बनें।",
  "Industries We Serve": "जिन उद्योगों के साथ हम काम करते हैं",
  "Enterprises in every major sector trust us to train their people.": "हर बड़े क्षेत्र के उद्यम अपने लोगों के प्रशिक्षण के लिए हम पर भरोसा करते हैं।",
  "IT & Technology": "आईटी और टेक्नोलॉजी",
  "320+ companies trained": "320+ कंपनियाँ प्रशिक्षित",
  "180+ companies trained": "180+ कंपनियाँ प्रशिक्षित",
  "Healthcare & Pharma": "हेल्थकेयर और फ़ार्मा",
  "140+ companies trained": "140+ कंपनियाँ प्रशिक्षित",
  "120+ companies trained": "120+ कंपनियाँ प्रशिक्षित",
  "Retail & E-commerce": "रिटेल और ई-कॉमर्स",
  "110+ companies trained": "110+ कंपनियाँ प्रशिक्षित",
  "90+ companies trained": "90+ कंपनियाँ प्रशिक्षित",
  "Our Training Process": "हमारी प्रशिक्षण प्रक्रिया",
  "A proven four-step approach, from understanding your needs to measuring the results.":
    "चार चरणों का आज़माया हुआ तरीक़ा: आपकी ज़रूरतें समझने से लेकर नतीजे मापने तक।",
  Assessment: "आकलन",
  "We assess your teams' current skills, business goals and data maturity through surveys and interviews.":
    "सर्वे और इंटरव्यू से हम आपकी टीमों के मौजूदा कौशल, कारोबारी लक्ष्यों और डेटा की परिपक्वता का आकलन करते हैं।",
  Customization: "आपके अनुसार ढालना",
  "Weeks 2-3": "हफ़्ते 2-3",
  "We design a learning path for each role, with case studies and projects drawn from your own business.":
    "हम हर भूमिका के लिए लर्निंग पाथ बनाते हैं, जिसमें केस स्टडी और प्रोजेक्ट आपके अपने कारोबार से लिए जाते हैं।",
  Implementation: "अमल",
  "Weeks 4-12": "हफ़्ते 4-12",
  "Expert instructors deliver the program on-site or online, with labs, mentoring and progress tracking.":
    "विशेषज्ञ प्रशिक्षक आपके दफ़्तर में या ऑनलाइन प्रोग्राम चलाते हैं, लैब, मेंटरिंग और प्रगति की निगरानी के साथ।",
  Evaluation: "मूल्यांकन",
  Ongoing: "लगातार",
  "We measure skills gained and business impact, report to leadership and plan the next stage.":
    "हम सीखे गए कौशल और कारोबार पर असर मापते हैं, नेतृत्व को रिपोर्ट देते हैं और अगले चरण की योजना बनाते हैं।",
  "Ready to Upskill Your Workforce?": "अपने कार्यबल का कौशल बढ़ाने के लिए तैयार हैं?",
  "Talk to our enterprise team about your goals, or see how companies like yours transformed their teams with AI.":
    "अपने लक्ष्यों के बारे में हमारी एंटरप्राइज़ टीम से बात कीजिए, या देखिए कि आप जैसी कंपनियों ने एआई से अपनी टीमों को कैसे बदला।",
} satisfies Catalog;
