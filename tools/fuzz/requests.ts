import fc from "fast-check";
import type { Endpoint } from "./endpoints";
import { badValue, deepJsonText, fieldValue, hostileJson, hostileString, hugeString, malformedJson, protoKeys } from "./hostile";

// One fuzzed request per endpoint: method, path, query, headers, body and framing. Credentials and
// the client address are symbolic here and filled in when the request is sent, so a shrunk
// counterexample stays readable and can be replayed against another server.

type Credential =
  | "none"
  | "learner-cookie"
  | "learner-bearer"
  | "admin-cookie"
  | "admin-bearer"
  | { header: "cookie" | "authorization"; value: string };

export interface FuzzRequest {
  endpoint: string;
  method: string;
  target: string;
  credential: Credential;
  /** "self" is the server's own origin, filled in when sent. */
  origin?: string;
  /** X-Forwarded-For entries a client wrote; the right-most (our proxy's) is appended when sent. */
  forwardedFor?: string;
  /** Send no fresh proxy address: the request shares the rate-limit bucket of its forged one. */
  sharedAddress: boolean;
  headers: [string, string][];
  body?: string | Uint8Array;
  framing: "length" | "chunked" | "none";
}

const oddMethods = ["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "PURGE", "get", "FOO", "M-SEARCH", "CONNECT"];

/** `value` in `weight` of 10 cases, else undefined. */
const sometimes = <T>(value: fc.Arbitrary<T>, weight: number) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 100 - 10 * weight }, { arbitrary: value, weight: 10 * weight });

const text = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)));

/** How a value is written into a URL: properly encoded, raw (slashes and dots kept), or encoded twice. */
const urlEncoding = fc.constantFrom("encoded", "encoded", "encoded", "raw", "double");
function encode(raw: string, how: string): string {
  // A lone surrogate has no UTF-8 form: it becomes U+FFFD, as a browser would send it.
  const value = raw.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
  // Raw: ASCII punctuation as is (quotes, braces, backslashes, dots and slashes); Node's parser
  // refuses raw control characters and non-ASCII bytes, so those stay encoded.
  if (how === "raw") return value.replace(/[^\x21-\x7e]|[#?]/gu, (ch) => encodeURIComponent(ch));
  const once = encodeURIComponent(value);
  return how === "double" ? encodeURIComponent(once) : once;
}
const encodedHostile = fc.tuple(hostileString, urlEncoding).map(([v, how]) => encode(v, how));

function pathFor(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = endpoint.path.match(/:\w+/g) ?? [];
  if (!names.length) return fc.constant(endpoint.path);
  const parts = names.map((name) => {
    const valid = (endpoint.params?.[name.slice(1)] ?? fc.constant("x")).map(String);
    return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: encodedHostile, weight: 2 });
  });
  return fc.tuple(...parts).map((values) => names.reduce((path, name, i) => path.replace(name, values[i]), endpoint.path));
}

/** The path, sometimes bent: trailing slash, traversal, an encoded NUL, doubled slashes, another case. */
const pathTwist = fc.constantFrom(
  (p: string) => p + "/",
  (p: string) => p + "/..",
  (p: string) => p + "/%2e%2e/%2e%2e/package.json",
  (p: string) => p + "%00",
  (p: string) => p.replace(/\//g, "//"),
  (p: string) => p.toUpperCase(),
  (p: string) => p + ";x=1",
  (p: string) => p + "#fragment",
);

function queryFor(endpoint: Endpoint): fc.Arbitrary<string> {
  const known = Object.entries(endpoint.query ?? {}).map(([name, values]) =>
    fc.option(fc.tuple(fc.constant(name), fieldValue(values)), { nil: undefined }),
  );
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...protoKeys, "a[]", "a[b]", "limit", "page"), hostileString), hostileJson), { maxLength: 3 });
  const longQuery = fc.constantFrom(1_000, 8_000, 20_000).map((n) => [["q", "x".repeat(n)] as [string, unknown]]);
  return fc
    .tuple(fc.tuple(...known), fc.oneof({ arbitrary: extra, weight: 9 }, { arbitrary: longQuery, weight: 1 }), urlEncoding)
    .map(([pairs, more, how]) => {
      const all = [...pairs.filter((p): p is [string, unknown] => p !== undefined), ...more];
      // Long values are the long-query case's job; elsewhere they would only meet Node's 16 KB limit.
      return all.map(([k, v]) => `${encode(k.slice(0, 300), how)}=${encode(text(v).slice(0, 2000), how)}`).join("&");
    });
}

const targetFor = (endpoint: Endpoint) =>
  fc
    .tuple(pathFor(endpoint), sometimes(pathTwist, 1), sometimes(queryFor(endpoint), 5))
    .map(([path, twist, query]) => (twist ? twist(path) : path) + (query === undefined ? "" : `?${query}`));

