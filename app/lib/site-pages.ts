// Every page of the spec's route table, with its <title> and meta description. The prerender
// list, the sitemap and each route's loader (page-texts.server.ts) all read this one list; it is
// build- and server-side only, so the browser never downloads every page's texts.
import { company } from "../content/company";

const BRAND = company.name;

export interface SitePage {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml (pages for signed-in users are not). */
  indexable?: boolean;
}

const page = (path: string, title: string, description: string, indexable = true): SitePage => ({
  path,
  title,
  description,
  indexable,
});

export const sitePages = [
  page("/", `${BRAND} | AI Training for Enterprises, Institutions and Learners`, "Corporate and institutional AI training, skilling, re-skilling and up-skilling programs with hands-on projects, expert mentors and certification."),
  page("/auth", `Sign In or Sign Up | ${BRAND}`, "Sign in to your learner account or create one to enrol in AI training programs and follow your progress.", false),
  page("/dashboard", `Learner Dashboard | ${BRAND}`, "Your enrolled programs, progress, profile and certificates.", false),
  page("/dashboard/learn", `Continue Learning | ${BRAND}`, "Work through the modules of a program you are enrolled in.", false),
  page("/admin/inquiries", `Inquiries | Staff Inbox | ${BRAND}`, "Contact inquiries: search, filter and follow up.", false),
  page("/admin/subscribers", `Newsletter Subscribers | Staff Inbox | ${BRAND}`, "Newsletter subscribers and CSV export.", false),
  page("/admin/enrollments", `Enrolments | Staff Inbox | ${BRAND}`, "Who is enrolled in what, with progress.", false),
  page("/reset-password", `Reset Your Password | ${BRAND}`, "Choose a new password for your learner account.", false),
  page("/programs", `AI Training Programs | ${BRAND}`, "Browse our AI training programs in data science, machine learning, deep learning, NLP, computer vision and AI ethics, and enrol online."),
  page("/programs/data-science", `Data Science Program | ${BRAND}`, "A practical data science program: Python, statistics, machine learning and a capstone project with mentor feedback."),
  page("/programs/workshops", `AI Workshops | ${BRAND}`, "Hands-on AI workshops in person, online and hybrid, led by industry practitioners."),
  page("/programs/seminars", `AI Seminars | ${BRAND}`, "Keynotes, panels and technical seminars on applied AI from industry leaders."),
  page("/programs/events", `AI Events and Conferences | ${BRAND}`, "Conferences, hackathons, summits and exhibitions on artificial intelligence."),
  page("/programs/webinars", `AI Webinars | ${BRAND}`, "Free and paid live AI webinars with recordings, materials and certificates."),
  page("/programs/masterclasses", `AI Masterclasses | ${BRAND}`, "Exclusive multi-week AI masterclasses with renowned instructors and small cohorts."),
  page("/solutions/supply-chain", `AI for Supply Chain | ${BRAND}`, "AI training for supply chain teams: demand forecasting, inventory optimisation and logistics analytics."),
  page("/solutions/manufacturing", `AI for Manufacturing | ${BRAND}`, "AI training for manufacturing: predictive maintenance, quality inspection and smart-factory analytics."),
  page("/solutions/healthcare", `AI for Healthcare | ${BRAND}`, "AI training for healthcare professionals: medical imaging, clinical decision support and health analytics."),
  page("/solutions/financial-services", `AI for Financial Services | ${BRAND}`, "AI training and certification for banking, insurance and fintech: risk, fraud detection and algorithmic trading."),
  page("/solutions/corporate-training", `Corporate AI Training | ${BRAND}`, "Custom AI training programs for enterprise teams, from assessment to measurable results."),
  page("/solutions/institutional-training", `Institutional AI Training | ${BRAND}`, "AI curriculum, faculty development and lab support for universities and colleges."),
  page("/solutions/skilling-programs", `AI Skilling Programs | ${BRAND}`, "Job-ready AI skilling programs with clear pathways from entry level to leadership."),
  page("/solutions/re-skilling", `AI Re-skilling Programs | ${BRAND}`, "Move into AI roles from your current career with structured re-skilling journeys."),
  page("/solutions/up-skilling", `AI Up-skilling Programs | ${BRAND}`, "Advanced AI/ML, generative AI, AI leadership and AI architecture programs for professionals."),
  page("/ai-technology", `Our AI Technology | ${BRAND}`, "The AI platform behind our training: models, tools, innovation lab and security."),
  page("/about", `About Us | ${BRAND}`, "Who we are: an AI training provider for enterprises, institutions and learners."),
  page("/resources", `Resources | ${BRAND}`, "Learning materials, video tutorials, case studies, webinars, tools and certifications."),
  page("/contact", `Contact Us | ${BRAND}`, "Talk to our team about AI training for your organisation. We reply within 24 hours."),
  page("/careers", `Careers | ${BRAND}`, "Join our team in engineering, product, education, sales, research and customer success."),
  page("/partners", `Partners | ${BRAND}`, "Technology, academic, corporate and government partners, and how to partner with us."),
  page("/press", `Press and Media | ${BRAND}`, "Press releases, news coverage, awards and our media kit."),
  page("/blog", `Blog | ${BRAND}`, "Insights, tutorials and research on applied artificial intelligence."),
  page("/case-studies", `Case Studies | ${BRAND}`, "How companies transformed their teams with our AI training: challenges, solutions and results."),
  page("/whitepapers", `Whitepapers | ${BRAND}`, "Research and guides on AI adoption, ethics, business impact and education strategy."),
  page("/help", `Help Center | ${BRAND}`, "Answers to common questions about courses, certification, billing and our platform."),
  page("/api-docs", `API Documentation | ${BRAND}`, "Documentation of our REST API: authentication, courses, progress and examples."),
  page("/privacy", `Privacy Policy | ${BRAND}`, "What we store about you, why, and how to ask for its deletion."),
  page("/terms", `Terms of Service | ${BRAND}`, "The terms that apply when you use our website and training platform."),
  page("/cookies", `Cookie Policy | ${BRAND}`, "The one cookie we use and why."),
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]["path"];

const byPath = new Map<string, SitePage>(sitePages.map((p) => [p.path, p]));

export function sitePage(path: SitePath): SitePage {
  return byPath.get(path)!;
}

/** The path that is prerendered as the 404 page; the server sends it for unknown paths. */
export const NOT_FOUND_PATH = "/404";
