import type { Catalog } from "~/i18n/i18n";

// The about page: figures, mission and vision, story, values, leadership.
export default {
  "About Us": "हमारे बारे में",
  "We help people and organisations learn AI by doing": "हम लोगों और संगठनों को करके सीखने के ज़रिए एआई सिखाते हैं",
  "Cortexa AI is an AI training provider for enterprises, academic institutions and individual learners, founded in Bengaluru in 2018.":
    "Cortexa AI उद्यमों, शैक्षणिक संस्थानों और व्यक्तिगत शिक्षार्थियों के लिए एआई प्रशिक्षण देने वाली कंपनी है, जिसकी स्थापना 2018 में बेंगलुरु में हुई।",
  "Cortexa AI in figures": "आँकड़ों में Cortexa AI",
  Learners: "शिक्षार्थी",
  Completion: "कोर्स पूरा करने की दर",
  "Enterprise clients": "एंटरप्राइज़ ग्राहक",
  Countries: "देश",
  "Mission and Vision": "मिशन और विज़न",
  "Our Mission": "हमारा मिशन",
  "To make practical AI skills available to every professional, student and organisation, so that people lead the change AI brings instead of being left behind by it.":
    "हर पेशेवर, छात्र और संगठन तक व्यावहारिक एआई कौशल पहुँचाना, ताकि लोग एआई से आने वाले बदलाव में पीछे न छूटें, बल्कि उसकी अगुवाई करें।",
  "Our Vision": "हमारा विज़न",
  "A world where every team knows how to use AI responsibly to solve its own problems, from a hospital in Pune to a factory in Chennai to a bank in Singapore.":
    "ऐसी दुनिया जहाँ हर टीम अपनी समस्याएँ सुलझाने के लिए एआई का ज़िम्मेदारी से इस्तेमाल करना जानती हो, चाहे वह पुणे का कोई अस्पताल हो, चेन्नई की कोई फ़ैक्टरी या सिंगापुर का कोई बैंक।",
  "Our Story": "हमारी कहानी",
  "From a weekend workshop to a global learning community.": "एक वीकेंड वर्कशॉप से दुनिया भर के शिक्षार्थियों के समुदाय तक।",
  "A weekend workshop in Bengaluru": "बेंगलुरु में एक वीकेंड वर्कशॉप",
  "Three engineers ran a weekend machine learning workshop for 40 people. Two hundred more asked for the next one.":
    "तीन इंजीनियरों ने 40 लोगों के लिए मशीन लर्निंग की एक वीकेंड वर्कशॉप की। अगली वर्कशॉप के लिए दो सौ और लोगों ने पूछा।",
  "Training goes online": "प्रशिक्षण ऑनलाइन हुआ",
  "We built our own learning platform with browser-based labs, so anyone could learn by doing, from anywhere.":
    "हमने ब्राउज़र में चलने वाली लैब के साथ अपना लर्निंग प्लेटफ़ॉर्म बनाया, ताकि कोई भी, कहीं से भी, करके सीख सके।",
  "Enterprises and universities join": "उद्यम और विश्वविद्यालय जुड़े",
  "Corporate and institutional programs launched; the first hundred enterprise clients trained their teams with us.":
    "कॉर्पोरेट और संस्थागत प्रोग्राम शुरू हुए; पहले सौ एंटरप्राइज़ क्लाइंट ने अपनी टीमों को हमसे प्रशिक्षित कराया।",
  "AI tutors for every learner": "हर शिक्षार्थी के लिए एआई ट्यूटर",
  "Our adaptive learning engine and AI tutor made personalised learning paths the default for every course.":
    "हमारे एडैप्टिव लर्निंग इंजन और एआई ट्यूटर ने हर कोर्स में व्यक्तिगत लर्निंग पाथ को सामान्य बना दिया।",
  "500,000 learners in 50+ countries": "50+ देशों में 5,00,000 शिक्षार्थी",
  "Today we train professionals, students and faculty worldwide, with offices in Bengaluru, Mumbai, Pune and Hyderabad.":
    "आज हम बेंगलुरु, मुंबई, पुणे और हैदराबाद के अपने कार्यालयों से दुनिया भर के पेशेवरों, छात्रों और शिक्षकों को प्रशिक्षण देते हैं।",
  "Our Values": "हमारे मूल्य",
  "The principles behind every program we design and every decision we make.": "वे सिद्धांत जो हमारे हर प्रोग्राम और हर फ़ैसले की नींव हैं।",
  "Outcomes over hours": "घंटों से ज़्यादा नतीजे",
  "We measure success by what learners can build and what teams achieve, not by hours of video watched.":
    "हम सफलता इस बात से मापते हैं कि शिक्षार्थी क्या बना पाते हैं और टीमें क्या हासिल करती हैं, न कि इससे कि कितने घंटे वीडियो देखे गए।",
  "Learning by doing": "करके सीखना",
  "Every program is built around hands-on labs and real projects with feedback from practitioners.":
    "हर प्रोग्राम व्यावहारिक लैब और असली प्रोजेक्ट पर आधारित है, जिन पर अनुभवी पेशेवर फ़ीडबैक देते हैं।",
  "Responsible AI": "ज़िम्मेदार एआई",
  "Fairness, privacy and transparency are part of every course, not an optional extra.":
    "निष्पक्षता, निजता और पारदर्शिता हर कोर्स का हिस्सा हैं, कोई वैकल्पिक अतिरिक्त चीज़ नहीं।",
  "Access for all": "सबके लिए पहुँच",
  "Scholarships, regional languages and affordable programs open AI careers to more people.":
    "छात्रवृत्तियाँ, क्षेत्रीय भाषाएँ और किफ़ायती प्रोग्राम ज़्यादा लोगों के लिए एआई करियर के रास्ते खोलते हैं।",
  Leadership: "नेतृत्व",
  "The team that leads Cortexa AI.": "वह टीम जो Cortexa AI का नेतृत्व करती है।",
  "Co-founder and Chief Executive Officer": "सह-संस्थापक और मुख्य कार्यकारी अधिकारी",
  "Former engineering director at a global analytics company; has led AI adoption programs for banks and manufacturers across Asia.":
    "एक वैश्विक एनालिटिक्स कंपनी में इंजीनियरिंग डायरेक्टर रह चुकी हैं; पूरे एशिया में बैंकों और निर्माताओं के लिए एआई अपनाने के प्रोग्राम का नेतृत्व किया है।",
  "Co-founder and Chief Technology Officer": "सह-संस्थापक और मुख्य तकनीकी अधिकारी",
  "Built large-scale learning platforms and recommender systems; holds a master's degree in computer science from IIT Madras.":
    "बड़े पैमाने के लर्निंग प्लेटफ़ॉर्म और रेकमेंडर सिस्टम बनाए हैं; IIT मद्रास से कंप्यूटर साइंस में मास्टर डिग्री।",
  "Chief Learning Officer": "मुख्य लर्निंग अधिकारी",
  "Twenty years in education, including a decade as professor of data science; leads curriculum, instructors and certification.":
    "शिक्षा के क्षेत्र में बीस साल का अनुभव, जिनमें दस साल डेटा साइंस की प्रोफ़ेसर रहीं; पाठ्यक्रम, प्रशिक्षकों और प्रमाणन का नेतृत्व करती हैं।",
  "Chief Revenue Officer": "मुख्य राजस्व अधिकारी",
  "Has helped more than 300 enterprises plan workforce training; leads our sales, partnerships and customer success teams.":
    "300 से ज़्यादा उद्यमों को कर्मचारियों के प्रशिक्षण की योजना बनाने में मदद की है; हमारी सेल्स, साझेदारी और कस्टमर सक्सेस टीमों का नेतृत्व करते हैं।",
  "Build your team's AI skills with us": "हमारे साथ अपनी टीम के एआई कौशल बढ़ाइए",
  "Tell us about your goals and we'll design a program for your people, or join us and help the world learn AI.":
    "अपने लक्ष्य बताइए और हम आपके लोगों के लिए प्रोग्राम तैयार करेंगे, या हमसे जुड़िए और दुनिया को एआई सिखाने में हाथ बँटाइए।",
  "Contact Us": "संपर्क करें",
  "View Careers": "करियर देखें",
} satisfies Catalog;