function objectBody(endpoint: Endpoint): fc.Arbitrary<unknown> {
  const spec = Object.entries(endpoint.body ?? {});
  const extras = fc.dictionary(fc.constantFrom(...protoKeys), hostileJson, { maxKeys: 2 });
  const anyFields = fc.record(Object.fromEntries(spec.map(([name, values]) => [name, fieldValue(values)])), { requiredKeys: [] });
  // Every field valid but one: the bad value meets the deepest code (database, mail, hooks).
  const oneBad = spec.length
    ? fc.nat(spec.length - 1).chain((bad) =>
        fc.record(Object.fromEntries(spec.map(([name, values], i) => [name, i === bad ? badValue(values) : values]))),
      )
    : anyFields;
  // And every field valid: the success paths (accounts, mails, enrolments) get fuzzed headers too.
  const allValid = fc.record(Object.fromEntries(spec));
  return fc
    .tuple(fc.oneof({ arbitrary: anyFields, weight: 1 }, { arbitrary: oneBad, weight: 2 }, { arbitrary: allValid, weight: 1 }), sometimes(extras, 3))
    .map(([known, extra]) => ({ ...(known as object), ...extra }));
}

const formBody = (endpoint: Endpoint) =>
  objectBody(endpoint).map((o) => new URLSearchParams(Object.entries(o as object).map(([k, v]) => [k, text(v)])).toString());

const multipartJunk = fc.constantFrom(
  "--x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\na@b.c\r\n--x--\r\n",
  "--x\r\nContent-Disposition: form-data; name=\"__proto__\"\r\n\r\n{}\r\n",
  "garbage without boundaries",
);

function bodyFor(endpoint: Endpoint): fc.Arbitrary<string | Uint8Array | undefined> {
  const json = objectBody(endpoint).map((o) => JSON.stringify(o));
  return fc.oneof(
    { arbitrary: json, weight: endpoint.method === "GET" ? 2 : 10 },
    { arbitrary: fc.constant(undefined), weight: endpoint.method === "GET" ? 6 : 2 },
    { arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? "null"), weight: 2 },
    { arbitrary: malformedJson, weight: 2 },
    { arbitrary: deepJsonText, weight: 1 },
    { arbitrary: hugeString.map((s) => JSON.stringify({ email: s, name: s, message: s })), weight: 1 },
    { arbitrary: formBody(endpoint), weight: 1 },
    { arbitrary: multipartJunk, weight: 1 },
    // Invalid UTF-8 and other raw bytes.
    { arbitrary: fc.uint8Array({ minLength: 1, maxLength: 300 }), weight: 1 },
  );
}

const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16le",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json-patch+json",
  "application/jsonx",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/xml",
  "*/*",
  "",
  ";;;",
);

/** Control characters (but tab) as spaces: Node's parser refuses them in header values. */
const withoutControls = (v: string) => [...v].map((ch) => (ch !== "\t" && (ch < " " || ch === "\u007f") ? " " : ch)).join("");

/** Header values a client could send: any text without control characters, some long; rarely bytes HTTP forbids. */
const headerValue = fc.oneof(
  { arbitrary: hostileString.map((v) => withoutControls(v).slice(0, 4000)), weight: 30 },
  { arbitrary: fc.constantFrom("a\u0000b", "a\rb", "\u0001"), weight: 1 },
);

const junkCredential: fc.Arbitrary<Credential> = fc.oneof(
  headerValue.map((v) => ({ header: "cookie" as const, value: `better-auth.session_token=${v}` })),
  headerValue.map((v) => ({ header: "cookie" as const, value: v })),
  fc.constantFrom("better-auth.session_token=abc.def; better-auth.session_token=x", "__proto__=1; constructor=2", "=; ;;").map((v) => ({ header: "cookie" as const, value: v })),
  headerValue.map((v) => ({ header: "authorization" as const, value: `Bearer ${v}` })),
  fc.constantFrom("Bearer", "Bearer ", "Basic YWRtaW46YWRtaW4=", "bearer a b c", "Bearer \u00ff").map((v) => ({ header: "authorization" as const, value: v })),
);

/** Mostly a session that gets past the endpoint's check (an admin's for the admin API), else none or junk. */
function credentialFor(endpoint: Endpoint): fc.Arbitrary<Credential> {
  const learner = fc.constantFrom<Credential>("learner-cookie", "learner-bearer");
  const admin = fc.constantFrom<Credential>("admin-cookie", "admin-bearer");
  const [learnerWeight, adminWeight, noneWeight] = endpoint.auth === "admin" ? [2, 6, 1] : endpoint.auth === "user" ? [5, 2, 1] : [2, 1, 5];
  return fc.oneof(
    { arbitrary: learner, weight: learnerWeight },
    { arbitrary: admin, weight: adminWeight },
    { arbitrary: fc.constant<Credential>("none"), weight: noneWeight },
    { arbitrary: junkCredential, weight: 2 },
  );
}

