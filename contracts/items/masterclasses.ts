// The masterclasses' facts (see ../registration-items.ts): one module per kind, so each listing
// page carries its own items only.
import { kindItems, type ItemFacts } from "../registration-items";

const masterclassSession = { startTime: "10:00", endTime: "13:00", weekly: true };

export const masterclassItems: ItemFacts[] = kindItems("masterclass", [
  { id: "large-language-models-theory-to-production", title: "Large Language Models: From Theory to Production", startDate: "2027-02-06", endDate: "2027-04-17", ...masterclassSession, location: "Bengaluru and live online", online: false, capacity: 40, base: 34, price: 75000 , translations: { hi: { title: "लार्ज लैंग्वेज मॉडल: सिद्धांत से प्रोडक्शन तक", location: "बेंगलुरु और लाइव ऑनलाइन" } } },
  { id: "computer-vision-systems", title: "Computer Vision Systems Masterclass", startDate: "2027-02-20", endDate: "2027-04-17", ...masterclassSession, location: "Hyderabad and live online", online: false, capacity: 30, base: 30, price: 68000 , translations: { hi: { title: "कंप्यूटर विज़न सिस्टम मास्टरक्लास", location: "हैदराबाद और लाइव ऑनलाइन" } } },
  { id: "ai-product-strategy-for-leaders", title: "AI Product Strategy for Leaders", startDate: "2027-03-06", endDate: "2027-04-24", ...masterclassSession, location: "Live online", online: true, capacity: 50, base: 21, price: 60000 , translations: { hi: { title: "लीडर्स के लिए एआई प्रोडक्ट रणनीति", location: "लाइव ऑनलाइन" } } },
  { id: "reinforcement-learning-decision-intelligence", title: "Reinforcement Learning and Decision Intelligence", startDate: "2027-03-13", endDate: "2027-05-22", ...masterclassSession, location: "Pune and live online", online: false, capacity: 35, base: 29, price: 80000 , translations: { hi: { title: "रीइन्फ़ोर्समेंट लर्निंग और डिसीज़न इंटेलिजेंस", location: "पुणे और लाइव ऑनलाइन" } } },
]);
