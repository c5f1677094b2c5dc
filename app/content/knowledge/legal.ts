// The three legal pages: privacy policy, terms of service and cookie policy. Each is a list of
// sections; the shared LegalPage layout renders them. E-mail addresses in the text become links.
// {company}, {address}, {email}, {phone} and {within} are filled from legalFacts where shown.
// Keep these texts true to what the site really does (see server/db/schema.ts and server/auth).
import { company } from "#contracts/company";
import { LOCALE_COOKIE } from "#contracts/locales";
import { paths } from "#contracts/pages";

export interface LegalTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  table?: LegalTable;
  /** A closing paragraph, shown after the list or table. */
  note?: string;
}

export interface LegalDocument {
  path: typeof paths.privacy | typeof paths.terms | typeof paths.cookies;
  title: string;
  summary: string;
  sections: LegalSection[];
}

/**
 * What the texts' {placeholders} stand for. The texts are messages (their English is the id of
 * their translation, app/i18n), so the shared facts are filled in where a text is shown.
 */
export const legalFacts = {
  company: company.name,
  email: company.email,
  phone: company.phone,
  addressLines: [company.address.line1, company.address.line2, company.address.country],
  within: company.replyWithin,
};

/** Cookie names, shown as code in every language. */
export const cookieNames = ["__Secure-better-auth.session_token", "better-auth.session_token", "better-auth.state", LOCALE_COOKIE];