const origin = sometimes(
  fc.oneof({ arbitrary: fc.constant("self"), weight: 4 }, fc.constantFrom("null", "https://evil.example", "http://localhost.evil.example"), headerValue),
  5,
);

const optionalHeaders = fc.tuple(
  ...(
    [
  ["accept", fc.constantFrom("*/*", "application/json", "text/html", "text/csv", "image/webp,*/*;q=0.1")],
  ["accept-encoding", fc.constantFrom("gzip", "br", "gzip, br", "identity", "*", "x-unknown")],
  ["accept-language", headerValue],
  ["user-agent", headerValue],
  ["referer", headerValue],
  ["if-none-match", fc.constantFrom("*", "\"x\"", "W/\"x\"")],
  ["if-modified-since", fc.constantFrom("Thu, 01 Jan 1970 00:00:00 GMT", "garbage")],
  ["range", fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=999999999-", "bytes=a-b")],
  ["x-http-method-override", fc.constantFrom("DELETE", "PATCH", "PUT")],
  ["x-forwarded-proto", fc.constantFrom("https", "javascript")],
  ["x-forwarded-host", headerValue],
  ["forwarded", headerValue],
  ["x-real-ip", headerValue],
  // Our own internal header: a client's value must be ignored.
  ["x-client-ip", headerValue],
  ["sec-fetch-site", fc.constantFrom("same-origin", "cross-site", "none")],
  ["content-encoding", fc.constantFrom("gzip", "br", "deflate")],
  ["expect", fc.constantFrom("100-continue", "nonsense")],
  ["host", fc.constantFrom("evil.example", "localhost", "localhost:99999", "[::1]", "a".repeat(300), "")],
  ["x-junk", headerValue],
    ] as [string, fc.Arbitrary<string>][]
  ).map(([name, values]) => sometimes(values.map((v): [string, string] => [name, v]), 0.6)),
).map((headers) => headers.filter((h) => h !== undefined));

/** Everything hostile at once: method, path, headers, framing and body. */
function hostileRequest(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(endpoint.method), weight: 9 }, { arbitrary: fc.constantFrom(...oddMethods), weight: 1 }),
      target: targetFor(endpoint),
      credential: credentialFor(endpoint),
      origin,
      forwardedFor: sometimes(headerValue, 3),
      sharedAddress: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
      contentType: sometimes(contentType, 4),
      headers: optionalHeaders,
      body: bodyFor(endpoint),
      framing: fc.oneof(
        { arbitrary: fc.constant<FuzzRequest["framing"]>("length"), weight: 16 },
        { arbitrary: fc.constant<FuzzRequest["framing"]>("chunked"), weight: 3 },
        { arbitrary: fc.constant<FuzzRequest["framing"]>("none"), weight: 1 },
      ),
    })
    .map(({ contentType: type, ...r }) => {
      const jsonish = typeof r.body === "string" && endpoint.method !== "GET";
      const headers: [string, string][] = [...r.headers];
      if (type !== undefined) headers.push(["content-type", type]);
      else if (jsonish) headers.push(["content-type", "application/json"]);
      return { endpoint: endpoint.name, ...r, headers };
    });
}

/**
 * A well-formed request from a signed-in client of our own site whose only fault is in its
 * values (path parameters, query, body fields): it gets past every check into the handler.
 */
function wellFormedRequest(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const session: fc.Arbitrary<Credential> =
    endpoint.auth === "admin" ? fc.constantFrom("admin-cookie", "admin-bearer") : fc.constantFrom("learner-cookie", "learner-bearer", "admin-bearer");
  const known = Object.entries(endpoint.query ?? {}).map(([name, values]) => fc.option(fc.tuple(fc.constant(name), fieldValue(values)), { nil: undefined }));
  const query = fc.tuple(...known).map((pairs) =>
    pairs
      .filter((p): p is [string, unknown] => p !== undefined)
      .map(([k, v]) => `${k}=${encode(text(v).slice(0, 2000), "encoded")}`)
      .join("&"),
  );
  return fc
    .record({ path: pathFor(endpoint), query, credential: session, body: objectBody(endpoint) })
    .map(({ path, query: q, credential, body }) => ({
      endpoint: endpoint.name,
      method: endpoint.method,
      target: q ? `${path}?${q}` : path,
      credential,
      origin: "self",
      sharedAddress: false,
      headers: endpoint.method === "GET" ? [] : [["content-type", "application/json"] as [string, string]],
      body: endpoint.method === "GET" ? undefined : JSON.stringify(body),
      framing: "length" as const,
    }));
}

export function requestFor(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(hostileRequest(endpoint), wellFormedRequest(endpoint));
}
