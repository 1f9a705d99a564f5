/**
 * The embedded access backend, for one gateway process: wallets, the ledger and idempotency
 * records in the warehouse database (SQLite by default, PostgreSQL when configured); holds and
 * rate-limit windows in this process's memory. Several replicas need the Redis backend.
 *
 * This process is the only writer of its wallets, so each wallet's committed `spent` is loaded
 * once and kept beside its `held` credits. Admission is a synchronous check-and-hold in memory
 * (no request can interleave, so none can take the last credits twice) and costs no SQL;
 * settlement adds the charged credits to `spent` and writes the ledger lines in one transaction
 * (shared by the settlements of one event-loop turn: group commit).
 * A hold dies with the process, which is right: a request that never finished charged nothing.
 * While the process lives, a hold whose request never settles (a handler that hung or lost its
 * settlement) is released by `sweepHolds` once past its expiry, as in the Redis backend.
 * Resume grants are rows of `resume_grants`: they must outlive the process that closed the stream.
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
  type ReleasedHold,
  type ReserveResult,
  type ResumeGrant,
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

  /** Running requests' holds, by request id. Lost with the process: nothing was charged for them. */
  const holds = new Map<string, { hold: Hold; state: { spent: number; held: number } }>();
  /** Each wallet's spent (as committed) and held credits, loaded once per account and month. */
  const wallets = new Map<string, Promise<{ spent: number; held: number }>>();

  function wallet(accountId: string, period: string) {
    const key = `${accountId}\u0000${period}`;
    let state = wallets.get(key);
    if (!state) {
      state = (async () => {
        await db
          .insertInto("wallets")
          .values({ account_id: accountId, period, spent: 0 })
          .onConflict((c) => c.columns(["account_id", "period"]).doNothing())
          .execute();
        const row = await db
          .selectFrom("wallets")
          .select("spent")
          .where("account_id", "=", accountId)
          .where("period", "=", period)
          .executeTakeFirstOrThrow();
        return { spent: Number(row.spent), held: 0 };
      })();
      state.catch(() => wallets.delete(key));
      wallets.set(key, state);
    }
    return state;
  }

  /**
   * Group commit: settlements arriving in the same turn of the event loop are written in one
   * transaction (each wallet's charged credits, every ledger line), and each caller resumes only
   * once its lines are committed. Under load this turns one transaction per request into one per
   * batch; alone, a settlement waits one setImmediate.
   */
  interface Settling {
    hold: Hold;
    lines: readonly LedgerLine[];
    atIso: string;
    charged: number;
  }
  let batch: { item: Settling; resolve: () => void; reject: (error: unknown) => void }[] = [];

  async function flush() {
    const pending = batch;
    batch = [];
    try {
      await db.transaction().execute(async (trx) => {
        const charges = new Map<string, { accountId: string; period: string; credits: number }>();
        for (const { item } of pending) {
          if (item.charged === 0) continue;
          const key = `${item.hold.accountId}\u0000${item.hold.period}`;
          const charge = charges.get(key) ?? {
            accountId: item.hold.accountId,
            period: item.hold.period,
            credits: 0,
          };
          charge.credits += item.charged;
          charges.set(key, charge);
        }
        for (const charge of charges.values()) {
          await trx
            .updateTable("wallets")
            .set({ spent: sql`spent + ${charge.credits}` })
            .where("account_id", "=", charge.accountId)
            .where("period", "=", charge.period)
            .execute();
        }
        const rows = pending.flatMap(({ item }) =>
          item.lines.map((line) => ({
            request_id: item.hold.requestId,
            account_id: item.hold.accountId,
            key_id: line.keyId,
            operation: line.operation,
            product: line.product,
            credits: line.outcome === "charged" ? line.credits : 0,
            outcome: line.outcome,
            error_code: line.errorCode,
            period: item.hold.period,
            at: item.atIso,
          })),
        );
        // 11 parameters a row: 500 rows stay far below SQLite's and PostgreSQL's limits.
        for (let i = 0; i < rows.length; i += 500) {
          await trx
            .insertInto("usage_ledger")
            .values(rows.slice(i, i + 500))
            .execute();
        }
      });
      for (const { resolve } of pending) resolve();
    } catch (error) {
      for (const { reject } of pending) reject(error);
    }
  }

  function commit(item: Settling): Promise<void> {
    return new Promise((resolve, reject) => {
      batch.push({ item, resolve, reject });
      if (batch.length === 1) setImmediate(() => void flush());
    });
  }

  return {
    kind: "embedded",

    async ping() {},

    async hit(keyId, limit, nowMs) {
      return hit(keyId, limit, nowMs);
    },

    async reserve(hold): Promise<ReserveResult> {
      const state = await wallet(hold.accountId, hold.period);
      // Check and hold in one synchronous step: no other request can interleave.
      if (state.spent + state.held + hold.credits > hold.allowance) return { ok: false, ...state };
      if (holds.has(hold.requestId)) throw new Error(`request ${hold.requestId} already holds credits`);
      state.held += hold.credits;
      holds.set(hold.requestId, { hold, state });
      return { ok: true, ...state };
    },

    async settle(hold: Hold, lines: readonly LedgerLine[], atIso: string) {
      const state = await wallet(hold.accountId, hold.period);
      const held = holds.get(hold.requestId);
      if (!held) return { spent: state.spent };
      holds.delete(hold.requestId);
      state.held -= held.hold.credits;
      const charged = lines.reduce((sum, line) => sum + (line.outcome === "charged" ? line.credits : 0), 0);
      await commit({ hold, lines, atIso, charged });
      // Only after the commit: a failed write charges nothing.
      state.spent += charged;
      return { spent: state.spent };
    },

    async sweepHolds(nowMs): Promise<ReleasedHold[]> {
      const released: ReleasedHold[] = [];
      for (const [requestId, { hold, state }] of holds) {
        if (hold.expiresAtMs > nowMs) continue;
        holds.delete(requestId);
        state.held -= hold.credits;
        const { accountId, period, credits, owner } = hold;
        released.push({ requestId, accountId, period, credits, owner });
      }
      return released;
    },

    async held(accountId, period) {
      return (await wallet(accountId, period)).held;
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

    async grantResumes(grants: readonly ResumeGrant[], nowMs: number) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("resume_grants").where("expires_at_ms", "<=", nowMs).execute();
        const rows = grants.map((grant) => ({
          account_id: grant.accountId,
          resume_key: grant.resumeKey,
          expires_at_ms: grant.expiresAtMs,
        }));
        for (let i = 0; i < rows.length; i += 500) {
          await trx
            .insertInto("resume_grants")
            .values(rows.slice(i, i + 500))
            .execute();
        }
      });
    },

    async takeResume(accountId, resumeKey, nowMs) {
      // The grant that expires first; a delete that finds it gone lost it to another taker.
      for (;;) {
        const grant = await db
          .selectFrom("resume_grants")
          .select("id")
          .where("account_id", "=", accountId)
          .where("resume_key", "=", resumeKey)
          .where("expires_at_ms", ">", nowMs)
          .orderBy("expires_at_ms")
          .limit(1)
          .executeTakeFirst();
        if (!grant) return false;
        const taken = await db.deleteFrom("resume_grants").where("id", "=", grant.id).executeTakeFirst();
        if (Number(taken.numDeletedRows) > 0) return true;
      }
    },

    async close() {},
  };
}
