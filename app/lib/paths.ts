// Link targets used across the site, so a path is never typed by hand twice.
export const paths = {
  home: "/",
  auth: "/auth",
  dashboard: "/dashboard",
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

/** The five solutions of the navigation bar: the path is the name, lower-cased and hyphenated. */
export const navSolutions = [
  "Corporate Training",
  "Institutional Training",
  "Skilling Programs",
  "Re-skilling",
  "Up-skilling",
].map((name) => ({ name, path: `/solutions/${name.toLowerCase().replace(/ /g, "-")}` }));

export const navLinks = [
  { name: "Programs", path: paths.programs },
  { name: "AI Technology", path: paths.aiTechnology },
  { name: "About", path: paths.about },
  { name: "Resources", path: paths.resources },
] as const;
