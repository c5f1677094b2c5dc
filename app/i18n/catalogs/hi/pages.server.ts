import { company } from "#contracts/company";
import { paths, type SitePath } from "#contracts/pages";

const BRAND = company.name;

export type HindiPageTexts = Partial<Record<SitePath, { title: string; description: string }>>;

/** Each translated page's Hindi <title> and meta description. */
export default {
  [paths.home]: {
    title: `${BRAND} | उद्यमों, संस्थानों और शिक्षार्थियों के लिए एआई प्रशिक्षण`,
    description: "कॉर्पोरेट और संस्थागत एआई प्रशिक्षण, स्किलिंग, री-स्किलिंग और अप-स्किलिंग प्रोग्राम: व्यावहारिक प्रोजेक्ट, अनुभवी मेंटर और प्रमाणपत्र के साथ।",
  },
  [paths.programs]: {
    title: `एआई प्रशिक्षण प्रोग्राम | ${BRAND}`,
    description: "डेटा साइंस, मशीन लर्निंग, डीप लर्निंग, एनएलपी, कंप्यूटर विज़न और एआई एथिक्स के हमारे प्रशिक्षण प्रोग्राम देखें और ऑनलाइन नामांकन करें।",
  },
  [paths.auth]: {
    title: `साइन इन या साइन अप | ${BRAND}`,
    description: "एआई प्रशिक्षण प्रोग्राम में नामांकन और अपनी प्रगति देखने के लिए अपने शिक्षार्थी खाते में साइन इन करें या नया खाता बनाएँ।",
  },
  [paths.contact]: {
    title: `संपर्क करें | ${BRAND}`,
    description: "अपने संगठन के एआई प्रशिक्षण के बारे में हमारी टीम से बात करें। हम 24 घंटे के भीतर जवाब देते हैं।",
  },
  // The nine solution pages and the AI technology page.
  [paths.supplyChain]: {
    title: `सप्लाई चेन के लिए एआई | ${BRAND}`,
    description: "सप्लाई चेन टीमों के लिए एआई प्रशिक्षण: मांग का पूर्वानुमान, इन्वेंटरी ऑप्टिमाइज़ेशन और लॉजिस्टिक्स एनालिटिक्स।",
  },
  [paths.manufacturing]: {
    title: `विनिर्माण के लिए एआई | ${BRAND}`,
    description: "विनिर्माण के लिए एआई प्रशिक्षण: प्रेडिक्टिव मेंटेनेंस, क्वालिटी इंस्पेक्शन और स्मार्ट फ़ैक्टरी एनालिटिक्स।",
  },
  [paths.healthcare]: {
    title: `स्वास्थ्य सेवा के लिए एआई | ${BRAND}`,
    description: "स्वास्थ्य पेशेवरों के लिए एआई प्रशिक्षण: मेडिकल इमेजिंग, क्लिनिकल निर्णय सहायता और हेल्थ एनालिटिक्स।",
  },
  [paths.financialServices]: {
    title: `वित्तीय सेवाओं के लिए एआई | ${BRAND}`,
    description: "बैंकिंग, बीमा और फिनटेक के लिए एआई प्रशिक्षण और सर्टिफ़िकेशन: जोखिम, धोखाधड़ी की पहचान और एल्गोरिदमिक ट्रेडिंग।",
  },
  [paths.corporateTraining]: {
    title: `कॉर्पोरेट एआई प्रशिक्षण | ${BRAND}`,
    description: "एंटरप्राइज़ टीमों के लिए कस्टम एआई प्रशिक्षण प्रोग्राम: शुरुआती आकलन से लेकर मापे जा सकने वाले नतीजों तक।",
  },
  [paths.institutionalTraining]: {
    title: `संस्थागत एआई प्रशिक्षण | ${BRAND}`,
    description: "विश्वविद्यालयों और कॉलेजों के लिए एआई पाठ्यक्रम, फ़ैकल्टी डेवलपमेंट और लैब सहायता।",
  },
  [paths.skillingPrograms]: {
    title: `एआई स्किलिंग प्रोग्राम | ${BRAND}`,
    description: "नौकरी के लिए तैयार करने वाले एआई स्किलिंग प्रोग्राम: एंट्री लेवल से नेतृत्व तक का साफ़ रास्ता।",
  },
  [paths.reSkilling]: {
    title: `एआई री-स्किलिंग प्रोग्राम | ${BRAND}`,
    description: "व्यवस्थित री-स्किलिंग के ज़रिए अपने मौजूदा करियर से एआई की भूमिकाओं में जाएँ।",
  },
  [paths.upSkilling]: {
    title: `एआई अप-स्किलिंग प्रोग्राम | ${BRAND}`,
    description: "पेशेवरों के लिए एडवांस्ड एआई/एमएल, जनरेटिव एआई, एआई लीडरशिप और एआई आर्किटेक्चर प्रोग्राम।",
  },
  [paths.aiTechnology]: {
    title: `हमारी एआई तकनीक | ${BRAND}`,
    description: "हमारे प्रशिक्षण के पीछे का एआई प्लेटफ़ॉर्म: मॉडल, टूल, इनोवेशन लैब और सुरक्षा।",
  [paths.about]: {
    title: `हमारे बारे में | ${BRAND}`,
    description: "Cortexa AI के बारे में जानिए: हमारा मिशन, हमारी कहानी, हमारे मूल्य और वह टीम जो हमारा एआई प्रशिक्षण चलाती है।",
  },
  [paths.careers]: {
    title: `करियर | ${BRAND}`,
    description: "Cortexa AI में खाली पद: इंजीनियरिंग, प्रोडक्ट, शिक्षा, सेल्स और रिसर्च। हमारे साथ दुनिया को एआई सिखाइए।",
  },
  [paths.partners]: {
    title: `साझेदार | ${BRAND}`,
    description: "तकनीकी, शैक्षणिक, कॉर्पोरेट और सामाजिक साझेदारों के साथ हम ज़्यादा लोगों तक व्यावहारिक एआई कौशल पहुँचाते हैं। जानिए हमसे कैसे जुड़ें।",
  },
  [paths.press]: {
    title: `प्रेस और मीडिया | ${BRAND}`,
    description: "Cortexa AI की ताज़ा ख़बरें, प्रेस विज्ञप्तियाँ, पुरस्कार और मीडिया किट, पत्रकारों के लिए।",
  },
  [paths.resources]: {
    title: `संसाधन | ${BRAND}`,
    description: "एआई सीखने के लिए मुफ़्त गाइड, वीडियो ट्यूटोरियल, केस स्टडी, वेबिनार, इंटरैक्टिव टूल और पेशेवर प्रमाणन।",
  },
  [paths.readinessAssessment]: {
    title: `एआई तैयारी आकलन | ${BRAND}`,
    description: "बारह सवालों में जानिए कि आपका संगठन एआई के लिए कितना तैयार है: रणनीति, डेटा, कौशल और गवर्नेंस के अंक, और सुझाए गए प्रोग्राम।",
  },
  [paths.skillGapAnalyzer]: {
    title: `कौशल अंतर विश्लेषक | ${BRAND}`,
    description: "बारह सवालों में अपने एआई कौशल को परखिए: हर कौशल क्षेत्र के अंक, और कमियाँ दूर करने वाले प्रोग्राम।",
  },
  [paths.apiDocs]: {
    title: `एपीआई दस्तावेज़ | ${BRAND}`,
    description: "Cortexa AI के एपीआई से साइन इन कीजिए, कोर्स की सूची देखिए, नामांकन कीजिए और प्रगति पढ़िए: एंडपॉइंट, उदाहरण और त्रुटि कोड।",
  // The programs' listing pages, the data science program and certificate verification.
  [paths.dataScience]: {
    title: `डेटा साइंस प्रोग्राम | ${BRAND}`,
    description: "एक व्यावहारिक डेटा साइंस प्रोग्राम: Python, सांख्यिकी, मशीन लर्निंग और मेंटर की समीक्षा के साथ एक कैपस्टोन प्रोजेक्ट।",
  },
  [paths.workshops]: {
    title: `एआई वर्कशॉप | ${BRAND}`,
    description: "इंडस्ट्री के अनुभवी पेशेवरों के साथ व्यावहारिक एआई वर्कशॉप: आमने-सामने, ऑनलाइन और हाइब्रिड।",
  },
  [paths.seminars]: {
    title: `एआई सेमिनार | ${BRAND}`,
    description: "उद्योग जगत के लीडर्स के साथ एप्लाइड एआई पर मुख्य वक्तव्य, पैनल चर्चाएँ और तकनीकी सेमिनार।",
  },
  [paths.events]: {
    title: `एआई इवेंट और कॉन्फ़्रेंस | ${BRAND}`,
    description: "आर्टिफ़िशियल इंटेलिजेंस पर कॉन्फ़्रेंस, हैकाथॉन, शिखर सम्मेलन और प्रदर्शनियाँ।",
  },
  [paths.webinars]: {
    title: `एआई वेबिनार | ${BRAND}`,
    description: "रिकॉर्डिंग, सामग्री और प्रमाणपत्र के साथ निःशुल्क और सशुल्क लाइव एआई वेबिनार।",
  },
  [paths.masterclasses]: {
    title: `एआई मास्टरक्लास | ${BRAND}`,
    description: "जाने-माने इंस्ट्रक्टरों और छोटे बैचों के साथ कई हफ़्तों की विशेष एआई मास्टरक्लास।",
  },
  [paths.certificateVerify]: {
    title: `प्रमाणपत्र की जाँच करें | ${BRAND}`,
    description: `जाँचें कि ${BRAND} का प्रमाणपत्र असली है: उसका कोड लिखें या उस पर छपा लिंक खोलें।`,
  // The signed-in learner's pages and the password reset (wt-hi-learner).
  [paths.dashboard]: {
    title: `शिक्षार्थी डैशबोर्ड | ${BRAND}`,
    description: "आपके नामांकित प्रोग्राम, प्रगति, प्रोफ़ाइल और प्रमाणपत्र।",
  },
  [paths.dashboardLearn]: {
    title: `सीखना जारी रखें | ${BRAND}`,
    description: "जिस प्रोग्राम में आपका नामांकन है, उसके मॉड्यूल एक-एक करके पूरे करें।",
  },
  [paths.resetPassword]: {
    title: `अपना पासवर्ड रीसेट करें | ${BRAND}`,
    description: "अपने शिक्षार्थी खाते के लिए नया पासवर्ड चुनें।",
  },
} satisfies HindiPageTexts as HindiPageTexts;
