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
  },
} satisfies HindiPageTexts as HindiPageTexts;
