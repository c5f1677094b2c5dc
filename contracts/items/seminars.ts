// The seminars' facts (see ../registration-items.ts): one module per kind, so each listing
// page carries its own items only.
import { kindItems, type ItemFacts } from "../registration-items";

export const seminarItems: ItemFacts[] = kindItems("seminar", [
  { id: "next-decade-of-enterprise-ai", title: "The Next Decade of Enterprise AI in India", startDate: "2027-01-22", endDate: "2027-01-22", startTime: "10:00", endTime: "11:30", location: "Cortexa AI Auditorium, Bengaluru", online: false, capacity: 250, base: 231, price: 2500 , translations: { hi: { title: "भारत में एंटरप्राइज़ एआई का अगला दशक", location: "Cortexa AI ऑडिटोरियम, बेंगलुरु" } } },
  { id: "responsible-ai-regulation-risk-trust", title: "Responsible AI: Regulation, Risk and Trust", startDate: "2027-02-04", endDate: "2027-02-04", startTime: "15:00", endTime: "17:00", location: "Convention Hall, Connaught Place, New Delhi", online: false, capacity: 150, base: 150, price: 1500 , translations: { hi: { title: "ज़िम्मेदार एआई: नियम, जोखिम और भरोसा", location: "कन्वेंशन हॉल, कनॉट प्लेस, नई दिल्ली" } } },
  { id: "rag-in-production", title: "Retrieval-Augmented Generation in Production", startDate: "2027-02-18", endDate: "2027-02-18", startTime: "11:00", endTime: "14:00", location: "HITEC City, Hyderabad", online: false, capacity: 120, base: 64, price: 3000 , translations: { hi: { title: "प्रोडक्शन में रिट्रीवल-ऑगमेंटेड जनरेशन (RAG)", location: "हाईटेक सिटी, हैदराबाद" } } },
  { id: "ai-in-indian-banking", title: "AI in Indian Banking and Fintech", startDate: "2027-03-03", endDate: "2027-03-03", startTime: "16:00", endTime: "18:00", location: "Bandra Kurla Complex, Mumbai", online: false, capacity: 200, base: 161, price: 2000 , translations: { hi: { title: "भारतीय बैंकिंग और फ़िनटेक में एआई", location: "बांद्रा कुर्ला कॉम्प्लेक्स, मुंबई" } } },
]);
