import { z } from "#contracts/zod";
import { apiUserSchema, loginBodySchema, refreshBodySchema, registerBodySchema, tokenResponseSchema } from "#contracts/api-auth";
import {
  courseSchema,
  coursesQuerySchema,
  coursesResponseSchema,
  enrollBodySchema,
  enrollmentSchema,
  progressBodySchema,
  progressResponseSchema,
} from "#contracts/catalogue";
import { accountSessionSchema, deleteAccountSchema } from "#contracts/account";
import { newsletterSchema, newsletterTokenSchema } from "#contracts/newsletter";

// The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the handlers validate
// with. Each operation carries an example; a test validates every example against its schema.

// Named schemas (.meta({ id })) go to components.schemas and are referenced from there.
let components: Record<string, unknown> = {};
function toJsonSchema(schema: z.ZodType, io: "input" | "output") {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  const result = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as Record<string, any>;
  delete result.$schema;
  if (result.$defs) {
    Object.assign(components, result.$defs);
    delete result.$defs;
  }
  return result;
}
const json = (schema: z.ZodType) => toJsonSchema(schema, "input");
const out = (schema: z.ZodType) => toJsonSchema(schema, "output");

const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }) })
  .meta({ id: "Error" });

const sampleCourse = {
  id: "5b0f8e1e-3c1a-4f7e-9a57-2f1c7b9d8e21",
  title: "Machine Learning with scikit-learn",
  description: "Build, evaluate and tune supervised and unsupervised models.",
  category: "machine-learning",
  level: "beginner",
  duration: "10 weeks",
  price: 34999,
  features: ["Supervised and unsupervised learning", "Feature engineering", "Model evaluation and tuning"],
  is_active: true,
};
const sampleUser = { id: "V1StGXR8Z5jdHi6BmyT7pQk2aE3n4MfL", email: "asha@example.com", name: "Asha Verma" };
const sampleEnrollment = {
  id: "9d6c2a41-6f0e-4b8a-8d1e-5a7c3b2e1f00",
  user_id: sampleUser.id,
  program_id: sampleCourse.id,
  status: "active",
  progress: 33,
  completed_modules: [1],
  enrolled_at: "2026-11-20T10:15:00.000Z",
  program: { title: sampleCourse.title, category: sampleCourse.category, duration: sampleCourse.duration, level: sampleCourse.level, features: sampleCourse.features },
};
const sampleTokens = {
  token: "kX1vQ8bS3m2J9aT6yR4wZ0cN7pL5dF2h",
  token_type: "Bearer",
  expires_in: 604800,
  refresh_token: "r3Fr35h-t0k3n-us3-0nc3-Lq9Xv2Bn7Mk4Pz8W",
  user: sampleUser,
};

interface Operation {
  method: "get" | "post" | "patch" | "delete";
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  body?: { schema: z.ZodType; example: unknown };
  response: { status: number; schema: z.ZodType; example: unknown; description: string };
  errors: number[];
  query?: z.ZodObject;
  pathParams?: string[];
}

