/**
 * A warehouse cut at an instant (issue 29 item 3): a copy of the e2e template warehouse holding
 * only what was known at T — every row dated after T deleted, table by table, by the column that
 * dates it — and its derived products rebuilt on what is left (the ledger `derived_builds`
 * emptied, then ensureDerived: warehouse/derived.ts). A route asked at T on
 * the full warehouse must answer what it answers at T on the cut.
 *
 * The cut removes only what certainly lay after T: a row dated by a day goes when its day is
 * after T's day in New York (a row of T's own day stays, and the route decides whether it was
 * visible at T's hour), a row dated by an instant goes when its instant is after T. A row kept
 * that was not yet visible at T must be hidden by the route on both warehouses alike.
 */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { inject } from "vitest";
import { easternDate } from "../../core/calendar.js";
import { derivedProductsOf } from "../../gateway/subgraphs.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { ensureDerived } from "../../warehouse/derived.js";
import type { TemplateCopy } from "./template.js";

/** A deletion of what lay after the cut: its SQL, bound to the cut's day (`@day`) and instant. */
interface CutRule {
  table: string;
  /** Why this column is when the row became known. */
  dated: string;
  where: string;
}

/**
 * Each ingested table with the column that dates it. Not here, on purpose: reference data with no
 * date (instruments, cusip_tickers, sec_companies, sec_company_profiles), coverage metadata
 * (price_series, universe_members, corporate_action_coverage: what the bundle holds overall, read
 * by routes capped at their clock), the ingest ledger (ingested_files), the access tables, and the
 * derived products' tables (rebuilt).
 */
export const CUT_RULES: readonly CutRule[] = [
  { table: "daily_bars", dated: "the session", where: "date > @day" },
  { table: "universe_bars", dated: "the session", where: "date > @day" },
  { table: "vix_daily", dated: "the session", where: "date > @day" },
  { table: "finra_short_volume", dated: "the trading day", where: "date > @day" },
  { table: "option_chain_rows", dated: "the snapshot's day", where: "snapshot_date > @day" },
  { table: "treasury_par_yields", dated: "the curve's day", where: "date > @day" },
  { table: "macro_observations", dated: "the observation (released on or after it)", where: "date > @day" },
  { table: "price_factors", dated: "the factor's day", where: "date > @day" },
  {
    table: "splits",
    // A split-adjusted file (price_series close_basis split_adjusted) is kept as its source wrote
    // it, every later split already applied: the route undoes those by the held splits, so the
    // cut keeps the splits its kept bars embed (without them it would serve AAPL at 2017 on the
    // 2020 4:1 basis). A route must still not show one after the instant: the per-request harness.
    dated: "the ex date, but for a ticker whose kept bars are split-adjusted by their source",
    where:
      "ex_date > @day AND ticker NOT IN (SELECT ticker FROM price_series WHERE close_basis = 'split_adjusted')",
  },
  { table: "dividends", dated: "the ex date", where: "ex_date > @day" },
  { table: "minute_bars", dated: "the minute's end", where: "ts_ms + 60000 > @ms" },
  { table: "minute_quotes", dated: "the minute's end", where: "ts_ms + 60000 > @ms" },
  { table: "news_items", dated: "its visibility", where: "visible_from_ms > @ms" },
  { table: "news_item_tickers", dated: "its item's visibility", where: "visible_from_ms > @ms" },
  { table: "congress_trades", dated: "its disclosure", where: "visible_from > @day" },
  { table: "insider_transactions", dated: "its filing", where: "visible_from > @day" },
  { table: "lobbying_reports", dated: "its filing", where: "visible_from > @day" },
  {
    table: "sec_facts",
    dated: "its filing's acceptance",
    where: "filed > @day OR accn IN (SELECT accession FROM sec_filings WHERE acceptance_datetime > @iso)",
  },
  {
    table: "sec_filings",
    dated: "its acceptance",
    where: "filing_date > @day OR acceptance_datetime > @iso",
  },
  {
    table: "sec13f_holdings",
    dated: "its filing",
    where: "filing_key IN (SELECT filing_key FROM sec13f_filings WHERE filed_date > @day)",
  },
  { table: "sec13f_filings", dated: "its filing", where: "filed_date > @day" },
  { table: "derived_builds", dated: "every build (rebuilt on the cut)", where: "1 = 1" },
];

/** A copy of the template warehouse cut at `instant`; `removed` counts the rows each rule deleted. */
export async function cutTemplate(
  instant: Date,
): Promise<TemplateCopy & { removed: Record<string, number> }> {
  const template = inject("templateDb");
  if (!template)
    throw new Error("No template warehouse was provided: this file needs the e2e project's global setup.");
  const dir = await mkdtemp(join(tmpdir(), "qf-cut-"));
  const file = join(dir, "warehouse.sqlite");
  await copyFile(template, file);
  const db = new Database(file);
  const removed: Record<string, number> = {};
  // @day: T's New York date (a row of a later day goes); @ms and @iso: T itself.
  const at = { day: easternDate(instant), ms: instant.getTime(), iso: instant.toISOString() };
  try {
    db.transaction(() => {
      for (const rule of CUT_RULES) {
        const statement = db.prepare(`DELETE FROM ${rule.table} WHERE ${rule.where}`);
        const used = Object.fromEntries(
          Object.entries(at).filter(([name]) => rule.where.includes(`@${name}`)),
        );
        removed[rule.table] = statement.run(used).changes;
      }
    })();
  } finally {
    db.close();
  }
  const warehouse = await openWarehouse(`sqlite:${file}`);
  try {
    await ensureDerived(warehouse.db, derivedProductsOf(), { log: () => {} });
  } finally {
    await warehouse.close();
  }
  return { url: `sqlite:${file}`, file, removed, remove: () => rm(dir, { recursive: true, force: true }) };
}
