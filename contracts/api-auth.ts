import { z } from "./zod";
import { emailField } from "./field-rules";
import { passwordField } from "./auth";

// Bodies of the REST API's auth endpoints (documented API: password at least 8 characters at
// registration).

export const loginBodySchema = z.object({ email: emailField, password: passwordField }).meta({ id: "LoginRequest" });

export const registerBodySchema = z
  .object({
    email: emailField,
    password: passwordField,
    name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name must be less than 100 characters"),
  })
  .meta({ id: "RegisterRequest" });

export const refreshBodySchema = z
  .object({ refresh_token: z.string({ error: "refresh_token is required" }).min(1, "refresh_token is required").max(200) })
  .meta({ id: "RefreshRequest" });

export const apiUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() }).meta({ id: "User" });

export const tokenResponseSchema = z
  .object({
    token: z.string().describe("Send as `Authorization: Bearer <token>`"),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().describe("Seconds until the token expires"),
    refresh_token: z.string().describe("Use once with POST /auth/refresh"),
    user: apiUserSchema,
  })
  .meta({ id: "TokenResponse" });
