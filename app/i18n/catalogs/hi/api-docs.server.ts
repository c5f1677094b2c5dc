import type { Catalog } from "~/i18n/i18n";

// The API documentation page: its headings and prose, and the endpoints' texts that the page reads
// from the OpenAPI document (contracts). Code samples, endpoint paths, field names, headers and
// JSON stay as they are (in `backticks`, shown as code).
export default {
  Developers: "डेवलपर",
  "API Documentation": "एपीआई दस्तावेज़",
  // Base URL and headers
  "Base URL and headers": "बेस URL और हेडर",
  "Base URL": "बेस URL",
  "Every path below is relative to it. Requests and responses are JSON.": "नीचे दिया हर पाथ इसी के सापेक्ष है। अनुरोध और जवाब JSON में होते हैं।",
  "Also available: the": "यह भी उपलब्ध है:",
  "interactive API reference": "इंटरैक्टिव एपीआई संदर्भ",
  "and the": "और",
  "OpenAPI 3.1 document": "OpenAPI 3.1 दस्तावेज़",
  Headers: "हेडर",
  "On every request with a body: bodies are JSON.": "बॉडी वाले हर अनुरोध पर: बॉडी JSON में होती है।",
  "On calls that need a signed-in user: the `token` from `POST /auth/login`.":
    "उन कॉल पर जिनके लिए साइन-इन किया यूज़र ज़रूरी है: `POST /auth/login` से मिला `token`।",
  // Tabs
  Endpoints: "एंडपॉइंट",
  "API documentation sections": "एपीआई दस्तावेज़ के हिस्से",
  Authentication: "प्रमाणीकरण",
  Courses: "कोर्स",
  Progress: "प्रगति",
  Examples: "उदाहरण",
  "Create an account, confirm the e-mail address with the link we send, then sign in to get a bearer token. Send it as `Authorization: Bearer <token>` on the calls that need a signed-in user; when it expires, exchange the refresh token for new tokens.":
    "खाता बनाइए, हमारे भेजे लिंक से ईमेल पते की पुष्टि कीजिए, फिर साइन इन करके बेयरर टोकन पाइए। जिन कॉल के लिए साइन-इन किया यूज़र ज़रूरी है, उन पर इसे `Authorization: Bearer <token>` के रूप में भेजिए; इसकी मियाद ख़त्म होने पर रिफ़्रेश टोकन देकर नए टोकन लीजिए।",
  "The course catalogue is public: no token needed to list or read courses. Enrolling needs a signed-in user. Lists are paged: `page` 1 and `limit` 20 courses per page unless you ask otherwise.":
    "कोर्स सूची सार्वजनिक है: कोर्स की सूची देखने या पढ़ने के लिए टोकन नहीं चाहिए। नामांकन के लिए साइन-इन किया यूज़र ज़रूरी है। सूचियाँ पेजों में आती हैं: जब तक आप कुछ और न माँगें, `page` 1 और हर पेज पर `limit` 20 कोर्स।",
  "A course has modules, in order: `GET /courses/{courseId}` lists them, and an enrolled learner reads their lesson text with `GET /courses/{courseId}/modules`. Mark modules completed (by their `id`) as the learner finishes them; progress is the share of completed modules in whole percent.":
    "हर कोर्स में क्रम से मॉड्यूल होते हैं: `GET /courses/{courseId}` उनकी सूची देता है, और नामांकित शिक्षार्थी `GET /courses/{courseId}/modules` से उनका पाठ पढ़ता है। शिक्षार्थी जैसे-जैसे मॉड्यूल पूरे करे, उन्हें (उनके `id` से) पूरा चिह्नित कीजिए; प्रगति पूरे हुए मॉड्यूल का हिस्सा है, पूरे प्रतिशत में।",
  // An endpoint
  Needs: "ज़रूरी:",
  "No token needed.": "टोकन की ज़रूरत नहीं।",
  "Path parameters": "पाथ पैरामीटर",
  "Query parameters": "क्वेरी पैरामीटर",
  "Request body": "अनुरोध की बॉडी",
  "Example request body": "अनुरोध की बॉडी का उदाहरण",
  "{name} example request body": "{name}: अनुरोध की बॉडी का उदाहरण",
  Response: "जवाब",
  "{name} example response": "{name}: जवाब का उदाहरण",
  Errors: "त्रुटियाँ",
  "{name} error statuses": "{name}: त्रुटि स्टेटस",
  string: "स्ट्रिंग",
  integer: "पूर्णांक",
  number: "संख्या",
  boolean: "बूलियन",
  required: "ज़रूरी",
  optional: "वैकल्पिक",
  "One of:": "इनमें से एक:",
  "Default:": "डिफ़ॉल्ट:",
  // Authentication endpoints
  "Sign in and get a bearer token": "साइन इन करें और बेयरर टोकन पाएँ",
  "Exchanges the e-mail address and password of a confirmed account for an access token and a refresh token. Send the `token` as `Authorization: Bearer <token>` on the calls that need a signed-in user; it is valid for `expires_in` seconds. Keep `user.id`: it is the `userId` of the progress endpoint. An account with two-factor sign-in needs a code in the same request: `totp_code` (from the authenticator app) or `backup_code` (each works once). Without one the answer is 401 `two_factor_code_required`; a wrong code is 401 `invalid_two_factor_code`, and after 10 wrong codes in a row two-factor sign-in is locked for 15 minutes (429 `rate_limited`). The tokens start a family that lasts 30 days from this sign-in for a learner (12 hours for staff), however often it is refreshed.":
    "पुष्टि किए गए खाते के ईमेल पते और पासवर्ड के बदले एक एक्सेस टोकन और एक रिफ़्रेश टोकन देता है। जिन कॉल के लिए साइन-इन किया यूज़र ज़रूरी है, उन पर `token` को `Authorization: Bearer <token>` के रूप में भेजिए; यह `expires_in` सेकंड तक मान्य है। `user.id` सँभालकर रखिए: प्रगति वाले एंडपॉइंट का `userId` यही है। टू-फ़ैक्टर साइन-इन वाले खाते को उसी अनुरोध में एक कोड चाहिए: `totp_code` (ऑथेंटिकेटर ऐप से) या `backup_code` (हर एक सिर्फ़ एक बार चलता है)। कोड न हो तो जवाब 401 `two_factor_code_required` है; ग़लत कोड पर 401 `invalid_two_factor_code`, और लगातार 10 ग़लत कोड के बाद टू-फ़ैक्टर साइन-इन 15 मिनट के लिए बंद हो जाता है (429 `rate_limited`)। टोकन एक परिवार शुरू करते हैं जो शिक्षार्थी के लिए इस साइन-इन से 30 दिन (स्टाफ़ के लिए 12 घंटे) चलता है, चाहे उसे कितनी भी बार रिफ़्रेश किया जाए।",
  "Tokens and the user": "टोकन और यूज़र",
  "The account's e-mail address.": "खाते का ईमेल पता।",
  "The account's password (8 to 72 characters).": "खाते का पासवर्ड (8 से 72 अक्षर)।",
  "Accounts with two-factor sign-in: the current code from the authenticator app":
    "टू-फ़ैक्टर साइन-इन वाले खाते: ऑथेंटिकेटर ऐप का मौजूदा कोड",
  "Accounts with two-factor sign-in, instead of totp_code: one of the backup codes (each works once)":
    "टू-फ़ैक्टर साइन-इन वाले खाते, `totp_code` की जगह: बैकअप कोड में से एक (हर एक सिर्फ़ एक बार चलता है)",
  "Create an account (a confirmation e-mail is sent)": "खाता बनाएँ (पुष्टि का ईमेल भेजा जाता है)",
  "Creates an account and e-mails a confirmation link to the address. Sign in with `POST /auth/login` once the address is confirmed; before that, login answers 403 `email_not_verified`.":
    "खाता बनाता है और उस पते पर पुष्टि का लिंक ईमेल करता है। पते की पुष्टि होने के बाद `POST /auth/login` से साइन इन कीजिए; उससे पहले लॉगिन का जवाब 403 `email_not_verified` होता है।",
  "Account created; confirm the e-mail address before signing in": "खाता बन गया; साइन इन करने से पहले ईमेल पते की पुष्टि कीजिए",
  "A valid e-mail address, at most 255 characters.": "एक मान्य ईमेल पता, ज़्यादा से ज़्यादा 255 अक्षर।",
  "At least 8 characters (at most 72).": "कम से कम 8 अक्षर (ज़्यादा से ज़्यादा 72)।",
  "The learner's name, 1 to 100 characters.": "शिक्षार्थी का नाम, 1 से 100 अक्षर।",
  "`en` (the default) or `hi`: the language of the account's mails (the confirmation first) and certificates.":
    "`en` (डिफ़ॉल्ट) या `hi`: खाते के ईमेल (सबसे पहले पुष्टि वाला) और प्रमाणपत्रों की भाषा।",
  "Exchange a refresh token for new tokens (the old ones stop working)": "रिफ़्रेश टोकन के बदले नए टोकन लें (पुराने काम करना बंद कर देते हैं)",
  "Each refresh token works once. The answer carries a new access token and a new refresh token; the previous access token stops working at the same moment. A refresh token stops working when its session ends (sign-out with `POST /api/auth/sign-out` and the bearer token, a password change or reset, two-factor turned on) and when its family reaches its lifetime (30 days from the login for a learner, 12 hours for staff). A refresh token that was already used coming back is taken for a stolen one: every session of the account ends, and every refresh token with it (401 `invalid_refresh_token`; sign in again).":
    "हर रिफ़्रेश टोकन एक ही बार चलता है। जवाब में एक नया एक्सेस टोकन और एक नया रिफ़्रेश टोकन होता है; पिछला एक्सेस टोकन उसी पल काम करना बंद कर देता है। रिफ़्रेश टोकन तब काम करना बंद करता है जब उसका सेशन ख़त्म हो (बेयरर टोकन के साथ `POST /api/auth/sign-out` से साइन-आउट, पासवर्ड बदलना या रीसेट करना, टू-फ़ैक्टर चालू करना) और जब उसका परिवार अपनी उम्र पूरी कर ले (शिक्षार्थी के लिए लॉगिन से 30 दिन, स्टाफ़ के लिए 12 घंटे)। पहले इस्तेमाल हो चुका रिफ़्रेश टोकन दोबारा आए तो उसे चोरी हुआ माना जाता है: खाते का हर सेशन ख़त्म हो जाता है, और उसके साथ हर रिफ़्रेश टोकन भी (401 `invalid_refresh_token`; फिर से साइन इन कीजिए)।",
  "New tokens": "नए टोकन",
  "The `refresh_token` of the last login or refresh.": "पिछले लॉगिन या रिफ़्रेश का `refresh_token`।",
  // Courses endpoints
  "List active courses": "सक्रिय कोर्स की सूची",
  "The active courses of the catalogue, a page at a time, optionally filtered by category and level. No token needed. Each answer carries an `ETag` and `Cache-Control: public, no-cache`: send it back as `If-None-Match` and the answer is 304 (no body) while the page is unchanged, so a course staff take out of the catalogue leaves cached copies at once. `?lang=hi` gives the texts in Hindi, each one not translated yet in English.":
    "सूची के सक्रिय कोर्स, एक बार में एक पेज, चाहें तो श्रेणी और स्तर से छाँटकर। टोकन की ज़रूरत नहीं। हर जवाब में एक `ETag` और `Cache-Control: public, no-cache` होता है: इसे `If-None-Match` के रूप में वापस भेजिए, तो पेज न बदलने तक जवाब 304 (बिना बॉडी) होगा, इसलिए स्टाफ़ जिस कोर्स को सूची से हटाता है, वह कैश की गई कॉपी से भी तुरंत हट जाता है। `?lang=hi` से टेक्स्ट हिन्दी में मिलते हैं; जिसका अनुवाद अभी नहीं हुआ, वह अंग्रेज़ी में।",
  "A page of courses": "कोर्स का एक पेज",
  "The language of the texts: `en` (the default) or `hi`. A text not translated yet comes in English.":
    "टेक्स्ट की भाषा: `en` (डिफ़ॉल्ट) या `hi`। जिस टेक्स्ट का अनुवाद अभी नहीं हुआ, वह अंग्रेज़ी में आता है।",
  "Only courses of this category.": "सिर्फ़ इस श्रेणी के कोर्स।",
  "Only courses of this level.": "सिर्फ़ इस स्तर के कोर्स।",
  "The page to return, from 1.": "लौटाया जाने वाला पेज, 1 से।",
  "Courses per page, 1 to 100.": "हर पेज पर कोर्स, 1 से 100।",
  "One active course with its modules in order": "एक सक्रिय कोर्स, उसके मॉड्यूल क्रम से",
  "A single active course with its `modules` in order (id, title, summary, estimated duration in minutes). No token needed. `?lang=hi` gives the texts in Hindi, each one not translated yet in English.":
    "एक सक्रिय कोर्स, उसके `modules` क्रम से (आईडी, शीर्षक, सारांश, मिनटों में अनुमानित अवधि)। टोकन की ज़रूरत नहीं। `?lang=hi` से टेक्स्ट हिन्दी में मिलते हैं; जिसका अनुवाद अभी नहीं हुआ, वह अंग्रेज़ी में।",
  "The course": "कोर्स",
  "The course's `id` (a UUID) from `GET /courses`.": "`GET /courses` से मिला कोर्स का `id` (एक UUID)।",
  "Enrol the signed-in user": "साइन-इन किए यूज़र का नामांकन करें",
  "Enrols the signed-in user in the course. The enrolment starts with status `active` and progress 0. Enrolling twice in the same course answers 409 `already_enrolled`. The body may be left out.":
    "साइन-इन किए यूज़र का कोर्स में नामांकन करता है। नामांकन `active` स्टेटस और 0 प्रगति से शुरू होता है। एक ही कोर्स में दोबारा नामांकन का जवाब 409 `already_enrolled` है। बॉडी छोड़ी जा सकती है।",
  Enrolled: "नामांकन हो गया",
  "How the course will be paid for.": "कोर्स का भुगतान कैसे होगा।",
  // Progress endpoints
  "The signed-in user's progress in every course": "हर कोर्स में साइन-इन किए यूज़र की प्रगति",
  "Every enrolment of the user with its status, progress in percent and completed modules, newest first. A user can read only their own progress: another `userId` answers 403.":
    "यूज़र का हर नामांकन, उसके स्टेटस, प्रतिशत में प्रगति और पूरे हुए मॉड्यूल के साथ, सबसे नया पहले। यूज़र सिर्फ़ अपनी प्रगति पढ़ सकता है: किसी और के `userId` पर जवाब 403 है।",
  "Enrolments with progress": "प्रगति के साथ नामांकन",
  "Your user id: `user.id` from `POST /auth/login`.": "आपकी यूज़र आईडी: `POST /auth/login` से मिला `user.id`।",
  "The modules of a course you are enrolled in, with their lesson text": "जिस कोर्स में आपका नामांकन है, उसके मॉड्यूल, पाठ के साथ",
  "The course's modules in order, each with its lesson text in Markdown. Only for a learner enrolled in the course (404 `not_enrolled` otherwise); a course that has left the catalogue stays readable for its learners.":
    "कोर्स के मॉड्यूल क्रम से, हर एक का पाठ Markdown में। सिर्फ़ उस कोर्स में नामांकित शिक्षार्थी के लिए (वरना 404 `not_enrolled`); सूची से हट चुका कोर्स उसके शिक्षार्थियों के लिए पढ़ने लायक़ बना रहता है।",
  "The modules in order": "मॉड्यूल क्रम से",
  "Mark a module completed or not": "मॉड्यूल को पूरा या अधूरा चिह्नित करें",
  "Marks one module of a course you are enrolled in as completed (or not) and returns the enrolment with its new progress: the share of completed modules, in whole percent. When every module is completed the status becomes `completed`. A module with a quiz is completed by passing the quiz, not here (409 `quiz_not_passed`).":
    "जिस कोर्स में आपका नामांकन है, उसके एक मॉड्यूल को पूरा (या अधूरा) चिह्नित करता है और नामांकन उसकी नई प्रगति के साथ लौटाता है: पूरे हुए मॉड्यूल का हिस्सा, पूरे प्रतिशत में। सारे मॉड्यूल पूरे होने पर स्टेटस `completed` हो जाता है। क्विज़ वाला मॉड्यूल क्विज़ पास करके पूरा होता है, यहाँ से नहीं (409 `quiz_not_passed`)।",
  "The enrolment with its new progress": "नई प्रगति के साथ नामांकन",
  "The module's `id` from the course's `modules`. Its number in the course (1 for the first module) is accepted too.":
    "कोर्स के `modules` से मॉड्यूल का `id`। कोर्स में उसका क्रमांक (पहले मॉड्यूल के लिए 1) भी चलता है।",
  "`true` to mark the module completed, `false` to clear it.": "मॉड्यूल को पूरा चिह्नित करने के लिए `true`, हटाने के लिए `false`।",
  "The signed-in user's enrolments": "साइन-इन किए यूज़र के नामांकन",
  "The same enrolments as the progress endpoint, without needing the user id.": "प्रगति वाले एंडपॉइंट जैसे ही नामांकन, यूज़र आईडी के बिना।",
  Enrolments: "नामांकन",
  // Errors and status codes
  "Errors and status codes": "त्रुटियाँ और स्टेटस कोड",
  "Every error has the same JSON body:": "हर त्रुटि की JSON बॉडी एक जैसी होती है:",
  "is a stable, machine-readable code,": "एक स्थायी, मशीन से पढ़ा जा सकने वाला कोड है,",
  "a sentence for people, and": "लोगों के लिए एक वाक्य, और",
  "(on validation errors only) the message for each invalid field.": "(सिर्फ़ वैलिडेशन त्रुटियों में) हर ग़लत फ़ील्ड का संदेश।",
  "Example: 400 from POST /auth/login with a short password": "उदाहरण: छोटे पासवर्ड के साथ POST /auth/login का जवाब 400",
  "Example error response": "त्रुटि वाले जवाब का उदाहरण",
  OK: "सफल",
  "The request succeeded.": "अनुरोध सफल रहा।",
  Created: "बनाया गया",
  "An account or an enrolment was created.": "एक खाता या नामांकन बनाया गया।",
  "Bad Request": "ग़लत अनुरोध",
  "The body or query is invalid; `fields` names each invalid field with its message.":
    "बॉडी या क्वेरी ग़लत है; `fields` हर ग़लत फ़ील्ड का नाम उसके संदेश के साथ बताता है।",
  Unauthorized: "अनधिकृत",
  "The token is missing, expired or revoked, the e-mail or password is wrong, or the refresh token was already used.":
    "टोकन नहीं है, उसकी मियाद ख़त्म हो गई है या वह रद्द हो चुका है, ईमेल या पासवर्ड ग़लत है, या रिफ़्रेश टोकन पहले ही इस्तेमाल हो चुका है।",
  Forbidden: "अनुमति नहीं",
  "The e-mail address is not confirmed yet, the progress asked for is another user's, or a change made with the website's cookie came from another site.":
    "ईमेल पते की अभी पुष्टि नहीं हुई है, माँगी गई प्रगति किसी और यूज़र की है, या वेबसाइट की कुकी से किया गया बदलाव किसी दूसरी साइट से आया है।",
  "Not Found": "नहीं मिला",
  "No active course has this id, you are not enrolled in it, or there is no endpoint at this path.":
    "इस आईडी का कोई सक्रिय कोर्स नहीं है, आपका उसमें नामांकन नहीं है, या इस पाथ पर कोई एंडपॉइंट नहीं है।",
  Conflict: "टकराव",
  "You are already enrolled, or the e-mail is already registered.": "आपका नामांकन पहले से है, या यह ईमेल पहले से पंजीकृत है।",
  "Unsupported Media Type": "असमर्थित मीडिया प्रकार",
  "The body was not sent as `application/json`.": "बॉडी `application/json` के रूप में नहीं भेजी गई।",
  "Too Many Requests": "बहुत ज़्यादा अनुरोध",
  "Too many sign-in or registration attempts from your address: wait a few minutes and try again.":
    "आपके पते से साइन-इन या पंजीकरण की बहुत ज़्यादा कोशिशें हुईं: कुछ मिनट रुककर फिर कोशिश कीजिए।",
  "Internal Server Error": "सर्वर की आंतरिक त्रुटि",
  "Something went wrong on our side; try again later.": "हमारी तरफ़ कुछ गड़बड़ हो गई; थोड़ी देर बाद फिर कोशिश कीजिए।",
  // The Examples tab (the code itself stays as it is)
  "A full flow: sign in, list courses, enrol, complete a module, read progress":
    "पूरा क्रम: साइन इन, कोर्स की सूची, नामांकन, एक मॉड्यूल पूरा करना, प्रगति पढ़ना",
  "Each sample signs in, lists the first page of courses (page 1, 20 per page), enrols in the first course, marks its first module as completed and prints your progress. Replace the e-mail address and password with those of your confirmed account. Every sample stops with an error on an HTTP error status.":
    "हर उदाहरण साइन इन करता है, कोर्स का पहला पेज लाता है (पेज 1, हर पेज पर 20), पहले कोर्स में नामांकन करता है, उसका पहला मॉड्यूल पूरा चिह्नित करता है और आपकी प्रगति दिखाता है। ईमेल पता और पासवर्ड अपने पुष्टि किए गए खाते के डालिए। HTTP त्रुटि स्टेटस मिलने पर हर उदाहरण त्रुटि के साथ रुक जाता है।",
  "Sample language": "उदाहरण की भाषा",
  "{label} sample": "{label} उदाहरण",
  "{label} sample code": "{label} उदाहरण का कोड",
  "Python 3.8+ with requests (pip install requests). Save as flow.py and run python flow.py.":
    "Python 3.8+ और `requests` (`pip install requests`)। `flow.py` नाम से सहेजिए और `python flow.py` चलाइए।",
  "Node.js 18+ (built-in fetch). Save as flow.mjs and run node flow.mjs.":
    "Node.js 18+ (बिल्ट-इन `fetch`)। `flow.mjs` नाम से सहेजिए और `node flow.mjs` चलाइए।",
  "bash, curl 7.76+ and jq. Save as flow.sh and run bash flow.sh.":
    "`bash`, `curl` 7.76+ और `jq`। `flow.sh` नाम से सहेजिए और `bash flow.sh` चलाइए।",
  Copy: "कॉपी करें",
  "Copy {what}": "{what} कॉपी करें",
  Copied: "कॉपी हो गया",
  "Copied!": "कॉपी हो गया!",
  "{what} copied to the clipboard": "{what} क्लिपबोर्ड पर कॉपी हो गया",
} satisfies Catalog;
