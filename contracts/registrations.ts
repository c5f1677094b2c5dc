import { registrationKinds, registrationStatuses } from "./registration-items";
import { z } from "./zod";

// The REST API's registration shapes (JSON in snake_case): the server validates with them and the
// OpenAPI document is generated from them. The browser imports only their types (the listing
// pages stay free of zod); the item facts and messages are in registration-items.ts.

const kindSchema = z.enum(registrationKinds, { error: `kind must be one of: ${registrationKinds.join(", ")}` });

export const registrationBodySchema = z
  .object({
    kind: kindSchema,
    item_id: z.string({ error: "item_id is required" }).min(1, "item_id is required").max(100, "item_id is too long"),
  })
  .meta({ id: "RegistrationBody" });

export const registrationItemsQuerySchema = z.object({
  kind: kindSchema.optional(),
});

export const liveItemSchema = z
  .object({
    kind: kindSchema,
    id: z.string(),
    title: z.string(),
    capacity: z.number().int(),
    taken: z.number().int().describe("Seats taken: the listing's sample figure plus the registrations made here"),
    seats_left: z.number().int(),
    full: z.boolean(),
    starts_at: z.string().describe("ISO 8601 date-time (UTC)"),
    ends_at: z.string().describe("ISO 8601 date-time (UTC)"),
    place: z.string().describe('Where it takes place, or "Online"'),
    price: z.number().int().describe("Whole rupees; 0 means free"),
    open: z.boolean().describe("Still taking registrations (it has not started)"),
    registered: z.boolean().describe("The signed-in caller holds a registration (false when signed out)"),
  })
  .meta({ id: "RegistrationItem" });
export type LiveItem = z.infer<typeof liveItemSchema>;

export const registrationItemsResponseSchema = z
  .object({ items: z.array(liveItemSchema), signed_in: z.boolean() })
  .meta({ id: "RegistrationItemList" });

export const registrationSchema = z
  .object({
    id: z.uuid(),
    kind: kindSchema,
    item_id: z.string(),
    status: z.enum(registrationStatuses),
    created_at: z.string().describe("ISO 8601 date-time"),
    cancelled_at: z.string().nullable(),
    past: z.boolean().describe("The item is over"),
    item: z.object({
      title: z.string(),
      start_date: z.string().describe("First day, YYYY-MM-DD (India)"),
      end_date: z.string().describe("Last day, YYYY-MM-DD (India)"),
      time: z.string().describe('Start time in India Standard Time, e.g. "10:00 AM IST"'),
      starts_at: z.string(),
      ends_at: z.string(),
      place: z.string(),
      price: z.number().int(),
      join_url: z.string().nullable().describe("Webinars: the joining link"),
    }),
  })
  .meta({ id: "Registration" });
export type Registration = z.infer<typeof registrationSchema>;

export const myRegistrationsResponseSchema = z
  .object({ registrations: z.array(registrationSchema) })
  .meta({ id: "RegistrationList" });

/** Staff's view: each item with its live registrations. */
export const adminRegistrationItemSchema = liveItemSchema.omit({ registered: true }).extend({
  start_date: z.string(),
  registrations: z.array(
    z.object({ id: z.uuid(), name: z.string(), email: z.string(), company: z.string().nullable(), registered_at: z.string() }),
  ),
});
export type AdminRegistrationItem = z.infer<typeof adminRegistrationItemSchema>;

export const adminRegistrationsQuerySchema = z.object({
  kind: kindSchema.optional(),
  item_id: z.string().max(100).optional(),
});

/** POST /registrations and POST /registrations/{id}/cancel: the registration and the item's seats now. */
export const registrationResultSchema = z
  .object({ registration: registrationSchema, item: liveItemSchema })
  .meta({ id: "RegistrationResult" });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const adminRegistrationsResponseSchema = z
  .object({ items: z.array(adminRegistrationItemSchema) })
  .meta({ id: "AdminRegistrationList" });
