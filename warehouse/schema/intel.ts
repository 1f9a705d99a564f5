/**
 * The tables intel owns (docs/INTEL.md, docs/NEWS.md): SEC filings, option chains, insider
 * transactions, 13F filings and holdings, the news store, congress trades and lobbying reports,
 * FINRA short sale volume and the CUSIP -> ticker map.
 */

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
}

/**
 * The news store (intel, migration 0016; docs/NEWS.md): one row per news item of any source, in
 * the one shape of spec/01 "News item" plus its source. Ingest adapters (warehouse/ingest/news.ts)
 * fill it; every news route reads it through intel's data/newsStore.ts. Lists are JSON
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
   * core/filingVisibility.ts).
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
 * FINRA daily short sale volume (intel, migration 0026), one row per file line of
 * data/sample/short_volume/: the consolidated CNMS file (facility `CNMS`) and the per-facility
 * files (FNSQ, FNYX, FNQC, FNRA, FORF). Off-exchange (TRF/ADF/ORF) prints only; short_volume
 * includes short_exempt_volume. A session's row is visible from FINRA's publication that evening
 * (core/publication.ts FINRA_SHORT_VOLUME), computed when read.
 */
export interface FinraShortVolumeTable {
  source_file: string;
  /** 1-based data row of the source file. */
  row_no: number;
  /** The trade session (YYYY-MM-DD). */
  date: string;
  /** The bundle ticker (BRK.B). */
  ticker: string;
  /** As FINRA wrote it (BRK/B). */
  finra_symbol: string;
  /** CNMS (the consolidated file) or the reporting facility's file prefix. */
  facility: string;
  /** FINRA's market code(s): CNMS lists its contributors (`B,Q,N`). */
  market: string;
  short_volume: number;
  short_exempt_volume: number;
  total_volume: number;
}

/**
 * CUSIP -> ticker (migration 0026): reference data owned by intel, its only reader (13F holdings
 * are keyed by CUSIP). The ticker is the symbol the CUSIP last traded under (SEC fails-to-deliver
 * data), not point in time: it is joined on the full nine characters, never inverted to find a
 * ticker's CUSIP.
 */
export interface CusipTickersTable {
  cusip: string;
  ticker: string;
  source_file: string;
}

/** The tables intel owns. */
export interface IntelTables {
  sec_filings: SecFilingsTable;
  option_chain_rows: OptionChainRowsTable;
  insider_transactions: InsiderTransactionsTable;
  sec13f_filings: Sec13fFilingsTable;
  sec13f_holdings: Sec13fHoldingsTable;
  news_items: NewsItemsTable;
  news_item_tickers: NewsItemTickersTable;
  congress_trades: CongressTradesTable;
  lobbying_reports: LobbyingReportsTable;
  finra_short_volume: FinraShortVolumeTable;
  cusip_tickers: CusipTickersTable;
}
