import type { Logger } from "pino";
import { eq, inArray } from "drizzle-orm";
import { QUOTE_PLAN, roleAtLeast } from "#contracts/organisations";
import * as ops from "#contracts/organisations/operations";
import { paths } from "#contracts/pages";
import type { AppDeps } from "../context.server";
import type { Database } from "../db/client.server";
import { accountLocale } from "../i18n/locale.server";
import { storeInquiry } from "../contact/inquiries.server";
import { users } from "../db/schema";
import { fail } from "../http/api-error.server";
import { route, uuidParam } from "../http/operation.server";
import type { MailMessage } from "../mail/mailer.server";
import { passwordProblem } from "../auth/password-policy.server";
import { assertWritable, organisationAccess } from "./access.server";
import { createKey, keysOf, revokeKey } from "./api-key-queries.server";
import { assign, assignmentsOf, myAssignments, removeAssignment } from "./assignment-queries.server";
import { invitationMail, quoteNotificationMail } from "./organisation-mails.server";
import {
  acceptInvitation,
  createOrganisation,
  createTeam,
  endMembership,
  invitationByToken,
  invite,
  memberRole,
  organisationJson,
  organisationsOf,
  peopleOf,
  resend,
  revoke,
  seatsUsed,
  teamsOf,
  updateMember,
  type SentInvitation,
} from "./organisation-queries.server";

// /api/v1/organisations (issue 26; docs/decisions/020-organisations.md). Every handler that names
// an organisation asks organisationAccess() first, on each request, with the role it needs.

function invalidLink(): never {
  fail("invalid_token", "This invitation link is no longer valid: it was used, revoked, or is more than 7 days old. Ask for a new one.");
}

async function sendAll(deps: AppDeps, logger: Logger, mails: MailMessage[]) {
  // Mail after the commit: a slow or failing mail server never holds the organisation's lock.
  await Promise.all(mails.map((mail) => deps.mailer.send(mail).catch((err) => logger.error({ err, subject: mail.subject }, "organisation e-mail failed"))));
}

