import { z } from "./zod";
import { companyField, personNameField, phoneField } from "./field-rules";
import { userRoles } from "./vocabulary";
import { locales } from "./locales";

/** The language of the learner's mails, certificates and (signed in) pages (issue 29). */
export const localeField = z.enum(locales, `locale must be one of: ${locales.join(", ")}`).describe("`en` (English) or `hi` (Hindi).");

// GET/PATCH /api/v1/me. Edit Profile's form sends the body as it is: the contact form's rules for
// name, company and phone (spec section 5), under the API's snake_case names (decision 010).
export const profileUpdateSchema = z
  .object({
    full_name: personNameField("Full name is required").describe("1 to 100 letters, spaces, hyphens and apostrophes."),
    company: companyField.describe("At most 100 characters; empty or null clears it."),
    phone: phoneField.describe("7 to 20 digits, spaces, hyphens, brackets and a leading +; empty or null clears it."),
    locale: localeField.optional().describe("`en` or `hi`: the language of the account's mails and certificates; left out, it stays as it is."),
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
    locale: localeField.describe("The language of the account's mails, certificates and pages: `en` (English, the default) or `hi` (Hindi)."),
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

/** PUT /api/v1/me/locale: the language switch of a signed-in learner, without the profile's other fields. */
export const localeUpdateSchema = z.object({ locale: localeField }).meta({ id: "LocaleUpdate" });
export const localeResponseSchema = z.object({ locale: localeField }).meta({ id: "LocaleResponse" });
