// The site's pages, once (the spec's route table, section 2): each page's path, <title>, meta
// description and whether it is indexed (in sitemap.xml; pages for signed-in users are not).
// app/routes.ts maps these paths to route modules, the prerender list (react-router.config.ts),
// the sitemap (server/http/seo-files.server.ts) and each route's loader (app/lib/page-texts.server.ts)
// read the table, and links use `paths`.
//
// Links import `paths` into the browser; the texts stay out of it. Keep the table plain data (no
// calls at the top level) so the bundler can leave it out of every page that only uses `paths`:
// each page's title and description reach the browser in its own HTML, from its loader.
import { company } from "./company";

/** Every page's path by name: a path is typed here once, and links and the table refer to it. */
export const paths = {
  home: "/",
  auth: "/auth",
  dashboard: "/dashboard",
  dashboardLearn: "/dashboard/learn",
  adminInquiries: "/admin/inquiries",
  adminSubscribers: "/admin/subscribers",
  adminEnrollments: "/admin/enrollments",
  adminPrograms: "/admin/programs",
  adminProgram: "/admin/programs/edit",
  adminRegistrations: "/admin/registrations",
  adminCertificates: "/admin/certificates",
  adminJobs: "/admin/jobs",
  adminUsers: "/admin/users",
  adminOrganisations: "/admin/organisations",
  team: "/team",
  teamPerson: "/team/person",
  teamNew: "/team/new",
  teamPeople: "/team/people",
  teamAssignments: "/team/assignments",
  teamJoin: "/team/join",
  resetPassword: "/reset-password",
  certificateVerify: "/certificates/verify",
  programs: "/programs",
  dataScience: "/programs/data-science",
  workshops: "/programs/workshops",
  seminars: "/programs/seminars",
  events: "/programs/events",
  webinars: "/programs/webinars",
  masterclasses: "/programs/masterclasses",
  supplyChain: "/solutions/supply-chain",
  manufacturing: "/solutions/manufacturing",
  healthcare: "/solutions/healthcare",
  financialServices: "/solutions/financial-services",
  corporateTraining: "/solutions/corporate-training",
  institutionalTraining: "/solutions/institutional-training",
  skillingPrograms: "/solutions/skilling-programs",
  reSkilling: "/solutions/re-skilling",
  upSkilling: "/solutions/up-skilling",
  aiTechnology: "/ai-technology",
  about: "/about",
  resources: "/resources",
  readinessAssessment: "/resources/ai-readiness-assessment",
  skillGapAnalyzer: "/resources/skill-gap-analyzer",
  contact: "/contact",
  careers: "/careers",
  partners: "/partners",
  press: "/press",
  blog: "/blog",
  caseStudies: "/case-studies",
  whitepapers: "/whitepapers",
  help: "/help",
  apiDocs: "/api-docs",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
} as const;

export type PageName = keyof typeof paths;
export type SitePath = (typeof paths)[PageName];

export interface SitePage {
  path: SitePath;
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
}

const BRAND = company.name;

