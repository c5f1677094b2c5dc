import type { Catalog } from "~/i18n/i18n";

// /solutions/re-skilling (app/content/solutions/re-skilling.ts).
export default {
  "Move Into an AI Career": "एआई करियर में आइए,",
  "Without Starting Over": "शून्य से शुरू किए बिना",
  "Your experience is an asset. Our re-skilling programs build on what you already know and take you into an AI role in months, not years, while you keep working.":
    "आपका अनुभव आपकी पूँजी है। हमारे री-स्किलिंग प्रोग्राम आपकी मौजूदा जानकारी पर ही आगे बनते हैं और नौकरी करते हुए आपको सालों में नहीं, महीनों में एआई भूमिका तक ले जाते हैं।",
  "Talk to a Career Advisor": "करियर सलाहकार से बात करें",
  "A learning path built on your current skills": "आपके मौजूदा कौशल पर बना लर्निंग पाथ",
  "Evening and weekend batches for working professionals": "नौकरीपेशा लोगों के लिए शाम और वीकेंड के बैच",
  "Career coaching until you land the new role": "नई भूमिका मिलने तक करियर कोचिंग",
  "Popular Career Transitions": "करियर बदलाव के लोकप्रिय रास्ते",
  "Four well-trodden paths into AI, each with a structured program and a portfolio of projects.":
    "एआई में आने के चार आज़माए हुए रास्ते, हर एक के साथ व्यवस्थित प्रोग्राम और प्रोजेक्ट का पोर्टफ़ोलियो।",
  "Software Developer": "सॉफ़्टवेयर डेवलपर",
  "Machine Learning Engineer": "मशीन लर्निंग इंजीनियर",
  "Software Developer to Machine Learning Engineer": "सॉफ़्टवेयर डेवलपर से मशीन लर्निंग इंजीनियर",
  "Use your coding skills to build, deploy and scale machine-learning systems.": "अपने कोडिंग कौशल से मशीन लर्निंग सिस्टम बनाइए, डिप्लॉय कीजिए और बड़े पैमाने पर चलाइए।",
  "Maths for machine learning": "मशीन लर्निंग के लिए गणित",
  "Classical ML with scikit-learn": "scikit-learn के साथ क्लासिकल मशीन लर्निंग",
  "Deep learning with PyTorch": "PyTorch के साथ डीप लर्निंग",
  "Deploying models to production": "मॉडल को प्रोडक्शन में डिप्लॉय करना",
  "Business Analyst": "बिज़नेस एनालिस्ट",
  "Business Analyst to Data Scientist": "बिज़नेस एनालिस्ट से डेटा साइंटिस्ट",
  "Turn your domain knowledge and reporting skills into predictive models and experiments.":
    "अपने क्षेत्र की जानकारी और रिपोर्टिंग कौशल को प्रेडिक्टिव मॉडल और प्रयोगों में बदलिए।",
  "Python for analysts": "एनालिस्ट के लिए Python",
  "Statistics and experimentation": "सांख्यिकी और प्रयोग",
  "Predictive modelling": "प्रेडिक्टिव मॉडलिंग",
  "Storytelling with data": "डेटा के ज़रिए अपनी बात कहना",
  "System Administrator": "सिस्टम एडमिनिस्ट्रेटर",
  "System Administrator to MLOps Engineer": "सिस्टम एडमिनिस्ट्रेटर से MLOps इंजीनियर",
  "Bring your infrastructure experience to the pipelines that keep AI running reliably.":
    "अपने इन्फ़्रास्ट्रक्चर के अनुभव को उन पाइपलाइनों में लगाइए जो एआई को भरोसेमंद ढंग से चलाए रखती हैं।",
  "Containers and Kubernetes": "कंटेनर और Kubernetes",
  "ML pipelines and CI/CD": "एमएल पाइपलाइन और सीआई/सीडी",
  "Model monitoring": "मॉडल मॉनिटरिंग",
  "Project Manager": "प्रोजेक्ट मैनेजर",
  "Project Manager to AI Product Manager": "प्रोजेक्ट मैनेजर से एआई प्रोडक्ट मैनेजर",
  "Lead AI products from idea to launch by combining delivery skills with AI know-how.":
    "डिलीवरी के कौशल और एआई की समझ को मिलाकर एआई प्रोडक्ट को विचार से लॉन्च तक ले जाइए।",
  "AI fundamentals for managers": "मैनेजरों के लिए एआई की बुनियाद",
  "Designing AI products": "एआई प्रोडक्ट डिज़ाइन करना",
  "Data strategy and metrics": "डेटा रणनीति और मेट्रिक्स",
  "Responsible AI and governance": "ज़िम्मेदार एआई और गवर्नेंस",
  "Why Re-skill With Us": "हमारे साथ री-स्किल क्यों करें",
  "Designed for working professionals who want a new career, not a new degree.": "उन नौकरीपेशा लोगों के लिए बना, जिन्हें नई डिग्री नहीं, नया करियर चाहिए।",
  "Build on What You Know": "जो जानते हैं, उसी पर आगे बढ़ें",
  "We map your existing skills and skip what you already know, so you only learn what is new.":
    "हम आपके मौजूदा कौशल को परखते हैं और जो आप पहले से जानते हैं उसे छोड़ देते हैं, ताकि आप सिर्फ़ नया सीखें।",
  "Learn While You Earn": "कमाते हुए सीखें",
  "Evening and weekend live classes, recorded sessions and flexible deadlines fit around your job.":
    "शाम और वीकेंड की लाइव क्लास, रिकॉर्ड किए गए सेशन और लचीली समय-सीमाएँ, आपकी नौकरी के साथ-साथ।",
  "Industry Mentors": "उद्योग के मेंटर",
  "A mentor who has made the same move guides your projects and answers your questions every week.":
    "ऐसा मेंटर जिसने ख़ुद यही बदलाव किया है, हर हफ़्ते आपके प्रोजेक्ट में मार्गदर्शन करता है और सवालों के जवाब देता है।",
  "Career Support": "करियर सहायता",
  "Resume and LinkedIn reviews, mock interviews and referrals to our hiring partners.":
    "रिज़्यूमे और LinkedIn प्रोफ़ाइल की समीक्षा, मॉक इंटरव्यू और हमारे हायरिंग पार्टनरों को रेफ़रल।",
  "Your Re-skilling Journey": "आपका री-स्किलिंग सफ़र",
  "Four steps from where you are today to your new AI role.": "आज आप जहाँ हैं, वहाँ से नई एआई भूमिका तक चार क़दम।",
  "A free assessment and a call with an advisor show your strengths, gaps and best-fit transition.":
    "मुफ़्त आकलन और सलाहकार से बातचीत से आपकी ताक़त, कमियाँ और आपके लिए सबसे सही बदलाव सामने आता है।",
  "Personalised Learning Path": "आपके लिए बना लर्निंग पाथ",
  "Week 2": "दूसरा हफ़्ता",
  "We build your learning path and schedule around your experience and your working hours.":
    "हम आपके अनुभव और काम के घंटों के हिसाब से आपका लर्निंग पाथ और समय-सारणी बनाते हैं।",
  "Hands-On Projects": "व्यावहारिक प्रोजेक्ट",
  "Weeks 3-16": "हफ़्ते 3-16",
  "Learn by building real projects with mentor reviews, and grow a portfolio employers can see.":
    "मेंटर की समीक्षा के साथ असली प्रोजेक्ट बनाकर सीखिए, और ऐसा पोर्टफ़ोलियो बनाइए जो नियोक्ता देख सकें।",
  "Career Transition": "करियर बदलाव",
  "Final weeks": "आख़िरी हफ़्ते",
  "Interview preparation, referrals and coaching until you start your new role.": "नई भूमिका शुरू होने तक इंटरव्यू की तैयारी, रेफ़रल और कोचिंग।",
  "Industry Demand for AI Skills": "उद्योगों में एआई कौशल की मांग",
  "Where AI-skilled professionals are needed most.": "एआई कौशल वाले पेशेवरों की सबसे ज़्यादा ज़रूरत कहाँ है।",
  "Share of employers in each industry actively hiring for AI and data roles (our 2026 hiring-partner survey).":
    "हर उद्योग में एआई और डेटा भूमिकाओं के लिए सक्रिय रूप से भर्ती कर रहे नियोक्ताओं का हिस्सा (हमारे हायरिंग पार्टनरों का 2026 का सर्वे)।",
  "IT & Software Services": "आईटी और सॉफ़्टवेयर सेवाएँ",
  "Healthcare & Life Sciences": "हेल्थकेयर और लाइफ़ साइंसेज़",
  "E-commerce & Retail": "ई-कॉमर्स और रिटेल",
  "Professionals who changed careers with our re-skilling programs.": "वे पेशेवर, जिन्होंने हमारे री-स्किलिंग प्रोग्राम से अपना करियर बदला।",
  "Rated {rating} out of 5": "5 में से {rating} रेटिंग",
  Bengaluru: "बेंगलुरु",
  Mumbai: "मुंबई",
  Chennai: "चेन्नई",
  "After six years as a Java developer I wanted to work on AI. The program built on my coding skills, and my mentor's project reviews made my portfolio stand out. I moved into an ML role within a month of finishing.":
    "छह साल Java डेवलपर रहने के बाद मैं एआई पर काम करना चाहती थी। प्रोग्राम मेरे कोडिंग कौशल पर ही आगे बढ़ा, और मेंटर की प्रोजेक्ट समीक्षाओं ने मेरे पोर्टफ़ोलियो को सबसे अलग बना दिया। कोर्स ख़त्म होने के एक महीने के भीतर मुझे एमएल की भूमिका मिल गई।",
  "I knew the banking domain inside out but had never built a model. The weekend batches let me keep my job, and the capstone on credit risk became the centrepiece of my interviews.":
    "बैंकिंग को मैं अंदर-बाहर से जानता था, पर कभी कोई मॉडल नहीं बनाया था। वीकेंड बैच की वजह से मेरी नौकरी चलती रही, और क्रेडिट रिस्क पर मेरा कैपस्टोन मेरे इंटरव्यू का सबसे अहम हिस्सा बन गया।",
  "As a project manager I was worried the course would be too technical. It was demanding, but explained clearly, and the product-design modules were exactly what I needed for my new role.":
    "प्रोजेक्ट मैनेजर होने के नाते मुझे चिंता थी कि कोर्स बहुत तकनीकी होगा। मेहनत तो लगी, पर सब कुछ साफ़ समझाया गया, और प्रोडक्ट डिज़ाइन वाले मॉड्यूल ठीक वही थे जो मुझे नई भूमिका के लिए चाहिए थे।",
  "Start Your Career Transition Today": "आज ही अपना करियर बदलाव शुरू करें",
  "Take the free skills assessment and get a personalised re-skilling plan from a career advisor.":
    "मुफ़्त कौशल आकलन दीजिए और करियर सलाहकार से अपने लिए री-स्किलिंग योजना पाइए।",
  "Book a Free Assessment": "मुफ़्त आकलन बुक करें",
} satisfies Catalog;
