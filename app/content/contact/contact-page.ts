// The contact page's fixed content (spec section 2, Contact page). Addresses, phone numbers and
// office hours come from contracts/company.ts, shared with the footer, the chat assistant and the
// server's acknowledgement e-mail.

import { company } from "#contracts/company";

export const replyPromise = `We reply to every message ${company.replyWithin}.`;
