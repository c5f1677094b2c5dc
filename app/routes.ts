import { type RouteConfig, route } from "@react-router/dev/routes";
import { translatedPaths } from "#contracts/locales";
import { paths, type SitePath } from "#contracts/pages";

// The module of each page of the page table (contracts/pages.ts); file names mirror the URLs.
const pageModules: [SitePath, string][] = [
  [paths.home, "routes/home.tsx"],
  [paths.auth, "routes/auth.tsx"],
  [paths.dashboard, "routes/dashboard.tsx"],
  [paths.dashboardLearn, "routes/dashboard.learn.tsx"],
  [paths.resetPassword, "routes/reset-password.tsx"],
  [paths.adminInquiries, "routes/admin/inquiries.tsx"],
  [paths.adminSubscribers, "routes/admin/subscribers.tsx"],
  [paths.adminEnrollments, "routes/admin/enrollments.tsx"],
  [paths.adminPrograms, "routes/admin/programs.tsx"],
  [paths.adminProgram, "routes/admin/program-edit.tsx"],
  [paths.adminRegistrations, "routes/admin/registrations.tsx"],
  [paths.adminCertificates, "routes/admin/certificates.tsx"],
  [paths.adminJobs, "routes/admin/jobs.tsx"],
  [paths.adminUsers, "routes/admin/users.tsx"],
  [paths.adminOrganisations, "routes/admin/organisations.tsx"],
  [paths.team, "routes/team/overview.tsx"],
  [paths.teamPerson, "routes/team/person.tsx"],
  [paths.teamNew, "routes/team/new.tsx"],
  [paths.teamPeople, "routes/team/people.tsx"],
  [paths.teamAssignments, "routes/team/assignments.tsx"],
  [paths.teamJoin, "routes/team/join.tsx"],
  [paths.certificateVerify, "routes/certificates/verify.tsx"],
  [paths.programs, "routes/programs/catalogue.tsx"],
  [paths.dataScience, "routes/programs/data-science.tsx"],
  [paths.workshops, "routes/programs/workshops.tsx"],
  [paths.seminars, "routes/programs/seminars.tsx"],
  [paths.events, "routes/programs/events.tsx"],
  [paths.webinars, "routes/programs/webinars.tsx"],
  [paths.masterclasses, "routes/programs/masterclasses.tsx"],
  [paths.supplyChain, "routes/solutions/supply-chain.tsx"],
  [paths.manufacturing, "routes/solutions/manufacturing.tsx"],
  [paths.healthcare, "routes/solutions/healthcare.tsx"],
  [paths.financialServices, "routes/solutions/financial-services.tsx"],
  [paths.corporateTraining, "routes/solutions/corporate-training.tsx"],
  [paths.institutionalTraining, "routes/solutions/institutional-training.tsx"],
  [paths.skillingPrograms, "routes/solutions/skilling-programs.tsx"],
  [paths.reSkilling, "routes/solutions/re-skilling.tsx"],
  [paths.upSkilling, "routes/solutions/up-skilling.tsx"],
  [paths.aiTechnology, "routes/ai-technology.tsx"],
  [paths.about, "routes/about.tsx"],
  [paths.resources, "routes/resources.tsx"],
  [paths.readinessAssessment, "routes/resources/ai-readiness-assessment.tsx"],
  [paths.skillGapAnalyzer, "routes/resources/skill-gap-analyzer.tsx"],
  [paths.contact, "routes/contact.tsx"],
  [paths.careers, "routes/careers.tsx"],
  [paths.partners, "routes/partners.tsx"],
  [paths.press, "routes/press.tsx"],
  [paths.blog, "routes/blog.tsx"],
  [paths.caseStudies, "routes/case-studies.tsx"],
  [paths.whitepapers, "routes/whitepapers.tsx"],
  [paths.help, "routes/help.tsx"],
  [paths.apiDocs, "routes/api-docs.tsx"],
  [paths.privacy, "routes/privacy.tsx"],
  [paths.terms, "routes/terms.tsx"],
  [paths.cookies, "routes/cookies.tsx"],
];

// A translated page (contracts/locales.ts) is the same module under /hi/…: the module reads its
// language from the address and its texts from its loader (app/i18n/i18n.ts). One route serves
// both addresses, its path starting with an optional "hi" segment ("hi?/about" matches /about and
// /hi/about): every route is an entry of React Router's route manifest, a script every page loads
// before it can be used, and a second route per translated page made it twice as large (6.8 KB
// of the home page's JavaScript instead of 4.8, gzip; issue 29: home ≤ 130 KB). React Router does
// not fetch a prerendered route's data again when only its address changes (no parameter changed):
// the language switch therefore loads the other language's page as a document.
const translatedLocales = Object.keys(translatedPaths) as (keyof typeof translatedPaths)[];
// A second language would need its own segment ("ta?/about" and "hi?/about" both match /about):
// a ":locale?" segment checked against contracts/locales.ts then.
if (translatedLocales.length !== 1) throw new Error("app/routes.ts serves one translated language: give the routes a :locale? segment");
const [locale] = translatedLocales as [keyof typeof translatedPaths];
const translated = new Set<string>(translatedPaths[locale]);

const routePath = (path: SitePath) => (translated.has(path) ? `${locale}?${path === paths.home ? "" : path}` : path);

export default [
  ...pageModules.map(([path, file]) => route(routePath(path), file)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
