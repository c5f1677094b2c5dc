import { defineOperation } from "../operation";
import { newsletterConfirmResponseSchema, newsletterResponseSchema, newsletterSchema, newsletterTokenSchema, newsletterUnsubscribeResponseSchema } from "../newsletter";


export const subscribe = defineOperation({
  id: "subscribe",
  method: "post",
  path: "/newsletter",
  tag: "Site",
  summary: "Ask for the newsletter: a confirmation link is mailed to the address (double opt-in)",
  description:
    "Mails a confirmation link to the address. The address is subscribed only once the link is opened (`POST /newsletter/confirm`). The answer is the same whether the address is new, waiting for its confirmation or already subscribed: it does not tell who subscribes. At most 10 addresses per client an hour: beyond that 429 `rate_limited`, with `Retry-After` in seconds. The mail is sent after the answer, so the answer takes the same time for every address.",
  body: { schema: newsletterSchema, example: { email: "reader@example.com" } },
  response: {
    status: 202,
    description: "A confirmation link was mailed (or the address was already subscribed)",
    schema: newsletterResponseSchema,
    example: { email: "reader@example.com", status: "confirmation_sent" },
  },
  errors: ["validation_error", "invalid_json", "unsupported_media_type", "rate_limited"],
  invalidMessage: "Please provide a valid email address.",
});

export const confirmSubscription = defineOperation({
  id: "confirm-subscription",
  method: "post",
  path: "/newsletter/confirm",
  tag: "Site",
  summary: "Confirm a subscription with the token of the mailed link (works once)",
  body: { schema: newsletterTokenSchema, example: { token: "q3Yb0b9mJxv2a8sLw4nVZ1kR6tE5uHcP0oD7gF2iK9M" } },
  response: {
    status: 200,
    description: "Subscribed",
    schema: newsletterConfirmResponseSchema,
    example: { email: "reader@example.com", status: "subscribed" },
  },
  errors: ["validation_error", "invalid_json", "unsupported_media_type", "invalid_token"],
  invalidMessage: "This link is not valid.",
});

export const unsubscribe = defineOperation({
  id: "unsubscribe",
  method: "post",
  path: "/newsletter/unsubscribe",
  tag: "Site",
  summary: "Unsubscribe an address with the token of its unsubscribe link",
  description:
    "One click (RFC 8058): the `List-Unsubscribe` URL of every newsletter mail carries the token in the query, and any body is ignored. The unsubscribe page sends the token as JSON instead. The address is erased.",
  query: newsletterTokenSchema.partial(),
  body: { schema: newsletterTokenSchema, example: { token: "4f1c0d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e" }, optional: true },
  response: {
    status: 200,
    description: "The address is erased",
    schema: newsletterUnsubscribeResponseSchema,
    example: { email: "reader@example.com", status: "unsubscribed" },
  },
  errors: ["validation_error", "invalid_json", "unsupported_media_type", "invalid_token"],
  invalidMessage: "This link is not valid.",
});
