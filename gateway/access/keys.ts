/**
 * Accounts and API keys: issued once in plain text, stored as a SHA-256 digest, verified in
 * constant time.
 *
 * A key reads `qf_live_<id>_<secret>`: the fixed service prefix (spec/03), a 16-hex-digit id to
 * find the row, and 256 random bits. A fast digest is right here because the secret is random,
 * not a password; the id lookup keeps verification one indexed read (key joined to its account).
 *
 * An account owns a plan, add-ons and the credit wallet; any number of keys act for it. Keys can
 * be disabled (and enabled again), rotated (a new key replaces the old, which is revoked) or
 * revoked for good; an account can be suspended and resumed.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Warehouse } from "../../warehouse/connection.js";
import { type Addon, isAddon, PLANS, type PlanName } from "./plans.js";

export const KEY_PREFIX = "qf_live_";
const KEY_PATTERN = /^qf_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface Principal {
  keyId: string;
  label: string;
  accountId: string;
  plan: PlanName;
  addons: Addon[];
  suspended: boolean;
  /** Included credits per month (plan, or the account's override) plus the overage cap. */
  monthlyAllowance: number;
  /** The service's operators: they read every tenant's log lines (GET /api/logs). */
  operator: boolean;
}

export interface IssuedKey {
  id: string;
  accountId: string;
  /** The only time the full key exists outside the caller's hands. */
  key: string;
  label: string;
}

export interface AccountOptions {
  plan?: PlanName;
  addons?: readonly Addon[];
  /** Overrides the plan's included credits per month. */
  monthlyCredits?: number | null;
  overageCap?: number;
  /** An operator account (AccountsTable.operator); default false. */
  operator?: boolean;
}

function digest(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function now(): string {
  return new Date().toISOString();
}

export async function createAccount(
  db: Warehouse,
  name: string,
  options: AccountOptions = {},
): Promise<string> {
  const id = `acct_${randomBytes(8).toString("hex")}`;
  await db
    .insertInto("accounts")
    .values({
      id,
      name,
      plan: options.plan ?? "free",
      addons: (options.addons ?? []).join(","),
      monthly_credits: options.monthlyCredits ?? null,
      overage_cap: options.overageCap ?? 0,
      created_at: now(),
      suspended_at: null,
      operator: options.operator ? 1 : 0,
    })
    .execute();
  return id;
}

/**
 * Issues a key for an existing account, or for a new account of its own (named after the label)
 * when no accountId is given.
 */
export async function issueKey(
  db: Warehouse,
  label: string,
  options: AccountOptions & { accountId?: string } = {},
): Promise<IssuedKey> {
  const accountId = options.accountId ?? (await createAccount(db, label, options));
  const id = randomBytes(8).toString("hex");
  const key = `${KEY_PREFIX}${id}_${randomBytes(32).toString("base64url")}`;
  await db
    .insertInto("api_keys")
    .values({
      id,
      account_id: accountId,
      display_prefix: key.slice(0, KEY_PREFIX.length + 6),
      hash: digest(key),
      label,
      created_at: now(),
      disabled_at: null,
      revoked_at: null,
    })
    .execute();
  return { id, accountId, key, label };
}

export async function listKeys(db: Warehouse) {
  return db
    .selectFrom("api_keys")
    .innerJoin("accounts", "accounts.id", "api_keys.account_id")
    .select([
      "api_keys.id",
      "api_keys.account_id",
      "api_keys.display_prefix",
      "api_keys.label",
      "api_keys.created_at",
      "api_keys.disabled_at",
      "api_keys.revoked_at",
      "accounts.plan",
      "accounts.addons",
      "accounts.suspended_at",
    ])
    .orderBy("api_keys.created_at")
    .execute();
}

async function updateKey(
  db: Warehouse,
  id: string,
  set: { disabled_at?: string | null; revoked_at?: string },
) {
  let query = db.updateTable("api_keys").set(set).where("id", "=", id).where("revoked_at", "is", null);
  if (set.disabled_at !== undefined) {
    query = query.where("disabled_at", set.disabled_at === null ? "is not" : "is", null);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function disableKey(db: Warehouse, id: string): Promise<boolean> {
  return updateKey(db, id, { disabled_at: now() });
}

export async function enableKey(db: Warehouse, id: string): Promise<boolean> {
  return updateKey(db, id, { disabled_at: null });
}

export async function revokeKey(db: Warehouse, id: string): Promise<boolean> {
  return updateKey(db, id, { revoked_at: now() });
}

/** A new key for the same account and label; the old one stops working at once. */
export async function rotateKey(db: Warehouse, id: string): Promise<IssuedKey | null> {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom("api_keys")
      .select(["account_id", "label"])
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!old || !(await revokeKey(trx, id))) return null;
    return issueKey(trx, old.label, { accountId: old.account_id });
  });
}

