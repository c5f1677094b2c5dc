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
  [paths.team]: {
    title: `सारांश | टीम | ${BRAND}`,
    description: "कौन समय पर है: हर असाइन किए गए प्रोग्राम की प्रगति, हफ़्ते और टीम के अनुसार पूरे हुए प्रोग्राम, और हर व्यक्ति की प्रगति, एक्सपोर्ट के साथ।",
  },
  [paths.teamPerson]: {
    title: `व्यक्ति | टीम | ${BRAND}`,
    description: "किसी सदस्य के असाइन किए गए प्रोग्राम, मॉड्यूल दर मॉड्यूल।",
  },
  [paths.teamNew]: {
    title: `अपनी टीम का मुफ़्त ट्रायल शुरू करें | ${BRAND}`,
    description: "अपने संगठन के लिए 14 दिन का मुफ़्त ट्रायल शुरू करें, कार्ड की ज़रूरत नहीं।",
  },
  [paths.teamPeople]: {
    title: `लोग | टीम | ${BRAND}`,
    description: "अपने लोगों को आमंत्रित करें, सदस्यों और लंबित आमंत्रणों को देखें, और सीटों का प्रबंधन करें।",
  },
  [paths.teamAssignments]: {
    title: `असाइनमेंट | टीम | ${BRAND}`,
    description: "लोगों या टीमों को समय सीमा के साथ प्रोग्राम असाइन करें, और उनकी प्रगति पर नज़र रखें।",
  },
  [paths.teamJoin]: {
    title: `अपनी टीम से जुड़ें | ${BRAND}`,
    description: `${BRAND} पर अपने संगठन का आमंत्रण स्वीकार करें।`,
  },
} satisfies HindiPageTexts as HindiPageTexts;
