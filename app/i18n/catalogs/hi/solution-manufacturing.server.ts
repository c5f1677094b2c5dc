import type { Catalog } from "~/i18n/i18n";

// /solutions/manufacturing (app/content/solutions/manufacturing.ts).
export default {
  "Smart Manufacturing": "स्मार्ट मैन्युफ़ैक्चरिंग के लिए",
  "Prepare plant engineers, quality teams and operations managers for Industry 4.0, with hands-on training in predictive maintenance, visual inspection and production analytics.":
    "प्लांट इंजीनियरों, क्वालिटी टीमों और ऑपरेशंस मैनेजरों को इंडस्ट्री 4.0 के लिए तैयार कीजिए: प्रेडिक्टिव मेंटेनेंस, विज़ुअल इंस्पेक्शन और प्रोडक्शन एनालिटिक्स में व्यावहारिक प्रशिक्षण के साथ।",
  "Labs on real sensor, machine and image data": "असली सेंसर, मशीन और इमेज डेटा पर लैब",
  "On-site training at your plant, in shifts": "आपके प्लांट में ही, शिफ़्ट के हिसाब से प्रशिक्षण",
  "Pilot projects on your own production lines": "आपकी अपनी प्रोडक्शन लाइनों पर पायलट प्रोजेक्ट",
  "Plant and quality engineers trained": "प्लांट और क्वालिटी इंजीनियर प्रशिक्षित",
  "Less unplanned downtime": "अचानक रुकावट (डाउनटाइम) में कमी",
  "Defect-detection accuracy in pilots": "पायलट में खराबी पहचानने की सटीकता",
  "Average energy savings": "ऊर्जा में औसत बचत",
  "Manufacturing Challenges AI Can Solve": "मैन्युफ़ैक्चरिंग की चुनौतियाँ, जिन्हें एआई हल कर सकता है",
  "What keeps plant heads and operations leaders up at night, and where AI helps most.":
    "प्लांट प्रमुखों और ऑपरेशंस लीडरों की सबसे बड़ी चिंताएँ, और वे जगहें जहाँ एआई सबसे ज़्यादा मदद करता है।",
  "Unplanned Downtime": "अचानक रुकावट",
  "Unexpected machine failures halt lines, miss delivery dates and cost lakhs of rupees an hour.":
    "मशीनों के अचानक ख़राब होने से लाइनें रुकती हैं, डिलीवरी की तारीख़ें चूकती हैं और हर घंटे लाखों रुपये का नुक़सान होता है।",
  "Quality Defects": "गुणवत्ता की ख़राबियाँ",
  "Manual inspection misses subtle defects and slows production as volumes grow.":
    "हाथ से जाँच में बारीक ख़राबियाँ छूट जाती हैं, और उत्पादन बढ़ने के साथ काम धीमा पड़ता है।",
  "Energy & Resource Waste": "ऊर्जा और संसाधनों की बर्बादी",
  "Rising energy bills and material scrap erode margins and sustainability targets.":
    "बढ़ते बिजली बिल और बेकार जाता माल मुनाफ़ा भी घटाते हैं और सस्टेनेबिलिटी लक्ष्य भी।",
  "Skills Gap on the Shop Floor": "शॉप फ़्लोर पर कौशल की कमी",
  "Teams have years of process knowledge but little experience turning machine data into decisions.":
    "टीमों के पास प्रक्रियाओं का बरसों का ज्ञान है, पर मशीन डेटा को फ़ैसलों में बदलने का अनुभव कम है।",
  "Practical applications your teams learn to build, run and improve on the shop floor.":
    "व्यावहारिक उपयोग, जिन्हें आपकी टीमें शॉप फ़्लोर पर बनाना, चलाना और सुधारना सीखती हैं।",
  "Predictive Maintenance": "प्रेडिक्टिव मेंटेनेंस",
  "Predict failures from vibration, temperature and current signals, and plan maintenance before breakdowns.":
    "कंपन, तापमान और करंट के संकेतों से ख़राबी का पहले से अनुमान लगाइए और ब्रेकडाउन से पहले मेंटेनेंस की योजना बनाइए।",
  "Visual Quality Inspection": "विज़ुअल क्वालिटी इंस्पेक्शन",
  "Computer-vision models that catch surface, assembly and packaging defects at line speed.":
    "कंप्यूटर विज़न मॉडल, जो लाइन की रफ़्तार पर ही सतह, असेंबली और पैकेजिंग की ख़राबियाँ पकड़ लेते हैं।",
  "Process Optimisation": "प्रोसेस ऑप्टिमाइज़ेशन",
  "Find the process settings that raise yield and cut scrap, using machine learning on historian data.":
    "हिस्टोरियन डेटा पर मशीन लर्निंग से वे प्रोसेस सेटिंग खोजिए जो उपज बढ़ाएँ और बर्बादी घटाएँ।",
  "Production Planning & Scheduling": "प्रोडक्शन प्लानिंग और शेड्यूलिंग",
  "Schedules that adapt to orders, machine availability and material constraints automatically.":
    "ऐसे शेड्यूल जो ऑर्डर, मशीनों की उपलब्धता और कच्चे माल की सीमाओं के हिसाब से अपने-आप बदलते हैं।",
  "Energy Management": "ऊर्जा प्रबंधन",
  "Forecast and reduce energy use across machines, utilities and shifts.": "मशीनों, यूटिलिटी और शिफ़्टों में ऊर्जा की खपत का अनुमान लगाइए और उसे घटाइए।",
  "Digital Twins": "डिजिटल ट्विन",
  "Simulate lines and plants to test changes safely before making them on the shop floor.":
    "लाइनों और प्लांट का सिमुलेशन बनाकर बदलावों को शॉप फ़्लोर पर लागू करने से पहले सुरक्षित ढंग से परखिए।",
  "Three modules that take your teams from machine data to AI running on the shop floor.":
    "तीन मॉड्यूल, जो आपकी टीमों को मशीन डेटा से शॉप फ़्लोर पर चलते एआई तक ले जाते हैं।",
  "Predictive Maintenance with Machine Learning": "मशीन लर्निंग से प्रेडिक्टिव मेंटेनेंस",
  "Sensor data and IIoT basics": "सेंसर डेटा और आईआईओटी की बुनियादी बातें",
  "Anomaly detection": "असामान्यता की पहचान",
  "Remaining-useful-life models": "बची हुई उपयोगी उम्र के मॉडल",
  "Maintenance planning": "मेंटेनेंस की योजना",
  "Computer Vision for Quality Inspection": "क्वालिटी इंस्पेक्शन के लिए कंप्यूटर विज़न",
  "Image capture and labelling": "इमेज कैप्चर और लेबलिंग",
  "Defect detection with CNNs": "सीएनएन से ख़राबी की पहचान",
  "Edge deployment": "एज डिप्लॉयमेंट",
  "Inspection at line speed": "लाइन की रफ़्तार पर जाँच",
  "Smart Factory & Industry 4.0 Analytics": "स्मार्ट फ़ैक्टरी और इंडस्ट्री 4.0 एनालिटिक्स",
  "Digital twins": "डिजिटल ट्विन",
  "Process optimisation": "प्रोसेस ऑप्टिमाइज़ेशन",
  "Production scheduling": "प्रोडक्शन शेड्यूलिंग",
  "MLOps for plants": "प्लांट के लिए MLOps",
  "Make Your Plant AI-Ready": "अपने प्लांट को एआई के लिए तैयार कीजिए",
  "We can run a free skills assessment for your engineering teams and propose a training plan with a pilot project on your own lines.":
    "हम आपकी इंजीनियरिंग टीमों का मुफ़्त कौशल आकलन कर सकते हैं और आपकी अपनी लाइनों पर एक पायलट प्रोजेक्ट के साथ प्रशिक्षण योजना सुझा सकते हैं।",
} satisfies Catalog;
