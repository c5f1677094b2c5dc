import type { Catalog } from "~/i18n/i18n";

// What the dashboard and the learning page both show: an enrolment's state and the way between them.
export default {
  Active: "सक्रिय",
  Completed: "पूरा हुआ",
  "Continue Learning": "सीखना जारी रखें",
  "Learner Dashboard": "शिक्षार्थी डैशबोर्ड",
} satisfies Catalog;
