import { z } from "./zod";
import { companyField, personNameField, phoneField } from "./field-rules";

// Edit Profile: the contact form's rules for name, company and phone (spec section 5).
export const profileUpdateSchema = z.object({
  fullName: personNameField("Full name is required"),
  company: companyField,
  phone: phoneField,
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export interface Profile {
  id: string;
  email: string;
  fullName: string | null;
  company: string | null;
  phone: string | null;
  avatarUrl: string | null;
}
