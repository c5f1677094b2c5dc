// The build check of issue 29, item 5: every message the code asks for exists in every language,
// and no translation is left that nothing uses. (Texts that reach t() from data, e.g.
// app/content/, are checked when the Hindi pages are prerendered: a missing one fails the build,
// see translator() in i18n.ts.)
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chatReplies } from "~/features/chat/chat-replies";
import { replyPromise } from "~/content/contact/contact-page";
import { hindiCatalog, hindiPageTexts, hindiParts } from "./catalogs/hi.server";
import routes from "~/routes";
import { translatedPaths } from "#contracts/locales";
import { contactSchema } from "#contracts/contact";
import { sitePages, type SitePath } from "#contracts/pages";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return rel.endsWith(path.join("i18n", "catalogs")) ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const files = [...sourceFiles("app"), ...sourceFiles("contracts")].map((file) => ({
  file,
  text: fs.readFileSync(path.join(root, file), "utf8"),
}));

/** A double-quoted literal's text (a literal JSON cannot read, e.g. a regular expression's, is left as it is). */
function unquote(literal: string): string {
  try {
    return JSON.parse(`"${literal}"`) as string;
  } catch {
    return literal;
  }
}
const STRING = String.raw`"((?:[^"\\\n]|\\.)*)"`;

/** The ids of t("…") and tp(n, "…", "…") calls (the translator may be named t or tr). */
function messageIds(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:t|tr|rich)\(\s*${STRING}`, "g"))) ids.push(unquote(m[1]));
  for (const m of text.matchAll(new RegExp(String.raw`\btp\([^,]+,\s*${STRING},\s*${STRING}`, "g"))) ids.push(unquote(m[2]));
  return ids;
}

/** Every whole string literal of the sources: the English texts that data passes to t(). */
function stringLiterals(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(new RegExp(STRING, "g"))) found.push(unquote(m[1]));
  for (const m of text.matchAll(/`([^`$]*)`/g)) found.push(m[1]);
  return found;
}

/** The module an import names (`~/…`, `#contracts/…` or relative), or null for a package's. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("#contracts/")) base = path.join(root, "contracts", specifier.slice("#contracts/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${path.relative(root, from)}: cannot find ${specifier}`);
  return found;
}

/**
 * Every module a route's page can run in the browser: its file and what it imports, statically or
 * with import(), down the whole graph (types only and server-only modules aside).
 */
function browserModules(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bimport\s+(type\s+)?(?:[^"'();]*?\sfrom\s+)?"([^"]+)"|\b(?:import|export)\s*(?:\(\s*|[^"'();]*?\sfrom\s+)"([^"]+)"/g)) {
      if (m[1]) continue;
      const target = resolveImport(file, m[2] ?? m[3]);
      if (target && !target.endsWith(".server.ts")) pending.push(target);
    }
  }
  return [...seen];
}

/** Each translated page's route module (app/routes.ts: "hi?/about" serves /about and /hi/about). */
const routeFiles = new Map(routes.map((r) => [`/${(r.path ?? "").replace(/^hi\?\/?/, "")}`, path.join(root, "app", r.file)]));

const used = new Map(files.flatMap(({ file, text }) => messageIds(text).map((id) => [id, file] as const)));
// English texts built in code from shared facts (company.ts), passed to t() as values.
const schemaMessages = (input: unknown) => contactSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
const builtTexts = [
  ...Object.values(chatReplies),
  replyPromise,
  ...schemaMessages({ name: "A", email: "a@b.in", message: "" }),
  ...schemaMessages({ name: "A", email: "a@b.in", message: "x".repeat(5000) }),
];
const english = new Set([...used.keys(), ...files.flatMap(({ text }) => stringLiterals(text)), ...builtTexts]);
const allHindi: Record<string, unknown> = Object.assign({}, ...Object.values(hindiParts));

describe("the Hindi catalog", () => {
  it("has every message the code asks for", () => {
    const missing = [...used].filter(([id]) => !(id in allHindi)).map(([id, file]) => `${file}: ${id}`);
    expect(missing).toEqual([]);
  });

  it("has no message that no English text of the site uses", () => {
    const unused = Object.entries(hindiParts).flatMap(([part, catalog]) =>
      Object.keys(catalog)
        .filter((id) => !english.has(id))
        .map((id) => `${part}: ${id}`),
    );
    expect(unused).toEqual([]);
  });

  it("gives each message one translation: the shell's are not repeated by a page's part", () => {
    const { shell, ...parts } = hindiParts;
    const repeated = Object.entries(parts).flatMap(([part, catalog]) => Object.keys(catalog).filter((id) => id in shell).map((id) => `${part}: ${id}`));
    expect(repeated).toEqual([]);
  });

  it("keeps every placeholder of the English text in the Hindi", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const wrong = Object.entries(allHindi).filter(([id, hindi]) => {
      const forms = typeof hindi === "string" ? [hindi] : Object.values(hindi as Record<string, string>);
      return forms.some((form) => placeholders(form).join() !== placeholders(id).join());
    });
    expect(wrong).toEqual([]);
  });

  // A page in the browser knows only the catalog its loader gave it (hindiCatalog): a message its
  // code asks for that is in another part shows in English. The prerender catches that only for
  // what the prerendered HTML shows, not for a dialog, an error or a page drawn after sign-in.
  it("gives each translated page every message its code asks for", () => {
    const missing = translatedPaths.hi.flatMap((page: SitePath) => {
      const file = routeFiles.get(page);
      if (!file) return [`${page}: no route module`];
      const catalog = hindiCatalog(page);
      return browserModules(file).flatMap((module) =>
        messageIds(fs.readFileSync(module, "utf8"))
          .filter((id) => !(id in catalog))
          .map((id) => `${page} (${path.relative(root, module)}): ${id}`),
      );
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it("has a Hindi title and description, and a catalog, for every translated page and no other", () => {
    expect(Object.keys(hindiPageTexts).sort()).toEqual([...translatedPaths.hi].sort());
    for (const p of translatedPaths.hi) {
      expect(sitePages.some((page) => page.path === p)).toBe(true);
      expect(Object.keys(hindiCatalog(p)).length).toBeGreaterThan(Object.keys(hindiParts.shell).length);
    }
  });
});
