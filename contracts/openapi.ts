import { z } from "./zod";
import { apiErrorSchema, apiErrorStatus, httpStatusText, type ApiErrorCode } from "./api-errors";
import { apiOperations } from "./api";
import { apiTags } from "./api-tags";
import type { ApiOperation } from "./operation";
import { API_BASE_PATH } from "./api-paths";
import { conceptNames } from "./vocabulary";

// The OpenAPI 3.1 document of /api/v1, generated from the operations (contracts/<resource>/operations.ts,
// listed in api.ts) and the zod schemas the server validates with. A pure function: each call builds its own document.

type JsonSchema = Record<string, any>;

/** JSON Schema of zod schemas; named ones (.meta({ id })) go to `schemas` and are referenced. */
function schemaWriter() {
  const schemas: Record<string, JsonSchema> = {};
  function write(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const generated = z.toJSONSchema(schema, { io, unrepresentable: "any" });
    const result = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
    delete result.$schema;
    if (result.$defs) {
      Object.assign(schemas, result.$defs);
      delete result.$defs;
    }
    return result;
  }
  return { schemas, write };
}

/** The statuses of an operation's errors, ascending, each with its codes. */
export function errorStatuses(codes: readonly ApiErrorCode[]): { status: number; codes: ApiErrorCode[] }[] {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const status = apiErrorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return [...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => ({ status, codes }));
}

const securityOf = (op: ApiOperation) =>
  op.auth ? { security: [{ bearerAuth: [] }, { sessionCookie: [] }, ...(op.orgKey ? [{ organisationApiKey: [] }] : [])] } : {};

const namesTable = [
  "| Spec | Database | API | Pages |",
  "|---|---|---|---|",
  ...conceptNames.map((n) => `| ${n.spec} | ${n.database} | ${n.api} | ${n.pages} |`),
].join("\n");

export function openApiDocument(serverUrl: string) {
  const { schemas, write } = schemaWriter();
  const errorRef = write(apiErrorSchema, "output");
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of apiOperations) {
    const parameters = [
      ...Object.entries(op.params ?? {}).map(([name, description]) => ({ name, in: "path", required: true, description, schema: { type: "string" } })),
      ...Object.entries(op.query?.shape ?? {}).map(([name, field]) => {
        const { description, ...schema } = write(field as z.ZodType, "input");
        return { name, in: "query", required: false, ...(description && { description }), schema };
      }),
    ];
    const { response } = op;
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId: op.id,
      summary: op.summary,
      ...(op.description && { description: op.description }),
      tags: [op.tag],
      ...securityOf(op),
      ...(op.auth === "admin" && { "x-required-role": "admin" }),
      ...(parameters.length && { parameters }),
      ...(op.body && {
        requestBody: {
          required: !op.body.optional,
          content: { "application/json": { schema: write(op.body.schema, "input"), example: op.body.example } },
        },
      }),
      responses: {
        [response.status]: {
          description: response.description,
          ...("schema" in response
            ? { content: { "application/json": { schema: write(response.schema, "output"), example: response.example } } }
            : "contentType" in response && { content: { [response.contentType]: {} } }),
        },
        ...Object.fromEntries(
          errorStatuses(op.errors).map(({ status, codes }) => [
            status,
            {
              description: `${httpStatusText[status]}: ${codes.map((code) => `\`${code}\``).join(", ")}`,
              content: { "application/json": { schema: errorRef } },
            },
          ]),
        ),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cortexa AI API",
      version: "1.0.0",
      description: [
        "The REST API of the Cortexa AI learning platform: accounts, the course catalogue, enrolment and progress, the site's forms and the staff inbox.",
        'JSON in and out, every field in snake_case. Every error is `{ "error": { "code", "message", "fields"? } }`: `code` is lower_snake_case, `message` a sentence, `fields` the message of each invalid field.',
        `What the site calls a program is a course here:\n\n${namesTable}`,
      ].join("\n\n"),
    },
    servers: [{ url: `${serverUrl}${API_BASE_PATH}` }],
    tags: apiTags.map((tag) => ({ ...tag })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "The `token` from POST /auth/login" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The website's session" },
        organisationApiKey: { type: "http", scheme: "bearer", description: "An organisation's read-only API key (`cxo_…`), made by its owner on /team/people" },
      },
    },
  };
}
