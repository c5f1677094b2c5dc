import path from "node:path";
import { e2eDataDir } from "../../playwright.config";
import { readMail as readOutbox } from "../../tools/outbox";

/**
 * The newest message in the browser tests' server's outbox addressed to `to`, waiting for it to
 * arrive: up to 30 s unless told (a bound, not a wait; on a busy machine a mail can take seconds).
 */
export const readMail = (to: string, options: { subject?: RegExp; timeout?: number; after?: number } = {}) =>
  readOutbox(path.join(e2eDataDir, "outbox"), to, { timeout: 30_000, ...options });
