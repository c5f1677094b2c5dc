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
  },
} satisfies HindiPageTexts as HindiPageTexts;
