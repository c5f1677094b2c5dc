import { z } from "#contracts/zod";
import { apiUserSchema, loginBodySchema, refreshBodySchema, registerBodySchema, tokenResponseSchema } from "#contracts/api-auth";
import {
  courseDetailSchema,
  courseModulesResponseSchema,
  coursesQuerySchema,
  coursesResponseSchema,
  enrollBodySchema,
  enrollmentSchema,
  progressBodySchema,
  progressResponseSchema,
} from "#contracts/catalogue";
import { newsletterSchema } from "#contracts/newsletter";
import {
  adminProgramDetailSchema,
  adminProgramSchema,
  auditEventSchema,
  moduleInputSchema,
  moduleOrderSchema,
  modulePatchSchema,
  moduleSchema,
  programInputSchema,
  programPatchSchema,
} from "#contracts/programs";

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
  completed_modules: ["0f4b6c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f"],
  enrolled_at: "2026-11-20T10:15:00.000Z",
  program: { title: sampleCourse.title, category: sampleCourse.category, duration: sampleCourse.duration, level: sampleCourse.level, features: sampleCourse.features },
};
const sampleModule = {
  id: "0f4b6c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f",
  position: 1,
  title: "Supervised and unsupervised learning",
  summary: "Regression, classification and clustering on real datasets.",
  duration_minutes: 90,
};
const sampleLesson = { ...sampleModule, lesson_markdown: "## What you will learn\n\n- Fit a model\n- Judge it on held-out data" };
const sampleProgramInput = {
  title: sampleCourse.title,
  description: sampleCourse.description,
  category: sampleCourse.category,
  level: sampleCourse.level,
  duration: sampleCourse.duration,
  price: sampleCourse.price,
  features: sampleCourse.features,
  is_active: true,
};
const sampleAdminProgram = {
  ...sampleProgramInput,
  id: sampleCourse.id,
  enrollment_count: 12,
  module_count: 1,
  created_at: "2026-11-20T10:15:00.000Z",
  updated_at: "2026-11-21T08:00:00.000Z",
};
const sampleModuleInput = { title: sampleLesson.title, summary: sampleLesson.summary, duration_minutes: 90, lesson_markdown: sampleLesson.lesson_markdown };
const programPath = "/admin/programs/{programId}";
const modulePath = `${programPath}/modules/{moduleId}`;
const sampleTokens = {
  token: "kX1vQ8bS3m2J9aT6yR4wZ0cN7pL5dF2h",
  token_type: "Bearer",
  expires_in: 604800,
  refresh_token: "r3Fr35h-t0k3n-us3-0nc3-Lq9Xv2Bn7Mk4Pz8W",
  user: sampleUser,
};