export const privacyPolicy: LegalDocument = {
  path: paths.privacy,
  title: "Privacy Policy",
  summary: "{company} stores only what it needs to run your account, your enrolments, your messages to us and our newsletter. We do not use analytics, advertising or tracking of any kind, and we never sell personal data.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "This website and learning platform are operated by {company}, {address} (\"we\", \"us\"). For the personal data described here we are the Data Fiduciary under India's Digital Personal Data Protection Act, 2023 (DPDP Act).",
      ],
    },
    {
      heading: "What we store",
      paragraphs: ["Depending on how you use the site, we keep the following and nothing more:"],
      items: [
        "Account: your name and e-mail address, and either your password, which is stored only as a salted one-way hash (we cannot read it), or the sign-in provider you chose (Google, GitHub or LinkedIn) with the account identifier that provider gives us.",
        "Profile: your full name, company and phone number, if you provide them.",
        "Enrolments and progress: the programs you enrol in, the enrolment date, their status and your progress.",
        "Contact inquiries: the name, e-mail address, company, phone number, subject and message you send through the contact form, and for one hour the IP address it came from, to limit abuse of the form.",
        "Newsletter: the e-mail address you subscribe with, when you asked and when you confirmed it, and for one hour the IP address the request came from, to limit abuse of the form.",
        "Sign-in sessions: while you are signed in, a session record with its expiry time, when it was last used, and the IP address and browser description (user agent) it was opened from, so you stay signed in, can see your sessions on your dashboard and we can detect misuse.",
        "Two-factor sign-in, if you turn it on: the key of your authenticator app and your backup codes, both encrypted.",
        "Security records: short-lived e-mail confirmation and password reset links, counters of failed sign-ins per e-mail address, and request counters per IP address that protect sign-in and sign-up from abuse.",
      ],
    },
    {
      heading: "What we do not collect",
      items: [
        "No analytics, advertising or tracking cookies, pixels or fingerprinting, and no third-party scripts on our pages.",
        "The chat assistant and the site search run entirely in your browser: what you type there is never sent to us.",
        "We do not store payment card, UPI or bank account details.",
      ],
    },
    {
      heading: "Why we use it",
      items: [
        "To create and secure your account and keep you signed in.",
        "To enrol you in programs, show your progress on your dashboard and issue certificates.",
        "To answer your inquiries: we reply {within}.",
        "To send the newsletter you subscribed to, and nothing else to that address. We send it only after you confirm your address with the link in our confirmation e-mail.",
        "To protect the service against fraud and abuse, and to meet our legal obligations.",
      ],
      note: "We process your data on the basis of your consent, which you give when you create an account, send an inquiry or subscribe, and for the legitimate uses the DPDP Act allows, such as responding to a request you made. You may withdraw consent at any time; this does not affect processing already carried out.",
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell, rent or trade personal data. We share it only with data processors that help us run the service, such as our hosting and e-mail delivery providers, under contracts that limit them to our instructions, and with authorities when Indian law requires it. If you sign in with Google, GitHub or LinkedIn, that provider learns that you signed in to our site under its own privacy policy.",
      ],
    },
    {
      heading: "How long we keep it",
      items: [
        "Account, profile, enrolments and progress: until you delete your account. Enrolments then stay only as anonymous records (program, date, status, progress) that no longer point to you.",
        "Sign-in sessions: until you sign out, sign the session out from your dashboard, or it expires: 30 days after sign-in (staff: after 30 minutes unused, and at most 12 hours). Changing your password signs out all your other sessions. Expired sessions are erased within 10 minutes.",
        "IP addresses of contact inquiries and newsletter requests: one hour, then erased.",
        "Contact inquiries: 24 months after they arrive, then erased.",
        "Newsletter address: until you unsubscribe (every newsletter has a one-click unsubscribe link); an address that is not confirmed within 48 hours is erased.",
        "Security records: e-mail links expire after one hour (newsletter confirmation: 48 hours) and are erased within 10 minutes of expiring; counters of failed sign-ins and of requests per IP address are erased 24 hours after the last one.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "Passwords are hashed, the session cookie cannot be read by scripts, traffic is encrypted with HTTPS in production, and access to the database is limited to the staff who operate the service. No method of storage is perfectly secure; if a personal data breach occurs we will inform you and the Data Protection Board of India as the law requires.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Under the DPDP Act you have the right to:"],
      items: [
        "obtain a summary of the personal data we hold about you and how we use it (signed in, download all of it from the Profile tab of your dashboard);",
        "have inaccurate or incomplete data corrected and out-of-date data updated;",
        "have your personal data erased (delete your account from the Profile tab of your dashboard);",
        "have your grievances addressed, and then complain to the Data Protection Board of India if you are not satisfied;",
        "nominate another person to exercise these rights if you die or become unable to.",
      ],
    },
    {
      heading: "How to delete your data",
      paragraphs: [
        "Your account: sign in, open the Profile tab of your dashboard and choose Delete account; you confirm with your password (or a code from your authenticator app). Your account, profile, sign-in details and sessions are erased at once, your enrolments stay only as anonymous records, and we confirm by e-mail. You can download your data first from the same tab.",
        "Your newsletter subscription: use the unsubscribe link in any newsletter; your address is erased at once.",
        "Anything else, such as a contact inquiry: write to {email} from the address concerned, with the subject \"Data deletion request\". We confirm receipt within 7 days, may ask you to confirm that the address is yours, and complete the deletion within 30 days. We keep only what the law obliges us to keep, such as invoices.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Our programs are for adults. We do not knowingly process the personal data of anyone under 18 without the verifiable consent of a parent or lawful guardian; if you believe a child has given us personal data, write to us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we change what we store or why, we update this page and the date at the top, and tell account holders by e-mail before a significant change takes effect.",
      ],
    },
    {
      heading: "Contact and Grievance Officer",
      paragraphs: [
        "Questions, requests and complaints about your personal data go to our Grievance Officer at {email}, or by post to {address}. You can also call us on {phone}.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  path: paths.terms,
  title: "Terms of Service",
  summary: "These terms apply when you use the {company} website and learning platform. Please read them together with our Privacy Policy and Cookie Policy.",
  sections: [
    {
      heading: "Agreement",
      paragraphs: [
        "By browsing this website, creating an account or enrolling in a program you agree to these terms with {company}, {address}. If you use the service on behalf of an organisation, you confirm that you may accept these terms for it. A separate written agreement with your organisation prevails over these terms where the two differ.",
      ],
    },
    {
      heading: "Who may use the service",
      paragraphs: [
        "You must be at least 18 years old, or have the consent of a parent or lawful guardian who accepts these terms for you.",
      ],
    },
    {
      heading: "Your account",
      items: [
        "Give accurate information and keep it up to date in your profile.",
        "Keep your password to yourself; an account is for one person and may not be shared.",
        "You are responsible for what happens under your account. Tell us at once if you suspect someone else has used it.",
        "If you sign in with Google, GitHub or LinkedIn, that provider's terms also apply to your use of it.",
      ],
    },
    {
      heading: "Programs, enrolment and fees",
      items: [
        "Program descriptions, schedules, fees and prerequisites are shown on each program page. Fees are in Indian rupees unless a page states otherwise, and include applicable GST unless stated.",
        "You can pay by cards, net banking, UPI, purchase orders and PayPal; EMI is available for courses above ₹10,000.",
        "Every paid program has a 7-day money-back guarantee: ask for a refund within 7 days of enrolling and we return the full fee.",
        "We may reschedule a live session or change an instructor for reasons beyond our control; if we cancel a program, we refund the fees you paid for it in full.",
        "Free webinars and events may be changed or cancelled without notice.",
      ],
    },
    {
      heading: "Certificates",
      paragraphs: [
        "Certificates are issued when you meet a program's completion and assessment requirements. We may withdraw a certificate obtained through plagiarism, impersonation or other misconduct.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: ["When you use the service, you agree not to:"],
      items: [
        "share, resell or publish course materials, recordings or assessments without our written permission;",
        "submit someone else's work as your own in projects or assessments;",
        "attempt to break, overload or gain unauthorised access to the service, or scrape it by automated means;",
        "send unlawful, abusive or misleading content, including through the contact form or discussion forums.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "Course materials, recordings, software and the {company} name and logo belong to us or our licensors; enrolment gives you a personal, non-transferable licence to use them for your own learning. Projects and code you create during a program remain yours.",
      ],
    },
    {
      heading: "Disclaimers",
      paragraphs: [
        "Our programs are educational. We work hard to keep content accurate and current, but we do not guarantee a particular job, promotion, salary or business result. The chat assistant gives general, pre-written answers and is not professional advice.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you for any claim is limited to the fees you paid us in the 12 months before the claim arose. Nothing in these terms limits liability that cannot be limited under Indian law.",
      ],
    },
    {
      heading: "Suspension and closing your account",
      paragraphs: [
        "You may stop using the service at any time and ask us to close your account by writing to {email}. We may suspend or close an account that breaches these terms, after telling you why where the law and the circumstances allow.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India. The courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from them, without prejudice to your rights as a consumer.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "We may update these terms; the date at the top shows the current version, and we tell account holders by e-mail before a significant change takes effect. Questions about these terms: {email} or {phone}.",
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  path: paths.cookies,
  title: "Cookie Policy",
  summary:
    "We use only the session cookie that keeps you signed in, and a language cookie once you choose a language: no analytics, advertising or tracking cookies, and no third-party cookies.",
  sections: [
    {
      heading: "What cookies are",
      paragraphs: [
        "A cookie is a small piece of text that a website asks your browser to keep and send back with later requests. Cookies can remember that you are signed in; on many sites they are also used to follow visitors around the web. We do not do that.",
      ],
    },
    {
      heading: "The session cookie",
      paragraphs: [
        "The session cookie is set only when you sign in. It holds a random token that identifies your session on our server and nothing about you; it is httpOnly, so scripts in the page cannot read it. Browsing the site without signing in sets no cookie at all, unless you choose a language with the language button (below).",
      ],
      table: {
        caption: "Cookies set by this website",
        columns: ["Cookie", "Purpose", "Duration", "Type"],
        rows: [
          [
            "better-auth.session_token (on HTTPS: __Secure-better-auth.session_token)",
            "Keeps you signed in and protects your account",
            "Until you sign out, or 7 days after your last visit",
            "Strictly necessary, first-party, httpOnly",
          ],
          [
            LOCALE_COOKIE,
            "Remembers the language you chose with the language button (English or Hindi), so that the site opens in it",
            "1 year, or until you choose again",
            "Functional, first-party, set only when you choose",
          ],
        ],
      },
    },
    {
      heading: "Signing in with Google, GitHub or LinkedIn",
      paragraphs: [
        "While you sign in through one of these providers, the sign-in system also sets a short-lived security cookie, better-auth.state, that ties the provider's answer to your browser so nobody can forge a sign-in. It expires after at most 5 minutes and is used for nothing else.",
      ],
    },
    {
      heading: "What we do not use",
      items: [
        "No analytics or statistics cookies.",
        "No advertising, retargeting or social-media cookies.",
        "No third-party cookies: the site loads no scripts, fonts or images from other companies.",
      ],
      note: "Because the session cookie is strictly necessary for a service you ask for, it needs no consent banner. The chat assistant and site search keep their state in the open page only.",
    },
    {
      heading: "Managing cookies",
      paragraphs: [
        "Signing out deletes the session cookie. You can also block or delete cookies in your browser settings; the public pages work without them, but you will not be able to sign in, enrol or reach your dashboard.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "If we ever add a cookie, we will list it here and update the date at the top first. Questions: {email}.",
      ],
    },
  ],
};

export const legalDocuments = [privacyPolicy, termsOfService, cookiePolicy];
