import { defineOperation } from "../operation";
import { adminRegistrationsQuerySchema, adminRegistrationsResponseSchema, myRegistrationsResponseSchema, registrationBodySchema, registrationItemsQuerySchema, registrationItemsResponseSchema, registrationResultSchema } from "../registrations";
import { sampleUser, sampleLiveItem, sampleRegistration, sampleAdminItemHead } from "../api-examples";


export const registrationItems = defineOperation({
  id: "registration-items",
  method: "get",
  path: "/registrations/items",
  tag: "Registrations",
  summary: "Workshops, seminars, events, webinars and masterclasses with their live seat counts",
  description:
    "Every item (or those of one `kind`) with its capacity, the seats taken and left, and whether it still takes registrations. No token needed; signed in (cookie or bearer token), `registered` says which items you hold.",
  query: registrationItemsQuerySchema,
  response: { status: 200, description: "The items", schema: registrationItemsResponseSchema, example: { items: [sampleLiveItem], signed_in: true } },
  errors: ["validation_error"],
  invalidMessage: "Invalid query parameters.",
});

export const registerForItem = defineOperation({
  id: "register-for-item",
  method: "post",
  path: "/registrations",
  tag: "Registrations",
  summary: "Register the signed-in user (a confirmation e-mail with a calendar entry is sent)",
  description:
    "Takes a seat at the item. One live registration per item and user (409 `already_registered`); a full item answers 409 `session_full`, one that has started 409 `registration_closed`. At most a few registrations per user in any hour (429 `rate_limited`).",
  auth: "user",
  body: { schema: registrationBodySchema, example: { kind: "seminar", item_id: "rag-in-production" } },
  response: {
    status: 201,
    description: "Registered; the item's seats now",
    schema: registrationResultSchema,
    example: { registration: sampleRegistration, item: sampleLiveItem },
  },
  errors: [
    "validation_error",
    "invalid_json",
    "invalid_characters",
    "unauthorized",
    "invalid_origin",
    "not_found",
    "already_registered",
    "session_full",
    "registration_closed",
    "unsupported_media_type",
    "rate_limited",
  ],
});

export const myRegistrations = defineOperation({
  id: "my-registrations",
  method: "get",
  path: "/registrations",
  tag: "Registrations",
  summary: "The signed-in user's registrations, soonest first",
  auth: "user",
  response: { status: 200, description: "Live registrations, upcoming and past", schema: myRegistrationsResponseSchema, example: { registrations: [sampleRegistration] } },
  errors: ["unauthorized"],
});

export const cancelRegistration = defineOperation({
  id: "cancel-registration",
  method: "post",
  path: "/registrations/{registrationId}/cancel",
  tag: "Registrations",
  summary: "Cancel a registration (frees the seat; a cancellation e-mail is sent)",
  description: "Only before the item starts (409 `registration_closed`); a registration cancelled already answers 409 `already_cancelled`.",
  auth: "user",
  params: { registrationId: "The registration's `id` from `GET /registrations`." },
  response: {
    status: 200,
    description: "Cancelled; the item's seats now",
    schema: registrationResultSchema,
    example: {
      registration: { ...sampleRegistration, status: "cancelled", cancelled_at: "2026-12-02T10:00:00.000Z" },
      item: { ...sampleLiveItem, taken: 64, seats_left: 56, registered: false },
    },
  },
  errors: ["unauthorized", "invalid_origin", "not_found", "already_cancelled", "registration_closed"],
});

export const listRegistrations = defineOperation({
  id: "list-registrations",
  method: "get",
  path: "/admin/registrations",
  tag: "Staff",
  summary: "Every workshop, seminar, event, webinar and masterclass with its seats and registrations",
  description: "Each item (or those of one `kind`) with its live registrations: the learner's name, e-mail address and company.",
  auth: "admin",
  query: adminRegistrationsQuerySchema,
  response: {
    status: 200,
    description: "The items with their registrations",
    schema: adminRegistrationsResponseSchema,
    example: {
      items: [
        {
          ...sampleAdminItemHead,
          start_date: "2027-02-18",
          registrations: [{ id: sampleRegistration.id, name: sampleUser.name, email: sampleUser.email, company: "Tata Steel", registered_at: sampleRegistration.created_at }],
        },
      ],
    },
  },
  errors: ["validation_error", "unauthorized", "forbidden", "two_factor_required"],
});

export const exportRegistrations = defineOperation({
  id: "export-registrations",
  method: "get",
  path: "/admin/registrations/csv",
  tag: "Staff",
  summary: "Registrations as CSV (all, one kind's or one item's)",
  description:
    "Columns `kind`, `item_id`, `item_title`, `item_date`, `name`, `email`, `company` and `registered_at`; a download (`Content-Disposition: attachment`). Filter with `kind` and `item_id`.",
  auth: "admin",
  query: adminRegistrationsQuerySchema,
  response: { status: 200, description: "The CSV file", contentType: "text/csv" },
  errors: ["validation_error", "unauthorized", "forbidden", "two_factor_required"],
});
