import type { Catalog } from "~/i18n/i18n";

// /team/assignments: assigning programs and following them.
export default {
  "No assignments yet": "अभी कोई असाइनमेंट नहीं",
  "Assign a program above: the people you choose are enrolled and see it on their dashboard.":
    "ऊपर एक प्रोग्राम असाइन करें: आपके चुने हुए लोगों का नामांकन हो जाएगा और उन्हें यह अपने डैशबोर्ड पर दिखेगा।",
  "Each assignee's progress and due state": "हर असाइन किए गए व्यक्ति की प्रगति और समय सीमा की स्थिति",
  "{program} for {email}": "{email} के लिए {program}",
  "Remove this assignment?": "यह असाइनमेंट हटाएँ?",
  "{person} keeps their enrolment in {program}, their progress and any certificate; it is no longer assigned by {organisation}.":
    "{person} का {program} में नामांकन, प्रगति और कोई भी प्रमाणपत्र बना रहेगा; बस अब यह {organisation} की ओर से असाइन नहीं रहेगा।",
  "Remove assignment": "असाइनमेंट हटाएँ",
  "{assigned} assigned, {unchanged} had it already.": "{assigned} को असाइन किया गया, {unchanged} के पास यह पहले से था।",
  "{assigned} assigned.": "{assigned} को असाइन किया गया।",
  "Program assigned": "प्रोग्राम असाइन कर दिया गया",
  "Assign to": "किसे असाइन करें",
  "A team": "एक टीम",
  "Assigning...": "असाइन किया जा रहा है...",
} satisfies Catalog;
