// Company details shown in the footer, the contact page and the chat assistant's contact reply.
export const company = {
  name: "Cortexa AI",
  tagline: "AI-driven training for enterprises, institutions and learners.",
  email: "hello@cortexa.ai",
  supportEmail: "support@cortexa.ai",
  pressEmail: "press@cortexa.ai",
  phone: "+91 80 4567 8900",
  phoneHref: "tel:+918045678900",
  address: {
    line1: "4th Floor, Prestige Tech Park",
    line2: "Outer Ring Road, Bengaluru, Karnataka 560103",
    country: "India",
  },
} as const;
