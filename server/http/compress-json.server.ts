import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

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

function addVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

const compress = (body: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer>> =>
  encoding === "br"
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipAsync(body, { level: 6 });

/** Replaces the answer without Hono's merge, which would turn a buffered body into a stream. */
function replace(c: Context, body: Uint8Array<ArrayBuffer>, status: number, headers: Headers) {
  c.res = undefined as unknown as Response;
  c.res = new Response(body, { status, headers });
}

export function compressJson(): MiddlewareHandler {
  // Least recently stored first: URL + ETag + encoding -> compressed body.
  const kept = new Map<string, Buffer<ArrayBuffer>>();
  return async (c, next) => {
    await next();
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
    const etag = headers.get("etag");
    const key = etag && !etag.startsWith("W/") ? `${encoding} ${c.req.url} ${etag}` : undefined;
    let compressed = key ? kept.get(key) : undefined;
    if (!compressed) {
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.byteLength < MIN_BYTES) return replace(c, body, res.status, headers);
      compressed = await compress(body, encoding);
      if (key) {
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, compressed);
      }
    }
    headers.set("Content-Encoding", encoding);
    headers.delete("content-length");
    replace(c, compressed, res.status, headers);
  };
}
