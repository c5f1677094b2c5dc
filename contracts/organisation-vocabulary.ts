// Organisations (issue 26): the plans an organisation can be on, its roles, and the words and rules
// people read, as plain values: what the pages need without the schemas, so a page ships no
// validation library. contracts/organisations.ts builds the endpoints' and forms' schemas from
// these and exports them too (docs/decisions/020-organisations.md).

/** The plans a trial starts on, with their seats (the pricing cards' "up to 20" and "20-40 employees"). */
export const organisationPlans = {
  essentials: { name: "AI Training Essentials", seats: 20 },
  corporate: { name: "AI Corporate Suite", seats: 40 },
} as const;
export type OrganisationPlan = keyof typeof organisationPlans;
export const organisationPlanIds = Object.keys(organisationPlans) as [OrganisationPlan, ...OrganisationPlan[]];

/** The plan that is quoted, not started: "Request a Quote" on its pricing card. */
export const QUOTE_PLAN = { id: "partnership", name: "AI Excellence Partnership" } as const;

/** What a pricing card carries to /auth and on to /team/new: `?plan=…`. */
export const pricingPlanIds = [...organisationPlanIds, QUOTE_PLAN.id] as const;
export type PricingPlanId = (typeof pricingPlanIds)[number];
export const isPricingPlanId = (value: string | null | undefined): value is PricingPlanId => pricingPlanIds.includes(value as PricingPlanId);

export const TRIAL_DAYS = 14;
export const INVITATION_DAYS = 7;

export const organisationStatuses = ["trial", "active", "suspended"] as const;
export type OrganisationStatus = (typeof organisationStatuses)[number];

/** Owner: everything, with managers and settings; manager: people, teams, assignments, reports. */
export const organisationRoles = ["owner", "manager", "learner"] as const;
export type OrganisationRole = (typeof organisationRoles)[number];
export const organisationRoleLabels: Record<OrganisationRole, string> = { owner: "Owner", manager: "Manager", learner: "Learner" };
/** A role may do what every role after it in this order may. */
export const roleAtLeast = (role: OrganisationRole, needed: OrganisationRole) => organisationRoles.indexOf(role) <= organisationRoles.indexOf(needed);

/** The refusals people read. */
export const organisationMessages = {
  noSeats: "No seats left: remove a member or revoke an invitation first, or ask us for more seats.",
  readOnly: "Your organisation's trial has ended: you can still see everything, but inviting and assigning wait until our team extends the trial or activates the plan.",
  suspended: "This organisation is suspended: you can still see everything, but nothing can be changed. Please contact us.",
  notFound: "No organisation of yours has this id.",
  forbidden: "Your role in this organisation does not allow this.",
  teamExists: "A team of this name exists already in this organisation.",
  publicDomain: "Join by domain is only for a company's own mail domain: anyone can have an address at",
  soleOwner: "You are the only owner of",
} as const;

export const MAX_INVITES_PER_REQUEST = 200;

export const dueStates = ["none", "upcoming", "overdue", "completed"] as const;
export type DueState = (typeof dueStates)[number];

/** The due state of an assignment from its due date (YYYY-MM-DD, the end of that day UTC) and progress. */
export function dueStateOf(dueDate: string | null, progress: number, now = new Date()): DueState {
  if (progress >= 100) return "completed";
  if (!dueDate) return "none";
  return new Date(`${dueDate}T23:59:59.999Z`) < now ? "overdue" : "upcoming";
}

/** Organisation API keys start so (Authorization: Bearer cxo_…), which tells them from session tokens. */
export const ORG_KEY_PREFIX = "cxo_";
