/**
 * market's warm_coverage table: the shared warm set of quotes/subscribe and universe/warm.
 *
 * Why a table and not the bus: admission must count the symbols already warm and add new ones as
 * one step, or two processes could both take the last slot of the 200-symbol budget. A bus is
 * append-only (read, then publish is a race), and its retention would eventually drop old
 * requests; the warehouse gives a transaction, and every process of one deployment (gateway
 * replicas, `--service market`) shares it. SQLite runs one write transaction at a time; on
 * PostgreSQL the transaction locks the table first (SHARE ROW EXCLUSIVE conflicts with itself), so
 * admissions are serialised there too.
 */
import { sql } from "kysely";
import { dialectOf, type Warehouse } from "../../../warehouse/connection.js";
import type { Coverage, WarmEntry } from "../domain/warm.js";

const toEntry = (row: {
  symbol: string;
  coverage: string;
  requested_at_ms: number | string;
  expires_at_ms: number | string;
}): WarmEntry => ({
  symbol: row.symbol,
  coverage: row.coverage as Coverage,
  requestedAtMs: Number(row.requested_at_ms),
  expiresAtMs: Number(row.expires_at_ms),
});

/** The warm set as stored, expired rows included, by symbol. */
export async function readWarmSet(db: Warehouse<"market">): Promise<WarmEntry[]> {
  const rows = await db
    .selectFrom("warm_coverage")
    .select(["symbol", "coverage", "requested_at_ms", "expires_at_ms"])
    .orderBy("symbol")
    .execute();
  return rows.map(toEntry);
}

/**
 * Runs `decide` on the current warm set inside one transaction and writes the entries it returns
 * (insert or replace by symbol); rows expired at `nowMs` are deleted first.
 */
export async function admitToWarmSet<R extends { writes: WarmEntry[] }>(
  db: Warehouse<"market">,
  nowMs: number,
  decide: (current: WarmEntry[]) => R,
): Promise<{ result: R; current: WarmEntry[] }> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === "postgres") {
      await sql`lock table warm_coverage in share row exclusive mode`.execute(trx);
    }
    await trx.deleteFrom("warm_coverage").where("expires_at_ms", "<=", nowMs).execute();
    const current = (
      await trx
        .selectFrom("warm_coverage")
        .select(["symbol", "coverage", "requested_at_ms", "expires_at_ms"])
        .orderBy("symbol")
        .execute()
    ).map(toEntry);
    const result = decide(current);
    for (const entry of result.writes) {
      const row = {
        symbol: entry.symbol,
        coverage: entry.coverage,
        requested_at_ms: entry.requestedAtMs,
        expires_at_ms: entry.expiresAtMs,
      };
      await trx
        .insertInto("warm_coverage")
        .values(row)
        .onConflict((conflict) =>
          conflict.column("symbol").doUpdateSet({
            coverage: row.coverage,
            requested_at_ms: row.requested_at_ms,
            expires_at_ms: row.expires_at_ms,
          }),
        )
        .execute();
    }
    return { result, current };
  });
}
