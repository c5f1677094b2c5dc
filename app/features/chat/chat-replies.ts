import { company } from "#contracts/company";
import { intlLocale, sourceLocale, type Locale } from "#contracts/locales";

export const CHAT_REPLY_DELAY_MS = 1000;

export const chatReplies = {
  greeting:
    "Hello! I'm your AI learning assistant. I can tell you about our training programs, corporate solutions, pricing, or how to reach our team. How can I help you today?",
  courses:
    "We offer programs in Data Science, Machine Learning, Deep Learning, Natural Language Processing, Computer Vision and AI Ethics, plus workshops, seminars, webinars and masterclasses. Visit the Programs page to browse the catalogue and enrol.",
  corporate:
    "Our corporate training is tailored to your teams: we assess skills, customise the curriculum, deliver on-site or online, and measure the results. Would you like to talk to our enterprise team about a custom proposal?",
  pricing:
    "We have three packages: AI Training Essentials at $99/month, AI Corporate Suite at $299/month, and AI Excellence Partnership with custom pricing. Every plan starts with a 14-day free trial, no credit card required.",
  contact: `You can reach our support team at ${company.supportEmail} or call us at ${company.phone}. I can also take you to our Contact page if you'd like to send us a message.`,
  fallback:
    "I'm not sure I understood that. Could you be more specific? You can ask me about our courses, corporate training, pricing, or how to contact us.",
} as const;

// Checked in this order; the first match wins (spec section 9). `hindi` are the same questions
// asked in Hindi (issue 29); no English message contains Devanagari, so English replies are as before.
const rules: { words: string[]; hindi: string[]; reply: string }[] = [
  { words: ["course", "program"], hindi: ["कोर्स", "पाठ्यक्रम", "प्रोग्राम", "कार्यक्रम"], reply: chatReplies.courses },
  { words: ["corporate", "enterprise"], hindi: ["कॉर्पोरेट", "कंपनी", "उद्यम"], reply: chatReplies.corporate },
  { words: ["price", "cost", "pricing"], hindi: ["कीमत", "शुल्क", "फ़ीस", "फीस", "दाम", "मूल्य"], reply: chatReplies.pricing },
  { words: ["contact", "call", "email"], hindi: ["संपर्क", "फ़ोन", "फोन", "ईमेल"], reply: chatReplies.contact },
  { words: ["hello", "hi", "help"], hindi: ["नमस्ते", "नमस्कार", "मदद", "सहायता"], reply: chatReplies.greeting },
];

/** The reply (its English text, the message id) to a visitor's message in English or Hindi. */
export function chatReplyFor(message: string): string {
  const text = message.toLowerCase();
  return rules.find((rule) => [...rule.words, ...rule.hindi].some((w) => text.includes(w)))?.reply ?? chatReplies.fallback;
}

export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: Date;
}

export function formatChatTime(date: Date, locale: Locale = sourceLocale): string {
  // English keeps the browser's own time format, as before; Hindi uses hi-IN's.
  // Hindi on the 24-hour clock: hi-IN's 12-hour clock writes "am"/"pm" in Latin letters.
  if (locale !== sourceLocale) return date.toLocaleTimeString(intlLocale[locale], { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