export const operations: Operation[] = [
  {
    method: "post", path: "/auth/login", tag: "Authentication", summary: "Sign in and get a bearer token",
    body: { schema: loginBodySchema, example: { email: "asha@example.com", password: "Secur3Passw0rd" } },
    response: { status: 200, schema: tokenResponseSchema, example: sampleTokens, description: "Tokens and the user" },
    errors: [400, 401, 403, 429],
  },
  {
    method: "post", path: "/auth/register", tag: "Authentication", summary: "Create an account (a confirmation e-mail is sent)",
    body: { schema: registerBodySchema, example: { email: "asha@example.com", password: "Secur3Passw0rd", name: "Asha Verma" } },
    response: {
      status: 201,
      schema: z.object({ user: apiUserSchema, message: z.string() }),
      example: { user: sampleUser, message: "Check your email to confirm your account!" },
      description: "Account created; confirm the e-mail address before signing in",
    },
    errors: [400, 409, 429],
  },
  {
    method: "post", path: "/auth/refresh", tag: "Authentication", summary: "Exchange a refresh token for new tokens (the old ones stop working)",
    body: { schema: refreshBodySchema, example: { refresh_token: sampleTokens.refresh_token } },
    response: { status: 200, schema: tokenResponseSchema, example: sampleTokens, description: "New tokens" },
    errors: [400, 401],
  },
  {
    method: "get", path: "/courses", tag: "Courses", summary: "List active courses", query: coursesQuerySchema,
    response: {
      status: 200, schema: coursesResponseSchema, description: "A page of courses",
      example: { data: [sampleCourse], pagination: { page: 1, limit: 20, total: 1, total_pages: 1 } },
    },
    errors: [400],
  },
  {
    method: "get", path: "/courses/{courseId}", tag: "Courses", summary: "One active course", pathParams: ["courseId"],
    response: { status: 200, schema: courseSchema, example: sampleCourse, description: "The course" },
    errors: [404],
  },
  {
    method: "post", path: "/courses/{courseId}/enroll", tag: "Courses", summary: "Enrol the signed-in user", auth: true, pathParams: ["courseId"],
    body: { schema: enrollBodySchema, example: { payment_method: "upi" } },
    response: { status: 201, schema: z.object({ enrollment: enrollmentSchema }), example: { enrollment: { ...sampleEnrollment, progress: 0, completed_modules: [] } }, description: "Enrolled" },
    errors: [400, 401, 404, 409],
  },
  {
    method: "get", path: "/users/{userId}/progress", tag: "Progress", summary: "The signed-in user's progress in every course", auth: true, pathParams: ["userId"],
    response: { status: 200, schema: progressResponseSchema, example: { user_id: sampleUser.id, enrollments: [sampleEnrollment] }, description: "Enrolments with progress" },
    errors: [401, 403],
  },
  {
    method: "post", path: "/courses/{courseId}/progress", tag: "Progress", summary: "Mark a module completed or not", auth: true, pathParams: ["courseId"],
    body: { schema: progressBodySchema, example: { module_id: 1, completed: true } },
    response: { status: 200, schema: z.object({ enrollment: enrollmentSchema }), example: { enrollment: sampleEnrollment }, description: "The enrolment with its new progress" },
    errors: [400, 401, 404],
  },
  {
    method: "get", path: "/me/enrollments", tag: "Progress", summary: "The signed-in user's enrolments", auth: true,
    response: { status: 200, schema: z.object({ enrollments: z.array(enrollmentSchema) }), example: { enrollments: [sampleEnrollment] }, description: "Enrolments" },
    errors: [401],
  },
  {
    method: "post", path: "/newsletter", tag: "Site", summary: "Ask for the newsletter: a confirmation link is mailed to the address (double opt-in)",
    body: { schema: newsletterSchema, example: { email: "reader@example.com" } },
    response: {
      status: 202,
      schema: z.object({ email: z.string(), status: z.literal("confirmation_sent") }),
      example: { email: "reader@example.com", status: "confirmation_sent" },
      description: "A confirmation link was mailed, or the address was already subscribed or sent one minutes ago (the same answer: it does not tell who subscribes). The address is subscribed only once the link is opened. 10 addresses per client an hour.",
    },
    errors: [400, 415, 429, 503],
  },
  {
    method: "post", path: "/newsletter/confirm", tag: "Site", summary: "Confirm a subscription with the token of the mailed link (works once)",
    body: { schema: newsletterTokenSchema, example: { token: "q3Yb0b9mJxv2a8sLw4nVZ1kR6tE5uHcP0oD7gF2iK9M" } },
    response: { status: 200, schema: z.object({ email: z.string(), status: z.literal("subscribed") }), example: { email: "reader@example.com", status: "subscribed" }, description: "Subscribed" },
    errors: [400, 404, 415],
  },
  {
    method: "post", path: "/newsletter/unsubscribe", tag: "Site",
    summary: "Unsubscribe: one click (RFC 8058, the List-Unsubscribe URL of every newsletter mail, token in the query, any body) or the unsubscribe page (JSON token)",
    query: z.object({ token: z.string().optional() }),
    body: { schema: newsletterTokenSchema, example: { token: "4f1c0d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e" } },
    response: { status: 200, schema: z.object({ email: z.string(), status: z.literal("unsubscribed") }), example: { email: "reader@example.com", status: "unsubscribed" }, description: "The address is erased" },
    errors: [400, 404],
  },
  {
    method: "get", path: "/me/sessions", tag: "Account", summary: "Where the signed-in user is signed in (this session first)", auth: true,
    response: {
      status: 200,
      schema: z.object({ sessions: z.array(accountSessionSchema) }),
      example: { sessions: [{ id: "Zb2kQ9xW4mT7aR1c", device: "Chrome on Windows", ip_address: "203.0.113.7", created_at: "2026-11-20T10:15:00.000Z", last_used_at: "2026-11-21T08:02:00.000Z", expires_at: "2026-12-20T10:15:00.000Z", current: true }] },
      description: "Sessions",
    },
    errors: [401],
  },
  {
    method: "delete", path: "/me/sessions", tag: "Account", summary: "Sign out every other session (and so their API tokens)", auth: true,
    response: { status: 200, schema: z.object({ ended: z.number().int() }), example: { ended: 2 }, description: "How many sessions ended" },
    errors: [401, 403],
  },
  {
    method: "delete", path: "/me/sessions/{sessionId}", tag: "Account", summary: "Sign out one session of the signed-in user", auth: true, pathParams: ["sessionId"],
    response: { status: 204, schema: z.undefined(), example: undefined, description: "Signed out" },
    errors: [401, 403, 404],
  },
  {
    method: "get", path: "/me/export", tag: "Account", summary: "Download everything we hold about the signed-in user (JSON attachment)", auth: true,
    response: {
      status: 200,
      schema: z.object({ format: z.literal("cortexa-learner-data/1"), exported_at: z.string() }).loose(),
      example: { format: "cortexa-learner-data/1", exported_at: "2026-11-21T08:02:00.000Z", account: { email: "asha@example.com" }, profile: null, enrollments: [], certificates: [], contact_inquiries: [], newsletter_subscription: null, sessions: [] },
      description: "Account, sign-in methods, profile, enrolments, certificates, inquiries sent with the account's address, newsletter subscription and sessions",
    },
    errors: [401],
  },
  {
    method: "delete", path: "/me", tag: "Account", summary: "Delete the signed-in user's account, with the password or a two-factor code", auth: true,
    body: { schema: deleteAccountSchema, example: { password: "Secur3Passw0rd" } },
    response: { status: 204, schema: z.undefined(), example: undefined, description: "Deleted: the profile, sign-in methods and sessions are erased, enrolments kept anonymised" },
    errors: [400, 401, 403],
  },
];

