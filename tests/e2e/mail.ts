import path from "node:path";
import { e2eDataDir } from "../../playwright.config";
import { readMail as readOutbox } from "../../tools/outbox";

/** The newest message in the browser tests' server's outbox addressed to `to`, waiting for it to arrive. */
export const readMail = (to: string, options: { subject?: RegExp; timeout?: number } = {}) =>
  readOutbox(path.join(e2eDataDir, "outbox"), to, options);
