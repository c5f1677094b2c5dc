import { defineOperation } from "../operation";
import { contactMessages, contactResponseSchema, contactSchema } from "../contact";
import { sampleInquiry } from "../api-examples";


export const sendContact = defineOperation({
  id: "contact",
  method: "post",
  path: "/contact",
  tag: "Site",
  summary: "Send a contact inquiry",
  description:
    "Stores the inquiry with status `new` and e-mails an acknowledgement. At most 5 inquiries per e-mail address and 20 per client in any 60 minutes: beyond that 429 `rate_limited`, with `Retry-After` in seconds.",
  body: {
    schema: contactSchema,
    example: {
      name: sampleInquiry.name,
      email: sampleInquiry.email,
      company: sampleInquiry.company,
      phone: sampleInquiry.phone,
      subject: sampleInquiry.subject,
      message: sampleInquiry.message,
    },
  },
  response: { status: 201, description: "Stored", schema: contactResponseSchema, example: { id: sampleInquiry.id } },
  errors: ["validation_error", "invalid_json", "payload_too_large", "unsupported_media_type", "rate_limited", "insert_failed", "rate_check_failed"],
  invalidMessage: contactMessages.validation,
});
