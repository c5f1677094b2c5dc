import type { ApiDocsContent, ApiEndpoint, ApiField, EndpointTab, HttpMethod } from "~/content/api-docs/api-docs-page";
import { apiDocsStatuses, apiErrorExample } from "#contracts/api-docs";
import { httpStatusText } from "#contracts/api-errors";
import { openApiDocument } from "#contracts/openapi";

// The /api-docs page's endpoints, tab intros and status table, read from the OpenAPI document that
// the server serves (generated from the contracts). The route's loader calls this when the page is
// prerendered: the content reaches the browser as the page's loader data, never as a JavaScript
// import of zod or of the operations table.

type JsonSchema = { type?: string; enum?: string[]; default?: string | number; description?: string; anyOf?: JsonSchema[]; $ref?: string };
type ObjectSchema = JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] };
type Parameter = { name: string; in: "path" | "query"; required: boolean; description?: string; schema: JsonSchema };
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: { "application/json": { schema: JsonSchema; example: unknown } } };
  responses: Record<string, { description: string; content?: Record<string, { example?: unknown }> }>;
}

/** The page's endpoint tabs: the document's first three tags (spec: Authentication, Courses, Progress). */
const endpointTabs: EndpointTab[] = ["authentication", "courses", "progress"];

export function apiDocsContent(): ApiDocsContent {
  const document = openApiDocument("");
  const schemas = document.components.schemas as Record<string, ObjectSchema>;
  const resolve = (schema: JsonSchema): ObjectSchema => (schema.$ref ? schemas[schema.$ref.replace("#/components/schemas/", "")] : schema);
  const typeOf = (schema: JsonSchema): string => schema.type ?? schema.anyOf?.find((s) => s.type !== "null")?.type ?? "string";

  function field(name: string, schema: JsonSchema, required: boolean, description = schema.description): ApiField {
    const inner = schema.anyOf?.find((s) => s.type !== "null") ?? schema;
    return {
      name,
      type: typeOf(schema),
      required,
      description: description ?? "",
      ...(inner.enum && { values: inner.enum }),
      ...(schema.default !== undefined && { default: schema.default }),
    };
  }

  const endpoints: ApiEndpoint[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods as Record<string, Operation>)) {
      const tab = operation.tags[0].toLowerCase() as EndpointTab;
      if (!endpointTabs.includes(tab)) continue;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === "path").map((p) => field(p.name, p.schema, true, p.description));
      const query = parameters.filter((p) => p.in === "query").map((p) => field(p.name, p.schema, p.required, p.description));
      const request = operation.requestBody?.content["application/json"];
      const bodySchema = request && resolve(request.schema);
      const body = Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) =>
        field(name, schema, (bodySchema?.required ?? []).includes(name)),
      );
      const statuses = Object.keys(operation.responses).map(Number);
      const success = statuses.find((status) => status < 300)!;
      const response = operation.responses[success];
      endpoints.push({
        id: operation.operationId,
        tab,
        method: method.toUpperCase() as HttpMethod,
        path,
        summary: operation.summary,
        description: operation.description ?? "",
        auth: Boolean(operation.security),
        ...(pathParams.length && { pathParams }),
        ...(query.length && { query }),
        ...(body.length && { body }),
        ...(request && { requestExample: request.example }),
        response: { status: success, description: response.description, example: response.content?.["application/json"]?.example },
        errors: statuses.filter((status) => status >= 400).sort((a, b) => a - b),
      });
    }
  }

  const tags = new Map(document.tags.map((tag) => [tag.name.toLowerCase(), tag]));
  return {
    tabs: [
      ...endpointTabs.map((id) => ({ id, label: tags.get(id)!.name, intro: tags.get(id)!.description })),
      { id: "examples", label: "Examples" },
    ],
    endpoints,
    statusCodes: apiDocsStatuses.map(({ status, codes, when }) => ({ status, meaning: httpStatusText[status], codes, when })),
    errorExample: apiErrorExample,
  };
}
