import type { Catalog } from "~/i18n/i18n";

// The press page: figures, the press items and their filter, the media kit, press inquiries.
// Publications' and organisers' names stay as they are.
export default {
  Newsroom: "न्यूज़रूम",
  "Press & Media": "प्रेस और मीडिया",
  "News, announcements and resources for journalists covering Cortexa AI and the future of AI skills.":
    "Cortexa AI और एआई कौशल के भविष्य पर लिखने वाले पत्रकारों के लिए ख़बरें, घोषणाएँ और सामग्री।",
  "Cortexa AI in figures": "आँकड़ों में Cortexa AI",
  "Students trained": "प्रशिक्षित छात्र",
  "Enterprise clients": "एंटरप्राइज़ ग्राहक",
  Countries: "देश",
  "Course completion rate": "कोर्स पूरा करने की दर",
  "Latest Press": "ताज़ा प्रेस",
  "Announcements, coverage, awards and interviews, newest first.": "घोषणाएँ, कवरेज, पुरस्कार और इंटरव्यू, सबसे नए पहले।",
  "Filter press items": "प्रेस सामग्री छाँटें",
  All: "सभी",
  "Press Releases": "प्रेस विज्ञप्तियाँ",
  "News Coverage": "समाचार कवरेज",
  Awards: "पुरस्कार",
  Media: "मीडिया",
  "Press Release": "प्रेस विज्ञप्ति",
  News: "समाचार",
  Award: "पुरस्कार",
  "{count} items": { one: "{count} सामग्री", other: "{count} सामग्री" },
  "Link to this story": "इस ख़बर का लिंक",
  "Show Less": "कम दिखाएँ",
  "Read More": "और पढ़ें",
  "Cortexa AI launches the Generative AI Academy for enterprise teams": "Cortexa AI ने एंटरप्राइज़ टीमों के लिए जनरेटिव एआई अकादमी शुरू की",
  "A 12-week program that takes engineering, product and business teams from LLM fundamentals to production-ready applications.":
    "12 हफ़्ते का प्रोग्राम, जो इंजीनियरिंग, प्रोडक्ट और बिज़नेस टीमों को LLM की बुनियादी बातों से प्रोडक्शन-लायक़ ऐप्लिकेशन तक ले जाता है।",
  "The academy combines live sessions with practitioners, hands-on labs on a secure sandbox and a capstone built on each company's own use case. The first cohorts include teams from banking, retail and manufacturing.":
    "अकादमी में अनुभवी पेशेवरों के साथ लाइव सत्र, सुरक्षित सैंडबॉक्स पर व्यावहारिक लैब और हर कंपनी के अपने उपयोग पर आधारित एक कैपस्टोन प्रोजेक्ट शामिल है। पहले बैचों में बैंकिंग, रिटेल और विनिर्माण की टीमें हैं।",
  "How Indian enterprises are closing the AI skills gap": "भारतीय उद्यम एआई कौशल की कमी कैसे दूर कर रहे हैं",
  "A feature on corporate up-skilling quotes Cortexa AI's findings that hands-on labs double course completion for working professionals.":
    "कॉर्पोरेट अप-स्किलिंग पर एक फ़ीचर में Cortexa AI के इस निष्कर्ष का हवाला है कि व्यावहारिक लैब से कामकाजी पेशेवरों में कोर्स पूरा करने की दर दोगुनी हो जाती है।",
  "The article looks at how companies move from one-off workshops to continuous learning paths, and cites our 92% course completion rate across enterprise cohorts.":
    "लेख बताता है कि कंपनियाँ एक बार की वर्कशॉप से लगातार चलने वाले लर्निंग पाथ की ओर कैसे बढ़ रही हैं, और एंटरप्राइज़ बैचों में हमारी 92% कोर्स पूरा करने की दर का ज़िक्र करता है।",
  "Best AI Training Platform for Enterprises": "उद्यमों के लिए सर्वश्रेष्ठ एआई प्रशिक्षण प्लेटफ़ॉर्म",
  "Cortexa AI was named the best enterprise AI training platform for learner outcomes and measurable business impact.":
    "शिक्षार्थियों के नतीजों और मापने लायक़ कारोबारी असर के लिए Cortexa AI को सर्वश्रेष्ठ एंटरप्राइज़ एआई प्रशिक्षण प्लेटफ़ॉर्म चुना गया।",
  "The jury recognised our outcome-based approach: every corporate program starts with a skills assessment and ends with a report on the projects delivered by the learners.":
    "जूरी ने हमारे नतीजों पर आधारित तरीक़े को सराहा: हर कॉर्पोरेट प्रोग्राम कौशल आकलन से शुरू होता है और शिक्षार्थियों के पूरे किए प्रोजेक्ट की रिपोर्ट पर ख़त्म होता है।",
  "Cortexa AI raises Series B funding to expand AI skilling across Asia": "Cortexa AI ने पूरे एशिया में एआई स्किलिंग बढ़ाने के लिए सीरीज़ बी फ़ंडिंग जुटाई",
  "The new funding will grow our instructor network, open offices in Singapore and Dubai, and extend free skilling programs for students.":
    "नई फ़ंडिंग से हमारा प्रशिक्षक नेटवर्क बढ़ेगा, सिंगापुर और दुबई में ऑफ़िस खुलेंगे, और छात्रों के लिए मुफ़्त स्किलिंग प्रोग्राम का विस्तार होगा।",
  "Part of the round is reserved for scholarships: 10,000 free seats in our foundation programs for students from tier-2 and tier-3 cities over the next two years.":
    "इस राउंड का एक हिस्सा छात्रवृत्तियों के लिए है: अगले दो साल में टियर-2 और टियर-3 शहरों के छात्रों के लिए हमारे फ़ाउंडेशन प्रोग्राम में 10,000 मुफ़्त सीटें।",
  "Our CEO on why every employee needs AI literacy": "हमारी सीईओ बताती हैं कि हर कर्मचारी को एआई साक्षरता क्यों चाहिए",
  "A conversation on practical AI adoption, the role of managers in training, and how to measure the return on learning.":
    "एआई को व्यवहार में अपनाने, प्रशिक्षण में मैनेजरों की भूमिका और सीखने पर मिलने वाले रिटर्न को मापने पर एक बातचीत।",
  "In this 45-minute episode, Ananya Rao shares lessons from training teams in more than 200 enterprises and explains why AI literacy is now as basic as spreadsheet skills.":
    "45 मिनट के इस एपिसोड में Ananya Rao 200 से ज़्यादा उद्यमों की टीमों को प्रशिक्षित करने के सबक़ साझा करती हैं और बताती हैं कि एआई साक्षरता अब स्प्रेडशीट चलाने जितनी ही बुनियादी क्यों है।",
  "Universities partner with Cortexa AI to bring AI labs to campus": "विश्वविद्यालय कैंपस में एआई लैब लाने के लिए Cortexa AI के साथ जुड़े",
  "Coverage of our institutional program, which trains faculty and equips colleges with an AI curriculum and cloud lab environments.":
    "हमारे संस्थागत प्रोग्राम की कवरेज, जो शिक्षकों को प्रशिक्षित करता है और कॉलेजों को एआई पाठ्यक्रम और क्लाउड लैब देता है।",
  "The story follows two engineering colleges in Tamil Nadu and Gujarat where students now complete industry-reviewed AI projects in their final year.":
    "यह ख़बर तमिलनाडु और गुजरात के दो इंजीनियरिंग कॉलेजों की है, जहाँ छात्र अब अपने आख़िरी साल में उद्योग द्वारा जाँचे गए एआई प्रोजेक्ट पूरे करते हैं।",
  "Most Innovative Learning Experience 2026": "सबसे नवोन्मेषी लर्निंग अनुभव 2026",
  "Our adaptive learning paths were recognised for personalising AI training to each learner's role and pace.":
    "हमारे एडैप्टिव लर्निंग पाथ को हर शिक्षार्थी की भूमिका और गति के अनुसार एआई प्रशिक्षण ढालने के लिए सराहा गया।",
  "The award highlights the assessment engine that recommends modules based on each learner's results and career goals, used by more than 50,000 students.":
    "यह पुरस्कार उस असेसमेंट इंजन को रेखांकित करता है जो हर शिक्षार्थी के नतीजों और करियर लक्ष्यों के आधार पर मॉड्यूल सुझाता है, और जिसे 50,000 से ज़्यादा छात्र इस्तेमाल करते हैं।",
  "Cortexa AI publishes its Responsible AI Training Charter": "Cortexa AI ने अपना ज़िम्मेदार एआई प्रशिक्षण चार्टर प्रकाशित किया",
  "Every program now includes modules on fairness, privacy and transparency, reviewed by an independent advisory board.":
    "अब हर प्रोग्राम में निष्पक्षता, निजता और पारदर्शिता पर मॉड्यूल हैं, जिनकी समीक्षा एक स्वतंत्र सलाहकार बोर्ड करता है।",
  "The charter commits us to teaching responsible AI practices in every course, publishing our assessment criteria, and reviewing course content with experts from academia and civil society each year.":
    "चार्टर के तहत हम हर कोर्स में ज़िम्मेदार एआई के तरीक़े सिखाने, अपने आकलन के मानदंड प्रकाशित करने और हर साल शिक्षा जगत और नागरिक समाज के विशेषज्ञों के साथ कोर्स सामग्री की समीक्षा करने के लिए प्रतिबद्ध हैं।",
  // The media kit
  "Media Kit": "मीडिया किट",
  "Logos, facts and product material for your story. For other formats or high-resolution originals, write to":
    "आपकी ख़बर के लिए लोगो, तथ्य और प्रोडक्ट सामग्री। दूसरे फ़ॉर्मेट या हाई-रिज़ॉल्यूशन मूल फ़ाइलों के लिए लिखें",
  "Logos & Brand Assets": "लोगो और ब्रांड सामग्री",
  "Logo Pack": "लोगो पैक",
  "Primary, horizontal and icon logos in colour, black and white (SVG, PNG, EPS).":
    "रंगीन और ब्लैक-एंड-व्हाइट में मुख्य, क्षैतिज और आइकन लोगो (SVG, PNG, EPS)।",
  "Brand Guidelines": "ब्रांड दिशानिर्देश",
  "Logo usage, clear space, colours and typography for print and screen.": "प्रिंट और स्क्रीन के लिए लोगो का इस्तेमाल, ख़ाली जगह, रंग और टाइपोग्राफ़ी।",
  "Product Screenshots": "प्रोडक्ट स्क्रीनशॉट",
  "High-resolution screenshots of the learning platform, labs and dashboards.": "लर्निंग प्लेटफ़ॉर्म, लैब और डैशबोर्ड के हाई-रिज़ॉल्यूशन स्क्रीनशॉट।",
  "Company Information": "कंपनी की जानकारी",
  "Company Fact Sheet": "कंपनी फ़ैक्ट शीट",
  "Key facts and figures: founding, offices, learners, clients and programs.": "मुख्य तथ्य और आँकड़े: स्थापना, कार्यालय, शिक्षार्थी, क्लाइंट और प्रोग्राम।",
  "Leadership Bios and Photos": "नेतृत्व का परिचय और तस्वीरें",
  "Biographies and approved portraits of our leadership team.": "हमारी नेतृत्व टीम का परिचय और स्वीकृत तस्वीरें।",
  "Company Overview": "कंपनी का परिचय",
  "Our mission, history, milestones and impact in a short presentation.": "एक छोटी प्रस्तुति में हमारा मिशन, इतिहास, उपलब्धियाँ और प्रभाव।",
  "Product Resources": "प्रोडक्ट सामग्री",
  "Platform Demo Video": "प्लेटफ़ॉर्म डेमो वीडियो",
  "A three-minute tour of the learner experience and the enterprise console.": "शिक्षार्थी अनुभव और एंटरप्राइज़ कंसोल की तीन मिनट की झलक।",
  "All corporate, institutional and individual programs with durations and outcomes.":
    "सभी कॉर्पोरेट, संस्थागत और व्यक्तिगत प्रोग्राम, उनकी अवधि और नतीजों के साथ।",
  "AI Platform Overview": "एआई प्लेटफ़ॉर्म का परिचय",
  "How our AI tutors, assessments and hands-on labs work, in plain language.": "हमारे एआई ट्यूटर, असेसमेंट और व्यावहारिक लैब कैसे काम करते हैं, सरल भाषा में।",
  Download: "डाउनलोड करें",
  // Press inquiries
  "Press Inquiries": "प्रेस पूछताछ",
  "Writing about AI skills, education or the future of work? Our press team arranges interviews with our leadership and instructors and answers within one business day.":
    "एआई कौशल, शिक्षा या काम के भविष्य पर लिख रहे हैं? हमारी प्रेस टीम हमारे नेतृत्व और प्रशिक्षकों के साथ इंटरव्यू तय करती है और एक कार्यदिवस के भीतर जवाब देती है।",
  "Contact Press Team": "प्रेस टीम से संपर्क करें",
} satisfies Catalog;
