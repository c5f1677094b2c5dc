import { z } from "./zod";
import { companyField, personNameField, phoneField } from "./field-rules";
import { userRoles } from "./vocabulary";

// GET/PATCH /api/v1/me. Edit Profile's form sends the body as it is: the contact form's rules for
// name, company and phone (spec section 5), under the API's snake_case names (decision 010).
export const profileUpdateSchema = z
  .object({
    full_name: personNameField("Full name is required").describe("1 to 100 letters, spaces, hyphens and apostrophes."),
    company: companyField.describe("At most 100 characters; empty or null clears it."),
    phone: phoneField.describe("7 to 20 digits, spaces, hyphens, brackets and a leading +; empty or null clears it."),
  })
  .meta({ id: "ProfileUpdate" });

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
/** The validated form values: trimmed, empty optional fields as null. */
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const profileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    full_name: z.string().nullable(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    avatar_url: z.string().nullable(),
  })
  .meta({ id: "Profile" });

export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.enum(userRoles),
      two_factor_enabled: z.boolean().describe("Whether the account signs in with a second factor (staff need it)"),
    }),
    profile: profileSchema,
  })
  .meta({ id: "Me" });

export type MeResponse = z.infer<typeof meResponseSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema }).meta({ id: "ProfileResponse" });
