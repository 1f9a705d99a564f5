/**
 * Schema migrations, provided in code so they run the same from tsx, vitest and a bundle (no
 * folder scanning). Each migration must work on SQLite and PostgreSQL; the table and column names
 * are the contract in warehouse/schema.ts.
 *
 * Type choices: dates stay 'YYYY-MM-DD' text on both engines (a pg `date` would come back as a JS
 * Date). Prices and volumes are 8-byte floats: crypto volumes are fractional (0.48990826 BTC) and
 * equity volumes exceed 2^31, and a double holds every integer up to 2^53 exactly. Epoch-millisecond
 * timestamps and filing sizes are bigint; connection.ts parses pg int8 back to JS numbers.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { dialectOf, type Warehouse } from "./connection.js";

// Migrations see the database as it was when they were written, not today's Database type.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's Migration interface is declared on Kysely<any>.
type AnyDb = Kysely<any>;

async function createWarehouseTables(db: AnyDb): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  const float = postgres ? "double precision" : "real";

  await db.schema
    .createTable("instruments")
    .addColumn("ticker", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("cik", "text")
    .addColumn("sector", "text")
    .addColumn("industry", "text")
    .addColumn("asset_class", "text", (c) =>
      c.notNull().check(sql`asset_class in ('equity', 'etf', 'crypto')`),
    )
    .addColumn("listing_status", "text", (c) =>
      c.notNull().check(sql`listing_status in ('active', 'not_in_security_master')`),
    )
    .addColumn("is_sp500", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("source", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("instruments_cik_idx").on("instruments").column("cik").execute();

  await db.schema
    .createTable("daily_bars")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .addColumn("adj_close", float)
    .addColumn("volume", float, (c) => c.notNull())
    .addPrimaryKeyConstraint("daily_bars_pk", ["ticker", "date"])
    .execute();

  await db.schema
    .createTable("price_series")
    .addColumn("ticker", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("close_basis", "text", (c) => c.notNull())
    .addColumn("adj_close_basis", "text", (c) => c.notNull())
    .addColumn("first_date", "text", (c) => c.notNull())
    .addColumn("last_date", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("minute_bars")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("ts_ms", "bigint", (c) => c.notNull())
    .addColumn("session_date", "text", (c) => c.notNull())
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .addColumn("volume", float, (c) => c.notNull())
    .addPrimaryKeyConstraint("minute_bars_pk", ["ticker", "ts_ms"])
    .execute();
  await db.schema
    .createIndex("minute_bars_session_idx")
    .on("minute_bars")
    .columns(["ticker", "session_date"])
    .execute();

  await db.schema
    .createTable("sec_facts")
    .addColumn("id", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("cik", "text", (c) => c.notNull())
    .addColumn("taxonomy", "text", (c) => c.notNull())
    .addColumn("concept", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("period_start", "text")
    .addColumn("period_end", "text", (c) => c.notNull())
    .addColumn("value", float, (c) => c.notNull())
    .addColumn("accn", "text")
    .addColumn("fy", "integer")
    .addColumn("fp", "text")
    .addColumn("form", "text")
    .addColumn("filed", "text")
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sec_facts_cik_concept_idx")
    .on("sec_facts")
    .columns(["cik", "concept"])
    .execute();
  // Re-ingesting a changed companyfacts file deletes its previous rows by source_file.
  await db.schema.createIndex("sec_facts_source_file_idx").on("sec_facts").column("source_file").execute();

  await db.schema
    .createTable("sec_companies")
    .addColumn("cik", "text", (c) => c.primaryKey())
    .addColumn("entity_name", "text", (c) => c.notNull())
    .addColumn("facts_source", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sec_filings")
    .addColumn("cik", "text", (c) => c.notNull())
    .addColumn("accession", "text", (c) => c.notNull())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("filing_date", "text", (c) => c.notNull())
    .addColumn("report_date", "text")
    .addColumn("acceptance_datetime", "text")
    .addColumn("primary_document", "text")
    .addColumn("primary_doc_description", "text")
    .addColumn("items", "text")
    .addColumn("size", "bigint")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("sec_filings_pk", ["cik", "accession"])
    .execute();
  await db.schema
    .createIndex("sec_filings_cik_date_idx")
    .on("sec_filings")
    .columns(["cik", "filing_date"])
    .execute();
  await db.schema
    .createIndex("sec_filings_source_file_idx")
    .on("sec_filings")
    .column("source_file")
    .execute();

  await db.schema
    .createTable("ingested_files")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("adapter", "text", (c) => c.notNull())
    .addColumn("rows", "integer", (c) => c.notNull())
    .addColumn("ingested_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("display_prefix", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("disabled_at", "text")
    .execute();
  // Unique: a key is looked up by its hash on every request and must resolve to one row.
  await db.schema.createIndex("api_keys_hash_idx").on("api_keys").column("hash").unique().execute();
}

const TABLES = [
  "api_keys",
  "ingested_files",
  "sec_filings",
  "sec_companies",
  "sec_facts",
  "minute_bars",
  "price_series",
  "daily_bars",
  "instruments",
] as const;

/**
 * Accounts, wallets, holds, the usage ledger and idempotency records (the access layer). Keys
 * issued before accounts existed each get an account of their own on the Free plan.
 */
