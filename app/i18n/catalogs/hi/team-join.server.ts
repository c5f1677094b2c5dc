import type { Catalog } from "~/i18n/i18n";

// /team/join: accepting an invitation.
export default {
  "This invitation link does not work": "यह आमंत्रण लिंक काम नहीं करता",
  "The link is incomplete: open it from the e-mail again.": "लिंक अधूरा है: इसे ईमेल से दोबारा खोलें।",
  "Join your team": "अपनी टीम से जुड़ें",
  "You are invited to {organisation} on {brand} as {role}, with the address {email}.":
    "आपको {brand} पर {organisation} में {role} के रूप में आमंत्रित किया गया है, इस पते के साथ: {email}।",
  "Joining...": "जुड़ रहे हैं...",
  "Accept invitation": "आमंत्रण स्वीकार करें",
  "You are signed in as {signedIn}. Sign out, then open the link again and sign in with {email}.":
    "आप {signedIn} के रूप में साइन इन हैं। साइन आउट करें, फिर लिंक दोबारा खोलें और {email} से साइन इन करें।",
  "You have an account with this address: sign in to accept.": "इस पते से आपका खाता पहले से है: स्वीकार करने के लिए साइन इन करें।",
  "Sign in to accept": "स्वीकार करने के लिए साइन इन करें",
  "Create your account": "अपना खाता बनाएँ",
  "Create your account to join: this link confirms your address, so no other e-mail is needed.":
    "जुड़ने के लिए अपना खाता बनाएँ: यह लिंक आपके पते की पुष्टि करता है, इसलिए किसी और ईमेल की ज़रूरत नहीं है।",
  "Full Name": "पूरा नाम",
  Password: "पासवर्ड",
  "Create account and join": "खाता बनाएँ और जुड़ें",
} satisfies Catalog;
