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
  // Knowledge pages
  [paths.blog]: {
    title: `ब्लॉग | ${BRAND}`,
    description: "व्यावहारिक एआई पर विश्लेषण, ट्यूटोरियल और शोध।",
  },
  [paths.caseStudies]: {
    title: `केस स्टडी | ${BRAND}`,
    description: "कंपनियों ने हमारे एआई प्रशिक्षण से अपनी टीमों को कैसे बदला: चुनौतियाँ, समाधान और नतीजे।",
  },
  [paths.whitepapers]: {
    title: `व्हाइटपेपर | ${BRAND}`,
    description: "एआई अपनाने, एआई नैतिकता, कारोबारी असर और शिक्षा रणनीति पर शोध और गाइड।",
  },
  [paths.help]: {
    title: `सहायता केंद्र | ${BRAND}`,
    description: "कोर्स, प्रमाणन, भुगतान और हमारे प्लेटफ़ॉर्म से जुड़े आम सवालों के जवाब।",
  },
  [paths.privacy]: {
    title: `गोपनीयता नीति | ${BRAND}`,
    description: "हम आपके बारे में क्या रखते हैं, क्यों रखते हैं, और उसे हटाने का अनुरोध कैसे करें।",
  },
  [paths.terms]: {
    title: `सेवा की शर्तें | ${BRAND}`,
    description: "हमारी वेबसाइट और प्रशिक्षण प्लेटफ़ॉर्म के उपयोग पर लागू होने वाली शर्तें।",
  },
  [paths.cookies]: {
    title: `कुकी नीति | ${BRAND}`,
    description: "हम कौन-सी कुकी इस्तेमाल करते हैं और क्यों।",
  },
} satisfies HindiPageTexts as HindiPageTexts;
