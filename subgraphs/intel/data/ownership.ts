/**
 * sec13f_filings and sec13f_holdings as intel reads them. A filing is visible from 22:00 ET on its
 * EDGAR filing date (core/filingVisibility.ts, the rule of every SEC filing read: the acceptance
 * instant is not kept, and EDGAR dates later acceptances the next day); a filing with
 * no known filing day or report period (the bare holdings13f/ table) is never visible. A holding's
 * ticker is its CUSIP's in cusip_tickers, joined on all nine characters; a CUSIP the map lacks
 * leaves it null (cusip_not_mapped).
 */
import type { Warehouse } from "../../../warehouse/connection.js";

export interface HoldingRow {
  filing_key: string;
  accession: string | null;
  filer_cik: string | null;
  fund_name: string | null;
  report_period: string;
  filed_date: string;
  row_no: number;
  issuer_name: string;
  title_of_class: string | null;
  cusip: string;
  value_usd: number;
  shares: number;
  shares_type: string;
  put_call: string | null;
  investment_discretion: string | null;
  voting_sole: number | null;
  voting_shared: number | null;
  voting_none: number | null;
  /** The map's ticker (class shares without a separator: BRKB); null when the CUSIP is not mapped. */
  ticker: string | null;
}

export const CUSIP_NOT_MAPPED = "cusip_not_mapped";

/** The map writes class shares without a separator (BRKB): a request's BRK.B is compared as both. */
export function mapSpellings(ticker: string): string[] {
  return [...new Set([ticker, ticker.replace(/\./g, "")])];
}

export interface HoldingFilter {
  ticker?: string | null;
  /** Case-insensitive substring of the manager's name. */
  fund?: string | null;
}

export async function visibleHoldings(
  db: Warehouse<"intel">,
  visibleThrough: string,
  filter: HoldingFilter = {},
): Promise<HoldingRow[]> {
  let query = db
    .selectFrom("sec13f_holdings as h")
    .innerJoin("sec13f_filings as f", "f.filing_key", "h.filing_key")
    .leftJoin("cusip_tickers as m", "m.cusip", "h.cusip")
    .select([
      "h.filing_key",
      "f.accession",
      "f.filer_cik",
      "f.fund_name",
      "f.report_period",
      "f.filed_date",
      "h.row_no",
      "h.issuer_name",
      "h.title_of_class",
      "h.cusip",
      "h.value_usd",
      "h.shares",
      "h.shares_type",
      "h.put_call",
      "h.investment_discretion",
      "h.voting_sole",
      "h.voting_shared",
      "h.voting_none",
      "m.ticker",
    ])
    .where("f.filed_date", "is not", null)
    .where("f.report_period", "is not", null)
    .where("f.filed_date", "<=", visibleThrough);
  if (filter.ticker) query = query.where("m.ticker", "in", mapSpellings(filter.ticker));
  const rows = (await query
    .orderBy("h.value_usd", "desc")
    .orderBy("h.filing_key")
    .orderBy("h.row_no")
    .execute()) as HoldingRow[];
  const fund = filter.fund?.trim().toLowerCase();
  return fund ? rows.filter((row) => (row.fund_name ?? "").toLowerCase().includes(fund)) : rows;
}

export interface FilingsOverview {
  /** Newest report period among filings visible by the day. */
  newestReportPeriod: string | null;
  /** Filings visible by the day (filed on or before it): none means no archive at that instant. */
  visibleFilings: number;
  /** Filings held that cannot be placed in time (no filer, period or filing day recorded). */
  unplacedFilings: number;
  unplacedHoldings: number;
  /** Visible holdings whose CUSIP maps to no ticker. */
  unmappedHoldings: number;
  /** The newest visible name of each filer CIK (a manager may rename between filings). */
  currentNames: Map<string, string>;
  /** Report periods visible per filer CIK: a change needs two. */
  periodsByFiler: Map<string, Set<string>>;
}

export async function filingsOverview(
  db: Warehouse<"intel">,
  visibleThrough: string,
): Promise<FilingsOverview> {
  const filings = await db.selectFrom("sec13f_filings").selectAll().execute();
  const visible = filings.filter(
    (f) => f.filed_date !== null && f.report_period !== null && f.filed_date <= visibleThrough,
  );
  const unplaced = filings.filter((f) => f.filed_date === null || f.report_period === null);
  const keys = visible.map((f) => f.filing_key);
  const unmapped = keys.length
    ? await db
        .selectFrom("sec13f_holdings as h")
        .leftJoin("cusip_tickers as m", "m.cusip", "h.cusip")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("h.filing_key", "in", keys)
        .where("m.cusip", "is", null)
        .executeTakeFirst()
    : { n: 0 };
  const currentNames = new Map<string, string>();
  const periodsByFiler = new Map<string, Set<string>>();
  for (const filing of [...visible].sort((a, b) => (a.filed_date! < b.filed_date! ? -1 : 1))) {
    if (filing.filer_cik && filing.fund_name) currentNames.set(filing.filer_cik, filing.fund_name);
    if (filing.filer_cik) {
      const periods = periodsByFiler.get(filing.filer_cik) ?? new Set<string>();
      periodsByFiler.set(filing.filer_cik, periods.add(filing.report_period!));
    }
  }
  return {
    newestReportPeriod: visible.reduce<string | null>(
      (newest, f) => (newest === null || f.report_period! > newest ? f.report_period : newest),
      null,
    ),
    visibleFilings: visible.length,
    unplacedFilings: unplaced.length,
    unplacedHoldings: unplaced.reduce((sum, f) => sum + f.holdings, 0),
    unmappedHoldings: Number(unmapped?.n ?? 0),
    currentNames,
    periodsByFiler,
  };
}
