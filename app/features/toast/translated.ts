import type { Translator } from "~/i18n/i18n";
import type { ToastContent } from "./toast";

/** A toast's title and description (English, the message ids) in the page's language. */
export function translated({ title, description }: ToastContent, t: Translator["t"]): ToastContent {
  return { title: t(title), description: description === undefined ? undefined : t(description) };
}