interface Operation {
  method: "get" | "post" | "patch" | "put" | "delete";
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  body?: { schema: z.ZodType; example: unknown };
  /** No schema: an answer without a body (204). */
  response: { status: number; schema?: z.ZodType; example?: unknown; description: string };
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
    method: "get", path: "/courses/{courseId}", tag: "Courses", summary: "One active course with its modules in order", pathParams: ["courseId"],
    response: { status: 200, schema: courseDetailSchema, example: { ...sampleCourse, modules: [sampleModule] }, description: "The course" },
    errors: [404],
  },
  {
    method: "get", path: "/courses/{courseId}/modules", tag: "Progress", summary: "The modules of a course you are enrolled in, with their lesson text (also after the course left the catalogue)", auth: true, pathParams: ["courseId"],
    response: { status: 200, schema: courseModulesResponseSchema, example: { modules: [sampleLesson] }, description: "The modules in order" },
    errors: [401, 404],
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
    body: { schema: progressBodySchema, example: { module_id: sampleModule.id, completed: true } },
    response: { status: 200, schema: z.object({ enrollment: enrollmentSchema }), example: { enrollment: sampleEnrollment }, description: "The enrolment with its new progress" },
    errors: [400, 401, 404],
  },
  {
    method: "get", path: "/me/enrollments", tag: "Progress", summary: "The signed-in user's enrolments", auth: true,
    response: { status: 200, schema: z.object({ enrollments: z.array(enrollmentSchema) }), example: { enrollments: [sampleEnrollment] }, description: "Enrolments" },
    errors: [401],
  },
  {
    method: "post", path: "/newsletter", tag: "Site", summary: "Subscribe an e-mail address to the newsletter",
    body: { schema: newsletterSchema, example: { email: "reader@example.com" } },
    response: { status: 201, schema: z.object({ subscribed: z.literal(true), email: z.string() }), example: { subscribed: true, email: "reader@example.com" }, description: "Subscribed (also when it already was)" },
    errors: [400, 415],
  },
  {
    method: "get", path: "/admin/programs", tag: "Staff", summary: "Every program, active and inactive, with enrolment and module counts", auth: true,
    response: { status: 200, schema: z.object({ programs: z.array(adminProgramSchema) }), example: { programs: [sampleAdminProgram] }, description: "The programs" },
    errors: [401, 403],
  },
  {
    method: "post", path: "/admin/programs", tag: "Staff", summary: "Create a program", auth: true,
    body: { schema: programInputSchema, example: sampleProgramInput },
    response: { status: 201, schema: z.object({ program: adminProgramDetailSchema }), example: { program: { ...sampleAdminProgram, enrollment_count: 0, module_count: 0, modules: [] } }, description: "Created" },
    errors: [400, 401, 403, 415],
  },
  {
    method: "get", path: programPath, tag: "Staff", summary: "One program with its modules", auth: true, pathParams: ["programId"],
    response: { status: 200, schema: z.object({ program: adminProgramDetailSchema }), example: { program: { ...sampleAdminProgram, modules: [sampleLesson] } }, description: "The program" },
    errors: [401, 403, 404],
  },
  {
    method: "patch", path: programPath, tag: "Staff", summary: "Edit a program: any of its fields (deactivate with is_active false; it leaves the catalogue, its learners keep access)", auth: true, pathParams: ["programId"],
    body: { schema: programPatchSchema, example: { price: 32999, is_active: false } },
    response: { status: 200, schema: z.object({ program: adminProgramDetailSchema }), example: { program: { ...sampleAdminProgram, price: 32999, is_active: false, modules: [sampleLesson] } }, description: "The program as saved" },
    errors: [400, 401, 403, 404, 415],
  },
  {
    method: "delete", path: programPath, tag: "Staff", summary: "Delete a program without enrolments (409 program_has_enrollments otherwise)", auth: true, pathParams: ["programId"],
    response: { status: 204, description: "Deleted" },
    errors: [401, 403, 404, 409],
  },
  {
    method: "get", path: `${programPath}/history`, tag: "Staff", summary: "Every staff change to the program and its modules, newest first", auth: true, pathParams: ["programId"],
    response: {
      status: 200, schema: z.object({ events: z.array(auditEventSchema) }), description: "The audit log",
      example: { events: [{ id: "3c9d7e2a-1b4f-4e6a-9c8d-7f6e5d4c3b2a", action: "program_updated", actor: { id: sampleUser.id, email: "staff@cortexa.ai" }, subject: null, changes: { price: { from: 34999, to: 32999 } }, created_at: "2026-11-21T08:00:00.000Z" }] },
    },
    errors: [401, 403, 404],
  },
  {
    method: "post", path: `${programPath}/modules`, tag: "Staff", summary: "Add a module at the end of the program", auth: true, pathParams: ["programId"],
    body: { schema: moduleInputSchema, example: sampleModuleInput },
    response: { status: 201, schema: z.object({ module: moduleSchema }), example: { module: sampleLesson }, description: "Added" },
    errors: [400, 401, 403, 404, 415],
  },
  {
    method: "put", path: `${programPath}/modules/order`, tag: "Staff", summary: "Put the modules in a new order (every module id once)", auth: true, pathParams: ["programId"],
    body: { schema: moduleOrderSchema, example: { module_ids: [sampleModule.id] } },
    response: { status: 200, schema: z.object({ modules: z.array(moduleSchema) }), example: { modules: [sampleLesson] }, description: "The modules in their new order" },
    errors: [400, 401, 403, 404, 409, 415],
  },
  {
    method: "patch", path: modulePath, tag: "Staff", summary: "Edit a module", auth: true, pathParams: ["programId", "moduleId"],
    body: { schema: modulePatchSchema, example: { duration_minutes: 120 } },
    response: { status: 200, schema: z.object({ module: moduleSchema }), example: { module: { ...sampleLesson, duration_minutes: 120 } }, description: "The module as saved" },
    errors: [400, 401, 403, 404, 415],
  },
  {
    method: "delete", path: modulePath, tag: "Staff", summary: "Remove a module (its learners' marks go with it)", auth: true, pathParams: ["programId", "moduleId"],
    response: { status: 204, description: "Removed" },
    errors: [401, 403, 404],
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
          ...(op.response.schema && {
            content: { "application/json": { schema: out(op.response.schema), example: op.response.example } },
          }),
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
        "The REST API of the Cortexa AI learning platform: accounts, the course catalogue, enrolment and progress. JSON in and out; errors are `{ \"error\": { \"code\", \"message\", \"fields\"? } }`.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    tags: [{ name: "Authentication" }, { name: "Courses" }, { name: "Progress" }, { name: "Site" }, { name: "Staff" }],
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
