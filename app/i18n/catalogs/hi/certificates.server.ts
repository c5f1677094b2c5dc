import type { Catalog } from "~/i18n/i18n";

// Certificate verification: the form, its validation messages and every answer of the check.
export default {
  "Verify a Certificate": "प्रमाणपत्र की जाँच करें",
  "Verify a certificate": "प्रमाणपत्र की जाँच करें",
  "Certificate code": "प्रमाणपत्र कोड",
  Verify: "जाँचें",
  "A code has {length} letters and digits, like ABCD-EFGH-JKMN.": "कोड में {length} अक्षर और अंक होते हैं, जैसे ABCD-EFGH-JKMN।",
  "That is not a certificate code.": "यह प्रमाणपत्र का कोड नहीं है।",
  "Enter the certificate's code.": "प्रमाणपत्र का कोड लिखें।",
  "Not a certificate code": "यह प्रमाणपत्र कोड नहीं है",
  "“{code}” cannot be a {company} certificate code.": "“{code}” {company} के किसी प्रमाणपत्र का कोड नहीं हो सकता।",
  "Check the link, or type the code printed on the certificate.": "लिंक जाँचें, या प्रमाणपत्र पर छपा कोड लिखें।",
  "Checking certificate {code}...": "प्रमाणपत्र {code} की जाँच हो रही है...",
  "Valid certificate": "मान्य प्रमाणपत्र",
  "This certificate was issued by {company} to": "यह प्रमाणपत्र {company} ने जारी किया है, इन्हें:",
  "for completing the program": "इस प्रोग्राम को पूरा करने के लिए",
  "{level} level": "{level} स्तर",
  Beginner: "शुरुआती",
  Intermediate: "मध्यम",
  Advanced: "उन्नत",
  "Assessment score: {score}% (mean of the best attempt at each quiz)": "मूल्यांकन स्कोर: {score}% (हर क्विज़ के सबसे अच्छे प्रयास का औसत)",
  "Issued on": "जारी होने की तारीख़",
  "Revoked certificate": "रद्द किया गया प्रमाणपत्र",
  "Certificate {code} was revoked by {company} on {date}. It is no longer valid.":
    "प्रमाणपत्र {code} को {company} ने {date} को रद्द कर दिया। अब यह मान्य नहीं है।",
  "No certificate found": "कोई प्रमाणपत्र नहीं मिला",
  "No {company} certificate has the code {code}.": "{company} के किसी भी प्रमाणपत्र का कोड {code} नहीं है।",
  "Check that it was typed exactly as printed. If it was, the certificate is not genuine, or its holder has deleted their account.":
    "जाँच लें कि कोड ठीक वैसा ही लिखा गया है जैसा छपा है। अगर हाँ, तो यह प्रमाणपत्र असली नहीं है, या इसके धारक ने अपना खाता हटा दिया है।",
  "Questions:": "कोई सवाल हो तो:",
  "Too many checks": "बहुत ज़्यादा जाँचें",
  "Too many certificates were checked from your network in the last minute. Please wait a minute, then try again.":
    "पिछले एक मिनट में आपके नेटवर्क से बहुत ज़्यादा प्रमाणपत्र जाँचे गए। कृपया एक मिनट रुकें, फिर दोबारा कोशिश करें।",
  "Could not check the certificate": "प्रमाणपत्र की जाँच नहीं हो सकी",
  "We couldn't reach our server to check this certificate. Please check your connection and try again.":
    "इस प्रमाणपत्र की जाँच के लिए हम अपने सर्वर तक नहीं पहुँच सके। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।",
  "Try again": "फिर कोशिश करें",
} satisfies Catalog;
