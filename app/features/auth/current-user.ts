import { apiFetch } from "~/lib/api-client";
import type { Role } from "#contracts/vocabulary";

// The current-user lookup: the signed-in user, or null. The session lives in an httpOnly cookie,
// so the browser asks the server.
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role?: Role;
}

/** better-auth's session, or null when nobody is signed in; an ApiError when the lookup fails. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const data = await apiFetch<{ user?: CurrentUser } | null>("/api/auth/get-session");
  return data?.user ?? null;
}
