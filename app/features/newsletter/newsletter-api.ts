import { call } from "~/lib/api-client";
import { newsletterSchema } from "#contracts/newsletter";

// POST /newsletter, with the shared zod schema. Loaded on submit (newsletter-form.tsx), not
// with every page: the footer's form is on all of them.
export async function subscribe(email: string): Promise<void> {
  const body = newsletterSchema.parse({ email });
  await call("POST /newsletter", { body });
}