// Built in a function marked pure: its template literals (`${BRAND}`) could have side effects as far
// as the bundler knows, so a plain array left their residue in every page's JavaScript.
export const sitePages = /* @__PURE__ */ (() =>
  [
  { path: paths.home, title: `${BRAND} | AI Training for Enterprises, Institutions and Learners`, description: "Corporate and institutional AI training, skilling, re-skilling and up-skilling programs with hands-on projects, expert mentors and certification.", indexable: true },
  { path: paths.auth, title: `Sign In or Sign Up | ${BRAND}`, description: "Sign in to your learner account or create one to enrol in AI training programs and follow your progress.", indexable: false },
  { path: paths.dashboard, title: `Learner Dashboard | ${BRAND}`, description: "Your enrolled programs, progress, profile and certificates.", indexable: false },
  { path: paths.dashboardLearn, title: `Continue Learning | ${BRAND}`, description: "Work through the modules of a program you are enrolled in.", indexable: false },
  { path: paths.adminInquiries, title: `Inquiries | Staff Inbox | ${BRAND}`, description: "Contact inquiries: search, filter and follow up.", indexable: false },
  { path: paths.adminSubscribers, title: `Newsletter Subscribers | Staff Inbox | ${BRAND}`, description: "Newsletter subscribers and CSV export.", indexable: false },
  { path: paths.adminEnrollments, title: `Enrolments | Staff Inbox | ${BRAND}`, description: "Who is enrolled in what, with progress.", indexable: false },
  { path: paths.adminPrograms, title: `Programs | Staff Inbox | ${BRAND}`, description: "Every program of the catalogue, active and inactive, with its enrolments.", indexable: false },
  { path: paths.adminProgram, title: `Edit Program | Staff Inbox | ${BRAND}`, description: "A program's details, its modules in order, and the history of its changes.", indexable: false },
  { path: paths.adminRegistrations, title: `Registrations | Staff Inbox | ${BRAND}`, description: "Who registered for each workshop, seminar, event, webinar and masterclass, with seats left and CSV export.", indexable: false },
  { path: paths.adminCertificates, title: `Certificates | Staff Inbox | ${BRAND}`, description: "Every certificate issued: find one by code, name or e-mail, and revoke it with a reason.", indexable: false },
  { path: paths.adminJobs, title: `Jobs | Staff Inbox | ${BRAND}`, description: "Background and scheduled work: queued, running, completed and failed jobs, with their errors; retry a failed one.", indexable: false },
  { path: paths.adminUsers, title: `Accounts | Staff Inbox | ${BRAND}`, description: "Find an account by e-mail or name, and sign it out everywhere.", indexable: false },
  { path: paths.adminOrganisations, title: `Organisations | Staff Inbox | ${BRAND}`, description: "Every organisation with its plan, seats used, trial end and owner: extend, activate or suspend.", indexable: false },
  { path: paths.team, title: `Overview | Team | ${BRAND}`, description: "Who is on track: each assigned program's progress, completions by week and by team, and everyone's progress, with exports.", indexable: false },
  { path: paths.teamPerson, title: `Person | Team | ${BRAND}`, description: "A member's assigned programs, module by module.", indexable: false },
  { path: paths.teamNew, title: `Start Your Team's Free Trial | ${BRAND}`, description: "Start a 14-day free trial for your organisation: no card needed.", indexable: false },
  { path: paths.teamPeople, title: `People | Team | ${BRAND}`, description: "Invite your people, see members and pending invitations, and manage seats.", indexable: false },
  { path: paths.teamAssignments, title: `Assignments | Team | ${BRAND}`, description: "Assign programs to people or teams with a due date, and follow their progress.", indexable: false },
  { path: paths.teamJoin, title: `Join Your Team | ${BRAND}`, description: "Accept an invitation to your organisation on Cortexa AI.", indexable: false },
  { path: paths.resetPassword, title: `Reset Your Password | ${BRAND}`, description: "Choose a new password for your learner account.", indexable: false },
  // Reached through a certificate's link or QR code; not indexed, so learners' names stay out of search engines.
  { path: paths.certificateVerify, title: `Verify a Certificate | ${BRAND}`, description: "Check that a Cortexa AI certificate is genuine: enter its code or open the link printed on it.", indexable: false },
  { path: paths.programs, title: `AI Training Programs | ${BRAND}`, description: "Browse our AI training programs in data science, machine learning, deep learning, NLP, computer vision and AI ethics, and enrol online.", indexable: true },
  { path: paths.dataScience, title: `Data Science Program | ${BRAND}`, description: "A practical data science program: Python, statistics, machine learning and a capstone project with mentor feedback.", indexable: true },
  { path: paths.workshops, title: `AI Workshops | ${BRAND}`, description: "Hands-on AI workshops in person, online and hybrid, led by industry practitioners.", indexable: true },
  { path: paths.seminars, title: `AI Seminars | ${BRAND}`, description: "Keynotes, panels and technical seminars on applied AI from industry leaders.", indexable: true },
  { path: paths.events, title: `AI Events and Conferences | ${BRAND}`, description: "Conferences, hackathons, summits and exhibitions on artificial intelligence.", indexable: true },
  { path: paths.webinars, title: `AI Webinars | ${BRAND}`, description: "Free and paid live AI webinars with recordings, materials and certificates.", indexable: true },
  { path: paths.masterclasses, title: `AI Masterclasses | ${BRAND}`, description: "Exclusive multi-week AI masterclasses with renowned instructors and small cohorts.", indexable: true },
  { path: paths.supplyChain, title: `AI for Supply Chain | ${BRAND}`, description: "AI training for supply chain teams: demand forecasting, inventory optimisation and logistics analytics.", indexable: true },
  { path: paths.manufacturing, title: `AI for Manufacturing | ${BRAND}`, description: "AI training for manufacturing: predictive maintenance, quality inspection and smart-factory analytics.", indexable: true },
  { path: paths.healthcare, title: `AI for Healthcare | ${BRAND}`, description: "AI training for healthcare professionals: medical imaging, clinical decision support and health analytics.", indexable: true },
  { path: paths.financialServices, title: `AI for Financial Services | ${BRAND}`, description: "AI training and certification for banking, insurance and fintech: risk, fraud detection and algorithmic trading.", indexable: true },
  { path: paths.corporateTraining, title: `Corporate AI Training | ${BRAND}`, description: "Custom AI training programs for enterprise teams, from assessment to measurable results.", indexable: true },
  { path: paths.institutionalTraining, title: `Institutional AI Training | ${BRAND}`, description: "AI curriculum, faculty development and lab support for universities and colleges.", indexable: true },
  { path: paths.skillingPrograms, title: `AI Skilling Programs | ${BRAND}`, description: "Job-ready AI skilling programs with clear pathways from entry level to leadership.", indexable: true },
  { path: paths.reSkilling, title: `AI Re-skilling Programs | ${BRAND}`, description: "Move into AI roles from your current career with structured re-skilling journeys.", indexable: true },
  { path: paths.upSkilling, title: `AI Up-skilling Programs | ${BRAND}`, description: "Advanced AI/ML, generative AI, AI leadership and AI architecture programs for professionals.", indexable: true },
  { path: paths.aiTechnology, title: `Our AI Technology | ${BRAND}`, description: "The AI platform behind our training: models, tools, innovation lab and security.", indexable: true },
  { path: paths.about, title: `About Us | ${BRAND}`, description: "Who we are: an AI training provider for enterprises, institutions and learners.", indexable: true },
  { path: paths.resources, title: `Resources | ${BRAND}`, description: "Learning materials, video tutorials, case studies, webinars, tools and certifications.", indexable: true },
  { path: paths.readinessAssessment, title: `AI Readiness Assessment | ${BRAND}`, description: "A free twelve-question self-assessment of your organisation's AI strategy, data, skills and governance, with a score for each and the programs that close the gaps.", indexable: true },
  { path: paths.skillGapAnalyzer, title: `Skill Gap Analyzer | ${BRAND}`, description: "A free twelve-question check of your AI skills: data, machine learning, generative AI and responsible AI, with a score for each and the programs that close the gaps.", indexable: true },
  { path: paths.contact, title: `Contact Us | ${BRAND}`, description: `Talk to our team about AI training for your organisation. We reply ${company.replyWithin}.`, indexable: true },
  { path: paths.careers, title: `Careers | ${BRAND}`, description: "Join our team in engineering, product, education, sales, research and customer success.", indexable: true },
  { path: paths.partners, title: `Partners | ${BRAND}`, description: "Technology, academic, corporate and government partners, and how to partner with us.", indexable: true },
  { path: paths.press, title: `Press and Media | ${BRAND}`, description: "Press releases, news coverage, awards and our media kit.", indexable: true },
  { path: paths.blog, title: `Blog | ${BRAND}`, description: "Insights, tutorials and research on applied artificial intelligence.", indexable: true },
  { path: paths.caseStudies, title: `Case Studies | ${BRAND}`, description: "How companies transformed their teams with our AI training: challenges, solutions and results.", indexable: true },
  { path: paths.whitepapers, title: `Whitepapers | ${BRAND}`, description: "Research and guides on AI adoption, ethics, business impact and education strategy.", indexable: true },
  { path: paths.help, title: `Help Center | ${BRAND}`, description: "Answers to common questions about courses, certification, billing and our platform.", indexable: true },
  { path: paths.apiDocs, title: `API Documentation | ${BRAND}`, description: "Documentation of our REST API: authentication, courses, progress and examples.", indexable: true },
  { path: paths.privacy, title: `Privacy Policy | ${BRAND}`, description: "What we store about you, why, and how to ask for its deletion.", indexable: true },
  { path: paths.terms, title: `Terms of Service | ${BRAND}`, description: "The terms that apply when you use our website and training platform.", indexable: true },
  { path: paths.cookies, title: `Cookie Policy | ${BRAND}`, description: "The one cookie we use and why.", indexable: true },
  ] as const satisfies readonly SitePage[])();

// Every path has its row: a path in `paths` without one fails to compile here.
type NoneMissing<T extends never> = T;
type _EveryPathListed = NoneMissing<Exclude<SitePath, (typeof sitePages)[number]["path"]>>;

export function sitePage(path: SitePath): SitePage {
  return sitePages.find((p) => p.path === path)!;
}

/** The path that is prerendered as the 404 page; the server sends it for unknown paths. */
export const NOT_FOUND_PATH = "/404";
/** The 404 page of each other language, prerendered too and sent for unknown addresses under its prefix (/hi/…). */
export const translatedNotFoundPaths = { hi: "/hi/404" } as const;

/**
 * Pages are prerendered at build time, when the public origin is not known: canonical links carry
 * this placeholder, which the server replaces with its origin when it loads the build.
 */
export const ORIGIN_PLACEHOLDER = "https://site-origin.invalid";
