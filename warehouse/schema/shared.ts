/**
 * The platform's tables that every domain reads: the instrument master (shared reference data,
 * read through the subgraph kit), the ingest ledger and the derived products' ledger
 * (warehouse/derived.ts), and the ledger's stamp. Ingest writes the first two (a trigger the
 * stamp); derived.ts the third.
 */

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

/** Ledger of ingested files: re-ingesting an unchanged file is a no-op (idempotency). */
export interface IngestedFilesTable {
  path: string;
  sha256: string;
  adapter: string;
  rows: number;
  ingested_at: string;
}

/**
 * One row (id 1): a random stamp a trigger replaces with every write to `ingested_files`, in the
 * same transaction (migration 0028_ingest_ledger_stamp), so reading it says whether the
 * ledger moved since a digest of it was computed (warehouse/derived.ts `dataVersion`).
 */
export interface IngestLedgerStampTable {
  id: number;
  stamp: string;
}

/** One row per derived product (warehouse/derived.ts): the data version its current rows were built from. */
export interface DerivedBuildsTable {
  product: string;
  /** The product's code version (warehouse/derived.ts DerivedProductId.version) that built it. */
  code_version: number;
  /** warehouse/derived.ts dataVersion: the ingest ledger's digest at build time. */
  data_version: string;
  /** ISO 8601 instant the build committed. */
  built_at: string;
  rows: number;
  duration_ms: number;
}

/** The tables every domain's view of the warehouse holds (warehouse/schema.ts). */
export interface SharedTables {
  instruments: InstrumentsTable;
  ingested_files: IngestedFilesTable;
  ingest_ledger_stamp: IngestLedgerStampTable;
  derived_builds: DerivedBuildsTable;
}
