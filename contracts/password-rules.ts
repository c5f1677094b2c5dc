// A password's rules as plain values (spec section 5): what a page needs without the schemas, so a
// form's page ships no validation library (contracts/auth.ts builds the schemas from these).

/** A password's length, in characters (spec section 5; 72 is also bcrypt's limit in bytes). */
export const PASSWORD_LENGTH = { min: 8, max: 72 } as const;
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
export const PASSWORD_TOO_LONG = "Password must be less than 72 characters";
