import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { ORG_KEY_PREFIX } from "#contracts/organisations";
import type { Database } from "../db/client.server";
import { organisationApiKeys } from "../db/schema";
import { hashSecret } from "./access.server";

// Organisation API keys: read-only, one organisation's, for its HR systems. The secret is shown
// once, when made; we keep its SHA-256 (a 256-bit random secret needs no slow hash) and a prefix
// for people to recognise it.

type Row = typeof organisationApiKeys.$inferSelect;
const keyJson = (row: Row) => ({ id: row.id, name: row.name, prefix: row.prefix, created_at: row.createdAt.toISOString(), last_used_at: row.lastUsedAt?.toISOString() ?? null });

export async function keysOf(db: Database, orgId: string) {
  const rows = await db.select().from(organisationApiKeys).where(eq(organisationApiKeys.organisationId, orgId)).orderBy(desc(organisationApiKeys.createdAt));
  return rows.map(keyJson);
}

export async function createKey(db: Database, orgId: string, name: string, createdBy: string) {
  const secret = `${ORG_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(organisationApiKeys)
    .values({ organisationId: orgId, name, prefix: secret.slice(0, ORG_KEY_PREFIX.length + 6), keyHash: hashSecret(secret), createdBy })
    .returning();
  return { key: keyJson(row), secret };
}

export async function revokeKey(db: Database, orgId: string, keyId: string): Promise<boolean> {
  const rows = await db.delete(organisationApiKeys).where(and(eq(organisationApiKeys.id, keyId), eq(organisationApiKeys.organisationId, orgId))).returning({ id: organisationApiKeys.id });
  return rows.length > 0;
}
