/**
 * SYNTHETIC minute bars, for the tests and the bench of the minute tables' indexes only: one
 * ticker, every weekday of `years` years from 2016-01-01, 390 minutes a session from 14:30 UTC, a
 * flat made-up price. Nothing here is market data; it gives the query planner a table of the size
 * ten years of one ticker's minutes have (~1 million rows) and is never served.
 */
import {
  CompiledQuery,
  createQueryId,
  type Kysely,
  type KyselyPlugin,
  type RootOperationNode,
  sql,
} from "kysely";
import { dialectOf, type Warehouse } from "../../warehouse/connection.js";

export const SYNTHETIC_TICKER = "SYNTH10Y";
const FIRST_DAY = "2016-01-01";
const MINUTES_PER_SESSION = 390;

/** Fills minute_bars (and minute_quotes, same minutes) with SYNTHETIC rows; returns the row count. */
export async function fillSyntheticMinutes(
  db: Warehouse,
  { ticker = SYNTHETIC_TICKER, years = 10 }: { ticker?: string; years?: number } = {},
): Promise<number> {
  const days = Math.round(years * 365.25);
  for (const table of ["minute_bars", "minute_quotes"] as const) {
    const columns =
      table === "minute_bars"
        ? sql`(ticker, ts_ms, session_date, open, high, low, close, volume)`
        : sql`(ticker, ts_ms, session_date, bid_close, bid_size, ask_close, ask_size)`;
    const values =
      table === "minute_bars" ? sql`100, 101, 99, 100 + m * 0.01, 1000` : sql`99.99, 100, 100.01, 100`;
    if (dialectOf(db) === "postgres") {
      await sql`insert into ${sql.table(table)} ${columns}
        select ${ticker}::text, (extract(epoch from d) * 1000)::bigint + 52200000 + m * 60000,
          to_char(d, 'YYYY-MM-DD'), ${values}
        from generate_series(${FIRST_DAY}::date, ${FIRST_DAY}::date + ${days - 1}::int, interval '1 day') as d,
          generate_series(0, ${MINUTES_PER_SESSION - 1}::int) as m
        where extract(isodow from d) < 6`.execute(db);
    } else {
      await sql`with recursive days(d) as (select 0 union all select d + 1 from days where d < ${days - 1}),
          minutes(m) as (select 0 union all select m + 1 from minutes where m < ${MINUTES_PER_SESSION - 1})
        insert into ${sql.table(table)} ${columns}
        select ${ticker}, cast(strftime('%s', ${FIRST_DAY}, '+' || d || ' days') as integer) * 1000 + 52200000 + m * 60000,
          date(${FIRST_DAY}, '+' || d || ' days'), ${values}
        from days, minutes
        where strftime('%w', ${FIRST_DAY}, '+' || d || ' days') not in ('0', '6')`.execute(db);
    }
  }
  // The planner's statistics, as a warehouse in service has them after autovacuum / ANALYZE.
  await sql`analyze`.execute(db);
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from minute_bars where ticker = ${ticker}`.execute(db);
  return Number(rows[0]?.n);
}

/**
 * The query plan of every statement `read` sends: EXPLAIN QUERY PLAN on SQLite (its `detail`
 * lines), EXPLAIN on PostgreSQL (its text lines), one string per statement.
 */
export async function queryPlans<DB>(
  db: Kysely<DB>,
  read: (db: Kysely<DB>) => Promise<unknown>,
): Promise<string[]> {
  const sent: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => {
      sent.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await read(db.withPlugin(capture));
  const plans: string[] = [];
  for (const node of sent) {
    const compiled = db.getExecutor().compileQuery(node, createQueryId());
    const postgres = dialectOf(db) === "postgres";
    const explain = CompiledQuery.raw(`${postgres ? "explain" : "explain query plan"} ${compiled.sql}`, [
      ...compiled.parameters,
    ]);
    const { rows } = await db.executeQuery<Record<string, string>>(explain);
    plans.push(rows.map((row) => (postgres ? row["QUERY PLAN"] : row.detail)).join("\n"));
  }
  return plans;
}
