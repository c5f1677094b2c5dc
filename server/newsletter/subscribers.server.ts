import type { Database } from "../db/client.server";
import { newsletterSubscribers } from "../db/schema";

// The newsletter's queries. (The staff inbox lists and exports subscribers: admin/inbox.server.ts.)

/** Subscribes an address; one that is already subscribed keeps its one row. */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing({ target: newsletterSubscribers.email });
}
