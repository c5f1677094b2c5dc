import type { Catalog } from "~/i18n/i18n";

// The help centre: hero and search, quick links, the FAQs and their tabs, popular topics, contact options.
export default {
  "How Can We Help?": "हम आपकी क्या मदद करें?",
  "Find answers about programs, certification, billing and your account, or reach our support team.":
    "प्रोग्राम, प्रमाणन, भुगतान और अपने खाते से जुड़े सवालों के जवाब पाएँ, या हमारी सहायता टीम से संपर्क करें।",
  "Search for answers": "जवाब खोजें",
  "Search for answers...": "जवाब खोजें...",
  "Quick links": "त्वरित लिंक",
  "Frequently Asked Questions": "अक्सर पूछे जाने वाले सवाल",
  "Choose a category or search above to narrow the list.": "सूची छोटी करने के लिए कोई श्रेणी चुनें या ऊपर खोजें।",
  "Popular Help Topics": "लोकप्रिय सहायता विषय",
  "Still Need Help?": "अब भी मदद चाहिए?",
  "Our support team is here for you around the clock.": "हमारी सहायता टीम चौबीसों घंटे आपके लिए मौजूद है।",
  // FAQ tabs
  "FAQ categories": "सवालों की श्रेणियाँ",
  All: "सभी",
  "Getting Started": "शुरुआत",
  Courses: "कोर्स",
  Certification: "प्रमाणन",
  Billing: "भुगतान",
  Support: "सहायता",
  Platform: "प्लेटफ़ॉर्म",
  Enterprise: "उद्यम",
  "No FAQs found in this category.": "इस श्रेणी में कोई सवाल नहीं मिला।",
  // FAQs
  "How do I get started with Cortexa AI?": "Cortexa AI के साथ शुरुआत कैसे करूँ?",
  "Create a free account, browse the program catalogue and enrol in the program that fits your goals. Your dashboard then shows your enrolled programs and your progress.":
    "मुफ़्त खाता बनाइए, प्रोग्राम सूची देखिए और अपने लक्ष्य के हिसाब से प्रोग्राम में नामांकन कीजिए। इसके बाद आपके डैशबोर्ड पर आपके प्रोग्राम और आपकी प्रगति दिखती है।",
  "Do I need programming experience to join?": "क्या जुड़ने के लिए प्रोग्रामिंग का अनुभव ज़रूरी है?",
  "Not for our foundation programs: they start from the basics of Python and statistics. Intermediate and advanced programs list their prerequisites on the program page.":
    "हमारे फ़ाउंडेशन प्रोग्राम के लिए नहीं: वे पायथन और सांख्यिकी की बुनियादी बातों से शुरू होते हैं। इंटरमीडिएट और एडवांस्ड प्रोग्राम की पूर्व-आवश्यकताएँ प्रोग्राम पेज पर दी गई हैं।",
  "How long do the programs take?": "प्रोग्राम कितने समय के होते हैं?",
  "It depends on the format: workshops 2-3 days, webinars 1-2 hours, masterclasses 8-10 weeks, and certification programs 3-6 months.":
    "यह प्रारूप पर निर्भर है: वर्कशॉप 2-3 दिन, वेबिनार 1-2 घंटे, मास्टरक्लास 8-10 हफ़्ते और सर्टिफ़िकेशन प्रोग्राम 3-6 महीने।",
  "Are the courses live or self-paced?": "कोर्स लाइव होते हैं या अपनी गति से?",
  "Both. Workshops, webinars and masterclasses are live with an instructor; certification programs combine self-paced modules with live mentor sessions, and recordings are available for most live sessions.":
    "दोनों। वर्कशॉप, वेबिनार और मास्टरक्लास प्रशिक्षक के साथ लाइव होते हैं; सर्टिफ़िकेशन प्रोग्राम में अपनी गति से पढ़े जाने वाले मॉड्यूल के साथ मेंटर के लाइव सत्र होते हैं, और ज़्यादातर लाइव सत्रों की रिकॉर्डिंग उपलब्ध रहती है।",
  "Will I receive a certificate?": "क्या मुझे प्रमाणपत्र मिलेगा?",
  "Yes. Certification programs end with a graded capstone project and an assessment; when you pass, you receive a verifiable digital certificate that you can share on LinkedIn. Workshops and webinars give a certificate of participation.":
    "हाँ। सर्टिफ़िकेशन प्रोग्राम के अंत में अंकों वाला कैपस्टोन प्रोजेक्ट और एक आकलन होता है; उत्तीर्ण होने पर आपको सत्यापित किया जा सकने वाला डिजिटल प्रमाणपत्र मिलता है, जिसे आप LinkedIn पर साझा कर सकते हैं। वर्कशॉप और वेबिनार में भागीदारी का प्रमाणपत्र मिलता है।",
  "Which payment methods do you accept?": "आप भुगतान के कौन-से तरीक़े स्वीकार करते हैं?",
  "You can pay by credit or debit cards, net banking, UPI, purchase orders and PayPal. Companies paying by purchase order receive a GST invoice.":
    "आप क्रेडिट या डेबिट कार्ड, नेट बैंकिंग, यूपीआई, परचेज़ ऑर्डर और PayPal से भुगतान कर सकते हैं। परचेज़ ऑर्डर से भुगतान करने वाली कंपनियों को जीएसटी इनवॉइस मिलता है।",
  "What is your refund policy?": "आपकी रिफ़ंड नीति क्या है?",
  "Every paid program comes with a 7-day money-back guarantee: if it is not right for you, ask for a refund within 7 days of enrolling and we return the full fee.":
    "हर सशुल्क प्रोग्राम के साथ 7 दिन की पैसे-वापसी गारंटी है: अगर प्रोग्राम आपके लिए सही न हो, तो नामांकन के 7 दिन के भीतर रिफ़ंड माँगें और हम पूरी फ़ीस लौटा देंगे।",
  "Can I pay in instalments?": "क्या मैं किस्तों में भुगतान कर सकता/सकती हूँ?",
  "Yes. EMI is available for courses above ₹10,000, through most major banks and credit cards.":
    "हाँ। ₹10,000 से ज़्यादा के कोर्स के लिए ज़्यादातर बड़े बैंकों और क्रेडिट कार्ड से ईएमआई की सुविधा है।",
  "How can I get help while I learn?": "पढ़ाई के दौरान मुझे मदद कैसे मिलेगी?",
  "Our learner support team is available 24/7 by live chat, e-mail and phone, and every program has mentors who answer course questions in the discussion forum.":
    "हमारी शिक्षार्थी सहायता टीम लाइव चैट, ईमेल और फ़ोन पर 24/7 उपलब्ध है, और हर प्रोग्राम में मेंटर होते हैं जो चर्चा फ़ोरम में कोर्स से जुड़े सवालों के जवाब देते हैं।",
  "Do you offer training for companies?": "क्या आप कंपनियों के लिए प्रशिक्षण देते हैं?",
  "Yes. We design custom programs for teams of any size, with a dedicated account manager. On corporate accounts, managers get team analytics showing enrolment, progress and completion for their people.":
    "हाँ। हम किसी भी आकार की टीम के लिए, एक समर्पित अकाउंट मैनेजर के साथ, अनुकूलित प्रोग्राम बनाते हैं। कॉर्पोरेट खातों में मैनेजरों को टीम एनालिटिक्स मिलता है, जिसमें उनके लोगों का नामांकन, प्रगति और कोर्स पूरा करने की स्थिति दिखती है।",
  // Quick links
  "Create your account and enrol in your first program.": "अपना खाता बनाइए और अपने पहले प्रोग्राम में नामांकन कीजिए।",
  "Explore courses, levels and durations in the catalogue.": "सूची में कोर्स, स्तर और अवधि देखें।",
  "API Documentation": "एपीआई दस्तावेज़",
  "Connect your learning systems to our REST API.": "अपने लर्निंग सिस्टम को हमारे REST एपीआई से जोड़ें।",
  "Contact Us": "संपर्क करें",
  "Talk to our team about anything not answered here.": "जिस बात का जवाब यहाँ नहीं मिला, उसके बारे में हमारी टीम से बात करें।",
  // Popular help topics
  "Account & Access": "खाता और एक्सेस",
  "Creating your account": "अपना खाता बनाना",
  "Signing in with Google, GitHub or LinkedIn": "Google, GitHub या LinkedIn से साइन इन",
  "Your learner dashboard": "आपका शिक्षार्थी डैशबोर्ड",
  "How we protect your data": "हम आपके डेटा की सुरक्षा कैसे करते हैं",
  Learning: "पढ़ाई",
  "Choosing the right program": "सही प्रोग्राम चुनना",
  "Upcoming workshops": "आने वाली वर्कशॉप",
  "Live and recorded webinars": "लाइव और रिकॉर्ड किए गए वेबिनार",
  "Masterclass applications": "मास्टरक्लास के लिए आवेदन",
  Organisations: "संगठन",
  "Corporate training programs": "कॉर्पोरेट प्रशिक्षण प्रोग्राम",
  "Training for universities": "विश्वविद्यालयों के लिए प्रशिक्षण",
  "Customer success stories": "ग्राहकों की सफलता की कहानियाँ",
  "Terms of service": "सेवा की शर्तें",
  // Still need help
  "Live Chat": "लाइव चैट",
  "Ask our AI assistant about programs, pricing and more, any time.": "प्रोग्राम, कीमतों और बाकी बातों के बारे में हमारे एआई सहायक से कभी भी पूछें।",
  "Start Live Chat": "लाइव चैट शुरू करें",
  "Email Support": "ईमेल सहायता",
  "Write to us and we will reply {within}.": "हमें लिखें, हम {within} जवाब देंगे।",
  "within 24 hours": "24 घंटे के भीतर",
  "Phone Support": "फ़ोन सहायता",
  "Talk to our learner support team, available 24/7.": "हमारी शिक्षार्थी सहायता टीम से बात करें, 24/7 उपलब्ध।",
} satisfies Catalog;
