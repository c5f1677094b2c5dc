import { apiFetch } from "~/lib/api-client";
import { newsletterSchema } from "#contracts/newsletter";

// POST /api/v1/newsletter, with the shared zod schema. Loaded on submit (newsletter-form.tsx), not
// with every page: the footer's form is on all of them.
export async function subscribe(email: string): Promise<void> {
  const body = newsletterSchema.parse({ email });
  await apiFetch("/api/v1/newsletter", { method: "POST", body: JSON.stringify(body) });
}
