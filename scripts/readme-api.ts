import fs from "node:fs";
import { apiEndpointTable, README_API_TABLE } from "#contracts/api-docs";

// Writes the README's endpoint table from the operations (contracts/<resource>/operations.ts).

const readme = fs.readFileSync("README.md", "utf8");
const start = readme.indexOf(README_API_TABLE.start);
const end = readme.indexOf(README_API_TABLE.end);
if (start < 0 || end < start) throw new Error("README.md has no endpoint table markers");
fs.writeFileSync("README.md", `${readme.slice(0, start + README_API_TABLE.start.length)}\n${apiEndpointTable()}\n${readme.slice(end)}`);
