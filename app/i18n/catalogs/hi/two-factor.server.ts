import type { Catalog } from "~/i18n/i18n";

// The second step of a sign-in (two-factor-challenge.tsx, on the sign-in page) and the answers of
// the two-factor endpoints, which the dashboard's set-up shows too (two-factor-api.ts).
export default {
  "Two-factor sign-in": "टू-फ़ैक्टर साइन इन",
  "Enter the 6-digit code from your authenticator app.": "अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड लिखें।",
  "Enter one of the backup codes you saved when you set up two-factor sign-in. Each code works once.":
    "टू-फ़ैक्टर साइन इन सेट करते समय सहेजे गए बैकअप कोड में से कोई एक लिखें। हर कोड एक ही बार चलता है।",
  "Authentication code": "ऑथेंटिकेशन कोड",
  "Backup code": "बैकअप कोड",
  "Trust this device for 30 days": "30 दिनों तक इस डिवाइस पर भरोसा करें",
  "Sign in again": "फिर से साइन इन करें",
  "Verifying...": "जाँच हो रही है...",
  Verify: "पुष्टि करें",
  "Use a backup code instead": "इसकी जगह बैकअप कोड इस्तेमाल करें",
  "Use your authenticator app instead": "इसकी जगह ऑथेंटिकेटर ऐप इस्तेमाल करें",
  Cancel: "रद्द करें",
  "Enter one of your backup codes, like abcde-12345.": "अपना कोई बैकअप कोड लिखें, जैसे abcde-12345।",
  // The endpoints' answers
  "That code is not right. Check it and try again.": "यह कोड सही नहीं है। जाँचकर फिर कोशिश करें।",
  "This sign-in has expired. Please sign in again.": "इस साइन इन का समय निकल गया है। कृपया फिर से साइन इन करें।",
  "Too many wrong codes. Please wait a few minutes and try again.": "बहुत ज़्यादा ग़लत कोड डाले गए। कृपया कुछ मिनट रुककर फिर कोशिश करें।",
  "That password is not right.": "यह पासवर्ड सही नहीं है।",
  "Something went wrong. Please try again.": "कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।",
} satisfies Catalog;
