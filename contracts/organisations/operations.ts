import { defineOperation, STAFF_READ, STAFF_WRITE } from "../operation";
import type { ApiErrorCode } from "../api-errors";
import { apiRateRules } from "../rate-limits";
import { z } from "../zod";
import {
  acceptedSchema,
  adminOrganisationActionSchema,
  adminOrganisationListSchema,
  apiKeyCreatedSchema,
  apiKeyInputSchema,
  apiKeyListSchema,
  assignmentListSchema,
  assignResultSchema,
  assignSchema,
  createOrganisationSchema,
  invitationSchema,
  invitationSignUpSchema,
  invitationViewSchema,
  inviteResultSchema,
  joinableListSchema,
  joinDomainSchema,
  inviteSchema,
  memberPatchSchema,
  organisationListSchema,
  organisationResponseSchema,
  peopleSchema,
  quoteRequestSchema,
  teamInputSchema,
  teamListSchema,
  teamSchema,
} from "../organisations";

// The organisation endpoints (issue 26). Every path below /organisations/{orgId} is checked against
// the caller's membership and role in that organisation on each request (server/organisations/
// access.server.ts); the isolation suite (tests/integration/organisations-isolation.test.ts) calls
// every one of them from another organisation, so a new one here is tested at once.

const orgId = { orgId: "The organisation's `id` (a UUID)." };
const ORG_READ = ["unauthorized", "forbidden", "not_found"] as const satisfies readonly ApiErrorCode[];
const ORG_WRITE = [
  "validation_error",
  "invalid_json",
  "unauthorized",
  "forbidden",
  "invalid_origin",
  "not_found",
  "unsupported_media_type",
  "organisation_read_only",
] as const satisfies readonly ApiErrorCode[];

