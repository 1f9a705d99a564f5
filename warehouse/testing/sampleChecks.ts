/**
 * Assertions about the warehouse after ingesting the full data/sample folder, shared by the SQLite
 * and PostgreSQL tests so both engines are held to the same values. Expected values were read from
 * the source files (quoted next to each check), not from the warehouse.
 */
import { cp, mkdir, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { sql } from "kysely";
import { expect } from "vitest";
import type { Warehouse } from "../connection.js";
import { SAMPLE_DATA_DIR } from "../ensure.js";

export const TABLES = [
  "instruments",
  "price_series",
  "daily_bars",
  "minute_bars",
  "minute_quotes",
  "sec_facts",
  "sec_companies",
  "sec_company_profiles",
  "sec_filings",
  "option_chain_rows",
  "splits",
  "dividends",
  "price_factors",
  "corporate_action_coverage",
  "treasury_par_yields",
  "macro_observations",
  "vix_daily",
  "insider_transactions",
  "sec13f_filings",
  "sec13f_holdings",
  "universe_bars",
  "universe_members",
  "news_items",
  "news_item_tickers",
  "congress_trades",
  "lobbying_reports",
  "finra_short_volume",
  "cusip_tickers",
  "ingested_files",
] as const;

export const EXPECTED_COUNTS: Record<(typeof TABLES)[number], number> = {
  // 9610 SEC tickers + 10 S&P tickers the SEC map lacks + EEM, IWM + 3 crypto pairs.
  instruments: 9625,
  price_series: 37,
  // Sum of daily_index.csv `rows` (102178) + 5152 BTCUSD days.
  daily_bars: 107_330,
  // Data rows of the 38 equity and 6 crypto *_trade.csv files (the SPY quote file is not a bar file).
  minute_bars: 25_113,
  // Data rows of prices/minute/SPY/2023-08-03_quote.csv (PROVENANCE: 961, 04:00..20:00 ET).
  minute_quotes: 961,
  // All unit entries of the 8 companyfacts files (PROVENANCE fact counts).
  sec_facts: 30_498,
  // 8 files, TSLA twice.
  sec_companies: 7,
  // One per submissions file.
  sec_company_profiles: 3,
  sec_filings: 1005 + 1006 + 1002,
  // PROVENANCE "options/" rows of the 11 chain files: AAPL 4360, GOOG 2192, SPXW 12, SPY 173.
  option_chain_rows: 4360 + 2192 + 12 + (22 + 14 + 18 + 21 + 36 + 19 + 20 + 23),
  // corporate_actions/splits.csv and dividends.csv data rows.
  splits: 24,
  dividends: 652,
  // Rows of the 11 Lean factor files (PROVENANCE: 41+81+96+39+3+3+96+89+69+96+78), sentinels included.
  price_factors: 691,
  // One window per factor file.
  corporate_action_coverage: 11,
  // PROVENANCE rates/: 8055 rows of the 1990-2022 archive + 1115 of the 2021-2025 file (both kept).
  treasury_par_yields: 8055 + 1115,
  // PROVENANCE macro/: data rows of the 17 FRED files, empty values included as null rows.
  macro_observations: 81_986,
  // PROVENANCE macro/vix_daily.csv: 9235 rows.
  vix_daily: 9235,
  // PROVENANCE insiders/: 2627 CSV rows; sec/form4-xml: SNOW 6 + 1 and SCWO 1 + 1 transaction lines.
  insider_transactions: 2627 + 9,
  // LTS One's 13F-HR (sec/13f-xml) and the unidentified holdings13f/ table.
  sec13f_filings: 2,
  sec13f_holdings: 14 + 255,
  // PROVENANCE prices/daily_universe.csv.gz: 531,760 rows of 444 tickers (daily_universe_index.csv).
  universe_bars: 531_760,
  universe_members: 444,
  // PROVENANCE news/: 408 rows of sec_filing_events.csv, one ticker each.
  news_items: 408,
  news_item_tickers: 408,
  // PROVENANCE congress/: 56,862 rows of trades_2019_2023 + 8,350 of the Senate Stock Watcher file.
  congress_trades: 56_862 + 8_350,
  // PROVENANCE lobbying/: Quiver ABMD 115, ABR 9, ABT 713, ACA 12, ACAD 29 + 3,034 Senate <Filing>s.
  lobbying_reports: 115 + 9 + 713 + 12 + 29 + 3_034,
  // PROVENANCE short_volume/: CNMS 2,664 + facility 2020-01 7,547 + IWM 2010-2021 6,638 rows.
  finra_short_volume: 2_664 + 7_547 + 6_638,
  // data/sample/PROVENANCE.md "In data/sample (issue 30)": the sliced map's 714 rows.
  cusip_tickers: 714,
  // Instrument master + index + 37 + 1 daily + 44 minute + 1 quote + 8 facts + 3 submissions + 11 chains
  // + splits + dividends + 11 factor files + the coverage unit + 2 Treasury + 17 FRED + 1 VIX
  // + the Form 4 CSV + 2 Form 4 XML + 2 13F tables + the daily universe and its index
  // + the SEC filing events of the news store + 2 congress files + 5 Quiver lobbying files and the
  // Senate LDA zip + the CUSIP map + 3 FINRA short volume files.
  ingested_files: 142 + 2 + 5 + 1 + 1 + 3,
};

/**
 * Rows a first ingest of data/sample reports writing: 182,361 before minute quotes + the 961 quote
 * bars of SPY 2023-08-03 + corporate actions (24 splits, 652 dividends, 691 factor rows, 11 coverage
 * windows) + 100,391 rates and macro rows (9170 Treasury, 81,986 FRED, 9235 VIX) + 2,636 Form 4
 * lines and 269 13F holdings + the daily universe (531,760 bars of 444 members) + the news store's
 * 408 SEC filing events (an item's ticker rows are not counted apart) + 65,212 congressional trades
 * and 3,912 lobbying reports + 714 CUSIP map rows and 16,849 FINRA short volume rows.
 */
export const INGESTED_ROWS =
  182_361 +
  961 +
  24 +
  652 +
  691 +
  11 +
  100_391 +
  2_636 +
  269 +
  531_760 +
  444 +
  408 +
  65_212 +
  3_912 +
  714 +
  16_849;

export async function tableCounts(db: Warehouse): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

/** What the ingest ledger says was written: how many files, how many rows (a first run's summary). */
export async function ledgerTotals(db: Warehouse): Promise<{ files: number; rows: number }> {
  const { files, rows } = await db
    .selectFrom("ingested_files")
    .select((eb) => [eb.fn.countAll<number>().as("files"), eb.fn.sum<number>("rows").as("rows")])
    .executeTakeFirstOrThrow();
  return { files: Number(files), rows: Number(rows) };
}

/** Copies data/sample (or some of its files/folders) into a fresh temp folder the test may edit. */
/** The instrument master's files (reference/ also holds the CUSIP map, an intel table of its own). */
export const INSTRUMENT_MASTER_FILES = [
  "reference/sec_company_tickers.json",
  "reference/sp500_constituents.csv",
];

export async function copySample(paths: readonly string[] | "all"): Promise<string> {
  const target = await mkdtemp(join(tmpdir(), "warehouse-data-"));
  for (const path of paths === "all" ? ["."] : paths) {
    await mkdir(dirname(join(target, path)), { recursive: true });
    await cp(join(SAMPLE_DATA_DIR, path), join(target, path), { recursive: true });
  }
  return target;
}

export const sampleChecks: Record<string, (db: Warehouse) => Promise<void>> = {
  "row counts of every table": async (db) => {
    expect(await tableCounts(db)).toEqual(EXPECTED_COUNTS);
  },

  "daily bars per ticker match prices/daily_index.csv": async (db) => {
    const index = (await readFile(join(SAMPLE_DATA_DIR, "prices/daily_index.csv"), "utf8"))
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(","));
    const counts = await db
      .selectFrom("daily_bars")
      .select(["ticker", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.min("date").as("first")])
      .groupBy("ticker")
      .execute();
    const byTicker = new Map(counts.map((c) => [c.ticker, c]));
    for (const [ticker, , firstDate, , rows] of index) {
      expect(byTicker.get(ticker!), ticker).toEqual({ ticker, n: Number(rows), first: firstDate });
    }
    expect(byTicker.get("X:BTCUSD")).toEqual({ ticker: "X:BTCUSD", n: 5152, first: "2011-08-18" });
  },

  "daily bar values, adj_close null where the source has none": async (db) => {
    const bar = (ticker: string, date: string) =>
      db
        .selectFrom("daily_bars")
        .select(["open", "high", "low", "close", "adj_close", "volume"])
        .where("ticker", "=", ticker)
        .where("date", "=", date)
        .executeTakeFirstOrThrow();
    // prices/daily/AAPL.csv line 3272: 2022-12-29,127.989998,130.479996,127.730003,129.610001,129.610001,75703700
    expect(await bar("AAPL", "2022-12-29")).toEqual({
      open: 127.989998,
      high: 130.479996,
      low: 127.730003,
      close: 129.610001,
      adj_close: 129.610001,
      volume: 75_703_700,
    });
    // AAPL.csv 2011-01-18: the largest volume in the sample (1,880,998,000 shares).
    expect((await bar("AAPL", "2011-01-18")).volume).toBe(1_880_998_000);
    // prices/daily/SPY.csv line 2 (Lean, unadjusted): 1998-01-02,97.31,97.53,96.53,97.36,,2150000
    expect(await bar("SPY", "1998-01-02")).toEqual({
      open: 97.31,
      high: 97.53,
      low: 96.53,
      close: 97.36,
      adj_close: null,
      volume: 2_150_000,
    });
    // crypto/BTCUSD_daily.csv line 3: 2011-08-19,10.9,11.85,10.9,11.69,1.92657814 (volume in BTC)
    expect(await bar("X:BTCUSD", "2011-08-19")).toEqual({
      open: 10.9,
      high: 11.85,
      low: 10.9,
      close: 11.69,
      adj_close: null,
      volume: 1.92657814,
    });
  },

  "price_series holds the adjustment basis": async (db) => {
    const rows = await db
      .selectFrom("price_series")
      .selectAll()
      .where("ticker", "in", ["AAPL", "SPY", "BA"])
      .execute();
    expect(rows.sort((a, b) => a.ticker.localeCompare(b.ticker))).toEqual([
      {
        ticker: "AAPL",
        source: "yahoo_via_kaggle_big_tech_2010_2022",
        close_basis: "split_adjusted",
        adj_close_basis: "split_dividend_adjusted",
        first_date: "2010-01-04",
        last_date: "2022-12-29",
      },
      {
        ticker: "BA",
        source: "kaggle_huge_stock_market_dataset_stooq",
        close_basis: "split_dividend_adjusted",
        adj_close_basis: "same_as_close",
        first_date: "2013-01-02",
        last_date: "2017-11-10",
      },
      {
        ticker: "SPY",
        source: "quantconnect_lean_raw",
        close_basis: "unadjusted",
        adj_close_basis: "none",
        first_date: "1998-01-02",
        last_date: "2021-03-31",
      },
    ]);
  },

  "instrument master merges S&P, SEC, price index and crypto": async (db) => {
    const get = (ticker: string) =>
      db.selectFrom("instruments").selectAll().where("ticker", "=", ticker).executeTakeFirst();
    expect(await get("AAPL")).toEqual({
      ticker: "AAPL",
      name: "Apple Inc.",
      cik: "0000320193",
      sector: "Information Technology",
      industry: "Technology Hardware, Storage & Peripherals",
      asset_class: "equity",
      listing_status: "active",
      is_sp500: 1,
      source: "sp500_constituents",
    });
    expect(await get("BRK.B")).toMatchObject({ name: "Berkshire Hathaway", cik: "0001067983", is_sp500: 1 });
    expect(await get("BRK-B")).toBeUndefined();
    // SEC-only class share: SEC writes BF-B style tickers; CTA-PA is not in the S&P list.
    expect(await get("CTA.PA")).toMatchObject({ source: "sec_company_tickers", is_sp500: 0 });
    expect(await get("SPY")).toMatchObject({
      name: "SPDR S&P 500 ETF TRUST",
      cik: "0000884394",
      asset_class: "etf",
      source: "sec_company_tickers",
    });
    expect(await get("QQQ")).toMatchObject({ asset_class: "etf", listing_status: "active" });
    expect(await get("EEM")).toMatchObject({
      name: "EEM",
      cik: null,
      asset_class: "etf",
      listing_status: "not_in_security_master",
      source: "price_index",
    });
    // ETF/TRUST/FUND count as whole words only: TRUSTMARK CORP is a bank, SPDR GOLD TRUST a fund.
    expect(await get("TRMK")).toMatchObject({ name: "TRUSTMARK CORP", asset_class: "equity", is_sp500: 0 });
    expect(await get("GLD")).toMatchObject({ name: "SPDR GOLD TRUST", asset_class: "etf" });
    expect(await get("X:BTCUSD")).toEqual({
      ticker: "X:BTCUSD",
      name: "Bitcoin / US dollar",
      cik: null,
      sector: null,
      industry: null,
      asset_class: "crypto",
      listing_status: "active",
      is_sp500: 0,
      source: "crypto_files",
    });
    expect(await get("X:ETHUSD")).toMatchObject({ name: "Ethereum / US dollar", asset_class: "crypto" });
    expect(await get("X:LTCUSD")).toMatchObject({ name: "Litecoin / US dollar", asset_class: "crypto" });
    const sp500 = await db
      .selectFrom("instruments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_sp500", "=", 1)
      .executeTakeFirstOrThrow();
    expect(sp500.n).toBe(503);
  },

  "every priced ticker is an instrument": async (db) => {
    for (const table of ["daily_bars", "minute_bars", "minute_quotes", "price_series"] as const) {
      const orphans = await db
        .selectFrom(table)
        .leftJoin("instruments", "instruments.ticker", `${table}.ticker`)
        .select(`${table}.ticker`)
        .where("instruments.ticker", "is", null)
        .distinct()
        .execute();
      expect(orphans, table).toEqual([]);
    }
  },

  "minute bars: epoch ms from offset timestamps, session date from the file name": async (db) => {
    // prices/minute/SPY/2013-10-04_trade.csv line 2: 2013-10-04T04:06:00-04:00,167.65,167.65,167.65,167.65,20000
    const first = await db
      .selectFrom("minute_bars")
      .selectAll()
      .where("ticker", "=", "SPY")
      .where("session_date", "=", "2013-10-04")
      .orderBy("ts_ms")
      .executeTakeFirstOrThrow();
    expect(first).toEqual({
      ticker: "SPY",
      ts_ms: Date.UTC(2013, 9, 4, 8, 6),
      session_date: "2013-10-04",
      open: 167.65,
      high: 167.65,
      low: 167.65,
      close: 167.65,
      volume: 20_000,
    });
    // crypto/minute/BTCUSD/2018-04-04_trade.csv line 3: 2018-04-04T00:01:00+00:00,7420,7422,7405,7405,13.35069752
    const btc = await db
      .selectFrom("minute_bars")
      .select(["open", "close", "volume", "session_date"])
      .where("ticker", "=", "X:BTCUSD")
      .where("ts_ms", "=", Date.UTC(2018, 3, 4, 0, 1))
      .executeTakeFirstOrThrow();
    expect(btc).toEqual({ open: 7420, close: 7405, volume: 13.35069752, session_date: "2018-04-04" });
    const perSession = await db
      .selectFrom("minute_bars")
      .select(["ticker", "session_date", (eb) => eb.fn.countAll<number>().as("n")])
      .where((eb) =>
        eb.or([
          eb.and([eb("ticker", "=", "SPY"), eb("session_date", "in", ["2013-10-04", "2023-08-03"])]),
          eb.and([eb("ticker", "=", "X:LTCUSD"), eb("session_date", "=", "2018-04-05")]),
        ]),
      )
      .groupBy(["ticker", "session_date"])
      .orderBy("ticker")
      .orderBy("session_date")
      .execute();
    // PROVENANCE row counts; SPY 2023-08-03 counts only the trade file (947), not the quote file (961).
    expect(perSession).toEqual([
      { ticker: "SPY", session_date: "2013-10-04", n: 711 },
      { ticker: "SPY", session_date: "2023-08-03", n: 947 },
      { ticker: "X:LTCUSD", session_date: "2018-04-05", n: 1439 },
    ]);
  },

  "minute quotes: both sides per bar, sizes as published, session date from the file name": async (db) => {
    const quote = (hhmm: string) =>
      db
        .selectFrom("minute_quotes")
        .selectAll()
        .where("ticker", "=", "SPY")
        .where("ts_ms", "=", Date.parse(`2023-08-03T${hhmm}:00-04:00`))
        .executeTakeFirstOrThrow();
    // prices/minute/SPY/2023-08-03_quote.csv line 2:
    // 2023-08-03T04:00:00-04:00,447.77,450.13,447.77,447.99,100,447.88,453.11,447.85,448.07,500
    expect(await quote("04:00")).toEqual({
      ticker: "SPY",
      ts_ms: Date.UTC(2023, 7, 3, 8, 0),
      session_date: "2023-08-03",
      bid_open: 447.77,
      bid_high: 450.13,
      bid_low: 447.77,
      bid_close: 447.99,
      bid_size: 100,
      ask_open: 447.88,
      ask_high: 453.11,
      ask_low: 447.85,
      ask_close: 448.07,
      ask_size: 500,
    });
    // Line 332: 2023-08-03T09:30:00-04:00,448.04,448.44,448.04,448.3,900,448.05,448.45,448.05,448.31,700
    expect(await quote("09:30")).toMatchObject({
      bid_close: 448.3,
      bid_size: 900,
      ask_close: 448.31,
      ask_size: 700,
    });
    // The last line is the 20:00 bar (the trade file ends at 19:59).
    const last = await db
      .selectFrom("minute_quotes")
      .select(["ts_ms", "bid_close", "ask_close"])
      .where("ticker", "=", "SPY")
      .orderBy("ts_ms", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ ts_ms: Date.UTC(2023, 7, 4, 0, 0), bid_close: 449.84, ask_close: 449.88 });
  },

  "SEC company facts from verbatim and derived files": async (db) => {
    const shares = await db
      .selectFrom("sec_facts")
      .select([
        "unit",
        "period_start",
        "period_end",
        "value",
        "accn",
        "fy",
        "fp",
        "form",
        "filed",
        "source_file",
      ])
      .where("cik", "=", "0000320193")
      .where("taxonomy", "=", "dei")
      .where("concept", "=", "EntityCommonStockSharesOutstanding")
      .orderBy("period_end")
      .execute();
    expect(shares).toEqual(
      [
        ["2022-10-14", 15_908_118_000, "0000320193-22-000108", 2022, "FY", "10-K", "2022-10-28"],
        ["2023-07-21", 15_634_232_000, "0000320193-23-000077", 2023, "Q3", "10-Q", "2023-08-04"],
        ["2023-10-20", 15_552_752_000, "0000320193-23-000106", 2023, "FY", "10-K", "2023-11-03"],
      ].map(([period_end, value, accn, fy, fp, form, filed]) => ({
        unit: "shares",
        period_start: null,
        period_end,
        value,
        accn,
        fy,
        fp,
        form,
        filed,
        source_file: "sec/companyfacts/CIK0000320193.derived.json",
      })),
    );

    const tsla = await db
      .selectFrom("sec_facts")
      .select(["source_file", (eb) => eb.fn.countAll<number>().as("n")])
      .where("cik", "=", "0001318605")
      .groupBy("source_file")
      .orderBy("source_file")
      .execute();
    expect(tsla).toEqual([
      { source_file: "sec/companyfacts/CIK0001318605.derived.json", n: 394 },
      { source_file: "sec/companyfacts/CIK0001318605.json", n: 17_718 },
    ]);

    // A duration fact keeps its start; NFLX's Q1-2024 facts have accn/filed null in the source.
    const withStart = await db
      .selectFrom("sec_facts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("source_file", "=", "sec/companyfacts/CIK0000320193.derived.json")
      .where("period_start", "is not", null)
      .executeTakeFirstOrThrow();
    expect(withStart.n).toBe(732);
    const nflxNullAccn = await db
      .selectFrom("sec_facts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("cik", "=", "0001065280")
      .where("accn", "is", null)
      .executeTakeFirstOrThrow();
    expect(nflxNullAccn.n).toBeGreaterThan(0);

    // LPA gives its cik as the string "0001997711" and reports in ifrs-full.
    const taxonomies = await db
      .selectFrom("sec_facts")
      .select("taxonomy")
      .distinct()
      .where("cik", "=", "0001997711")
      .orderBy("taxonomy")
      .execute();
    expect(taxonomies.map((t) => t.taxonomy)).toEqual(["dei", "ifrs-full"]);

    const companies = await db.selectFrom("sec_companies").selectAll().orderBy("cik").execute();
    expect(companies.map((c) => [c.cik, c.entity_name, c.facts_source, c.source_file])).toEqual([
      ["0000320193", "Apple Inc.", "derived_xbrl_instance", "sec/companyfacts/CIK0000320193.derived.json"],
      [
        "0000789019",
        "MICROSOFT CORPORATION",
        "derived_xbrl_instance",
        "sec/companyfacts/CIK0000789019.derived.json",
      ],
      [
        "0001018724",
        "AMAZON.COM, INC.",
        "derived_xbrl_instance",
        "sec/companyfacts/CIK0001018724.derived.json",
      ],
      ["0001065280", "NETFLIX, INC.", "derived_xbrl_instance", "sec/companyfacts/CIK0001065280.derived.json"],
      ["0001318605", "Tesla, Inc.", "sec_edgar_companyfacts", "sec/companyfacts/CIK0001318605.json"],
      ["0001640147", "SNOWFLAKE INC.", "sec_edgar_companyfacts", "sec/companyfacts/CIK0001640147.json"],
      [
        "0001997711",
        "Logistic Properties of the Americas",
        "sec_edgar_companyfacts",
        "sec/companyfacts/CIK0001997711.json",
      ],
    ]);
  },

  "SEC SIC codes from submissions sic/sicDescription": async (db) => {
    expect(
      await db
        .selectFrom("sec_company_profiles")
        .select(["cik", "sic", "sic_description"])
        .orderBy("cik")
        .execute(),
    ).toEqual([
      { cik: "0000320193", sic: "3571", sic_description: "Electronic Computers" },
      { cik: "0000789019", sic: "7372", sic_description: "Services-Prepackaged Software" },
      { cik: "0001318605", sic: "3711", sic_description: "Motor Vehicles & Passenger Car Bodies" },
    ]);
  },

  "SEC filings from submissions filings.recent": async (db) => {
    const source = JSON.parse(
      await readFile(join(SAMPLE_DATA_DIR, "sec/submissions/CIK0000320193.json"), "utf8"),
    );
    const count = await db
      .selectFrom("sec_filings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("cik", "=", "0000320193")
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(source.filings.recent.accessionNumber.length);
    expect(count.n).toBe(1005);
    // First entry of filings.recent; reportDate and items are "" in the source.
    expect(
      await db
        .selectFrom("sec_filings")
        .selectAll()
        .where("cik", "=", "0000320193")
        .where("accession", "=", "0001096906-26-000136")
        .executeTakeFirst(),
    ).toEqual({
      cik: "0000320193",
      accession: "0001096906-26-000136",
      form: "PX14A6G",
      filing_date: "2026-01-22",
      report_date: null,
      acceptance_datetime: "2026-01-22T18:55:07.000Z",
      primary_document: "nlpc_px14a6g.htm",
      primary_doc_description: "NATIONAL LEGAL AND POLICY CENTER - PX14A6G",
      items: null,
      size: 190_867,
      source_file: "sec/submissions/CIK0000320193.json",
    });
  },

  "option chains: one row per contract, open interest null where the file has none": async (db) => {
    // options/chains/SPY_2023-12-29.csv line 2:
    // SPY,2023-12-29,2024-01-02,402,C,74.5000,75.7850,71.5100,73.5200,1,,0.6225652,0.9990582,0.0001866,0.0015352,-0.0097524,-0.0007456
    const row = await db
      .selectFrom("option_chain_rows")
      .selectAll()
      .where("source_file", "=", "options/chains/SPY_2023-12-29.csv")
      .where("expiry", "=", "2024-01-02")
      .where("strike", "=", 402)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      underlying: "SPY",
      snapshot_date: "2023-12-29",
      expiry: "2024-01-02",
      strike: 402,
      right: "C",
      open: 74.5,
      high: 75.785,
      low: 71.51,
      close: 73.52,
      volume: 1,
      open_interest: null,
      implied_volatility: 0.6225652,
      delta: 0.9990582,
      gamma: 0.0001866,
      vega: 0.0015352,
      theta: -0.0097524,
      rho: -0.0007456,
      source_file: "options/chains/SPY_2023-12-29.csv",
    });
    const perFile = await db
      .selectFrom("option_chain_rows")
      .select([
        "source_file",
        "underlying",
        (eb) => eb.fn.countAll<number>().as("n"),
        (eb) => eb.fn.count<number>("open_interest").as("with_oi"),
      ])
      .groupBy(["source_file", "underlying"])
      .orderBy("source_file")
      .execute();
    // PROVENANCE "options/": rows and rows without OI per file; SPXW files hold SPX options.
    expect(
      perFile.map((f) => [f.source_file.slice("options/chains/".length), f.underlying, f.n, f.n - f.with_oi]),
    ).toEqual([
      ["AAPL_2014-06-10.csv", "AAPL", 4360, 629],
      ["GOOG_2015-12-23.csv", "GOOG", 2192, 852],
      ["SPXW_2023-06-23.csv", "SPX", 12, 0],
      ["SPY_2023-12-28.csv", "SPY", 22, 14],
      ["SPY_2023-12-29.csv", "SPY", 14, 12],
      ["SPY_2024-01-02.csv", "SPY", 18, 10],
      ["SPY_2024-01-03.csv", "SPY", 21, 8],
      ["SPY_2024-01-04.csv", "SPY", 36, 27],
      ["SPY_2024-01-05.csv", "SPY", 19, 10],
      ["SPY_2024-01-08.csv", "SPY", 20, 15],
      ["SPY_2024-01-09.csv", "SPY", 23, 14],
    ]);
  },

  "corporate actions: splits as ratios, dividends as paid, factor rows, coverage to the Lean snapshot end":
    async (db) => {
      // splits.csv: AAPL,2020-08-31,4,1 and AIG,2009-07-01,1,20 (the 1-for-20 reverse split).
      const splits = await db
        .selectFrom("splits")
        .select(["ticker", "ex_date", "numerator", "denominator"])
        .where("ticker", "in", ["AAPL", "AIG"])
        .where("ex_date", "in", ["2020-08-31", "2009-07-01"])
        .orderBy("ticker")
        .execute();
      expect(splits).toEqual([
        { ticker: "AAPL", ex_date: "2020-08-31", numerator: 4, denominator: 1 },
        { ticker: "AIG", ex_date: "2009-07-01", numerator: 1, denominator: 20 },
      ]);
      // dividends.csv: AAPL,2020-08-07,0.8200 (before the 4:1 split, as paid); SPY has 94 rows.
      expect(
        await db
          .selectFrom("dividends")
          .select(["cash_amount", "dividend_type"])
          .where("ticker", "=", "AAPL")
          .where("ex_date", "=", "2020-08-07")
          .executeTakeFirst(),
      ).toEqual({ cash_amount: 0.82, dividend_type: "regular_cash" });
      const spy = await db
        .selectFrom("dividends")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("ticker", "=", "SPY")
        .executeTakeFirstOrThrow();
      expect(Number(spy.n)).toBe(94);
      // lean_factor_files/aapl.csv: 20200828,0.9967882,0.25,499.23 (the last row before the split).
      expect(
        await db
          .selectFrom("price_factors")
          .select(["price_factor", "split_factor", "reference_price"])
          .where("ticker", "=", "AAPL")
          .where("date", "=", "2020-08-28")
          .executeTakeFirst(),
      ).toEqual({ price_factor: 0.9967882, split_factor: 0.25, reference_price: 499.23 });
      // First row of spy.csv is 19980102; the Lean daily files end 2021-03-31 (daily_index.csv).
      expect(
        await db
          .selectFrom("corporate_action_coverage")
          .select(["covered_from", "covered_through"])
          .where("ticker", "=", "SPY")
          .executeTakeFirst(),
      ).toEqual({ covered_from: "1998-01-02", covered_through: "2021-03-31" });
    },

  "ledger records each file with its sha256": async (db) => {
    const checksums = await readFile(join(SAMPLE_DATA_DIR, "CHECKSUMS.sha256"), "utf8");
    const expected = new Map(
      checksums
        .trim()
        .split("\n")
        .map((line) => line.split(/\s+/))
        .map(([hash, path]) => [path, hash]),
    );
    const ledger = await db
      .selectFrom("ingested_files")
      .select(["path", "sha256", "adapter", "rows"])
      .execute();
    const files = ledger.filter((row) => !row.path.startsWith("@"));
    // + news/sec_filing_events.csv (the news store), 2 congress files, 5 Quiver lobbying files,
    // the Senate LDA zip, FINRA's 3 short volume files and the CUSIP map.
    expect(files).toHaveLength(132 + 4 + 2 + 1 + 2 + 5 + 1 + 3 + 1);
    for (const row of files) expect(row.sha256, row.path).toBe(expected.get(row.path));
    expect(ledger.find((row) => row.path === "prices/daily/AAPL.csv")).toMatchObject({
      adapter: "daily_bars",
      rows: 3271,
    });
    expect(ledger.find((row) => row.path === "@instrument_master")).toMatchObject({
      adapter: "instrument_master",
      rows: 9625,
    });
  },

  "Treasury par yields: the archive's 0.0 placeholders are null, real zero yields stay 0": async (db) => {
    const curve = (file: string, date: string) =>
      db
        .selectFrom("treasury_par_yields")
        .selectAll()
        .where("source_file", "=", `rates/${file}`)
        .where("date", "=", date)
        .executeTakeFirstOrThrow();
    const archive = "treasury_par_yield_1990_2022.csv";
    const current = "treasury_par_yield_2021_2025.csv";
    // 1992-06-01,0.0,3.82,...,7.39,0.0,7.9,0.0: no 1-month bill (before 2001-07-31), no 20-year.
    expect(await curve(archive, "1992-06-01")).toMatchObject({
      m1: null,
      m3: 3.82,
      y10: 7.39,
      y20: null,
      y30: 7.9,
    });
    // 2004-03-01,...,4.0,4.86,0.0,0.0: 30-year issuance suspended 2002-02-18..2006-02-09.
    expect(await curve(archive, "2004-03-01")).toMatchObject({
      m1: 0.97,
      y20: 4.86,
      y30: null,
      precedence: 1,
    });
    // 2008-12-10,0.0,0.0,0.21,...: bills really yielded 0.00 (outside every placeholder run).
    expect(await curve(archive, "2008-12-10")).toMatchObject({ m1: 0, m3: 0, m6: 0.21, m2: null });
    // 2021-04-21,0.0,,0.02,0.03,,...: a real zero; 1.5 Mo and 4 Mo not yet published (empty).
    expect(await curve(current, "2021-04-21")).toMatchObject({
      m1: 0,
      m1_5: null,
      m2: 0.02,
      m4: null,
      y30: 2.26,
    });
    // Both files hold 2022-03-11 with the same yields; the current format has the 2-month bill.
    expect(await curve(current, "2022-03-11")).toMatchObject({ m2: 0.28, y10: 2, precedence: 2 });
    expect(await curve(archive, "2022-03-11")).toMatchObject({ m2: null, y10: 2, precedence: 1 });
    // 2025-07-11, the newest row (first data line of the newest-first file).
    expect(await curve(current, "2025-07-11")).toMatchObject({
      m1_5: 4.39,
      m4: 4.42,
      y2: 3.9,
      y10: 4.43,
      y30: 4.96,
    });
  },

  "FRED observations: empty values are null rows; date,PCEPI header read": async (db) => {
    const value = (series: string, date: string) =>
      db
        .selectFrom("macro_observations")
        .select(["value", "source_file"])
        .where("series_id", "=", series)
        .where("date", "=", date)
        .executeTakeFirst();
    // CPIAUCSL.csv: 2025-10-01 empty (no October 2025 release), 2025-11-01 325.031.
    expect(await value("CPIAUCSL", "2025-10-01")).toEqual({
      value: null,
      source_file: "macro/fred/CPIAUCSL.csv",
    });
    expect((await value("CPIAUCSL", "2025-11-01"))?.value).toBe(325.031);
    expect((await value("PCEPI", "2026-05-01"))?.value).toBe(131.527);
    expect((await value("T10Y2Y", "2025-12-31"))?.value).toBe(0.71);
  },

  "VIX daily OHLC": async (db) => {
    // macro/vix_daily.csv last line: 2026-07-23,17.670000,20.310000,17.320000,18.700000
    expect(
      await db.selectFrom("vix_daily").selectAll().where("date", "=", "2026-07-23").executeTakeFirst(),
    ).toEqual({
      date: "2026-07-23",
      open: 17.67,
      high: 20.31,
      low: 17.32,
      close: 18.7,
    });
  },
  "Form 4 lines and 13F holdings": async (db) => {
    // insiders/form4_transactions.csv: XOM,EXXON MOBIL CORP,UBBEN JEFFREY W,0001159187,,2022-08-04,P,108467,87.08,285467,6
    expect(
      await db
        .selectFrom("insider_transactions")
        .select([
          "owner_cik",
          "transaction_code",
          "shares",
          "price_per_share",
          "shares_owned_after",
          "visible_from",
        ])
        .where("issuer_ticker", "=", "XOM")
        .where("transaction_date", "=", "2022-08-04")
        .execute(),
    ).toEqual([
      {
        owner_cik: "0001159187",
        transaction_code: "P",
        shares: 108_467,
        price_per_share: 87.08,
        shares_owned_after: 285_467,
        visible_from: "2022-08-08",
      },
    ]);
    // sec/13f-xml/0001894188-23-000007_information_table.xml: AMAZON COM INC 137,500 SH, value 17,479,000.
    expect(
      await db
        .selectFrom("sec13f_holdings")
        .select(["shares", "value_usd"])
        .where("filing_key", "=", "0001894188-23-000007")
        .where("cusip", "=", "023135106")
        .execute(),
    ).toEqual([{ shares: 137_500, value_usd: 17_479_000 }]);
  },
  "FINRA short volume and the CUSIP map: rows as published": async (db) => {
    // grep '^2020-01-02,AAPL,' short_volume/finra_cnms_daily_2020-01.csv:
    // 2020-01-02,AAPL,AAPL,8849044,73057,15714446,"B,Q,N"
    expect(
      await db
        .selectFrom("finra_short_volume")
        .select(["facility", "market", "short_volume", "short_exempt_volume", "total_volume"])
        .where("ticker", "=", "AAPL")
        .where("date", "=", "2020-01-02")
        .where("facility", "=", "CNMS")
        .execute(),
    ).toEqual([
      {
        facility: "CNMS",
        market: "B,Q,N",
        short_volume: 8_849_044,
        short_exempt_volume: 73_057,
        total_volume: 15_714_446,
      },
    ]);
    // grep '^2017-06-01,IWM' short_volume/finra_facility_IWM_2010_2021.csv: FNSQ 4554923|11033|9733512
    expect(
      await db
        .selectFrom("finra_short_volume")
        .select(["short_volume", "total_volume"])
        .where("ticker", "=", "IWM")
        .where("date", "=", "2017-06-01")
        .where("facility", "=", "FNSQ")
        .execute(),
    ).toEqual([{ short_volume: 4_554_923, total_volume: 9_733_512 }]);
    // reference/cusip_ticker_map.csv: 594918104,MSFT
    expect(
      await db.selectFrom("cusip_tickers").select("ticker").where("cusip", "=", "594918104").execute(),
    ).toEqual([{ ticker: "MSFT" }]);
  },
  "daily universe: bars as published, members from the index": async (db) => {
    // zcat prices/daily_universe.csv.gz | grep '^AAPL,2017-11-10': AAPL,2017-11-10,175.11,175.38,174.27,174.67,25130494
    expect(
      await db
        .selectFrom("universe_bars")
        .selectAll()
        .where("ticker", "=", "AAPL")
        .where("date", "=", "2017-11-10")
        .executeTakeFirst(),
    ).toEqual({
      ticker: "AAPL",
      date: "2017-11-10",
      open: 175.11,
      high: 175.38,
      low: 174.27,
      close: 174.67,
      volume: 25_130_494,
    });
    // PROVENANCE quirk kept as in the source: BXP 2013-07-02 opens at 0.8874 (a bad print).
    expect(
      (
        await db
          .selectFrom("universe_bars")
          .select("open")
          .where("ticker", "=", "BXP")
          .where("date", "=", "2013-07-02")
          .executeTakeFirst()
      )?.open,
    ).toBe(0.8874);
    // daily_universe_index.csv: BRK-B's file is Data/Stocks/brk-b.us.txt, stored as BRK.B; VST starts 2017-05-11.
    expect(
      await db
        .selectFrom("universe_members")
        .selectAll()
        .where("ticker", "in", ["BRK.B", "VST"])
        .orderBy("ticker")
        .execute(),
    ).toMatchObject([
      { ticker: "BRK.B", kind: "stock", first_date: "2013-01-02", last_date: "2017-11-10", rows: 1226 },
      { ticker: "VST", kind: "stock", first_date: "2017-05-11", last_date: "2017-11-10" },
    ]);
    const etfs = await db.selectFrom("universe_members").select("ticker").where("kind", "=", "etf").execute();
    expect(etfs.map((row) => row.ticker).sort()).toEqual([
      "DIA",
      "GLD",
      "HYG",
      "IWM",
      "LQD",
      "QQQ",
      "SPY",
      "TLT",
      "XLE",
      "XLF",
      "XLK",
      "XLV",
    ]);
  },

  "news store: SEC filing events as items, visible from 22:00 ET on the filing date": async (db) => {
    // news/sec_filing_events.csv line 122: AAPL's FY2023 10-K, accepted 2023-11-02T22:08:27Z (after
    // EDGAR's 17:30 ET cut-off), so dated 2023-11-03 and visible from 22:00 EDT that day (02:00Z).
    const item = await db
      .selectFrom("news_items")
      .selectAll()
      .where("id", "=", "0000320193-23-000106")
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      source: "sec-edgar",
      source_file: "news/sec_filing_events.csv",
      title: "Annual report (10-K)",
      ticker: "AAPL",
      tickers: '["AAPL"]',
      channels: '["sec-filing"]',
      tags: '["10-k"]',
      published_ms: Date.parse("2023-11-02T22:08:27Z"),
      visible_from_ms: Date.parse("2023-11-04T02:00:00Z"),
      form: "10-K",
      filing_date: "2023-11-03",
      report_date: "2023-09-30",
      filing_items: null,
      url: "https://www.sec.gov/Archives/edgar/data/320193/000032019323000106/aapl-20230930.htm",
    });
    // PROVENANCE counts: AAPL 149, MSFT 94, TSLA 165.
    const perTicker = await db
      .selectFrom("news_item_tickers")
      .select(["ticker", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("ticker")
      .orderBy("ticker")
      .execute();
    expect(perTicker.map((row) => [row.ticker, Number(row.n)])).toEqual([
      ["AAPL", 149],
      ["MSFT", 94],
      ["TSLA", 165],
    ]);
  },

  "congress trades: the first House row and a Senate watcher option line as filed": async (db) => {
    // trades_2019_2023.csv.gz row 2: Justin Amash (H, MI03) bought Apple on 2019-01-02, disclosed
    // 2019-01-29, "$1,001 - $15,000".
    expect(
      await db
        .selectFrom("congress_trades")
        .selectAll()
        .where("source_file", "=", "congress/trades_2019_2023.csv.gz")
        .where("row_no", "=", 2)
        .executeTakeFirst(),
    ).toMatchObject({
      politician: "Justin Amash",
      chamber: "H",
      office: "MI03",
      ticker: "AAPL",
      transaction_type: "P",
      transaction_date: "2019-01-02",
      disclosure_date: "2019-01-29",
      reported_date_basis: "disclosure_date",
      visible_from: "2019-01-30",
      amount_min_usd: 1001,
      amount_max_usd: 15000,
    });
    // The watcher's Kelly Loeffler line of 04/07/2020: a put on VMC, strike $120.00, expiring 05/15/2020.
    expect(
      await db
        .selectFrom("congress_trades")
        .select(["owner", "asset_type", "option_type", "strike", "expiry", "reported_date", "visible_from"])
        .where("politician", "=", "Kelly Loeffler")
        .where("ticker", "=", "VMC")
        .where("transaction_date", "=", "2020-04-07")
        .execute(),
    ).toEqual([
      {
        owner: "Spouse",
        asset_type: "Stock Option",
        option_type: "put",
        strike: 120,
        expiry: "2020-05-15",
        reported_date: "2020-05-22",
        visible_from: "2020-05-23",
      },
    ]);
  },

  "lobbying: Quiver's ABT amounts as filed and the Senate's own Abbott registration": async (db) => {
    // lobbying/quiver/ABT.csv: 2008-01-04, ABBOTT LABORATORIES, Medicare/Medicaid|Health Issues, 60000.0.
    expect(
      await db
        .selectFrom("lobbying_reports")
        .select(["client_name", "amount", "amount_as_filed", "issues"])
        .where("ticker", "=", "ABT")
        .where("filing_date", "=", "2008-01-04")
        .execute(),
    ).toEqual([
      {
        client_name: "ABBOTT LABORATORIES",
        amount: 60000,
        amount_as_filed: "60000.0",
        issues: '["Medicare/Medicaid","Health Issues"]',
      },
    ]);
    // 2007_4_12_1.xml: Blank Rome's registration for Abbott Laboratories, received 2007-12-20, no amount.
    expect(
      await db
        .selectFrom("lobbying_reports")
        .select(["registrant_name", "filing_type", "amount", "amount_as_filed", "self_filer", "client_key"])
        .where("filing_id", "=", "DA0ED141-E5AD-440E-BE87-75C569D6F574")
        .execute(),
    ).toEqual([
      {
        registrant_name: "Blank Rome Government Relations",
        filing_type: "REGISTRATION",
        amount: null,
        amount_as_filed: "",
        self_filer: 0,
        client_key: "ABBOTT LABORATORIES",
      },
    ]);
  },
};
