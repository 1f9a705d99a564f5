/**
 * congress_trades as intel reads it, per provider. spec/02's `provider` picks one of two upstream
 * feeds; this deployment binds each to one bundled public-record file (docs/INTEL.md "Congress
 * trades"). A trade is visible from its visible_from day (the day after its report or, without a
 * report date, after the STOCK Act's deadline) on the clock's Eastern date.
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import type { CongressTradeRecord, PoliticianTally, SourceTraits } from "../domain/congress.js";

export type CongressProviderName = "options_flow" | "alternative_data";

export interface CongressFeed {
  sourceFile: string;
  /** Who compiled the file, in words for the answer. */
  source: string;
  traits: SourceTraits;
  note: string;
}

export const CONGRESS_FEEDS: Readonly<Record<CongressProviderName, CongressFeed>> = {
  options_flow: {
    sourceFile: "congress/trades_2019_2023.csv.gz",
    source: "house_senate_ptr_2019_2023 (tcweiss/congressional_insiders)",
    traits: { hasOwner: false, stocksOnly: true },
    note: "House and Senate periodic transaction reports, trades executed 2019-01-01..2023-07-31, as compiled by T. Weiss: public stocks only (each verified by the compiler), exchanges and the owner column dropped, tickers renamed by the compiler to their July/August 2023 symbols. A trade is visible from the day after its disclosure date.",
  },
  alternative_data: {
    sourceFile: "congress/senate_stock_watcher_transactions.csv.gz",
    source: "senate_efd_2012_2020 (senate-stock-watcher-data)",
    traits: { hasOwner: true, stocksOnly: false },
    note: "Senate periodic transaction reports (eFD), trades of 2012-06-14..2020-12-02, every asset type, with the owner, option terms and the report's link, but no disclosure date: a trade is visible from the day after the STOCK Act's latest reporting day (transaction + 45 days; reported_date_basis stock_act_deadline), so a report filed late would show before it was public. The Senate alone: no House trade is in this feed.",
  },
};

function visible(db: Warehouse<"intel">, feed: CongressFeed, today: string) {
  return db
    .selectFrom("congress_trades")
    .where("source_file", "=", feed.sourceFile)
    .where("visible_from", "<=", today);
}

/** The feed's trades visible by the day (of one ticker when given), newest report first. */
export function visibleTrades(
  db: Warehouse<"intel">,
  feed: CongressFeed,
  today: string,
  ticker: string | null,
  limit: number,
): Promise<CongressTradeRecord[]> {
  let query = visible(db, feed, today).selectAll();
  if (ticker !== null) query = query.where("ticker", "=", ticker);
  return query
    .orderBy("reported_date", "desc")
    .orderBy("transaction_date", "desc")
    .orderBy("row_no")
    .limit(limit)
    .execute();
}

export interface FeedSpan {
  /** Trades visible (of the ticker when given). */
  trades: number;
  oldestTransactionDate: string | null;
  newestReportedDate: string | null;
}

/** How many trades the feed shows by the day, and from when to when. */
export async function feedSpan(
  db: Warehouse<"intel">,
  feed: CongressFeed,
  today: string,
  ticker: string | null,
): Promise<FeedSpan> {
  let query = visible(db, feed, today).select((eb) => [
    eb.fn.countAll<number>().as("trades"),
    eb.fn.min("transaction_date").as("oldest"),
    eb.fn.max("reported_date").as("newest"),
  ]);
  if (ticker !== null) query = query.where("ticker", "=", ticker);
  const row = await query.executeTakeFirst();
  return {
    trades: Number(row?.trades ?? 0),
    oldestTransactionDate: (row?.oldest as string | null | undefined) ?? null,
    newestReportedDate: (row?.newest as string | null | undefined) ?? null,
  };
}

/** Trades per politician, chamber, office and filed type, visible by the day. */
export async function politicianTallies(
  db: Warehouse<"intel">,
  feed: CongressFeed,
  today: string,
): Promise<PoliticianTally[]> {
  const rows = await visible(db, feed, today)
    .select((eb) => [
      "politician",
      "chamber",
      "office",
      "transaction_type",
      eb.fn.countAll<number>().as("trades"),
      eb.fn.min("transaction_date").as("first"),
      eb.fn.max("transaction_date").as("last"),
      eb.fn.max("reported_date").as("reported"),
    ])
    .groupBy(["politician", "chamber", "office", "transaction_type"])
    .execute();
  return rows.map((row) => ({
    politician: row.politician,
    chamber: row.chamber,
    office: row.office,
    transactionType: row.transaction_type,
    trades: Number(row.trades),
    firstTransactionDate: row.first as string,
    lastTransactionDate: row.last as string,
    lastReportedDate: row.reported as string,
  }));
}
