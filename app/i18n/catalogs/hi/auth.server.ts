import type { Catalog } from "~/i18n/i18n";

// The sign-in / sign-up page: tabs, providers, both forms and what each outcome says.
export default {
  "Welcome to Cortexa AI": "Cortexa AI में आपका स्वागत है",
  "Sign in to continue learning, or create an account to enrol.": "सीखना जारी रखने के लिए साइन इन करें, या नामांकन के लिए खाता बनाएँ।",
  "Loading...": "लोड हो रहा है...",
  "Sign Up": "साइन अप",
  "Sign in": "साइन इन",
  "Sign up": "साइन अप",
  "Continue with {name}": "{name} से जारी रखें",
  "Connecting to {name}...": "{name} से जुड़ रहे हैं...",
  "Or continue with email": "या ईमेल से जारी रखें",
  Email: "ईमेल",
  Password: "पासवर्ड",
  "Full Name": "पूरा नाम",
  "Forgot password?": "पासवर्ड भूल गए?",
  "Signing in...": "साइन इन हो रहा है...",
  "Creating account...": "खाता बन रहा है...",
  "Create Account": "खाता बनाएँ",
  "At least 8 characters, including an uppercase letter, a lowercase letter and a number.":
    "कम से कम 8 अक्षर, जिनमें एक बड़ा अक्षर, एक छोटा अक्षर और एक अंक हो।",
  "We sent a new confirmation link to {email}. Check your inbox.": "हमने {email} पर पुष्टि का नया लिंक भेजा है। अपना इनबॉक्स देखें।",
  "Please confirm your email address before signing in. Check your inbox for the confirmation link.":
    "साइन इन करने से पहले कृपया अपने ईमेल पते की पुष्टि करें। पुष्टि का लिंक आपके इनबॉक्स में है।",
  "We could not send the email. Please try again later.": "हम ईमेल नहीं भेज सके। कृपया बाद में फिर कोशिश करें।",
  "Sending...": "भेजा जा रहा है...",
  "Resend confirmation email": "पुष्टि का ईमेल दोबारा भेजें",
  // Outcomes (auth-messages.ts)
  "Invalid email or password": "ईमेल या पासवर्ड ग़लत है",
  "Too many attempts. Please wait a minute and try again.": "बहुत ज़्यादा कोशिशें हुईं। कृपया एक मिनट रुककर फिर कोशिश करें।",
  "Sign in failed. Please try again.": "साइन इन नहीं हो सका। कृपया फिर कोशिश करें।",
  "This email is already registered. Please sign in instead.": "यह ईमेल पहले से पंजीकृत है। कृपया साइन इन करें।",
  "Password is too weak. Please use a stronger password.": "पासवर्ड बहुत कमज़ोर है। कृपया ज़्यादा मज़बूत पासवर्ड चुनें।",
  "Too many attempts. Please wait a few minutes and try again.": "बहुत ज़्यादा कोशिशें हुईं। कृपया कुछ मिनट रुककर फिर कोशिश करें।",
  "Sign up failed. Please try again.": "साइन अप नहीं हो सका। कृपया फिर कोशिश करें।",
  "Check your email to confirm your account!": "अपने खाते की पुष्टि के लिए अपना ईमेल देखें!",
  "An unexpected error occurred": "कोई अनचाही त्रुटि हुई",
  "An unexpected error occurred. Please try again.": "कोई अनचाही त्रुटि हुई। कृपया फिर कोशिश करें।",
  "Failed to sign in with {name}. Please try again.": "{name} से साइन इन नहीं हो सका। कृपया फिर कोशिश करें।",
  Error: "त्रुटि",
} satisfies Catalog;
