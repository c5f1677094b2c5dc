import type { Role } from "#contracts/vocabulary";

// The current-user lookup: the signed-in user, or null. The session lives in an httpOnly cookie,
// so the browser asks the server.
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role?: Role;
}

export async function getCurrentUser(): Promise<CurrentUser | null> {
  const response = await fetch("/api/auth/get-session", { credentials: "same-origin" });
  if (!response.ok) throw new Error(`Session lookup failed with HTTP ${response.status}`);
  const data = (await response.json()) as { user?: CurrentUser } | null;
  return data?.user ?? null;
}
