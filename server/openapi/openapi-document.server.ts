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
import { newsletterSchema } from "#contracts/newsletter";
import {
  myRegistrationsResponseSchema,
  registrationBodySchema,
  registrationItemsQuerySchema,
  registrationItemsResponseSchema,
  registrationResultSchema,
} from "#contracts/registrations";

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

const sampleLiveItem = {
  kind: "seminar",
  id: "rag-in-production",
  title: "Retrieval-Augmented Generation in Production",
  capacity: 120,
  taken: 65,
  seats_left: 55,
  full: false,
  starts_at: "2027-02-18T05:30:00.000Z",
  ends_at: "2027-02-18T08:30:00.000Z",
  place: "HITEC City, Hyderabad",
  price: 3000,
  open: true,
  registered: true,
};
const sampleRegistration = {
  id: "3c9e7f10-2b4d-4e6a-8f1c-7d5b9a0e2c44",
  kind: "seminar",
  item_id: "rag-in-production",
  status: "registered",
  created_at: "2026-12-01T09:20:00.000Z",
  cancelled_at: null,
  past: false,
  item: {
    title: sampleLiveItem.title,
    start_date: "2027-02-18",
    end_date: "2027-02-18",
    time: "11:00 AM IST",
    starts_at: sampleLiveItem.starts_at,
    ends_at: sampleLiveItem.ends_at,
    place: sampleLiveItem.place,
    price: 3000,
    join_url: null,
  },
};

interface Operation {
  method: "get" | "post" | "patch";
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
    method: "get", path: "/registrations/items", tag: "Registrations", query: registrationItemsQuerySchema,
    summary: "Workshops, seminars, events, webinars and masterclasses with their live seat counts (and, signed in, which you hold)",
    response: { status: 200, schema: registrationItemsResponseSchema, example: { items: [sampleLiveItem], signed_in: true }, description: "The items" },
    errors: [400],
  },
  {
    method: "post", path: "/registrations", tag: "Registrations", summary: "Register the signed-in user (a confirmation e-mail with a calendar entry is sent)", auth: true,
    body: { schema: registrationBodySchema, example: { kind: "seminar", item_id: "rag-in-production" } },
    response: { status: 201, schema: registrationResultSchema, example: { registration: sampleRegistration, item: sampleLiveItem }, description: "Registered; the item's seats now" },
    errors: [400, 401, 404, 409, 415, 429],
  },
  {
    method: "get", path: "/registrations", tag: "Registrations", summary: "The signed-in user's registrations, soonest first", auth: true,
    response: { status: 200, schema: myRegistrationsResponseSchema, example: { registrations: [sampleRegistration] }, description: "Live registrations, upcoming and past" },
    errors: [401],
  },
  {
    method: "post", path: "/registrations/{registrationId}/cancel", tag: "Registrations", summary: "Cancel a registration (frees the seat; a cancellation e-mail is sent)", auth: true, pathParams: ["registrationId"],
    response: {
      status: 200, schema: registrationResultSchema, description: "Cancelled; the item's seats now",
      example: { registration: { ...sampleRegistration, status: "cancelled", cancelled_at: "2026-12-02T10:00:00.000Z" }, item: { ...sampleLiveItem, taken: 64, seats_left: 56, registered: false } },
    },
    errors: [401, 404, 409],
  },
  {
    method: "post", path: "/newsletter", tag: "Site", summary: "Subscribe an e-mail address to the newsletter",
    body: { schema: newsletterSchema, example: { email: "reader@example.com" } },
    response: { status: 201, schema: z.object({ subscribed: z.literal(true), email: z.string() }), example: { subscribed: true, email: "reader@example.com" }, description: "Subscribed (also when it already was)" },
    errors: [400, 415],
  },
];

const errorText: Record<number, string> = {
  400: "Invalid input", 401: "Not signed in, or invalid credentials", 403: "Forbidden", 404: "Not found",
  409: "Conflict", 415: "Send JSON", 422: "Unprocessable", 429: "Too many requests",
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
        [op.response.status]: {
          description: op.response.description,
          content: { "application/json": { schema: out(op.response.schema), example: op.response.example } },
        },
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
        "The REST API of the Cortexa AI learning platform: accounts, the course catalogue, enrolment and progress, and registrations for workshops, seminars, events, webinars and masterclasses. JSON in and out; errors are `{ \"error\": { \"code\", \"message\", \"fields\"? } }`.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    tags: [{ name: "Authentication" }, { name: "Courses" }, { name: "Progress" }, { name: "Registrations" }, { name: "Site" }],
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
