import type { Catalog } from "~/i18n/i18n";

// What the password reset page and the dashboard's account settings both say about a password.
export default {
  "New password": "नया पासवर्ड",
  "Confirm new password": "नए पासवर्ड की पुष्टि करें",
  "Your password": "आपका पासवर्ड",
  "Passwords do not match": "पासवर्ड मेल नहीं खाते",
  "We could not change your password. Please try again.": "आपका पासवर्ड नहीं बदला जा सका। कृपया फिर कोशिश करें।",
  "Saving...": "सहेजा जा रहा है...",
  "Checking...": "जाँच हो रही है...",
} satisfies Catalog;
