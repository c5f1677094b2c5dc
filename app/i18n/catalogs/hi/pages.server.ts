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
  },
} satisfies HindiPageTexts as HindiPageTexts;
