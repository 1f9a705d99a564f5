/**
 * The embedded access backend: wallets, holds, ledger and idempotency records in the warehouse
 * database (SQLite by default, PostgreSQL when configured), rate-limit windows in this process's
 * memory. Right for one gateway process; several replicas need the Redis backend.
 *
 * Admission is one conditional UPDATE (`spent + held + price <= allowance`): on SQLite writes are
 * serialised, on PostgreSQL the row lock re-checks the condition, so two requests can never both
 * take the last credits. Settlement moves the hold to spent and writes the ledger in one
 * transaction, and deleting the hold row first makes a repeated settle a no-op.
 */
import { sql } from "kysely";
import type { Warehouse } from "../../warehouse/connection.js";
import {
  type AccessBackend,
  type Hold,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyBegin,
  type LedgerEntry,
  type LedgerLine,
  RATE_WINDOW_MS,
  type RateWindow,
  type ReserveResult,
  windowStart,
} from "./backend.js";

function rateWindows() {
  const windows = new Map<string, { start: number; count: number }>();
  return (keyId: string, limit: number, nowMs: number): RateWindow => {
    const start = windowStart(nowMs);
    const current = windows.get(keyId);
    const window = current && current.start === start ? current : { start, count: 0 };
    window.count += 1;
    windows.set(keyId, window);
    // Old windows are dropped as keys come back; a sweep keeps idle keys from accumulating.
    if (windows.size > 10_000) for (const [id, w] of windows) if (w.start !== start) windows.delete(id);
    return { count: window.count, allowed: window.count <= limit, resetAtMs: start + RATE_WINDOW_MS };
  };
}

export function embeddedBackend(db: Warehouse): AccessBackend {
  const hit = rateWindows();

  async function wallet(accountId: string, period: string) {
    const row = await db
      .selectFrom("wallets")
      .select(["spent", "held"])
      .where("account_id", "=", accountId)
      .where("period", "=", period)
      .executeTakeFirst();
    return { spent: Number(row?.spent ?? 0), held: Number(row?.held ?? 0) };
  }

  return {
    kind: "embedded",

    async hit(keyId, limit, nowMs) {
      return hit(keyId, limit, nowMs);
    },

    async reserve(hold): Promise<ReserveResult> {
      await db
        .insertInto("wallets")
        .values({ account_id: hold.accountId, period: hold.period, spent: 0, held: 0 })
        .onConflict((c) => c.columns(["account_id", "period"]).doNothing())
        .execute();
      const admitted = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("wallets")
          .set({ held: sql`held + ${hold.credits}` })
          .where("account_id", "=", hold.accountId)
          .where("period", "=", hold.period)
          .where(sql<boolean>`spent + held + ${hold.credits} <= ${hold.allowance}`)
          .returning(["spent", "held"])
          .executeTakeFirst();
        if (!row) return null;
        await trx
          .insertInto("credit_holds")
          .values({
            request_id: hold.requestId,
            account_id: hold.accountId,
            period: hold.period,
            credits: hold.credits,
            created_at: new Date().toISOString(),
          })
          .execute();
        return { spent: Number(row.spent), held: Number(row.held) };
      });
      return admitted
        ? { ok: true, ...admitted }
        : { ok: false, ...(await wallet(hold.accountId, hold.period)) };
    },

    async settle(hold: Hold, lines: readonly LedgerLine[], atIso: string) {
      const charged = lines.reduce((sum, line) => sum + (line.outcome === "charged" ? line.credits : 0), 0);
      const settled = await db.transaction().execute(async (trx) => {
        const released = await trx
          .deleteFrom("credit_holds")
          .where("request_id", "=", hold.requestId)
          .executeTakeFirst();
        if (Number(released.numDeletedRows) === 0) return null;
        const row = await trx
          .updateTable("wallets")
          .set({ held: sql`held - ${hold.credits}`, spent: sql`spent + ${charged}` })
          .where("account_id", "=", hold.accountId)
          .where("period", "=", hold.period)
          .returning("spent")
          .executeTakeFirstOrThrow();
        if (lines.length === 0) return Number(row.spent);
        await trx
          .insertInto("usage_ledger")
          .values(
            lines.map((line) => ({
              request_id: hold.requestId,
              account_id: hold.accountId,
              key_id: line.keyId,
              operation: line.operation,
              product: line.product,
              credits: line.outcome === "charged" ? line.credits : 0,
              outcome: line.outcome,
              error_code: line.errorCode,
              period: hold.period,
              at: atIso,
            })),
          )
          .execute();
        return Number(row.spent);
      });
      return { spent: settled ?? (await wallet(hold.accountId, hold.period)).spent };
    },

    async spent(accountId, period) {
      return (await wallet(accountId, period)).spent;
    },

    async ledger(accountId, { period, limit }): Promise<LedgerEntry[]> {
      let query = db.selectFrom("usage_ledger").selectAll().orderBy("id", "desc").limit(limit);
      if (accountId !== null) query = query.where("account_id", "=", accountId);
      if (period) query = query.where("period", "=", period);
      const rows = await query.execute();
      return rows.map((row) => ({
        requestId: row.request_id,
        accountId: row.account_id,
        keyId: row.key_id,
        operation: row.operation,
        product: row.product,
        credits: Number(row.credits),
        outcome: row.outcome,
        errorCode: row.error_code,
        period: row.period,
        at: row.at,
      }));
    },

    async beginIdempotent(accountId, key, fingerprint, nowMs): Promise<IdempotencyBegin> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("idempotency_records")
          .where("account_id", "=", accountId)
          .where("key", "=", key)
          .where("expires_at_ms", "<=", nowMs)
          .execute();
        const inserted = await trx
          .insertInto("idempotency_records")
          .values({
            account_id: accountId,
            key,
            fingerprint,
            result: null,
            expires_at_ms: nowMs + IDEMPOTENCY_TTL_MS,
          })
          .onConflict((c) => c.columns(["account_id", "key"]).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { state: "new" };
        const row = await trx
          .selectFrom("idempotency_records")
          .select(["fingerprint", "result"])
          .where("account_id", "=", accountId)
          .where("key", "=", key)
          .executeTakeFirstOrThrow();
        if (row.fingerprint !== fingerprint) return { state: "mismatch" };
        return row.result === null ? { state: "in_flight" } : { state: "done", result: row.result };
      });
    },

    async completeIdempotent(accountId, key, result) {
      await db
        .updateTable("idempotency_records")
        .set({ result })
        .where("account_id", "=", accountId)
        .where("key", "=", key)
        .execute();
    },

    async abandonIdempotent(accountId, key) {
      await db
        .deleteFrom("idempotency_records")
        .where("account_id", "=", accountId)
        .where("key", "=", key)
        .where("result", "is", null)
        .execute();
    },

    async close() {},
  };
}
