// The OpenAPI document's tags, in order, each with its intro (the /api-docs page's tab intros).

/** The document's tags, in order. The first three are the /api-docs page's tabs (spec section 2). */
export const apiTags = [
  {
    name: "Authentication",
    description:
      "Create an account, confirm the e-mail address with the link we send, then sign in to get a bearer token. Send it as `Authorization: Bearer <token>` on the calls that need a signed-in user; when it expires, exchange the refresh token for new tokens.",
  },
  {
    name: "Courses",
    description:
      "The course catalogue is public: no token needed to list or read courses. Enrolling needs a signed-in user. Lists are paged: `page` 1 and `limit` 20 courses per page unless you ask otherwise.",
  },
  {
    name: "Progress",
    description:
      "A course has modules, in order: `GET /courses/{courseId}` lists them, and an enrolled learner reads their lesson text with `GET /courses/{courseId}/modules`. Mark modules completed (by their `id`) as the learner finishes them; progress is the share of completed modules in whole percent.",
  },
  { name: "Account", description: "The signed-in user's own account and profile." },
  {
    name: "Registrations",
    description:
      "Seats at the workshops, seminars, events, webinars and masterclasses of the listing pages. The items and their live seat counts are public; registering, listing and cancelling need a signed-in user. Each registration and cancellation is confirmed by e-mail with a calendar file.",
  },
  {
    name: "Certificates",
    description:
      "A learner who completes every module of a course gets a certificate once, with a code such as `ABCD-EFGH-JKMN`. Anyone holding the code can check it (no token needed; at most 60 checks per minute per client); the learner lists their certificates and downloads each as a PDF with a QR code of its verification link.",
  },
  {
    name: "Quizzes",
    description:
      "A module may have a quiz: start an attempt (its questions come without their answers), submit it once before its deadline, and the server scores it. A module with a quiz is completed by passing it, not by marking it done.",
  },
  {
    name: "Organisations",
    description:
      "An organisation's people, teams, invitations and program assignments. Each call is checked against the caller's membership and role in that organisation (owner, manager, learner); another organisation's id answers 404. The read calls marked so also take the organisation's read-only API key (`Authorization: Bearer cxo_…`), made by its owner.",
  },
  { name: "Site", description: "The website's forms: the newsletter and the contact form. No token needed." },
  {
    name: "Staff",
    description:
      "The staff inbox: contact inquiries, newsletter subscribers, enrolments and registrations, certificates (find and revoke), accounts (find one, sign it out everywhere), and the catalogue's programs with their modules and the history of their changes. Needs an account with the admin role and two-factor sign-in on.",
  },
  { name: "Reference", description: "This document and the interactive reference." },
] as const;

export type ApiTag = (typeof apiTags)[number]["name"];
