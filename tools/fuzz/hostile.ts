import fc from "fast-check";

// Hostile values: what a careless or malicious client puts into fields, query strings, path
// segments and headers.

const nastyStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\r\n",
  "a\r\nSet-Cookie: pwned=1",
  "\t\u0007\u001b[31m\u007f",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(5)--",
  "\\",
  "\\'",
  "$1",
  "%s%s%s%n",
  "${7*7}{{7*7}}",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "https://evil.example/steal",
  "//evil.example",
  "/\\evil.example",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f",
  "..\\..\\windows\\win.ini",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "\ud800",
  "\udfff\ud800",
  "\uffff\ufffe",
  "\u202eevil",
  "\u200b\u200d\ufeff",
  "ǅǈǋ İı ß ﬃ",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂👩‍👩‍👧‍👦",
  "Z̸̢̛̗a̴̢̗l̵̡g̶o̸",
  "ﷺ",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "0x7fffffff",
  "99999999999999999999999999",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "[object Object]",
  "a@b",
  "x@example.com\u0000@evil.com",
  `${"a".repeat(250)}@example.com`,
  "\"quoted\"@example.com",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "5B0F8E1E-3C1A-4F7E-9A57-2F1C7B9D8E21",
  "5b0f8e1e3c1a4f7e9a572f1c7b9d8e21",
  "{5b0f8e1e-3c1a-4f7e-9a57-2f1c7b9d8e21}",
];

const nastyNumbers = [
  -1, 0, -0, 1, 1.5, -1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e21, 1e-7,
];

/** A long run of one character (10 KB to 1 MB): size limits and linear-time handling. */
export const hugeString = fc
  .tuple(fc.constantFrom(1e4, 1e5, 1e6), fc.constantFrom("A", "é", "\u0000", "🙂", "%", "\\"))
  .map(([n, ch]) => ch.repeat(Math.ceil(n / ch.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 6 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.uuid(), weight: 1 },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: fc.string({ unit: "binary-ascii", minLength: 200, maxLength: 5000 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...nastyNumbers),
  fc.integer(),
  fc.double(),
);

/** Keys that walk into the prototype chain when an object is merged carelessly. */
export const protoKeys = ["__proto__", "constructor", "prototype", "__defineGetter__", "toJSON", "valueOf", "then"];

/** Any JSON value, hostile in its leaves and in its keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...protoKeys), hostileString), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Deep nesting in JSON text: `[[[…]]]` or `{"a":{"a":…}}`, 100 to 100,000 levels. */
export const deepJsonText = fc
  .tuple(fc.constantFrom(100, 1_000, 10_000, 100_000), fc.boolean())
  .map(([depth, arrays]) => (arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth)));

export const malformedJson = fc.constantFrom(
  "",
  "{",
  "}",
  "{\"email\":",
  "{'email':'a@b.c'}",
  "{\"a\":1,}",
  "[1,2",
  "NaN",
  "{\"a\":NaN}",
  "{\"a\":Infinity}",
  "{\"a\":1e99999}",
  "undefined",
  "\"unterminated",
  "{\"a\":\"\\ud800\"}",
  "{\"a\":\"\\u00\"}",
  "\u0000",
  "\ufeff{}",
  "{}{}",
  "null",
  "true",
  "123",
  "\"string\"",
  "[]",
  "{\"__proto__\":{\"role\":\"admin\",\"isAdmin\":true}}",
  "{\"constructor\":{\"prototype\":{\"role\":\"admin\"}}}",
  "{\"email\":\"a@b.c\",\"email\":{\"$ne\":null}}",
);

/** Characters slipped into otherwise valid text: NUL (PostgreSQL cannot store it), lone surrogates, quotes and escapes, bidi and line controls. */
const fragments = ["\u0000", "\u0000", "\u0000", "\ud800", "\udc00", "\u0001\u001b\u007f", "'\"", "\\", "%_", "\u202e🙂", "\r\n\u2028"];

/** A valid value with a hostile character inserted somewhere (it may still pass validation). */
const injected = (valid: fc.Arbitrary<unknown>) =>
  valid.chain((v) =>
    typeof v === "string"
      ? fc.tuple(fc.nat(v.length), fc.constantFrom(...fragments)).map(([at, bad]) => v.slice(0, at) + bad + v.slice(at))
      : hostileJson,
  );

/** A hostile value for a known field: a valid one with a bad character, or anything. */
export const badValue = (valid: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: injected(valid), weight: 2 }, { arbitrary: hostileJson, weight: 1 });

/** A value for a known field: usually a plausible one (so handlers run past validation), else hostile. */
export const fieldValue = (valid: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: badValue(valid), weight: 2 });
