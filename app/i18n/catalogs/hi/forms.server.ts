import type { Catalog } from "~/i18n/i18n";

// The validation messages of the shared field rules (contracts/field-rules.ts, contracts/auth.ts):
// the contact, auth and team forms show them, and the server sends the same ones. And the mark of
// an optional field (app/components/ui/field.tsx).
export default {
  "(optional)": "(वैकल्पिक)",
  "Name is required": "नाम ज़रूरी है",
  "Name must be less than 100 characters": "नाम 100 अक्षरों से कम होना चाहिए",
  "Name can only contain letters, spaces, hyphens, and apostrophes": "नाम में केवल अक्षर, स्पेस, हाइफ़न और एपॉस्ट्रॉफ़ी हो सकते हैं",
  "Invalid email address": "ईमेल पता सही नहीं है",
  "Email must be less than 255 characters": "ईमेल 255 अक्षरों से कम होना चाहिए",
  "Company name must be less than 100 characters": "कंपनी का नाम 100 अक्षरों से कम होना चाहिए",
  "Invalid phone number format": "फ़ोन नंबर का प्रारूप सही नहीं है",
  "Phone number must be less than 20 characters": "फ़ोन नंबर 20 अक्षरों से कम होना चाहिए",
  "Full name is required": "पूरा नाम ज़रूरी है",
  "Password must be at least 8 characters": "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए",
  "Password must be less than 72 characters": "पासवर्ड 72 अक्षरों से कम होना चाहिए",
  "Password must contain at least one uppercase letter, one lowercase letter, and one number":
    "पासवर्ड में कम से कम एक बड़ा अक्षर, एक छोटा अक्षर और एक अंक होना चाहिए",
  "Invalid input": "जानकारी सही नहीं है",
} satisfies Catalog;
