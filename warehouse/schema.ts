/**
 * Kysely table types of the warehouse: the single description of what the database holds.
 * Migrations (warehouse/migrations/) create exactly these tables on SQLite and PostgreSQL.
 *
 * Ownership follows the domains: instruments is shared reference data (read through
 * subgraphs/kit); daily_bars, minute_bars, minute_quotes, warm_coverage, treasury_par_yields,
 * macro_observations and vix_daily belong to market; sec_facts to fundamentals;
 * sec_filings, option_chain_rows, insider_transactions, sec13f_filings and sec13f_holdings to intel. A subgraph reads only its own tables and gets the
 * rest through federation.
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

/**
 * One NBBO-style minute quote bar (prices/minute/<T>/<date>_quote.csv): each side's open, high,
 * low and close price over [ts, ts + 60 s) and the last size quoted in the minute. A side the
 * source leaves empty is null on all five of its columns, never zero.
 */
export interface MinuteQuotesTable {
  ticker: string;
  /** Bar start, epoch ms (the bar covers [ts, ts + 60 s)). */
  ts_ms: number;
  /** The trading date in the exchange's time zone, from the file name. */
  session_date: string;
  bid_open: number | null;
  bid_high: number | null;
  bid_low: number | null;
  bid_close: number | null;
  /** Shares (every value in the bundled file is a multiple of 100; PROVENANCE does not state a unit). */
  bid_size: number | null;
  ask_open: number | null;
  ask_high: number | null;
  ask_low: number | null;
  ask_close: number | null;
  ask_size: number | null;
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

/** One row per submissions file: the filer's SEC profile fields the services use. */
export interface SecCompanyProfilesTable {
  cik: string;
  /** Standard Industrial Classification code, 3-4 digits; null when the SEC gives none. */
  sic: string | null;
  sic_description: string | null;
  /** The fiscal year's end as the SEC gives it, "MMDD" (AAPL "0926"); null when absent. (0010) */
  fiscal_year_end: string | null;
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

export type PlanName = "free" | "starter" | "pro" | "expert" | "enterprise";

/** Who pays: a plan, its add-ons and one credit wallet shared by all of the account's keys. */
export interface AccountsTable {
  id: string;
  name: string;
  plan: PlanName;
  /** Comma-separated add-on names (private_markets, options_flow, copilot); '' for none. */
  addons: string;
  /** Overrides the plan's included credits per month; null takes the plan's. */
  monthly_credits: number | null;
  /** Credits the account may spend beyond its included credits in a month (0: none). */
  overage_cap: number;
  created_at: string;
  /** Billing lapsed: every key of the account answers 403 account_suspended. */
  suspended_at: string | null;
  /**
   * 1: the service's operators; its keys read every tenant's log lines (GET /api/logs), where
   * another account's keys read only its own requests'. 0 for every other account.
   */
  operator: Generated<number>;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  /** The first characters of the key, shown in listings; never enough to use it. */
  display_prefix: string;
  /** SHA-256 (hex) of the full key. Keys carry 256 random bits, so a slow KDF adds nothing. */
  hash: string;
  label: string;
  created_at: string;
  /** Disabled keys answer 401 until enabled again. */
  disabled_at: string | null;
  /** Revoked keys (by hand or by rotation) never work again. */
  revoked_at: string | null;
}

/**
 * One row per account and billing month (UTC 'YYYY-MM'): the credits charged so far. Requests
 * still running hold credits in the gateway (gateway/access/), never here.
 */
export interface WalletsTable {
  account_id: string;
  period: string;
  spent: number;
}

export type LedgerOutcome = "charged" | "not_billed" | "refunded";

/** Every settled line of every metered request; charged rows sum to the wallet's spent. */
export interface UsageLedgerTable {
  id: Generated<number>;
  request_id: string;
  account_id: string;
  key_id: string;
  operation: string;
  product: string;
  credits: number;
  outcome: LedgerOutcome;
  error_code: string | null;
  period: string;
  at: string;
}

/** Idempotency-Key records, scoped to an account; answers are replayed for 24 hours. */
export interface IdempotencyRecordsTable {
  account_id: string;
  key: string;
  fingerprint: string;
  /** JSON of the stored answer; null while the first request is still running. */
  result: string | null;
  expires_at_ms: number;
}

/**
 * A stream the gateway closed itself (shutdown) may be resumed once without being billed again
 * until its grant expires (gateway/access/resume.ts); one row per closed stream.
 */
export interface ResumeGrantsTable {
  id: Generated<number>;
  account_id: string;
  /** The subscription's priced lines (resume.ts resumeKey): a resume must be the same. */
  resume_key: string;
  expires_at_ms: number;
}

/**
 * One contract of a daily option chain snapshot (options/chains/<ROOT>_<date>.csv), owned by intel.
 * A file owns its rows (re-ingesting it replaces them by source_file). Prices are per share of the
 * underlying; volume and open interest are contracts. Values are stored as published: an IV or
 * greek of 0 is what the source says, an empty open interest is null (not reported), never 0.
 */
export interface OptionChainRowsTable {
  /** Normalised symbol of the underlying as the file gives it (SPXW options have underlying SPX). */
  underlying: string;
  /** The date the chain file is named for. */
  snapshot_date: string;
  expiry: string;
  strike: number;
  right: "C" | "P";
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  open_interest: number | null;
  implied_volatility: number | null;
  delta: number | null;
  gamma: number | null;
  vega: number | null;
  theta: number | null;
  rho: number | null;
  /** Data-relative path of the chain file (e.g. options/chains/SPY_2024-01-02.csv). */
  source_file: string;
}

/**
 * The shared warm set (market): symbols whose quote (or trade and quote) coverage was requested
 * through quotes/subscribe or universe/warm, until `expires_at_ms`. Warm means requested, not
 * provider-confirmed. Rows past their expiry are ignored and replaced on the next admission.
 */
export interface WarmCoverageTable {
  symbol: string;
  /** quotes (quotes/subscribe) or trades_and_quotes (universe/warm). */
  coverage: string;
  requested_at_ms: number;
  expires_at_ms: number;
}

/**
 * Corporate actions (market): share splits, regular cash dividends and the Lean factor rows they
 * were derived from (data/sample/corporate_actions/). Market owns them because they adjust its
 * prices; other domains get adjusted figures through federation.
 */
export interface SplitsTable {
  ticker: string;
  ex_date: string;
  /** Shares after : shares before (2:1 forward = 2/1, a 1-for-20 reverse = 1/20). */
  numerator: number;
  denominator: number;
  /** As the file names it: lean_factor_file:<file> or polygon_mock:<path>. */
  source: string;
  source_file: string;
}

export interface DividendsTable {
  ticker: string;
  ex_date: string;
  /** USD per share as paid at the time, NOT split-adjusted. */
  cash_amount: number;
  /** regular_cash: the derived file keeps only regular cash dividends (PROVENANCE). */
  dividend_type: string;
  source: string;
  source_file: string;
}

/** One row of a Lean factor file (headerless `date,price_factor,split_factor,reference_price`). */
export interface PriceFactorsTable {
  ticker: string;
  /** Row date; the factors apply to bars dated on or before it (and after the previous row). */
  date: string;
  price_factor: number;
  split_factor: number;
  /** Raw close on `date`; 1 on a file's first (boundary) row, 0 on the 20501231 sentinel. */
  reference_price: number;
  source_file: string;
}

/**
 * Over which dates the corporate actions of a ticker are complete: from its factor file's first
 * row to the last session of the Lean data snapshot the file ships with. Outside it, an absent
 * dividend is unknown, not zero.
 */
export interface CorporateActionCoverageTable {
  ticker: string;
  covered_from: string;
  covered_through: string;
  source_file: string;
}

/**
 * Treasury daily par yield curve (market), percent. One row per (source file, date): the two
 * bundled files overlap (2021-01-04..2022-03-11); readers take the row of highest `precedence`
 * for a date. Null = not published for that date (never a 0.0 placeholder).
 */
export interface TreasuryParYieldsTable {
  source_file: string;
  date: string;
  /** Higher wins where two files hold the same date (the newer Treasury format: 2). */
  precedence: number;
  m1: number | null;
  m1_5: number | null;
  m2: number | null;
  m3: number | null;
  m4: number | null;
  m6: number | null;
  y1: number | null;
  y2: number | null;
  y3: number | null;
  y5: number | null;
  y7: number | null;
  y10: number | null;
  y20: number | null;
  y30: number | null;
}

/** FRED series observations (market): value null where FRED has none ('' or '.'). */
export interface MacroObservationsTable {
  series_id: string;
  date: string;
  value: number | null;
  source_file: string;
}

/** Cboe VIX daily OHLC (index points). */
export interface VixDailyTable {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Insider transactions (intel), one row per Form 4 table line (migration 0011). Two sources:
 * insiders/form4_transactions.csv (the first non-derivative line of each filing only, no
 * accession, no ownership nature or 10b5-1 flag: those stay null) and the raw Form 4 XML files
 * of sec/form4-xml/ (every derivative and non-derivative line, as filed).
 */
export interface InsiderTransactionsTable {
  source_file: string;
  /** 1-based line of the transaction within its source (CSV record, or XML table order). */
  row_no: number;
  /** One filing: its accession when known, else the source row (each CSV row is one filing). */
  filing_key: string;
  accession: string | null;
  /** 1 when every line of the filing is held (XML), 0 when only its first line is (CSV). */
  filing_complete: number;
  form: string;
  issuer_ticker: string;
  issuer_cik: string | null;
  issuer_name: string;
  owner_name: string;
  owner_cik: string | null;
  owner_title: string | null;
  owner_is_director: number | null;
  owner_is_officer: number | null;
  owner_is_ten_pct: number | null;
  transaction_date: string;
  /** The Form 4 deadline (transaction date + 2 business days): the row is hidden before it. */
  visible_from: string;
  transaction_code: string;
  is_derivative: number;
  security_title: string | null;
  shares: number | null;
  /** As filed, in the filing currency; null where the filing reports none. */
  price_per_share: number | null;
  acquired_disposed: string | null;
  shares_owned_after: number | null;
  /** D (direct) or I (indirect); null where the source does not say. */
  direct_indirect: string | null;
  ownership_nature: string | null;
  /** The filing's aff10b5One flag; null where the source keeps none. */
  is_10b5_1: number | null;
  exercise_price: number | null;
  expiration_date: string | null;
  underlying_title: string | null;
  underlying_shares: number | null;
  source_copies: number | null;
}

/** One 13F-HR filing (intel, migration 0011); metadata null where the source file lacks it. */
export interface Sec13fFilingsTable {
  /** The accession when known, else the data-relative path of the information table. */
  filing_key: string;
  accession: string | null;
  filer_cik: string | null;
  fund_name: string | null;
  report_period: string | null;
  filed_date: string | null;
  table_entry_total: number | null;
  table_value_total: number | null;
  holdings: number;
  source_file: string;
}

/** One information-table line of a 13F filing. */
export interface Sec13fHoldingsTable {
  filing_key: string;
  row_no: number;
  issuer_name: string;
  title_of_class: string | null;
  cusip: string;
  /** US dollars as filed (13F values are whole dollars since 2023-01-03). */
  value_usd: number;
  shares: number;
  /** SH (shares) or PRN (principal amount). */
  shares_type: string;
  put_call: string | null;
  investment_discretion: string | null;
  voting_sole: number | null;
  voting_shared: number | null;
  voting_none: number | null;
  /** Null unless the CUSIP is in a documented map; then ticker_reason says why. */
  ticker: string | null;
  ticker_reason: string | null;
}

/**
 * The broad daily universe (market, migration 0012): prices/daily_universe.csv.gz, 444 tickers
 * 2013-01-02..2017-11-10. One adjusted price set: OHLC split- and dividend-adjusted by the source,
 * volume split-adjusted shares. A second source beside daily_bars, never mixed with it for one
 * ticker (PROVENANCE); other domains read it through warehouse/readers/universe.ts.
 */
export interface UniverseBarsTable {
  ticker: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** One row per universe member (prices/daily_universe_index.csv). */
export interface UniverseMembersTable {
  ticker: string;
  /** stock | etf */
  kind: string;
  /** The file in the source repository the rows came from. */
  source_path: string;
  first_date: string;
  last_date: string;
  rows: number;
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

/**
 * The news store (intel, migration 0016; docs/NEWS.md): one row per news item of any source, in
 * the one shape of spec/01 "News item" plus its source. Ingest adapters (warehouse/ingest/news.ts)
 * fill it; every news route reads it through subgraphs/intel/data/newsStore.ts. Lists are JSON
 * arrays of text. Derived readings (topics, catalyst, sentiment) are not stored: they are computed
 * from `title` when read, so a change of method never leaves stale values behind.
 */
export interface NewsItemsTable {
  /** Unique across sources: the EDGAR accession of a filing event. */
  id: string;
  /** The feed the item came from: `sec-edgar`. */
  source: string;
  /** Data-relative path of the file it was ingested from. */
  source_file: string;
  /** The source's headline, verbatim. */
  title: string;
  teaser: string | null;
  /** Where the item is read in full (every item links its source). */
  url: string;
  /** The item's first ticker; null for an untagged (market-wide) item. */
  ticker: string | null;
  /** JSON array of normalised tickers (also one news_item_tickers row each). */
  tickers: string;
  /** JSON array of crypto assets named (BTC). */
  coins: string;
  /** JSON array of lower-case channel names (`sec-filing`). */
  channels: string;
  /** JSON array of lower-case tags (the form: `8-k`). */
  tags: string;
  author: string;
  /** Publication instant, epoch ms (spec/01: created is the same instant). */
  published_ms: number;
  /** Last edit, epoch ms; null when the source never edits an item in place. */
  updated_ms: number | null;
  /**
   * From when a request's clock may see the item, epoch ms: its publication instant, or the
   * source's own rule where that is later (a filing: 22:00 ET on its filing date,
   * kit/filingVisibility.ts).
   */
  visible_from_ms: number;
  /** HTML body; null when the source carries none. */
  body: string | null;
  /** article or video. */
  news_type: string;
  /** SEC filing events: the filer's CIK (10 digits), form, dates and 8-K item codes; null otherwise. */
  cik: string | null;
  form: string | null;
  filing_date: string | null;
  report_date: string | null;
  filing_items: string | null;
}

/** One row per (item, ticker) of news_items.tickers, with the item's instants, for per-ticker reads. */
export interface NewsItemTickersTable {
  item_id: string;
  ticker: string;
  published_ms: number;
  visible_from_ms: number;
}

/**
 * One backtest of the strategy library (signals, migration 0021): a strategy at one parameter
 * configuration on the universe's data, rebuilt with every data version (subgraphs/signals/derived.ts).
 */
export interface BacktestRunsTable {
  /** `<strategy>.<variant>`. */
  run_id: string;
  strategy: string;
  family: string;
  /** `default`, or the variant's overrides. */
  variant: string;
  is_default: number;
  /** JSON object: parameter name → value. */
  parameters: string;
  /** completed | failed (docs/STRATEGIES.md "Run lifecycle"). */
  status: string;
  status_reason: string | null;
  /** The universe's label (warehouse/readers/universe.ts UNIVERSE_NAME). */
  universe: string;
  /** SHA-256 of the closes and dollar volumes the run read. */
  universe_digest: string;
  data_from: string;
  data_through: string;
  /** The run's observations: from its first invested decision to the last session. */
  obs_from: string | null;
  obs_through: string | null;
  n_obs: number;
  cagr: number | null;
  volatility: number | null;
  sharpe: number | null;
  sortino: number | null;
  max_drawdown: number | null;
  turnover: number | null;
  hit_rate: number | null;
  skewness: number | null;
  kurtosis: number | null;
  total_cost: number;
  average_gross_exposure: number | null;
  /** JSON object: metric → why it is null. */
  null_reasons: string;
  /** JSON array of the strategy's decision notes ({date, record}). */
  diagnostics: string;
  /** ISO 8601 instant: when the run's data was complete (its last close final). */
  submitted_at: string;
  /** The trial the run registered in strategy_trials; null for a failed run. */
  trial_id: string | null;
}

/** A run's daily series from obs_from, JSON arrays of equal length (signals, migration 0021). */
export interface BacktestSeriesTable {
  run_id: string;
  dates: string;
  net_returns: string;
  costs: string;
  turnover: string;
  gross_exposure: string;
}

/** The target book of a default run at each decision that traded (signals, migration 0021). */
export interface BacktestBooksTable {
  run_id: string;
  date: string;
  /** JSON array of [ticker, weight, trade]; weight 0: closed at this decision. */
  positions: string;
}

/**
 * The trial registry (risk, migration 0021): every backtest registered as a trial for the
 * deflated Sharpe ratio. Written only through warehouse/registry/trials.ts; read by risk and
 * through warehouse/readers/trials.ts.
 */
export interface StrategyTrialsTable {
  trial_id: string;
  /** Who registered it: the writer replaces one source's trials at a time. */
  source: string;
  strategy_family: string;
  strategy: string;
  run_id: string;
  /** Annualised with periods_per_year. */
  sharpe: number;
  periods_per_year: number;
  n_obs: number;
  skewness: number;
  /** Raw Pearson kurtosis (normal = 3). */
  kurtosis: number;
  /** ISO 8601 instant. */
  submitted_at: string;
  submitted_at_basis: string;
  data_digest: string;
}

/**
 * Congressional trades (intel, migration 0015), one row per trade line of a periodic transaction
 * report, from two bundled sources (data/sample/congress/, PROVENANCE.md): the House and Senate
 * file of 2019-2023 (stocks only, with disclosure dates) and the Senate Stock Watcher file of
 * 2012-2020 (every asset, owner, option details, no disclosure date). Values as filed; what the
 * source does not carry is null.
 */
export interface CongressTradesTable {
  source_file: string;
  /** 1-based data row of the source file. */
  row_no: number;
  politician: string;
  /** H (House) or S (Senate). */
  chamber: string;
  /** District (MI03) or Senate seat (GAS1) as the source writes it; null where it has none. */
  office: string | null;
  /** The symbol normalised like the instrument master's (BRK.B); null where none was filed or it is no listed symbol. */
  ticker: string | null;
  ticker_as_filed: string | null;
  asset_name: string | null;
  /** As filed (Stock, Stock Option, Corporate Bond, ...); null where the source has no column. */
  asset_type: string | null;
  /** As filed: P, S (2019-2023 file); Purchase, Sale (Full), Sale (Partial), Exchange, N/A (watcher). */
  transaction_type: string;
  /** As filed: Self, Spouse, Joint, Child, N/A; null where the source has no column. */
  owner: string | null;
  transaction_date: string;
  /** The report's disclosure date; null where the source keeps none. */
  disclosure_date: string | null;
  /** disclosure_date, else the STOCK Act's latest reporting day (transaction + 45 days). */
  reported_date: string;
  /** disclosure_date | stock_act_deadline */
  reported_date_basis: string;
  /** The day after reported_date: the trade is hidden before it. */
  visible_from: string;
  /** The range as filed ("$1,001 - $15,000"); null where the filing gives none. */
  amount_range: string | null;
  amount_min_usd: number | null;
  amount_max_usd: number | null;
  /** call | put, from an option line's description. */
  option_type: string | null;
  strike: number | null;
  expiry: string | null;
  comment: string | null;
  filing_url: string | null;
}

/**
 * Lobbying disclosures (intel, migration 0015): Quiver's per-ticker extracts of the Senate LDA
 * filings (lobbying/quiver/<TICKER>.csv) and the Senate's own LDA XML of 2007 Q4
 * (lobbying/senate_lda_2007_q4.zip). Lists (issues, lobbyists, ...) are JSON arrays of text.
 */
export interface LobbyingReportsTable {
  source_file: string;
  row_no: number;
  /** quiver | senate_lda */
  source: string;
  /** The ticker a Quiver file is named for; null on a Senate filing (it names a client, not a stock). */
  ticker: string | null;
  /** The Senate's filing ID; null on a Quiver row. */
  filing_id: string | null;
  filing_date: string;
  /** The day after filing_date: hidden before it. */
  visible_from: string;
  /** The Senate's Received timestamp as filed (no zone); null on a Quiver row. */
  received_at: string | null;
  filing_year: number | null;
  filing_type: string | null;
  period: string | null;
  client_name: string;
  /** client_name upper-cased with whitespace collapsed: how a Senate filing meets a ticker's clients. */
  client_key: string;
  client_id: string | null;
  registrant_name: string | null;
  registrant_id: string | null;
  /** 1 when the client files for itself (the amount is its lobbying expenses), 0 for an outside registrant (its income). */
  self_filer: number | null;
  amount: number | null;
  /** The amount exactly as the source writes it ('' when empty). */
  amount_as_filed: string;
  issues: string;
  specific_issues: string;
  lobbyists: string;
  government_entities: string;
}

/**
 * The signals book (signals; derived product `signals_book`, subgraphs/signals/derived.ts): one row
 * per stock of the daily universe per book date, scored or not. Voter values in their own units
 * (subgraphs/signals/domain/voters.ts), each with its percentile among the date's scored stocks
 * (`<voter>_pct`, 0..100, 100 the most favourable). Read through warehouse/readers/signalsBook.ts.
 */
export interface SignalsBookRowsTable {
  book_date: string;
  ticker: string;
  /** The universe close of the date (split- and dividend-adjusted). */
  close: number;
  /** Null when the stock is not scored (unscored_reason says why). */
  blended_score: number | null;
  rank: number | null;
  decile: number | null;
  percentile: number | null;
  /** LONG, SHORT or NEUTRAL. */
  direction: string | null;
  conviction: number | null;
  voters_used: number;
  /** implausible_12_1_momentum, or null. */
  flag: string | null;
  /** insufficient_history | voter_not_computable; null when scored. */
  unscored_reason: string | null;
  momentum_12_1: number | null;
  momentum_12_1_pct: number | null;
  reversal_1m: number | null;
  reversal_1m_pct: number | null;
  low_volatility: number | null;
  low_volatility_pct: number | null;
  trend_sma200: number | null;
  trend_sma200_pct: number | null;
  rsi_14: number | null;
  rsi_14_pct: number | null;
  volume_surge: number | null;
  volume_surge_pct: number | null;
  high_52w_proximity: number | null;
  high_52w_proximity_pct: number | null;
}

/** One row per book date of the signals book: what was ranked and how the weights were set. */
export interface SignalsBookDatesTable {
  book_date: string;
  /** The universe the rows were ranked in (warehouse/readers/universe.ts UNIVERSE_NAME). */
  universe: string;
  /** Stocks with a bar on the date. */
  members: number;
  scored: number;
  /** ic_weighted | equal_weight_warmup | equal_weight_no_positive_ic */
  weights_basis: string;
  /** The score dates whose ICs set the weights; null before the first is realised. */
  ic_window_first: string | null;
  ic_window_last: string | null;
}

/** The optimizer's voter weights, stored with the book date they are as of. */
export interface SignalsBookWeightsTable {
  book_date: string;
  voter: string;
  weight: number;
  mean_ic: number | null;
  ic_observations: number;
}

/**
 * The learning product (signals; derived product `learning`, docs/LEARNING.md): one row per book
 * date — its predictions' resolution date (the 21st session after) and, when the data holds that
 * date, how many of its scored stocks have an outcome and the benchmark they are judged against.
 */
export interface LearningDatesTable {
  prediction_date: string;
  /** The 21st NYSE session after prediction_date. */
  resolves_on: string;
  /** 1 when the data holds resolves_on (a book date), else 0 (the outcome is not held). */
  held: number;
  scored: number;
  /** Scored stocks with a bar on resolves_on. */
  outcomes: number;
  /** The equal-weighted mean 21-session return of the outcomes; null when not held. */
  mean_return: number | null;
  long_absolute_hits: number;
  short_absolute_hits: number;
}

/** One held prediction date's resolution per source (the ensemble or a voter). */
export interface LearningSourcesTable {
  prediction_date: string;
  /** ensemble, or a voter name. */
  source: string;
  resolves_on: string;
  calls: number;
  hits: number;
  favourable_calls: number;
  favourable_hits: number;
  unfavourable_calls: number;
  unfavourable_hits: number;
  ic: number | null;
  /** JSON: ten [predictions, Σ return, Σ excess return, beat the benchmark], band 1 first. */
  bands: string;
}

/**
 * The memory's documents (subgraphs/signals/domain/memoryText.ts), searched through a full-text
 * index: memory_documents_fts (SQLite FTS5) or the GIN index memory_documents_search (PostgreSQL).
 */
export interface MemoryDocumentsTable {
  doc_id: number;
  /** setup_rationale, book_summary or setup_outcome. */
  kind: string;
  ticker: string | null;
  prediction_date: string;
  /** The date the document speaks as of (an outcome's resolution date). */
  event_date: string;
  /** The event date's close final (bell + 5 minutes), epoch ms: hidden before it. */
  visible_from_ms: number;
  title: string;
  body: string;
}

export interface Database {
  instruments: InstrumentsTable;
  daily_bars: DailyBarsTable;
  price_series: PriceSeriesTable;
  minute_bars: MinuteBarsTable;
  minute_quotes: MinuteQuotesTable;
  sec_facts: SecFactsTable;
  sec_companies: SecCompaniesTable;
  sec_company_profiles: SecCompanyProfilesTable;
  sec_filings: SecFilingsTable;
  ingested_files: IngestedFilesTable;
  api_keys: ApiKeysTable;
  accounts: AccountsTable;
  wallets: WalletsTable;
  usage_ledger: UsageLedgerTable;
  idempotency_records: IdempotencyRecordsTable;
  resume_grants: ResumeGrantsTable;
  option_chain_rows: OptionChainRowsTable;
  warm_coverage: WarmCoverageTable;
  splits: SplitsTable;
  dividends: DividendsTable;
  price_factors: PriceFactorsTable;
  corporate_action_coverage: CorporateActionCoverageTable;
  treasury_par_yields: TreasuryParYieldsTable;
  macro_observations: MacroObservationsTable;
  vix_daily: VixDailyTable;
  insider_transactions: InsiderTransactionsTable;
  sec13f_filings: Sec13fFilingsTable;
  sec13f_holdings: Sec13fHoldingsTable;
  universe_bars: UniverseBarsTable;
  universe_members: UniverseMembersTable;
  derived_builds: DerivedBuildsTable;
  news_items: NewsItemsTable;
  news_item_tickers: NewsItemTickersTable;
  backtest_runs: BacktestRunsTable;
  backtest_series: BacktestSeriesTable;
  backtest_books: BacktestBooksTable;
  strategy_trials: StrategyTrialsTable;
  congress_trades: CongressTradesTable;
  lobbying_reports: LobbyingReportsTable;
  signals_book_rows: SignalsBookRowsTable;
  signals_book_dates: SignalsBookDatesTable;
  signals_book_weights: SignalsBookWeightsTable;
  learning_dates: LearningDatesTable;
  learning_sources: LearningSourcesTable;
  memory_documents: MemoryDocumentsTable;
}
