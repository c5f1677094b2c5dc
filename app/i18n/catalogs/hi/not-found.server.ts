import type { Catalog } from "~/i18n/i18n";

// The 404 page, served for any unknown address under /hi/… (server/http/serve-site.server.ts).
export default {
  "Oops! Page not found": "माफ़ कीजिए! यह पेज नहीं मिला",
  "Return to Home": "मुखपृष्ठ पर लौटें",
} satisfies Catalog;
