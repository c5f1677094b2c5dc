import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ApiOperation, PathParams } from "#contracts/operation";
import type { z } from "#contracts/zod";
import { ORG_KEY_PREFIX } from "#contracts/organisations";
import type { AppDeps, AppEnv, UserEnv } from "../context.server";
import { ApiProblem, problemResponse } from "./api-error.server";
import { readJsonBody, readQuery } from "./parse-request.server";
import { limitPerClient, limitPerUser } from "./rate-limit.server";
import { requireAdmin } from "./require-admin.server";
import { requireUser } from "./require-user.server";

// The one way an operation of /api/v1 is served. Each operation is declared once in
// contracts/<resource>/operations.ts; its resource's module pairs it with a handler (`route(op,
// handler)`), and mountOperations() serves every pair: the sign-in check the operation asks for
// (`auth`), its rate limit, the query and body read with its schemas, then the handler with typed
// input. A handler answers with the operation's JSON (sent with its status) or a Response of its
// own (a file, a 304, a 204), and refuses with `fail(code, message)` (api-error.server.ts): the
// status is the code's. So no handler parses, checks sign-in or builds an error response itself.

type EnvOf<O extends ApiOperation> = O["auth"] extends "user" | "admin" ? UserEnv : AppEnv;

/** What the handler is given, typed from the operation. */
export interface OperationRequest<O extends ApiOperation> {
  params: Record<PathParams<O["path"]>, string>;
  query: O["query"] extends z.ZodObject ? z.output<O["query"]> : undefined;
  body: O["body"] extends { schema: infer B extends z.ZodType } ? z.output<B> : undefined;
  /** The body's JSON as it was sent (the contact form's honeypot is read from it). */
  json: unknown;
}

type JsonAnswer<O extends ApiOperation> = O["response"] extends { schema: infer S extends z.ZodType } ? z.input<S> : never;

export type OperationHandler<O extends ApiOperation> = (
  c: Context<EnvOf<O>>,
  request: OperationRequest<O>,
) => Promise<Response | JsonAnswer<O>> | Response | JsonAnswer<O>;

interface RouteOptions {
  /** Middleware that runs after the sign-in check and the limit, before the body is read. */
  before?: MiddlewareHandler<AppEnv>[];
  /** The handler reads the body itself (a one-click unsubscribe may post a form instead of JSON). */
  readBody?: false;
}

export interface Route extends RouteOptions {
  operation: ApiOperation;
  handler: OperationHandler<any>;
}

/** An operation and its handler, typed together. */
export const route = <O extends ApiOperation>(operation: O, handler: OperationHandler<O>, options: RouteOptions = {}): Route => ({
  operation,
  handler,
  ...options,
});

/** Hono's path for an operation's path: `/courses/{courseId}` is `/courses/:courseId`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

export function mountOperations(api: Hono<AppEnv>, deps: Pick<AppDeps, "auth" | "trustedOrigins">, routes: readonly Route[]): void {
  for (const { operation: op, handler, before = [], readBody } of routes) {
    const chain: MiddlewareHandler<any>[] = [];
    if (op.auth === "user") chain.push(op.orgKey ? unlessOrgKey(requireUser(deps.auth, deps.trustedOrigins)) : requireUser(deps.auth, deps.trustedOrigins));
    if (op.auth === "admin") chain.push(...requireAdmin(deps.auth, deps.trustedOrigins));
    if (op.rateLimit) chain.push(op.rateLimit.per === "user" ? limitPerUser(op.rateLimit) : limitPerClient(op.rateLimit));
    chain.push(...before);
    chain.push(async (c: Context<AppEnv>) => {
      try {
        const query = op.query ? readQuery(c, op.query, op.invalidMessage ?? "Invalid query.") : undefined;
        const body =
          op.body && readBody !== false
            ? await readJsonBody(c, op.body.schema, op.invalidMessage ?? "Invalid request body.", { optional: op.body.optional })
            : undefined;
        const answer = await handler(c, { params: c.req.param(), query, body: body?.data, json: body?.input });
        return answer instanceof Response ? answer : c.json(answer, op.response.status as 200);
      } catch (error) {
        if (error instanceof ApiProblem) return problemResponse(c, error);
        throw error;
      }
    });
    api.on(op.method.toUpperCase(), [honoPath(op.path)], ...(chain as [MiddlewareHandler<any>]));
  }
}

/**
 * An organisation API key (`Bearer cxo_…`) passes on to the handler, which checks it against the
 * organisation named in the path (server/organisations/access.server.ts); anything else must be a
 * signed-in user. Keys are read-only: only GET operations carry `orgKey`.
 */
function unlessOrgKey(signedIn: MiddlewareHandler<UserEnv>): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const match = /^bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    if (match?.[1].startsWith(ORG_KEY_PREFIX)) {
      c.set("orgKey", match[1]);
      return next();
    }
    return signedIn(c, next);
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path parameter that names a row by its UUID, lower-cased; undefined when it cannot be one (the caller answers 404). */
export const uuidParam = (value: string | undefined): string | undefined => (value && UUID.test(value) ? value.toLowerCase() : undefined);
