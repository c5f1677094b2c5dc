import { z } from "./zod";
import { emailField, personNameField } from "./field-rules";
import { strongPasswordField } from "./auth";
import { dueStates, MAX_INVITES_PER_REQUEST, organisationPlanIds, organisationRoles, organisationStatuses, TRIAL_DAYS } from "./organisation-vocabulary";

// The schemas of the organisation endpoints and forms. The vocabulary (plans, roles, messages) is
// organisation-vocabulary.ts's, exported from here too for the server.
export * from "./organisation-vocabulary";

const orgName = z.string({ error: "Organisation name is required" }).trim().min(2, "Organisation name must be at least 2 characters").max(100, "Organisation name must be less than 100 characters");
const teamName = z.string().trim().min(1, "Team name is required").max(60, "Team name must be less than 60 characters");

export const createOrganisationSchema = z.object({
  name: orgName,
  plan: z.enum(organisationPlanIds, { error: "Choose a plan" }),
});
export type CreateOrganisationInput = z.input<typeof createOrganisationSchema>;

export const quoteRequestSchema = z.object({
  organisation: orgName,
  team_size: z.coerce.number({ error: "Team size must be a whole number" }).int("Team size must be a whole number").min(1, "Team size must be at least 1").max(1_000_000, "Team size is too large"),
  needs: z.string({ error: "Tell us what you need" }).trim().min(10, "Tell us a little more (at least 10 characters)").max(2000, "Please keep it under 2000 characters"),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

export const organisationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    plan: z.enum(organisationPlanIds),
    plan_name: z.string(),
    status: z.enum(organisationStatuses),
    seats: z.number().int(),
    seats_used: z.number().int().describe("Members plus pending invitations"),
    trial_ends_at: z.string().nullable(),
    read_only: z.boolean().describe("True after the trial ended (until staff extend or activate it) and while suspended: nobody can invite or assign"),
    join_domain: z.string().nullable().describe("When set, people with a confirmed address at this domain may join without an invitation while seats last (the owner's company domain)"),
    role: z.enum(organisationRoles).describe("The caller's role"),
  })
  .meta({ id: "Organisation" });
export type Organisation = z.infer<typeof organisationSchema>;
export const organisationResponseSchema = z.object({ organisation: organisationSchema }).meta({ id: "OrganisationResponse" });
export const organisationListSchema = z.object({ organisations: z.array(organisationSchema) }).meta({ id: "OrganisationList" });

export const teamSchema = z.object({ id: z.uuid(), name: z.string(), member_count: z.number().int() }).meta({ id: "Team" });
export const teamListSchema = z.object({ teams: z.array(teamSchema) }).meta({ id: "TeamList" });
export const teamInputSchema = z.object({ name: teamName });
export type TeamInput = z.input<typeof teamInputSchema>;

/** Join by domain: on (the owner's own company domain) or off. */
export const joinDomainSchema = z.object({ enabled: z.boolean({ error: "Say on or off" }) });
/** An organisation the signed-in user may join by their address's domain. */
export const joinableSchema = z
  .object({ id: z.uuid(), name: z.string(), domain: z.string(), seats_left: z.number().int() })
  .meta({ id: "JoinableOrganisation" });
export const joinableListSchema = z.object({ organisations: z.array(joinableSchema) }).meta({ id: "JoinableOrganisationList" });

export const memberSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(organisationRoles),
    team: z.string().nullable(),
    joined_at: z.string(),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(organisationRoles),
    team: z.string().nullable(),
    expires_at: z.string(),
    expired: z.boolean(),
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof invitationSchema>;

export const peopleSchema = z
  .object({ members: z.array(memberSchema), invitations: z.array(invitationSchema), seats: z.number().int(), seats_used: z.number().int() })
  .meta({ id: "People" });

/** One person to invite: from a pasted line (an address) or a CSV row (name,email,team). */
export const inviteeSchema = z.object({
  email: emailField,
  name: z.string().trim().max(100, "Name must be less than 100 characters").nullish().transform((v) => v || null),
  team: teamName.nullish().or(z.literal("")).transform((v) => v || null),
});
export type Invitee = z.output<typeof inviteeSchema>;

