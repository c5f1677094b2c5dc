import { buildIfStale } from "./build-if-stale";

// `npm start`: build when needed, then run the production server.
buildIfStale();
await import("../server/index");
