import { createHash } from "node:crypto";
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// Plain JavaScript (checked by tsc through allowJs): `npm start` runs it with Node alone, no tsx.
//
// `npm start` (and `npm test`, `npm run bench`) build when there is no build or when the build is
// not the build of the sources as they are now. Every build ends by writing a digest of its inputs
// into the build directory (react-router.config.ts, buildEnd): a build whose digest differs from
// the sources' is rebuilt. A build that failed half-way wrote no new digest, so it is rebuilt too.

const root = path.resolve(import.meta.dirname, "..");

/**
 * What `npm run build` reads from the repository: the app, the shared contracts, the static files,
 * the server and its migrations (compiled and copied into the build), the build steps in scripts/
 * (the whole folder, so a new step cannot be forgotten here), the configuration, and the
 * dependencies as locked. scripts/build-if-stale.test.ts fails when a new top-level file or folder
 * is neither listed here nor named as no build input.
 */
export const buildInputs = ["app", "contracts", "public", "server", "drizzle", "scripts", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];

/** Test files sit beside the code in the input folders, but the build never reads them. */
const isTest = (/** @type {string} */ name) => /\.test\.tsx?$/.test(name);

/**
 * The input files under `dir` (relative, sorted), tests left out.
 * @returns {string[]}
 */
export function inputFiles(dir = root, inputs = buildInputs) {
  /** @type {(rel: string) => string[]} */
  const walk = (rel) => {
    const full = path.join(dir, rel);
    if (!fs.existsSync(full)) return [];
    if (!fs.statSync(full).isDirectory()) return isTest(rel) ? [] : [rel];
    return fs.readdirSync(full).flatMap((name) => walk(path.join(rel, name)));
  };
  return inputs.flatMap(walk).sort();
}

/**
 * The digest of the build's inputs: every input file's path and contents, and the year (the footer's
 * copyright year is fixed at build time, so last year's build is stale).
 */
export function inputsDigest(dir = root, year = new Date().getFullYear()) {
  const hash = createHash("sha256").update(`year ${year}\n`);
  for (const file of inputFiles(dir)) hash.update(`${file}\n`).update(fs.readFileSync(path.join(dir, file))).update("\n");
  return hash.digest("hex");
}

/** Where a build keeps the digest of its inputs (beside client/, so it is never served). */
export const digestFile = (/** @type {string} */ buildDir, dir = root) => path.resolve(dir, buildDir, "inputs.sha256");

/**
 * The build's last step (react-router.config.ts), once every page is written. A source saved while
 * the build ran counts as built: build again (`npm run build`) after editing during a build.
 */
export function writeInputsDigest(/** @type {string} */ buildDir, dir = root) {
  fs.writeFileSync(digestFile(buildDir, dir), inputsDigest(dir) + "\n");
}

/**
 * Why `buildDir` must be built again, or null when it is the build of the sources as they are.
 * @returns {string | null}
 */
export function staleBecause(/** @type {string} */ buildDir, dir = root) {
  if (!fs.existsSync(path.resolve(dir, buildDir, "client", "index.html"))) return "No build yet";
  if (!fs.existsSync(path.resolve(dir, buildDir, "server", "index.js"))) return "The build has no compiled server";
  const file = digestFile(buildDir, dir);
  const built = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
  if (!built) return "The build has no record of its sources (an older or unfinished build)";
  return built === inputsDigest(dir) ? null : "Sources changed since the last build";
}

/** `quiet`: the build's output goes to stderr, keeping stdout for the caller's own output. */
export function buildIfStale(buildDir = process.env.BUILD_DIR ?? "build", { quiet = false } = {}) {
  const reason = staleBecause(buildDir);
  if (!reason) return false;
  (quiet ? console.error : console.log)(`${reason}: building...`);
  execSync("npm run build", { cwd: root, stdio: ["ignore", quiet ? 2 : "inherit", "inherit"], env: { ...process.env, BUILD_DIR: buildDir } });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