const errorText: Record<number, string> = {
  400: "Invalid input", 401: "Not signed in, or invalid credentials", 403: "Forbidden", 404: "Not found",
  409: "Conflict", 415: "Send JSON", 422: "Unprocessable", 429: "Too many requests", 503: "Unavailable: try again later",
};

export function openApiDocument(serverUrl: string) {
  components = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [
      ...(op.pathParams ?? []).map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
      ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({ name, in: "query", required: false, schema: json(schema as z.ZodType) })),
    ];
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(op.auth && { security: [{ bearerAuth: [] }, { sessionCookie: [] }] }),
      ...(parameters.length && { parameters }),
      ...(op.body && {
        requestBody: { required: true, content: { "application/json": { schema: json(op.body.schema), example: op.body.example } } },
      }),
      responses: {
        [op.response.status]:
          op.response.status === 204
            ? { description: op.response.description }
            : { description: op.response.description, content: { "application/json": { schema: out(op.response.schema), example: op.response.example } } },
        ...Object.fromEntries(
          op.errors.map((status) => [status, { description: errorText[status], content: { "application/json": { schema: out(errorSchema) } } }]),
        ),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cortexa AI API",
      version: "1.0.0",
      description:
        "The REST API of the Cortexa AI learning platform: accounts, the course catalogue, enrolment and progress. JSON in and out; errors are `{ \"error\": { \"code\", \"message\", \"fields\"? } }`.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    tags: [{ name: "Authentication" }, { name: "Courses" }, { name: "Progress" }, { name: "Site" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "The `token` from POST /auth/login" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The website's session" },
      },
    },
  };
}
