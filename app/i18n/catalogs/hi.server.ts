// The Hindi catalog: each message's English text (its id) and its Hindi, by the part of the site
// that shows it. A page gets the shell's messages and its own parts' (`pageParts`), nothing else.
// Server-only: it reaches the browser only through a page's loader (app/lib/page-texts.server.ts).
import type { Catalog } from "~/i18n/i18n";
import { paths, type SitePath } from "#contracts/pages";
import auth from "./hi/auth.server";
import certificates from "./hi/certificates.server";
import contact from "./hi/contact.server";
import dataScience from "./hi/data-science.server";
import forms from "./hi/forms.server";
import home from "./hi/home.server";
import listings from "./hi/listings.server";
import notFound from "./hi/not-found.server";
import pages from "./hi/pages.server";
import programs from "./hi/programs.server";
import shell from "./hi/shell.server";
// The company pages and their tools.
import about from "./hi/about.server";
import apiDocs from "./hi/api-docs.server";
import assessments from "./hi/assessments.server";
import skillAreas from "./hi/skill-areas.server";
import careers from "./hi/careers.server";
import partners from "./hi/partners.server";
import press from "./hi/press.server";
import resources from "./hi/resources.server";
import aiTechnology from "./hi/ai-technology.server";
import solutionSupplyChain from "./hi/solution-supply-chain.server";
import solutionManufacturing from "./hi/solution-manufacturing.server";
import solutionHealthcare from "./hi/solution-healthcare.server";
import solutionFinancialServices from "./hi/solution-financial-services.server";
import solutionCorporateTraining from "./hi/solution-corporate-training.server";
import solutionInstitutionalTraining from "./hi/solution-institutional-training.server";
import solutionSkillingPrograms from "./hi/solution-skilling-programs.server";
import solutionReSkilling from "./hi/solution-re-skilling.server";
import solutionUpSkilling from "./hi/solution-up-skilling.server";
import solutions from "./hi/solutions.server";

// The signed-in learner's pages, the password reset and the two-factor sign-in.
import account from "./hi/account.server";
import dashboard from "./hi/dashboard.server";
import learn from "./hi/learn.server";
import learner from "./hi/learner.server";
import resetPassword from "./hi/reset-password.server";
import twoFactor from "./hi/two-factor.server";
// The organisation's pages: what they share, and each page's own.
import team from "./hi/team.server";
import teamAssignments from "./hi/team-assignments.server";
import teamJoin from "./hi/team-join.server";
import teamNew from "./hi/team-new.server";
import teamOverview from "./hi/team-overview.server";
import teamPeople from "./hi/team-people.server";
import teamPerson from "./hi/team-person.server";
// Knowledge pages.
import blog from "./hi/blog.server";
import caseStudies from "./hi/case-studies.server";
import help from "./hi/help.server";
import legal from "./hi/legal.server";
import whitepapers from "./hi/whitepapers.server";

export const hindiParts = {
  shell, home, programs, auth, contact, forms,
  // The nine solution pages and the AI technology page.
  solutions, solutionSupplyChain, solutionManufacturing, solutionHealthcare, solutionFinancialServices, solutionCorporateTraining, solutionInstitutionalTraining, solutionSkillingPrograms, solutionReSkilling, solutionUpSkilling, aiTechnology,
  // The company pages and their tools (about, careers, partners, press, resources, assessments, API docs).
  about, careers, partners, press, resources, assessments, skillAreas, apiDocs,
  // The programs' listing pages, certificate verification and the 404 page.
  listings, dataScience, certificates, notFound,
  // The signed-in learner's pages, the password reset and the two-factor sign-in.
  learner, dashboard, learn, account, twoFactor, resetPassword,
  // The organisation's pages for its owners and managers, starting a trial and joining one.
  team, teamOverview, teamPerson, teamPeople, teamAssignments, teamNew, teamJoin,
  // Knowledge pages
  help, legal, blog, caseStudies, whitepapers,
} satisfies Record<string, Catalog>;
type Part = keyof typeof hindiParts;

/** The parts each translated page shows besides the shell. */
const pageParts: Partial<Record<SitePath, Part[]>> = {
  [paths.home]: ["home"],
  [paths.programs]: ["programs"],
  [paths.auth]: ["auth", "forms", "twoFactor"],
  [paths.contact]: ["contact", "forms"],
  [paths.supplyChain]: ["solutions", "solutionSupplyChain"],
  [paths.manufacturing]: ["solutions", "solutionManufacturing"],
  [paths.healthcare]: ["solutions", "solutionHealthcare"],
  [paths.financialServices]: ["solutions", "solutionFinancialServices"],
  [paths.corporateTraining]: ["solutions", "solutionCorporateTraining"],
  [paths.institutionalTraining]: ["solutions", "solutionInstitutionalTraining"],
  [paths.skillingPrograms]: ["solutions", "solutionSkillingPrograms"],
  [paths.reSkilling]: ["solutions", "solutionReSkilling"],
  [paths.upSkilling]: ["solutions", "solutionUpSkilling"],
  [paths.aiTechnology]: ["aiTechnology"],
  [paths.about]: ["about"],
  [paths.careers]: ["careers"],
  [paths.partners]: ["partners"],
  [paths.press]: ["press"],
  [paths.resources]: ["resources"],
  [paths.readinessAssessment]: ["assessments", "skillAreas", "programs"],
  [paths.skillGapAnalyzer]: ["assessments", "skillAreas", "programs"],
  [paths.apiDocs]: ["apiDocs"],
  [paths.dataScience]: ["dataScience"],
  [paths.workshops]: ["listings"],
  [paths.seminars]: ["listings"],
  [paths.events]: ["listings"],
  [paths.webinars]: ["listings"],
  [paths.masterclasses]: ["listings"],
  [paths.certificateVerify]: ["certificates"],
  // Programs' and auth's parts for the category/level labels and the shared form words (Email, Loading...).
  [paths.dashboard]: ["learner", "dashboard", "account", "twoFactor", "programs", "auth", "forms"],
  [paths.dashboardLearn]: ["learner", "learn", "programs", "auth"],
  [paths.resetPassword]: ["resetPassword", "account", "auth", "forms"],
  // The overview's skill gaps card names the analyzer's skill areas.
  [paths.team]: ["team", "teamOverview", "skillAreas", "forms"],
  [paths.teamPerson]: ["team", "teamPerson", "forms"],
  [paths.teamNew]: ["team", "teamNew", "forms"],
  [paths.teamPeople]: ["team", "teamPeople", "forms"],
  [paths.teamAssignments]: ["team", "teamAssignments", "forms"],
  [paths.teamJoin]: ["team", "teamJoin", "forms"],
  // Knowledge pages
  [paths.help]: ["help"],
  [paths.privacy]: ["legal"],
  [paths.terms]: ["legal"],
  [paths.cookies]: ["legal"],
  [paths.blog]: ["blog"],
  [paths.caseStudies]: ["caseStudies"],
  [paths.whitepapers]: ["whitepapers"],
};

export const hindiPageTexts = pages;

export function hindiCatalog(path: SitePath): Catalog {
  return Object.assign({}, shell, ...(pageParts[path] ?? []).map((part) => hindiParts[part]));
}

/** The 404 page's catalog (it is no page of the site's table, so not a SitePath). */
export const hindiNotFoundCatalog = (): Catalog => ({ ...shell, ...notFound });
