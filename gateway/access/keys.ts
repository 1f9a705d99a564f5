/**
 * API keys: issued once in plain text, stored as a SHA-256 digest, verified in constant time.
 *
 * A key reads `qf_live_<id>_<secret>`: the fixed service prefix (spec/03), a 16-hex-digit id to
 * find the row, and 256 random bits. A fast digest is right here because the secret is random,
 * not a password; the id lookup keeps verification one indexed read.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Warehouse } from "../../warehouse/connection.js";

export const KEY_PREFIX = "qf_live_";
const KEY_PATTERN = /^qf_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface Principal {
  keyId: string;
  label: string;
}

export interface IssuedKey {
  id: string;
  /** The only time the full key exists outside the caller's hands. */
  key: string;
  label: string;
}

function digest(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function issueKey(db: Warehouse, label: string): Promise<IssuedKey> {
  const id = randomBytes(8).toString("hex");
  const key = `${KEY_PREFIX}${id}_${randomBytes(32).toString("base64url")}`;
  await db
    .insertInto("api_keys")
    .values({
      id,
      display_prefix: key.slice(0, KEY_PREFIX.length + 6),
      hash: digest(key),
      label,
      created_at: new Date().toISOString(),
      disabled_at: null,
    })
    .execute();
  return { id, key, label };
}

export async function listKeys(db: Warehouse) {
  return db
    .selectFrom("api_keys")
    .select(["id", "display_prefix", "label", "created_at", "disabled_at"])
    .orderBy("created_at")
    .execute();
}

export async function disableKey(db: Warehouse, id: string): Promise<boolean> {
  const result = await db
    .updateTable("api_keys")
    .set({ disabled_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The caller behind a key, or null for a missing, malformed, unknown or disabled key. */
export async function verifyKey(db: Warehouse, key: string | null): Promise<Principal | null> {
  const match = key ? KEY_PATTERN.exec(key) : null;
  if (!key || !match) return null;
  const row = await db
    .selectFrom("api_keys")
    .select(["id", "hash", "label", "disabled_at"])
    .where("id", "=", match[1] as string)
    .executeTakeFirst();
  if (!row || row.disabled_at !== null) return null;
  const expected = Buffer.from(row.hash, "hex");
  const actual = Buffer.from(digest(key), "hex");
  return timingSafeEqual(expected, actual) ? { keyId: row.id, label: row.label } : null;
}

export type KeySource = "bearer" | "x-api-key" | "query" | null;

/**
 * spec/03: Bearer, then X-API-Key, then the api_key query parameter; the first present wins,
 * even when it is wrong and a later one is right.
 */
export function keyFromRequest(
  header: (name: string) => string | null | undefined,
  query: URLSearchParams,
): { key: string | null; source: KeySource } {
  const authorization = header("authorization");
  if (authorization) {
    const bearer = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    return { key: bearer?.[1]?.trim() ?? null, source: "bearer" };
  }
  const apiKey = header("x-api-key");
  if (apiKey) return { key: apiKey.trim(), source: "x-api-key" };
  const fromQuery = query.get("api_key");
  if (fromQuery) return { key: fromQuery, source: "query" };
  return { key: null, source: null };
}
