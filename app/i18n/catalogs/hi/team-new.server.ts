import type { Catalog } from "~/i18n/i18n";

// /team/new: starting a trial, or asking for a quote.
export default {
  "Request a quote: {plan}": "कोटेशन का अनुरोध: {plan}",
  "Start your team's free trial": "अपनी टीम का मुफ़्त ट्रायल शुरू करें",
  "Tell us about your team and we will reply with a proposal.": "हमें अपनी टीम के बारे में बताइए, हम एक प्रस्ताव के साथ जवाब देंगे।",
  "Organisation name": "संगठन का नाम",
  "{seats} seats": "{seats} सीटें",
  "{days} days free, no card needed. You become the organisation's owner.": "{days} दिन मुफ़्त, कार्ड की ज़रूरत नहीं। आप संगठन के मालिक बनेंगे।",
  "Thank you: your quote request is with our team.": "धन्यवाद: आपका कोटेशन अनुरोध हमारी टीम तक पहुँच गया है।",
  "We reply within two working days.": "हम दो कार्यदिवसों के भीतर जवाब देते हैं।",
  "Go to your dashboard": "अपने डैशबोर्ड पर जाएँ",
  "Request a quote": "कोटेशन का अनुरोध करें",
  "Team size": "टीम का आकार",
  "What do you need?": "आपको क्या चाहिए?",
  "Send quote request": "कोटेशन अनुरोध भेजें",
} satisfies Catalog;
