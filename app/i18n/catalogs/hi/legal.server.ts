import type { Catalog } from "~/i18n/i18n";

// The privacy policy, terms of service and cookie policy, and their shared layout. Cookie names
// stay as they are (they are code); {company}, {address}, {email}, {phone}, {within} are filled in.
export default {
  // Layout
  Legal: "क़ानूनी",
  "On this page": "इस पेज पर",
  "Last updated:": "पिछला अद्यतन:",
  "Related policies": "संबंधित नीतियाँ",
  "See also:": "यह भी देखें:",
  "within 24 hours": "24 घंटे के भीतर",

  // Privacy policy
  "{company} stores only what it needs to run your account, your enrolments, your messages to us and our newsletter. We do not use analytics, advertising or tracking of any kind, and we never sell personal data.":
    "{company} केवल वही जानकारी रखता है जो आपका खाता, आपके नामांकन, हमें भेजे गए आपके संदेश और हमारा न्यूज़लेटर चलाने के लिए ज़रूरी है। हम किसी भी तरह का एनालिटिक्स, विज्ञापन या ट्रैकिंग इस्तेमाल नहीं करते, और व्यक्तिगत डेटा कभी नहीं बेचते।",
  "Who we are": "हम कौन हैं",
  'This website and learning platform are operated by {company}, {address} ("we", "us"). For the personal data described here we are the Data Fiduciary under India\'s Digital Personal Data Protection Act, 2023 (DPDP Act).':
    "यह वेबसाइट और लर्निंग प्लेटफ़ॉर्म {company}, {address} (\"हम\") द्वारा संचालित है। यहाँ बताए गए व्यक्तिगत डेटा के लिए, भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (डीपीडीपी अधिनियम) के तहत हम डेटा फ़िड्यूशियरी हैं।",
  "What we store": "हम क्या रखते हैं",
  "Depending on how you use the site, we keep the following and nothing more:":
    "आप साइट का इस्तेमाल कैसे करते हैं, उसके अनुसार हम केवल निम्नलिखित जानकारी रखते हैं, इससे ज़्यादा कुछ नहीं:",
  "Account: your name and e-mail address, and either your password, which is stored only as a salted one-way hash (we cannot read it), or the sign-in provider you chose (Google, GitHub or LinkedIn) with the account identifier that provider gives us.":
    "खाता: आपका नाम और ईमेल पता, और साथ में या तो आपका पासवर्ड, जो केवल सॉल्ट के साथ एकतरफ़ा हैश के रूप में रखा जाता है (हम उसे पढ़ नहीं सकते), या आपका चुना हुआ साइन-इन प्रदाता (Google, GitHub या LinkedIn) और वह खाता पहचानकर्ता जो वह प्रदाता हमें देता है।",
  "Profile: your full name, company and phone number, if you provide them.":
    "प्रोफ़ाइल: आपका पूरा नाम, कंपनी और फ़ोन नंबर, यदि आप उन्हें देते हैं।",
  "Enrolments and progress: the programs you enrol in, the enrolment date, their status and your progress.":
    "नामांकन और प्रगति: जिन प्रोग्राम में आप नामांकन करते हैं, नामांकन की तारीख़, उनकी स्थिति और आपकी प्रगति।",
  "Contact inquiries: the name, e-mail address, company, phone number, subject and message you send through the contact form, and for one hour the IP address it came from, to limit abuse of the form.":
    "संपर्क पूछताछ: संपर्क फ़ॉर्म से भेजा गया नाम, ईमेल पता, कंपनी, फ़ोन नंबर, विषय और संदेश, और फ़ॉर्म के दुरुपयोग को सीमित करने के लिए एक घंटे तक वह आईपी पता जिससे अनुरोध आया।",
  "Newsletter: the e-mail address you subscribe with, when you asked and when you confirmed it, and for one hour the IP address the request came from, to limit abuse of the form.":
    "न्यूज़लेटर: जिस ईमेल पते से आप सदस्यता लेते हैं, आपने कब अनुरोध किया और कब उसकी पुष्टि की, और फ़ॉर्म के दुरुपयोग को सीमित करने के लिए एक घंटे तक वह आईपी पता जिससे अनुरोध आया।",
  "Sign-in sessions: while you are signed in, a session record with its expiry time, when it was last used, and the IP address and browser description (user agent) it was opened from, so you stay signed in, can see your sessions on your dashboard and we can detect misuse.":
    "साइन-इन सत्र: जब तक आप साइन इन रहते हैं, एक सत्र रिकॉर्ड, जिसमें उसकी समाप्ति का समय, उसका पिछली बार इस्तेमाल, और वह आईपी पता व ब्राउज़र विवरण (यूज़र एजेंट) होता है जिससे सत्र खोला गया; ताकि आप साइन इन रहें, अपने डैशबोर्ड पर अपने सत्र देख सकें और हम दुरुपयोग पकड़ सकें।",
  "Two-factor sign-in, if you turn it on: the key of your authenticator app and your backup codes, both encrypted.":
    "दो-चरणीय साइन-इन, यदि आप उसे चालू करते हैं: आपके ऑथेंटिकेटर ऐप की कुंजी और आपके बैकअप कोड, दोनों एन्क्रिप्ट किए हुए।",
  "Security records: short-lived e-mail confirmation and password reset links, counters of failed sign-ins per e-mail address, and request counters per IP address that protect sign-in and sign-up from abuse.":
    "सुरक्षा रिकॉर्ड: कम समय तक मान्य ईमेल पुष्टि और पासवर्ड रीसेट लिंक, हर ईमेल पते पर असफल साइन-इन की गिनती, और हर आईपी पते से आए अनुरोधों की गिनती, जो साइन-इन और साइन-अप को दुरुपयोग से बचाती है।",
  "What we do not collect": "हम क्या एकत्र नहीं करते",
  "No analytics, advertising or tracking cookies, pixels or fingerprinting, and no third-party scripts on our pages.":
    "कोई एनालिटिक्स, विज्ञापन या ट्रैकिंग कुकी, पिक्सेल या फ़िंगरप्रिंटिंग नहीं, और हमारे पेजों पर किसी तीसरे पक्ष की कोई स्क्रिप्ट नहीं।",
  "The chat assistant and the site search run entirely in your browser: what you type there is never sent to us.":
    "चैट सहायक और साइट सर्च पूरी तरह आपके ब्राउज़र में चलते हैं: वहाँ आप जो लिखते हैं, वह हमें कभी नहीं भेजा जाता।",
  "We do not store payment card, UPI or bank account details.": "हम पेमेंट कार्ड, यूपीआई या बैंक खाते का विवरण नहीं रखते।",
  "Why we use it": "हम इसका उपयोग क्यों करते हैं",
  "To create and secure your account and keep you signed in.": "आपका खाता बनाने, उसे सुरक्षित रखने और आपको साइन इन रखने के लिए।",
  "To enrol you in programs, show your progress on your dashboard and issue certificates.":
    "आपको प्रोग्राम में नामांकित करने, आपके डैशबोर्ड पर आपकी प्रगति दिखाने और प्रमाणपत्र जारी करने के लिए।",
  "To answer your inquiries: we reply {within}.": "आपकी पूछताछ का जवाब देने के लिए: हम {within} जवाब देते हैं।",
  "To send the newsletter you subscribed to, and nothing else to that address. We send it only after you confirm your address with the link in our confirmation e-mail.":
    "आपका सदस्यता लिया हुआ न्यूज़लेटर भेजने के लिए, और उस पते पर इसके सिवा कुछ नहीं। हम इसे तभी भेजते हैं जब आप हमारे पुष्टि ईमेल के लिंक से अपने पते की पुष्टि कर देते हैं।",
  "To protect the service against fraud and abuse, and to meet our legal obligations.":
    "सेवा को धोखाधड़ी और दुरुपयोग से बचाने, और अपने क़ानूनी दायित्व पूरे करने के लिए।",
  "We process your data on the basis of your consent, which you give when you create an account, send an inquiry or subscribe, and for the legitimate uses the DPDP Act allows, such as responding to a request you made. You may withdraw consent at any time; this does not affect processing already carried out.":
    "हम आपके डेटा का प्रसंस्करण आपकी सहमति के आधार पर करते हैं, जो आप खाता बनाते, पूछताछ भेजते या सदस्यता लेते समय देते हैं, और उन वैध उपयोगों के लिए जिनकी डीपीडीपी अधिनियम अनुमति देता है, जैसे आपके किए गए अनुरोध का जवाब देना। आप कभी भी अपनी सहमति वापस ले सकते हैं; इससे पहले हो चुके प्रसंस्करण पर कोई असर नहीं पड़ता।",
  "Who we share it with": "हम इसे किसके साथ साझा करते हैं",
  "We do not sell, rent or trade personal data. We share it only with data processors that help us run the service, such as our hosting and e-mail delivery providers, under contracts that limit them to our instructions, and with authorities when Indian law requires it. If you sign in with Google, GitHub or LinkedIn, that provider learns that you signed in to our site under its own privacy policy.":
    "हम व्यक्तिगत डेटा न बेचते हैं, न किराये पर देते हैं, न उसका व्यापार करते हैं। हम इसे केवल उन डेटा प्रोसेसरों के साथ साझा करते हैं जो सेवा चलाने में हमारी मदद करते हैं, जैसे हमारे होस्टिंग और ईमेल डिलीवरी प्रदाता, ऐसे अनुबंधों के तहत जो उन्हें हमारे निर्देशों तक सीमित रखते हैं; और अधिकारियों के साथ, जब भारतीय क़ानून ऐसा अपेक्षित करे। यदि आप Google, GitHub या LinkedIn से साइन इन करते हैं, तो वह प्रदाता अपनी गोपनीयता नीति के तहत यह जान लेता है कि आपने हमारी साइट पर साइन इन किया।",
  "How long we keep it": "हम इसे कब तक रखते हैं",
  "Account, profile, enrolments and progress: until you delete your account. Enrolments then stay only as anonymous records (program, date, status, progress) that no longer point to you.":
    "खाता, प्रोफ़ाइल, नामांकन और प्रगति: जब तक आप अपना खाता नहीं हटाते। उसके बाद नामांकन केवल गुमनाम रिकॉर्ड (प्रोग्राम, तारीख़, स्थिति, प्रगति) के रूप में रहते हैं, जिनसे आपकी पहचान नहीं होती।",
  "Sign-in sessions: until you sign out, sign the session out from your dashboard, or it expires: 30 days after sign-in (staff: after 30 minutes unused, and at most 12 hours). Changing your password signs out all your other sessions. Expired sessions are erased within 10 minutes.":
    "साइन-इन सत्र: जब तक आप साइन आउट नहीं करते, अपने डैशबोर्ड से उस सत्र को साइन आउट नहीं करते, या वह समाप्त नहीं हो जाता: साइन-इन के 30 दिन बाद (स्टाफ़ के लिए: 30 मिनट तक इस्तेमाल न होने पर, और अधिकतम 12 घंटे)। पासवर्ड बदलने पर आपके बाकी सभी सत्र साइन आउट हो जाते हैं। समाप्त सत्र 10 मिनट के भीतर मिटा दिए जाते हैं।",
  "IP addresses of contact inquiries and newsletter requests: one hour, then erased.":
    "संपर्क पूछताछ और न्यूज़लेटर अनुरोधों के आईपी पते: एक घंटा, फिर मिटा दिए जाते हैं।",
  "Contact inquiries: 24 months after they arrive, then erased.": "संपर्क पूछताछ: मिलने के 24 महीने बाद तक, फिर मिटा दी जाती है।",
  "Newsletter address: until you unsubscribe (every newsletter has a one-click unsubscribe link); an address that is not confirmed within 48 hours is erased.":
    "न्यूज़लेटर का पता: जब तक आप सदस्यता नहीं छोड़ते (हर न्यूज़लेटर में एक क्लिक में सदस्यता छोड़ने का लिंक होता है); जिस पते की 48 घंटे के भीतर पुष्टि नहीं होती, उसे मिटा दिया जाता है।",
  "Security records: e-mail links expire after one hour (newsletter confirmation: 48 hours) and are erased within 10 minutes of expiring; counters of failed sign-ins and of requests per IP address are erased 24 hours after the last one.":
    "सुरक्षा रिकॉर्ड: ईमेल लिंक एक घंटे बाद समाप्त हो जाते हैं (न्यूज़लेटर पुष्टि: 48 घंटे) और समाप्ति के 10 मिनट के भीतर मिटा दिए जाते हैं; असफल साइन-इन और हर आईपी पते से आए अनुरोधों की गिनती आख़िरी प्रयास के 24 घंटे बाद मिटा दी जाती है।",
  "How we protect it": "हम इसकी सुरक्षा कैसे करते हैं",
  "Passwords are hashed, the session cookie cannot be read by scripts, traffic is encrypted with HTTPS in production, and access to the database is limited to the staff who operate the service. No method of storage is perfectly secure; if a personal data breach occurs we will inform you and the Data Protection Board of India as the law requires.":
    "पासवर्ड हैश करके रखे जाते हैं, सत्र कुकी को स्क्रिप्ट नहीं पढ़ सकतीं, लाइव साइट का सारा ट्रैफ़िक HTTPS से एन्क्रिप्ट होता है, और डेटाबेस तक पहुँच केवल सेवा चलाने वाले स्टाफ़ तक सीमित है। भंडारण का कोई भी तरीक़ा पूरी तरह सुरक्षित नहीं होता; यदि व्यक्तिगत डेटा का उल्लंघन होता है, तो क़ानून के अनुसार हम आपको और भारतीय डेटा संरक्षण बोर्ड को सूचित करेंगे।",
  "Your rights": "आपके अधिकार",
  "Under the DPDP Act you have the right to:": "डीपीडीपी अधिनियम के तहत आपको ये अधिकार हैं:",
  "obtain a summary of the personal data we hold about you and how we use it (signed in, download all of it from the Profile tab of your dashboard);":
    "हमारे पास आपके बारे में मौजूद व्यक्तिगत डेटा और उसके उपयोग का सारांश पाना (साइन इन करके, अपने डैशबोर्ड के प्रोफ़ाइल टैब से पूरा डेटा डाउनलोड करें);",
  "have inaccurate or incomplete data corrected and out-of-date data updated;":
    "ग़लत या अधूरे डेटा को ठीक करवाना और पुराने डेटा को अद्यतन करवाना;",
  "have your personal data erased (delete your account from the Profile tab of your dashboard);":
    "अपना व्यक्तिगत डेटा मिटवाना (अपने डैशबोर्ड के प्रोफ़ाइल टैब से अपना खाता हटाएँ);",
  "have your grievances addressed, and then complain to the Data Protection Board of India if you are not satisfied;":
    "अपनी शिकायतों का निवारण करवाना, और संतुष्ट न होने पर भारतीय डेटा संरक्षण बोर्ड से शिकायत करना;",
  "nominate another person to exercise these rights if you die or become unable to.":
    "आपकी मृत्यु या असमर्थता की स्थिति में इन अधिकारों का उपयोग करने के लिए किसी अन्य व्यक्ति को नामित करना।",
  "How to delete your data": "अपना डेटा कैसे हटाएँ",
  "Your account: sign in, open the Profile tab of your dashboard and choose Delete account; you confirm with your password (or a code from your authenticator app). Your account, profile, sign-in details and sessions are erased at once, your enrolments stay only as anonymous records, and we confirm by e-mail. You can download your data first from the same tab.":
    "आपका खाता: साइन इन करें, अपने डैशबोर्ड का प्रोफ़ाइल टैब खोलें और \"खाता हटाएँ\" चुनें; पुष्टि आप अपने पासवर्ड (या अपने ऑथेंटिकेटर ऐप के कोड) से करते हैं। आपका खाता, प्रोफ़ाइल, साइन-इन विवरण और सत्र तुरंत मिटा दिए जाते हैं, आपके नामांकन केवल गुमनाम रिकॉर्ड के रूप में रहते हैं, और हम ईमेल से इसकी पुष्टि करते हैं। चाहें तो पहले उसी टैब से अपना डेटा डाउनलोड कर लें।",
  "Your newsletter subscription: use the unsubscribe link in any newsletter; your address is erased at once.":
    "आपकी न्यूज़लेटर सदस्यता: किसी भी न्यूज़लेटर में दिए गए सदस्यता छोड़ने के लिंक का उपयोग करें; आपका पता तुरंत मिटा दिया जाता है।",
  'Anything else, such as a contact inquiry: write to {email} from the address concerned, with the subject "Data deletion request". We confirm receipt within 7 days, may ask you to confirm that the address is yours, and complete the deletion within 30 days. We keep only what the law obliges us to keep, such as invoices.':
    "बाकी कुछ भी, जैसे कोई संपर्क पूछताछ: संबंधित पते से {email} पर \"डेटा हटाने का अनुरोध\" विषय के साथ लिखें। हम 7 दिन के भीतर अनुरोध मिलने की पुष्टि करते हैं, आपसे यह पुष्टि करने को कह सकते हैं कि पता आपका ही है, और 30 दिन के भीतर डेटा हटा देते हैं। हम केवल वही रखते हैं जिसे रखना क़ानूनन ज़रूरी है, जैसे इनवॉइस।",
  Children: "बच्चे",
  "Our programs are for adults. We do not knowingly process the personal data of anyone under 18 without the verifiable consent of a parent or lawful guardian; if you believe a child has given us personal data, write to us and we will delete it.":
    "हमारे प्रोग्राम वयस्कों के लिए हैं। हम माता-पिता या वैध अभिभावक की सत्यापन-योग्य सहमति के बिना 18 वर्ष से कम आयु के किसी भी व्यक्ति के व्यक्तिगत डेटा का जानबूझकर प्रसंस्करण नहीं करते; यदि आपको लगता है कि किसी बच्चे ने हमें व्यक्तिगत डेटा दिया है, तो हमें लिखें, हम उसे हटा देंगे।",
  "Changes to this policy": "इस नीति में बदलाव",
  "If we change what we store or why, we update this page and the date at the top, and tell account holders by e-mail before a significant change takes effect.":
    "यदि हम यह बदलते हैं कि हम क्या और क्यों रखते हैं, तो हम यह पेज और ऊपर दी गई तारीख़ अद्यतन करते हैं, और कोई बड़ा बदलाव लागू होने से पहले खाताधारकों को ईमेल से सूचित करते हैं।",
  "Contact and Grievance Officer": "संपर्क और शिकायत अधिकारी",
  "Questions, requests and complaints about your personal data go to our Grievance Officer at {email}, or by post to {address}. You can also call us on {phone}.":
    "अपने व्यक्तिगत डेटा से जुड़े सवाल, अनुरोध और शिकायतें हमारे शिकायत अधिकारी को {email} पर भेजें, या डाक से इस पते पर: {address}। आप हमें {phone} पर फ़ोन भी कर सकते हैं।",

  // Terms of service
  "These terms apply when you use the {company} website and learning platform. Please read them together with our Privacy Policy and Cookie Policy.":
    "ये शर्तें {company} की वेबसाइट और लर्निंग प्लेटफ़ॉर्म के उपयोग पर लागू होती हैं। कृपया इन्हें हमारी गोपनीयता नीति और कुकी नीति के साथ पढ़ें।",
  Agreement: "समझौता",
  "By browsing this website, creating an account or enrolling in a program you agree to these terms with {company}, {address}. If you use the service on behalf of an organisation, you confirm that you may accept these terms for it. A separate written agreement with your organisation prevails over these terms where the two differ.":
    "इस वेबसाइट को देखकर, खाता बनाकर या किसी प्रोग्राम में नामांकन करके आप {company}, {address} के साथ इन शर्तों पर सहमति देते हैं। यदि आप किसी संगठन की ओर से सेवा का उपयोग करते हैं, तो आप पुष्टि करते हैं कि आप उसकी ओर से ये शर्तें स्वीकार करने के अधिकारी हैं। जहाँ आपके संगठन के साथ हुआ कोई अलग लिखित समझौता इन शर्तों से भिन्न हो, वहाँ वह समझौता मान्य होगा।",
  "Who may use the service": "सेवा का उपयोग कौन कर सकता है",
  "You must be at least 18 years old, or have the consent of a parent or lawful guardian who accepts these terms for you.":
    "आपकी आयु कम से कम 18 वर्ष होनी चाहिए, या आपके पास माता-पिता या वैध अभिभावक की सहमति होनी चाहिए, जो आपकी ओर से ये शर्तें स्वीकार करें।",
  "Your account": "आपका खाता",
  "Give accurate information and keep it up to date in your profile.": "सही जानकारी दें और उसे अपनी प्रोफ़ाइल में अद्यतन रखें।",
  "Keep your password to yourself; an account is for one person and may not be shared.":
    "अपना पासवर्ड किसी को न बताएँ; एक खाता एक ही व्यक्ति के लिए है और उसे साझा नहीं किया जा सकता।",
  "You are responsible for what happens under your account. Tell us at once if you suspect someone else has used it.":
    "आपके खाते से होने वाली हर गतिविधि के लिए आप ज़िम्मेदार हैं। यदि आपको संदेह हो कि किसी और ने उसका उपयोग किया है, तो हमें तुरंत बताएँ।",
  "If you sign in with Google, GitHub or LinkedIn, that provider's terms also apply to your use of it.":
    "यदि आप Google, GitHub या LinkedIn से साइन इन करते हैं, तो उसके उपयोग पर उस प्रदाता की शर्तें भी लागू होती हैं।",
  "Programs, enrolment and fees": "प्रोग्राम, नामांकन और फ़ीस",
  "Program descriptions, schedules, fees and prerequisites are shown on each program page. Fees are in Indian rupees unless a page states otherwise, and include applicable GST unless stated.":
    "प्रोग्राम का विवरण, समय-सारणी, फ़ीस और पूर्व-आवश्यकताएँ हर प्रोग्राम के पेज पर दी गई हैं। जब तक पेज पर अलग से न लिखा हो, फ़ीस भारतीय रुपये में है और उसमें लागू जीएसटी शामिल है।",
  "You can pay by cards, net banking, UPI, purchase orders and PayPal; EMI is available for courses above ₹10,000.":
    "आप कार्ड, नेट बैंकिंग, यूपीआई, परचेज़ ऑर्डर और PayPal से भुगतान कर सकते हैं; ₹10,000 से ज़्यादा के कोर्स के लिए ईएमआई की सुविधा है।",
  "Every paid program has a 7-day money-back guarantee: ask for a refund within 7 days of enrolling and we return the full fee.":
    "हर सशुल्क प्रोग्राम के साथ 7 दिन की पैसे-वापसी गारंटी है: नामांकन के 7 दिन के भीतर रिफ़ंड माँगें और हम पूरी फ़ीस लौटा देंगे।",
  "We may reschedule a live session or change an instructor for reasons beyond our control; if we cancel a program, we refund the fees you paid for it in full.":
    "हमारे नियंत्रण से बाहर के कारणों से हम किसी लाइव सत्र का समय बदल सकते हैं या प्रशिक्षक बदल सकते हैं; यदि हम कोई प्रोग्राम रद्द करते हैं, तो उसके लिए आपकी चुकाई गई पूरी फ़ीस लौटा देते हैं।",
  "Free webinars and events may be changed or cancelled without notice.": "मुफ़्त वेबिनार और इवेंट बिना सूचना के बदले या रद्द किए जा सकते हैं।",
  Certificates: "प्रमाणपत्र",
  "Certificates are issued when you meet a program's completion and assessment requirements. We may withdraw a certificate obtained through plagiarism, impersonation or other misconduct.":
    "प्रमाणपत्र तब जारी किए जाते हैं जब आप प्रोग्राम को पूरा करने और आकलन की शर्तें पूरी कर लेते हैं। साहित्यिक चोरी, किसी और के नाम से काम करने या अन्य कदाचार से प्राप्त प्रमाणपत्र हम वापस ले सकते हैं।",
  "Acceptable use": "स्वीकार्य उपयोग",
  "When you use the service, you agree not to:": "सेवा का उपयोग करते समय आप सहमत होते हैं कि आप:",
  "share, resell or publish course materials, recordings or assessments without our written permission;":
    "हमारी लिखित अनुमति के बिना कोर्स सामग्री, रिकॉर्डिंग या आकलन साझा, दोबारा बिक्री या प्रकाशित नहीं करेंगे;",
  "submit someone else's work as your own in projects or assessments;":
    "प्रोजेक्ट या आकलन में किसी और का काम अपने नाम से जमा नहीं करेंगे;",
  "attempt to break, overload or gain unauthorised access to the service, or scrape it by automated means;":
    "सेवा को तोड़ने, उस पर अत्यधिक भार डालने या उसमें अनधिकृत पहुँच पाने की कोशिश नहीं करेंगे, और न ही स्वचालित साधनों से उसका डेटा निकालेंगे;",
  "send unlawful, abusive or misleading content, including through the contact form or discussion forums.":
    "ग़ैरक़ानूनी, अपमानजनक या भ्रामक सामग्री नहीं भेजेंगे, संपर्क फ़ॉर्म या चर्चा फ़ोरम के ज़रिये भी नहीं।",
  "Intellectual property": "बौद्धिक संपदा",
  "Course materials, recordings, software and the {company} name and logo belong to us or our licensors; enrolment gives you a personal, non-transferable licence to use them for your own learning. Projects and code you create during a program remain yours.":
    "कोर्स सामग्री, रिकॉर्डिंग, सॉफ़्टवेयर और {company} का नाम व लोगो हमारे या हमारे लाइसेंसदाताओं के हैं; नामांकन से आपको अपनी पढ़ाई के लिए उनका उपयोग करने का व्यक्तिगत, अहस्तांतरणीय लाइसेंस मिलता है। प्रोग्राम के दौरान आपके बनाए प्रोजेक्ट और कोड आपके ही रहते हैं।",
  Disclaimers: "अस्वीकरण",
  "Our programs are educational. We work hard to keep content accurate and current, but we do not guarantee a particular job, promotion, salary or business result. The chat assistant gives general, pre-written answers and is not professional advice.":
    "हमारे प्रोग्राम शैक्षिक हैं। हम सामग्री को सही और नवीनतम रखने की पूरी कोशिश करते हैं, लेकिन किसी ख़ास नौकरी, पदोन्नति, वेतन या कारोबारी नतीजे की गारंटी नहीं देते। चैट सहायक सामान्य, पहले से लिखे जवाब देता है; वे पेशेवर सलाह नहीं हैं।",
  "Limitation of liability": "दायित्व की सीमा",
  "To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you for any claim is limited to the fees you paid us in the 12 months before the claim arose. Nothing in these terms limits liability that cannot be limited under Indian law.":
    "क़ानून जहाँ तक अनुमति देता है, हम अप्रत्यक्ष या परिणामी नुक़सान के लिए उत्तरदायी नहीं हैं, और किसी भी दावे के लिए आपके प्रति हमारा कुल दायित्व उस फ़ीस तक सीमित है जो आपने दावा उत्पन्न होने से पहले के 12 महीनों में हमें चुकाई। इन शर्तों की कोई भी बात उस दायित्व को सीमित नहीं करती जिसे भारतीय क़ानून के तहत सीमित नहीं किया जा सकता।",
  "Suspension and closing your account": "निलंबन और खाता बंद करना",
  "You may stop using the service at any time and ask us to close your account by writing to {email}. We may suspend or close an account that breaches these terms, after telling you why where the law and the circumstances allow.":
    "आप कभी भी सेवा का उपयोग बंद कर सकते हैं और {email} पर लिखकर अपना खाता बंद करने को कह सकते हैं। इन शर्तों का उल्लंघन करने वाले खाते को हम निलंबित या बंद कर सकते हैं; जहाँ क़ानून और परिस्थितियाँ अनुमति दें, वहाँ पहले आपको इसका कारण बताकर।",
  "Governing law": "लागू क़ानून",
  "These terms are governed by the laws of India. The courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from them, without prejudice to your rights as a consumer.":
    "ये शर्तें भारत के क़ानूनों के अधीन हैं। इनसे उत्पन्न किसी भी विवाद पर बेंगलुरु, कर्नाटक की अदालतों का अनन्य क्षेत्राधिकार होगा, उपभोक्ता के रूप में आपके अधिकारों पर प्रतिकूल प्रभाव डाले बिना।",
  "Changes and contact": "बदलाव और संपर्क",
  "We may update these terms; the date at the top shows the current version, and we tell account holders by e-mail before a significant change takes effect. Questions about these terms: {email} or {phone}.":
    "हम इन शर्तों को अद्यतन कर सकते हैं; ऊपर दी गई तारीख़ मौजूदा संस्करण बताती है, और कोई बड़ा बदलाव लागू होने से पहले हम खाताधारकों को ईमेल से सूचित करते हैं। इन शर्तों के बारे में सवाल: {email} या {phone}।",

  // Cookie policy
  "We use only the session cookie that keeps you signed in, and a language cookie once you choose a language: no analytics, advertising or tracking cookies, and no third-party cookies.":
    "हम केवल वह सत्र कुकी इस्तेमाल करते हैं जो आपको साइन इन रखती है, और भाषा चुनने पर एक भाषा कुकी: कोई एनालिटिक्स, विज्ञापन या ट्रैकिंग कुकी नहीं, और तीसरे पक्ष की कोई कुकी नहीं।",
  "What cookies are": "कुकी क्या होती हैं",
  "A cookie is a small piece of text that a website asks your browser to keep and send back with later requests. Cookies can remember that you are signed in; on many sites they are also used to follow visitors around the web. We do not do that.":
    "कुकी टेक्स्ट का एक छोटा-सा अंश होती है, जिसे कोई वेबसाइट आपके ब्राउज़र से सँभालकर रखने और बाद के अनुरोधों के साथ वापस भेजने को कहती है। कुकी याद रख सकती हैं कि आप साइन इन हैं; कई साइटों पर इनका उपयोग इंटरनेट पर लोगों का पीछा करने के लिए भी होता है। हम ऐसा नहीं करते।",
  "The session cookie": "सत्र कुकी",
  "The session cookie is set only when you sign in. It holds a random token that identifies your session on our server and nothing about you; it is httpOnly, so scripts in the page cannot read it. Browsing the site without signing in sets no cookie at all, unless you choose a language with the language button (below).":
    "सत्र कुकी केवल साइन इन करने पर सेट होती है। इसमें एक रैंडम टोकन होता है जो हमारे सर्वर पर आपके सत्र की पहचान करता है, आपके बारे में कुछ नहीं; यह httpOnly है, इसलिए पेज की स्क्रिप्ट इसे नहीं पढ़ सकतीं। साइन इन किए बिना साइट देखने पर कोई कुकी सेट नहीं होती, जब तक आप भाषा बटन से कोई भाषा न चुनें (नीचे देखें)।",
  "Cookies set by this website": "इस वेबसाइट की सेट की गई कुकी",
  Cookie: "कुकी",
  Purpose: "उद्देश्य",
  Duration: "अवधि",
  Type: "प्रकार",
  "better-auth.session_token (on HTTPS: __Secure-better-auth.session_token)":
    "better-auth.session_token (HTTPS पर: __Secure-better-auth.session_token)",
  "Keeps you signed in and protects your account": "आपको साइन इन रखती है और आपके खाते की सुरक्षा करती है",
  "Until you sign out, or 7 days after your last visit": "साइन आउट करने तक, या आपकी पिछली विज़िट के 7 दिन बाद तक",
  "Strictly necessary, first-party, httpOnly": "अनिवार्य, अपनी (फ़र्स्ट-पार्टी), httpOnly",
  "Remembers the language you chose with the language button (English or Hindi), so that the site opens in it":
    "भाषा बटन से चुनी गई भाषा (अंग्रेज़ी या हिन्दी) याद रखती है, ताकि साइट उसी भाषा में खुले",
  "1 year, or until you choose again": "1 साल, या दोबारा भाषा चुनने तक",
  "Functional, first-party, set only when you choose": "कार्यात्मक, अपनी (फ़र्स्ट-पार्टी), केवल भाषा चुनने पर सेट होती है",
  "Signing in with Google, GitHub or LinkedIn": "Google, GitHub या LinkedIn से साइन इन",
  "While you sign in through one of these providers, the sign-in system also sets a short-lived security cookie, better-auth.state, that ties the provider's answer to your browser so nobody can forge a sign-in. It expires after at most 5 minutes and is used for nothing else.":
    "जब आप इनमें से किसी प्रदाता से साइन इन करते हैं, तो साइन-इन सिस्टम थोड़ी देर के लिए एक सुरक्षा कुकी, better-auth.state, भी सेट करता है, जो प्रदाता के जवाब को आपके ब्राउज़र से जोड़ती है ताकि कोई नकली साइन-इन न कर सके। यह अधिकतम 5 मिनट में समाप्त हो जाती है और किसी और काम में नहीं आती।",
  "What we do not use": "हम क्या इस्तेमाल नहीं करते",
  "No analytics or statistics cookies.": "कोई एनालिटिक्स या आँकड़े जुटाने वाली कुकी नहीं।",
  "No advertising, retargeting or social-media cookies.": "कोई विज्ञापन, रीटारगेटिंग या सोशल मीडिया कुकी नहीं।",
  "No third-party cookies: the site loads no scripts, fonts or images from other companies.":
    "तीसरे पक्ष की कोई कुकी नहीं: साइट दूसरी कंपनियों से कोई स्क्रिप्ट, फ़ॉन्ट या इमेज लोड नहीं करती।",
  "Because the session cookie is strictly necessary for a service you ask for, it needs no consent banner. The chat assistant and site search keep their state in the open page only.":
    "सत्र कुकी आपकी माँगी गई सेवा के लिए अनिवार्य है, इसलिए इसके लिए सहमति बैनर की ज़रूरत नहीं है। चैट सहायक और साइट सर्च अपनी स्थिति केवल खुले हुए पेज में रखते हैं।",
  "Managing cookies": "कुकी का प्रबंधन",
  "Signing out deletes the session cookie. You can also block or delete cookies in your browser settings; the public pages work without them, but you will not be able to sign in, enrol or reach your dashboard.":
    "साइन आउट करने पर सत्र कुकी हट जाती है। आप अपने ब्राउज़र की सेटिंग में भी कुकी रोक या हटा सकते हैं; सार्वजनिक पेज उनके बिना चलते हैं, लेकिन तब आप साइन इन, नामांकन या अपने डैशबोर्ड तक नहीं पहुँच पाएँगे।",
  "If we ever add a cookie, we will list it here and update the date at the top first. Questions: {email}.":
    "अगर हम कभी कोई कुकी जोड़ते हैं, तो पहले उसे यहाँ सूचीबद्ध करेंगे और ऊपर की तारीख़ अद्यतन करेंगे। सवाल: {email}।",
} satisfies Catalog;
