import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.js";

// `npm start`: build when the build is missing or stale, then run the compiled server
// (build/server/index.js). Plain JavaScript, run by Node alone: no TypeScript compiler at start-up.
//
//   node scripts/start.js [--no-build] [entry] [args...]
//
// `--no-build` serves the existing build as it is (`npm run serve`); `entry` runs another compiled
// entry instead of the server (`admin`: `npm run admin -- ...`), with the remaining arguments.

const args = process.argv.slice(2);
const noBuild = args[0] === "--no-build";
if (noBuild) args.shift();
const entry = args[0] && !args[0].startsWith("-") && args[0] !== "index" ? args.shift() : "index";
const buildDir = process.env.BUILD_DIR ?? "build";
// A tool keeps its standard output for its own answers: a build's output goes to stderr.
if (!noBuild) buildIfStale(buildDir, { quiet: entry !== "index" });
process.argv.splice(2, process.argv.length - 2, ...args);
await import(pathToFileURL(path.resolve(buildDir, "server", `${entry}.js`)).href);
