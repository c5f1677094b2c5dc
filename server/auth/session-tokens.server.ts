import { createHash } from "node:crypto";
import type { BetterAuthOptions, DBAdapter, Where } from "better-auth";

// Session tokens at rest (issue 24, finding 3). A session token is what the cookie and an API
// client's `Authorization: Bearer` carry; the database keeps only its SHA-256, so a copy of the
// database (a backup, an export, a stolen disk) holds no token that opens a session: presenting
// the stored value is looked up as the hash of itself, which matches nothing.
//
// better-auth has no such option (1.7), so its Drizzle adapter is wrapped: the `token` of the
// session model is hashed when a row is written and in every where-clause that names it, and a
// row found by its token is handed back with the token it was found by (better-auth compares and
// re-sets cookies with it). Rows found otherwise (a user's list of sessions) carry the stored hash
// marked with STORED: it is no token, and where-clauses hash it like any other value.

const STORED = "stored:";

/** What the database keeps of a session token. */
export const sessionTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

type Row = Record<string, unknown>;

function hashWhere(where: Where[] | undefined, plainByHash: Map<string, string> = new Map()): Where[] | undefined {
  const one = (value: string) => {
    const hash = sessionTokenHash(value);
    plainByHash.set(hash, value);
    return hash;
  };
  return where?.map((w) => {
    if (w.field !== "token") return w;
    if (typeof w.value === "string") return { ...w, value: one(w.value) };
    if (Array.isArray(w.value)) return { ...w, value: (w.value as string[]).map(one) };
    return w;
  });
}

/** A session row as better-auth gets it back: the token it was looked up by, else the marked hash. */
function outward<T>(row: T, plainByHash: Map<string, string>): T {
  if (!row || typeof row !== "object" || typeof (row as Row).token !== "string") return row;
  const stored = (row as Row).token as string;
  return { ...row, token: plainByHash.get(stored) ?? `${STORED}${stored}` };
}

function wrap<A extends Omit<DBAdapter, "transaction"> & Partial<Pick<DBAdapter, "transaction">>>(inner: A): A {
  const isSession = (model: string) => model === "session";
  return {
    ...inner,
    create: async (data) => {
      if (!isSession(data.model) || typeof (data.data as Row).token !== "string") return inner.create(data);
      const plain = (data.data as Row).token as string;
      const created = await inner.create({ ...data, data: { ...data.data, token: sessionTokenHash(plain) } });
      return outward(created, new Map([[sessionTokenHash(plain), plain]]));
    },
    findOne: async (data) => {
      if (!isSession(data.model)) return inner.findOne(data);
      const plain = new Map<string, string>();
      return outward(await inner.findOne({ ...data, where: hashWhere(data.where, plain)! }), plain);
    },
    findMany: async (data) => {
      if (!isSession(data.model)) return inner.findMany(data);
      const plain = new Map<string, string>();
      const rows = await inner.findMany({ ...data, where: hashWhere(data.where, plain) });
      return rows.map((row) => outward(row, plain));
    },
    count: (data) => (isSession(data.model) ? inner.count({ ...data, where: hashWhere(data.where) }) : inner.count(data)),
    update: async (data) => {
      if (!isSession(data.model)) return inner.update(data);
      const plain = new Map<string, string>();
      return outward(await inner.update({ ...data, where: hashWhere(data.where, plain)! }), plain);
    },
    updateMany: (data) => (isSession(data.model) ? inner.updateMany({ ...data, where: hashWhere(data.where)! }) : inner.updateMany(data)),
    delete: (data) => (isSession(data.model) ? inner.delete({ ...data, where: hashWhere(data.where)! }) : inner.delete(data)),
    deleteMany: (data) => (isSession(data.model) ? inner.deleteMany({ ...data, where: hashWhere(data.where)! }) : inner.deleteMany(data)),
    consumeOne: async (data) => {
      if (!isSession(data.model)) return inner.consumeOne(data);
      const plain = new Map<string, string>();
      return outward(await inner.consumeOne({ ...data, where: hashWhere(data.where, plain)! }), plain);
    },
    incrementOne: async (data) => {
      if (!isSession(data.model)) return inner.incrementOne(data);
      const plain = new Map<string, string>();
      return outward(await inner.incrementOne({ ...data, where: hashWhere(data.where, plain)! }), plain);
    },
    ...(inner.transaction && { transaction: (callback) => inner.transaction!((trx) => callback(wrap(trx))) }),
  } as A;
}

/** better-auth's database adapter, storing session tokens as hashes (see above). */
export function hashingSessionTokens(adapter: (options: BetterAuthOptions) => DBAdapter) {
  return (options: BetterAuthOptions): DBAdapter => wrap(adapter(options));
}

/**
 * better-auth's /revoke-other-sessions compares the listed sessions' tokens (stored hashes) with the
 * current one's (the token itself), so it would end the current session too: it is switched off
 * (better-auth's `disabledPaths`); `DELETE /api/v1/me/sessions` ends the other sessions by id.
 */
export const pathsOffWithHashedTokens = ["/revoke-other-sessions"];
