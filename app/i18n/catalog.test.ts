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
import madge from "madge";
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

/** Each translated page's route module, relative to the root (app/routes.ts: "hi?/about" serves /about and /hi/about). */
const routeFiles = new Map(routes.map((r) => [`/${(r.path ?? "").replace(/^hi\?\/?/, "")}`, path.join("app", r.file)]));

/**
 * Every module each route's page can run in the browser: its file and what it imports, statically
 * or with import(), down the whole graph (type-only imports and server-only modules aside). One
 * madge graph of every route module (madge also checks the project for import cycles).
 */
async function browserModules(): Promise<(entry: string) => string[]> {
  const graph = (
    await madge([...routeFiles.values()], {
      baseDir: root,
      fileExtensions: ["ts", "tsx"],
      tsConfig: path.join(root, "tsconfig.json"),
      excludeRegExp: [/\.server\.ts$/],
      detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    })
  ).obj();
  return (entry) => {
    const seen = new Set<string>();
    const pending = [entry];
    while (pending.length) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      pending.push(...(graph[file] ?? []));
    }
    return [...seen];
  };
}

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

  // A text that two pages' parts both carry reads the same on both ("Try again" is not "फिर से
  // कोशिश करें" on one page and "फिर कोशिश करें" on the next), unless it means different things.
  const meaningDiffers: Record<string, string> = {
    Verify: "a certificate (जाँचें), a sign-in code (पुष्टि करें), an organisation's domain (सत्यापित करें)",
    "Customer Success": "a team at Careers (कस्टमर सक्सेस), the case studies' heading (ग्राहकों की सफलता)",
  };
  it("gives one English text the same Hindi in every part, unless its meaning differs there", () => {
    const forms = (hindi: unknown) => JSON.stringify(typeof hindi === "string" ? { one: hindi, other: hindi } : hindi);
    // Each English text: its Hindi readings, each with the parts that give it.
    const readings = new Map<string, Map<string, string[]>>();
    for (const [part, catalog] of Object.entries(hindiParts)) {
      for (const [id, hindi] of Object.entries(catalog)) {
        if (!readings.has(id)) readings.set(id, new Map());
        const byReading = readings.get(id)!;
        byReading.set(forms(hindi), [...(byReading.get(forms(hindi)) ?? []), part]);
      }
    }
    const differing = [...readings].filter(([id, byReading]) => byReading.size > 1 && !(id in meaningDiffers));
    expect(differing.map(([id, byReading]) => `${id}: ${[...byReading].map(([hindi, parts]) => `${parts.join(", ")} ${hindi}`).join(" | ")}`)).toEqual([]);
    expect(Object.keys(meaningDiffers).filter((id) => (readings.get(id)?.size ?? 0) < 2)).toEqual([]);
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
  it("gives each translated page every message its code asks for", async () => {
    const modulesOf = await browserModules();
    const missing = translatedPaths.hi.flatMap((page: SitePath) => {
      const file = routeFiles.get(page);
      if (!file) return [`${page}: no route module`];
      const catalog = hindiCatalog(page);
      return modulesOf(file).flatMap((module) =>
        messageIds(fs.readFileSync(path.join(root, module), "utf8"))
          .filter((id) => !(id in catalog))
          .map((id) => `${page} (${module}): ${id}`),
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