export const inviteSchema = z.object({
  people: z.array(inviteeSchema).min(1, "Add at least one e-mail address").max(MAX_INVITES_PER_REQUEST, `At most ${MAX_INVITES_PER_REQUEST} people at once`),
  role: z.enum(["manager", "learner"]).default("learner"),
});
export const inviteResultSchema = z
  .object({ invited: z.array(invitationSchema), already_members: z.array(z.string()).describe("Addresses that are members already (nothing sent)") })
  .meta({ id: "InviteResult" });

export const memberPatchSchema = z.object({ role: z.enum(organisationRoles).optional(), team: teamName.nullable().optional() });

/** The public view of an invitation, from its link. */
export const invitationViewSchema = z
  .object({ organisation: z.string(), email: z.string(), role: z.enum(organisationRoles), account_exists: z.boolean(), expires_at: z.string() })
  .meta({ id: "InvitationView" });
export const invitationSignUpSchema = z.object({ name: personNameField("Full name is required"), password: strongPasswordField });
export type InvitationSignUpInput = z.input<typeof invitationSignUpSchema>;
export const acceptedSchema = z.object({ organisation_id: z.uuid() }).meta({ id: "InvitationAccepted" });

const isoDate = z.iso.date("Due date must be a date (YYYY-MM-DD)");
export const assignSchema = z
  .object({
    course_id: z.uuid("Choose a program"),
    user_ids: z.array(z.string().min(1)).max(1000).default([]),
    team_id: z.uuid().nullish(),
    due_date: isoDate.nullish().or(z.literal("")).transform((v) => v || null),
  })
  .refine((v) => v.user_ids.length > 0 || v.team_id, { message: "Choose people or a team", path: ["user_ids"] });

export const assignmentSchema = z
  .object({
    id: z.uuid(),
    course_id: z.uuid(),
    course_title: z.string(),
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    team: z.string().nullable(),
    due_date: z.string().nullable(),
    due_state: z.enum(dueStates),
    progress: z.number().int().describe("The learner's progress in this course, in whole percent"),
    assigned_at: z.string(),
  })
  .meta({ id: "Assignment" });
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.object({ assignments: z.array(assignmentSchema) }).meta({ id: "AssignmentList" });
export const assignResultSchema = z.object({ assigned: z.number().int(), unchanged: z.number().int() }).meta({ id: "AssignResult" });

export const apiKeySchema = z
  .object({ id: z.uuid(), name: z.string(), prefix: z.string().describe("The key's first characters, to recognise it"), created_at: z.string(), last_used_at: z.string().nullable() })
  .meta({ id: "OrganisationApiKey" });
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) }).meta({ id: "OrganisationApiKeyList" });
export const apiKeyInputSchema = z.object({ name: z.string().trim().min(1, "Name the key").max(60, "Name must be less than 60 characters") });
export const apiKeyCreatedSchema = z
  .object({ key: apiKeySchema, secret: z.string().describe("The key itself: shown this once, stored only as a hash") })
  .meta({ id: "OrganisationApiKeyCreated" });

/** A staff row of /admin/organisations. */
export const adminOrganisationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    plan: z.enum(organisationPlanIds),
    status: z.enum(organisationStatuses),
    seats: z.number().int(),
    seats_used: z.number().int(),
    trial_ends_at: z.string().nullable(),
    owner_email: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AdminOrganisation" });
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;
export const adminOrganisationListSchema = z.object({ organisations: z.array(adminOrganisationSchema) }).meta({ id: "AdminOrganisationList" });
export const adminOrganisationActions = ["extend", "activate", "suspend", "end_trial"] as const;
export const adminOrganisationActionSchema = z.object({ action: z.enum(adminOrganisationActions), days: z.number().int().min(1).max(90).default(TRIAL_DAYS) });
