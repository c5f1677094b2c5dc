import type { Catalog } from "~/i18n/i18n";

// /team/person: one person's assignments.
export default {
  "Back to the overview": "सारांश पर वापस जाएँ",
  "No member of this organisation was chosen.": "इस संगठन का कोई सदस्य नहीं चुना गया।",
  "Nothing is assigned to this person yet.": "इस व्यक्ति को अभी कुछ असाइन नहीं किया गया है।",
  "Progress in {title}": "{title} में प्रगति",
  "Verify certificate": "प्रमाणपत्र सत्यापित करें",
  "Done on {date}": "{date} को पूरा किया",
  "Not done yet": "अभी पूरा नहीं हुआ",
} satisfies Catalog;