async function setSuspended(db: Warehouse, accountId: string, suspended: boolean): Promise<boolean> {
  const result = await db
    .updateTable("accounts")
    .set({ suspended_at: suspended ? now() : null })
    .where("id", "=", accountId)
    .where("suspended_at", suspended ? "is" : "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const suspendAccount = (db: Warehouse, accountId: string) => setSuspended(db, accountId, true);
export const resumeAccount = (db: Warehouse, accountId: string) => setSuspended(db, accountId, false);

/** Makes an account an operator, or no longer one; false when there is no such account. */
export async function setOperator(db: Warehouse, accountId: string, operator: boolean): Promise<boolean> {
  const result = await db
    .updateTable("accounts")
    .set({ operator: operator ? 1 : 0 })
    .where("id", "=", accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function changePlan(
  db: Warehouse,
  accountId: string,
  plan: PlanName,
  addons: readonly Addon[],
): Promise<boolean> {
  const result = await db
    .updateTable("accounts")
    .set({ plan, addons: addons.join(",") })
    .where("id", "=", accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listAccounts(db: Warehouse) {
  return db.selectFrom("accounts").selectAll().orderBy("created_at").execute();
}

/** Why a key no longer acts for anyone (revoked wins over disabled, either over a suspension). */
export type Standing = "revoked" | "disabled" | "suspended";

function standingOf(row: {
  revoked_at: string | null;
  disabled_at: string | null;
  suspended_at: string | null;
}): Standing | null {
  if (row.revoked_at !== null) return "revoked";
  if (row.disabled_at !== null) return "disabled";
  return row.suspended_at !== null ? "suspended" : null;
}

/**
 * The standing of each key id: null while it works, or why it stopped (an id no longer stored
 * counts as revoked). One query, for the keys of a gateway's open streams (access/revocations.ts).
 */
export async function keyStandings(
  db: Warehouse,
  keyIds: readonly string[],
): Promise<Map<string, Standing | null>> {
  const rows =
    keyIds.length === 0
      ? []
      : await db
          .selectFrom("api_keys")
          .innerJoin("accounts", "accounts.id", "api_keys.account_id")
          .select(["api_keys.id", "api_keys.revoked_at", "api_keys.disabled_at", "accounts.suspended_at"])
          .where("api_keys.id", "in", keyIds)
          .execute();
  const found = new Map(rows.map((row) => [row.id, standingOf(row)]));
  return new Map(keyIds.map((id) => [id, found.has(id) ? (found.get(id) ?? null) : "revoked"]));
}

function principalQuery(db: Warehouse, id: string) {
  return db
    .selectFrom("api_keys")
    .innerJoin("accounts", "accounts.id", "api_keys.account_id")
    .select([
      "api_keys.id",
      "api_keys.hash",
      "api_keys.label",
      "api_keys.disabled_at",
      "api_keys.revoked_at",
      "accounts.id as account_id",
      "accounts.plan",
      "accounts.addons",
      "accounts.monthly_credits",
      "accounts.overage_cap",
      "accounts.suspended_at",
      "accounts.operator",
    ])
    .where("api_keys.id", "=", id);
}

type PrincipalRow = Awaited<ReturnType<ReturnType<typeof principalQuery>["executeTakeFirst"]>>;

/**
 * The key lookup runs on every request: compiled once per database and re-run with the key id as
 * its one parameter, instead of being rebuilt by the query builder each time.
 */
const compiledLookups = new WeakMap<Warehouse, CompiledQuery<NonNullable<PrincipalRow>>>();

async function lookUp(db: Warehouse, id: string): Promise<PrincipalRow> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = principalQuery(db, "").compile();
    compiledLookups.set(db, compiled);
  }
  const { rows } = await db.executeQuery<NonNullable<PrincipalRow>>({ ...compiled, parameters: [id] });
  return rows[0];
}

/**
 * The caller behind a key, or null for a missing, malformed, unknown, disabled or revoked key.
 * A suspended account still resolves (it answers 403, not 401). Throws when the store fails.
 */
export async function verifyKey(db: Warehouse, key: string | null): Promise<Principal | null> {
  const match = key ? KEY_PATTERN.exec(key) : null;
  if (!key || !match) return null;
  const row = await lookUp(db, match[1] as string);
  const standing = row ? standingOf(row) : "revoked";
  if (!row || standing === "revoked" || standing === "disabled") return null;
  const expected = Buffer.from(row.hash, "hex");
  const actual = Buffer.from(digest(key), "hex");
  if (!timingSafeEqual(expected, actual)) return null;
  const included = row.monthly_credits ?? PLANS[row.plan].includedCreditsPerMonth;
  return {
    keyId: row.id,
    label: row.label,
    accountId: row.account_id,
    plan: row.plan,
    addons: row.addons.split(",").filter(isAddon),
    suspended: standing === "suspended",
    monthlyAllowance: Number(included) + Number(row.overage_cap),
    operator: Number(row.operator) === 1,
  };
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