export function organisationRoutes(deps: AppDeps) {
  const joinLink = (token: string) => `${deps.origin}${paths.teamJoin}?token=${encodeURIComponent(token)}`;
  // Each invitation in the invitee's language when they have an account, else in the inviter's.
  const invitationMails = async (db: Database, sent: SentInvitation[], organisation: string, inviter: { id: string; name: string }) => {
    const fallback = await accountLocale(db, inviter.id);
    const emails = sent.map((s) => s.invitation.email);
    const known = emails.length ? await db.select({ email: users.email, locale: users.locale }).from(users).where(inArray(users.email, emails)) : [];
    const localeOf = new Map(known.map((k) => [k.email, k.locale]));
    return sent.map(({ invitation, token }) =>
      invitationMail({ to: invitation.email, name: invitation.name, organisation, inviter: inviter.name, role: invitation.role, link: joinLink(token), locale: localeOf.get(invitation.email) ?? fallback }),
    );
  };

  return [
    route(ops.createOrganisation, async (c, { body }) => {
      const organisation = await createOrganisation(c.var.db, c.var.user.id, body.name, body.plan);
      c.var.logger.info({ organisationId: organisation.id, plan: body.plan }, "organisation started on trial");
      return { organisation };
    }),
    route(ops.myOrganisations, async (c) => ({ organisations: await organisationsOf(c.var.db, c.var.user.id) })),
    route(ops.requestQuote, async (c, { body }) => {
      const user = c.var.user;
      const subject = `Quote request: ${QUOTE_PLAN.name}`;
      const message = `Team size: ${body.team_size}\n\n${body.needs}`;
      const stored = await storeInquiry(c.var.db, { name: user.name, email: user.email, company: body.organisation, phone: null, subject, message }, null);
      if (!stored.stored) fail("rate_limited", "You have sent several messages in the last hour. Please try again later.");
      if (deps.contactNotifyEmail) {
        await sendAll(deps, c.var.logger, [
          quoteNotificationMail(deps.contactNotifyEmail, { id: stored.id, from: user.email, organisation: body.organisation, teamSize: body.team_size, needs: body.needs, inboxUrl: `${deps.origin}${paths.adminInquiries}` }),
        ]);
      }
      return { id: stored.id };
    }),
    route(ops.getOrganisation, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "learner");
      return { organisation: organisationJson(scope.organisation, await seatsUsed(c.var.db, scope.orgId), scope.role) };
    }),
    route(ops.listPeople, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const people = await peopleOf(c.var.db, scope.orgId);
      return { ...people, seats: scope.organisation.seats, seats_used: people.members.length + people.invitations.filter((i) => !i.expired).length };
    }),
    route(ops.invitePeople, async (c, { params, body }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      // Managers invite learners; only owners make managers.
      if (body.role === "manager" && !roleAtLeast(scope.role, "owner")) fail("forbidden", "Only an owner can invite managers.");
      const { sent, alreadyMembers } = await invite(c.var.db, { orgId: scope.orgId, invitedBy: c.var.user.id, people: body.people, role: body.role });
      c.var.logger.info({ organisationId: scope.orgId, invited: sent.length }, "people invited");
      await sendAll(deps, c.var.logger, await invitationMails(c.var.db, sent, scope.organisation.name, c.var.user));
      return { invited: sent.map((s) => s.invitation), already_members: alreadyMembers };
    }),
    route(ops.resendInvitation, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const id = uuidParam(params.invitationId) ?? fail("not_found", "No invitation of this organisation has this id.");
      const sent = (await resend(c.var.db, scope.orgId, id)) ?? fail("not_found", "No invitation of this organisation has this id.");
      await sendAll(deps, c.var.logger, await invitationMails(c.var.db, [sent], scope.organisation.name, c.var.user));
      return { invitation: sent.invitation };
    }),
    route(ops.revokeInvitation, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const id = uuidParam(params.invitationId);
      if (!id || !(await revoke(c.var.db, scope.orgId, id))) fail("not_found", "No invitation of this organisation has this id.");
      return c.body(null, 204);
    }),
    route(ops.updateMember, async (c, { params, body }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      if (body.role !== undefined && !roleAtLeast(scope.role, "owner")) fail("forbidden", "Only an owner can change roles.");
      const result = await updateMember(c.var.db, scope.orgId, params.userId, body);
      if (result === "not_member") fail("not_found", "No member of this organisation has this id.");
      if (result === "last_owner") fail("last_owner", "An organisation needs an owner: make someone else owner first.");
      return { member: result };
    }),
    route(ops.removeMember, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const target = await memberRole(c.var.db, scope.orgId, params.userId);
      // A manager removes learners and managers; only an owner removes an owner.
      if (target === "owner" && scope.role !== "owner") fail("forbidden", "Only an owner can remove an owner.");
      const result = await endMembership(c.var.db, scope.orgId, params.userId);
      if (result === "not_member") fail("not_found", "No member of this organisation has this id.");
      if (result === "last_owner") fail("last_owner", "An organisation needs an owner: make someone else owner first.");
      return c.body(null, 204);
    }),
    route(ops.leaveOrganisation, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "learner");
      const result = await endMembership(c.var.db, scope.orgId, c.var.user.id);
      if (result === "last_owner") fail("last_owner", "You are this organisation's only owner: make someone else owner before you leave.");
      return c.body(null, 204);
    }),
    route(ops.listTeams, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      return { teams: await teamsOf(c.var.db, scope.orgId) };
    }),
    route(ops.createTeam, async (c, { params, body }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      assertWritable(scope.organisation);
      return { team: await createTeam(c.var.db, scope.orgId, body.name) };
    }),
    route(ops.listAssignments, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      return { assignments: await assignmentsOf(c.var.db, scope.orgId) };
    }),
    route(ops.assignCourse, async (c, { params, body }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const result = await assign(c.var.db, { orgId: scope.orgId, assignedBy: c.var.user.id, courseId: body.course_id, userIds: body.user_ids, teamId: body.team_id ?? null, dueDate: body.due_date });
      return result;
    }),
    route(ops.removeAssignment, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "manager");
      const id = uuidParam(params.assignmentId);
      if (!id || !(await removeAssignment(c.var.db, scope.orgId, id))) fail("not_found", "No assignment of this organisation has this id.");
      return c.body(null, 204);
    }),
    route(ops.listApiKeys, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "owner");
      return { keys: await keysOf(c.var.db, scope.orgId) };
    }),
    route(ops.createApiKey, async (c, { params, body }) => {
      const scope = await organisationAccess(c, params.orgId, "owner");
      const made = await createKey(c.var.db, scope.orgId, body.name, c.var.user.id);
      c.var.logger.info({ organisationId: scope.orgId, keyId: made.key.id }, "organisation API key made");
      return made;
    }),
    route(ops.revokeApiKey, async (c, { params }) => {
      const scope = await organisationAccess(c, params.orgId, "owner");
      const id = uuidParam(params.keyId);
      if (!id || !(await revokeKey(c.var.db, scope.orgId, id))) fail("not_found", "No API key of this organisation has this id.");
      return c.body(null, 204);
    }),
    route(ops.myAssignments, async (c) => ({ assignments: await myAssignments(c.var.db, c.var.user.id) })),
    route(ops.viewInvitation, async (c, { params }) => {
      const found = (await invitationByToken(c.var.db, params.token)) ?? invalidLink();
      const [account] = await c.var.db.select({ id: users.id }).from(users).where(eq(users.email, found.invitation.email));
      c.header("Cache-Control", "no-store");
      return { organisation: found.organisation, email: found.invitation.email, role: found.invitation.role, account_exists: Boolean(account), expires_at: found.invitation.expiresAt.toISOString() };
    }),
    route(ops.acceptInvitation, async (c, { params }) => {
      const result = await acceptInvitation(c.var.db, params.token, c.var.user.id, c.var.user.email);
      if (result === null) invalidLink();
      if (result === "other_address") fail("forbidden", "This invitation is for another e-mail address: sign in with the invited address.");
      return { organisation_id: result };
    }),
    route(ops.signUpFromInvitation, async (c, { params, body }) => {
      const found = (await invitationByToken(c.var.db, params.token)) ?? invalidLink();
      const problem = passwordProblem(body.password);
      if (problem) fail("weak_password", problem.message, { password: problem.message });
      const email = found.invitation.email;
      const [existing] = await c.var.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) fail("account_exists", "An account with this address exists: sign in to accept the invitation.");
      // The link was mailed to this address: opening it proves the address, so the account starts
      // confirmed (no second mail). better-auth makes it, with its hooks (profile, role).
      const context = await deps.auth.$context;
      let userId: string;
      try {
        const user = await context.internalAdapter.createUser({ email, name: body.name, emailVerified: true }, { method: "email-password" });
        await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await context.password.hash(body.password) });
        userId = user.id;
      } catch {
        // Two sign-ups from one link at once: the unique address lets one through.
        fail("account_exists", "An account with this address exists: sign in to accept the invitation.");
      }
      const result = await acceptInvitation(c.var.db, params.token, userId, email);
      if (result === null || result === "other_address") invalidLink();
      c.var.logger.info({ organisationId: result }, "account made from an invitation");
      return { organisation_id: result };
    }),
  ];
}
