import { eq } from "drizzle-orm";
import { sourceLocale, type Locale } from "#contracts/locales";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";

// Whose language a mail is in (docs/decisions/025-server-languages.md): an account's mail in the
// account's language, read when the mail is written (not from the session, which may be older
// than a change of language); a signed-out recipient's in the language of the page they acted on.

/** The account's language (users.locale); English for an account that is gone. */
export async function accountLocale(db: Pick<Database, "select">, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? sourceLocale;
}
