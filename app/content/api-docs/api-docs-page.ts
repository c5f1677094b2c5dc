// The /api-docs page's own texts and the shapes of its content. The endpoints, the tab intros and
// the status table are not written here: the route's loader reads them at build time from the
// OpenAPI document generated from the contracts (features/api-docs/api-docs-content.server.ts), so
// the page's JavaScript carries neither zod nor a copy of the API.

export type HttpMethod = "GET" | "POST" | "PATCH";
export type EndpointTab = "authentication" | "courses" | "progress";
export type ApiDocsTab = EndpointTab | "examples";

export interface ApiDocsTabInfo {
  id: ApiDocsTab;
  label: string;
  /** The first paragraph of an endpoint tab (the tag's description). */
  intro?: string;
}

/** Spec section 4: the active tab defaults to authentication. */
export const DEFAULT_API_DOCS_TAB: ApiDocsTab = "authentication";

/** The JSON types' names as the fields show them: messages a translated page translates. */
export const jsonTypeNames: Record<string, string> = { string: "string", integer: "integer", number: "number", boolean: "boolean" };

export interface ApiField {
  name: string;
  /** JSON type as the OpenAPI schema has it: string, integer, boolean. */
  type: string;
  required: boolean;
  description: string;
  /** The allowed values, when the field is an enumeration. */
  values?: readonly string[];
  /** The value used when the field is left out. */
  default?: string | number;
}

export interface ApiEndpoint {
  /** Anchor of the endpoint on the page (the operationId). */
  id: string;
  tab: EndpointTab;
  method: HttpMethod;
  /** Path below the base URL, with {placeholders}. */
  path: string;
  summary: string;
  description: string;
  /** Needs `Authorization: Bearer <token>` (or the website's session cookie). */
  auth: boolean;
  pathParams?: ApiField[];
  query?: ApiField[];
  body?: ApiField[];
  requestExample?: unknown;
  response: { status: number; description: string; example: unknown };
  /** Error statuses this endpoint answers with (body: the error format). */
  errors: number[];
}

export interface StatusCodeInfo {
  status: number;
  meaning: string;
  /** The error codes (error.code) sent with this status. */
  codes: string[];
  when: string;
}

/** What the route's loader gives the page. */
export interface ApiDocsContent {
  tabs: ApiDocsTabInfo[];
  endpoints: ApiEndpoint[];
  statusCodes: StatusCodeInfo[];
  errorExample: unknown;
}

/** The headers panel. */
export const requestHeaders = [
  { name: "Content-Type", value: "application/json", description: "On every request with a body: bodies are JSON." },
  { name: "Authorization", value: "Bearer <token>", description: "On calls that need a signed-in user: the `token` from `POST /auth/login`." },
];
