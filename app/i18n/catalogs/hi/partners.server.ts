import type { Catalog } from "~/i18n/i18n";

// The partners page: benefits, the partner network (partners' names stay as they are), the four
// partnership types.
export default {
  "Our Partners": "हमारे साझेदार",
  "Technology companies, universities, enterprises and public bodies that work with us to bring practical AI skills to more people.":
    "टेक्नोलॉजी कंपनियाँ, विश्वविद्यालय, उद्यम और सरकारी संस्थाएँ, जो ज़्यादा लोगों तक व्यावहारिक एआई कौशल पहुँचाने में हमारे साथ काम करती हैं।",
  "Explore Partnership Types": "साझेदारी के प्रकार देखें",
  "Why Partner With Us": "हमारे साथ साझेदारी क्यों करें",
  "What our partners gain from working with Cortexa AI.": "Cortexa AI के साथ काम करके हमारे साझेदारों को क्या मिलता है।",
  "Reach new learners": "नए शिक्षार्थियों तक पहुँचें",
  "Offer your courses, tools or programs to 500,000 learners and more than 1,000 enterprise clients.":
    "अपने कोर्स, टूल या प्रोग्राम 5,00,000 शिक्षार्थियों और 1,000 से ज़्यादा एंटरप्राइज़ क्लाइंट तक पहुँचाएँ।",
  "Co-create programs": "मिलकर प्रोग्राम बनाएँ",
  "Build joint curricula and certifications with our instructors and learning designers.":
    "हमारे प्रशिक्षकों और लर्निंग डिज़ाइनरों के साथ संयुक्त पाठ्यक्रम और प्रमाणन तैयार करें।",
  "Grow together": "साथ मिलकर बढ़ें",
  "Joint go-to-market plans, referral revenue and shared events in India and abroad.":
    "भारत और विदेश में संयुक्त गो-टू-मार्केट योजनाएँ, रेफ़रल से आमदनी और साझा इवेंट।",
  "Recognised expertise": "मान्य विशेषज्ञता",
  "Co-branded certificates and a listing on our partner directory for your team.":
    "आपकी टीम के लिए को-ब्रांडेड प्रमाणपत्र और हमारी साझेदार निर्देशिका में जगह।",
  "Our Partner Network": "हमारा साझेदार नेटवर्क",
  "Organisations we build and deliver programs with.": "वे संगठन जिनके साथ मिलकर हम प्रोग्राम बनाते और चलाते हैं।",
  "{category} Partners": "{category} साझेदार",
  Technology: "तकनीकी",
  Academic: "शैक्षणिक",
  Corporate: "कॉर्पोरेट",
  "Government & NGO": "सरकारी और एनजीओ",
  "GPU cloud credits and managed notebooks for every hands-on lab in our programs.":
    "हमारे प्रोग्राम की हर व्यावहारिक लैब के लिए GPU क्लाउड क्रेडिट और मैनेज्ड नोटबुक।",
  "Vector database and retrieval tooling used in our generative AI courses.":
    "वेक्टर डेटाबेस और रिट्रीवल टूल, जो हमारे जनरेटिव एआई कोर्स में इस्तेमाल होते हैं।",
  "Business intelligence platform behind the analytics labs of our data science track.":
    "बिज़नेस इंटेलिजेंस प्लेटफ़ॉर्म, जिस पर हमारे डेटा साइंस ट्रैक की एनालिटिक्स लैब चलती हैं।",
  "Joint AI minor degree for engineering students, taught by our instructors and their faculty.":
    "इंजीनियरिंग छात्रों के लिए एआई में संयुक्त माइनर डिग्री, जिसे हमारे प्रशिक्षक और उनके शिक्षक मिलकर पढ़ाते हैं।",
  "AI for business leaders, an executive program for managers and MBA students.":
    "बिज़नेस लीडर्स के लिए एआई: मैनेजरों और MBA छात्रों के लिए एक एग्ज़ीक्यूटिव प्रोग्राम।",
  "Faculty development and a campus AI lab serving 4,000 students a year.":
    "शिक्षकों का विकास और कैंपस में एक एआई लैब, जिससे हर साल 4,000 छात्र लाभ उठाते हैं।",
  "Enterprise-wide AI literacy program for 12,000 employees across 40 cities.":
    "40 शहरों के 12,000 कर्मचारियों के लिए पूरे उद्यम में एआई साक्षरता प्रोग्राम।",
  "Predictive maintenance and quality-inspection training for plant engineers.":
    "प्लांट इंजीनियरों के लिए प्रेडिक्टिव मेंटेनेंस और क्वालिटी-इंस्पेक्शन का प्रशिक्षण।",
  "Clinical AI awareness and data skills for doctors, nurses and administrators.":
    "डॉक्टरों, नर्सों और प्रशासकों के लिए क्लिनिकल एआई की समझ और डेटा कौशल।",
  "Free AI foundation courses for 25,000 young graduates in tier-2 and tier-3 cities.":
    "टियर-2 और टियर-3 शहरों के 25,000 युवा स्नातकों के लिए मुफ़्त एआई फ़ाउंडेशन कोर्स।",
  "Scholarships and mentoring for women starting careers in data and AI.":
    "डेटा और एआई में करियर शुरू करने वाली महिलाओं के लिए छात्रवृत्ति और मेंटरिंग।",
  "Digital and AI skills for rural entrepreneurs and self-help groups, in regional languages.":
    "ग्रामीण उद्यमियों और स्वयं सहायता समूहों के लिए क्षेत्रीय भाषाओं में डिजिटल और एआई कौशल।",
  "Partnership Types": "साझेदारी के प्रकार",
  "Four ways to work with us. Every partnership starts with a conversation.":
    "हमारे साथ काम करने के चार तरीक़े। हर साझेदारी एक बातचीत से शुरू होती है।",
  "Technology Partner": "तकनीकी साझेदार",
  "Integrate your platform or tools into our programs and labs.": "अपना प्लेटफ़ॉर्म या टूल हमारे प्रोग्राम और लैब से जोड़ें।",
  "Tool integration in hands-on labs": "व्यावहारिक लैब में टूल का इंटीग्रेशन",
  "Co-branded certification tracks": "को-ब्रांडेड प्रमाणन ट्रैक",
  "Joint webinars and events": "संयुक्त वेबिनार और इवेंट",
  "Academic Partner": "शैक्षणिक साझेदार",
  "Bring an industry-reviewed AI curriculum to your campus.": "उद्योग द्वारा जाँचा गया एआई पाठ्यक्रम अपने कैंपस में लाएँ।",
  "Curriculum and credit-bearing courses": "पाठ्यक्रम और क्रेडिट वाले कोर्स",
  "Faculty development programs": "शिक्षक विकास प्रोग्राम",
  "Student projects and internships": "छात्र प्रोजेक्ट और इंटर्नशिप",
  "Corporate Partner": "कॉर्पोरेट साझेदार",
  "Train your workforce and shape programs for your industry.": "अपने कर्मचारियों को प्रशिक्षित करें और अपने उद्योग के लिए प्रोग्राम गढ़ें।",
  "Custom learning paths for your teams": "आपकी टीमों के लिए ख़ास लर्निंग पाथ",
  "Dedicated success manager": "समर्पित सक्सेस मैनेजर",
  "Quarterly impact reports": "तिमाही प्रभाव रिपोर्ट",
  "Impact Partner": "इम्पैक्ट साझेदार",
  "Work with us on skilling programs for communities that need them most.":
    "जिन समुदायों को कौशल प्रोग्राम की सबसे ज़्यादा ज़रूरत है, उनके लिए हमारे साथ काम करें।",
  "Subsidised and free program seats": "रियायती और मुफ़्त प्रोग्राम सीटें",
  "Regional-language delivery": "क्षेत्रीय भाषाओं में प्रशिक्षण",
  "Placement support for graduates": "स्नातकों के लिए प्लेसमेंट सहायता",
  "Let's build the future of AI skills together": "आइए, मिलकर एआई कौशल का भविष्य बनाएँ",
  "Tell us about your organisation and the partnership you have in mind; our partnerships team replies within two business days.":
    "अपने संगठन और जिस साझेदारी के बारे में आप सोच रहे हैं, उसके बारे में बताइए; हमारी साझेदारी टीम दो कार्यदिवसों के भीतर जवाब देती है।",
  "Partnerships team:": "साझेदारी टीम:",
  "Partner With Us": "हमारे साथ साझेदारी करें",
  "Download Partner Kit": "पार्टनर किट पाएँ",
} satisfies Catalog;
