// An API's refusal as a sentence in the page's language. The server writes its refusals in
// English, some with names and numbers in them ("No seats left in Acme: …"), so a page in another
// language cannot simply look the sentence up: it shows the translation when its catalog has that
// exact sentence, and otherwise what the refusal's code means in general. English pages show the
// server's own sentence, as they always did.
import { ApiError } from "~/lib/api-client";
import { organisationMessages } from "#contracts/organisation-vocabulary";
import type { Translator } from "./i18n";

const SOMETHING_WRONG = "Something went wrong. Please try again.";

/** What each code means, for a page whose language has no translation of the server's exact sentence. */
const meaningOfCode: Partial<Record<string, string>> = {
  network_error: "Could not reach the server. Check your connection and try again.",
  validation_error: "Some of the details are not valid. Please check them and try again.",
  forbidden: "Your role does not allow this.",
  not_found: "This no longer exists. Please reload the page.",
  rate_limited: "Too many attempts. Please wait a little and try again.",
  organisation_read_only: "Nothing can be changed in this organisation now: its trial has ended or it is suspended. Please contact us.",
  no_seats_left: organisationMessages.noSeats,
  team_exists: organisationMessages.teamExists,
  last_owner: "An organisation needs an owner: make someone else owner first.",
  public_mail_domain: "Join by domain is only for a company's own mail domain.",
  invalid_token: "This invitation link is no longer valid: it was used, revoked, or is more than 7 days old. Ask for a new one.",
  account_exists: "An account with this address exists: sign in to accept the invitation.",
  weak_password: "Please choose a stronger password.",
};

/** The refusal `error` in `translator`'s language; `fallback` (an English message id) when it is not an API refusal. */
export function apiErrorText(error: unknown, { t, has }: Pick<Translator, "t" | "has">, fallback = SOMETHING_WRONG): string {
  if (!(error instanceof ApiError) || (error.status >= 500 && error.code !== "network_error")) return t(fallback);
  if (has(error.message)) return t(error.message);
  const meaning = meaningOfCode[error.code];
  return t(meaning ?? fallback);
}
