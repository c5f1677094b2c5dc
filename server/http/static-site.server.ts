import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { NOT_FOUND_PATH, ORIGIN_PLACEHOLDER, translatedNotFoundPaths } from "#contracts/pages";

// The prerendered site, read once into memory with its gzip and brotli forms, so a page is served
// without touching the disk or compressing per request. The compressed forms (gzip 9, brotli 11)
// are kept on disk beside the build, by content (BUILD_DIR/compressed/<sha1>.gz|.br): the build
// fills it for the default origin and a start reads it. Pages carry the origin, so under another
// one (PUBLIC_URL, or a port other than the default) a page is compressed at its first request, off
// the event loop, and kept: compressing every page at start cost ~21 s of CPU on a 2-core machine,
// paid again by every server a test started on a free port, which asked for a page or two.

/** A compressed form of a file: `ready` once it is in memory, `get()` makes it when it is not. */
export interface CompressedForm {
  ready?: Buffer;
  get: () => Promise<Buffer>;
}

export interface StaticFile {
  body: Buffer;
  gzip?: CompressedForm;
  br?: CompressedForm;
  type: string;
  etag: string;
  cacheControl: string;
  /** For HTML: the CSP source list of its inline scripts. */
  scriptHashes?: string;
}

export interface StaticSite {
  /** Pages by URL path ("/", "/about"). */
  pages: Map<string, StaticFile>;
  /** Other files by URL path ("/assets/x.js", "/favicon.svg"). */
  files: Map<string, StaticFile>;
  notFound: StaticFile;
  /** The 404 page of another language, by locale ("hi"), for unknown paths under its prefix. */
  notFoundIn: Map<string, StaticFile>;
  /** Newest modification time of the build, to tell a stale build. */
  builtAt: Date;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
  // A prerendered page's loader data, fetched on client-side navigations (React Router's type).
  ".data": "text/x-script; charset=utf-8",
};

const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A compressed form from `cacheDir` (by the content's hash), or made on first use and kept there. */
function compressedForm(cacheDir: string | undefined, key: string, make: () => Promise<Buffer>): CompressedForm {
  const file = cacheDir && path.join(cacheDir, key);
  if (file) {
    try {
      const ready = fs.readFileSync(file);
      return { ready, get: async () => ready };
    } catch {
      // Not compressed yet for this content: below.
    }
  }
  let making: Promise<Buffer> | undefined;
  const form: CompressedForm = {
    get: () =>
      (making ??= make().then((made) => {
        form.ready = made;
        if (file) keep(file, made);
        return made;
      })),
  };
  return form;
}

function keep(file: string, made: Buffer) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.${process.pid}`, made);
    fs.renameSync(`${file}.${process.pid}`, file);
  } catch {
    // A read-only build directory: compressed again after each start, at first use.
  }
}

export function makeStaticFile(body: Buffer, type: string, cacheControl: string, { brotli = true, cacheDir }: { brotli?: boolean; cacheDir?: string } = {}): StaticFile {
  const hash = createHash("sha1").update(body).digest("base64url");
  const file: StaticFile = { body, type, cacheControl, etag: `"${hash}"` };
  if (compressible.test(type) && body.length > 512) {
    file.gzip = compressedForm(cacheDir, `${hash}.gz`, () => gzipAsync(body, { level: 9 }));
    if (brotli) {
      file.br = compressedForm(cacheDir, `${hash}.br`, () =>
        brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      );
    }
  }
  return file;
}

/** Where a build keeps the compressed forms of its files (not served: beside client/). */
export const compressedDir = (clientDir: string) => path.join(path.dirname(clientDir), "compressed");

function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = match[1];
    if (code) hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export function loadStaticSite(clientDir: string, origin: string): StaticSite {
  if (!fs.existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build found in ${clientDir}: run "npm run build" first.`);
  }
  const pages = new Map<string, StaticFile>();
  const files = new Map<string, StaticFile>();
  const cacheDir = compressedDir(clientDir);
  let builtAt = new Date(0);
  for (const full of walk(clientDir)) {
    const rel = "/" + path.relative(clientDir, full).split(path.sep).join("/");
    const stat = fs.statSync(full);
    if (stat.mtime > builtAt) builtAt = stat.mtime;
    const ext = path.extname(full);
    const type = types[ext] ?? "application/octet-stream";
    if (ext === ".html") {
      const html = fs.readFileSync(full, "utf8").replaceAll(ORIGIN_PLACEHOLDER, origin);
      const file = makeStaticFile(Buffer.from(html), type, REVALIDATE, { cacheDir });
      file.scriptHashes = inlineScriptHashes(html);
      if (rel.endsWith("/index.html")) {
        const page = rel.slice(0, -"/index.html".length) || "/";
        pages.set(page, file);
      } else {
        files.set(rel, file);
      }
      continue;
    }
    // Loader data belongs to one build, like the HTML it comes with.
    const cache = rel.startsWith("/assets/") ? IMMUTABLE : ext === ".data" ? REVALIDATE : "public, max-age=3600";
    files.set(rel, makeStaticFile(fs.readFileSync(full), type, cache, { cacheDir }));
  }
  const notFound = pages.get(NOT_FOUND_PATH) ?? files.get("/__spa-fallback.html");
  if (!notFound) throw new Error(`The build in ${clientDir} has no 404 page.`);
  pages.delete(NOT_FOUND_PATH);
  files.delete("/__spa-fallback.html");
  const notFoundIn = new Map<string, StaticFile>();
  for (const [locale, page] of Object.entries(translatedNotFoundPaths)) {
    const file = pages.get(page);
    if (file) notFoundIn.set(locale, file);
    pages.delete(page);
  }
  return { pages, files, notFound, notFoundIn, builtAt };
}
