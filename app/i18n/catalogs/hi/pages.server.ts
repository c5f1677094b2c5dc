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
