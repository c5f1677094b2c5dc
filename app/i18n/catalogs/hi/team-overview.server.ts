import type { Catalog } from "~/i18n/i18n";

// /team: the manager's overview, with its skill gaps card.
export default {
  "Nothing assigned yet": "अभी कुछ असाइन नहीं किया गया",
  "Assign programs to people or teams on the Assignments page: their progress shows here.":
    "असाइनमेंट पेज पर लोगों या टीमों को प्रोग्राम असाइन करें: उनकी प्रगति यहाँ दिखेगी।",
  "Assignments of each program by state": "हर प्रोग्राम के असाइनमेंट, स्थिति के अनुसार",
  "Completions per week": "हर हफ़्ते पूरे हुए",
  Completions: "पूरे हुए",
  "Assignments completed each week (Monday to Sunday, UTC)": "हर हफ़्ते पूरे हुए असाइनमेंट (सोमवार से रविवार, UTC)",
  "Week of": "हफ़्ता, शुरुआत",
  "Loading chart...": "चार्ट लोड हो रहा है...",
  "All programs": "सभी प्रोग्राम",
  "By team": "टीम के अनुसार",
  "Assignments of each team by state": "हर टीम के असाइनमेंट, स्थिति के अनुसार",
  "Download CSV": "CSV डाउनलोड करें",
  "Download Excel": "Excel डाउनलोड करें",
  "Search people": "लोगों को खोजें",
  "Name or e-mail address": "नाम या ईमेल पता",
  "All teams": "सभी टीमें",
  "All states": "सभी स्थितियाँ",
  "No one matches these filters.": "इन फ़िल्टरों से कोई मेल नहीं खाता।",
  "Each person's assigned programs, by name": "हर व्यक्ति के असाइन किए गए प्रोग्राम, नाम के क्रम में",
  Verify: "सत्यापित करें",
  "People pages": "लोगों की सूची के पेज",
  "{from}–{to} of {total}": "{total} में से {from}–{to}",
  Previous: "पिछला",
  Next: "अगला",

  // The skill gaps card on /team (app/features/assessments/team-skill-gap.tsx)
  "Skill gaps": "कौशल अंतर",
  "The team's average {tool} scores, from each member's latest saved result.": "टीम के {tool} के औसत स्कोर, हर सदस्य के आख़िरी सहेजे गए नतीजे से।",
  "Send Skill Gap Analyzer": "कौशल अंतर विश्लेषक भेजें",
  "Sent to {count} people.": { one: "{count} व्यक्ति को भेजा गया।", other: "{count} लोगों को भेजा गया।" },
  "No one in {team} has saved a result yet ({members} members). Send them the analyzer.":
    "{team} में अभी किसी ने नतीजा नहीं सहेजा है ({members} सदस्य)। उन्हें विश्लेषक भेजें।",
  "No one in your organisation has saved a result yet ({members} members). Send them the analyzer.":
    "आपके संगठन में अभी किसी ने नतीजा नहीं सहेजा है ({members} सदस्य)। उन्हें विश्लेषक भेजें।",
  "{answered} of {members} members answered.": "{members} में से {answered} सदस्यों ने जवाब दिए।",
  "Average score by skill area": "कौशल क्षेत्र के अनुसार औसत स्कोर",
  "Skill area": "कौशल क्षेत्र",
  "Average score": "औसत स्कोर",
  Chart: "चार्ट",
  "{area}: {score} out of 100": "{area}: 100 में से {score}",
  "Send the Skill Gap Analyzer?": "कौशल अंतर विश्लेषक भेजें?",
  "Every member of {team} (except you) gets an e-mail with a link to the analyzer. Their saved results count in these averages; you never see their answers.":
    "{team} के हर सदस्य (आपको छोड़कर) को विश्लेषक के लिंक के साथ एक ईमेल मिलेगा। उनके सहेजे गए नतीजे इन औसतों में गिने जाते हैं; आप उनके जवाब कभी नहीं देखते।",
  "Every member of your organisation (except you) gets an e-mail with a link to the analyzer. Their saved results count in these averages; you never see their answers.":
    "आपके संगठन के हर सदस्य (आपको छोड़कर) को विश्लेषक के लिंक के साथ एक ईमेल मिलेगा। उनके सहेजे गए नतीजे इन औसतों में गिने जाते हैं; आप उनके जवाब कभी नहीं देखते।",
  Send: "भेजें",
} satisfies Catalog;
