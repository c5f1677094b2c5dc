/** The trial offer (spec section 9: 14 days, no credit card), repeated in several home page sections. */
export const freeTrial = "14-day free trial, no credit card required";
