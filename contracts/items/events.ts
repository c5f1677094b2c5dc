// The events' facts (see ../registration-items.ts): one module per kind, so each listing
// page carries its own items only.
import { kindItems, type ItemFacts } from "../registration-items";

const eventDay = { startTime: "09:00", endTime: "18:00" };

export const eventItems: ItemFacts[] = kindItems("event", [
  { id: "india-applied-ai-conference-2027", title: "India Applied AI Conference 2027", startDate: "2027-02-18", endDate: "2027-02-19", ...eventDay, location: "Bengaluru", venue: "Whitefield Convention Centre", online: false, capacity: 5000, base: 4620, price: 12000 , translations: { hi: { title: "इंडिया एप्लाइड एआई कॉन्फ़्रेंस 2027", location: "बेंगलुरु", venue: "व्हाइटफ़ील्ड कन्वेंशन सेंटर" } } },
  { id: "genai-build-challenge-2027", title: "GenAI Build Challenge 2027", startDate: "2027-03-06", endDate: "2027-03-07", startTime: "09:00", endTime: "21:00", location: "Online", venue: "Cortexa Virtual Campus", online: true, capacity: 500, base: 500, price: 999 , translations: { hi: { title: "जेनएआई बिल्ड चैलेंज 2027", location: "ऑनलाइन", venue: "Cortexa वर्चुअल कैंपस" } } },
  { id: "ai-in-manufacturing-expo", title: "AI in Manufacturing Expo", startDate: "2027-03-25", endDate: "2027-03-27", ...eventDay, location: "Pune", venue: "Auto Cluster Exhibition Centre", online: false, capacity: 3000, base: 1850, price: 1500 , translations: { hi: { title: "मैन्युफ़ैक्चरिंग में एआई एक्सपो", location: "पुणे", venue: "ऑटो क्लस्टर एग्ज़िबिशन सेंटर" } } },
  { id: "women-in-ai-leadership-summit", title: "Women in AI Leadership Summit", startDate: "2027-04-08", endDate: "2027-04-08", ...eventDay, location: "Mumbai", venue: "Bandra Kurla Convention Hall", online: false, capacity: 1200, base: 1020, price: 4500 , translations: { hi: { title: "एआई में महिला नेतृत्व शिखर सम्मेलन", location: "मुंबई", venue: "बांद्रा कुर्ला कन्वेंशन हॉल" } } },
]);
