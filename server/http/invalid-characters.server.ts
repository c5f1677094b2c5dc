// Characters a request may not carry in its text: U+0000, which PostgreSQL cannot store in text
// ("invalid byte sequence for encoding UTF8: 0x00"), and unpaired UTF-16 surrogates, which have no
// UTF-8 form (better-auth's encodeURIComponent of a callbackURL throws on one). Both got as far as
// the database or better-auth and failed there with a 500; they are refused up front with a 400.

export const INVALID_CHARACTERS_MESSAGE = "The request contains a character that is not accepted: U+0000 or an unpaired surrogate.";

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const invalid = (text: string) => text.includes("\0") || UNPAIRED_SURROGATE.test(text);

/** Any string (key or value) of a parsed JSON value with such a character. Iterative: any depth. */
export function jsonHasInvalidCharacters(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (invalid(item)) return true;
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (invalid(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** A request body (JSON or form) with such a character, as better-auth would read it. */
export function bodyHasInvalidCharacters(text: string, contentType: string): boolean {
  if (text.includes("\0")) return true;
  if (/json/i.test(contentType)) {
    try {
      return jsonHasInvalidCharacters(JSON.parse(text));
    } catch {
      return false;
    }
  }
  if (/^\s*application\/x-www-form-urlencoded\b/i.test(contentType)) {
    return [...new URLSearchParams(text)].some(([key, value]) => invalid(key) || invalid(value));
  }
  return false;
}

/** A percent-encoded U+0000 in a URL's query (the HTTP parser refuses raw ones; decoding never yields a surrogate). */
export function queryHasNul(url: string): boolean {
  const at = url.indexOf("?");
  return at >= 0 && url.includes("%00", at);
}
