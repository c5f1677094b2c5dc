import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { plainOf, plainResponse, replaceAnswer, type PlainAnswer } from "./plain-response.server";

// JSON answers compressed for a client that accepts it (brotli, else gzip), with
// `Vary: Accept-Encoding`. An answer with a strong ETag is compressed once per URL and ETag (a
// strong validator names exact bytes) and kept: the public catalogue, read thousands of times a
// second and changed rarely, costs no compression per request. Others (a learner's own data) are
// compressed each time. Moderate levels (brotli 5, gzip 6): a few hundred microseconds at most for
// our answers, and a client that varies the query to dodge the cache pays no more than that.
// The pages and assets are compressed at build time (static-site.server.ts), not here.

const MIN_BYTES = 1024;
const KEPT = 256;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip";

// Clients send a handful of distinct Accept-Encoding values: each is parsed once (the map is
// emptied when a client sends many).
const chosen = new Map<string, Encoding | undefined>();
const KEPT_CHOICES = 64;

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  if (chosen.has(accept)) return chosen.get(accept);
  const encoding = parseAcceptEncoding(accept);
  if (chosen.size >= KEPT_CHOICES) chosen.clear();
  chosen.set(accept, encoding);
  return encoding;
}

function parseAcceptEncoding(accept: string): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const allowed = (name: Encoding) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return allowed("br") ? "br" : allowed("gzip") ? "gzip" : undefined;
}

/** The Vary value with Accept-Encoding added, or undefined when it already names it (or `*`). */
function varyWithEncoding(vary: string | null | undefined): string | undefined {
  if (!vary) return "Accept-Encoding";
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? undefined : `${vary}, Accept-Encoding`;
}

function addVary(headers: Headers) {
  const vary = varyWithEncoding(headers.get("vary"));
  if (vary) headers.set("Vary", vary);
}

const compress = (body: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer>> =>
  encoding === "br"
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipAsync(body, { level: 6 });

const textEncoder = new TextEncoder();

export function compressJson(): MiddlewareHandler {
  // Least recently stored first: URL + ETag + encoding -> compressed body.
  const kept = new Map<string, Buffer<ArrayBuffer>>();
  /** The body compressed, from `kept` when its strong ETag names bytes compressed before; undefined when too small. */
  async function compressed(c: Context, encoding: Encoding, etag: string | null | undefined, read: () => Uint8Array | Promise<Uint8Array>) {
    const key = etag && !etag.startsWith("W/") ? `${encoding} ${c.req.url} ${etag}` : undefined;
    const known = key ? kept.get(key) : undefined;
    if (known) return known;
    const body = await read();
    if (body.byteLength < MIN_BYTES) return undefined;
    const made = await compress(body, encoding);
    if (key) {
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, made);
    }
    return made;
  }

  // A plain answer (plain-response.server.ts) is read and rebuilt as an object, never as undici Headers.
  async function compressPlain(c: Context, answer: PlainAnswer) {
    const { status, body } = answer;
    const type = answer.headers["content-type"];
    const etag = answer.headers.etag;
    const isJson = type !== undefined && JSON_TYPE.test(type) && status !== 204;
    // A 304 carries the Vary its 200 would have (RFC 9110, 15.4.5).
    if (!isJson && !(status === 304 && etag)) return;
    const vary = varyWithEncoding(answer.headers.vary);
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const done =
      isJson && body !== null && encoding && !answer.headers["content-encoding"]
        ? await compressed(c, encoding, etag, () => (typeof body === "string" ? textEncoder.encode(body) : body))
        : undefined;
    // (A copy made with Object.assign, then added to: V8 makes a new hidden class on every request
    // for a spread copy that is added to afterwards, ~1 µs. Nothing is deleted: a plain answer with
    // a body has no Content-Length, @hono/node-server sets it.)
    const headers: Record<Lowercase<string>, string> = Object.assign({}, answer.headers);
    if (vary) headers.vary = vary;
    if (done) headers["content-encoding"] = encoding!;
    replaceAnswer(c, plainResponse(done ?? body, status, headers));
  }

  return async (c, next) => {
    await next();
    const answer = plainOf(c.res);
    if (answer) return compressPlain(c, answer);
    const res = c.res;
    const headers = res.headers;
    const type = headers.get("content-type");
    // A 304 carries the Vary its 200 would have (RFC 9110, 15.4.5).
    if (res.status === 304 && headers.has("etag")) return addVary(headers);
    // (Not `res.body`: reading it makes @hono/node-server build an undici Response and a stream.)
    if (!type || !JSON_TYPE.test(type) || res.status === 204) return;
    addVary(headers);
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || headers.has("content-encoding")) return;
    let body: Uint8Array<ArrayBuffer> | undefined;
    const done = await compressed(c, encoding, headers.get("etag"), async () => (body = new Uint8Array(await res.arrayBuffer())));
    if (done) {
      headers.set("Content-Encoding", encoding);
      headers.delete("content-length");
    }
    // Replaced even when left as it was: its body has been read.
    if (done || body) replaceAnswer(c, new Response(done ?? body, { status: res.status, headers }));
  };
}
