import type { Catalog } from "~/i18n/i18n";

// /solutions/supply-chain (app/content/solutions/supply-chain.ts).
export default {
  "Smarter Supply Chains": "स्मार्ट सप्लाई चेन के लिए",
  "Give planners, buyers and logistics teams the AI skills to forecast demand, balance inventory and keep goods moving, with hands-on training built on real supply-chain data.":
    "प्लानिंग, खरीद और लॉजिस्टिक्स टीमों को वे एआई कौशल दीजिए जिनसे वे मांग का पूर्वानुमान लगा सकें, इन्वेंटरी संतुलित रख सकें और माल की आवाजाही बनाए रख सकें: असली सप्लाई चेन डेटा पर व्यावहारिक प्रशिक्षण के साथ।",
  "Use cases from FMCG, retail, pharma and logistics": "एफ़एमसीजी, रिटेल, फ़ार्मा और लॉजिस्टिक्स के उदाहरण",
  "Works with the ERP and planning tools you already use": "आपके मौजूदा ईआरपी और प्लानिंग टूल के साथ काम करता है",
  "Projects on your own data, under NDA": "आपके अपने डेटा पर प्रोजेक्ट, गोपनीयता अनुबंध (एनडीए) के तहत",
  "Supply chain professionals trained": "सप्लाई चेन पेशेवर प्रशिक्षित",
  "Average gain in forecast accuracy": "पूर्वानुमान की सटीकता में औसत सुधार",
  "Lower inventory holding costs": "इन्वेंटरी रखने की लागत में कमी",
  "Lower logistics costs": "लॉजिस्टिक्स लागत में कमी",
  "Supply Chain Challenges AI Can Solve": "सप्लाई चेन की चुनौतियाँ, जिन्हें एआई हल कर सकता है",
  "The problems our supply-chain clients bring to us most often.": "वे समस्याएँ जो हमारे सप्लाई चेन ग्राहक सबसे ज़्यादा लेकर आते हैं।",
  "Volatile Demand": "अस्थिर मांग",
  "Festive peaks, promotions and sudden shifts in buying make spreadsheet forecasts miss, again and again.":
    "त्योहारों की भीड़, प्रमोशन और ख़रीदारी में अचानक बदलाव की वजह से स्प्रेडशीट वाले पूर्वानुमान बार-बार चूक जाते हैं।",
  "Inventory Imbalances": "इन्वेंटरी का असंतुलन",
  "Stock-outs in one warehouse and excess stock in another tie up working capital and lose sales.":
    "एक गोदाम में माल ख़त्म और दूसरे में ज़रूरत से ज़्यादा स्टॉक: कार्यशील पूँजी फँसती है और बिक्री छूटती है।",
  "Rising Logistics Costs": "बढ़ती लॉजिस्टिक्स लागत",
  "Fuel prices, partial loads and last-mile delays eat into margins and customer satisfaction.":
    "ईंधन के दाम, अधूरे लोड और आख़िरी पड़ाव की देरी मुनाफ़े और ग्राहकों की संतुष्टि दोनों को घटाते हैं।",
  "Supplier Risk": "सप्लायर जोखिम",
  "Little visibility into supplier performance and disruptions until it is too late to react.":
    "सप्लायरों के प्रदर्शन और रुकावटों की जानकारी तब मिलती है जब कुछ करने के लिए बहुत देर हो चुकी होती है।",
  "Each use case is taught hands-on, from the data to a working model and the decision it improves.":
    "हर उपयोग व्यावहारिक रूप से सिखाया जाता है: डेटा से लेकर काम करते मॉडल और उस फ़ैसले तक, जिसे वह बेहतर बनाता है।",
  "Demand Forecasting": "मांग का पूर्वानुमान",
  "Machine-learning forecasts that combine sales history, promotions, weather and festivals.":
    "मशीन लर्निंग से बने पूर्वानुमान, जो बिक्री का इतिहास, प्रमोशन, मौसम और त्योहार सब साथ में देखते हैं।",
  "Inventory Optimisation": "इन्वेंटरी ऑप्टिमाइज़ेशन",
  "Safety stock and reorder points set by models, per product and location, not by rules of thumb.":
    "सेफ़्टी स्टॉक और दोबारा ऑर्डर के स्तर अंदाज़े से नहीं, बल्कि मॉडल से तय होते हैं: हर उत्पाद और हर जगह के लिए अलग।",
  "Route & Load Optimisation": "रूट और लोड ऑप्टिमाइज़ेशन",
  "Plan routes and fill trucks with optimisation algorithms that cut distance, cost and emissions.":
    "ऑप्टिमाइज़ेशन एल्गोरिदम से रूट बनाइए और ट्रक भरिए, ताकि दूरी, लागत और उत्सर्जन घटें।",
  "Supplier Risk Scoring": "सप्लायर जोखिम स्कोरिंग",
  "Score suppliers on delivery, quality and external risk signals to act before disruptions hit.":
    "डिलीवरी, गुणवत्ता और बाहरी जोखिम संकेतों के आधार पर सप्लायरों को स्कोर दीजिए, ताकि रुकावट से पहले क़दम उठा सकें।",
  "Warehouse Automation": "वेयरहाउस ऑटोमेशन",
  "Computer vision for inventory counts and damage checks, and smarter slotting and picking.":
    "इन्वेंटरी गिनने और नुक़सान जाँचने के लिए कंप्यूटर विज़न, और सामान रखने व निकालने का बेहतर तरीक़ा।",
  "Control Tower Analytics": "कंट्रोल टावर एनालिटिक्स",
  "End-to-end visibility dashboards with alerts that flag delays and exceptions as they happen.":
    "पूरी सप्लाई चेन दिखाने वाले डैशबोर्ड, जिनके अलर्ट देरी और गड़बड़ियों की सूचना उसी समय देते हैं।",
  "Modules can be taken on their own or combined into a learning path for your supply-chain team.":
    "मॉड्यूल अलग-अलग भी लिए जा सकते हैं, या आपकी सप्लाई चेन टीम के लिए एक लर्निंग पाथ में जोड़े जा सकते हैं।",
  "Supply Chain Analytics Foundations": "सप्लाई चेन एनालिटिक्स की बुनियाद",
  "Supply-chain data and KPIs": "सप्लाई चेन डेटा और केपीआई",
  "Python and SQL basics": "Python और एसक्यूएल की बुनियादी बातें",
  "Descriptive analytics": "डिस्क्रिप्टिव एनालिटिक्स",
  "AI-Driven Demand Forecasting": "एआई से मांग का पूर्वानुमान",
  "Gradient-boosted forecasts": "ग्रेडिएंट बूस्टिंग से पूर्वानुमान",
  "Promotion and festival effects": "प्रमोशन और त्योहारों का असर",
  "Forecast accuracy metrics": "पूर्वानुमान की सटीकता के पैमाने",
  "Inventory & Network Optimisation": "इन्वेंटरी और नेटवर्क ऑप्टिमाइज़ेशन",
  "Multi-echelon inventory": "मल्टी-एशलॉन इन्वेंटरी",
  "Linear and integer programming": "लीनियर और इंटीजर प्रोग्रामिंग",
  "Network design": "नेटवर्क डिज़ाइन",
  "Scenario simulation": "परिदृश्य सिमुलेशन",
  "Logistics AI & Control Towers": "लॉजिस्टिक्स एआई और कंट्रोल टावर",
  "Vehicle routing": "वाहन रूटिंग",
  "ETA prediction": "पहुँचने के समय (ईटीए) का अनुमान",
  "Real-time exception alerts": "गड़बड़ियों के रियल-टाइम अलर्ट",
  "Carrier analytics": "कैरियर एनालिटिक्स",
  "Build a Data-Driven Supply Chain Team": "डेटा पर चलने वाली सप्लाई चेन टीम बनाइए",
  "Tell us about your network and your goals, and we will design a training program around your products, partners and data.":
    "हमें अपने नेटवर्क और लक्ष्यों के बारे में बताइए, हम आपके उत्पादों, साझेदारों और डेटा के हिसाब से प्रशिक्षण प्रोग्राम तैयार करेंगे।",
} satisfies Catalog;