async function createAccessTables(db: AnyDb): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) =>
      c.notNull().check(sql`plan in ('free', 'starter', 'pro', 'expert', 'enterprise')`),
    )
    .addColumn("addons", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("monthly_credits", "bigint")
    .addColumn("overage_cap", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("suspended_at", "text")
    .execute();
  await db.schema.alterTable("api_keys").addColumn("account_id", "text").execute();
  await db.schema.alterTable("api_keys").addColumn("revoked_at", "text").execute();
  await sql`insert into accounts (id, name, plan, addons, overage_cap, created_at)
    select id, label, 'free', '', 0, created_at from api_keys`.execute(db);
  await sql`update api_keys set account_id = id`.execute(db);
  await db.schema.createIndex("api_keys_account_idx").on("api_keys").column("account_id").execute();

  await db.schema
    .createTable("wallets")
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("spent", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("held", "bigint", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("wallets_pk", ["account_id", "period"])
    .execute();
  await db.schema
    .createTable("credit_holds")
    .addColumn("request_id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("credits", "bigint", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("usage_ledger")
    .addColumn("id", postgres ? "bigserial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("request_id", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("key_id", "text", (c) => c.notNull())
    .addColumn("operation", "text", (c) => c.notNull())
    .addColumn("product", "text", (c) => c.notNull())
    .addColumn("credits", "bigint", (c) => c.notNull())
    .addColumn("outcome", "text", (c) =>
      c.notNull().check(sql`outcome in ('charged', 'not_billed', 'refunded')`),
    )
    .addColumn("error_code", "text")
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("usage_ledger_account_idx")
    .on("usage_ledger")
    .columns(["account_id", "id"])
    .execute();
  await db.schema
    .createTable("idempotency_records")
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("result", "text")
    .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_records_pk", ["account_id", "key"])
    .execute();
}

const ACCESS_TABLES = ["idempotency_records", "usage_ledger", "credit_holds", "wallets", "accounts"] as const;

/**
 * Daily option chain snapshots (intel). A chain file owns its rows: the key starts with source_file,
 * which is also how re-ingesting a file deletes its previous rows. `right` is a keyword in SQL; Kysely
 * quotes every identifier it writes, and the check constraint quotes it by hand.
 */
async function createOptionChainTables(db: AnyDb): Promise<void> {
  const float = dialectOf(db) === "postgres" ? "double precision" : "real";
  await db.schema
    .createTable("option_chain_rows")
    .addColumn("underlying", "text", (c) => c.notNull())
    .addColumn("snapshot_date", "text", (c) => c.notNull())
    .addColumn("expiry", "text", (c) => c.notNull())
    .addColumn("strike", float, (c) => c.notNull())
    .addColumn("right", "text", (c) => c.notNull().check(sql`"right" in ('C', 'P')`))
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .addColumn("volume", float, (c) => c.notNull())
    .addColumn("open_interest", float)
    .addColumn("implied_volatility", float)
    .addColumn("delta", float)
    .addColumn("gamma", float)
    .addColumn("vega", float)
    .addColumn("theta", float)
    .addColumn("rho", float)
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("option_chain_rows_pk", ["source_file", "expiry", "right", "strike"])
    .execute();
  await db.schema
    .createIndex("option_chain_rows_underlying_date_idx")
    .on("option_chain_rows")
    .columns(["underlying", "snapshot_date"])
    .execute();
}

/**
 * Minute quote bars (market): prices/minute/<T>/<date>_quote.csv, one row per (ticker, bar start).
 * The price and size columns are nullable: a quote bar may carry one side only.
 */
async function createMinuteQuoteTables(db: AnyDb): Promise<void> {
  const float = dialectOf(db) === "postgres" ? "double precision" : "real";
  let table = db.schema
    .createTable("minute_quotes")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("ts_ms", "bigint", (c) => c.notNull())
    .addColumn("session_date", "text", (c) => c.notNull());
  for (const side of ["bid", "ask"]) {
    for (const column of ["open", "high", "low", "close", "size"]) {
      table = table.addColumn(`${side}_${column}`, float);
    }
  }
  await table.addPrimaryKeyConstraint("minute_quotes_pk", ["ticker", "ts_ms"]).execute();
  await db.schema
    .createIndex("minute_quotes_session_idx")
    .on("minute_quotes")
    .columns(["ticker", "session_date"])
    .execute();
}

/**
 * Corporate actions (market): splits, regular cash dividends, Lean factor rows and the coverage
 * window of each ticker's actions (warehouse/ingest/corporateActions.ts).
 */
async function createCorporateActionTables(db: AnyDb): Promise<void> {
  const float = dialectOf(db) === "postgres" ? "double precision" : "real";
  await db.schema
    .createTable("splits")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("ex_date", "text", (c) => c.notNull())
    .addColumn("numerator", float, (c) => c.notNull())
    .addColumn("denominator", float, (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("splits_pk", ["ticker", "ex_date"])
    .execute();
  await db.schema
    .createTable("dividends")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("ex_date", "text", (c) => c.notNull())
    .addColumn("cash_amount", float, (c) => c.notNull())
    .addColumn("dividend_type", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("dividends_pk", ["ticker", "ex_date", "dividend_type"])
    .execute();
  await db.schema
    .createTable("price_factors")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("price_factor", float, (c) => c.notNull())
    .addColumn("split_factor", float, (c) => c.notNull())
    .addColumn("reference_price", float, (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("price_factors_pk", ["ticker", "date"])
    .execute();
  await db.schema
    .createTable("corporate_action_coverage")
    .addColumn("ticker", "text", (c) => c.primaryKey())
    .addColumn("covered_from", "text", (c) => c.notNull())
    .addColumn("covered_through", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();
}

const CORPORATE_ACTION_TABLES = [
  "corporate_action_coverage",
  "price_factors",
  "dividends",
  "splits",
] as const;

/**
 * Rates and macro (market): Treasury daily par yields, FRED series and Cboe VIX daily OHLC.
 * Each source file owns its rows (key starts with or is scoped by source_file), so re-ingesting a
 * file replaces exactly what it wrote. Yields are nullable: a tenor not published on a date is
 * null, never 0 (the older Treasury file's 0.0 placeholders are stored as null).
 */
async function createRatesMacroTables(db: AnyDb): Promise<void> {
  const float = dialectOf(db) === "postgres" ? "double precision" : "real";
  let curve = db.schema
    .createTable("treasury_par_yields")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("precedence", "integer", (c) => c.notNull());
  for (const tenor of TREASURY_TENOR_COLUMNS) curve = curve.addColumn(tenor, float);
  await curve.addPrimaryKeyConstraint("treasury_par_yields_pk", ["source_file", "date"]).execute();
  await db.schema
    .createIndex("treasury_par_yields_date_idx")
    .on("treasury_par_yields")
    .columns(["date", "precedence"])
    .execute();

  await db.schema
    .createTable("macro_observations")
    .addColumn("series_id", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("value", float)
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("macro_observations_pk", ["series_id", "date"])
    .execute();
  await db.schema
    .createIndex("macro_observations_source_file_idx")
    .on("macro_observations")
    .column("source_file")
    .execute();

  await db.schema
    .createTable("vix_daily")
    .addColumn("date", "text", (c) => c.primaryKey())
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .execute();
}

/**
 * Insider transactions and 13F holdings (intel). Each source file owns its rows (source_file /
 * filing_key), so re-ingesting a file replaces exactly what it wrote. Figures the source does not
 * give (a CSV row's accession, 10b5-1 flag, ownership nature; a 13F file's filer) are null.
 */
async function createInsiderAnd13fTables(db: AnyDb): Promise<void> {
  const float = dialectOf(db) === "postgres" ? "double precision" : "real";
  await db.schema
    .createTable("insider_transactions")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("filing_key", "text", (c) => c.notNull())
    .addColumn("accession", "text")
    .addColumn("filing_complete", "integer", (c) => c.notNull())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("issuer_ticker", "text", (c) => c.notNull())
    .addColumn("issuer_cik", "text")
    .addColumn("issuer_name", "text", (c) => c.notNull())
    .addColumn("owner_name", "text", (c) => c.notNull())
    .addColumn("owner_cik", "text")
    .addColumn("owner_title", "text")
    .addColumn("owner_is_director", "integer")
    .addColumn("owner_is_officer", "integer")
    .addColumn("owner_is_ten_pct", "integer")
    .addColumn("transaction_date", "text", (c) => c.notNull())
    .addColumn("visible_from", "text", (c) => c.notNull())
    .addColumn("transaction_code", "text", (c) => c.notNull())
    .addColumn("is_derivative", "integer", (c) => c.notNull())
    .addColumn("security_title", "text")
    .addColumn("shares", float)
    .addColumn("price_per_share", float)
    .addColumn("acquired_disposed", "text")
    .addColumn("shares_owned_after", float)
    .addColumn("direct_indirect", "text")
    .addColumn("ownership_nature", "text")
    .addColumn("is_10b5_1", "integer")
    .addColumn("exercise_price", float)
    .addColumn("expiration_date", "text")
    .addColumn("underlying_title", "text")
    .addColumn("underlying_shares", float)
    .addColumn("source_copies", "integer")
    .addPrimaryKeyConstraint("insider_transactions_pk", ["source_file", "row_no"])
    .execute();
  await db.schema
    .createIndex("insider_transactions_ticker_idx")
    .on("insider_transactions")
    .columns(["issuer_ticker", "visible_from"])
    .execute();
  await db.schema
    .createIndex("insider_transactions_visible_idx")
    .on("insider_transactions")
    .column("visible_from")
    .execute();

  await db.schema
    .createTable("sec13f_filings")
    .addColumn("filing_key", "text", (c) => c.primaryKey())
    .addColumn("accession", "text")
    .addColumn("filer_cik", "text")
    .addColumn("fund_name", "text")
    .addColumn("report_period", "text")
    .addColumn("filed_date", "text")
    .addColumn("table_entry_total", "integer")
    .addColumn("table_value_total", float)
    .addColumn("holdings", "integer", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("sec13f_holdings")
    .addColumn("filing_key", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("issuer_name", "text", (c) => c.notNull())
    .addColumn("title_of_class", "text")
    .addColumn("cusip", "text", (c) => c.notNull())
    .addColumn("value_usd", float, (c) => c.notNull())
    .addColumn("shares", float, (c) => c.notNull())
    .addColumn("shares_type", "text", (c) => c.notNull())
    .addColumn("put_call", "text")
    .addColumn("investment_discretion", "text")
    .addColumn("voting_sole", float)
    .addColumn("voting_shared", float)
    .addColumn("voting_none", float)
    .addColumn("ticker", "text")
    .addColumn("ticker_reason", "text")
    .addPrimaryKeyConstraint("sec13f_holdings_pk", ["filing_key", "row_no"])
    .execute();
  await db.schema.createIndex("sec13f_holdings_ticker_idx").on("sec13f_holdings").column("ticker").execute();
}

async function createCongressAndLobbyingTables(db: AnyDb): Promise<void> {
  const float = dialectOf(db) === "postgres" ? "double precision" : "real";
  await db.schema
    .createTable("congress_trades")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("politician", "text", (c) => c.notNull())
    .addColumn("chamber", "text", (c) => c.notNull().check(sql`chamber in ('H', 'S')`))
    .addColumn("office", "text")
    .addColumn("ticker", "text")
    .addColumn("ticker_as_filed", "text")
    .addColumn("asset_name", "text")
    .addColumn("asset_type", "text")
    .addColumn("transaction_type", "text", (c) => c.notNull())
    .addColumn("owner", "text")
    .addColumn("transaction_date", "text", (c) => c.notNull())
    .addColumn("disclosure_date", "text")
    .addColumn("reported_date", "text", (c) => c.notNull())
    .addColumn("reported_date_basis", "text", (c) => c.notNull())
    .addColumn("visible_from", "text", (c) => c.notNull())
    .addColumn("amount_range", "text")
    .addColumn("amount_min_usd", float)
    .addColumn("amount_max_usd", float)
    .addColumn("option_type", "text")
    .addColumn("strike", float)
    .addColumn("expiry", "text")
    .addColumn("comment", "text")
    .addColumn("filing_url", "text")
    .addPrimaryKeyConstraint("congress_trades_pk", ["source_file", "row_no"])
    .execute();
  await db.schema
    .createIndex("congress_trades_ticker_idx")
    .on("congress_trades")
    .columns(["ticker", "visible_from"])
    .execute();
  await db.schema
    .createIndex("congress_trades_source_idx")
    .on("congress_trades")
    .columns(["source_file", "visible_from"])
    .execute();

  await db.schema
    .createTable("lobbying_reports")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('quiver', 'senate_lda')`))
    .addColumn("ticker", "text")
    .addColumn("filing_id", "text")
    .addColumn("filing_date", "text", (c) => c.notNull())
    .addColumn("visible_from", "text", (c) => c.notNull())
    .addColumn("received_at", "text")
    .addColumn("filing_year", "integer")
    .addColumn("filing_type", "text")
    .addColumn("period", "text")
    .addColumn("client_name", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("client_id", "text")
    .addColumn("registrant_name", "text")
    .addColumn("registrant_id", "text")
    .addColumn("self_filer", "integer")
    .addColumn("amount", float)
    .addColumn("amount_as_filed", "text", (c) => c.notNull())
    .addColumn("issues", "text", (c) => c.notNull())
    .addColumn("specific_issues", "text", (c) => c.notNull())
    .addColumn("lobbyists", "text", (c) => c.notNull())
    .addColumn("government_entities", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lobbying_reports_pk", ["source_file", "row_no"])
    .execute();
  await db.schema
    .createIndex("lobbying_reports_ticker_idx")
    .on("lobbying_reports")
    .column("ticker")
    .execute();
  await db.schema
    .createIndex("lobbying_reports_client_idx")
    .on("lobbying_reports")
    .column("client_key")
    .execute();
}

/** Frozen with 0008: the tenor columns of treasury_par_yields at that migration. */
const TREASURY_TENOR_COLUMNS = [
  "m1",
  "m1_5",
  "m2",
  "m3",
  "m4",
  "m6",
  "y1",
  "y2",
  "y3",
  "y5",
  "y7",
  "y10",
  "y20",
  "y30",
] as const;

/** Append new migrations with a later, sortable name; never edit one that has shipped. */
async function createStrategyLibraryTables(db: AnyDb): Promise<void> {
  const float = dialectOf(db) === "postgres" ? "double precision" : "real";
  await db.schema
    .createTable("backtest_runs")
    .addColumn("run_id", "text", (c) => c.primaryKey())
    .addColumn("strategy", "text", (c) => c.notNull())
    .addColumn("family", "text", (c) => c.notNull())
    .addColumn("variant", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull())
    .addColumn("parameters", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('completed', 'failed')`))
    .addColumn("status_reason", "text")
    .addColumn("universe", "text", (c) => c.notNull())
    .addColumn("universe_digest", "text", (c) => c.notNull())
    .addColumn("data_from", "text", (c) => c.notNull())
    .addColumn("data_through", "text", (c) => c.notNull())
    .addColumn("obs_from", "text")
    .addColumn("obs_through", "text")
    .addColumn("n_obs", "integer", (c) => c.notNull())
    .addColumn("cagr", float)
    .addColumn("volatility", float)
    .addColumn("sharpe", float)
    .addColumn("sortino", float)
    .addColumn("max_drawdown", float)
    .addColumn("turnover", float)
    .addColumn("hit_rate", float)
    .addColumn("skewness", float)
    .addColumn("kurtosis", float)
    .addColumn("total_cost", float, (c) => c.notNull())
    .addColumn("average_gross_exposure", float)
    .addColumn("null_reasons", "text", (c) => c.notNull())
    .addColumn("diagnostics", "text", (c) => c.notNull())
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("trial_id", "text")
    .execute();
  await db.schema
    .createTable("backtest_series")
    .addColumn("run_id", "text", (c) => c.primaryKey())
    .addColumn("dates", "text", (c) => c.notNull())
    .addColumn("net_returns", "text", (c) => c.notNull())
    .addColumn("costs", "text", (c) => c.notNull())
    .addColumn("turnover", "text", (c) => c.notNull())
    .addColumn("gross_exposure", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("backtest_books")
    .addColumn("run_id", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("positions", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("backtest_books_pk", ["run_id", "date"])
    .execute();
  await db.schema
    .createTable("strategy_trials")
    .addColumn("trial_id", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("strategy_family", "text", (c) => c.notNull())
    .addColumn("strategy", "text", (c) => c.notNull())
    .addColumn("run_id", "text", (c) => c.notNull())
    .addColumn("sharpe", float, (c) => c.notNull())
    .addColumn("periods_per_year", float, (c) => c.notNull())
    .addColumn("n_obs", "integer", (c) => c.notNull())
    .addColumn("skewness", float, (c) => c.notNull())
    .addColumn("kurtosis", float, (c) => c.notNull())
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("submitted_at_basis", "text", (c) => c.notNull())
    .addColumn("data_digest", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("strategy_trials_family")
    .on("strategy_trials")
    .columns(["strategy_family", "submitted_at"])
    .execute();
}

/**
 * The learning product's tables (signals; derived product `learning`, signals' derived.ts,
 * docs/LEARNING.md): each book date's predictions resolved against their 21-session outcome, per
 * source, and the memory's documents with a full-text index — SQLite FTS5 (an external-content
 * virtual table over memory_documents, Porter stemming) or PostgreSQL (a GIN index over the
 * `english` tsvector of the body), whichever engine the warehouse runs on.
 */
async function createLearningTables(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  const float = dialect === "postgres" ? "double precision" : "real";
  await db.schema
    .createTable("learning_dates")
    .addColumn("prediction_date", "text", (c) => c.primaryKey())
    .addColumn("resolves_on", "text", (c) => c.notNull())
    .addColumn("held", "integer", (c) => c.notNull())
    .addColumn("scored", "integer", (c) => c.notNull())
    .addColumn("outcomes", "integer", (c) => c.notNull())
    .addColumn("mean_return", float)
    .addColumn("long_absolute_hits", "integer", (c) => c.notNull())
    .addColumn("short_absolute_hits", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("learning_sources")
    .addColumn("prediction_date", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("resolves_on", "text", (c) => c.notNull())
    .addColumn("calls", "integer", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("favourable_calls", "integer", (c) => c.notNull())
    .addColumn("favourable_hits", "integer", (c) => c.notNull())
    .addColumn("unfavourable_calls", "integer", (c) => c.notNull())
    .addColumn("unfavourable_hits", "integer", (c) => c.notNull())
    .addColumn("ic", float)
    .addColumn("bands", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("learning_sources_pk", ["prediction_date", "source"])
    .execute();
  await db.schema
    .createTable("memory_documents")
    .addColumn("doc_id", "integer", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("ticker", "text")
    .addColumn("prediction_date", "text", (c) => c.notNull())
    .addColumn("event_date", "text", (c) => c.notNull())
    .addColumn("visible_from_ms", "bigint", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("memory_documents_visible")
    .on("memory_documents")
    .column("visible_from_ms")
    .execute();
  if (dialect === "postgres") {
    await sql`create index memory_documents_search on memory_documents using gin (to_tsvector('english', body))`.execute(
      db,
    );
  } else {
    await sql`create virtual table memory_documents_fts using fts5(body, content = 'memory_documents', content_rowid = 'doc_id', tokenize = 'porter unicode61')`.execute(
      db,
    );
  }
}

export const migrations: Record<string, Migration> = {
  "0001_warehouse_tables": {
    up: createWarehouseTables,
    down: async (db: AnyDb) => {
      for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  "0002_access": {
    up: createAccessTables,
    down: async (db: AnyDb) => {
      for (const table of ACCESS_TABLES) await db.schema.dropTable(table).ifExists().execute();
      await db.schema.alterTable("api_keys").dropColumn("revoked_at").execute();
      await db.schema.alterTable("api_keys").dropColumn("account_id").execute();
    },
  },
  "0003_option_chains": {
    up: createOptionChainTables,
    down: async (db: AnyDb) => {
      await db.schema.dropTable("option_chain_rows").ifExists().execute();
    },
  },
  "0004_minute_quotes": {
    up: createMinuteQuoteTables,
    down: async (db: AnyDb) => {
      await db.schema.dropTable("minute_quotes").ifExists().execute();
    },
  },
  // Holds moved into the gateway's memory (gateway/access/embedded.ts): admission needs no SQL.
  "0005_holds_in_memory": {
    up: async (db: AnyDb) => {
      await db.schema.dropTable("credit_holds").ifExists().execute();
      await db.schema.alterTable("wallets").dropColumn("held").execute();
    },
    down: async (db: AnyDb) => {
      await db.schema
        .alterTable("wallets")
        .addColumn("held", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("credit_holds")
        .addColumn("request_id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("period", "text", (c) => c.notNull())
        .addColumn("credits", "bigint", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  // The shared warm set of quotes/subscribe and universe/warm (market's data/warmCoverage.ts):
  // in the warehouse so every process of one deployment shares one 200-symbol budget.
  "0006_warm_coverage": {
    up: async (db: AnyDb) => {
      await db.schema
        .createTable("warm_coverage")
        .addColumn("symbol", "text", (c) => c.primaryKey())
        .addColumn("coverage", "text", (c) => c.notNull())
        .addColumn("requested_at_ms", "bigint", (c) => c.notNull())
        .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
        .execute();
    },
    down: async (db: AnyDb) => {
      await db.schema.dropTable("warm_coverage").ifExists().execute();
    },
  },
  "0007_corporate_actions": {
    up: createCorporateActionTables,
    down: async (db: AnyDb) => {
      for (const table of CORPORATE_ACTION_TABLES) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  "0008_rates_macro": {
    up: createRatesMacroTables,
    down: async (db: AnyDb) => {
      for (const table of ["vix_daily", "macro_observations", "treasury_par_yields"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  // The SIC code of each filer, from the submissions JSON (docs/FUNDAMENTALS.md): the legacy
  // snapshot's sector is its SIC division (spec/01).
  "0009_sec_company_profiles": {
    up: async (db: AnyDb) => {
      await db.schema
        .createTable("sec_company_profiles")
        .addColumn("cik", "text", (c) => c.primaryKey())
        .addColumn("sic", "text")
        .addColumn("sic_description", "text")
        .addColumn("source_file", "text", (c) => c.notNull())
        .execute();
      // A warehouse that ingested the submissions files before this table existed reads them
      // again on its next ingest (the ledger would skip them as unchanged).
      await db.deleteFrom("ingested_files").where("adapter", "=", "sec_submissions").execute();
    },
    down: async (db: AnyDb) => {
      await db.schema.dropTable("sec_company_profiles").ifExists().execute();
    },
  },
  // The filer's fiscal year end from the submissions JSON ("0926"): company_facts.fiscal_year_end
  // (issue 14, defect 7). SEC companyfacts carry no text cover-page facts, so this is its source.
  "0010_fiscal_year_end": {
    up: async (db: AnyDb) => {
      await db.schema.alterTable("sec_company_profiles").addColumn("fiscal_year_end", "text").execute();
      // Read the submissions files again on the next ingest so the column is filled.
      await db.deleteFrom("ingested_files").where("adapter", "=", "sec_submissions").execute();
    },
    down: async (db: AnyDb) => {
      await db.schema.alterTable("sec_company_profiles").dropColumn("fiscal_year_end").execute();
    },
  },
  // Insider transactions and 13F holdings (intel, docs/INTEL.md).
  "0011_insiders_13f": {
    up: createInsiderAnd13fTables,
    down: async (db: AnyDb) => {
      for (const table of ["sec13f_holdings", "sec13f_filings", "insider_transactions"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  // The broad daily universe (market; market's readers/universe.ts is its reader for others).
  "0012_daily_universe": {
    up: async (db: AnyDb) => {
      const float = dialectOf(db) === "postgres" ? "double precision" : "real";
      await db.schema
        .createTable("universe_bars")
        .addColumn("ticker", "text", (c) => c.notNull())
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("open", float, (c) => c.notNull())
        .addColumn("high", float, (c) => c.notNull())
        .addColumn("low", float, (c) => c.notNull())
        .addColumn("close", float, (c) => c.notNull())
        .addColumn("volume", float, (c) => c.notNull())
        .addPrimaryKeyConstraint("universe_bars_pk", ["ticker", "date"])
        .execute();
      // The cross-section reads one window of dates for every member.
      await db.schema.createIndex("universe_bars_date").on("universe_bars").column("date").execute();
      await db.schema
        .createTable("universe_members")
        .addColumn("ticker", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("source_path", "text", (c) => c.notNull())
        .addColumn("first_date", "text", (c) => c.notNull())
        .addColumn("last_date", "text", (c) => c.notNull())
        .addColumn("rows", "integer", (c) => c.notNull())
        .execute();
    },
    down: async (db: AnyDb) => {
      await db.schema.dropTable("universe_members").ifExists().execute();
      await db.schema.dropTable("universe_bars").ifExists().execute();
    },
  },
  // The ledger of derived products (warehouse/derived.ts): which data version each was built from.
  "0013_derived_builds": {
    up: async (db: AnyDb) => {
      await db.schema
        .createTable("derived_builds")
        .addColumn("product", "text", (c) => c.primaryKey())
        .addColumn("code_version", "integer", (c) => c.notNull())
        .addColumn("data_version", "text", (c) => c.notNull())
        .addColumn("built_at", "text", (c) => c.notNull())
        .addColumn("rows", "integer", (c) => c.notNull())
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .execute();
    },
    down: async (db: AnyDb) => {
      await db.schema.dropTable("derived_builds").ifExists().execute();
    },
  },
  // Congressional trades and lobbying disclosures (intel, docs/INTEL.md "Government and alternative data").
  "0015_congress_lobbying": {
    up: createCongressAndLobbyingTables,
    down: async (db: AnyDb) => {
      for (const table of ["lobbying_reports", "congress_trades"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  // The news store (intel, docs/NEWS.md): items of every news source in one shape, and their
  // tickers for per-ticker reads. Both windows read newest first by publication instant.
  "0016_news_store": {
    up: async (db: AnyDb) => {
      await db.schema
        .createTable("news_items")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("source_file", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("teaser", "text")
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("ticker", "text")
        .addColumn("tickers", "text", (c) => c.notNull())
        .addColumn("coins", "text", (c) => c.notNull())
        .addColumn("channels", "text", (c) => c.notNull())
        .addColumn("tags", "text", (c) => c.notNull())
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("published_ms", "bigint", (c) => c.notNull())
        .addColumn("updated_ms", "bigint")
        .addColumn("visible_from_ms", "bigint", (c) => c.notNull())
        .addColumn("body", "text")
        .addColumn("news_type", "text", (c) => c.notNull().check(sql`news_type in ('article', 'video')`))
        .addColumn("cik", "text")
        .addColumn("form", "text")
        .addColumn("filing_date", "text")
        .addColumn("report_date", "text")
        .addColumn("filing_items", "text")
        .execute();
      await db.schema.createIndex("news_items_published").on("news_items").column("published_ms").execute();
      await db.schema.createIndex("news_items_source_file").on("news_items").column("source_file").execute();
      await db.schema
        .createTable("news_item_tickers")
        .addColumn("item_id", "text", (c) => c.notNull())
        .addColumn("ticker", "text", (c) => c.notNull())
        .addColumn("published_ms", "bigint", (c) => c.notNull())
        .addColumn("visible_from_ms", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("news_item_tickers_pk", ["item_id", "ticker"])
        .execute();
      await db.schema
        .createIndex("news_item_tickers_ticker")
        .on("news_item_tickers")
        .columns(["ticker", "published_ms"])
        .execute();
    },
    down: async (db: AnyDb) => {
      await db.schema.dropTable("news_item_tickers").ifExists().execute();
      await db.schema.dropTable("news_items").ifExists().execute();
    },
  },
  // The signals book (signals' derived product `signals_book`, signals' derived.ts; read
  // through signals' readers/book.ts). Built after ingest, once per data version.
  "0020_signals_book": {
    up: async (db: AnyDb) => {
      const float = dialectOf(db) === "postgres" ? "double precision" : "real";
      let rows = db.schema
        .createTable("signals_book_rows")
        .addColumn("book_date", "text", (c) => c.notNull())
        .addColumn("ticker", "text", (c) => c.notNull())
        .addColumn("close", float, (c) => c.notNull())
        .addColumn("blended_score", float)
        .addColumn("rank", "integer")
        .addColumn("decile", "integer")
        .addColumn("percentile", float)
        .addColumn("direction", "text")
        .addColumn("conviction", float)
        .addColumn("voters_used", "integer", (c) => c.notNull())
        .addColumn("flag", "text")
        .addColumn("unscored_reason", "text");
      // Each voter's value and its percentile (0..100) among the date's scored stocks.
      for (const voter of [
        "momentum_12_1",
        "reversal_1m",
        "low_volatility",
        "trend_sma200",
        "rsi_14",
        "volume_surge",
        "high_52w_proximity",
      ]) {
        rows = rows.addColumn(voter, float).addColumn(`${voter}_pct`, float);
      }
      await rows.addPrimaryKeyConstraint("signals_book_rows_pk", ["book_date", "ticker"]).execute();
      // No second index: one ticker's history is a range of the primary key's dates filtered by
      // ticker, and an index on (ticker, book_date) nearly doubled the build's insert time.
      await db.schema
        .createTable("signals_book_dates")
        .addColumn("book_date", "text", (c) => c.primaryKey())
        .addColumn("universe", "text", (c) => c.notNull())
        .addColumn("members", "integer", (c) => c.notNull())
        .addColumn("scored", "integer", (c) => c.notNull())
        .addColumn("weights_basis", "text", (c) => c.notNull())
        .addColumn("ic_window_first", "text")
        .addColumn("ic_window_last", "text")
        .execute();
      await db.schema
        .createTable("signals_book_weights")
        .addColumn("book_date", "text", (c) => c.notNull())
        .addColumn("voter", "text", (c) => c.notNull())
        .addColumn("weight", float, (c) => c.notNull())
        .addColumn("mean_ic", float)
        .addColumn("ic_observations", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("signals_book_weights_pk", ["book_date", "voter"])
        .execute();
    },
    down: async (db: AnyDb) => {
      for (const table of ["signals_book_weights", "signals_book_dates", "signals_book_rows"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  // The strategy library's backtests (signals, signals' derived.ts) and the trial
  // registry (risk; written only through risk's readers/trialRegistration.ts): docs/STRATEGIES.md.
  "0021_strategy_library_trials": {
    up: createStrategyLibraryTables,
    down: async (db: AnyDb) => {
      for (const table of ["strategy_trials", "backtest_books", "backtest_series", "backtest_runs"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  // The learning product: predictions resolved against outcomes, and the memory with its
  // full-text index (signals, docs/LEARNING.md).
  "0023_learning_memory": {
    up: createLearningTables,
    down: async (db: AnyDb) => {
      await sql`drop table if exists memory_documents_fts`.execute(db);
      for (const table of ["memory_documents", "learning_sources", "learning_dates"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  // A stream the gateway closed itself (shutdown) may be resumed once unbilled for 5 minutes
  // (gateway/access/resume.ts): the grant outlives the process that closed it.
  "0024_resume_grants": {
    up: async (db: AnyDb) => {
      const postgres = dialectOf(db) === "postgres";
      await db.schema
        .createTable("resume_grants")
        .addColumn("id", postgres ? "bigserial" : "integer", (c) =>
          postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("resume_key", "text", (c) => c.notNull())
        .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("resume_grants_account_idx")
        .on("resume_grants")
        .columns(["account_id", "resume_key", "expires_at_ms"])
        .execute();
    },
    down: async (db: AnyDb) => {
      await db.schema.dropTable("resume_grants").ifExists().execute();
    },
  },
  // An operator account's keys read every tenant's log lines (docs/OPERATIONS.md "Logs").
  "0025_operator_accounts": {
    up: async (db: AnyDb) => {
      await db.schema
        .alterTable("accounts")
        .addColumn("operator", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    down: async (db: AnyDb) => {
      await db.schema.alterTable("accounts").dropColumn("operator").execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Warehouse): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Warehouse migration ${failed ?? "(setup)"} failed: ${errorMessage(error)}`, {
      cause: error,
    });
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