const sampleOrgId = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const sampleOrganisation = {
  id: sampleOrgId,
  name: "Tata Steel Learning",
  plan: "corporate",
  plan_name: "AI Corporate Suite",
  status: "trial",
  seats: 40,
  seats_used: 3,
  trial_ends_at: "2026-12-09T10:00:00.000Z",
  read_only: false,
  join_domain: null,
  role: "owner",
} as const;
const sampleMember = { user_id: "V1StGXR8Z5jdHi6BmyT7pQk2aE3n4MfL", name: "Asha Verma", email: "asha@example.com", role: "owner", team: "Data", joined_at: "2026-11-25T10:00:00.000Z" } as const;
const sampleInvitation = {
  id: "7a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d",
  email: "ravi@example.com",
  name: "Ravi Kumar",
  role: "learner",
  team: "Sales",
  expires_at: "2026-12-02T10:00:00.000Z",
  expired: false,
} as const;
const sampleAssignment = {
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  course_id: "5b0f8e1e-3c1a-4f7e-9a57-2f1c7b9d8e21",
  course_title: "Machine Learning with scikit-learn",
  user_id: sampleMember.user_id,
  name: sampleMember.name,
  email: sampleMember.email,
  team: "Data",
  due_date: "2026-12-31",
  due_state: "upcoming",
  progress: 40,
  assigned_at: "2026-11-25T10:00:00.000Z",
} as const;
const sampleKey = { id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", name: "HR system", prefix: "cxo_Ab3dE", created_at: "2026-11-25T10:00:00.000Z", last_used_at: null };

export const createOrganisation = defineOperation({
  id: "create-organisation",
  method: "post",
  path: "/organisations",
  tag: "Organisations",
  summary: "Start an organisation on a 14-day free trial; the caller is its owner",
  auth: "user",
  body: { schema: createOrganisationSchema, example: { name: "Tata Steel Learning", plan: "corporate" } },
  response: { status: 201, description: "Created, on trial", schema: organisationResponseSchema, example: { organisation: { ...sampleOrganisation, seats_used: 1 } } },
  errors: ["validation_error", "invalid_json", "unauthorized", "invalid_origin", "unsupported_media_type", "rate_limited"],
  rateLimit: apiRateRules.organisationChanges,
  invalidMessage: "Please correct the highlighted fields.",
});

export const myOrganisations = defineOperation({
  id: "my-organisations",
  method: "get",
  path: "/organisations",
  tag: "Organisations",
  summary: "The organisations the signed-in user belongs to, with their role in each",
  auth: "user",
  response: { status: 200, description: "The organisations", schema: organisationListSchema, example: { organisations: [sampleOrganisation] } },
  errors: ["unauthorized"],
});

export const requestQuote = defineOperation({
  id: "request-quote",
  method: "post",
  path: "/quote-requests",
  tag: "Organisations",
  summary: "Ask for a quote for the AI Excellence Partnership (reaches the staff inbox)",
  auth: "user",
  body: { schema: quoteRequestSchema, example: { organisation: "Tata Steel", team_size: 250, needs: "GenAI literacy for every manager, then an ML track for the analytics team." } },
  response: { status: 201, description: "Received", schema: z.object({ id: z.uuid() }).meta({ id: "QuoteReceived" }), example: { id: "6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b" } },
  errors: ["validation_error", "invalid_json", "unauthorized", "invalid_origin", "unsupported_media_type", "rate_limited"],
  rateLimit: apiRateRules.organisationChanges,
  invalidMessage: "Please correct the highlighted fields.",
});

export const getOrganisation = defineOperation({
  id: "get-organisation",
  method: "get",
  path: "/organisations/{orgId}",
  tag: "Organisations",
  summary: "One organisation: plan, seats, trial end and the caller's role",
  auth: "user",
  orgKey: true,
  params: orgId,
  response: { status: 200, description: "The organisation", schema: organisationResponseSchema, example: { organisation: sampleOrganisation } },
  errors: ORG_READ,
});

export const listPeople = defineOperation({
  id: "list-people",
  method: "get",
  path: "/organisations/{orgId}/people",
  tag: "Organisations",
  summary: "Members and pending invitations, with their team and role (managers and owners; API key)",
  auth: "user",
  orgKey: true,
  params: orgId,
  response: { status: 200, description: "The people", schema: peopleSchema, example: { members: [sampleMember], invitations: [sampleInvitation], seats: 40, seats_used: 2 } },
  errors: ORG_READ,
});

export const invitePeople = defineOperation({
  id: "invite-people",
  method: "post",
  path: "/organisations/{orgId}/invitations",
  tag: "Organisations",
  summary: "Invite people by e-mail (each gets a link valid 7 days)",
  description:
    "All or nothing: when members plus pending invitations would exceed the plan's seats, nothing is sent and the answer is 409 `no_seats_left`. Addresses that already have a pending invitation get a new link; members are left alone. Only owners invite managers.",
  auth: "user",
  params: orgId,
  body: { schema: inviteSchema, example: { people: [{ email: "ravi@example.com", name: "Ravi Kumar", team: "Sales" }], role: "learner" } },
  response: { status: 201, description: "Invited", schema: inviteResultSchema, example: { invited: [sampleInvitation], already_members: [] } },
  errors: [...ORG_WRITE, "no_seats_left", "rate_limited"],
  rateLimit: apiRateRules.organisationChanges,
  invalidMessage: "Please correct the highlighted fields.",
});

const invitationParams = { ...orgId, invitationId: "The invitation's `id`." };

export const resendInvitation = defineOperation({
  id: "resend-invitation",
  method: "post",
  path: "/organisations/{orgId}/invitations/{invitationId}/resend",
  tag: "Organisations",
  summary: "Mail a new link (valid 7 days; the old link stops working)",
  auth: "user",
  params: invitationParams,
  response: { status: 200, description: "Sent", schema: z.object({ invitation: invitationSchema }).meta({ id: "InvitationResent" }), example: { invitation: sampleInvitation } },
  errors: [...ORG_WRITE, "no_seats_left", "rate_limited"],
  rateLimit: apiRateRules.organisationChanges,
});

export const revokeInvitation = defineOperation({
  id: "revoke-invitation",
  method: "delete",
  path: "/organisations/{orgId}/invitations/{invitationId}",
  tag: "Organisations",
  summary: "Revoke a pending invitation (frees its seat)",
  auth: "user",
  params: invitationParams,
  response: { status: 204, description: "Revoked" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "not_found"],
});

const memberParams = { ...orgId, userId: "The member's `user_id`." };

export const updateMember = defineOperation({
  id: "update-member",
  method: "patch",
  path: "/organisations/{orgId}/members/{userId}",
  tag: "Organisations",
  summary: "Change a member's team (managers) or role (owners)",
  auth: "user",
  params: memberParams,
  body: { schema: memberPatchSchema, example: { team: "Data" } },
  response: { status: 200, description: "The member", schema: z.object({ member: z.object({ user_id: z.string(), role: z.string(), team: z.string().nullable() }) }).meta({ id: "MemberUpdated" }), example: { member: { user_id: sampleMember.user_id, role: "manager", team: "Data" } } },
  errors: [...ORG_WRITE, "last_owner"],
});

export const removeMember = defineOperation({
  id: "remove-member",
  method: "delete",
  path: "/organisations/{orgId}/members/{userId}",
  tag: "Organisations",
  summary: "Remove a member (frees the seat; their own progress stays theirs)",
  auth: "user",
  params: memberParams,
  response: { status: 204, description: "Removed" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "not_found", "last_owner"],
});

export const leaveOrganisation = defineOperation({
  id: "leave-organisation",
  method: "post",
  path: "/organisations/{orgId}/leave",
  tag: "Organisations",
  summary: "Leave the organisation (your progress stays yours)",
  auth: "user",
  params: orgId,
  response: { status: 204, description: "Left" },
  errors: ["unauthorized", "invalid_origin", "not_found", "last_owner"],
});

export const listTeams = defineOperation({
  id: "list-teams",
  method: "get",
  path: "/organisations/{orgId}/teams",
  tag: "Organisations",
  summary: "The organisation's teams with their member counts (managers and owners; API key)",
  auth: "user",
  orgKey: true,
  params: orgId,
  response: { status: 200, description: "The teams", schema: teamListSchema, example: { teams: [{ id: "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f", name: "Data", member_count: 4 }] } },
  errors: ORG_READ,
});

export const createTeam = defineOperation({
  id: "create-team",
  method: "post",
  path: "/organisations/{orgId}/teams",
  tag: "Organisations",
  summary: "Add a team (a name unique in the organisation, any case)",
  auth: "user",
  params: orgId,
  body: { schema: teamInputSchema, example: { name: "Data" } },
  response: { status: 201, description: "The team", schema: z.object({ team: teamSchema }).meta({ id: "TeamResponse" }), example: { team: { id: "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f", name: "Data", member_count: 0 } } },
  errors: ORG_WRITE,
});

const teamParams = { ...orgId, teamId: "The team's `id`." };
const sampleTeam = { id: "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f", name: "Data", member_count: 4 };

export const renameTeam = defineOperation({
  id: "rename-team",
  method: "patch",
  path: "/organisations/{orgId}/teams/{teamId}",
  tag: "Organisations",
  summary: "Rename a team (managers and owners); its members and assignments stay with it",
  auth: "user",
  params: teamParams,
  body: { schema: teamInputSchema, example: { name: "Data Science" } },
  response: { status: 200, description: "The team", schema: z.object({ team: teamSchema }).meta({ id: "TeamRenamed" }), example: { team: { ...sampleTeam, name: "Data Science" } } },
  errors: [...ORG_WRITE, "team_exists"],
  invalidMessage: "Please correct the highlighted fields.",
});

export const deleteTeam = defineOperation({
  id: "delete-team",
  method: "delete",
  path: "/organisations/{orgId}/teams/{teamId}",
  tag: "Organisations",
  summary: "Delete a team (managers and owners): its members and invitations stay, without a team; assignments made through it stay",
  auth: "user",
  params: teamParams,
  response: { status: 204, description: "Deleted" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "not_found", "organisation_read_only"],
});

export const setJoinDomain = defineOperation({
  id: "set-join-domain",
  method: "put",
  path: "/organisations/{orgId}/join-domain",
  tag: "Organisations",
  summary: "Let people with a confirmed address at the owner's company domain join without an invitation, while seats last (owners)",
  description:
    "`enabled: true` opens the organisation to the domain of the calling owner's own address; never to a public mail domain (gmail.com and the like: 409 `public_mail_domain`). `enabled: false` closes it. Joining takes a seat like an invitation, under the same seat check.",
  auth: "user",
  params: orgId,
  body: { schema: joinDomainSchema, example: { enabled: true } },
  response: { status: 200, description: "The organisation", schema: organisationResponseSchema, example: { organisation: { ...sampleOrganisation, join_domain: "tatasteel.com" } } },
  errors: [...ORG_WRITE, "public_mail_domain"],
});

export const joinableOrganisations = defineOperation({
  id: "joinable-organisations",
  method: "get",
  path: "/me/joinable-organisations",
  tag: "Organisations",
  summary: "Organisations the signed-in user may join by their confirmed address's domain",
  auth: "user",
  response: { status: 200, description: "The organisations", schema: joinableListSchema, example: { organisations: [{ id: sampleOrgId, name: "Tata Steel Learning", domain: "tatasteel.com", seats_left: 37 }] } },
  errors: ["unauthorized"],
});

export const joinByDomain = defineOperation({
  id: "join-by-domain",
  method: "post",
  path: "/organisations/{orgId}/join",
  tag: "Organisations",
  summary: "Join an organisation open to your confirmed address's domain, as a learner, while seats last",
  description: "404 when the organisation is not open to your domain (or your address is not confirmed); 409 `no_seats_left` when every seat is taken. Joining again changes nothing.",
  auth: "user",
  params: orgId,
  response: { status: 200, description: "A member now", schema: acceptedSchema, example: { organisation_id: sampleOrgId } },
  errors: ["unauthorized", "invalid_origin", "not_found", "organisation_read_only", "no_seats_left", "rate_limited"],
  rateLimit: apiRateRules.organisationChanges,
});

export const listAssignments = defineOperation({
  id: "list-assignments",
  method: "get",
  path: "/organisations/{orgId}/assignments",
  tag: "Organisations",
  summary: "Every assignment with the assignee's progress in that course and its due state (managers and owners; API key)",
  description: "Progress is shown only for the courses the organisation assigned: nothing of a member's other enrolments.",
  auth: "user",
  orgKey: true,
  params: orgId,
  response: { status: 200, description: "The assignments", schema: assignmentListSchema, example: { assignments: [sampleAssignment] } },
  errors: ORG_READ,
});

export const assignCourse = defineOperation({
  id: "assign-course",
  method: "post",
  path: "/organisations/{orgId}/assignments",
  tag: "Organisations",
  summary: "Assign an active course to members or a team, with an optional due date; they are enrolled",
  description: "Assigning a course a member already has from this organisation changes nothing (`unchanged`).",
  auth: "user",
  params: orgId,
  body: { schema: assignSchema, example: { course_id: sampleAssignment.course_id, team_id: "4c5d6e7f-8a9b-4c0d-8e1f-2a3b4c5d6e7f", due_date: "2026-12-31" } },
  response: { status: 201, description: "Assigned", schema: assignResultSchema, example: { assigned: 4, unchanged: 0 } },
  errors: [...ORG_WRITE, "rate_limited"],
  rateLimit: apiRateRules.organisationChanges,
  invalidMessage: "Please correct the highlighted fields.",
});

export const removeAssignment = defineOperation({
  id: "remove-assignment",
  method: "delete",
  path: "/organisations/{orgId}/assignments/{assignmentId}",
  tag: "Organisations",
  summary: "Remove an assignment (the learner keeps their enrolment, progress and certificate)",
  auth: "user",
  params: { ...orgId, assignmentId: "The assignment's `id`." },
  response: { status: 204, description: "Removed" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "not_found"],
});

export const listApiKeys = defineOperation({
  id: "list-organisation-api-keys",
  method: "get",
  path: "/organisations/{orgId}/api-keys",
  tag: "Organisations",
  summary: "The organisation's read-only API keys (owners)",
  auth: "user",
  params: orgId,
  response: { status: 200, description: "The keys (never the secrets)", schema: apiKeyListSchema, example: { keys: [sampleKey] } },
  errors: ORG_READ,
});

export const createApiKey = defineOperation({
  id: "create-organisation-api-key",
  method: "post",
  path: "/organisations/{orgId}/api-keys",
  tag: "Organisations",
  summary: "Make a read-only API key (owners); its secret is shown this once",
  auth: "user",
  params: orgId,
  body: { schema: apiKeyInputSchema, example: { name: "HR system" } },
  response: { status: 201, description: "The key and its secret", schema: apiKeyCreatedSchema, example: { key: sampleKey, secret: "cxo_Ab3dE…" } },
  errors: ["validation_error", "invalid_json", "unauthorized", "forbidden", "invalid_origin", "not_found", "unsupported_media_type"],
});

export const revokeApiKey = defineOperation({
  id: "revoke-organisation-api-key",
  method: "delete",
  path: "/organisations/{orgId}/api-keys/{keyId}",
  tag: "Organisations",
  summary: "Revoke an API key (owners)",
  auth: "user",
  params: { ...orgId, keyId: "The key's `id`." },
  response: { status: 204, description: "Revoked" },
  errors: ["unauthorized", "forbidden", "invalid_origin", "not_found"],
});

export const myAssignments = defineOperation({
  id: "my-assignments",
  method: "get",
  path: "/me/assignments",
  tag: "Account",
  summary: "The courses organisations assigned to the signed-in user, with due dates",
  auth: "user",
  response: {
    status: 200,
    description: "The assignments",
    schema: z
      .object({ assignments: z.array(z.object({ course_id: z.uuid(), organisation: z.string(), due_date: z.string().nullable(), due_state: z.enum(["none", "upcoming", "overdue", "completed"]) })) })
      .meta({ id: "MyAssignments" }),
    example: { assignments: [{ course_id: sampleAssignment.course_id, organisation: "Tata Steel Learning", due_date: "2026-12-31", due_state: "upcoming" }] },
  },
  errors: ["unauthorized"],
});

const tokenParam = { token: "The token from the invitation link." };

export const viewInvitation = defineOperation({
  id: "view-invitation",
  method: "get",
  path: "/invitations/{token}",
  tag: "Organisations",
  summary: "What an invitation link is for: the organisation, the address, whether it has an account",
  params: tokenParam,
  response: {
    status: 200,
    description: "The invitation",
    schema: invitationViewSchema,
    example: { organisation: "Tata Steel Learning", email: "ravi@example.com", role: "learner", account_exists: false, expires_at: "2026-12-02T10:00:00.000Z" },
  },
  errors: ["invalid_token", "rate_limited"],
  rateLimit: apiRateRules.lookups,
});

export const acceptInvitation = defineOperation({
  id: "accept-invitation",
  method: "post",
  path: "/invitations/{token}/accept",
  tag: "Organisations",
  summary: "Accept an invitation as the signed-in user (the account's address must be the invited one)",
  auth: "user",
  params: tokenParam,
  response: { status: 200, description: "A member now", schema: acceptedSchema, example: { organisation_id: sampleOrgId } },
  errors: ["unauthorized", "forbidden", "invalid_origin", "invalid_token"],
});

export const signUpFromInvitation = defineOperation({
  id: "sign-up-from-invitation",
  method: "post",
  path: "/invitations/{token}/sign-up",
  tag: "Organisations",
  summary: "Create an account for the invited address and join; the link proves the address (no confirmation mail)",
  description: "Then sign in with the address and the password. An address that has an account answers 409 `account_exists`: sign in and accept instead.",
  params: tokenParam,
  body: { schema: invitationSignUpSchema, example: { name: "Ravi Kumar", password: "Secur3Passw0rd" } },
  response: { status: 201, description: "Account made, a member now", schema: acceptedSchema, example: { organisation_id: sampleOrgId } },
  errors: ["validation_error", "invalid_json", "weak_password", "invalid_origin", "invalid_token", "account_exists", "unsupported_media_type", "rate_limited"],
  rateLimit: apiRateRules.register,
  invalidMessage: "Please correct the highlighted fields.",
});

export const adminListOrganisations = defineOperation({
  id: "admin-list-organisations",
  method: "get",
  path: "/admin/organisations",
  tag: "Staff",
  summary: "Every organisation: plan, seats used, trial end, owner",
  auth: "admin",
  response: {
    status: 200,
    description: "The organisations",
    schema: adminOrganisationListSchema,
    example: {
      organisations: [
        { id: sampleOrgId, name: "Tata Steel Learning", plan: "corporate", status: "trial", seats: 40, seats_used: 3, trial_ends_at: "2026-12-09T10:00:00.000Z", owner_email: "asha@example.com", created_at: "2026-11-25T10:00:00.000Z" },
      ],
    },
  },
  errors: STAFF_READ,
});

export const adminChangeOrganisation = defineOperation({
  id: "admin-change-organisation",
  method: "post",
  path: "/admin/organisations/{orgId}",
  tag: "Staff",
  summary: "Extend an organisation's trial (by `days`, 14 unless said), make its plan active, or suspend it (audited)",
  auth: "admin",
  params: orgId,
  body: { schema: adminOrganisationActionSchema, example: { action: "extend", days: 14 } },
  response: {
    status: 200,
    description: "The organisation now",
    schema: z.object({ organisation: adminOrganisationListSchema.shape.organisations.element }).meta({ id: "AdminOrganisationResponse" }),
    example: {
      organisation: { id: sampleOrgId, name: "Tata Steel Learning", plan: "corporate", status: "active", seats: 40, seats_used: 3, trial_ends_at: null, owner_email: "asha@example.com", created_at: "2026-11-25T10:00:00.000Z" },
    },
  },
  errors: [...STAFF_WRITE, "not_found"],
});
