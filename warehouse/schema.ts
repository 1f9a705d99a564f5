/**
 * Kysely table types of the warehouse: the single description of what the database holds.
 * Migrations (warehouse/migrations.ts) create exactly these tables on SQLite and PostgreSQL.
 *
 * Ownership follows the domains: instruments is shared reference data (read through
 * subgraphs/kit); daily_bars and minute_bars belong to market; sec_facts to fundamentals;
 * sec_filings to intel. A subgraph reads only its own tables and gets the rest through federation.
 *
 * Conventions: dates are 'YYYY-MM-DD' text; instants are epoch milliseconds (ts_ms); numbers that
 * can be absent in the source are nullable, never zero-filled.
 */
import type { Generated } from "kysely";

export type AssetClass = "equity" | "etf" | "crypto";
export type ListingStatus = "active" | "not_in_security_master";

export interface InstrumentsTable {
  /** Normalised symbol: upper case, class shares with '.', crypto as X:BASEQUOTE (X:BTCUSD). */
  ticker: string;
  name: string;
  /** SEC central index key, zero-padded to 10 digits, null when the SEC map has none. */
  cik: string | null;
  sector: string | null;
  industry: string | null;
  asset_class: AssetClass;
  listing_status: ListingStatus;
  is_sp500: number;
  /** Where the row came from: sp500_constituents, sec_company_tickers, price_index, crypto_files. */
  source: string;
}

export interface DailyBarsTable {
  ticker: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Split- and dividend-adjusted close where the source publishes one, else null. */
  adj_close: number | null;
  volume: number;
}

/** One row per price file: how its columns are adjusted (prices/daily_index.csv). */
export interface PriceSeriesTable {
  ticker: string;
  source: string;
  /** unadjusted | split_adjusted | split_dividend_adjusted */
  close_basis: string;
  /** none | split_dividend_adjusted | same_as_close */
  adj_close_basis: string;
  first_date: string;
  last_date: string;
}

export interface MinuteBarsTable {
  ticker: string;
  /** Bar start, epoch ms (the bar covers [ts, ts + 60 s)). */
  ts_ms: number;
  /** The trading date in the exchange's time zone (US Eastern for equities, UTC for crypto). */
  session_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface SecFactsTable {
  id: Generated<number>;
  cik: string;
  taxonomy: string;
  concept: string;
  unit: string;
  period_start: string | null;
  period_end: string;
  value: number;
  accn: string | null;
  fy: number | null;
  fp: string | null;
  form: string | null;
  filed: string | null;
  /** The companyfacts file the fact came from (verbatim SEC API output or derived from XBRL). */
  source_file: string;
}

export interface SecCompaniesTable {
  cik: string;
  entity_name: string;
  /** sec_edgar_companyfacts (verbatim API output) or derived_xbrl_instance (1-3 filings only). */
  facts_source: string;
  source_file: string;
}

export interface SecFilingsTable {
  cik: string;
  accession: string;
  form: string;
  filing_date: string;
  report_date: string | null;
  /** As given by EDGAR (ISO 8601 with Z). */
  acceptance_datetime: string | null;
  primary_document: string | null;
  primary_doc_description: string | null;
  items: string | null;
  size: number | null;
  source_file: string;
}

/** Ledger of ingested files: re-ingesting an unchanged file is a no-op (idempotency). */
export interface IngestedFilesTable {
  path: string;
  sha256: string;
  adapter: string;
  rows: number;
  ingested_at: string;
}

export interface ApiKeysTable {
  id: string;
  /** The first characters of the key, shown in listings; never enough to use it. */
  display_prefix: string;
  /** SHA-256 (hex) of the full key. Keys carry 256 random bits, so a slow KDF adds nothing. */
  hash: string;
  label: string;
  created_at: string;
  disabled_at: string | null;
}

export interface Database {
  instruments: InstrumentsTable;
  daily_bars: DailyBarsTable;
  price_series: PriceSeriesTable;
  minute_bars: MinuteBarsTable;
  sec_facts: SecFactsTable;
  sec_companies: SecCompaniesTable;
  sec_filings: SecFilingsTable;
  ingested_files: IngestedFilesTable;
  api_keys: ApiKeysTable;
}
