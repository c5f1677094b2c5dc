import { company } from "#contracts/company";

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

// Checked in this order; the first match wins (spec section 9).
const rules: { words: string[]; reply: string }[] = [
  { words: ["course", "program"], reply: chatReplies.courses },
  { words: ["corporate", "enterprise"], reply: chatReplies.corporate },
  { words: ["price", "cost", "pricing"], reply: chatReplies.pricing },
  { words: ["contact", "call", "email"], reply: chatReplies.contact },
  { words: ["hello", "hi", "help"], reply: chatReplies.greeting },
];

export function chatReplyFor(message: string): string {
  const text = message.toLowerCase();
  return rules.find((rule) => rule.words.some((w) => text.includes(w)))?.reply ?? chatReplies.fallback;
}

export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: Date;
}

export function formatChatTime(date: Date): string {
  return date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
