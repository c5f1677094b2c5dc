import type { Catalog } from "~/i18n/i18n";

// The careers page: benefits, the department filter, every opening with its details.
export default {
  "Join our team": "हमारी टीम से जुड़िए",
  "Careers at Cortexa AI": "Cortexa AI में करियर",
  "Help the world learn AI. Work with engineers, educators, researchers and sellers who make practical AI skills available to every professional and organisation.":
    "दुनिया को एआई सीखने में मदद कीजिए। उन इंजीनियरों, शिक्षकों, शोधकर्ताओं और सेल्स पेशेवरों के साथ काम कीजिए जो हर पेशेवर और संगठन तक व्यावहारिक एआई कौशल पहुँचाते हैं।",
  "View Open Positions": "खाली पद देखें",
  "Why Cortexa AI": "Cortexa AI ही क्यों",
  "Learn every day": "हर दिन सीखिए",
  "A yearly learning budget, free access to every course we teach and time for side projects.":
    "सालाना लर्निंग बजट, हमारे हर कोर्स तक मुफ़्त पहुँच और अपने साइड प्रोजेक्ट के लिए समय।",
  "Health and family": "सेहत और परिवार",
  "Medical insurance for you, your partner, children and parents, plus 26 weeks of parental leave.":
    "आपके, आपके जीवनसाथी, बच्चों और माता-पिता के लिए मेडिकल बीमा, साथ ही 26 हफ़्ते की पैरेंटल लीव।",
  "Flexible work": "लचीला काम",
  "Hybrid offices in Bengaluru, Mumbai, Pune and Hyderabad, and remote roles across India.":
    "बेंगलुरु, मुंबई, पुणे और हैदराबाद में हाइब्रिड ऑफ़िस, और पूरे भारत में रिमोट भूमिकाएँ।",
  Ownership: "स्वामित्व",
  "Employee stock options for every full-time team member and real ownership of your work.":
    "हर फ़ुल-टाइम सदस्य के लिए एम्प्लॉई स्टॉक ऑप्शन, और अपने काम की सच्ची ज़िम्मेदारी।",
  "Open Positions": "खाली पद",
  "Choose a department to see its openings.": "किसी विभाग के खाली पद देखने के लिए उसे चुनें।",
  "Filter by department": "विभाग के अनुसार छाँटें",
  All: "सभी",
  Engineering: "इंजीनियरिंग",
  Product: "प्रोडक्ट",
  Education: "शिक्षा",
  Sales: "सेल्स",
  Research: "शोध",
  "Customer Success": "कस्टमर सक्सेस",
  "{count} positions": { one: "{count} पद", other: "{count} पद" },
  "{count} positions in {department}": { one: "{department} में {count} पद", other: "{department} में {count} पद" },
  "No positions available in this department": "इस विभाग में अभी कोई पद खाली नहीं है",
  "Don't see the right role?": "आपके लायक़ भूमिका नहीं दिखी?",
  "We are always glad to meet talented people. Send us your resume and tell us how you would like to help; we'll get in touch when a matching role opens.":
    "हमें प्रतिभाशाली लोगों से मिलकर हमेशा ख़ुशी होती है। अपना रिज़्यूमे भेजिए और बताइए कि आप किस तरह योगदान देना चाहेंगे; मेल खाती भूमिका खुलते ही हम आपसे संपर्क करेंगे।",
  "Or write to": "या लिखें",
  "Send Your Resume": "अपना रिज़्यूमे भेजें",
  // A job card
  Posted: "प्रकाशित",
  "Role details": "भूमिका का विवरण",
  "What you will do": "आप क्या करेंगे",
  "What we are looking for": "हम क्या चाहते हैं",
  Perks: "सुविधाएँ",
  "Apply Now": "अभी आवेदन करें",
  "for {title}": "— {title}",
  Junior: "जूनियर",
  Mid: "मिड-लेवल",
  Senior: "सीनियर",
  "Mid-Senior": "मिड-सीनियर",
  Director: "डायरेक्टर",
  "Full-time": "फ़ुल-टाइम",
  "Bengaluru (Hybrid)": "बेंगलुरु (हाइब्रिड)",
  Bengaluru: "बेंगलुरु",
  "Remote (India)": "रिमोट (भारत)",
  "Pune (Hybrid)": "पुणे (हाइब्रिड)",
  "Hyderabad (Hybrid)": "हैदराबाद (हाइब्रिड)",
  Mumbai: "मुंबई",
  // Perks shared by several openings
  "Health insurance for you and your family": "आपके और आपके परिवार के लिए स्वास्थ्य बीमा",
  ESOPs: "ईसॉप (कर्मचारी शेयर विकल्प)",
  "Flexible working hours": "काम के लचीले घंटे",
  "Free access to all Cortexa AI courses": "Cortexa AI के सभी कोर्स तक मुफ़्त पहुँच",
  // Senior Full-Stack Engineer
  "Senior Full-Stack Engineer, Learning Platform": "सीनियर फ़ुल-स्टैक इंजीनियर, लर्निंग प्लेटफ़ॉर्म",
  "Build the platform that 500,000 learners use every week: course player, hands-on labs, progress tracking and the enterprise admin console.":
    "वह प्लेटफ़ॉर्म बनाइए जिसे हर हफ़्ते 5,00,000 शिक्षार्थी इस्तेमाल करते हैं: कोर्स प्लेयर, व्यावहारिक लैब, प्रगति ट्रैकिंग और एंटरप्राइज़ एडमिन कंसोल।",
  "5+ years building production web applications with TypeScript and React":
    "TypeScript और React से प्रोडक्शन वेब ऐप्लिकेशन बनाने का 5+ साल का अनुभव",
  "Solid experience with Node.js services and PostgreSQL": "Node.js सर्विस और PostgreSQL का ठोस अनुभव",
  "Care for accessibility, performance and clean, tested code": "सुलभता, परफ़ॉर्मेंस और साफ़, टेस्ट किए गए कोड की परवाह",
  "Own features end to end, from design review to production monitoring":
    "डिज़ाइन रिव्यू से प्रोडक्शन मॉनिटरिंग तक, फ़ीचर की पूरी ज़िम्मेदारी लेना",
  "Mentor engineers and lead technical design discussions": "इंजीनियरों को मार्गदर्शन देना और तकनीकी डिज़ाइन चर्चाओं की अगुवाई करना",
  "Work with instructors and product managers to shape the learner experience":
    "प्रशिक्षकों और प्रोडक्ट मैनेजरों के साथ मिलकर शिक्षार्थियों का अनुभव गढ़ना",
  "Annual learning budget of ₹1,00,000": "₹1,00,000 का सालाना लर्निंग बजट",
  // Machine Learning Engineer
  "Machine Learning Engineer, Personalised Learning": "मशीन लर्निंग इंजीनियर, व्यक्तिगत लर्निंग",
  "Design the recommendation and assessment models that adapt every learning path to the learner's pace, role and goals.":
    "ऐसे रेकमेंडेशन और असेसमेंट मॉडल डिज़ाइन कीजिए जो हर लर्निंग पाथ को शिक्षार्थी की गति, भूमिका और लक्ष्यों के मुताबिक़ ढालें।",
  "3+ years training and deploying ML models in production": "प्रोडक्शन में ML मॉडल ट्रेन और डिप्लॉय करने का 3+ साल का अनुभव",
  "Strong Python, PyTorch or scikit-learn, and SQL": "Python, PyTorch या scikit-learn, और SQL पर मज़बूत पकड़",
  "Experience with recommender systems or learning analytics is a plus": "रेकमेंडर सिस्टम या लर्निंग एनालिटिक्स का अनुभव हो तो और अच्छा",
  "Build and evaluate models for course recommendations and skill assessment":
    "कोर्स सुझावों और कौशल आकलन के लिए मॉडल बनाना और उनका मूल्यांकन करना",
  "Ship models behind reliable, monitored APIs": "भरोसेमंद, मॉनिटर किए गए API के ज़रिए मॉडल लाइव करना",
  "Run experiments and share results with the product team": "प्रयोग करना और नतीजे प्रोडक्ट टीम के साथ साझा करना",
  "GPU budget for side projects": "साइड प्रोजेक्ट के लिए GPU बजट",
  // Frontend Engineer
  "Frontend Engineer": "फ़्रंटएंड इंजीनियर",
  "Join a small team that builds fast, accessible pages and learning tools used on every kind of device, from budget phones to office desktops.":
    "एक छोटी टीम से जुड़िए जो तेज़ और सुलभ पेज और लर्निंग टूल बनाती है, जो सस्ते फ़ोन से लेकर ऑफ़िस के डेस्कटॉप तक हर डिवाइस पर चलते हैं।",
  "1+ year of professional experience, or a strong portfolio of projects": "1+ साल का पेशेवर अनुभव, या प्रोजेक्ट का मज़बूत पोर्टफ़ोलियो",
  "Good knowledge of HTML, CSS, JavaScript and React": "HTML, CSS, JavaScript और React की अच्छी जानकारी",
  "Eagerness to learn testing, accessibility and performance practices": "टेस्टिंग, सुलभता और परफ़ॉर्मेंस के तरीक़े सीखने की ललक",
  "Build user interfaces from designs with care for detail": "डिज़ाइन से यूज़र इंटरफ़ेस बनाना, बारीकियों पर ध्यान देते हुए",
  "Write browser and unit tests for the features you build": "अपने बनाए फ़ीचर के लिए ब्राउज़र और यूनिट टेस्ट लिखना",
  "Take part in code reviews and pair-programming sessions": "कोड रिव्यू और पेयर-प्रोग्रामिंग सत्रों में हिस्सा लेना",
  "Home-office allowance": "होम-ऑफ़िस भत्ता",
  "Structured mentorship programme": "व्यवस्थित मेंटरशिप प्रोग्राम",
  // Product Manager
  "Product Manager, Enterprise Learning": "प्रोडक्ट मैनेजर, एंटरप्राइज़ लर्निंग",
  "Own the tools that HR and L&D leaders use to plan, run and measure AI training programs for thousands of employees.":
    "उन टूल की ज़िम्मेदारी लीजिए जिनसे HR और L&D प्रमुख हज़ारों कर्मचारियों के एआई प्रशिक्षण प्रोग्राम की योजना बनाते, उन्हें चलाते और मापते हैं।",
  "4+ years of product management for B2B SaaS": "B2B SaaS में प्रोडक्ट मैनेजमेंट का 4+ साल का अनुभव",
  "Comfort with data: you define metrics and read them yourself": "डेटा से सहजता: आप ख़ुद मेट्रिक तय करते हैं और उन्हें पढ़ते हैं",
  "Excellent written communication": "लिखित संवाद में उत्कृष्टता",
  "Talk to enterprise customers every week and turn their needs into a clear roadmap":
    "हर हफ़्ते एंटरप्राइज़ ग्राहकों से बात करना और उनकी ज़रूरतों को साफ़ रोडमैप में बदलना",
  "Work with design and engineering from discovery to launch": "शुरुआती खोज से लॉन्च तक डिज़ाइन और इंजीनियरिंग के साथ काम करना",
  "Measure outcomes and iterate": "नतीजे मापना और सुधार करते रहना",
  "Annual team offsite": "सालाना टीम ऑफ़साइट",
  // AI Curriculum Designer
  "AI Curriculum Designer": "एआई पाठ्यक्रम डिज़ाइनर",
  "Turn complex AI topics into clear, hands-on learning journeys for professionals, students and faculty.":
    "एआई के जटिल विषयों को पेशेवरों, छात्रों और शिक्षकों के लिए साफ़, व्यावहारिक लर्निंग यात्राओं में बदलिए।",
  "3+ years designing technical courses or training programs": "तकनीकी कोर्स या प्रशिक्षण प्रोग्राम डिज़ाइन करने का 3+ साल का अनुभव",
  "Working knowledge of machine learning and Python": "मशीन लर्निंग और Python की कामकाजी जानकारी",
  "Experience with instructional design frameworks such as ADDIE or backward design":
    "ADDIE या बैकवर्ड डिज़ाइन जैसे इंस्ट्रक्शनल डिज़ाइन फ़्रेमवर्क का अनुभव",
  "Design modules, labs and assessments with subject-matter experts": "विषय विशेषज्ञों के साथ मॉड्यूल, लैब और असेसमेंट डिज़ाइन करना",
  "Review learner feedback and completion data to improve courses": "कोर्स बेहतर बनाने के लिए शिक्षार्थियों के फ़ीडबैक और कोर्स पूरा करने के आँकड़ों की समीक्षा करना",
  "Keep content current with fast-moving AI tools": "तेज़ी से बदलते एआई टूल के साथ सामग्री को अद्यतन रखना",
  "Conference budget": "कॉन्फ़्रेंस बजट",
  // Lead Instructor
  "Lead Instructor, Generative AI": "लीड इंस्ट्रक्टर, जनरेटिव एआई",
  "Lead live workshops and masterclasses on large language models, retrieval-augmented generation and responsible AI for enterprise teams.":
    "एंटरप्राइज़ टीमों के लिए लार्ज लैंग्वेज मॉडल, रिट्रीवल-ऑगमेंटेड जनरेशन और ज़िम्मेदार एआई पर लाइव वर्कशॉप और मास्टरक्लास की अगुवाई कीजिए।",
  "5+ years in ML or software engineering, including hands-on work with LLMs":
    "ML या सॉफ़्टवेयर इंजीनियरिंग में 5+ साल, जिसमें LLM पर व्यावहारिक काम शामिल हो",
  "Experience teaching or presenting to technical audiences": "तकनीकी श्रोताओं को पढ़ाने या प्रस्तुति देने का अनुभव",
  "Willingness to travel for on-site corporate sessions": "कंपनियों में जाकर सत्र लेने के लिए यात्रा करने की तैयारी",
  "Deliver live sessions online and at client sites": "ऑनलाइन और क्लाइंट के यहाँ लाइव सत्र लेना",
  "Coach a team of instructors and teaching assistants": "प्रशिक्षकों और टीचिंग असिस्टेंट की टीम को मार्गदर्शन देना",
  "Contribute to the Generative AI curriculum": "जनरेटिव एआई पाठ्यक्रम में योगदान देना",
  "Travel allowance": "यात्रा भत्ता",
  "Speaking opportunities at our events": "हमारे इवेंट में बोलने के मौक़े",
  // Enterprise Account Executive
  "Enterprise Account Executive": "एंटरप्राइज़ अकाउंट एग्ज़ीक्यूटिव",
  "Help large organisations in banking, manufacturing and healthcare plan AI training programs that deliver measurable results.":
    "बैंकिंग, विनिर्माण और स्वास्थ्य सेवा के बड़े संगठनों को ऐसे एआई प्रशिक्षण प्रोग्राम की योजना बनाने में मदद कीजिए जो मापने लायक़ नतीजे दें।",
  "5+ years of enterprise B2B sales, ideally in learning or SaaS": "एंटरप्राइज़ B2B सेल्स में 5+ साल, बेहतर हो कि लर्निंग या SaaS में",
  "A track record of closing multi-stakeholder deals": "कई हितधारकों वाले सौदे पूरे करने का रिकॉर्ड",
  "Genuine curiosity about AI and how teams adopt it": "एआई और टीमें उसे कैसे अपनाती हैं, इसमें सच्ची दिलचस्पी",
  "Build and manage a pipeline of enterprise accounts in western India": "पश्चिमी भारत में एंटरप्राइज़ अकाउंट की पाइपलाइन बनाना और सँभालना",
  "Design proposals together with our solutions and education teams": "हमारी सॉल्यूशंस और एजुकेशन टीमों के साथ मिलकर प्रस्ताव तैयार करना",
  "Grow long-term relationships with HR and business leaders": "HR और बिज़नेस प्रमुखों के साथ लंबे रिश्ते बनाना",
  "Uncapped commission": "बिना सीमा का कमीशन",
  // Director of Applied AI Research
  "Director of Applied AI Research": "डायरेक्टर, अप्लाइड एआई रिसर्च",
  "Lead the research team behind our AI tutors, automated assessment and skills intelligence, and publish what we learn.":
    "हमारे एआई ट्यूटर, स्वचालित आकलन और स्किल्स इंटेलिजेंस के पीछे की रिसर्च टीम का नेतृत्व कीजिए, और जो हम सीखते हैं उसे प्रकाशित कीजिए।",
  "PhD in machine learning or a related field, or equivalent industry experience":
    "मशीन लर्निंग या संबंधित क्षेत्र में PhD, या उसके बराबर उद्योग का अनुभव",
  "8+ years of research, including leading a team": "8+ साल का रिसर्च अनुभव, जिसमें टीम का नेतृत्व शामिल हो",
  "Publications or open-source work in NLP, education technology or recommender systems":
    "NLP, शिक्षा तकनीक या रेकमेंडर सिस्टम में प्रकाशन या ओपन-सोर्स काम",
  "Set the research agenda with the leadership team": "नेतृत्व टीम के साथ रिसर्च का एजेंडा तय करना",
  "Hire and grow a team of researchers and research engineers": "शोधकर्ताओं और रिसर्च इंजीनियरों की टीम बनाना और उसे आगे बढ़ाना",
  "Partner with universities on joint research and internships": "संयुक्त रिसर्च और इंटर्नशिप के लिए विश्वविद्यालयों के साथ साझेदारी करना",
  "Research and conference budget": "रिसर्च और कॉन्फ़्रेंस बजट",
  "Sabbatical after four years": "चार साल बाद सबैटिकल अवकाश",
} satisfies Catalog;
