export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A JSON object keyed by field names of this payload (camelCase here; the REST shim writes them snake_case). */
  FieldMap: { input: Record<string, unknown>; output: Record<string, unknown> };
  /** The name of a field of this payload (camelCase here; the REST shim writes it snake_case). */
  FieldName: { input: string; output: string };
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: any; output: any };
};

/** A symbol admitted to the warm set. */
export type AdmittedSymbol = {
  coverage: Scalars["String"]["output"];
  expiresAt: Scalars["String"]["output"];
  /** True: it was warm already and its expiry was extended. */
  extended: Scalars["Boolean"]["output"];
  symbol: Scalars["String"]["output"];
};

/** Operation svc_v3_fundamentals_ai_analyze: a model's reading, not data. */
export type AiAnalysis = {
  analysis: Scalars["String"]["output"];
  cached: Scalars["Boolean"]["output"];
  generatedAt: Scalars["String"]["output"];
  isModelOutput: Scalars["Boolean"]["output"];
  ticker: Scalars["String"]["output"];
};

/** An alert frame; none is produced in this release. */
export type AlertFrame = {
  id: Scalars["String"]["output"];
  message: Scalars["String"]["output"];
  timestamp: Scalars["String"]["output"];
  type: Scalars["String"]["output"];
};

/** An annual report (10-K, 10-KT, 20-F, 40-F) in the company's SEC facts. */
export type AnnualReportFiling = {
  accession: Maybe<Scalars["String"]["output"]>;
  filed: Maybe<Scalars["String"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  form: Maybe<Scalars["String"]["output"]>;
};

/** Which listing a bare symbol means: the equity unless crypto is asked for (spec/01). */
export type AssetClass = "crypto" | "equity";

/** One balance sheet, a point in time (USD). */
export type BalanceSheet = {
  accessionNumber: Maybe<Scalars["String"]["output"]>;
  accountsPayable: Maybe<Scalars["Float"]["output"]>;
  accountsReceivable: Maybe<Scalars["Float"]["output"]>;
  cashAndEquivalents: Maybe<Scalars["Float"]["output"]>;
  /** The debt components that are null, making totalDebt null. */
  debtComponentsMissing: Array<Scalars["FieldName"]["output"]>;
  /** Banks: deposits, where tagged. */
  deposits: Maybe<Scalars["Float"]["output"]>;
  /** Field → the us-gaap concept (or derivation) it came from. */
  fieldBasis: Scalars["FieldMap"]["output"];
  /** Field → why it is null. */
  fieldNotes: Scalars["FieldMap"]["output"];
  /** Field → why no filed figure confirms it (derived quarters, sums of reported lines). */
  fieldsUnverified: Scalars["FieldMap"]["output"];
  fieldsWithheld: Array<Scalars["FieldName"]["output"]>;
  filingDate: Maybe<Scalars["String"]["output"]>;
  fiscalPeriod: Maybe<Scalars["String"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  form: Maybe<Scalars["String"]["output"]>;
  goodwill: Maybe<Scalars["Float"]["output"]>;
  inventory: Maybe<Scalars["Float"]["output"]>;
  longTermDebt: Maybe<Scalars["Float"]["output"]>;
  longTermDebtBasis: Maybe<Scalars["String"]["output"]>;
  /** reported or not_found_in_sec_companyfacts. */
  longTermDebtStatus: Scalars["String"]["output"];
  /** Banks: loans and leases net, where tagged. */
  netLoans: Maybe<Scalars["Float"]["output"]>;
  period: Scalars["String"]["output"];
  periodEnd: Scalars["String"]["output"];
  /** annual_report (a fiscal year, or the year-end sheet shown as Q4), quarterly_report, derived_fy_minus_q1_q3, derived_ytd_difference, ttm_sum_of_4_quarters or point_in_time_latest_quarter. */
  periodSource: Maybe<Scalars["String"]["output"]>;
  /** null on a balance sheet (an instant). */
  periodStart: Maybe<Scalars["String"]["output"]>;
  propertyPlantAndEquipmentNet: Maybe<Scalars["Float"]["output"]>;
  retainedEarnings: Maybe<Scalars["Float"]["output"]>;
  shortTermDebt: Maybe<Scalars["Float"]["output"]>;
  shortTermDebtBasis: Maybe<Scalars["String"]["output"]>;
  /** reported, sum_of_reported_lines or not_found_in_sec_companyfacts. */
  shortTermDebtStatus: Scalars["String"]["output"];
  shortTermInvestments: Maybe<Scalars["Float"]["output"]>;
  statementCheck: StatementCheck;
  ticker: Scalars["String"]["output"];
  totalAssets: Maybe<Scalars["Float"]["output"]>;
  totalCurrentAssets: Maybe<Scalars["Float"]["output"]>;
  totalCurrentLiabilities: Maybe<Scalars["Float"]["output"]>;
  /** shortTermDebt + longTermDebt; null when either is. */
  totalDebt: Maybe<Scalars["Float"]["output"]>;
  totalDebtBasis: Maybe<Scalars["String"]["output"]>;
  totalEquity: Maybe<Scalars["Float"]["output"]>;
  totalLiabilities: Maybe<Scalars["Float"]["output"]>;
  totalLiabilitiesAndEquity: Maybe<Scalars["Float"]["output"]>;
  totalStockholdersEquity: Maybe<Scalars["Float"]["output"]>;
  ttmStatus: Maybe<Scalars["String"]["output"]>;
};

/** Balance sheets (operation svc_v3_fundamentals_balance_sheets). */
export type BalanceSheets = {
  count: Scalars["Int"]["output"];
  /** Newest first. */
  items: Array<BalanceSheet>;
  /** A periodic report (10-K, 10-Q, …) in the company's SEC facts was filed after the newest filing served; null when no row is served. */
  newerFilingAvailable: Maybe<Scalars["Boolean"]["output"]>;
  period: Scalars["String"]["output"];
  /** Fiscal quarters absent between the newest and oldest served. */
  quartersMissing: Array<Scalars["String"]["output"]>;
  source: Maybe<Scalars["String"]["output"]>;
  /** Why items is empty, the TTM status, or point_in_time. */
  status: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  units: Scalars["FieldMap"]["output"];
};

/** One closed 1-minute candle (stream bars), published after the minute ends. */
export type BarFrame = {
  /** Repeats bar_end. */
  asOf: Scalars["String"]["output"];
  barEnd: Scalars["String"]["output"];
  /** Always 60. */
  barPeriodS: Scalars["Int"]["output"];
  /** Equals timestamp minus 60 s. */
  barStart: Scalars["String"]["output"];
  close: Scalars["Float"]["output"];
  high: Scalars["Float"]["output"];
  /** Stream id <ms>-<seq>; `since` resumes after it. */
  id: Scalars["String"]["output"];
  /** The instrument, with fields from every subgraph. */
  instrument: Instrument;
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  /** The bar's original end time when replayed. */
  originalTime: Maybe<Scalars["String"]["output"]>;
  /** When the frame was published to the stream. */
  publishedAt: Scalars["String"]["output"];
  /** True: a replay of recorded data, not a live feed. */
  replay: Scalars["Boolean"]["output"];
  ticker: Scalars["String"]["output"];
  /** Equals bar_end. */
  timestamp: Scalars["String"]["output"];
  /** Shares traded in the minute. */
  volume: Scalars["Float"]["output"];
  /** Volume-weighted price; null with vwap_reason when not derivable. */
  vwap: Maybe<Scalars["Float"]["output"]>;
  vwapReason: Maybe<Scalars["String"]["output"]>;
};

/** Bollinger bands 20/2 (population deviation) on the newest bar. */
export type BollingerValues = {
  lower: Maybe<Scalars["Float"]["output"]>;
  middle: Maybe<Scalars["Float"]["output"]>;
  upper: Maybe<Scalars["Float"]["output"]>;
};

/** Whether the event bus answers. */
export type BusReachability = {
  error: Maybe<Scalars["String"]["output"]>;
  /** in-process or redis. */
  kind: Scalars["String"]["output"];
  reachable: Scalars["Boolean"]["output"];
};

/** Readiness of one capability: ready; degraded (live, with losses in degraded_reasons); unavailable (nothing publishes; not_running_reason); unknown (heartbeats unreadable). */
export type CapabilityReadinessState = {
  capability: Scalars["String"]["output"];
  degradedReasons: Array<Scalars["String"]["output"]>;
  /** Null when unknown. */
  live: Maybe<Scalars["Boolean"]["output"]>;
  liveProducers: Array<Scalars["String"]["output"]>;
  /** When unavailable: no_producer, outside_session (04:00-20:00 ET on trading days), producer_stopped, replay_finished, heartbeat_stale, no_feed_messages, no_heartbeat. */
  notRunningReason: Maybe<Scalars["String"]["output"]>;
  /** Every known producer of the capability, live or not. */
  producers: Array<Scalars["String"]["output"]>;
  /** True when every live producer replays recorded data; null when none is live. */
  replay: Maybe<Scalars["Boolean"]["output"]>;
  status: Scalars["String"]["output"];
};

/** One cash flow statement, in cash-flow sign: inflow positive (USD). */
export type CashFlowStatement = {
  accessionNumber: Maybe<Scalars["String"]["output"]>;
  acquisitions: Maybe<Scalars["Float"]["output"]>;
  capitalExpenditure: Maybe<Scalars["Float"]["output"]>;
  changeInAccountsPayable: Maybe<Scalars["Float"]["output"]>;
  changeInInventory: Maybe<Scalars["Float"]["output"]>;
  /** Change in receivables, cash-flow sign. */
  changeInReceivables: Maybe<Scalars["Float"]["output"]>;
  /** Only where the filer tags the total. */
  changeInWorkingCapital: Maybe<Scalars["Float"]["output"]>;
  /** reported or not_reported_as_a_total. */
  changeInWorkingCapitalStatus: Scalars["String"]["output"];
  debtIssued: Maybe<Scalars["Float"]["output"]>;
  debtRepaid: Maybe<Scalars["Float"]["output"]>;
  deferredIncomeTax: Maybe<Scalars["Float"]["output"]>;
  depreciationAndAmortization: Maybe<Scalars["Float"]["output"]>;
  dividendsPaid: Maybe<Scalars["Float"]["output"]>;
  /** Field → the us-gaap concept (or derivation) it came from. */
  fieldBasis: Scalars["FieldMap"]["output"];
  /** Field → why it is null. */
  fieldNotes: Scalars["FieldMap"]["output"];
  /** Field → why no filed figure confirms it (derived quarters, sums of reported lines). */
  fieldsUnverified: Scalars["FieldMap"]["output"];
  fieldsWithheld: Array<Scalars["FieldName"]["output"]>;
  filingDate: Maybe<Scalars["String"]["output"]>;
  financingCashFlow: Maybe<Scalars["Float"]["output"]>;
  fiscalPeriod: Maybe<Scalars["String"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  form: Maybe<Scalars["String"]["output"]>;
  /** operatingCashFlow + capitalExpenditure. */
  freeCashFlow: Maybe<Scalars["Float"]["output"]>;
  investingCashFlow: Maybe<Scalars["Float"]["output"]>;
  investmentPurchases: Maybe<Scalars["Float"]["output"]>;
  /** Proceeds from sales only (not maturities). */
  investmentSales: Maybe<Scalars["Float"]["output"]>;
  investmentSalesBasis: Maybe<Scalars["String"]["output"]>;
  netChangeInCash: Maybe<Scalars["Float"]["output"]>;
  /** The reconciliation's first line (ProfitLoss, else NetIncomeLoss). */
  netIncome: Maybe<Scalars["Float"]["output"]>;
  operatingCashFlow: Maybe<Scalars["Float"]["output"]>;
  /** Reconciliation lines plus otherOperatingItems; they sum exactly to operatingCashFlow. */
  operatingCashFlowComponents: Maybe<Scalars["FieldMap"]["output"]>;
  /** ok, operating_cash_flow_not_reported or net_income_not_reported. */
  operatingCashFlowComponentsStatus: Scalars["String"]["output"];
  period: Scalars["String"]["output"];
  periodEnd: Scalars["String"]["output"];
  /** annual_report (a fiscal year, or the year-end sheet shown as Q4), quarterly_report, derived_fy_minus_q1_q3, derived_ytd_difference, ttm_sum_of_4_quarters or point_in_time_latest_quarter. */
  periodSource: Maybe<Scalars["String"]["output"]>;
  /** null on a balance sheet (an instant). */
  periodStart: Maybe<Scalars["String"]["output"]>;
  shareRepurchases: Maybe<Scalars["Float"]["output"]>;
  statementCheck: StatementCheck;
  stockBasedCompensation: Maybe<Scalars["Float"]["output"]>;
  ticker: Scalars["String"]["output"];
  ttmStatus: Maybe<Scalars["String"]["output"]>;
};

/** Cash flow statements (operation svc_v3_fundamentals_cash_flow_statements). */
export type CashFlowStatements = {
  count: Scalars["Int"]["output"];
  /** Newest first. */
  items: Array<CashFlowStatement>;
  /** A periodic report (10-K, 10-Q, …) in the company's SEC facts was filed after the newest filing served; null when no row is served. */
  newerFilingAvailable: Maybe<Scalars["Boolean"]["output"]>;
  period: Scalars["String"]["output"];
  /** Fiscal quarters absent between the newest and oldest served. */
  quartersMissing: Array<Scalars["String"]["output"]>;
  source: Maybe<Scalars["String"]["output"]>;
  /** Why items is empty, the TTM status, or point_in_time. */
  status: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  units: Scalars["FieldMap"]["output"];
};

/** One market event of the catch-up page: a tick, bar or quote frame as the bus holds it, flattened into one record. Every kind's fields are present; those that do not apply to the record's kind are null (a tick has no open or bid_price, a bar no price, a quote no volume). Where a field that does apply is null, its *_reason field says why. */
export type CatchupEvent = {
  /** Quote only; null with null_reason when unquoted. */
  askPrice: Maybe<Scalars["Float"]["output"]>;
  /** Quote only, in size_unit. */
  askSize: Maybe<Scalars["Float"]["output"]>;
  /** Quote only; null with venue_reason when unknown. */
  askVenue: Maybe<Scalars["String"]["output"]>;
  /** Bar only: bar end (equals timestamp). */
  barEnd: Maybe<Scalars["String"]["output"]>;
  /** Bar only: bar start (timestamp minus 60 s). */
  barStart: Maybe<Scalars["String"]["output"]>;
  /** Quote only; null with null_reason when unquoted. */
  bidPrice: Maybe<Scalars["Float"]["output"]>;
  /** Quote only, in size_unit. */
  bidSize: Maybe<Scalars["Float"]["output"]>;
  /** Quote only; null with venue_reason when unknown. */
  bidVenue: Maybe<Scalars["String"]["output"]>;
  /** Bar only. */
  close: Maybe<Scalars["Float"]["output"]>;
  /** Bar only. */
  high: Maybe<Scalars["Float"]["output"]>;
  /** Stream id <ms>-<seq>; pass it as `since` to resume after it. */
  id: Scalars["String"]["output"];
  /** tick, bar or quote. */
  kind: Scalars["String"]["output"];
  /** Bar only. */
  low: Maybe<Scalars["Float"]["output"]>;
  /** Quote only: why a side is null. */
  nullReason: Maybe<Scalars["String"]["output"]>;
  /** Bar only. */
  open: Maybe<Scalars["Float"]["output"]>;
  /** The recorded time when replay is true, else null. */
  originalTime: Maybe<Scalars["String"]["output"]>;
  /** Tick only: trade price. */
  price: Maybe<Scalars["Float"]["output"]>;
  /** The producer that published the frame. */
  producer: Maybe<Scalars["String"]["output"]>;
  /** When the frame was published to the bus (its id's time). */
  publishedAt: Scalars["String"]["output"];
  /** Quote only: quote or minute_close. */
  quoteBasis: Maybe<Scalars["String"]["output"]>;
  /** True: a replay of recorded data, not a live feed. */
  replay: Scalars["Boolean"]["output"];
  /** Tick only: shares; null with size_reason when unknown. */
  size: Maybe<Scalars["Float"]["output"]>;
  /** Tick only. */
  sizeReason: Maybe<Scalars["String"]["output"]>;
  /** Quote only: shares. */
  sizeUnit: Maybe<Scalars["String"]["output"]>;
  /** The bus stream: ticks, bars or quotes. */
  stream: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  /** Trade time (tick), bar end (bar) or quote time (quote), ISO 8601 UTC. */
  timestamp: Scalars["String"]["output"];
  /** Tick only: trade_time, or minute_end for a tick derived from a minute bar. */
  timestampBasis: Maybe<Scalars["String"]["output"]>;
  /** Quote only. */
  venueReason: Maybe<Scalars["String"]["output"]>;
  /** Bar only: shares traded in the minute. */
  volume: Maybe<Scalars["Float"]["output"]>;
  /** Bar only; null with vwap_reason when unknown. */
  vwap: Maybe<Scalars["Float"]["output"]>;
  /** Bar only. */
  vwapReason: Maybe<Scalars["String"]["output"]>;
};

/** How fresh the market streams behind the catch-up page are. */
export type CatchupFeed = {
  /** Seconds since the newest event was published, by the service clock. */
  lastEventAgeS: Maybe<Scalars["Float"]["output"]>;
  /** The newest event id over ticks, bars and quotes. */
  lastEventId: Maybe<Scalars["String"]["output"]>;
  streams: Array<FeedStream>;
};

/** A candle chart with indicators (operation svc_v3_intel_chart). */
export type Chart = {
  /** unadjusted for intraday bars, else the daily series' basis. */
  adjustmentBasis: Scalars["String"]["output"];
  /** End of the newest bar. */
  asOf: Maybe<Scalars["String"]["output"]>;
  /** Average true range, Wilder's 14. */
  atr14: Maybe<Scalars["Float"]["output"]>;
  barsRequested: Scalars["Int"]["output"];
  /** Bars drawn; fewer than requested when fewer are held. */
  barsServed: Scalars["Int"]["output"];
  /** Null unless bb was asked for. */
  bollinger: Maybe<BollingerValues>;
  coverageNote: Maybe<Scalars["String"]["output"]>;
  image: ChartImage;
  /** Indicator panes drawn, from rsi, macd, bb. */
  indicators: Array<Scalars["String"]["output"]>;
  interval: Scalars["String"]["output"];
  /** Newest bar more than 6 hours old (crypto: 15 minutes). */
  isStale: Scalars["Boolean"]["output"];
  /** Null unless macd was asked for. */
  macd: Maybe<MacdValues>;
  /** Field → why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  ohlcv: OhlcvSummary;
  /** RSI 14 (Wilder); null unless rsi was asked for. */
  rsi14: Maybe<Scalars["Float"]["output"]>;
  /** Simple moving average of 20 closes, newest bar. */
  sma20: Maybe<Scalars["Float"]["output"]>;
  sma50: Maybe<Scalars["Float"]["output"]>;
  sma200: Maybe<Scalars["Float"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** Highest daily high in the 52 weeks to the newest bar. */
  week52High: Maybe<Scalars["Float"]["output"]>;
  week52HighDate: Maybe<Scalars["String"]["output"]>;
  /** Lowest daily low in the 52 weeks to the newest bar. */
  week52Low: Maybe<Scalars["Float"]["output"]>;
  week52LowDate: Maybe<Scalars["String"]["output"]>;
};

export type ChartBarValues = {
  close: Scalars["Float"]["output"];
  date: Scalars["String"]["output"];
  high: Scalars["Float"]["output"];
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  /** YYYY-MM-DD for day-based intervals, ISO 8601 UTC intraday. */
  timestamp: Scalars["String"]["output"];
  volume: Scalars["Float"]["output"];
};

/** A rendered image carried inside the JSON envelope. */
export type ChartImage = {
  /** Size of the decoded PNG file. */
  byteLength: Scalars["Int"]["output"];
  /** The PNG file, base64-encoded. */
  data: Scalars["String"]["output"];
  /** Always base64 (RFC 4648, no line breaks). */
  encoding: Scalars["String"]["output"];
  /** Always png. */
  format: Scalars["String"]["output"];
  /** Pixels. */
  height: Scalars["Int"]["output"];
  mimeType: Scalars["String"]["output"];
  /** Pixels. */
  width: Scalars["Int"]["output"];
};

/** Candle width of a chart. */
export type ChartInterval = "day" | "hour" | "minute" | "month" | "week";

/** The last 300 daily closes, oldest first, as parallel lists. */
export type CloseHistory = {
  /** How the closes are adjusted: split_dividend_adjusted, split_adjusted or unadjusted. */
  basis: Scalars["String"]["output"];
  /** The close of each date in `dates`. */
  closes: Array<Scalars["Float"]["output"]>;
  /** Session dates, YYYY-MM-DD (US Eastern; UTC day for crypto). */
  dates: Array<Scalars["String"]["output"]>;
};

/** Commodity quotes (GET /api/v3/intel/commodities). */
export type Commodities = {
  category: Scalars["String"]["output"];
  count: Scalars["Int"]["output"];
  items: Array<CommodityQuote>;
};

export type CommodityCategory = "agriculture" | "all" | "energy" | "livestock" | "metals";

export type CommodityQuote = {
  asOf: Maybe<Scalars["String"]["output"]>;
  category: Scalars["String"]["output"];
  change: Maybe<Scalars["Float"]["output"]>;
  /** Percent points. */
  changePercent: Maybe<Scalars["Float"]["output"]>;
  isStale: Scalars["Boolean"]["output"];
  name: Scalars["String"]["output"];
  price: Maybe<Scalars["Float"]["output"]>;
  symbol: Scalars["String"]["output"];
  /** Quoting unit, e.g. usd_per_barrel. */
  unit: Scalars["String"]["output"];
};

/** Company profile (operation svc_v3_fundamentals_company_facts). */
export type CompanyFacts = {
  assetClass: Scalars["String"]["output"];
  /** Zero-padded to 10 digits. */
  cik: Maybe<Scalars["String"]["output"]>;
  /** sec_edgar_companyfacts or derived_xbrl_instance. */
  factsSource: Maybe<Scalars["String"]["output"]>;
  /** Why SEC fields are null. */
  factsStatus: Maybe<Scalars["String"]["output"]>;
  /** MM-DD. */
  fiscalYearEnd: Maybe<Scalars["String"]["output"]>;
  /** GICS sub-industry. */
  industry: Maybe<Scalars["String"]["output"]>;
  isSp500: Scalars["Boolean"]["output"];
  latestFiling: Maybe<LatestFiling>;
  listingStatus: Scalars["String"]["output"];
  /** prior_close × the SEC share count known on prior_close_date. */
  marketCap: Maybe<Scalars["Float"]["output"]>;
  /** Why market_cap is null; null when it is not. */
  marketCapReason: Maybe<Scalars["String"]["output"]>;
  marketCapShares: Maybe<Scalars["Float"]["output"]>;
  marketCapSharesAsOf: Maybe<Scalars["String"]["output"]>;
  /** sec_dei_cover_page, balance_sheet_shares_outstanding or weighted_average_basic. */
  marketCapSharesBasis: Maybe<Scalars["String"]["output"]>;
  /** ok, after_price_date, or why the share count is null. */
  marketCapSharesStatus: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
  /** Close of the last completed session on the clock (the market cap's price). */
  priorClose: Maybe<Scalars["Float"]["output"]>;
  /** Date of prior_close. */
  priorCloseDate: Maybe<Scalars["String"]["output"]>;
  /** GICS sector (S&P 500 list). */
  sector: Maybe<Scalars["String"]["output"]>;
  sharesOutstanding: ShareCount;
  ticker: Scalars["String"]["output"];
};

/** Company profile and its newest annual figures (operation svc_v3_fundamentals_company_full). */
export type CompanyFull = {
  /** The newest annual report filed. */
  latestAnnualReport: Maybe<AnnualReportFiling>;
  /** The newest annual income statement served. */
  latestAnnualStatement: Maybe<IncomeStatement>;
  /** An annual report newer than the served annual figures exists in the SEC facts; null when the facts hold no annual report. */
  newerAnnualReport: Maybe<Scalars["Boolean"]["output"]>;
  /** newer_report_filed, statements_current, no_annual_statement_from_report, no_annual_report or why no SEC facts are held. */
  newerAnnualReportStatus: Scalars["String"]["output"];
  profile: CompanyFacts;
  ticker: Scalars["String"]["output"];
};

/** The crypto routes serve crypto pairs only. */
export type CryptoAssetClass = "crypto";

export type CryptoBookCounts = {
  belowFloor: Scalars["Int"]["output"];
  /** Priced pairs over the floor, all pages. */
  eligible: Scalars["Int"]["output"];
  excludedNonUsd: Scalars["Int"]["output"];
  excludedStable: Scalars["Int"]["output"];
  priced: Scalars["Int"]["output"];
  returned: Scalars["Int"]["output"];
  unpriced: Scalars["Int"]["output"];
};

/** One pair of the crypto book. */
export type CryptoBookRow = {
  asOf: Scalars["String"]["output"];
  asOfBasis: Scalars["String"]["output"];
  base: Scalars["String"]["output"];
  changeBasis: Scalars["String"]["output"];
  /** Since 00:00 UTC of utc_day, percent points. */
  changePctUtcDay: Maybe<Scalars["Float"]["output"]>;
  /** Same as change_pct_utc_day (change_basis since_00_utc). */
  changePct_24h: Maybe<Scalars["Float"]["output"]>;
  changeUtcDay: Scalars["Float"]["output"];
  dollarVolumeBasis: Scalars["String"]["output"];
  /** False: the bars of that day leave a gap; the figure is a lower bound. */
  dollarVolumeComplete: Scalars["Boolean"]["output"];
  dollarVolumeCoverageEnd: Scalars["String"]["output"];
  dollarVolumeCoverageStart: Scalars["String"]["output"];
  dollarVolumeDate: Scalars["String"]["output"];
  dollarVolumeSource: Scalars["String"]["output"];
  dollarVolumeUtcDayToDate: Scalars["Float"]["output"];
  /** The last ended UTC day, US dollars. */
  dollarVolume_24h: Scalars["Float"]["output"];
  isStale: Scalars["Boolean"]["output"];
  name: Scalars["String"]["output"];
  price: Scalars["Float"]["output"];
  priceAgeSeconds: Scalars["Int"]["output"];
  quote: Scalars["String"]["output"];
  rank: Scalars["Int"]["output"];
  /** Bare base symbol. */
  symbol: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  /** The UTC day of the last trade. */
  utcDay: Scalars["String"]["output"];
  volumeUtcDay: Scalars["Float"]["output"];
  /** The last ended UTC day, base-asset units. */
  volume_24h: Scalars["Float"]["output"];
};

/** One UTC day of a pair. UTC day (00:00-24:00 UTC). */
export type CryptoDayBar = {
  close: Scalars["Float"]["output"];
  /** The bars cover the whole day and it has ended. A partial day's figures cover coverage_start..coverage_end only. */
  complete: Scalars["Boolean"]["output"];
  coverageEnd: Scalars["String"]["output"];
  coverageStart: Scalars["String"]["output"];
  date: Scalars["String"]["output"];
  /** US dollars; see dollar_volume_basis. */
  dollarVolume: Scalars["Float"]["output"];
  /** sum_minute_volume_x_close or daily_volume_x_close. */
  dollarVolumeBasis: Scalars["String"]["output"];
  high: Scalars["Float"]["output"];
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  /** minute_bars (aggregated) or daily_bars (published day bar). */
  source: Scalars["String"]["output"];
  /** Base-asset units. */
  volume: Scalars["Float"]["output"];
};

/** Movers by absolute change since 00:00 UTC (operation svc_crypto_overnight). */
export type CryptoOvernight = {
  bookAgeSeconds: Scalars["Int"]["output"];
  bookAsOf: Scalars["String"]["output"];
  changeWindow: Scalars["String"]["output"];
  count: Scalars["Int"]["output"];
  counts: CryptoBookCounts;
  /** No crypto model or placement is offered: rows are data context, not signals. */
  cryptoAvailable: Scalars["Boolean"]["output"];
  excludedStale: Scalars["Int"]["output"];
  isStale: Scalars["Boolean"]["output"];
  kind: Scalars["String"]["output"];
  limit: Scalars["Int"]["output"];
  minDollarVolume: Scalars["Float"]["output"];
  rows: Array<CryptoOvernightRow>;
};

/** One mover since 00:00 UTC. */
export type CryptoOvernightRow = {
  asOf: Scalars["String"]["output"];
  change: Scalars["Float"]["output"];
  /** Since 00:00 UTC, percent points. */
  changePct: Maybe<Scalars["Float"]["output"]>;
  /** since_00_utc */
  changeWindow: Scalars["String"]["output"];
  dollarVolume_24h: Scalars["Float"]["output"];
  flagsReason: Scalars["String"]["output"];
  kind: Scalars["String"]["output"];
  price: Scalars["Float"]["output"];
  priceAgeSeconds: Scalars["Int"]["output"];
  rank: Scalars["Int"]["output"];
  sentiment: Maybe<Scalars["String"]["output"]>;
  /** Bare base symbol (BTC). */
  symbol: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  utcDay: Scalars["String"]["output"];
  /** last_ended_utc_day: the UTC day volume_date, from volume_source. */
  volumeBasis: Scalars["String"]["output"];
  volumeComplete: Scalars["Boolean"]["output"];
  volumeDate: Scalars["String"]["output"];
  volumeSource: Scalars["String"]["output"];
  volume_24h: Scalars["Float"]["output"];
  whaleFlag: Maybe<Scalars["Boolean"]["output"]>;
};

/** Crypto quote (operation svc_crypto). */
export type CryptoQuote = {
  /** Time of the last trade, ISO 8601 UTC. */
  asOf: Scalars["String"]["output"];
  /** minute_bar_end (the end of the last one-minute bar) or daily_bar_close_end_of_utc_day. */
  asOfBasis: Scalars["String"]["output"];
  assetClass: Scalars["String"]["output"];
  base: Scalars["String"]["output"];
  changeBasis: Scalars["String"]["output"];
  /** Percent points, 6 significant figures. */
  changePctUtcDay: Maybe<Scalars["Float"]["output"]>;
  /** Percent points. */
  changePct_24h: Maybe<Scalars["Float"]["output"]>;
  /** Last price minus the day's first trade (00:00 UTC). */
  changeUtcDay: Scalars["Float"]["output"];
  /** Rolling 24 hours to the last trade, from one-minute bars. */
  change_24h: Maybe<Scalars["Float"]["output"]>;
  day: CryptoDayBar;
  dollarVolumeUtcDay: Scalars["Float"]["output"];
  dollarVolume_24h: Maybe<Scalars["Float"]["output"]>;
  /** Last trade over 15 minutes old, or untimed. */
  isStale: Scalars["Boolean"]["output"];
  /** False when the last trade is a daily close: no trade time is held. */
  lastTradeTimed: Scalars["Boolean"]["output"];
  name: Scalars["String"]["output"];
  previousDay: Maybe<CryptoDayBar>;
  previousDayReason: Maybe<Scalars["String"]["output"]>;
  /** Last trade. */
  price: Scalars["Float"]["output"];
  priceAgeSeconds: Scalars["Int"]["output"];
  priceSource: Scalars["String"]["output"];
  quote: Scalars["String"]["output"];
  /** How the requested symbol and vs were read. */
  readAs: Scalars["String"]["output"];
  /** Why the rolling figures are null: last_trade_not_from_minute_bars, or minute_bars_do_not_cover_24h (a gap over 15 minutes). */
  rolling_24hReason: Maybe<Scalars["String"]["output"]>;
  rolling_24hWindowEnd: Maybe<Scalars["String"]["output"]>;
  rolling_24hWindowStart: Maybe<Scalars["String"]["output"]>;
  /** The last 7 UTC days up to utc_day. */
  series: Maybe<Array<CryptoDayBar>>;
  seriesReason: Maybe<Scalars["String"]["output"]>;
  staleAfterSeconds: Scalars["Int"]["output"];
  /** Bare base symbol. */
  symbol: Scalars["String"]["output"];
  /** Instrument key, X:<BASE><QUOTE>. */
  ticker: Scalars["String"]["output"];
  /** The UTC day of the last trade. */
  utcDay: Scalars["String"]["output"];
  /** Unit of every volume field: the base asset. */
  volumeUnit: Scalars["String"]["output"];
  /** Since 00:00 UTC of utc_day, base-asset units. */
  volumeUtcDay: Scalars["Float"]["output"];
  /** Base-asset units. */
  volume_24h: Maybe<Scalars["Float"]["output"]>;
};

/** Liquid USD pairs ranked by dollar volume (operation svc_crypto_universe). */
export type CryptoUniverse = {
  /** Newest last trade in the book. */
  asOf: Maybe<Scalars["String"]["output"]>;
  belowFloor: Scalars["Int"]["output"];
  count: Scalars["Int"]["output"];
  counts: CryptoBookCounts;
  /** Dollar volume of the last ended UTC day (dollar_volume_date). */
  dollarVolumeBasis: Scalars["String"]["output"];
  excludedStable: Scalars["Int"]["output"];
  hasMore: Scalars["Boolean"]["output"];
  /** Some returned row is stale. */
  isStale: Scalars["Boolean"]["output"];
  /** Null: every pair over the floor. */
  limit: Maybe<Scalars["Int"]["output"]>;
  minDollarVolume: Scalars["Float"]["output"];
  nextOffset: Maybe<Scalars["Int"]["output"]>;
  offset: Scalars["Int"]["output"];
  priced: Scalars["Int"]["output"];
  returned: Scalars["Int"]["output"];
  rows: Array<CryptoBookRow>;
};

/** How current the curve is, on the US bond-market (SIFMA) calendar. */
export type CurveFreshnessBlock = {
  asOf: Scalars["String"]["output"];
  /** Bond business days after as_of up to expected_as_of. */
  businessDaysBehind: Scalars["Int"]["output"];
  calendar: Scalars["String"]["output"];
  calendarDaysBehind: Scalars["Int"]["output"];
  /** The newest curve due at the reference point (today after 18:00 ET, else the previous business day). */
  expectedAsOf: Scalars["String"]["output"];
  /** True when business_days_behind >= 1. */
  isStale: Scalars["Boolean"]["output"];
  /** The business day after as_of: when the next curve was due. */
  nextDue: Scalars["String"]["output"];
  /** Latest Eastern time Treasury publishes a day's curve. */
  publicationCutoffEt: Scalars["String"]["output"];
};

/** Route /api/data/universe: the instruments with prices held, by ticker. */
export type DataUniverse = {
  /** The newest price date among the rows. */
  asOf: Maybe<Scalars["String"]["output"]>;
  count: Scalars["Int"]["output"];
  items: Array<UniverseRow>;
  /** Rows matching before limit. */
  total: Scalars["Int"]["output"];
  truncated: Scalars["Boolean"]["output"];
};

/** A decision-lifecycle frame (stream decisions); the first frame of a connection is a ready frame. */
export type DecisionFrame = {
  /** Repeats timestamp. */
  asOf: Scalars["String"]["output"];
  /** Stream id <ms>-<seq>; `since` resumes after it. */
  id: Scalars["String"]["output"];
  /** The instrument, with fields from every subgraph. */
  instrument: Maybe<Instrument>;
  originalTime: Maybe<Scalars["String"]["output"]>;
  /** Whether a decision producer was live when the frame was sent. */
  producerLive: Scalars["Boolean"]["output"];
  /** The live producers of the stream. */
  producers: Array<Scalars["String"]["output"]>;
  /** True once the stream is connected (transport only). */
  ready: Scalars["Boolean"]["output"];
  /** True: a replay of recorded data, not a live feed. */
  replay: Scalars["Boolean"]["output"];
  /** Null on a ready frame. */
  ticker: Maybe<Scalars["String"]["output"]>;
  timestamp: Scalars["String"]["output"];
  /** ready (the connection's first frame) or decision. */
  type: Scalars["String"]["output"];
};

/** The dedicated market ingest service (the producers of ticks, bars and quotes). */
export type DedicatedService = {
  capabilities: Array<CapabilityReadinessState>;
  /** When running_degraded: <capability>_<loss>. */
  degradedReasons: Array<Scalars["String"]["output"]>;
  /** running, running_degraded, not_running or unknown. */
  effectiveStatus: Scalars["String"]["output"];
  inExtendedSession: Scalars["Boolean"]["output"];
  /** Seconds since a live producer last heard from its feed (the newest over producers). */
  lastFeedMessageAgeS: Maybe<Scalars["Float"]["output"]>;
  name: Scalars["String"]["output"];
  /** When not_running: outside_session, no_vendor_messages, no_producer, producer_stopped, replay_finished. */
  notRunningReason: Maybe<Scalars["String"]["output"]>;
  producers: Array<StreamProducer>;
  /** True when what runs is a replay of recorded data, not a vendor feed; null when nothing is live. */
  replay: Maybe<Scalars["Boolean"]["output"]>;
  sources: Array<Scalars["String"]["output"]>;
};

/** Deflated Sharpe ratio of the best of n_trials strategies. */
export type DeflatedSharpe = {
  /** sharpe - expected_max_sr (scale of sharpe). */
  deflatedAlphaSr: Scalars["Float"]["output"];
  /** Probability that the true Sharpe ratio exceeds SR₀. */
  deflatedSharpe: Scalars["Float"]["output"];
  /** SR₀: expected maximum Sharpe ratio of n_trials skill-less strategies (scale of sharpe). */
  expectedMaxSr: Scalars["Float"]["output"];
  /** Raw (Pearson) kurtosis; a normal distribution has 3. */
  kurtosis: Scalars["Float"]["output"];
  method: Scalars["String"]["output"];
  nObs: Scalars["Float"]["output"];
  nTrials: Scalars["Float"]["output"];
  periodsPerYear: Scalars["Float"]["output"];
  /** Probability that the true Sharpe ratio exceeds 0. */
  probabilisticSharpe: Scalars["Float"]["output"];
  /** The input Sharpe ratio, annualised with periods_per_year. */
  sharpe: Scalars["Float"]["output"];
  skewness: Scalars["Float"]["output"];
  /** Standard error of the Sharpe estimate (scale of sharpe). */
  stdSr: Scalars["Float"]["output"];
  units: DeflatedSharpeUnits;
};

/** The unit of each value of DeflatedSharpe. */
export type DeflatedSharpeUnits = {
  deflatedAlphaSr: Scalars["String"]["output"];
  deflatedSharpe: Scalars["String"]["output"];
  expectedMaxSr: Scalars["String"]["output"];
  kurtosis: Scalars["String"]["output"];
  nObs: Scalars["String"]["output"];
  nTrials: Scalars["String"]["output"];
  periodsPerYear: Scalars["String"]["output"];
  probabilisticSharpe: Scalars["String"]["output"];
  sharpe: Scalars["String"]["output"];
  skewness: Scalars["String"]["output"];
  stdSr: Scalars["String"]["output"];
};

/** One instrument of the master, as the directory routes list it. */
export type DirectoryEntry = {
  /** equity or etf. */
  assetClass: Scalars["String"]["output"];
  cik: Maybe<Scalars["String"]["output"]>;
  /** Delisted symbols only; no delisting history is held. */
  delistDate: Maybe<Scalars["String"]["output"]>;
  /** GICS sub-industry. */
  industry: Maybe<Scalars["String"]["output"]>;
  /** Null when the listing could not be checked. */
  isActive: Maybe<Scalars["Boolean"]["output"]>;
  isSp500: Scalars["Boolean"]["output"];
  /** active or not_in_security_master (spec/01 values). */
  listingStatus: Scalars["String"]["output"];
  /** Which master source named the symbol. */
  listingStatusBasis: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
  /** Renamed symbols only; no rename history is held. */
  nowTradesAs: Maybe<Scalars["String"]["output"]>;
  /** GICS sector (S&P 500 list only). */
  sector: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
};

/** Regular cash dividends behind the yields, per share on the price's share basis. */
export type DividendBlock = {
  /** The held dividend history is complete from this date. */
  historyFrom: Maybe<Scalars["String"]["output"]>;
  /** ... through this date. */
  historyThrough: Maybe<Scalars["String"]["output"]>;
  /** Split-adjusted to the price's share basis. */
  lastCashAmount: Maybe<Scalars["Float"]["output"]>;
  /** As paid on its ex-date. */
  lastCashAmountAsPaid: Maybe<Scalars["Float"]["output"]>;
  lastExDate: Maybe<Scalars["String"]["output"]>;
  /** From the spacing of the latest ex-dates: 1, 2, 4 or 12. */
  paymentsPerYear: Maybe<Scalars["Int"]["output"]>;
  paymentsTrailing12m: Maybe<Scalars["Int"]["output"]>;
  /** ok, non_payer, no_dividend_history_held, dividend_history_not_current, dividend_history_shorter_than_365_days, not_applicable_crypto. */
  status: Scalars["String"]["output"];
  /** Split-adjusted sum over the 365 days to the price date. */
  trailing12mCash: Maybe<Scalars["Float"]["output"]>;
};

/** Dividends of one fiscal quarter or year, as filed. */
export type DividendPeriodRow = {
  accessionNumber: Maybe<Scalars["String"]["output"]>;
  /** Cash paid to shareholders (usd), cash flow line. */
  dividendsPaid: Maybe<Scalars["Float"]["output"]>;
  dividendsPaidBasis: Maybe<Scalars["String"]["output"]>;
  /** Declared per share (usd_per_share), as filed. */
  dividendsPerShare: Maybe<Scalars["Float"]["output"]>;
  dividendsPerShareBasis: Maybe<Scalars["String"]["output"]>;
  filingDate: Maybe<Scalars["String"]["output"]>;
  fiscalPeriod: Maybe<Scalars["String"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  /** annual or quarterly. */
  period: Scalars["String"]["output"];
  periodEnd: Scalars["String"]["output"];
  periodStart: Scalars["String"]["output"];
};

/** One EPS figure fixed against the row's net income and weighted shares. */
export type EpsRepair = {
  accession: Maybe<Scalars["String"]["output"]>;
  /** epsBasic or epsDiluted. */
  field: Scalars["FieldName"]["output"];
  /** The figure as filed. */
  filed: Scalars["Float"]["output"];
  fiscalPeriod: Maybe<Scalars["String"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  /** zero_eps_with_net_income or eps_contradicts_net_income (off by more than a factor of two). */
  reason: Scalars["String"]["output"];
  /** Net income over weighted shares, in cents. */
  repaired: Scalars["Float"]["output"];
};

/** The last trade when it was pre- or post-market, against the regular close it follows. Null in regular hours or when the last trade was regular-session. */
export type ExtendedHoursBlock = {
  asOf: Scalars["String"]["output"];
  change: Maybe<Scalars["Float"]["output"]>;
  /** Percent points. */
  changePercent: Maybe<Scalars["Float"]["output"]>;
  price: Scalars["Float"]["output"];
  referenceClose: Maybe<Scalars["Float"]["output"]>;
  referenceCloseDate: Maybe<Scalars["String"]["output"]>;
  /** pre or post. */
  session: Scalars["String"]["output"];
};

/** Operation svc_v3_factor_predictors. */
export type FactorPredictors = {
  count: Scalars["Int"]["output"];
  end: Maybe<Scalars["String"]["output"]>;
  /** Newest quarter first. */
  items: Array<PredictorRow>;
  latest: Scalars["Boolean"]["output"];
  /** Predictor → definition. */
  predictorGlossary: Scalars["FieldMap"]["output"];
  /** The 13 predictors served, in row order. */
  predictors: Array<Scalars["FieldName"]["output"]>;
  source: Maybe<Scalars["String"]["output"]>;
  start: Maybe<Scalars["String"]["output"]>;
  /** Why items is empty. */
  status: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** Quarters matching, before limit. */
  total: Scalars["Int"]["output"];
  /** Field → unit. */
  units: Scalars["FieldMap"]["output"];
  withheldPredictors: Array<WithheldPredictor>;
};

/** The newest event one market stream holds. */
export type FeedStream = {
  /** Seconds since then, by the service clock. */
  lastEventAgeS: Maybe<Scalars["Float"]["output"]>;
  /** When that event was published. */
  lastEventAt: Maybe<Scalars["String"]["output"]>;
  /** Null when the stream holds nothing. */
  lastEventId: Maybe<Scalars["String"]["output"]>;
  /** ticks, bars or quotes. */
  stream: Scalars["String"]["output"];
};

/** The three statements (operation svc_v3_fundamentals_all). */
export type FinancialStatements = {
  balanceSheets: BalanceSheets;
  cashFlowStatements: CashFlowStatements;
  incomeStatements: IncomeStatements;
  period: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
};

/** Latest forex news (GET /api/v3/news_forex/latest). */
export type ForexNews = {
  count: Scalars["Int"]["output"];
  /** Newest first. */
  items: Array<ForexNewsItem>;
  pairs: Array<Scalars["String"]["output"]>;
};

export type ForexNewsItem = {
  headline: Scalars["String"]["output"];
  /** Currency pairs the item is tagged with (EURUSD). */
  pairs: Array<Scalars["String"]["output"]>;
  publishedAt: Scalars["String"]["output"];
  source: Scalars["String"]["output"];
  url: Maybe<Scalars["String"]["output"]>;
};

/** off serves stale data labelled; live and strict answer 503 data_stale instead. */
export type FreshnessPolicy = "live" | "off" | "strict";

/** Dividends (operation svc_v3_fundamentals_dividends). */
export type FundamentalsDividends = {
  count: Scalars["Int"]["output"];
  /** sec_xbrl_facts: figures are the filings' own. */
  dataSource: Scalars["String"]["output"];
  /** Why ex-, record and pay dates are absent: they are not in XBRL company facts. */
  eventDatesStatus: Scalars["String"]["output"];
  items: Array<TickerDividends>;
  symbolsUnknown: Array<Scalars["String"]["output"]>;
  tickers: Array<Scalars["String"]["output"]>;
};

/** Everything fundamentals holds on a company (operation svc_v3_fundamentals_full). */
export type FundamentalsFull = {
  /** The newest fiscal year's growth. */
  growth: Array<FundamentalsGrowthRow>;
  /** Form 4 insider trades (intel's data); null with insider_trades_status saying why. */
  insiderTrades: Maybe<Array<Scalars["JSONObject"]["output"]>>;
  /** plan_required (the plan lacks the funds product) or not_available_from_intel (no insider-trade field to join). */
  insiderTradesStatus: Scalars["String"]["output"];
  /** null with metrics_status. */
  metrics: Maybe<MetricsSnapshot>;
  /** Why metrics is null: no_sec_companyfacts_held or no_sec_cik. */
  metricsStatus: Maybe<Scalars["String"]["output"]>;
  profile: CompanyFacts;
  /** The three statements, four newest fiscal years; null with statements_status. */
  statements: Maybe<FinancialStatements>;
  /** Why statements is null: no_sec_companyfacts_held or no_sec_cik. */
  statementsStatus: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** Top 10 institutional holders (intel's 13F data); null with top_institutional_holders_status. */
  topInstitutionalHolders: Maybe<Array<Scalars["JSONObject"]["output"]>>;
  /** plan_required or not_available_from_intel. */
  topInstitutionalHoldersStatus: Scalars["String"]["output"];
};

/** Growth (operation svc_v3_fundamentals_growth). */
export type FundamentalsGrowth = {
  count: Scalars["Int"]["output"];
  /** Per ticker, its newest `limit` fiscal years. */
  items: Array<FundamentalsGrowthRow>;
  /** Symbols unknown to the platform (not answered). */
  symbolsUnknown: Array<Scalars["String"]["output"]>;
  /** The known symbols answered, in the caller's order. */
  tickers: Array<Scalars["String"]["output"]>;
  /** Field → percent, usd, usd_per_share. */
  units: Scalars["FieldMap"]["output"];
};

/** One ticker's growth for one fiscal year over the year before; growth and margins in percent. */
export type FundamentalsGrowthRow = {
  accessionNumber: Maybe<Scalars["String"]["output"]>;
  epsDiluted: Maybe<Scalars["Float"]["output"]>;
  epsDilutedGrowth: Maybe<Scalars["Float"]["output"]>;
  epsDilutedPrior: Maybe<Scalars["Float"]["output"]>;
  filingDate: Maybe<Scalars["String"]["output"]>;
  /** FY: growth compares fiscal years. */
  fiscalPeriod: Maybe<Scalars["String"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  freeCashFlowGrowth: Maybe<Scalars["Float"]["output"]>;
  /** Percent of the year's revenue. */
  grossMargin: Maybe<Scalars["Float"]["output"]>;
  grossProfitGrowth: Maybe<Scalars["Float"]["output"]>;
  /** sec_confirmed (both years are filed SEC figures); null when no row could be formed (growth_status_reason). */
  growthStatus: Maybe<Scalars["String"]["output"]>;
  growthStatusReason: Maybe<Scalars["String"]["output"]>;
  netIncome: Maybe<Scalars["Float"]["output"]>;
  netIncomeGrowth: Maybe<Scalars["Float"]["output"]>;
  netIncomePrior: Maybe<Scalars["Float"]["output"]>;
  netMargin: Maybe<Scalars["Float"]["output"]>;
  /** Field → why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  operatingCashFlowGrowth: Maybe<Scalars["Float"]["output"]>;
  operatingIncomeGrowth: Maybe<Scalars["Float"]["output"]>;
  operatingMargin: Maybe<Scalars["Float"]["output"]>;
  periodEnd: Maybe<Scalars["String"]["output"]>;
  periodStart: Maybe<Scalars["String"]["output"]>;
  priorFiscalYear: Maybe<Scalars["Int"]["output"]>;
  priorPeriodEnd: Maybe<Scalars["String"]["output"]>;
  revenue: Maybe<Scalars["Float"]["output"]>;
  /** Percent: (current − prior) / |prior| × 100. */
  revenueGrowth: Maybe<Scalars["Float"]["output"]>;
  /** The us-gaap revenue concept of both years, or prior->current when it changed. */
  revenueGrowthBasis: Maybe<Scalars["String"]["output"]>;
  revenuePrior: Maybe<Scalars["Float"]["output"]>;
  source: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** Always null: no vendor feed is connected. */
  vendorMargins: Maybe<Scalars["JSONObject"]["output"]>;
  /** Always null: no vendor feed is connected. */
  vendorRevenueGrowth: Maybe<Scalars["Float"]["output"]>;
  vendorStatus: Scalars["String"]["output"];
};

/** One futures bar (a connected futures source's shape). */
export type FuturesBar = {
  close: Scalars["Float"]["output"];
  contract: Scalars["String"]["output"];
  high: Scalars["Float"]["output"];
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  openInterest: Maybe<Scalars["Float"]["output"]>;
  timestamp: Scalars["String"]["output"];
  volume: Scalars["Float"]["output"];
};

/** A root's futures curve on a date (operation svc_v3_tape_futures_curve). */
export type FuturesCurve = {
  count: Scalars["Int"]["output"];
  date: Scalars["String"]["output"];
  items: Array<FuturesCurvePoint>;
  root: Scalars["String"]["output"];
  /** contango, backwardation or mixed. */
  shape: Scalars["String"]["output"];
};

/** One contract month on a futures curve. */
export type FuturesCurvePoint = {
  contract: Scalars["String"]["output"];
  daysToExpiry: Scalars["Int"]["output"];
  expiry: Scalars["String"]["output"];
  openInterest: Maybe<Scalars["Float"]["output"]>;
  settle: Maybe<Scalars["Float"]["output"]>;
  volume: Maybe<Scalars["Float"]["output"]>;
};

export type FuturesInterval = "day" | "hour" | "minute";

/** Futures tape of one root (operation svc_v3_tape_futures). */
export type FuturesTape = {
  asOf: Maybe<Scalars["String"]["output"]>;
  contract: Maybe<Scalars["String"]["output"]>;
  count: Scalars["Int"]["output"];
  interval: Scalars["String"]["output"];
  isStale: Scalars["Boolean"]["output"];
  items: Array<FuturesBar>;
  root: Scalars["String"]["output"];
};

/** The status of the signal or decision generator (spec/01 Generator effective status): unavailable (no producer reports), degraded (a producer reports but does not run), running, or unknown (heartbeats unreadable). */
export type GeneratorStatus = {
  asOf: Scalars["String"]["output"];
  /** signals or decisions: the stream the generator feeds. */
  capability: Scalars["String"]["output"];
  effectiveStatus: Scalars["String"]["output"];
  liveProducers: Array<Scalars["String"]["output"]>;
  note: Scalars["String"]["output"];
  /** Producers that registered with the capability. */
  producers: Array<Scalars["String"]["output"]>;
  /** Why it is not running: no_producer, or the producers' not_running_reason. */
  reason: Maybe<Scalars["String"]["output"]>;
  /** The SSE route it feeds. */
  streamPath: Scalars["String"]["output"];
};

/** Growth of the latest fiscal year over the one before, percent numbers. */
export type GrowthBlock = {
  definitions: Scalars["FieldMap"]["output"];
  epsDilutedGrowth: Maybe<Scalars["Float"]["output"]>;
  netIncomeGrowth: Maybe<Scalars["Float"]["output"]>;
  nullReasons: Scalars["FieldMap"]["output"];
  operatingCashFlowGrowth: Maybe<Scalars["Float"]["output"]>;
  period: MetricsPeriod;
  priorPeriod: Maybe<MetricsPeriod>;
  revenueGrowth: Maybe<Scalars["Float"]["output"]>;
  units: Scalars["FieldMap"]["output"];
};

/** One stream in the realtime guide. */
export type GuideStream = {
  capability: Scalars["String"]["output"];
  carries: Scalars["String"]["output"];
  /** What to use it for. */
  intent: Scalars["String"]["output"];
  operation: Scalars["String"]["output"];
  path: Scalars["String"]["output"];
  /** What publishes it in this service today. */
  producerToday: Scalars["String"]["output"];
};

/** Statements by fiscal year (operation svc_v3_fundamentals_historical). */
export type HistoricalFundamentals = {
  balanceSheets: Maybe<Array<BalanceSheet>>;
  cashFlowStatements: Maybe<Array<CashFlowStatement>>;
  /** Rows served across the statements. */
  count: Scalars["Int"]["output"];
  /** Last fiscal year (the next calendar year when not given). */
  endYear: Scalars["Int"]["output"];
  /** Fiscal years served, newest first. */
  fiscalYears: Array<Scalars["Int"]["output"]>;
  includeQuarterly: Scalars["Boolean"]["output"];
  /** Newest first; each row's period says annual or quarterly. Null when not asked for. */
  incomeStatements: Maybe<Array<IncomeStatement>>;
  source: Maybe<Scalars["String"]["output"]>;
  /** First fiscal year of the window (1990 when not given). */
  startYear: Scalars["Int"]["output"];
  statementType: Scalars["String"]["output"];
  /** Why nothing is served (no SEC facts held). */
  status: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
};

export type HistoricalStatementType = "all" | "balance" | "cashflow" | "income";

/** One income statement (figures in the filing's units: usd, usd_per_share, shares). */
export type IncomeStatement = {
  accessionNumber: Maybe<Scalars["String"]["output"]>;
  costOfRevenue: Maybe<Scalars["Float"]["output"]>;
  epsBasic: Maybe<Scalars["Float"]["output"]>;
  /** epsBasic on the share basis after the issuer's latest split known to its SEC facts. */
  epsBasicSplitAdjusted: Maybe<Scalars["Float"]["output"]>;
  epsDiluted: Maybe<Scalars["Float"]["output"]>;
  /** epsDiluted on the share basis after the issuer's latest split known to its SEC facts. */
  epsDilutedSplitAdjusted: Maybe<Scalars["Float"]["output"]>;
  /** EPS figures fixed against net income, with the filed figure. */
  epsRepair: Array<EpsRepair>;
  /** Field → the us-gaap concept (or derivation) it came from. */
  fieldBasis: Scalars["FieldMap"]["output"];
  /** Field → why it is null. */
  fieldNotes: Scalars["FieldMap"]["output"];
  /** Field → why no filed figure confirms it (derived Q4). */
  fieldsUnverified: Scalars["FieldMap"]["output"];
  fieldsWithheld: Array<Scalars["FieldName"]["output"]>;
  filingDate: Maybe<Scalars["String"]["output"]>;
  fiscalPeriod: Maybe<Scalars["String"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  form: Maybe<Scalars["String"]["output"]>;
  grossProfit: Maybe<Scalars["Float"]["output"]>;
  incomeBeforeTax: Maybe<Scalars["Float"]["output"]>;
  incomeTaxExpense: Maybe<Scalars["Float"]["output"]>;
  interestExpense: Maybe<Scalars["Float"]["output"]>;
  netIncome: Maybe<Scalars["Float"]["output"]>;
  /** Banks: net interest income, where tagged. */
  netInterestIncome: Maybe<Scalars["Float"]["output"]>;
  operatingExpenses: Maybe<Scalars["Float"]["output"]>;
  operatingIncome: Maybe<Scalars["Float"]["output"]>;
  /** A later filing changed the EPS first filed for this period. */
  perShareRestated: Scalars["Boolean"]["output"];
  period: Scalars["String"]["output"];
  periodEnd: Scalars["String"]["output"];
  /** annual_report, quarterly_report, derived_fy_minus_q1_q3 or ttm_sum_of_4_quarters. */
  periodSource: Maybe<Scalars["String"]["output"]>;
  periodStart: Maybe<Scalars["String"]["output"]>;
  researchAndDevelopment: Maybe<Scalars["Float"]["output"]>;
  revenue: Maybe<Scalars["Float"]["output"]>;
  sellingGeneralAndAdministrative: Maybe<Scalars["Float"]["output"]>;
  /** Product of the split ratios dated after the EPS filing (1: none); null without EPS. */
  splitAdjustmentFactor: Maybe<Scalars["Float"]["output"]>;
  statementCheck: StatementCheck;
  ticker: Scalars["String"]["output"];
  ttmStatus: Maybe<Scalars["String"]["output"]>;
  weightedAverageSharesBasic: Maybe<Scalars["Float"]["output"]>;
  weightedAverageSharesDiluted: Maybe<Scalars["Float"]["output"]>;
};

/** Income statements (operation svc_v3_fundamentals_income_statements). */
export type IncomeStatements = {
  count: Scalars["Int"]["output"];
  /** Newest first. */
  items: Array<IncomeStatement>;
  /** A periodic report (10-K, 10-Q, …) in the company's SEC facts was filed after the newest filing served; null when no row is served. */
  newerFilingAvailable: Maybe<Scalars["Boolean"]["output"]>;
  period: Scalars["String"]["output"];
  /** Fiscal quarters absent between the newest and oldest served. */
  quartersMissing: Array<Scalars["String"]["output"]>;
  source: Maybe<Scalars["String"]["output"]>;
  /** Why items is empty or TTM is null. */
  status: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  units: Scalars["FieldMap"]["output"];
};

/** v3_stream_ingest_status. */
export type IngestStatus = {
  asOf: Scalars["String"]["output"];
  dedicatedService: DedicatedService;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type Instrument = {
  /** equity, etf or crypto. */
  assetClass: Scalars["String"]["output"];
  balanceSheets: Maybe<BalanceSheets>;
  cashFlowStatements: Maybe<CashFlowStatements>;
  /** Daily closes other domains compute from (@requires). */
  closeHistory: CloseHistory;
  companyFacts: CompanyFacts;
  companyFull: CompanyFull;
  /** The instrument's factor predictors (svc_v3_factor_predictors); null when its SEC facts are not held. */
  factorPredictors: Maybe<FactorPredictors>;
  /** The latest SEC EDGAR filings of the company as news. */
  filingNews: NewsFeed;
  financialStatements: Maybe<FinancialStatements>;
  fundamentalsFull: FundamentalsFull;
  gicsPeers: Peers;
  /** Newest fiscal years first. */
  growth: Array<FundamentalsGrowthRow>;
  historicalFundamentals: Maybe<HistoricalFundamentals>;
  incomeStatements: Maybe<IncomeStatements>;
  metrics: Maybe<Metrics>;
  metricsSnapshot: Maybe<MetricsSnapshot>;
  /** 12-1 momentum as of the last close. */
  momentum: MomentumLane;
  /** Name in the instrument master. */
  name: Scalars["String"]["output"];
  /** Daily call and put volume, put/call ratio and open interest from option chain snapshots. */
  optionsVolume: OptionsVolume;
  priceSnapshot: PriceSnapshot;
  prices: PriceBars;
  /** Volatility, historical VaR and Sharpe of the last year of closes. */
  riskProfile: RiskProfile;
  secDividends: TickerDividends;
  /** The instrument's SEC filings index (svc_v3_fundamentals_sec_filings); null when its submissions are not held. */
  secFilings: Maybe<SecFilings>;
  /** Normalised symbol: AAPL, BRK.B, X:BTCUSD. */
  ticker: Scalars["ID"]["output"];
  xbrlConcepts: Maybe<XbrlConcepts>;
  xbrlFacts: Maybe<XbrlFacts>;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentBalanceSheetsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentCashFlowStatementsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentFactorPredictorsArgs = {
  end: InputMaybe<Scalars["String"]["input"]>;
  latest?: Scalars["Boolean"]["input"];
  limit?: Scalars["Int"]["input"];
  start: InputMaybe<Scalars["String"]["input"]>;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentFilingNewsArgs = {
  limit?: Scalars["Int"]["input"];
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentFinancialStatementsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentGicsPeersArgs = {
  limit?: Scalars["Int"]["input"];
  minRelativeSize: InputMaybe<Scalars["Float"]["input"]>;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentGrowthArgs = {
  limit?: Scalars["Int"]["input"];
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentHistoricalFundamentalsArgs = {
  endYear: InputMaybe<Scalars["Int"]["input"]>;
  includeQuarterly?: Scalars["Boolean"]["input"];
  startYear: InputMaybe<Scalars["Int"]["input"]>;
  statementType?: HistoricalStatementType;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentIncomeStatementsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentMetricsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentOptionsVolumeArgs = {
  limit?: Scalars["Int"]["input"];
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentPricesArgs = {
  endDate: InputMaybe<Scalars["String"]["input"]>;
  interval?: PriceInterval;
  intervalMultiplier?: Scalars["Int"]["input"];
  limit?: Scalars["Int"]["input"];
  startDate: InputMaybe<Scalars["String"]["input"]>;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentSecFilingsArgs = {
  formType: InputMaybe<Scalars["String"]["input"]>;
  limit?: Scalars["Int"]["input"];
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentXbrlConceptsArgs = {
  limit?: Scalars["Int"]["input"];
  search: InputMaybe<Scalars["String"]["input"]>;
};

/** A tradable instrument, joined across subgraphs by ticker. */
export type InstrumentXbrlFactsArgs = {
  asOf: InputMaybe<Scalars["String"]["input"]>;
  concept: Scalars["String"]["input"];
  end: InputMaybe<Scalars["String"]["input"]>;
  form: InputMaybe<Scalars["String"]["input"]>;
  history?: Scalars["Boolean"]["input"];
  limit?: Scalars["Int"]["input"];
  start: InputMaybe<Scalars["String"]["input"]>;
  taxonomy: InputMaybe<Scalars["String"]["input"]>;
  unit: InputMaybe<Scalars["String"]["input"]>;
};

/** Search (operation svc_v3_fundamentals_search). */
export type InstrumentSearch = {
  count: Scalars["Int"]["output"];
  query: Scalars["String"]["output"];
  results: Array<SearchResult>;
  /** Matches before limit. */
  total: Scalars["Int"]["output"];
};

/** The filing whose facts are newest. */
export type LatestFiling = {
  accession: Maybe<Scalars["String"]["output"]>;
  filed: Maybe<Scalars["String"]["output"]>;
  fiscalPeriod: Maybe<Scalars["String"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  form: Maybe<Scalars["String"]["output"]>;
};

/** Valuation of the legacy snapshot at the quote's price, point in time. */
export type LegacyFundamentalsBlock = {
  /** Always null here (null_reasons). */
  beta: Maybe<Scalars["Float"]["output"]>;
  /** Always null here (null_reasons). */
  dividendYield: Maybe<Scalars["Float"]["output"]>;
  /** (market cap + debt - cash) / TTM EBITDA. */
  evToEbitda: Maybe<Scalars["Float"]["output"]>;
  evToEbitdaBasis: Maybe<Scalars["String"]["output"]>;
  /** pe_ratio / (1 + latest fiscal-year split-adjusted EPS growth); trailing arithmetic, not a consensus. */
  forwardPe: Maybe<Scalars["Float"]["output"]>;
  forwardPeBasis: Maybe<Scalars["String"]["output"]>;
  /** ok, partial or unavailable. */
  fundamentalsStatus: Scalars["String"]["output"];
  /** Price × share count. */
  marketCap: Maybe<Scalars["Float"]["output"]>;
  /** How market_cap was formed, in words. */
  marketCapBasis: Maybe<Scalars["String"]["output"]>;
  marketCapShares: Maybe<Scalars["Float"]["output"]>;
  marketCapSharesAsOf: Maybe<Scalars["String"]["output"]>;
  marketCapSharesBasis: Maybe<Scalars["String"]["output"]>;
  marketCapSharesStatus: Scalars["String"]["output"];
  /** Field → why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  /** Market cap over the latest stockholders' equity. */
  pbRatio: Maybe<Scalars["Float"]["output"]>;
  /** Price over diluted TTM EPS. */
  peRatio: Maybe<Scalars["Float"]["output"]>;
};

/** The quote block of the legacy snapshot (operation svc_snapshot). */
export type LegacyQuote = {
  /** Last-trade time, ISO 8601 UTC. */
  asOf: Scalars["String"]["output"];
  /** Last-trade time, Unix seconds. */
  asOfTs: Scalars["Int"]["output"];
  /** price minus prev_close. */
  change: Maybe<Scalars["Float"]["output"]>;
  /** Percent points, 6 significant figures. */
  changePercent: Maybe<Scalars["Float"]["output"]>;
  /** Last trade more than 6 hours old. */
  isStale: Scalars["Boolean"]["output"];
  prevClose: Maybe<Scalars["Float"]["output"]>;
  prevCloseDate: Maybe<Scalars["String"]["output"]>;
  /** Last trade in any session. */
  price: Scalars["Float"]["output"];
  priceAgeSeconds: Scalars["Int"]["output"];
  /** Whole shares of today's session only; null when the day bar is an earlier session's. */
  volume: Maybe<Scalars["Float"]["output"]>;
  volumeReason: Maybe<Scalars["String"]["output"]>;
};

/** Legacy snapshot (operation svc_snapshot): market's quote; the fundamentals block and the sector are contributed by the fundamentals subgraph. */
export type LegacySnapshot = {
  fundamentals: LegacyFundamentalsBlock;
  name: Scalars["String"]["output"];
  /** The quote's price (what the fundamentals block values). */
  price: Scalars["Float"]["output"];
  /** Session date of the price, YYYY-MM-DD. */
  priceDate: Scalars["String"]["output"];
  quote: LegacyQuote;
  /** SIC division of the issuer. */
  sector: Maybe<Scalars["String"]["output"]>;
  /** Why sector is null: not_applicable_non_equity, no_sec_cik, sic_code_not_held, sic_code_outside_divisions. */
  sectorReason: Maybe<Scalars["String"]["output"]>;
  /** The taxonomy `sector` is named in. */
  sectorTaxonomy: Scalars["String"]["output"];
  /** The SEC's SIC code the division is read from (submissions JSON). */
  sicCode: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
};

/** A symbol a live producer published within the last 120 s. */
export type LiveSymbol = {
  lastEventAt: Scalars["String"]["output"];
  producers: Array<Scalars["String"]["output"]>;
  replay: Scalars["Boolean"]["output"];
  /** Streams it was published on. */
  streams: Array<Scalars["String"]["output"]>;
  symbol: Scalars["String"]["output"];
};

/** MACD 12/26/9 on the newest bar. */
export type MacdValues = {
  histogram: Maybe<Scalars["Float"]["output"]>;
  macd: Maybe<Scalars["Float"]["output"]>;
  signal: Maybe<Scalars["Float"]["output"]>;
};

/** Macro dashboard (operation svc_macro). */
export type MacroDashboard = {
  /** Newest observation date among the dashboard fields. */
  asOf: Maybe<Scalars["String"]["output"]>;
  /** ICE BofA US High Yield option-adjusted spread, percent. */
  creditSpread: Maybe<Scalars["Float"]["output"]>;
  /** ICE BofA US Corporate (investment grade) OAS, percent. */
  creditSpreadIg: Maybe<Scalars["Float"]["output"]>;
  creditSpreadIgObsDate: Maybe<Scalars["String"]["output"]>;
  creditSpreadObsDate: Maybe<Scalars["String"]["output"]>;
  dxy: Maybe<Scalars["Float"]["output"]>;
  dxyReason: Scalars["String"]["output"];
  fearGreed: Maybe<Scalars["Float"]["output"]>;
  fearGreedReason: Scalars["String"]["output"];
  /** True when any dashboard field is older than the threshold. */
  isStale: Scalars["Boolean"]["output"];
  /** Dashboard field -> why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  /** risk_on, neutral or risk_off. */
  regime: Maybe<Scalars["String"]["output"]>;
  regimeMethod: Scalars["String"]["output"];
  regimeReason: Maybe<Scalars["String"]["output"]>;
  /** The rule conditions that decided the regime. */
  regimeReasons: Array<Scalars["String"]["output"]>;
  releases: Array<MacroRelease>;
  /** Source series of each field. */
  sources: Scalars["FieldMap"]["output"];
  sp500Trend: Maybe<Scalars["String"]["output"]>;
  sp500TrendReason: Scalars["String"]["output"];
  staleFields: Array<Scalars["FieldName"]["output"]>;
  stalenessThresholdDays: Scalars["Float"]["output"];
  /** 10-year Treasury constant-maturity yield, percent. */
  tnx_10y: Maybe<Scalars["Float"]["output"]>;
  tnx_10yObsDate: Maybe<Scalars["String"]["output"]>;
  /** Unit of each numeric field. */
  units: Scalars["FieldMap"]["output"];
  /** Nominal broad U.S. dollar index (Jan 2006 = 100). */
  usdIndexBroad: Maybe<Scalars["Float"]["output"]>;
  usdIndexBroadObsDate: Maybe<Scalars["String"]["output"]>;
  /** Cboe VIX session close. */
  vix: Maybe<Scalars["Float"]["output"]>;
  vixObsDate: Maybe<Scalars["String"]["output"]>;
  vvix: Maybe<Scalars["Float"]["output"]>;
  vvixObsDate: Maybe<Scalars["String"]["output"]>;
  vvixReason: Maybe<Scalars["String"]["output"]>;
  /** 10-year minus 2-year yield, percentage points. */
  yieldCurve_10y2y: Maybe<Scalars["Float"]["output"]>;
  yieldCurve_10y2yObsDate: Maybe<Scalars["String"]["output"]>;
};

/** The latest observation of an economic release with its changes. */
export type MacroRelease = {
  /** Unit of change_1m, change_12m and change_1q. */
  changeUnits: Scalars["String"]["output"];
  change_1m: Maybe<Scalars["Float"]["output"]>;
  /** Quarterly series: change on the previous quarter. */
  change_1q: Maybe<Scalars["Float"]["output"]>;
  /** Quarterly series: the quarter's change at an annual rate, percent. */
  change_1qAnnualized: Maybe<Scalars["Float"]["output"]>;
  change_12m: Maybe<Scalars["Float"]["output"]>;
  frequency: Scalars["String"]["output"];
  key: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
  /** Field -> why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  observationDate: Maybe<Scalars["String"]["output"]>;
  /** YYYY-MM (monthly) or YYYY-Qn (quarterly). */
  referencePeriod: Maybe<Scalars["String"]["output"]>;
  /** Release date; null: the source has none (released_reason). */
  released: Maybe<Scalars["String"]["output"]>;
  releasedReason: Scalars["String"]["output"];
  /** FRED series id; null when none is bundled. */
  seriesId: Maybe<Scalars["String"]["output"]>;
  units: Scalars["String"]["output"];
  value: Maybe<Scalars["Float"]["output"]>;
};

/** A market event (stream market_events), with its source's as-of time, feed lag and staleness. No producer publishes them yet. */
export type MarketEventFrame = {
  /** Repeats timestamp. */
  asOf: Scalars["String"]["output"];
  /** Seconds between the source's as-of time and receipt. */
  feedLagS: Maybe<Scalars["Float"]["output"]>;
  /** Stream id <ms>-<seq>; `since` resumes after it. */
  id: Scalars["String"]["output"];
  /** The instrument, with fields from every subgraph. */
  instrument: Instrument;
  isStale: Scalars["Boolean"]["output"];
  originalTime: Maybe<Scalars["String"]["output"]>;
  /** When the frame was published to the stream. */
  publishedAt: Scalars["String"]["output"];
  /** True: a replay of recorded data, not a live feed. */
  replay: Scalars["Boolean"]["output"];
  /** The source's own as-of time. */
  sourceAsOf: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  timestamp: Scalars["String"]["output"];
  type: Scalars["String"]["output"];
};

/** A finite page of market events after `since`, oldest first. */
export type MarketEventsPage = {
  events: Array<CatchupEvent>;
  feed: CatchupFeed;
  /** More matching events are held after next_since. */
  hasMore: Scalars["Boolean"]["output"];
  /** Pass as `since` for the next page: the id of the last event returned (the `since` sent when the page is empty). */
  nextSince: Scalars["String"]["output"];
};

/** The last trade with its day, change, quote and staleness (route /api/market/quote/{ticker}). */
export type MarketQuote = {
  /** Last-trade time, ISO 8601 UTC. */
  asOf: Scalars["String"]["output"];
  asOfBasis: Scalars["String"]["output"];
  ask: Maybe<Scalars["Float"]["output"]>;
  askSize: Maybe<Scalars["Float"]["output"]>;
  bid: Maybe<Scalars["Float"]["output"]>;
  bidSize: Maybe<Scalars["Float"]["output"]>;
  /** price minus prev_close. */
  change: Maybe<Scalars["Float"]["output"]>;
  /** Percent points, 6 significant figures. */
  changePercent: Maybe<Scalars["Float"]["output"]>;
  /** The day bar's session (before the open: the previous one; null with open..volume when it is not held). */
  dayBarDate: Maybe<Scalars["String"]["output"]>;
  high: Maybe<Scalars["Float"]["output"]>;
  isStale: Scalars["Boolean"]["output"];
  low: Maybe<Scalars["Float"]["output"]>;
  /** Session when served: pre, regular, post or closed. */
  marketSession: Scalars["String"]["output"];
  open: Maybe<Scalars["Float"]["output"]>;
  prevClose: Maybe<Scalars["Float"]["output"]>;
  prevCloseDate: Maybe<Scalars["String"]["output"]>;
  /** Last trade in any session. */
  price: Scalars["Float"]["output"];
  priceAgeSeconds: Scalars["Int"]["output"];
  /** How the prices are adjusted (split_adjusted, unadjusted, ...). */
  priceBasis: Scalars["String"]["output"];
  /** Session date of the price, YYYY-MM-DD. */
  priceDate: Scalars["String"]["output"];
  /** pre, regular or post. */
  priceSession: Scalars["String"]["output"];
  quoteAsOf: Maybe<Scalars["String"]["output"]>;
  /** ok, or why bid/ask are null. */
  quoteStatus: Scalars["String"]["output"];
  /** complete, partial (a session field is null) or unavailable (no session established). */
  sessionDetailStatus: Scalars["String"]["output"];
  /** The staleness threshold applied: 6 hours for equities, 15 minutes for crypto. */
  staleAfterSeconds: Scalars["Int"]["output"];
  /** Day volume so far: shares (base-asset units for crypto). */
  volume: Maybe<Scalars["Float"]["output"]>;
};

/** Route /api/market/quote/{ticker}: one instrument's quote. */
export type MarketQuoteAnswer = {
  assetClass: Scalars["String"]["output"];
  /** The freshness policy applied (off, live or strict). */
  freshness: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
  quote: MarketQuote;
  ticker: Scalars["String"]["output"];
};

/** v3_market_universe: live and warm coverage. */
export type MarketUniverse = {
  asOf: Scalars["String"]["output"];
  capacity: WarmCapacity;
  live: Array<LiveSymbol>;
  note: Scalars["String"]["output"];
  producers: Array<StreamProducer>;
  /** Warm means requested, not provider-confirmed. */
  warm: Array<WarmSymbol>;
};

/** Metrics (operation svc_v3_fundamentals_metrics). */
export type Metrics = {
  count: Scalars["Int"]["output"];
  /** Newest first; period ttm: one row. */
  items: Array<MetricsRow>;
  period: Scalars["String"]["output"];
  source: Maybe<Scalars["String"]["output"]>;
  /** Why items is empty, or the TTM status. */
  status: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
};

/** A metrics block's period. */
export type MetricsPeriod = {
  end: Maybe<Scalars["String"]["output"]>;
  fiscalQuarter: Maybe<Scalars["Int"]["output"]>;
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  start: Maybe<Scalars["String"]["output"]>;
  /** quarter, fiscal_year, ttm, partial_ttm or point_in_time. */
  type: Scalars["String"]["output"];
};

/** Ratios; their unit (fraction, percent or multiple) is in the block's units. */
export type MetricsRatios = {
  currentRatio: Maybe<Scalars["Float"]["output"]>;
  debtToEquity: Maybe<Scalars["Float"]["output"]>;
  freeCashFlowMargin: Maybe<Scalars["Float"]["output"]>;
  grossMargin: Maybe<Scalars["Float"]["output"]>;
  netMargin: Maybe<Scalars["Float"]["output"]>;
  operatingMargin: Maybe<Scalars["Float"]["output"]>;
  returnOnAssets: Maybe<Scalars["Float"]["output"]>;
  returnOnEquity: Maybe<Scalars["Float"]["output"]>;
};

/** One period's figures and ratios (USD; ratios as fractions unless units say otherwise). */
export type MetricsRow = {
  /** Date of the balance sheet the point-in-time figures come from. */
  balanceSheetDate: Maybe<Scalars["String"]["output"]>;
  capitalExpenditure: Maybe<Scalars["Float"]["output"]>;
  cashAndEquivalents: Maybe<Scalars["Float"]["output"]>;
  debtComponentsMissing: Array<Scalars["FieldName"]["output"]>;
  debtRatiosBasis: Scalars["String"]["output"];
  definitions: Scalars["FieldMap"]["output"];
  freeCashFlow: Maybe<Scalars["Float"]["output"]>;
  grossProfit: Maybe<Scalars["Float"]["output"]>;
  /** financial or non_financial. */
  issuerClass: Scalars["String"]["output"];
  issuerClassBasis: Scalars["String"]["output"];
  netDebt: Maybe<Scalars["Float"]["output"]>;
  /** ok, debt_components_missing, cash_not_reported or not_meaningful_for_financial_issuer. */
  netDebtStatus: Scalars["String"]["output"];
  netIncome: Maybe<Scalars["Float"]["output"]>;
  /** Field → why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  operatingCashFlow: Maybe<Scalars["Float"]["output"]>;
  operatingIncome: Maybe<Scalars["Float"]["output"]>;
  period: MetricsPeriod;
  /** Fractions of this period alone (currentRatio, debtToEquity: multiples). */
  ratios: MetricsRatios;
  revenue: Maybe<Scalars["Float"]["output"]>;
  totalAssets: Maybe<Scalars["Float"]["output"]>;
  totalCurrentAssets: Maybe<Scalars["Float"]["output"]>;
  totalCurrentLiabilities: Maybe<Scalars["Float"]["output"]>;
  totalDebt: Maybe<Scalars["Float"]["output"]>;
  totalDebtBasis: Scalars["String"]["output"];
  totalStockholdersEquity: Maybe<Scalars["Float"]["output"]>;
  /** The snapshot's ttm block: the ratios as percent numbers. */
  ttmRatios: Maybe<MetricsRatios>;
  /** TTM: ok, insufficient_quarters or quarter_gap. */
  ttmStatus: Maybe<Scalars["String"]["output"]>;
  /** TTM: flows held for fewer than the four quarters (so null). */
  ttmUnderfilledFields: Array<Scalars["FieldName"]["output"]>;
  /** Field → percent, fraction, usd, multiple; reportingCurrency. */
  units: Scalars["FieldMap"]["output"];
};

/** Metrics snapshot (operation svc_v3_fundamentals_metrics_snapshot). */
export type MetricsSnapshot = {
  growth: Maybe<GrowthBlock>;
  /** The latest quarter; ratios are its fractions alone. */
  latestQuarter: Maybe<MetricsRow>;
  reportingCurrency: Scalars["String"]["output"];
  source: Maybe<Scalars["String"]["output"]>;
  status: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** Trailing four quarters; ttmRatios in percent. */
  ttm: Maybe<MetricsRow>;
};

/** 12-1 momentum of the instrument's daily closes (the technical lane). */
export type MomentumLane = {
  /** Date of the last close held; null when none is held. */
  asOf: Maybe<Scalars["String"]["output"]>;
  definition: Scalars["String"]["output"];
  endClose: Maybe<Scalars["Float"]["output"]>;
  /** Date of the last close on or before as_of minus 1 month. */
  endDate: Maybe<Scalars["String"]["output"]>;
  /** True above +1,000%: more likely bad data than a real move. */
  implausible: Scalars["Boolean"]["output"];
  /** Always "technical". */
  lane: Scalars["String"]["output"];
  /** Adjustment basis of the closes, as market publishes it. */
  priceBasis: Maybe<Scalars["String"]["output"]>;
  /** Whether value may enter a cross-sectional ranking. */
  rankable: Scalars["Boolean"]["output"];
  /** Why value is null or not rankable: no_prices, insufficient_history, invalid_close or implausible_12_1_momentum. */
  reason: Maybe<Scalars["String"]["output"]>;
  startClose: Maybe<Scalars["Float"]["output"]>;
  /** Date of the last close on or before as_of minus 12 months. */
  startDate: Maybe<Scalars["String"]["output"]>;
  /** Simple return from start_close to end_close as a fraction (0.25 = +25%); null with reason. */
  value: Maybe<Scalars["Float"]["output"]>;
};

/** One fund's holding (operation svc_v3_funds_mutual_fund_ownership). */
export type MutualFundHolding = {
  fund: Scalars["String"]["output"];
  marketValue: Maybe<Scalars["Float"]["output"]>;
  reportDate: Scalars["String"]["output"];
  shares: Maybe<Scalars["Float"]["output"]>;
};

/** Operation svc_v3_funds_mutual_fund_ownership. */
export type MutualFundOwnership = {
  count: Scalars["Int"]["output"];
  items: Array<MutualFundHolding>;
  reportDate: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
};

/** News items for one instrument, newest first, with what the source holds. */
export type NewsFeed = {
  /** Items returned. */
  count: Scalars["Int"]["output"];
  /** What the feed covers and why it may be short or empty. */
  coverageNote: Scalars["String"]["output"];
  /** True: only the newest ~1,000 EDGAR filings per company are held, so older news is missing. */
  isPartial: Scalars["Boolean"]["output"];
  items: Array<NewsItem>;
  /** UTC date of the newest item returned; null when none. */
  newestItemDate: Maybe<Scalars["String"]["output"]>;
  /** Filing date of the oldest filing (any form) held for the company; null when none is held. */
  searchedBackTo: Maybe<Scalars["String"]["output"]>;
  /** "sec-edgar". */
  source: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
};

/** A news frame (stream news). No news publisher runs in this service, so subscribing answers 503 producer_unavailable; this is what a publisher's frames would carry. */
export type NewsFrame = {
  /** Repeats timestamp. */
  asOf: Scalars["String"]["output"];
  /** Stream id <ms>-<seq>; `since` resumes after it. */
  id: Scalars["String"]["output"];
  /** The instrument, with fields from every subgraph. */
  instrument: Instrument;
  originalTime: Maybe<Scalars["String"]["output"]>;
  /** When the frame was published to the stream. */
  publishedAt: Scalars["String"]["output"];
  /** True: a replay of recorded data, not a live feed. */
  replay: Scalars["Boolean"]["output"];
  /** Who published the item. */
  source: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** When the item was published. */
  timestamp: Scalars["String"]["output"];
  title: Scalars["String"]["output"];
  url: Maybe<Scalars["String"]["output"]>;
};

/** A news item; here an SEC EDGAR filing (8-K, 10-K, 10-Q and their amendments). */
export type NewsItem = {
  author: Scalars["String"]["output"];
  /** Always null: see bodyReason. */
  body: Maybe<Scalars["String"]["output"]>;
  /** Why body is null. */
  bodyReason: Maybe<Scalars["String"]["output"]>;
  /** ["sec-filing"]. */
  channels: Array<Scalars["String"]["output"]>;
  /** Always empty: filings are not about crypto assets. */
  coins: Array<Scalars["String"]["output"]>;
  /** The same instant as published. */
  created: Maybe<Scalars["String"]["output"]>;
  /** EDGAR filing date (US Eastern business day), YYYY-MM-DD. */
  filingDate: Scalars["String"]["output"];
  /** EDGAR form type, e.g. 10-K or 8-K/A. */
  form: Scalars["String"]["output"];
  /** EDGAR accession number, e.g. 0000320193-25-000079. */
  id: Scalars["String"]["output"];
  /** Form 8-K item codes, e.g. ["2.02", "9.01"]; empty for other forms. */
  items: Array<Scalars["String"]["output"]>;
  /** EDGAR acceptance instant, ISO 8601 UTC; null with publishedReason if EDGAR gives none. */
  published: Maybe<Scalars["String"]["output"]>;
  /** acceptance_time_missing when published is null. */
  publishedReason: Maybe<Scalars["String"]["output"]>;
  /** Period or event date the filing reports on, YYYY-MM-DD. */
  reportDate: Maybe<Scalars["String"]["output"]>;
  /** The form in lower case, e.g. ["8-k"]. */
  tags: Array<Scalars["String"]["output"]>;
  /** Always null: see teaserReason. */
  teaser: Maybe<Scalars["String"]["output"]>;
  /** Why teaser is null. */
  teaserReason: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** The instrument asked about. */
  tickers: Array<Scalars["String"]["output"]>;
  /** Company, form and form description; an 8-K also lists its item titles. */
  title: Scalars["String"]["output"];
  /** Always null: a filing is never edited in place; an amendment is a separate filing (form ending /A). */
  updated: Maybe<Scalars["String"]["output"]>;
  /** The filing's primary document on sec.gov (its index page if none is named). */
  url: Scalars["String"]["output"];
};

/** v3_stream_news_publisher_status: whether a news publisher feeds the news stream: unavailable (no producer reports), degraded (one reports but does not run), running, or unknown (heartbeats unreadable). */
export type NewsPublisherStatus = {
  asOf: Scalars["String"]["output"];
  effectiveStatus: Scalars["String"]["output"];
  liveProducers: Array<Scalars["String"]["output"]>;
  note: Scalars["String"]["output"];
  producers: Array<Scalars["String"]["output"]>;
  /** no_producer, or the producers' not_running_reason. */
  reason: Maybe<Scalars["String"]["output"]>;
  streamPath: Scalars["String"]["output"];
};

/** A dataset slug of the catalogue awaiting a table. */
export type NotIngestedDataset = {
  /** Filters it will accept. */
  filters: Array<Scalars["String"]["output"]>;
  reason: Scalars["String"]["output"];
  slug: Scalars["String"]["output"];
};

/** OHLCV of the shown window: first open, highest high, lowest low, last close. */
export type OhlcvSummary = {
  /** close minus open of the window. */
  change: Maybe<Scalars["Float"]["output"]>;
  /** Percent points, 6 significant figures. */
  changePercent: Maybe<Scalars["Float"]["output"]>;
  close: Scalars["Float"]["output"];
  end: Scalars["String"]["output"];
  high: Scalars["Float"]["output"];
  lastBar: ChartBarValues;
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  start: Scalars["String"]["output"];
  /** Summed over the window (shares, or base units for crypto). */
  volume: Scalars["Float"]["output"];
};

/** One option contract's day on the tape. */
export type OptionPrint = {
  close: Scalars["Float"]["output"];
  /** OCC-style symbol: root, YYMMDD, C or P, strike × 1000 in 8 digits. */
  contract: Scalars["String"]["output"];
  /** call or put. */
  contractType: Scalars["String"]["output"];
  /** Calendar days from the snapshot date to expiry. */
  dte: Scalars["Int"]["output"];
  expiry: Scalars["String"]["output"];
  high: Scalars["Float"]["output"];
  /** As published (Lean's model; 0 is what the source says). */
  impliedVolatility: Maybe<Scalars["Float"]["output"]>;
  low: Scalars["Float"]["output"];
  /** close × volume × 100 shares per contract, USD. */
  notional: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  /** Null where the source did not report it. */
  openInterest: Maybe<Scalars["Float"]["output"]>;
  strike: Scalars["Float"]["output"];
  /** Contracts traded that day. */
  volume: Scalars["Float"]["output"];
};

/** A day's option prints for one underlying (operation svc_v3_tape_options). */
export type OptionTape = {
  /** Chain snapshot dates held, newest first. */
  availableDates: Array<Scalars["String"]["output"]>;
  count: Scalars["Int"]["output"];
  coverageNote: Maybe<Scalars["String"]["output"]>;
  items: Array<OptionPrint>;
  notionalBasis: Scalars["String"]["output"];
  /** Field → why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  snapshotDate: Maybe<Scalars["String"]["output"]>;
  /** Where the prints come from. */
  source: Scalars["String"]["output"];
  sourceFiles: Array<Scalars["String"]["output"]>;
  summary: Maybe<OptionTapeSummary>;
  ticker: Scalars["String"]["output"];
};

export type OptionTapeSort = "notional" | "volume";

export type OptionTapeSummary = {
  callNotional: Scalars["Float"]["output"];
  callVolume: Scalars["Float"]["output"];
  /** Contracts in the day's chain held. */
  contractsHeld: Scalars["Int"]["output"];
  /** Contracts matching the filters. */
  contractsMatched: Scalars["Int"]["output"];
  putCallVolumeRatio: Maybe<Scalars["Float"]["output"]>;
  putNotional: Scalars["Float"]["output"];
  putVolume: Scalars["Float"]["output"];
};

/** Daily options volume of one underlying, newest snapshot date first. */
export type OptionsVolume = {
  /** Items returned. */
  count: Scalars["Int"]["output"];
  /** One item per snapshot date held, newest first. */
  items: Array<OptionsVolumeDay>;
  /** What the figures cover and where they fall short. */
  note: Scalars["String"]["output"];
  /** "option_chain_snapshots". */
  source: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
};

/** Options volume of one snapshot date: sums over the contracts held in that date's option chain snapshot. */
export type OptionsVolumeDay = {
  callContracts: Scalars["Int"]["output"];
  /** Calls held whose open interest the source does not report. */
  callContractsWithoutOpenInterest: Scalars["Int"]["output"];
  /** Open interest summed over the calls that report it; the others are counted, not guessed. */
  callOpenInterest: Maybe<Scalars["Float"]["output"]>;
  /** no_call_contracts_held or open_interest_not_reported when the call open interest is null. */
  callOpenInterestReason: Maybe<Scalars["String"]["output"]>;
  /** Day volume of the calls held, in contracts. */
  callVolume: Maybe<Scalars["Float"]["output"]>;
  /** no_call_contracts_held when the call volume is null. */
  callVolumeReason: Maybe<Scalars["String"]["output"]>;
  /** Contracts (rows) held in the chain snapshot, calls and puts. */
  contracts: Scalars["Int"]["output"];
  /** calls_and_puts, or calls_only / puts_only: a chain holding one side only is truncated, not a full chain. */
  coverage: Scalars["String"]["output"];
  /** Snapshot date of the chain (the date its file is named for). */
  date: Scalars["String"]["output"];
  /** Distinct expiries among the contracts held. */
  expiries: Scalars["Int"]["output"];
  /** Put volume / call volume, 6 significant figures; null with a reason. */
  putCallVolumeRatio: Maybe<Scalars["Float"]["output"]>;
  /** Why the ratio is null: no_call_volume, no_call_contracts_held or no_put_contracts_held. */
  putCallVolumeRatioReason: Maybe<Scalars["String"]["output"]>;
  putContracts: Scalars["Int"]["output"];
  /** Puts held whose open interest the source does not report. */
  putContractsWithoutOpenInterest: Scalars["Int"]["output"];
  /** Open interest summed over the puts that report it; the others are counted, not guessed. */
  putOpenInterest: Maybe<Scalars["Float"]["output"]>;
  /** no_put_contracts_held or open_interest_not_reported when the put open interest is null. */
  putOpenInterestReason: Maybe<Scalars["String"]["output"]>;
  /** Day volume of the puts held, in contracts. */
  putVolume: Maybe<Scalars["Float"]["output"]>;
  /** no_put_contracts_held when the put volume is null. */
  putVolumeReason: Maybe<Scalars["String"]["output"]>;
  /** The chain files the item was computed from. */
  sourceFiles: Array<Scalars["String"]["output"]>;
  /** Day volume of every contract held, calls and puts. */
  totalVolume: Scalars["Float"]["output"];
};

/** How the size floor was applied. */
export type PeerFilterStats = {
  belowFloor: Scalars["Int"]["output"];
  /** GICS peers before the size filter. */
  candidates: Scalars["Int"]["output"];
  cleared: Scalars["Int"]["output"];
  /** Floors tried, in order. */
  floorsTried: Array<Scalars["Float"]["output"]>;
  minRelativeSizeApplied: Scalars["Float"]["output"];
  /** The floor asked for; null: the default ladder. */
  minRelativeSizeRequested: Maybe<Scalars["Float"]["output"]>;
  /** Candidates whose relative size is unknown. */
  sizeUnknown: Scalars["Int"]["output"];
};

/** One peer. */
export type PeerRow = {
  industry: Maybe<Scalars["String"]["output"]>;
  name: Scalars["String"]["output"];
  /** size / the subject's size. */
  relativeSize: Maybe<Scalars["Float"]["output"]>;
  sector: Maybe<Scalars["String"]["output"]>;
  /** Latest fiscal-year revenue (usd) from its SEC facts. */
  size: Maybe<Scalars["Float"]["output"]>;
  sizeFiscalYear: Maybe<Scalars["Int"]["output"]>;
  /** ok, or why size is null. */
  sizeStatus: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
};

/** Peers (operation svc_v3_fundamentals_peers). */
export type Peers = {
  count: Scalars["Int"]["output"];
  /** GICS level the peers share: gics_sub_industry, or gics_sector when the sub-industry has none. */
  peerBasis: Maybe<Scalars["String"]["output"]>;
  peerFilterStats: PeerFilterStats;
  peerGroup: Maybe<Scalars["String"]["output"]>;
  /** own_data_gics: the S&P 500 master's GICS classification. */
  peerSelectionBasis: Scalars["String"]["output"];
  /** ok, or subject_not_in_sp500_master. */
  peerUniverseStatus: Scalars["String"]["output"];
  peers: Array<PeerRow>;
  /** ok, none_after_size_filter, none_after_data_error_filter or none_in_industry. */
  peersStatus: Scalars["String"]["output"];
  sizeMeasure: Scalars["String"]["output"];
  subjectSize: Maybe<Scalars["Float"]["output"]>;
  subjectSizeFiscalYear: Maybe<Scalars["Int"]["output"]>;
  ticker: Scalars["String"]["output"];
};

/** One fiscal quarter's accounting characteristics. */
export type PredictorRow = {
  /** Fraction. */
  accruals: Maybe<Scalars["Float"]["output"]>;
  /** Fraction. */
  assetGrowthYoy: Maybe<Scalars["Float"]["output"]>;
  /** Fraction. */
  assetTurnover: Maybe<Scalars["Float"]["output"]>;
  /** Filing date of the newest filing the row uses: not known to the market before it. */
  availableDate: Maybe<Scalars["String"]["output"]>;
  /** Fraction. */
  cashToAssets: Maybe<Scalars["Float"]["output"]>;
  fiscalQuarter: Scalars["Int"]["output"];
  fiscalYear: Scalars["Int"]["output"];
  /** Fraction. */
  grossMargin: Maybe<Scalars["Float"]["output"]>;
  /** Fraction. */
  grossProfitability: Maybe<Scalars["Float"]["output"]>;
  /** Fraction. */
  leverage: Maybe<Scalars["Float"]["output"]>;
  /** Fraction. */
  netMargin: Maybe<Scalars["Float"]["output"]>;
  /** Predictor → why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  /** Fraction. */
  operatingMargin: Maybe<Scalars["Float"]["output"]>;
  periodEnd: Scalars["String"]["output"];
  /** Fraction. */
  rdToSales: Maybe<Scalars["Float"]["output"]>;
  /** Fraction. */
  roa: Maybe<Scalars["Float"]["output"]>;
  /** Fraction. */
  roe: Maybe<Scalars["Float"]["output"]>;
  /** Fraction. */
  salesGrowthYoy: Maybe<Scalars["Float"]["output"]>;
};

export type PriceBar = {
  /** Underlying bars (sessions or minutes) in the bucket. */
  barCount: Scalars["Int"]["output"];
  close: Scalars["Float"]["output"];
  /** Session date of the bucket's first bar. */
  date: Scalars["String"]["output"];
  high: Scalars["Float"]["output"];
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  /** The bucket's period had not ended by data_through. */
  partial: Scalars["Boolean"]["output"];
  /** Bucket start: YYYY-MM-DD for day, week, month; ISO 8601 UTC intraday. */
  timestamp: Scalars["String"]["output"];
  volume: Scalars["Float"]["output"];
};

/** Bars of one instrument (operation svc_v3_fundamentals_prices). */
export type PriceBars = {
  /** Prices and volumes are on the latest known share basis. */
  adjusted: Scalars["Boolean"]["output"];
  /** split_adjusted, split_dividend_adjusted (as the price source published it), unadjusted (no split history held), not_applicable_crypto. */
  adjustmentBasis: Scalars["String"]["output"];
  /** price_source (the file came adjusted), corporate_actions (held splits applied here) or none. */
  adjustmentSource: Scalars["String"]["output"];
  count: Scalars["Int"]["output"];
  coverageNote: Maybe<Scalars["String"]["output"]>;
  /** Last session held for the instrument at this interval (minute data for minute and hour). */
  dataThrough: Maybe<Scalars["String"]["output"]>;
  /** US Eastern trading day, or UTC day for crypto. */
  dayBasis: Scalars["String"]["output"];
  endDate: Maybe<Scalars["String"]["output"]>;
  interval: Scalars["String"]["output"];
  intervalMultiplier: Scalars["Int"]["output"];
  /** The most recent `limit` bars, oldest first. */
  items: Array<PriceBar>;
  /** The newest bar's period had not ended by data_through. */
  partial: Scalars["Boolean"]["output"];
  /** The session of data_through had closed. */
  sessionComplete: Scalars["Boolean"]["output"];
  /** Splits after the first returned bar that were applied here (empty when the source adjusted). */
  splitsApplied: Array<SplitApplied>;
  startDate: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
};

export type PriceInterval = "day" | "hour" | "minute" | "month" | "second" | "week";

/** Last price with its session, change and staleness (operation svc_v3_fundamentals_price_snapshot). Valuation fields (market cap, P/E) are contributed by the fundamentals subgraph. */
export type PriceSnapshot = {
  /** Time of the last trade, ISO 8601 UTC. */
  asOf: Scalars["String"]["output"];
  /** How as_of was established from the data. */
  asOfBasis: Scalars["String"]["output"];
  ask: Maybe<Scalars["Float"]["output"]>;
  askSize: Maybe<Scalars["Float"]["output"]>;
  assetClass: Scalars["String"]["output"];
  bid: Maybe<Scalars["Float"]["output"]>;
  bidSize: Maybe<Scalars["Float"]["output"]>;
  /** Date of the day bar (before the open: the previous session; null, with the day_* fields, when that session is not held). */
  dayBarDate: Maybe<Scalars["String"]["output"]>;
  /** price minus prev_close. */
  dayChange: Maybe<Scalars["Float"]["output"]>;
  /** Percent points, 6 significant figures. */
  dayChangePercent: Maybe<Scalars["Float"]["output"]>;
  dayClose: Maybe<Scalars["Float"]["output"]>;
  dayHigh: Maybe<Scalars["Float"]["output"]>;
  dayLow: Maybe<Scalars["Float"]["output"]>;
  dayOpen: Maybe<Scalars["Float"]["output"]>;
  /** Running tally, whole shares. */
  dayVolume: Maybe<Scalars["Float"]["output"]>;
  dividend: DividendBlock;
  /** Fraction: regular cash dividends with ex-date in the last 365 days over price, split-adjusted. */
  dividendYield: Maybe<Scalars["Float"]["output"]>;
  /** Fraction: latest regular dividend times payments per year over price. */
  dividendYieldIndicated: Maybe<Scalars["Float"]["output"]>;
  dividendYieldIndicatedReason: Maybe<Scalars["String"]["output"]>;
  dividendYieldReason: Maybe<Scalars["String"]["output"]>;
  /** Diluted EPS over the trailing year. */
  epsTtm: Maybe<Scalars["Float"]["output"]>;
  epsTtmBasis: Maybe<Scalars["String"]["output"]>;
  extendedHours: Maybe<ExtendedHoursBlock>;
  /** pe_ttm / (1 + latest fiscal-year diluted EPS growth, or net-income growth when a split lies between the years); trailing arithmetic, not a consensus. */
  forwardPe: Maybe<Scalars["Float"]["output"]>;
  /** How forward_pe was computed: the growth used (..._split_adjusted_diluted_eps_growth or ..._net_income_growth_split_between_years). */
  forwardPeBasis: Maybe<Scalars["String"]["output"]>;
  /** ok, or why forward_pe is null: pe_ttm_unavailable, eps_growth_unavailable, non_positive_eps_growth. */
  forwardPeStatus: Scalars["String"]["output"];
  /** Last trade older than 6 hours (15 minutes for crypto). */
  isStale: Scalars["Boolean"]["output"];
  /** price × share count. */
  marketCap: Maybe<Scalars["Float"]["output"]>;
  marketCapShares: Maybe<Scalars["Float"]["output"]>;
  marketCapSharesAsOf: Maybe<Scalars["String"]["output"]>;
  marketCapSharesBasis: Maybe<Scalars["String"]["output"]>;
  /** ok, after_price_date, or why the share count is null. */
  marketCapSharesStatus: Scalars["String"]["output"];
  /** Session when served: pre, regular, post or closed. */
  marketSession: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
  peTtm: Maybe<Scalars["Float"]["output"]>;
  /** Regular-session close of prev_close_date. */
  prevClose: Maybe<Scalars["Float"]["output"]>;
  prevCloseDate: Maybe<Scalars["String"]["output"]>;
  /** Last trade in any session. */
  price: Scalars["Float"]["output"];
  priceAgeSeconds: Scalars["Int"]["output"];
  /** How closes are adjusted (split_adjusted, unadjusted, ...). */
  priceBasis: Scalars["String"]["output"];
  /** Session date of the last trade, YYYY-MM-DD. */
  priceDate: Scalars["String"]["output"];
  /** pre, regular or post (a closing-auction print counts as regular). */
  priceSession: Scalars["String"]["output"];
  quoteAsOf: Maybe<Scalars["String"]["output"]>;
  /** ok, or why bid/ask are null: market_closed, no_quote_in_current_session (served only in session, for a quote set in that session). */
  quoteStatus: Scalars["String"]["output"];
  /** Null only when no session can be established (a pre-market trade whose previous session is not held; session_detail_status unavailable). */
  regularSession: Maybe<RegularSessionBlock>;
  /** Same as market_session. */
  session: Scalars["String"]["output"];
  /** complete; partial when a session field is null (close not yet final, previous close not held); unavailable when no session can be established (regular_session and day_* null). */
  sessionDetailStatus: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  units: SnapshotUnits;
  /** ok when the valuation fields are populated, else why not. */
  valuationStatus: Scalars["String"]["output"];
};

/** A private-markets answer (records: not shown in the spec). */
export type PrivateMarketsAnswer = {
  companyId: Maybe<Scalars["String"]["output"]>;
  count: Scalars["Int"]["output"];
  /** Vendor records as delivered. */
  items: Array<Scalars["JSONObject"]["output"]>;
  query: Maybe<Scalars["String"]["output"]>;
};

export type Query = {
  /** Operation svc_v3_fundamentals_ai_analyze (Pro and above): a model's analysis. */
  aiAnalyze: AiAnalysis;
  /** Operation svc_v3_fundamentals_balance_sheets. A balance sheet is point in time: period ttm serves the latest quarter's sheet. */
  balanceSheets: BalanceSheets;
  /** Operation svc_v3_fundamentals_cash_flow_statements. */
  cashFlowStatements: CashFlowStatements;
  /** Operation svc_v3_intel_chart: a PNG candle chart (base64 in an image envelope) with SMA 20/50/200 and the requested RSI, MACD and Bollinger panes, plus the OHLCV summary, ATR 14 and the 52-week range. */
  chart: Chart;
  /** GET /api/v3/intel/commodities: energy, metals, agriculture and livestock quotes. No commodities source is bundled (503). */
  commodities: Commodities;
  /** Operation svc_v3_fundamentals_company_facts. */
  companyFacts: CompanyFacts;
  /** Operation svc_v3_fundamentals_company_full: profile, newest annual figures, newer_annual_report. */
  companyFull: CompanyFull;
  /** Operation svc_crypto: one pair's quote; unknown symbols are a structured 404. */
  crypto: CryptoQuote;
  /** Operation svc_crypto_overnight: movers by absolute change since 00:00 UTC; a stale book fails closed (503). */
  cryptoOvernight: CryptoOvernight;
  /** Operation svc_crypto_universe: liquid USD pairs ranked by dollar volume, stablecoins excluded. */
  cryptoUniverse: CryptoUniverse;
  /** Route /api/data/universe: every instrument market holds prices for, with its daily and minute coverage, adjustment basis and staleness. */
  dataUniverse: DataUniverse;
  /** Operation svc_v3_stream_decision_generator_status: whether a decision generator feeds the decisions stream. None runs here: unavailable, no_producer. */
  decisionGeneratorStatus: GeneratorStatus;
  /** Deflated Sharpe ratio: the probability that a Sharpe ratio beats the best of n_trials lucky ones. */
  deflatedSharpe: DeflatedSharpe;
  /** Operation svc_v3_factor_predictors: 13 quarterly accounting characteristics from SEC facts. */
  factorPredictors: FactorPredictors;
  /** SEC EDGAR filings (8-K, 10-K, 10-Q and amendments) of a company as news. */
  filingNews: NewsFeed;
  /** Operation svc_v3_fundamentals_all: income statements, balance sheets and cash flows. */
  financialStatements: FinancialStatements;
  /** GET /api/v3/news_forex/latest: latest forex news, optionally for some pairs. No forex news source is bundled (503). */
  forexNewsLatest: ForexNews;
  /** Operation svc_v3_fundamentals_full: profile, statements, metrics and growth; insider trades and holders need the funds product. */
  fundamentalsFull: FundamentalsFull;
  /** GET /api/v3/tape/futures_curve/{root}: settlements across contract months. No futures source is bundled (503). */
  futuresCurve: FuturesCurve;
  /** GET /api/v3/tape/futures/{root}: bars of a futures root's contracts. No futures source is bundled (503). */
  futuresTape: FuturesTape;
  /** Operation svc_v3_fundamentals_peers: GICS peers from the S&P 500 master sized by latest fiscal-year revenue; the default floor steps 0.1, 0.05, 0.02, 0.01 until limit peers clear. */
  gicsPeers: Peers;
  /** Operation svc_v3_fundamentals_growth: per ticker its newest `limit` fiscal years of growth; 404 only when every symbol is unknown. */
  growth: FundamentalsGrowth;
  /** Operation svc_v3_fundamentals_historical: statements by fiscal year; without end_year the window runs to the next calendar year. */
  historicalFundamentals: HistoricalFundamentals;
  /** Operation svc_v3_fundamentals_income_statements. */
  incomeStatements: IncomeStatements;
  /** One instrument; 404 unknown_ticker when the platform has no such symbol. */
  instrument: Instrument;
  /** Operation svc_v3_fundamentals_search: symbols and company names; exact symbol, then symbol prefix, then name. */
  instrumentSearch: InstrumentSearch;
  /** Several instruments in the order asked; unknown symbols fail the call. */
  instruments: Array<Instrument>;
  /** Operation svc_snapshot: quote plus fundamentals block (one ticker; equities). */
  legacySnapshot: LegacySnapshot;
  /** Operation svc_macro: VIX, 10-year yield, 10y-2y, credit spreads and the broad dollar index with observation dates, the latest CPI/PCE/jobs/GDP/fed funds releases with 1- and 12-month changes, and a rule-based regime. */
  macro: MacroDashboard;
  /** Operation svc_v3_market_events_catchup: after a reconnect, a finite page of the market events (ticks, bars, quotes) the bus holds after `since`, merged by id, oldest first. 503 dataset_unavailable when no market stream holds anything; 503 cache_unavailable when the streams cannot be read. */
  marketEventsCatchup: MarketEventsPage;
  /** Route /api/market/quote/{ticker}: the price snapshot's quote fields; freshness live or strict answers 503 data_stale instead of a stale quote (strict also refuses one with a missing session field). */
  marketQuote: MarketQuoteAnswer;
  /** Operation svc_v3_market_universe: symbols with live coverage (published by a live producer within 120 s) and the shared warm set with each symbol's expiry, the warm budget and producer heartbeats. Warm means requested, not provider-confirmed. */
  marketUniverse: MarketUniverse;
  /** Operation svc_v3_market_universe_warm (POST): queues expiring trade and quote coverage for 1..200 symbols in the shared 200-symbol warm set (300 s; a warm symbol's expiry is extended). Admitted and refused symbols are listed; 503 upstream_unavailable (retryable) when the budget admits none. */
  marketUniverseWarm: WarmAdmissionResult;
  /** Operation svc_v3_fundamentals_metrics. period ttm gives one row of fractions. */
  metrics: Metrics;
  /** Operation svc_v3_fundamentals_metrics_snapshot. */
  metricsSnapshot: MetricsSnapshot;
  /** Operation svc_v3_funds_mutual_fund_ownership: fund holders from the quarterly archive. */
  mutualFundOwnership: MutualFundOwnership;
  /** Operation svc_v3_stream_news_publisher_status: whether a news publisher feeds the news stream. None runs here: unavailable, no_producer. */
  newsPublisherStatus: NewsPublisherStatus;
  /** Daily call and put volume, put/call ratio and open interest from option chain snapshots. */
  optionsVolume: OptionsVolume;
  /** Operation svc_v3_fundamentals_price_snapshot. */
  priceSnapshot: PriceSnapshot;
  /** Operation svc_v3_fundamentals_prices: the most recent N bars. */
  prices: PriceBars;
  /** The private companies covered. */
  privateMarketsCompanies: PrivateMarketsAnswer;
  /** One private company. */
  privateMarketsCompany: PrivateMarketsAnswer;
  /** One private company's deals. */
  privateMarketsCompanyDeals: PrivateMarketsAnswer;
  /** One private company's dossier. */
  privateMarketsCompanyDossier: PrivateMarketsAnswer;
  /** Private-markets company search. */
  privateMarketsSearch: PrivateMarketsAnswer;
  /** Private-markets name suggestions. */
  privateMarketsSearchSuggest: PrivateMarketsAnswer;
  /** Operation svc_v3_stream_quotes_subscribe (POST): idempotent quote pre-warm of up to 50 symbols for ttl_s seconds; a symbol already warm has its expiry extended, a new one uses the shared 200-symbol budget. Partial admission is listed (admitted; refused with reason: invalid_ticker, unknown_ticker, warm_budget_exhausted); 503 upstream_unavailable (retryable, Retry-After) when the budget is fully used and nothing is admitted. */
  quotesSubscribe: WarmAdmissionResult;
  /** Operation svc_v2_research_read: rows of one dataset; bills at the dataset's product-group rate. */
  researchDataset: ResearchDatasetRead;
  /** Operation svc_v2_research_datasets: dataset slugs held (free), and those not ingested. */
  researchDatasets: ResearchDatasets;
  /** Operation svc_v3_fundamentals_screener: companies by SEC fundamentals, market cap and liquidity; rows carry their Instrument. */
  screener: Screener;
  /** Operation svc_v3_fundamentals_screener_presets: presets in screener parameter names. */
  screenerPresets: ScreenerPresets;
  /** Operation svc_v3_fundamentals_dividends: dividends declared per share and cash paid, per fiscal period, from SEC filings; 404 only when every symbol is unknown. */
  secDividends: FundamentalsDividends;
  /** Operation svc_v3_sec_filing: the newest filing of one form type, with its EDGAR links. */
  secFiling: SecFiling;
  /** Operation svc_v3_fundamentals_sec_filings: the SEC filings index, newest first. */
  secFilings: SecFilings;
  /** Operation svc_v3_fundamentals_segments: segment lines by type; date overrides year. */
  segments: Segments;
  /** Operation svc_v3_stream_signal_generator_status: whether a signal generator feeds the signals stream. None runs here: unavailable, no_producer. */
  signalGeneratorStatus: GeneratorStatus;
  /** Operation svc_v3_stream_ingest_status: the dedicated market ingest service (the producers of ticks, bars and quotes) with its effective_status: running, running_degraded, not_running (with not_running_reason) or unknown (heartbeats unreadable). */
  streamIngestStatus: IngestStatus;
  /** Operation svc_v3_stream_realtime_guide: which stream serves which intent, what each carries and who publishes it here, what replay means, how to resume and catch up. */
  streamRealtimeGuide: RealtimeGuide;
  /** Operation svc_v3_stream_status: bus reachability, producer heartbeats, per-capability readiness (ready, degraded, unavailable, unknown), coverage limits and the SSE routes that answer 503 now. Query it before claiming live data. */
  streamStatus: StreamStatus;
  /** Operation svc_v3_stream_tick_writer_status: buffered rows, batches written, last flush duration of the tick writer. None runs in this service (frames stay on the bus, with bounded retention), so it says so and the counters are null. */
  streamTickWriterStatus: TickWriterStatus;
  /** Operation svc_v3_stream_universe_status (legacy diagnostics): counts of live and warm symbols and the warm budget. svc_v3_market_universe lists them. */
  streamUniverseStatus: UniverseStatus;
  /** GET /api/v3/tape/bars/{ticker}: one session's minute bars with the quote at each minute's close, session labels and totals. */
  tapeBars: TapeBars;
  /** GET /api/v3/tape/options/{ticker}: the option contracts that traded on a chain snapshot day, by volume or notional. */
  tapeOptions: OptionTape;
  /** Operation svc_v3_fundamentals_tickers: listed symbols in symbol order, paged. */
  tickerDirectory: TickerDirectory;
  /** A company's earnings-call transcripts. */
  transcripts: TranscriptsAnswer;
  /** One earnings call's transcript. */
  transcriptsEvent: TranscriptsAnswer;
  /** Full-text search over transcripts. */
  transcriptsSearch: TranscriptsAnswer;
  /** Operation svc_v3_macro_treasury_curve: the newest Treasury par yield curve (11 tenors 1m..30y), 1-day changes, 2s10s and 3m10y with inversion flags, labelled stale on the bond calendar. */
  treasuryCurve: TreasuryCurve;
  /** Your own usage: plan, credits of a billing month and the latest ledger lines (newest first). */
  usage: Usage;
  /** Operation svc_v3_fundamentals_companyfacts: the XBRL concept directory. */
  xbrlConcepts: XbrlConcepts;
  /** Operation svc_v3_fundamentals_xbrl: one concept's facts; as_of is point in time, history returns every restatement. */
  xbrlFacts: XbrlFacts;
  /** Route /api/v3/intel/yield_curve: the Treasury par yield curve on a date (every published tenor), shaped like treasury_curve; freshness live or strict answers 503 data_stale instead of a stale curve. */
  yieldCurve: TreasuryCurve;
};

export type QueryAiAnalyzeArgs = {
  ticker: Scalars["String"]["input"];
};

export type QueryBalanceSheetsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
  ticker: Scalars["String"]["input"];
};

export type QueryCashFlowStatementsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
  ticker: Scalars["String"]["input"];
};

export type QueryChartArgs = {
  bars?: Scalars["Int"]["input"];
  indicators?: Scalars["String"]["input"];
  interval?: ChartInterval;
  ticker: Scalars["String"]["input"];
};

export type QueryCommoditiesArgs = {
  category?: CommodityCategory;
};

export type QueryCompanyFactsArgs = {
  ticker: Scalars["String"]["input"];
};

export type QueryCompanyFullArgs = {
  ticker: Scalars["String"]["input"];
};

export type QueryCryptoArgs = {
  assetClass?: CryptoAssetClass;
  series?: Scalars["Boolean"]["input"];
  ticker: Scalars["String"]["input"];
  vs?: Scalars["String"]["input"];
};

export type QueryCryptoOvernightArgs = {
  assetClass?: CryptoAssetClass;
  limit?: Scalars["Int"]["input"];
  minDollarVolume?: Scalars["Float"]["input"];
};

export type QueryCryptoUniverseArgs = {
  assetClass?: CryptoAssetClass;
  limit: InputMaybe<Scalars["Int"]["input"]>;
  minDollarVolume?: Scalars["Float"]["input"];
  offset?: Scalars["Int"]["input"];
};

export type QueryDataUniverseArgs = {
  assetClass: InputMaybe<UniverseAssetClass>;
  limit?: Scalars["Int"]["input"];
};

export type QueryDeflatedSharpeArgs = {
  kurtosis?: Scalars["Float"]["input"];
  nObs?: Scalars["Float"]["input"];
  nTrials?: Scalars["Float"]["input"];
  periodsPerYear?: Scalars["Float"]["input"];
  sharpe: Scalars["Float"]["input"];
  skewness?: Scalars["Float"]["input"];
};

export type QueryFactorPredictorsArgs = {
  end: InputMaybe<Scalars["String"]["input"]>;
  latest?: Scalars["Boolean"]["input"];
  limit?: Scalars["Int"]["input"];
  start: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
};

export type QueryFilingNewsArgs = {
  endDate: InputMaybe<Scalars["String"]["input"]>;
  limit?: Scalars["Int"]["input"];
  startDate: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
};

export type QueryFinancialStatementsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
  ticker: Scalars["String"]["input"];
};

export type QueryForexNewsLatestArgs = {
  limit?: Scalars["Int"]["input"];
  pairs: InputMaybe<Scalars["String"]["input"]>;
};

export type QueryFundamentalsFullArgs = {
  ticker: Scalars["String"]["input"];
};

export type QueryFuturesCurveArgs = {
  date: InputMaybe<Scalars["String"]["input"]>;
  root: Scalars["String"]["input"];
};

export type QueryFuturesTapeArgs = {
  contract: InputMaybe<Scalars["String"]["input"]>;
  date: InputMaybe<Scalars["String"]["input"]>;
  interval?: FuturesInterval;
  limit?: Scalars["Int"]["input"];
  root: Scalars["String"]["input"];
};

export type QueryGicsPeersArgs = {
  limit?: Scalars["Int"]["input"];
  minRelativeSize: InputMaybe<Scalars["Float"]["input"]>;
  ticker: Scalars["String"]["input"];
};

export type QueryGrowthArgs = {
  limit?: Scalars["Int"]["input"];
  tickers: Array<Scalars["String"]["input"]>;
};

export type QueryHistoricalFundamentalsArgs = {
  endYear: InputMaybe<Scalars["Int"]["input"]>;
  includeQuarterly?: Scalars["Boolean"]["input"];
  startYear: InputMaybe<Scalars["Int"]["input"]>;
  statementType?: HistoricalStatementType;
  ticker: Scalars["String"]["input"];
};

export type QueryIncomeStatementsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
  ticker: Scalars["String"]["input"];
};

export type QueryInstrumentArgs = {
  assetClass?: AssetClass;
  ticker: Scalars["String"]["input"];
};

export type QueryInstrumentSearchArgs = {
  limit?: Scalars["Int"]["input"];
  q: Scalars["String"]["input"];
};

export type QueryInstrumentsArgs = {
  tickers: Array<Scalars["String"]["input"]>;
};

export type QueryLegacySnapshotArgs = {
  ticker: Scalars["String"]["input"];
};

export type QueryMarketEventsCatchupArgs = {
  limit?: Scalars["Int"]["input"];
  since?: Scalars["String"]["input"];
  symbols: InputMaybe<Array<Scalars["String"]["input"]>>;
};

export type QueryMarketQuoteArgs = {
  assetClass?: AssetClass;
  freshness?: FreshnessPolicy;
  ticker: Scalars["String"]["input"];
};

export type QueryMarketUniverseWarmArgs = {
  symbols: Array<Scalars["String"]["input"]>;
};

export type QueryMetricsArgs = {
  limit?: Scalars["Int"]["input"];
  period?: StatementPeriod;
  ticker: Scalars["String"]["input"];
};

export type QueryMetricsSnapshotArgs = {
  ticker: Scalars["String"]["input"];
};

export type QueryMutualFundOwnershipArgs = {
  date: InputMaybe<Scalars["String"]["input"]>;
  minMarketVal: InputMaybe<Scalars["Float"]["input"]>;
  ticker: Scalars["String"]["input"];
  top?: Scalars["Int"]["input"];
};

export type QueryOptionsVolumeArgs = {
  limit?: Scalars["Int"]["input"];
  ticker: Scalars["String"]["input"];
};

export type QueryPriceSnapshotArgs = {
  assetClass?: AssetClass;
  ticker: Scalars["String"]["input"];
};

export type QueryPricesArgs = {
  assetClass?: AssetClass;
  endDate: InputMaybe<Scalars["String"]["input"]>;
  interval?: PriceInterval;
  intervalMultiplier?: Scalars["Int"]["input"];
  limit?: Scalars["Int"]["input"];
  startDate: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
};

export type QueryPrivateMarketsCompanyArgs = {
  companyId: Scalars["ID"]["input"];
};

export type QueryPrivateMarketsCompanyDealsArgs = {
  companyId: Scalars["ID"]["input"];
};

export type QueryPrivateMarketsCompanyDossierArgs = {
  companyId: Scalars["ID"]["input"];
};

export type QueryPrivateMarketsSearchArgs = {
  q: Scalars["String"]["input"];
};

export type QueryPrivateMarketsSearchSuggestArgs = {
  q: Scalars["String"]["input"];
};

export type QueryQuotesSubscribeArgs = {
  symbols: Array<Scalars["String"]["input"]>;
  ttlS?: Scalars["Float"]["input"];
};

export type QueryResearchDatasetArgs = {
  dataset: Scalars["String"]["input"];
  gvkey: InputMaybe<Scalars["String"]["input"]>;
  limit?: Scalars["Int"]["input"];
  permno: InputMaybe<Scalars["Int"]["input"]>;
  ticker: InputMaybe<Scalars["String"]["input"]>;
};

export type QueryScreenerArgs = {
  currentRatioMin: InputMaybe<Scalars["Float"]["input"]>;
  debtToEquityMax: InputMaybe<Scalars["Float"]["input"]>;
  epsGrowthMin: InputMaybe<Scalars["Float"]["input"]>;
  epsGrowthMinPct: InputMaybe<Scalars["Float"]["input"]>;
  grossMarginMin: InputMaybe<Scalars["Float"]["input"]>;
  grossMarginMinPct: InputMaybe<Scalars["Float"]["input"]>;
  industry: InputMaybe<Scalars["String"]["input"]>;
  limit?: Scalars["Int"]["input"];
  minAdvUsd?: Scalars["Float"]["input"];
  minMarketCapUsd?: Scalars["Float"]["input"];
  netMarginMin: InputMaybe<Scalars["Float"]["input"]>;
  netMarginMinPct: InputMaybe<Scalars["Float"]["input"]>;
  operatingMarginMin: InputMaybe<Scalars["Float"]["input"]>;
  operatingMarginMinPct: InputMaybe<Scalars["Float"]["input"]>;
  page?: Scalars["Int"]["input"];
  payoutRatioMax: InputMaybe<Scalars["Float"]["input"]>;
  payoutRatioMaxPct: InputMaybe<Scalars["Float"]["input"]>;
  revenueGrowthMin: InputMaybe<Scalars["Float"]["input"]>;
  revenueGrowthMinPct: InputMaybe<Scalars["Float"]["input"]>;
  revenueMax: InputMaybe<Scalars["Float"]["input"]>;
  revenueMaxUsd: InputMaybe<Scalars["Float"]["input"]>;
  revenueMin: InputMaybe<Scalars["Float"]["input"]>;
  revenueMinUsd: InputMaybe<Scalars["Float"]["input"]>;
  roaMin: InputMaybe<Scalars["Float"]["input"]>;
  roaMinPct: InputMaybe<Scalars["Float"]["input"]>;
  roeMax: InputMaybe<Scalars["Float"]["input"]>;
  roeMaxPct: InputMaybe<Scalars["Float"]["input"]>;
  roeMin: InputMaybe<Scalars["Float"]["input"]>;
  roeMinPct: InputMaybe<Scalars["Float"]["input"]>;
  sector: InputMaybe<Scalars["String"]["input"]>;
  securityClass?: Array<Scalars["String"]["input"]>;
  sortBy?: Scalars["String"]["input"];
  sortOrder?: Scalars["String"]["input"];
  yearsDividendGrowthMin: InputMaybe<Scalars["Int"]["input"]>;
};

export type QuerySecDividendsArgs = {
  tickers: Array<Scalars["String"]["input"]>;
};

export type QuerySecFilingArgs = {
  filingType: Scalars["String"]["input"];
  ticker: Scalars["String"]["input"];
};

export type QuerySecFilingsArgs = {
  formType: InputMaybe<Scalars["String"]["input"]>;
  limit?: Scalars["Int"]["input"];
  ticker: Scalars["String"]["input"];
};

export type QuerySegmentsArgs = {
  date: InputMaybe<Scalars["String"]["input"]>;
  limit?: Scalars["Int"]["input"];
  stype: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
  year: InputMaybe<Scalars["Int"]["input"]>;
};

export type QueryTapeBarsArgs = {
  date: InputMaybe<Scalars["String"]["input"]>;
  limit?: Scalars["Int"]["input"];
  session?: TapeSession;
  ticker: Scalars["String"]["input"];
};

export type QueryTapeOptionsArgs = {
  contractType: InputMaybe<Scalars["String"]["input"]>;
  date: InputMaybe<Scalars["String"]["input"]>;
  expiration: InputMaybe<Scalars["String"]["input"]>;
  limit?: Scalars["Int"]["input"];
  minVolume?: Scalars["Float"]["input"];
  sort?: OptionTapeSort;
  ticker: Scalars["String"]["input"];
};

export type QueryTickerDirectoryArgs = {
  isSp500?: Scalars["Boolean"]["input"];
  limit?: Scalars["Int"]["input"];
  page?: Scalars["Int"]["input"];
  sector: InputMaybe<Scalars["String"]["input"]>;
};

export type QueryTranscriptsArgs = {
  ticker: Scalars["String"]["input"];
};

export type QueryTranscriptsEventArgs = {
  eventId: Scalars["ID"]["input"];
  ticker: Scalars["String"]["input"];
};

export type QueryTranscriptsSearchArgs = {
  q: Scalars["String"]["input"];
};

export type QueryUsageArgs = {
  limit?: Scalars["Int"]["input"];
  period: InputMaybe<Scalars["String"]["input"]>;
};

export type QueryXbrlConceptsArgs = {
  limit?: Scalars["Int"]["input"];
  search: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
};

export type QueryXbrlFactsArgs = {
  asOf: InputMaybe<Scalars["String"]["input"]>;
  concept: Scalars["String"]["input"];
  end: InputMaybe<Scalars["String"]["input"]>;
  form: InputMaybe<Scalars["String"]["input"]>;
  history?: Scalars["Boolean"]["input"];
  limit?: Scalars["Int"]["input"];
  start: InputMaybe<Scalars["String"]["input"]>;
  taxonomy: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
  unit: InputMaybe<Scalars["String"]["input"]>;
};

export type QueryYieldCurveArgs = {
  date: InputMaybe<Scalars["String"]["input"]>;
  freshness?: FreshnessPolicy;
};

/** Bid and ask of one instrument (stream quotes). */
export type QuoteFrame = {
  /** Repeats timestamp. */
  asOf: Scalars["String"]["output"];
  /** Null with null_reason when the side is not quoted. */
  askPrice: Maybe<Scalars["Float"]["output"]>;
  /** In size_unit. */
  askSize: Maybe<Scalars["Float"]["output"]>;
  /** Venue of the ask; null with venue_reason when unknown. */
  askVenue: Maybe<Scalars["String"]["output"]>;
  /** Null with null_reason when the side is not quoted. */
  bidPrice: Maybe<Scalars["Float"]["output"]>;
  /** In size_unit. */
  bidSize: Maybe<Scalars["Float"]["output"]>;
  /** Venue of the bid; null with venue_reason when unknown. */
  bidVenue: Maybe<Scalars["String"]["output"]>;
  /** Stream id <ms>-<seq>; `since` resumes after it. */
  id: Scalars["String"]["output"];
  /** The instrument, with fields from every subgraph. */
  instrument: Instrument;
  nullReason: Maybe<Scalars["String"]["output"]>;
  /** The quote's original time when replayed. */
  originalTime: Maybe<Scalars["String"]["output"]>;
  /** When the frame was published to the stream. */
  publishedAt: Scalars["String"]["output"];
  /** quote: one quote update; minute_close: the state at the end of a minute quote bar (prices the side's close, sizes the last quoted in the minute). */
  quoteBasis: Scalars["String"]["output"];
  /** True: a replay of recorded data, not a live feed. */
  replay: Scalars["Boolean"]["output"];
  /** Unit of bid_size and ask_size: shares. */
  sizeUnit: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  /** Quote time. */
  timestamp: Scalars["String"]["output"];
  venueReason: Maybe<Scalars["String"]["output"]>;
};

/** v3_stream_realtime_guide: which feed serves which intent, and how to use them. */
export type RealtimeGuide = {
  beforeConnecting: Scalars["String"]["output"];
  billing: Scalars["String"]["output"];
  catchUp: Scalars["String"]["output"];
  prewarm: Scalars["String"]["output"];
  replay: Scalars["String"]["output"];
  resume: Scalars["String"]["output"];
  streams: Array<GuideStream>;
};

/** A symbol refused admission. */
export type RefusedSymbol = {
  /** invalid_ticker, unknown_ticker or warm_budget_exhausted. */
  reason: Scalars["String"]["output"];
  symbol: Scalars["String"]["output"];
};

/** The regular session of day_bar_date. */
export type RegularSessionBlock = {
  change: Maybe<Scalars["Float"]["output"]>;
  changePercent: Maybe<Scalars["Float"]["output"]>;
  /** Null until final, 5 minutes after the bell. */
  close: Maybe<Scalars["Float"]["output"]>;
  date: Scalars["String"]["output"];
  high: Scalars["Float"]["output"];
  last: Scalars["Float"]["output"];
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  prevClose: Maybe<Scalars["Float"]["output"]>;
  prevCloseDate: Maybe<Scalars["String"]["output"]>;
  /** in_progress or closed. */
  status: Scalars["String"]["output"];
  /** Whole shares, extended hours included. */
  volume: Scalars["Float"]["output"];
};

/** A dataset the warehouse holds, with its coverage. */
export type ResearchDatasetInfo = {
  description: Scalars["String"]["output"];
  /** Filters the dataset accepts. */
  filters: Array<Scalars["String"]["output"]>;
  firstDate: Maybe<Scalars["String"]["output"]>;
  /** What the rows are keyed by: ticker, cik, series_id or date. */
  keyedBy: Scalars["String"]["output"];
  lastDate: Maybe<Scalars["String"]["output"]>;
  /** The product group a read bills at (see /api/capabilities products). */
  product: Scalars["String"]["output"];
  requiresTicker: Scalars["Boolean"]["output"];
  /** Rows held. */
  rows: Scalars["Int"]["output"];
  slug: Scalars["String"]["output"];
  /** The column `ticker` filters; null: ticker is ignored. */
  symbolColumn: Maybe<Scalars["String"]["output"]>;
};

/** Operation svc_v2_research_read: rows of one dataset, verbatim, in key order. */
export type ResearchDatasetRead = {
  /** limit was above rowCap and was lowered to it. */
  capped: Scalars["Boolean"]["output"];
  /** Column names, in order. */
  columns: Array<Scalars["String"]["output"]>;
  count: Scalars["Int"]["output"];
  dataset: Scalars["String"]["output"];
  description: Scalars["String"]["output"];
  /** The filters the read applied (ticker, permno, gvkey). */
  filtersApplied: Scalars["JSONObject"]["output"];
  /** More rows match beyond those returned. */
  hasMore: Scalars["Boolean"]["output"];
  keyedBy: Scalars["String"]["output"];
  /** The limit asked for. */
  limit: Scalars["Int"]["output"];
  /** The product group this read billed at. */
  product: Scalars["String"]["output"];
  /** The unfiltered-read cap, when nothing filtered the read. */
  rowCap: Maybe<Scalars["Int"]["output"]>;
  /** Rows as stored: the warehouse's column names and units. */
  rows: Array<Scalars["JSONObject"]["output"]>;
  symbolColumn: Maybe<Scalars["String"]["output"]>;
  /** A ticker was given but the dataset is keyed by another id. */
  tickerIgnored: Scalars["Boolean"]["output"];
  /** keyed_by_<id> when tickerIgnored. */
  tickerIgnoredReason: Maybe<Scalars["String"]["output"]>;
};

/** Operation svc_v2_research_datasets: the datasets held and those awaiting a table. */
export type ResearchDatasets = {
  /** Datasets readable now; the list, not any stated total, is authoritative. */
  count: Scalars["Int"]["output"];
  datasets: Array<ResearchDatasetInfo>;
  limitMax: Scalars["Int"]["output"];
  notIngested: Array<NotIngestedDataset>;
  /** Rows an unfiltered read returns at most. */
  unfilteredRowCap: Scalars["Int"]["output"];
};

/** Daily-return risk over the last 252 returns of market's close history. Numbers are null, with `reason`, when fewer than 60 returns are held. */
export type RiskProfile = {
  /** Sample standard deviation of daily log returns × √252, as a fraction (0.3 = 30%). */
  annualisedVolatility: Maybe<Scalars["Float"]["output"]>;
  /** Daily returns in the window (closes - 1). */
  observations: Scalars["Int"]["output"];
  /** Adjustment basis of the closes, as market publishes it (e.g. split_adjusted). */
  priceBasis: Maybe<Scalars["String"]["output"]>;
  /** Why the measures are null: insufficient_history (fewer than 60 returns) or non_positive_close. */
  reason: Maybe<Scalars["String"]["output"]>;
  /** Annualised Sharpe ratio of the window; see sharpeBasis. */
  sharpe: Maybe<Scalars["Float"]["output"]>;
  /** How sharpe is computed. */
  sharpeBasis: Scalars["String"]["output"];
  /** zero_volatility when sharpe alone is null because the closes never moved. */
  sharpeReason: Maybe<Scalars["String"]["output"]>;
  /** Historical 1-day VaR at 95%: the loss (positive fraction of value) of the ⌈5% · observations⌉-th worst daily simple return in the window, no interpolation. */
  var95: Maybe<Scalars["Float"]["output"]>;
  /** Historical 1-day VaR at 99%, defined as var95 with the 1% tail. */
  var99: Maybe<Scalars["Float"]["output"]>;
  /** Date of the window's last close. */
  windowEnd: Maybe<Scalars["String"]["output"]>;
  /** Date of the window's first close (base of its first return). */
  windowStart: Maybe<Scalars["String"]["output"]>;
};

/** Operation svc_v3_fundamentals_screener. */
export type Screener = {
  /** Newest price date among the rows. */
  asOf: Maybe<Scalars["String"]["output"]>;
  /** Rows on this page. */
  count: Scalars["Int"]["output"];
  /** Row field → where it comes from. */
  fieldSources: Scalars["FieldMap"]["output"];
  /** Canonical filter name → threshold, as applied. */
  filtersApplied: Scalars["JSONObject"]["output"];
  hasMore: Scalars["Boolean"]["output"];
  /** The page of rows, in the requested order. */
  items: Array<ScreenerRow>;
  limit: Scalars["Int"]["output"];
  /** Filters this service applied itself (all of them: no vendor). */
  localFilters: Array<Scalars["String"]["output"]>;
  minAdvUsd: Scalars["Float"]["output"];
  minMarketCapUsd: Scalars["Float"]["output"];
  nextPage: Maybe<Scalars["Int"]["output"]>;
  page: Scalars["Int"]["output"];
  /** Deprecated or alias name used → its canonical name. */
  renamedParams: Scalars["JSONObject"]["output"];
  securityClass: Array<Scalars["String"]["output"]>;
  /** Canonical sort key. */
  sortBy: Scalars["String"]["output"];
  sortOrder: Scalars["String"]["output"];
  /** Rows passing every filter, before paging. */
  total: Scalars["Int"]["output"];
  /** Row field → unit. */
  units: Scalars["FieldMap"]["output"];
  universe: ScreenerUniverse;
};

/** One preset, restated in screener parameter names. */
export type ScreenerPreset = {
  description: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
  /** Screener parameter → value: pass these to the screener. */
  params: Scalars["JSONObject"]["output"];
  supportedParams: Array<Scalars["String"]["output"]>;
  unsupportedParams: Array<UnsupportedCriterion>;
  /** null: no screener vendor is configured. */
  vendorParams: Maybe<Scalars["JSONObject"]["output"]>;
  vendorParamsReason: Maybe<Scalars["String"]["output"]>;
};

/** Operation svc_v3_fundamentals_screener_presets. */
export type ScreenerPresets = {
  count: Scalars["Int"]["output"];
  presets: Array<ScreenerPreset>;
  securityClasses: Array<Scalars["String"]["output"]>;
  /** Alias → canonical sort key. */
  sortAliases: Scalars["JSONObject"]["output"];
  sortKeys: Array<Scalars["String"]["output"]>;
  /** Every parameter the screener accepts. */
  supportedParams: Array<Scalars["String"]["output"]>;
  unsupportedParams: Array<UnsupportedCriterion>;
};

/** One company that passed the screen. */
export type ScreenerRow = {
  /** Mean close × volume over the newest 21 sessions. */
  adv21dUsd: Maybe<Scalars["Float"]["output"]>;
  /** Multiple. */
  currentRatio: Maybe<Scalars["Float"]["output"]>;
  /** Multiple; null for negative equity. */
  debtToEquity: Maybe<Scalars["Float"]["output"]>;
  /** Percent: dividends paid over the year before. */
  dividendGrowthYoy: Maybe<Scalars["Float"]["output"]>;
  /** Percent; diluted EPS on today's share basis. */
  epsGrowthYoy: Maybe<Scalars["Float"]["output"]>;
  /** Year-end stockholders' equity below zero. */
  equityNegative: Maybe<Scalars["Boolean"]["output"]>;
  /** The fiscal year of every SEC figure of the row. */
  fiscalYear: Maybe<Scalars["Int"]["output"]>;
  /** Percent. */
  grossMargin: Maybe<Scalars["Float"]["output"]>;
  /** sec_confirmed (both fiscal years are filed SEC figures); null with growth_status_reason. */
  growthStatus: Maybe<Scalars["String"]["output"]>;
  /** Why growth_status is null: prior_fiscal_year_not_held or no_annual_report. */
  growthStatusReason: Maybe<Scalars["String"]["output"]>;
  /** GICS sub-industry. */
  industry: Maybe<Scalars["String"]["output"]>;
  /** The instrument: select market or other domains' fields here. */
  instrument: Instrument;
  /** The listing's symbol (one row per listing of a company). */
  listingTicker: Scalars["String"]["output"];
  marketCapBasis: Maybe<Scalars["String"]["output"]>;
  /** Last close × SEC share count on that date. */
  marketCapUsd: Maybe<Scalars["Float"]["output"]>;
  name: Scalars["String"]["output"];
  /** Percent. */
  netIncomeGrowthYoy: Maybe<Scalars["Float"]["output"]>;
  netIncomeUsd: Maybe<Scalars["Float"]["output"]>;
  /** Percent. */
  netMargin: Maybe<Scalars["Float"]["output"]>;
  /** Field → why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  /** Percent. */
  operatingMargin: Maybe<Scalars["Float"]["output"]>;
  /** Percent: dividends paid / net income. */
  payoutRatio: Maybe<Scalars["Float"]["output"]>;
  periodEnd: Maybe<Scalars["String"]["output"]>;
  priceDate: Maybe<Scalars["String"]["output"]>;
  /** Last close. */
  priceUsd: Maybe<Scalars["Float"]["output"]>;
  /** Multiple: (current assets - inventory) / current liabilities. */
  quickRatio: Maybe<Scalars["Float"]["output"]>;
  /** Percent. */
  revenueGrowthYoy: Maybe<Scalars["Float"]["output"]>;
  revenueUsd: Maybe<Scalars["Float"]["output"]>;
  /** Percent: net income / year-end assets. */
  roa: Maybe<Scalars["Float"]["output"]>;
  /** Percent: net income / year-end equity. */
  roe: Maybe<Scalars["Float"]["output"]>;
  /** GICS sector. */
  sector: Maybe<Scalars["String"]["output"]>;
  /** common, adr, preferred, fund, unit, warrant or other. */
  securityClass: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  /** Consecutive fiscal years of rising dividends paid. */
  yearsDividendGrowth: Maybe<Scalars["Int"]["output"]>;
};

/** How much of the universe the screen saw. */
export type ScreenerUniverse = {
  /** Of those, passing the fundamentals filters. */
  candidates: Scalars["Int"]["output"];
  /** Liquid (ADV over the floor) but with no market cap known. */
  liquidWithoutMarketCap: Scalars["Int"]["output"];
  /** Listings of companies whose SEC facts are held. */
  screened: Scalars["Int"]["output"];
};

/** A search hit. */
export type SearchResult = {
  /** equity or etf. */
  assetClass: Scalars["String"]["output"];
  cik: Maybe<Scalars["String"]["output"]>;
  /** Delisted symbols only; no delisting history is held. */
  delistDate: Maybe<Scalars["String"]["output"]>;
  /** GICS sub-industry. */
  industry: Maybe<Scalars["String"]["output"]>;
  /** Null when the listing could not be checked. */
  isActive: Maybe<Scalars["Boolean"]["output"]>;
  isSp500: Scalars["Boolean"]["output"];
  /** active or not_in_security_master (spec/01 values). */
  listingStatus: Scalars["String"]["output"];
  /** Which master source named the symbol. */
  listingStatusBasis: Scalars["String"]["output"];
  /** ticker_exact, ticker_prefix or name. */
  matchedOn: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
  /** Renamed symbols only; no rename history is held. */
  nowTradesAs: Maybe<Scalars["String"]["output"]>;
  /** GICS sector (S&P 500 list only). */
  sector: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
};

/** /api/v3/sec/filing/{ticker}/{filing_type}: the newest filing of a form type. */
export type SecFiling = {
  cik: Scalars["String"]["output"];
  filing: Maybe<SecFilingItem>;
  /** no_filing_of_type_held (within searched_back_to) when filing is null. */
  filingReason: Maybe<Scalars["String"]["output"]>;
  filingType: Scalars["String"]["output"];
  isPartial: Scalars["Boolean"]["output"];
  searchedBackTo: Maybe<Scalars["String"]["output"]>;
  source: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  /** Filings of this form type held. */
  total: Scalars["Int"]["output"];
};

/** One filing of the SEC submissions index. */
export type SecFilingItem = {
  /** The acceptance instant as EDGAR gives it (UTC). */
  acceptanceDatetime: Maybe<Scalars["String"]["output"]>;
  /** EDGAR acceptance time on the US Eastern wall clock, YYYY-MM-DDTHH:MM:SS. */
  acceptedDate: Maybe<Scalars["String"]["output"]>;
  /** acceptance_time_missing when acceptedDate is null. */
  acceptedDateReason: Maybe<Scalars["String"]["output"]>;
  /** America/New_York. */
  acceptedDateTimezone: Scalars["String"]["output"];
  accessionNumber: Scalars["String"]["output"];
  documentUrl: Maybe<Scalars["String"]["output"]>;
  /** EDGAR filing date (its business day). */
  filingDate: Scalars["String"]["output"];
  filingIndexUrl: Scalars["String"]["output"];
  form: Scalars["String"]["output"];
  /** 8-K item numbers, comma-separated. */
  items: Maybe<Scalars["String"]["output"]>;
  primaryDocDescription: Maybe<Scalars["String"]["output"]>;
  primaryDocument: Maybe<Scalars["String"]["output"]>;
  reportDate: Maybe<Scalars["String"]["output"]>;
  /** Bytes. */
  size: Maybe<Scalars["Int"]["output"]>;
};

/** Operation svc_v3_fundamentals_sec_filings: the company's filings index. */
export type SecFilings = {
  cik: Scalars["String"]["output"];
  count: Scalars["Int"]["output"];
  formType: Maybe<Scalars["String"]["output"]>;
  /** Older filings may exist beyond the EDGAR page held. */
  isPartial: Scalars["Boolean"]["output"];
  /** Newest accepted first. */
  items: Array<SecFilingItem>;
  /** Filing date of the newest matching filing. */
  newestItemDate: Maybe<Scalars["String"]["output"]>;
  partialReason: Maybe<Scalars["String"]["output"]>;
  /** Oldest filing date held (how far back was searched). */
  searchedBackTo: Maybe<Scalars["String"]["output"]>;
  /** sec-edgar: the SEC submissions JSON. */
  source: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
  /** Matching filings held, before limit. */
  total: Scalars["Int"]["output"];
};

/** One segment line (spec/01 Segments). */
export type SegmentLine = {
  datadate: Scalars["String"]["output"];
  name: Scalars["String"]["output"];
  operatingIncome: Maybe<Scalars["Float"]["output"]>;
  /** BUSSEG, GEOSEG, OPSEG or STSEG. */
  rawCode: Scalars["String"]["output"];
  revenue: Maybe<Scalars["Float"]["output"]>;
  sales: Maybe<Scalars["Float"]["output"]>;
  /** business, geographic, operating or state. */
  segmentType: Scalars["String"]["output"];
  sic: Maybe<Scalars["String"]["output"]>;
};

/** Operation svc_v3_fundamentals_segments. */
export type Segments = {
  availableDatadates: Array<Scalars["String"]["output"]>;
  count: Scalars["Int"]["output"];
  datadate: Maybe<Scalars["String"]["output"]>;
  items: Array<SegmentLine>;
  ticker: Scalars["String"]["output"];
};

/** Share count and where it came from (spec/01 source order). */
export type ShareCount = {
  accession: Maybe<Scalars["String"]["output"]>;
  asOf: Maybe<Scalars["String"]["output"]>;
  /** sec_dei_cover_page, balance_sheet_shares_outstanding or weighted_average_basic. */
  basis: Maybe<Scalars["String"]["output"]>;
  note: Maybe<Scalars["String"]["output"]>;
  shares: Maybe<Scalars["Float"]["output"]>;
  /** ok, not_found_in_sec_companyfacts or after_price_date. */
  status: Scalars["String"]["output"];
};

/** A fused-signal frame (stream signals); the first frame of a connection is a ready frame. */
export type SignalFrame = {
  /** Repeats timestamp. */
  asOf: Scalars["String"]["output"];
  /** Stream id <ms>-<seq>; `since` resumes after it. */
  id: Scalars["String"]["output"];
  /** The instrument, with fields from every subgraph. */
  instrument: Maybe<Instrument>;
  originalTime: Maybe<Scalars["String"]["output"]>;
  /** Whether a signal producer was live when the frame was sent. */
  producerLive: Scalars["Boolean"]["output"];
  /** The live producers of the stream. */
  producers: Array<Scalars["String"]["output"]>;
  /** True once the stream is connected (transport only). */
  ready: Scalars["Boolean"]["output"];
  /** True: a replay of recorded data, not a live feed. */
  replay: Scalars["Boolean"]["output"];
  /** Null on a ready frame. */
  ticker: Maybe<Scalars["String"]["output"]>;
  timestamp: Scalars["String"]["output"];
  /** ready (the connection's first frame) or signal. */
  type: Scalars["String"]["output"];
};

/** Unit of each numeric field. */
export type SnapshotUnits = {
  ask: Scalars["String"]["output"];
  askSize: Scalars["String"]["output"];
  bid: Scalars["String"]["output"];
  bidSize: Scalars["String"]["output"];
  dayChange: Scalars["String"]["output"];
  dayChangePercent: Scalars["String"]["output"];
  dayVolume: Scalars["String"]["output"];
  dividendCash: Scalars["String"]["output"];
  dividendYield: Scalars["String"]["output"];
  dividendYieldIndicated: Scalars["String"]["output"];
  epsTtm: Scalars["String"]["output"];
  marketCap: Scalars["String"]["output"];
  marketCapShares: Scalars["String"]["output"];
  peTtm: Scalars["String"]["output"];
  price: Scalars["String"]["output"];
  priceAgeSeconds: Scalars["String"]["output"];
};

/** A split applied to the bars: shares after : shares before. */
export type SplitApplied = {
  denominator: Scalars["Float"]["output"];
  exDate: Scalars["String"]["output"];
  numerator: Scalars["Float"]["output"];
};

/** An SSE route that answers 503 now. */
export type SseEndpoint = {
  capability: Scalars["String"]["output"];
  operation: Scalars["String"]["output"];
  path: Scalars["String"]["output"];
  /** unavailable or unknown. */
  status: Scalars["String"]["output"];
};

export type StatementCheck = {
  /** sec_confirmed: figures taken from the SEC filing itself. */
  status: Scalars["String"]["output"];
};

export type StatementPeriod = "annual" | "quarterly" | "ttm";

/** Coverage limits of the streams (spec/03 Limits). */
export type StreamCoverageLimits = {
  /** Shared warm budget of quotes/subscribe and universe/warm. */
  quoteWarmBudget: Scalars["Int"]["output"];
  /** Symbols per quotes stream connection. */
  quotesStreamMaxSymbols: Scalars["Int"]["output"];
  quotesSubscribeMaxSymbols: Scalars["Int"]["output"];
  quotesSubscribeTtlDefaultS: Scalars["Int"]["output"];
  quotesSubscribeTtlMaxS: Scalars["Int"]["output"];
  quotesSubscribeTtlMinS: Scalars["Int"]["output"];
  universeWarmMaxSymbols: Scalars["Int"]["output"];
  universeWarmMinSymbols: Scalars["Int"]["output"];
  /** Symbols warm now; null when unreadable. */
  warmInUse: Maybe<Scalars["Int"]["output"]>;
};

/** One producer as its newest heartbeat describes it (spec/03 Events rule 3). */
export type StreamProducer = {
  /** frame or feed_message: which half of the rule holds. */
  basis: Maybe<Scalars["String"]["output"]>;
  capabilities: Array<Scalars["String"]["output"]>;
  framesPublished: Scalars["Float"]["output"];
  heartbeatAgeS: Scalars["Float"]["output"];
  lastFeedMessageAgeS: Maybe<Scalars["Float"]["output"]>;
  lastFrameAgeS: Maybe<Scalars["Float"]["output"]>;
  live: Scalars["Boolean"]["output"];
  notRunningReason: Maybe<Scalars["String"]["output"]>;
  producer: Scalars["String"]["output"];
  /** True: it replays recorded data. */
  replay: Scalars["Boolean"]["output"];
  /** e.g. replay:SPY:2023-08-03 or vendor:<name>. */
  source: Scalars["String"]["output"];
  startedAt: Scalars["String"]["output"];
  /** running, finished or stopped, as the producer reports it. */
  state: Scalars["String"]["output"];
  /** The tickers it publishes (a replay: its recording's); null for every symbol. */
  symbols: Maybe<Array<Scalars["String"]["output"]>>;
};

/** Whether the service clock is inside 04:00-20:00 ET of an NYSE trading day. */
export type StreamSession = {
  /** The service clock's time. */
  at: Scalars["String"]["output"];
  /** The US Eastern date. */
  easternDate: Scalars["String"]["output"];
  inExtendedSession: Scalars["Boolean"]["output"];
};

/** v3_stream_status: what streams can be opened now, and why not. */
export type StreamStatus = {
  asOf: Scalars["String"]["output"];
  bus: BusReachability;
  capabilities: Array<CapabilityReadinessState>;
  coverageLimits: StreamCoverageLimits;
  /** Every registered producer, from its newest heartbeat. */
  producers: Array<StreamProducer>;
  session: StreamSession;
  unavailableSseEndpoints: Array<SseEndpoint>;
};

export type Subscription = {
  /** Alerts (stream alerts). Unavailable: no alert producer runs, so subscribing answers 503. */
  alerts: AlertFrame;
  /** Operation svc_v3_stream_bars: closed 1-minute bars (stream bars). 503 producer_unavailable when no producer is live. */
  bars: BarFrame;
  /** Operation svc_v3_stream_decisions: decision-lifecycle events (stream decisions), after a ready frame. 503 producer_unavailable while no producer runs. */
  decisions: DecisionFrame;
  /**
   * Your own events (stream events). userId is server-injected: whatever is passed, the stream is
   * the one of the account behind your key. `since` resumes after a stream id.
   */
  events: UserEvent;
  /** Operation svc_v3_stream_market_events: market events (stream market_events). Unavailable: no producer publishes them, so subscribing answers 503 producer_unavailable. */
  marketEvents: MarketEventFrame;
  /** Operation svc_v3_stream_news: news as published (stream news). Unavailable: no news publisher runs, so subscribing answers 503 producer_unavailable. */
  news: NewsFrame;
  /** Operation svc_v3_stream_quotes: bid and ask (stream quotes). 503 producer_unavailable when no producer is live. */
  quotes: QuoteFrame;
  /** Operation svc_v3_stream_signals: fused signals (stream signals), after a ready frame. 503 producer_unavailable while no producer runs. */
  signals: SignalFrame;
  /** Operation svc_v3_stream_ticks: US-equity trades (stream ticks). 503 producer_unavailable when no producer is live. */
  ticks: TickFrame;
};

export type SubscriptionBarsArgs = {
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]>>;
};

export type SubscriptionDecisionsArgs = {
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]>>;
};

export type SubscriptionEventsArgs = {
  since: InputMaybe<Scalars["String"]["input"]>;
  userId: InputMaybe<Scalars["String"]["input"]>;
};

export type SubscriptionMarketEventsArgs = {
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]>>;
};

export type SubscriptionNewsArgs = {
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]>>;
};

export type SubscriptionQuotesArgs = {
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: Array<Scalars["String"]["input"]>;
};

export type SubscriptionSignalsArgs = {
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]>>;
};

export type SubscriptionTicksArgs = {
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]>>;
};

/** One minute of the tape: the trade bar and the quote at the minute's close. */
export type TapeBar = {
  ask: Maybe<Scalars["Float"]["output"]>;
  askSize: Maybe<Scalars["Float"]["output"]>;
  bid: Maybe<Scalars["Float"]["output"]>;
  /** Last size quoted in the minute. */
  bidSize: Maybe<Scalars["Float"]["output"]>;
  close: Scalars["Float"]["output"];
  high: Scalars["Float"]["output"];
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  /** pre, regular or post. */
  session: Scalars["String"]["output"];
  /** ask minus bid. */
  spread: Maybe<Scalars["Float"]["output"]>;
  /** Bar start on the US Eastern wall clock, HH:MM. */
  timeEt: Scalars["String"]["output"];
  /** Bar start, ISO 8601 UTC; the bar covers [timestamp, +60 s). */
  timestamp: Scalars["String"]["output"];
  /** Shares traded in the minute. */
  volume: Scalars["Float"]["output"];
};

/** A session's minute tape (operation svc_v3_tape_bars). */
export type TapeBars = {
  /** Minute prices are as traded. */
  adjustmentBasis: Scalars["String"]["output"];
  /** End of the newest bar served. */
  asOf: Maybe<Scalars["String"]["output"]>;
  /** Every session with minute bars held for the ticker. */
  availableSessions: Array<Scalars["String"]["output"]>;
  count: Scalars["Int"]["output"];
  coverageNote: Maybe<Scalars["String"]["output"]>;
  isStale: Scalars["Boolean"]["output"];
  /** Oldest first. */
  items: Array<TapeBar>;
  /** Field → why it is null. */
  nullReasons: Scalars["FieldMap"]["output"];
  /** Minute quote bars are held for this session. */
  quotesHeld: Scalars["Boolean"]["output"];
  session: Scalars["String"]["output"];
  /** The session served; null when none is held. */
  sessionDate: Maybe<Scalars["String"]["output"]>;
  summary: Maybe<TapeSummary>;
  ticker: Scalars["String"]["output"];
  /** More minutes matched than limit; the newest are served. */
  truncated: Scalars["Boolean"]["output"];
};

/** Which minutes of a session: all, regular (09:30-16:00 ET) or extended (pre and post). */
export type TapeSession = "all" | "extended" | "regular";

/** Totals over the bars served. */
export type TapeSummary = {
  close: Scalars["Float"]["output"];
  extendedBars: Scalars["Int"]["output"];
  high: Scalars["Float"]["output"];
  low: Scalars["Float"]["output"];
  open: Scalars["Float"]["output"];
  regularBars: Scalars["Int"]["output"];
  volume: Scalars["Float"]["output"];
  /** Volume-weighted (high+low+close)/3 of the minutes. */
  vwap: Maybe<Scalars["Float"]["output"]>;
  vwapBasis: Scalars["String"]["output"];
};

/** One US-equity trade (stream ticks). */
export type TickFrame = {
  /** Repeats timestamp. */
  asOf: Scalars["String"]["output"];
  /** Stream id <ms>-<seq>; `since` resumes after it. */
  id: Scalars["String"]["output"];
  /** The instrument, with fields from every subgraph. */
  instrument: Instrument;
  /** The trade's original time when replayed. */
  originalTime: Maybe<Scalars["String"]["output"]>;
  price: Scalars["Float"]["output"];
  /** When the frame was published to the stream. */
  publishedAt: Scalars["String"]["output"];
  /** True: a replay of recorded data, not a live feed. */
  replay: Scalars["Boolean"]["output"];
  /** Shares (fractional for fractional prints); null with size_reason when unknown. */
  size: Maybe<Scalars["Float"]["output"]>;
  sizeReason: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** Trade time. */
  timestamp: Scalars["String"]["output"];
  /** trade_time: the print's own time; minute_end: the end of the source minute whose close this is (the print happened at or before it). */
  timestampBasis: Scalars["String"]["output"];
};

/** v3_stream_tick_writer_status. No tick writer runs in this service: frames live on the bus only (bounded retention) and are not written to the warehouse, so the counters are null. */
export type TickWriterStatus = {
  asOf: Scalars["String"]["output"];
  batchesWritten: Maybe<Scalars["Int"]["output"]>;
  bufferedRows: Maybe<Scalars["Int"]["output"]>;
  lastFlushDurationMs: Maybe<Scalars["Float"]["output"]>;
  notRunningReason: Maybe<Scalars["String"]["output"]>;
  note: Scalars["String"]["output"];
  running: Scalars["Boolean"]["output"];
};

/** Ticker listing (operation svc_v3_fundamentals_tickers). */
export type TickerDirectory = {
  count: Scalars["Int"]["output"];
  hasMore: Scalars["Boolean"]["output"];
  isSp500: Scalars["Boolean"]["output"];
  items: Array<DirectoryEntry>;
  limit: Scalars["Int"]["output"];
  /** Null on the last page, or past page 200. */
  nextPage: Maybe<Scalars["Int"]["output"]>;
  page: Scalars["Int"]["output"];
  sector: Maybe<Scalars["String"]["output"]>;
  /** Rows matching the filters. */
  total: Scalars["Int"]["output"];
  /** Rows exist beyond the last reachable page (200 × limit). */
  truncated: Scalars["Boolean"]["output"];
};

/** One ticker's dividends from its SEC filings. */
export type TickerDividends = {
  /** Fiscal years, newest first. */
  annual: Array<DividendPeriodRow>;
  latestAnnualFiscalYear: Maybe<Scalars["Int"]["output"]>;
  /** Newest fiscal year's declared dividends per share. */
  latestAnnualPerShare: Maybe<Scalars["Float"]["output"]>;
  /** Fiscal quarters, newest first. */
  quarterly: Array<DividendPeriodRow>;
  source: Maybe<Scalars["String"]["output"]>;
  /** ok, no_dividend_facts_reported (the filings tag no dividend), no_sec_companyfacts_held, no_sec_cik or not_applicable_non_equity. */
  status: Scalars["String"]["output"];
  ticker: Scalars["String"]["output"];
};

/** A transcripts answer (records: not shown in the spec). */
export type TranscriptsAnswer = {
  count: Scalars["Int"]["output"];
  eventId: Maybe<Scalars["String"]["output"]>;
  /** Vendor records as delivered. */
  items: Array<Scalars["JSONObject"]["output"]>;
  query: Maybe<Scalars["String"]["output"]>;
  ticker: Maybe<Scalars["String"]["output"]>;
};

/** US Treasury daily par yield curve: tenors with 1-day changes, 2s10s and 3m10y spreads with inversion flags, shape label and freshness. */
export type TreasuryCurve = {
  /** Date of the curve served (YYYY-MM-DD). */
  asOf: Scalars["String"]["output"];
  /** Coverage of the bundled curves, first..last date. */
  coverage: Scalars["String"]["output"];
  freshness: CurveFreshnessBlock;
  inverted_2s10s: Maybe<Scalars["Boolean"]["output"]>;
  inverted_3m10y: Maybe<Scalars["Boolean"]["output"]>;
  isStale: Scalars["Boolean"]["output"];
  /** Curve shape: normal, flat (both spreads 0..25 bp), partially_inverted, inverted. */
  label: Maybe<Scalars["String"]["output"]>;
  labelReason: Maybe<Scalars["String"]["output"]>;
  /** Tenors of this answer with a null yield. */
  missingTenors: Array<Scalars["String"]["output"]>;
  /** Date of the curve the 1-day changes compare with. */
  previousAsOf: Maybe<Scalars["String"]["output"]>;
  /** The date asked for (yield_curve); null: the latest. */
  requestedDate: Maybe<Scalars["String"]["output"]>;
  source: Scalars["String"]["output"];
  /** 10y minus 2y, basis points. */
  spread_2s10sBps: Maybe<Scalars["Float"]["output"]>;
  spread_2s10sReason: Maybe<Scalars["String"]["output"]>;
  /** 10y minus 3m, basis points. */
  spread_3m10yBps: Maybe<Scalars["Float"]["output"]>;
  spread_3m10yReason: Maybe<Scalars["String"]["output"]>;
  /** standard_11 or all_published. */
  tenorSet: Scalars["String"]["output"];
  tenors: Array<TreasuryTenor>;
  /** Unit of each numeric field. */
  units: Scalars["FieldMap"]["output"];
};

/** One tenor of the par yield curve. */
export type TreasuryTenor = {
  /** Change since the previous curve, basis points. */
  change_1dBps: Maybe<Scalars["Float"]["output"]>;
  /** Why change_1d_bps is null: no_yield_on_date, no_previous_curve, no_yield_on_previous_date. */
  change_1dReason: Maybe<Scalars["String"]["output"]>;
  months: Scalars["Float"]["output"];
  /** Why yield_pct is null: tenor_not_yet_issued, thirty_year_issuance_suspended, tenor_not_in_source_file, not_published_for_date. */
  nullReason: Maybe<Scalars["String"]["output"]>;
  /** 1m, 3m, ... 30y (1.5m, 2m, 4m on the yield_curve route). */
  tenor: Scalars["String"]["output"];
  /** Par yield, percent; null with null_reason. */
  yieldPct: Maybe<Scalars["Float"]["output"]>;
};

export type UniverseAssetClass = "crypto" | "equity" | "etf";

/** One instrument market holds prices for, and what it holds. */
export type UniverseRow = {
  /** equity, etf or crypto. */
  assetClass: Scalars["String"]["output"];
  /** split_adjusted, split_dividend_adjusted, unadjusted (adjusted here from held splits), not_applicable_crypto, none. */
  closeBasis: Scalars["String"]["output"];
  dailyFrom: Maybe<Scalars["String"]["output"]>;
  /** Last daily session held. */
  dailyThrough: Maybe<Scalars["String"]["output"]>;
  /** Dividends and splits are complete through this date. */
  dividendHistoryThrough: Maybe<Scalars["String"]["output"]>;
  isSp500: Scalars["Boolean"]["output"];
  /** The newest price is older than the staleness threshold (6 h; crypto 15 min). */
  isStale: Scalars["Boolean"]["output"];
  /** The newest date held, daily or minute. */
  lastPriceDate: Scalars["String"]["output"];
  minuteFrom: Maybe<Scalars["String"]["output"]>;
  /** Sessions (UTC days for crypto) held as minute bars. */
  minuteSessions: Scalars["Int"]["output"];
  minuteThrough: Maybe<Scalars["String"]["output"]>;
  name: Scalars["String"]["output"];
  /** Where the daily series comes from. */
  priceSource: Maybe<Scalars["String"]["output"]>;
  /** GICS sector from the S&P 500 list; null when not listed there. */
  sector: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
};

/** v3_stream_universe_status (legacy diagnostics). */
export type UniverseStatus = {
  asOf: Scalars["String"]["output"];
  capacity: WarmCapacity;
  liveProducers: Scalars["Int"]["output"];
  liveSymbols: Scalars["Int"]["output"];
  note: Scalars["String"]["output"];
  warmSymbols: Scalars["Int"]["output"];
};

/** A preset criterion the screener cannot apply. */
export type UnsupportedCriterion = {
  param: Scalars["String"]["output"];
  reason: Scalars["String"]["output"];
  /** The preset's value (absent in the catalogue list). */
  value: Maybe<Scalars["String"]["output"]>;
};

export type Usage = {
  accountId: Scalars["String"]["output"];
  addons: Array<Scalars["String"]["output"]>;
  creditsAllowance: Scalars["Int"]["output"];
  creditsLeft: Scalars["Int"]["output"];
  creditsSpent: Scalars["Int"]["output"];
  keyId: Scalars["String"]["output"];
  ledger: Array<UsageLine>;
  period: Scalars["String"]["output"];
  plan: Scalars["String"]["output"];
  requestsPerMinute: Scalars["Int"]["output"];
};

/** One settled line: outcome charged (credits > 0), not_billed or refunded (credits 0). */
export type UsageLine = {
  at: Scalars["String"]["output"];
  credits: Scalars["Int"]["output"];
  errorCode: Maybe<Scalars["String"]["output"]>;
  keyId: Scalars["String"]["output"];
  operation: Scalars["String"]["output"];
  outcome: Scalars["String"]["output"];
  product: Scalars["String"]["output"];
  requestId: Scalars["String"]["output"];
};

export type UserEvent = {
  at: Scalars["String"]["output"];
  creditsCharged: Scalars["Int"]["output"];
  creditsLeft: Scalars["Int"]["output"];
  /** Stream id, <ms>-<seq>. */
  id: Scalars["String"]["output"];
  operations: Array<Scalars["String"]["output"]>;
  requestId: Scalars["String"]["output"];
  /** usage: one settled request. */
  type: Scalars["String"]["output"];
  /** The account the event belongs to (always the caller's). */
  userId: Scalars["String"]["output"];
};

/** What a warm request admitted and refused, symbol by symbol. */
export type WarmAdmissionResult = {
  admitted: Array<AdmittedSymbol>;
  asOf: Scalars["String"]["output"];
  capacity: WarmCapacity;
  note: Scalars["String"]["output"];
  refused: Array<RefusedSymbol>;
  /** Seconds of coverage requested (spec/02: a number, 30..3600). */
  ttlS: Scalars["Float"]["output"];
};

/** The shared warm budget. */
export type WarmCapacity = {
  budget: Scalars["Int"]["output"];
  remaining: Scalars["Int"]["output"];
  used: Scalars["Int"]["output"];
};

/** A symbol in the shared warm set. */
export type WarmSymbol = {
  /** trades (a filtered ticks connect), quotes (quotes/subscribe, a quotes connect) or trades_and_quotes (universe/warm, or both). */
  coverage: Scalars["String"]["output"];
  expiresAt: Scalars["String"]["output"];
  expiresInS: Scalars["Float"]["output"];
  requestedAt: Scalars["String"]["output"];
  symbol: Scalars["String"]["output"];
};

/** A predictor not served, and why. */
export type WithheldPredictor = {
  predictor: Scalars["FieldName"]["output"];
  reason: Scalars["String"]["output"];
};

/** One XBRL concept the company reports. */
export type XbrlConcept = {
  concept: Scalars["String"]["output"];
  factCount: Scalars["Int"]["output"];
  firstPeriodEnd: Scalars["String"]["output"];
  lastFiled: Maybe<Scalars["String"]["output"]>;
  lastPeriodEnd: Scalars["String"]["output"];
  taxonomy: Scalars["String"]["output"];
  units: Array<Scalars["String"]["output"]>;
};

/** XBRL concept directory (operation svc_v3_fundamentals_companyfacts). */
export type XbrlConcepts = {
  cik: Maybe<Scalars["String"]["output"]>;
  count: Scalars["Int"]["output"];
  /** Provenance of the archived facts: sec_edgar_companyfacts (verbatim SEC API file) or derived_xbrl_instance (rebuilt from 1-3 XBRL instance documents). */
  factsSource: Maybe<Scalars["String"]["output"]>;
  /** By taxonomy, then concept. */
  items: Array<XbrlConcept>;
  search: Maybe<Scalars["String"]["output"]>;
  /** spec/01: sec_edgar_companyfacts_live (read from SEC at request time) or archive (the ingested bundle; always archive here). */
  source: Maybe<Scalars["String"]["output"]>;
  /** Why items is empty; always null now (a company without SEC facts is 503 dataset_unavailable). */
  status: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  /** Concepts matching, before limit. */
  total: Scalars["Int"]["output"];
  truncated: Scalars["Boolean"]["output"];
};

/** One reported XBRL fact. */
export type XbrlFact = {
  accessionNumber: Maybe<Scalars["String"]["output"]>;
  concept: Scalars["String"]["output"];
  filed: Maybe<Scalars["String"]["output"]>;
  form: Maybe<Scalars["String"]["output"]>;
  /** Fiscal period of the carrying filing (SEC fp). */
  fp: Maybe<Scalars["String"]["output"]>;
  /** Fiscal year of the carrying filing (SEC fy). */
  fy: Maybe<Scalars["Int"]["output"]>;
  periodEnd: Scalars["String"]["output"];
  /** Q1..Q4 or FY of the period itself; null for six- or nine-month durations. */
  periodFp: Maybe<Scalars["String"]["output"]>;
  /** Fiscal year of the period itself. */
  periodFy: Maybe<Scalars["Int"]["output"]>;
  /** Length of the period in months; null for an instant. */
  periodMonths: Maybe<Scalars["Int"]["output"]>;
  /** null for an instant. */
  periodStart: Maybe<Scalars["String"]["output"]>;
  /** history: a later filing reports the same unit and period. */
  superseded: Scalars["Boolean"]["output"];
  taxonomy: Scalars["String"]["output"];
  unit: Scalars["String"]["output"];
  value: Scalars["Float"]["output"];
};

/** One concept's facts (operation svc_v3_fundamentals_xbrl). */
export type XbrlFacts = {
  asOf: Maybe<Scalars["String"]["output"]>;
  concept: Scalars["String"]["output"];
  count: Scalars["Int"]["output"];
  /** Newest filing date among the company's facts. */
  dataAsOf: Maybe<Scalars["String"]["output"]>;
  /** Provenance of the archived facts: sec_edgar_companyfacts (verbatim SEC API file) or derived_xbrl_instance (rebuilt from 1-3 XBRL instance documents). */
  factsSource: Maybe<Scalars["String"]["output"]>;
  history: Scalars["Boolean"]["output"];
  /** dataAsOf is more than 135 days old. */
  isStale: Scalars["Boolean"]["output"];
  /** Newest period first. */
  items: Array<XbrlFact>;
  /** Newest filing date of this concept. */
  lastFiled: Maybe<Scalars["String"]["output"]>;
  /** spec/01: sec_edgar_companyfacts_live (read from SEC at request time) or archive (the ingested bundle; always archive here). */
  source: Maybe<Scalars["String"]["output"]>;
  /** concept_not_reported when the company never tagged it. */
  status: Maybe<Scalars["String"]["output"]>;
  taxonomy: Maybe<Scalars["String"]["output"]>;
  ticker: Scalars["String"]["output"];
  total: Scalars["Int"]["output"];
  truncated: Scalars["Boolean"]["output"];
};

export type Svc_V3_Fundamentals_Sec_FilingsQueryVariables = Exact<{
  formType: InputMaybe<Scalars["String"]["input"]>;
  limit: InputMaybe<Scalars["Int"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Sec_FilingsQuery = {
  secFilings: {
    ticker: string;
    cik: string;
    form_type: string | null;
    source: string;
    is_partial: boolean;
    partial_reason: string | null;
    searched_back_to: string | null;
    newest_item_date: string | null;
    total: number;
    count: number;
    items: Array<{
      accession_number: string;
      form: string;
      filing_date: string;
      report_date: string | null;
      accepted_date: string | null;
      accepted_date_timezone: string;
      accepted_date_reason: string | null;
      acceptance_datetime: string | null;
      primary_document: string | null;
      primary_doc_description: string | null;
      items: string | null;
      size: number | null;
      filing_index_url: string;
      document_url: string | null;
    }>;
  };
};

export type Svc_V3_Sec_FilingQueryVariables = Exact<{
  filingType: Scalars["String"]["input"];
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Sec_FilingQuery = {
  secFiling: {
    ticker: string;
    cik: string;
    filing_type: string;
    source: string;
    is_partial: boolean;
    searched_back_to: string | null;
    total: number;
    filing_reason: string | null;
    filing: {
      accession_number: string;
      form: string;
      filing_date: string;
      report_date: string | null;
      accepted_date: string | null;
      accepted_date_timezone: string;
      accepted_date_reason: string | null;
      acceptance_datetime: string | null;
      primary_document: string | null;
      primary_doc_description: string | null;
      items: string | null;
      size: number | null;
      filing_index_url: string;
      document_url: string | null;
    } | null;
  };
};

export type Svc_V3_Fundamentals_SegmentsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  stype: InputMaybe<Scalars["String"]["input"]>;
  date: InputMaybe<Scalars["String"]["input"]>;
  year: InputMaybe<Scalars["Int"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_SegmentsQuery = {
  segments: {
    ticker: string;
    datadate: string | null;
    available_datadates: Array<string>;
    count: number;
    items: Array<{
      segment_type: string;
      raw_code: string;
      name: string;
      sales: number | null;
      revenue: number | null;
      operating_income: number | null;
      sic: string | null;
      datadate: string;
    }>;
  };
};

export type Svc_V3_Fundamentals_Ai_AnalyzeQueryVariables = Exact<{
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Ai_AnalyzeQuery = {
  aiAnalyze: {
    ticker: string;
    is_model_output: boolean;
    analysis: string;
    generated_at: string;
    cached: boolean;
  };
};

export type Svc_V3_Funds_Mutual_Fund_OwnershipQueryVariables = Exact<{
  minMarketVal: InputMaybe<Scalars["Float"]["input"]>;
  top: InputMaybe<Scalars["Int"]["input"]>;
  date: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Funds_Mutual_Fund_OwnershipQuery = {
  mutualFundOwnership: {
    ticker: string;
    report_date: string | null;
    count: number;
    items: Array<{ fund: string; shares: number | null; market_value: number | null; report_date: string }>;
  };
};

export type Svc_V3_Private_Markets_SearchQueryVariables = Exact<{
  q: Scalars["String"]["input"];
}>;

export type Svc_V3_Private_Markets_SearchQuery = {
  privateMarketsSearch: { query: string | null; company_id: string | null; count: number; items: Array<any> };
};

export type Svc_V3_Private_Markets_Search_SuggestQueryVariables = Exact<{
  q: Scalars["String"]["input"];
}>;

export type Svc_V3_Private_Markets_Search_SuggestQuery = {
  privateMarketsSearchSuggest: {
    query: string | null;
    company_id: string | null;
    count: number;
    items: Array<any>;
  };
};

export type Svc_V3_Private_Markets_CompanyQueryVariables = Exact<{
  companyId: Scalars["ID"]["input"];
}>;

export type Svc_V3_Private_Markets_CompanyQuery = {
  privateMarketsCompany: {
    query: string | null;
    company_id: string | null;
    count: number;
    items: Array<any>;
  };
};

export type Svc_V3_Private_Markets_Company_DossierQueryVariables = Exact<{
  companyId: Scalars["ID"]["input"];
}>;

export type Svc_V3_Private_Markets_Company_DossierQuery = {
  privateMarketsCompanyDossier: {
    query: string | null;
    company_id: string | null;
    count: number;
    items: Array<any>;
  };
};

export type Svc_V3_Private_Markets_Company_DealsQueryVariables = Exact<{
  companyId: Scalars["ID"]["input"];
}>;

export type Svc_V3_Private_Markets_Company_DealsQuery = {
  privateMarketsCompanyDeals: {
    query: string | null;
    company_id: string | null;
    count: number;
    items: Array<any>;
  };
};

export type Svc_V3_Private_Markets_CompaniesQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Private_Markets_CompaniesQuery = {
  privateMarketsCompanies: {
    query: string | null;
    company_id: string | null;
    count: number;
    items: Array<any>;
  };
};

export type Svc_V3_TranscriptsQueryVariables = Exact<{
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_TranscriptsQuery = {
  transcripts: {
    ticker: string | null;
    event_id: string | null;
    query: string | null;
    count: number;
    items: Array<any>;
  };
};

export type Svc_V3_Transcripts_EventQueryVariables = Exact<{
  eventId: Scalars["ID"]["input"];
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Transcripts_EventQuery = {
  transcriptsEvent: {
    ticker: string | null;
    event_id: string | null;
    query: string | null;
    count: number;
    items: Array<any>;
  };
};

export type Svc_V3_Transcripts_SearchQueryVariables = Exact<{
  q: Scalars["String"]["input"];
}>;

export type Svc_V3_Transcripts_SearchQuery = {
  transcriptsSearch: {
    ticker: string | null;
    event_id: string | null;
    query: string | null;
    count: number;
    items: Array<any>;
  };
};

export type Svc_V3_Fundamentals_ScreenerQueryVariables = Exact<{
  sector: InputMaybe<Scalars["String"]["input"]>;
  industry: InputMaybe<Scalars["String"]["input"]>;
  roeMinPct: InputMaybe<Scalars["Float"]["input"]>;
  roeMaxPct: InputMaybe<Scalars["Float"]["input"]>;
  roaMinPct: InputMaybe<Scalars["Float"]["input"]>;
  netMarginMinPct: InputMaybe<Scalars["Float"]["input"]>;
  revenueGrowthMinPct: InputMaybe<Scalars["Float"]["input"]>;
  epsGrowthMinPct: InputMaybe<Scalars["Float"]["input"]>;
  payoutRatioMaxPct: InputMaybe<Scalars["Float"]["input"]>;
  grossMarginMinPct: InputMaybe<Scalars["Float"]["input"]>;
  operatingMarginMinPct: InputMaybe<Scalars["Float"]["input"]>;
  revenueMinUsd: InputMaybe<Scalars["Float"]["input"]>;
  revenueMaxUsd: InputMaybe<Scalars["Float"]["input"]>;
  grossMarginMin: InputMaybe<Scalars["Float"]["input"]>;
  operatingMarginMin: InputMaybe<Scalars["Float"]["input"]>;
  revenueMin: InputMaybe<Scalars["Float"]["input"]>;
  revenueMax: InputMaybe<Scalars["Float"]["input"]>;
  roeMin: InputMaybe<Scalars["Float"]["input"]>;
  roeMax: InputMaybe<Scalars["Float"]["input"]>;
  roaMin: InputMaybe<Scalars["Float"]["input"]>;
  netMarginMin: InputMaybe<Scalars["Float"]["input"]>;
  revenueGrowthMin: InputMaybe<Scalars["Float"]["input"]>;
  epsGrowthMin: InputMaybe<Scalars["Float"]["input"]>;
  payoutRatioMax: InputMaybe<Scalars["Float"]["input"]>;
  debtToEquityMax: InputMaybe<Scalars["Float"]["input"]>;
  currentRatioMin: InputMaybe<Scalars["Float"]["input"]>;
  yearsDividendGrowthMin: InputMaybe<Scalars["Int"]["input"]>;
  sortBy: InputMaybe<Scalars["String"]["input"]>;
  sortOrder: InputMaybe<Scalars["String"]["input"]>;
  limit: InputMaybe<Scalars["Int"]["input"]>;
  page: InputMaybe<Scalars["Int"]["input"]>;
  minMarketCapUsd: InputMaybe<Scalars["Float"]["input"]>;
  minAdvUsd: InputMaybe<Scalars["Float"]["input"]>;
  securityClass: InputMaybe<Array<Scalars["String"]["input"]> | Scalars["String"]["input"]>;
}>;

export type Svc_V3_Fundamentals_ScreenerQuery = {
  screener: {
    sort_by: string;
    sort_order: string;
    page: number;
    limit: number;
    security_class: Array<string>;
    min_market_cap_usd: number;
    min_adv_usd: number;
    filters_applied: any;
    local_filters: Array<string>;
    renamed_params: any;
    units: Record<string, unknown>;
    field_sources: Record<string, unknown>;
    count: number;
    total: number;
    has_more: boolean;
    next_page: number | null;
    as_of: string | null;
    universe: { screened: number; candidates: number; liquid_without_market_cap: number };
    items: Array<{
      ticker: string;
      listing_ticker: string;
      name: string;
      sector: string | null;
      industry: string | null;
      security_class: string;
      market_cap_usd: number | null;
      market_cap_basis: string | null;
      adv_21d_usd: number | null;
      price_usd: number | null;
      price_date: string | null;
      fiscal_year: number | null;
      period_end: string | null;
      revenue_usd: number | null;
      net_income_usd: number | null;
      revenue_growth_yoy: number | null;
      net_income_growth_yoy: number | null;
      eps_growth_yoy: number | null;
      roe: number | null;
      roa: number | null;
      gross_margin: number | null;
      operating_margin: number | null;
      net_margin: number | null;
      debt_to_equity: number | null;
      current_ratio: number | null;
      quick_ratio: number | null;
      payout_ratio: number | null;
      dividend_growth_yoy: number | null;
      years_dividend_growth: number | null;
      equity_negative: boolean | null;
      growth_status: string | null;
      growth_status_reason: string | null;
      null_reasons: Record<string, unknown>;
    }>;
  };
};

export type Svc_V3_Fundamentals_Screener_PresetsQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Fundamentals_Screener_PresetsQuery = {
  screenerPresets: {
    count: number;
    supported_params: Array<string>;
    sort_keys: Array<string>;
    sort_aliases: any;
    security_classes: Array<string>;
    presets: Array<{
      name: string;
      description: string;
      params: any;
      supported_params: Array<string>;
      vendor_params: any | null;
      vendor_params_reason: string | null;
      unsupported_params: Array<{ param: string; value: string | null; reason: string }>;
    }>;
    unsupported_params: Array<{ param: string; value: string | null; reason: string }>;
  };
};

export type Svc_V3_Factor_PredictorsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  latest: InputMaybe<Scalars["Boolean"]["input"]>;
  end: InputMaybe<Scalars["String"]["input"]>;
  start: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Factor_PredictorsQuery = {
  factorPredictors: {
    ticker: string;
    source: string | null;
    status: string | null;
    start: string | null;
    end: string | null;
    latest: boolean;
    total: number;
    count: number;
    predictors: Array<string>;
    predictor_glossary: Record<string, unknown>;
    units: Record<string, unknown>;
    withheld_predictors: Array<{ predictor: string; reason: string }>;
    items: Array<{
      fiscal_year: number;
      fiscal_quarter: number;
      period_end: string;
      available_date: string | null;
      roe: number | null;
      roa: number | null;
      gross_profitability: number | null;
      gross_margin: number | null;
      operating_margin: number | null;
      net_margin: number | null;
      asset_turnover: number | null;
      leverage: number | null;
      cash_to_assets: number | null;
      accruals: number | null;
      asset_growth_yoy: number | null;
      sales_growth_yoy: number | null;
      rd_to_sales: number | null;
      null_reasons: Record<string, unknown>;
    }>;
  };
};

export type Svc_V2_Research_DatasetsQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V2_Research_DatasetsQuery = {
  researchDatasets: {
    count: number;
    unfiltered_row_cap: number;
    limit_max: number;
    datasets: Array<{
      slug: string;
      description: string;
      product: string;
      keyed_by: string;
      symbol_column: string | null;
      filters: Array<string>;
      requires_ticker: boolean;
      rows: number;
      first_date: string | null;
      last_date: string | null;
    }>;
    not_ingested: Array<{ slug: string; reason: string; filters: Array<string> }>;
  };
};

export type Svc_V2_Research_ReadQueryVariables = Exact<{
  gvkey: InputMaybe<Scalars["String"]["input"]>;
  permno: InputMaybe<Scalars["Int"]["input"]>;
  limit: InputMaybe<Scalars["Int"]["input"]>;
  ticker: InputMaybe<Scalars["String"]["input"]>;
  dataset: Scalars["String"]["input"];
}>;

export type Svc_V2_Research_ReadQuery = {
  researchDataset: {
    dataset: string;
    description: string;
    product: string;
    keyed_by: string;
    symbol_column: string | null;
    filters_applied: any;
    ticker_ignored: boolean;
    ticker_ignored_reason: string | null;
    limit: number;
    row_cap: number | null;
    capped: boolean;
    count: number;
    has_more: boolean;
    columns: Array<string>;
    rows: Array<any>;
  };
};

export type Svc_V3_Fundamentals_Company_FactsQueryVariables = Exact<{
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Company_FactsQuery = {
  companyFacts: {
    ticker: string;
    name: string;
    cik: string | null;
    sector: string | null;
    industry: string | null;
    asset_class: string;
    listing_status: string;
    is_sp500: boolean;
    fiscal_year_end: string | null;
    facts_source: string | null;
    facts_status: string | null;
    prior_close: number | null;
    prior_close_date: string | null;
    market_cap: number | null;
    market_cap_reason: string | null;
    market_cap_shares: number | null;
    market_cap_shares_basis: string | null;
    market_cap_shares_as_of: string | null;
    market_cap_shares_status: string;
    shares_outstanding: {
      shares: number | null;
      basis: string | null;
      as_of: string | null;
      accession: string | null;
      status: string;
      note: string | null;
    };
    latest_filing: {
      form: string | null;
      filed: string | null;
      accession: string | null;
      fiscal_year: number | null;
      fiscal_period: string | null;
    } | null;
  };
};

export type Svc_V3_Fundamentals_Income_StatementsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  period: InputMaybe<StatementPeriod>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Income_StatementsQuery = {
  incomeStatements: {
    ticker: string;
    period: string;
    count: number;
    quarters_missing: Array<string>;
    newer_filing_available: boolean | null;
    source: string | null;
    status: string | null;
    units: Record<string, unknown>;
    items: Array<{
      ticker: string;
      period: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string;
      filing_date: string | null;
      accession_number: string | null;
      form: string | null;
      revenue: number | null;
      cost_of_revenue: number | null;
      gross_profit: number | null;
      research_and_development: number | null;
      selling_general_and_administrative: number | null;
      operating_expenses: number | null;
      operating_income: number | null;
      interest_expense: number | null;
      income_before_tax: number | null;
      income_tax_expense: number | null;
      net_income: number | null;
      net_interest_income: number | null;
      eps_basic: number | null;
      eps_diluted: number | null;
      eps_basic_split_adjusted: number | null;
      eps_diluted_split_adjusted: number | null;
      split_adjustment_factor: number | null;
      per_share_restated: boolean;
      weighted_average_shares_basic: number | null;
      weighted_average_shares_diluted: number | null;
      field_basis: Record<string, unknown>;
      fields_withheld: Array<string>;
      field_notes: Record<string, unknown>;
      period_source: string | null;
      fields_unverified: Record<string, unknown>;
      ttm_status: string | null;
      eps_repair: Array<{
        field: string;
        fiscal_year: number | null;
        fiscal_period: string | null;
        filed: number;
        repaired: number;
        reason: string;
        accession: string | null;
      }>;
      statement_check: { status: string };
    }>;
  };
};

export type Svc_V3_Fundamentals_Balance_SheetsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  period: InputMaybe<StatementPeriod>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Balance_SheetsQuery = {
  balanceSheets: {
    ticker: string;
    period: string;
    count: number;
    quarters_missing: Array<string>;
    newer_filing_available: boolean | null;
    source: string | null;
    status: string | null;
    units: Record<string, unknown>;
    items: Array<{
      ticker: string;
      period: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string;
      period_source: string | null;
      filing_date: string | null;
      accession_number: string | null;
      form: string | null;
      field_basis: Record<string, unknown>;
      fields_withheld: Array<string>;
      field_notes: Record<string, unknown>;
      fields_unverified: Record<string, unknown>;
      ttm_status: string | null;
      cash_and_equivalents: number | null;
      short_term_investments: number | null;
      accounts_receivable: number | null;
      inventory: number | null;
      total_current_assets: number | null;
      property_plant_and_equipment_net: number | null;
      goodwill: number | null;
      total_assets: number | null;
      accounts_payable: number | null;
      total_current_liabilities: number | null;
      total_liabilities: number | null;
      retained_earnings: number | null;
      total_stockholders_equity: number | null;
      total_equity: number | null;
      total_liabilities_and_equity: number | null;
      net_loans: number | null;
      deposits: number | null;
      short_term_debt: number | null;
      short_term_debt_basis: string | null;
      short_term_debt_status: string;
      long_term_debt: number | null;
      long_term_debt_basis: string | null;
      long_term_debt_status: string;
      total_debt: number | null;
      total_debt_basis: string | null;
      debt_components_missing: Array<string>;
      statement_check: { status: string };
    }>;
  };
};

export type Svc_V3_Fundamentals_Cash_Flow_StatementsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  period: InputMaybe<StatementPeriod>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Cash_Flow_StatementsQuery = {
  cashFlowStatements: {
    ticker: string;
    period: string;
    count: number;
    quarters_missing: Array<string>;
    newer_filing_available: boolean | null;
    source: string | null;
    status: string | null;
    units: Record<string, unknown>;
    items: Array<{
      ticker: string;
      period: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string;
      period_source: string | null;
      filing_date: string | null;
      accession_number: string | null;
      form: string | null;
      field_basis: Record<string, unknown>;
      fields_withheld: Array<string>;
      field_notes: Record<string, unknown>;
      fields_unverified: Record<string, unknown>;
      ttm_status: string | null;
      net_income: number | null;
      depreciation_and_amortization: number | null;
      stock_based_compensation: number | null;
      deferred_income_tax: number | null;
      change_in_receivables: number | null;
      change_in_inventory: number | null;
      change_in_accounts_payable: number | null;
      change_in_working_capital: number | null;
      change_in_working_capital_status: string;
      operating_cash_flow: number | null;
      operating_cash_flow_components: Record<string, unknown> | null;
      operating_cash_flow_components_status: string;
      capital_expenditure: number | null;
      acquisitions: number | null;
      investment_purchases: number | null;
      investment_sales: number | null;
      investment_sales_basis: string | null;
      investing_cash_flow: number | null;
      debt_issued: number | null;
      debt_repaid: number | null;
      share_repurchases: number | null;
      dividends_paid: number | null;
      financing_cash_flow: number | null;
      net_change_in_cash: number | null;
      free_cash_flow: number | null;
      statement_check: { status: string };
    }>;
  };
};

export type Svc_V3_Fundamentals_AllQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  period: InputMaybe<StatementPeriod>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_AllQuery = {
  financialStatements: {
    ticker: string;
    period: string;
    income_statements: {
      ticker: string;
      period: string;
      count: number;
      quarters_missing: Array<string>;
      newer_filing_available: boolean | null;
      source: string | null;
      status: string | null;
      units: Record<string, unknown>;
      items: Array<{
        ticker: string;
        period: string;
        fiscal_year: number | null;
        fiscal_period: string | null;
        period_start: string | null;
        period_end: string;
        filing_date: string | null;
        accession_number: string | null;
        form: string | null;
        revenue: number | null;
        cost_of_revenue: number | null;
        gross_profit: number | null;
        research_and_development: number | null;
        selling_general_and_administrative: number | null;
        operating_expenses: number | null;
        operating_income: number | null;
        interest_expense: number | null;
        income_before_tax: number | null;
        income_tax_expense: number | null;
        net_income: number | null;
        net_interest_income: number | null;
        eps_basic: number | null;
        eps_diluted: number | null;
        eps_basic_split_adjusted: number | null;
        eps_diluted_split_adjusted: number | null;
        split_adjustment_factor: number | null;
        per_share_restated: boolean;
        weighted_average_shares_basic: number | null;
        weighted_average_shares_diluted: number | null;
        field_basis: Record<string, unknown>;
        fields_withheld: Array<string>;
        field_notes: Record<string, unknown>;
        period_source: string | null;
        fields_unverified: Record<string, unknown>;
        ttm_status: string | null;
        eps_repair: Array<{
          field: string;
          fiscal_year: number | null;
          fiscal_period: string | null;
          filed: number;
          repaired: number;
          reason: string;
          accession: string | null;
        }>;
        statement_check: { status: string };
      }>;
    };
    balance_sheets: {
      ticker: string;
      period: string;
      count: number;
      quarters_missing: Array<string>;
      newer_filing_available: boolean | null;
      source: string | null;
      status: string | null;
      units: Record<string, unknown>;
      items: Array<{
        ticker: string;
        period: string;
        fiscal_year: number | null;
        fiscal_period: string | null;
        period_start: string | null;
        period_end: string;
        period_source: string | null;
        filing_date: string | null;
        accession_number: string | null;
        form: string | null;
        field_basis: Record<string, unknown>;
        fields_withheld: Array<string>;
        field_notes: Record<string, unknown>;
        fields_unverified: Record<string, unknown>;
        ttm_status: string | null;
        cash_and_equivalents: number | null;
        short_term_investments: number | null;
        accounts_receivable: number | null;
        inventory: number | null;
        total_current_assets: number | null;
        property_plant_and_equipment_net: number | null;
        goodwill: number | null;
        total_assets: number | null;
        accounts_payable: number | null;
        total_current_liabilities: number | null;
        total_liabilities: number | null;
        retained_earnings: number | null;
        total_stockholders_equity: number | null;
        total_equity: number | null;
        total_liabilities_and_equity: number | null;
        net_loans: number | null;
        deposits: number | null;
        short_term_debt: number | null;
        short_term_debt_basis: string | null;
        short_term_debt_status: string;
        long_term_debt: number | null;
        long_term_debt_basis: string | null;
        long_term_debt_status: string;
        total_debt: number | null;
        total_debt_basis: string | null;
        debt_components_missing: Array<string>;
        statement_check: { status: string };
      }>;
    };
    cash_flow_statements: {
      ticker: string;
      period: string;
      count: number;
      quarters_missing: Array<string>;
      newer_filing_available: boolean | null;
      source: string | null;
      status: string | null;
      units: Record<string, unknown>;
      items: Array<{
        ticker: string;
        period: string;
        fiscal_year: number | null;
        fiscal_period: string | null;
        period_start: string | null;
        period_end: string;
        period_source: string | null;
        filing_date: string | null;
        accession_number: string | null;
        form: string | null;
        field_basis: Record<string, unknown>;
        fields_withheld: Array<string>;
        field_notes: Record<string, unknown>;
        fields_unverified: Record<string, unknown>;
        ttm_status: string | null;
        net_income: number | null;
        depreciation_and_amortization: number | null;
        stock_based_compensation: number | null;
        deferred_income_tax: number | null;
        change_in_receivables: number | null;
        change_in_inventory: number | null;
        change_in_accounts_payable: number | null;
        change_in_working_capital: number | null;
        change_in_working_capital_status: string;
        operating_cash_flow: number | null;
        operating_cash_flow_components: Record<string, unknown> | null;
        operating_cash_flow_components_status: string;
        capital_expenditure: number | null;
        acquisitions: number | null;
        investment_purchases: number | null;
        investment_sales: number | null;
        investment_sales_basis: string | null;
        investing_cash_flow: number | null;
        debt_issued: number | null;
        debt_repaid: number | null;
        share_repurchases: number | null;
        dividends_paid: number | null;
        financing_cash_flow: number | null;
        net_change_in_cash: number | null;
        free_cash_flow: number | null;
        statement_check: { status: string };
      }>;
    };
  };
};

export type Svc_V3_Fundamentals_MetricsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  period: InputMaybe<StatementPeriod>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_MetricsQuery = {
  metrics: {
    ticker: string;
    period: string;
    count: number;
    source: string | null;
    status: string | null;
    items: Array<{
      balance_sheet_date: string | null;
      revenue: number | null;
      gross_profit: number | null;
      operating_income: number | null;
      net_income: number | null;
      operating_cash_flow: number | null;
      capital_expenditure: number | null;
      free_cash_flow: number | null;
      total_assets: number | null;
      total_stockholders_equity: number | null;
      total_current_assets: number | null;
      total_current_liabilities: number | null;
      cash_and_equivalents: number | null;
      total_debt: number | null;
      net_debt: number | null;
      units: Record<string, unknown>;
      definitions: Record<string, unknown>;
      null_reasons: Record<string, unknown>;
      ttm_status: string | null;
      ttm_underfilled_fields: Array<string>;
      debt_components_missing: Array<string>;
      net_debt_status: string;
      total_debt_basis: string;
      debt_ratios_basis: string;
      issuer_class: string;
      issuer_class_basis: string;
      period: {
        type: string;
        fiscal_year: number | null;
        fiscal_quarter: number | null;
        start: string | null;
        end: string | null;
      };
      ratios: {
        gross_margin: number | null;
        operating_margin: number | null;
        net_margin: number | null;
        free_cash_flow_margin: number | null;
        return_on_equity: number | null;
        return_on_assets: number | null;
        current_ratio: number | null;
        debt_to_equity: number | null;
      };
      ttm_ratios: {
        gross_margin: number | null;
        operating_margin: number | null;
        net_margin: number | null;
        free_cash_flow_margin: number | null;
        return_on_equity: number | null;
        return_on_assets: number | null;
        current_ratio: number | null;
        debt_to_equity: number | null;
      } | null;
    }>;
  };
};

export type Svc_V3_Fundamentals_Metrics_SnapshotQueryVariables = Exact<{
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Metrics_SnapshotQuery = {
  metricsSnapshot: {
    ticker: string;
    source: string | null;
    status: string | null;
    reporting_currency: string;
    ttm: {
      balance_sheet_date: string | null;
      revenue: number | null;
      gross_profit: number | null;
      operating_income: number | null;
      net_income: number | null;
      operating_cash_flow: number | null;
      capital_expenditure: number | null;
      free_cash_flow: number | null;
      total_assets: number | null;
      total_stockholders_equity: number | null;
      total_current_assets: number | null;
      total_current_liabilities: number | null;
      cash_and_equivalents: number | null;
      total_debt: number | null;
      net_debt: number | null;
      units: Record<string, unknown>;
      definitions: Record<string, unknown>;
      null_reasons: Record<string, unknown>;
      ttm_status: string | null;
      ttm_underfilled_fields: Array<string>;
      debt_components_missing: Array<string>;
      net_debt_status: string;
      total_debt_basis: string;
      debt_ratios_basis: string;
      issuer_class: string;
      issuer_class_basis: string;
      period: {
        type: string;
        fiscal_year: number | null;
        fiscal_quarter: number | null;
        start: string | null;
        end: string | null;
      };
      ratios: {
        gross_margin: number | null;
        operating_margin: number | null;
        net_margin: number | null;
        free_cash_flow_margin: number | null;
        return_on_equity: number | null;
        return_on_assets: number | null;
        current_ratio: number | null;
        debt_to_equity: number | null;
      };
      ttm_ratios: {
        gross_margin: number | null;
        operating_margin: number | null;
        net_margin: number | null;
        free_cash_flow_margin: number | null;
        return_on_equity: number | null;
        return_on_assets: number | null;
        current_ratio: number | null;
        debt_to_equity: number | null;
      } | null;
    } | null;
    latest_quarter: {
      balance_sheet_date: string | null;
      revenue: number | null;
      gross_profit: number | null;
      operating_income: number | null;
      net_income: number | null;
      operating_cash_flow: number | null;
      capital_expenditure: number | null;
      free_cash_flow: number | null;
      total_assets: number | null;
      total_stockholders_equity: number | null;
      total_current_assets: number | null;
      total_current_liabilities: number | null;
      cash_and_equivalents: number | null;
      total_debt: number | null;
      net_debt: number | null;
      units: Record<string, unknown>;
      definitions: Record<string, unknown>;
      null_reasons: Record<string, unknown>;
      ttm_status: string | null;
      ttm_underfilled_fields: Array<string>;
      debt_components_missing: Array<string>;
      net_debt_status: string;
      total_debt_basis: string;
      debt_ratios_basis: string;
      issuer_class: string;
      issuer_class_basis: string;
      period: {
        type: string;
        fiscal_year: number | null;
        fiscal_quarter: number | null;
        start: string | null;
        end: string | null;
      };
      ratios: {
        gross_margin: number | null;
        operating_margin: number | null;
        net_margin: number | null;
        free_cash_flow_margin: number | null;
        return_on_equity: number | null;
        return_on_assets: number | null;
        current_ratio: number | null;
        debt_to_equity: number | null;
      };
      ttm_ratios: {
        gross_margin: number | null;
        operating_margin: number | null;
        net_margin: number | null;
        free_cash_flow_margin: number | null;
        return_on_equity: number | null;
        return_on_assets: number | null;
        current_ratio: number | null;
        debt_to_equity: number | null;
      } | null;
    } | null;
    growth: {
      revenue_growth: number | null;
      net_income_growth: number | null;
      eps_diluted_growth: number | null;
      operating_cash_flow_growth: number | null;
      units: Record<string, unknown>;
      definitions: Record<string, unknown>;
      null_reasons: Record<string, unknown>;
      period: {
        type: string;
        fiscal_year: number | null;
        fiscal_quarter: number | null;
        start: string | null;
        end: string | null;
      };
      prior_period: {
        type: string;
        fiscal_year: number | null;
        fiscal_quarter: number | null;
        start: string | null;
        end: string | null;
      } | null;
    } | null;
  };
};

export type Svc_V3_Fundamentals_CompanyfactsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  search: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_CompanyfactsQuery = {
  xbrlConcepts: {
    ticker: string;
    cik: string | null;
    source: string | null;
    facts_source: string | null;
    status: string | null;
    search: string | null;
    total: number;
    count: number;
    truncated: boolean;
    items: Array<{
      taxonomy: string;
      concept: string;
      units: Array<string>;
      fact_count: number;
      first_period_end: string;
      last_period_end: string;
      last_filed: string | null;
    }>;
  };
};

export type Svc_V3_Fundamentals_XbrlQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  history: InputMaybe<Scalars["Boolean"]["input"]>;
  asOf: InputMaybe<Scalars["String"]["input"]>;
  end: InputMaybe<Scalars["String"]["input"]>;
  start: InputMaybe<Scalars["String"]["input"]>;
  form: InputMaybe<Scalars["String"]["input"]>;
  unit: InputMaybe<Scalars["String"]["input"]>;
  taxonomy: InputMaybe<Scalars["String"]["input"]>;
  concept: Scalars["String"]["input"];
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_XbrlQuery = {
  xbrlFacts: {
    ticker: string;
    concept: string;
    taxonomy: string | null;
    source: string | null;
    facts_source: string | null;
    status: string | null;
    as_of: string | null;
    history: boolean;
    data_as_of: string | null;
    last_filed: string | null;
    is_stale: boolean;
    total: number;
    count: number;
    truncated: boolean;
    items: Array<{
      taxonomy: string;
      concept: string;
      unit: string;
      period_start: string | null;
      period_end: string;
      value: number;
      accession_number: string | null;
      form: string | null;
      filed: string | null;
      fy: number | null;
      fp: string | null;
      period_fy: number | null;
      period_fp: string | null;
      period_months: number | null;
      superseded: boolean;
    }>;
  };
};

export type Svc_V3_Fundamentals_GrowthQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  tickers: Array<Scalars["String"]["input"]> | Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_GrowthQuery = {
  growth: {
    tickers: Array<string>;
    count: number;
    symbols_unknown: Array<string>;
    units: Record<string, unknown>;
    items: Array<{
      ticker: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string | null;
      prior_fiscal_year: number | null;
      prior_period_end: string | null;
      revenue: number | null;
      revenue_prior: number | null;
      net_income: number | null;
      net_income_prior: number | null;
      eps_diluted: number | null;
      eps_diluted_prior: number | null;
      revenue_growth: number | null;
      gross_profit_growth: number | null;
      operating_income_growth: number | null;
      net_income_growth: number | null;
      eps_diluted_growth: number | null;
      operating_cash_flow_growth: number | null;
      free_cash_flow_growth: number | null;
      gross_margin: number | null;
      operating_margin: number | null;
      net_margin: number | null;
      revenue_growth_basis: string | null;
      growth_status: string | null;
      growth_status_reason: string | null;
      vendor_revenue_growth: number | null;
      vendor_margins: any | null;
      vendor_status: string;
      accession_number: string | null;
      filing_date: string | null;
      source: string | null;
      null_reasons: Record<string, unknown>;
    }>;
  };
};

export type Svc_V3_Fundamentals_HistoricalQueryVariables = Exact<{
  includeQuarterly: InputMaybe<Scalars["Boolean"]["input"]>;
  endYear: InputMaybe<Scalars["Int"]["input"]>;
  startYear: InputMaybe<Scalars["Int"]["input"]>;
  statementType: InputMaybe<HistoricalStatementType>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_HistoricalQuery = {
  historicalFundamentals: {
    ticker: string;
    statement_type: string;
    start_year: number;
    end_year: number;
    include_quarterly: boolean;
    fiscal_years: Array<number>;
    count: number;
    source: string | null;
    status: string | null;
    income_statements: Array<{
      ticker: string;
      period: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string;
      filing_date: string | null;
      accession_number: string | null;
      form: string | null;
      revenue: number | null;
      cost_of_revenue: number | null;
      gross_profit: number | null;
      research_and_development: number | null;
      selling_general_and_administrative: number | null;
      operating_expenses: number | null;
      operating_income: number | null;
      interest_expense: number | null;
      income_before_tax: number | null;
      income_tax_expense: number | null;
      net_income: number | null;
      net_interest_income: number | null;
      eps_basic: number | null;
      eps_diluted: number | null;
      eps_basic_split_adjusted: number | null;
      eps_diluted_split_adjusted: number | null;
      split_adjustment_factor: number | null;
      per_share_restated: boolean;
      weighted_average_shares_basic: number | null;
      weighted_average_shares_diluted: number | null;
      field_basis: Record<string, unknown>;
      fields_withheld: Array<string>;
      field_notes: Record<string, unknown>;
      period_source: string | null;
      fields_unverified: Record<string, unknown>;
      ttm_status: string | null;
      eps_repair: Array<{
        field: string;
        fiscal_year: number | null;
        fiscal_period: string | null;
        filed: number;
        repaired: number;
        reason: string;
        accession: string | null;
      }>;
      statement_check: { status: string };
    }> | null;
    balance_sheets: Array<{
      ticker: string;
      period: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string;
      period_source: string | null;
      filing_date: string | null;
      accession_number: string | null;
      form: string | null;
      field_basis: Record<string, unknown>;
      fields_withheld: Array<string>;
      field_notes: Record<string, unknown>;
      fields_unverified: Record<string, unknown>;
      ttm_status: string | null;
      cash_and_equivalents: number | null;
      short_term_investments: number | null;
      accounts_receivable: number | null;
      inventory: number | null;
      total_current_assets: number | null;
      property_plant_and_equipment_net: number | null;
      goodwill: number | null;
      total_assets: number | null;
      accounts_payable: number | null;
      total_current_liabilities: number | null;
      total_liabilities: number | null;
      retained_earnings: number | null;
      total_stockholders_equity: number | null;
      total_equity: number | null;
      total_liabilities_and_equity: number | null;
      net_loans: number | null;
      deposits: number | null;
      short_term_debt: number | null;
      short_term_debt_basis: string | null;
      short_term_debt_status: string;
      long_term_debt: number | null;
      long_term_debt_basis: string | null;
      long_term_debt_status: string;
      total_debt: number | null;
      total_debt_basis: string | null;
      debt_components_missing: Array<string>;
      statement_check: { status: string };
    }> | null;
    cash_flow_statements: Array<{
      ticker: string;
      period: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string;
      period_source: string | null;
      filing_date: string | null;
      accession_number: string | null;
      form: string | null;
      field_basis: Record<string, unknown>;
      fields_withheld: Array<string>;
      field_notes: Record<string, unknown>;
      fields_unverified: Record<string, unknown>;
      ttm_status: string | null;
      net_income: number | null;
      depreciation_and_amortization: number | null;
      stock_based_compensation: number | null;
      deferred_income_tax: number | null;
      change_in_receivables: number | null;
      change_in_inventory: number | null;
      change_in_accounts_payable: number | null;
      change_in_working_capital: number | null;
      change_in_working_capital_status: string;
      operating_cash_flow: number | null;
      operating_cash_flow_components: Record<string, unknown> | null;
      operating_cash_flow_components_status: string;
      capital_expenditure: number | null;
      acquisitions: number | null;
      investment_purchases: number | null;
      investment_sales: number | null;
      investment_sales_basis: string | null;
      investing_cash_flow: number | null;
      debt_issued: number | null;
      debt_repaid: number | null;
      share_repurchases: number | null;
      dividends_paid: number | null;
      financing_cash_flow: number | null;
      net_change_in_cash: number | null;
      free_cash_flow: number | null;
      statement_check: { status: string };
    }> | null;
  };
};

export type Svc_V3_Fundamentals_SearchQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  q: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_SearchQuery = {
  instrumentSearch: {
    query: string;
    count: number;
    total: number;
    results: Array<{
      ticker: string;
      name: string;
      cik: string | null;
      sector: string | null;
      industry: string | null;
      asset_class: string;
      is_sp500: boolean;
      is_active: boolean | null;
      listing_status: string;
      listing_status_basis: string;
      now_trades_as: string | null;
      delist_date: string | null;
      matched_on: string;
    }>;
  };
};

export type Svc_V3_Fundamentals_TickersQueryVariables = Exact<{
  page: InputMaybe<Scalars["Int"]["input"]>;
  limit: InputMaybe<Scalars["Int"]["input"]>;
  sector: InputMaybe<Scalars["String"]["input"]>;
  isSp500: InputMaybe<Scalars["Boolean"]["input"]>;
}>;

export type Svc_V3_Fundamentals_TickersQuery = {
  tickerDirectory: {
    is_sp500: boolean;
    sector: string | null;
    page: number;
    limit: number;
    total: number;
    count: number;
    has_more: boolean;
    next_page: number | null;
    truncated: boolean;
    items: Array<{
      ticker: string;
      name: string;
      cik: string | null;
      sector: string | null;
      industry: string | null;
      asset_class: string;
      is_sp500: boolean;
      is_active: boolean | null;
      listing_status: string;
      listing_status_basis: string;
      now_trades_as: string | null;
      delist_date: string | null;
    }>;
  };
};

export type Svc_V3_Fundamentals_DividendsQueryVariables = Exact<{
  tickers: Array<Scalars["String"]["input"]> | Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_DividendsQuery = {
  secDividends: {
    tickers: Array<string>;
    count: number;
    symbols_unknown: Array<string>;
    data_source: string;
    event_dates_status: string;
    items: Array<{
      ticker: string;
      status: string;
      latest_annual_per_share: number | null;
      latest_annual_fiscal_year: number | null;
      source: string | null;
      annual: Array<{
        period: string;
        fiscal_year: number | null;
        fiscal_period: string | null;
        period_start: string;
        period_end: string;
        dividends_per_share: number | null;
        dividends_per_share_basis: string | null;
        dividends_paid: number | null;
        dividends_paid_basis: string | null;
        accession_number: string | null;
        filing_date: string | null;
      }>;
      quarterly: Array<{
        period: string;
        fiscal_year: number | null;
        fiscal_period: string | null;
        period_start: string;
        period_end: string;
        dividends_per_share: number | null;
        dividends_per_share_basis: string | null;
        dividends_paid: number | null;
        dividends_paid_basis: string | null;
        accession_number: string | null;
        filing_date: string | null;
      }>;
    }>;
  };
};

export type Svc_V3_Fundamentals_PeersQueryVariables = Exact<{
  minRelativeSize: InputMaybe<Scalars["Float"]["input"]>;
  limit: InputMaybe<Scalars["Int"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_PeersQuery = {
  gicsPeers: {
    ticker: string;
    peer_basis: string | null;
    peer_group: string | null;
    peer_selection_basis: string;
    peers_status: string;
    peer_universe_status: string;
    size_measure: string;
    subject_size: number | null;
    subject_size_fiscal_year: number | null;
    count: number;
    peer_filter_stats: {
      candidates: number;
      size_unknown: number;
      below_floor: number;
      cleared: number;
      min_relative_size_requested: number | null;
      min_relative_size_applied: number;
      floors_tried: Array<number>;
    };
    peers: Array<{
      ticker: string;
      name: string;
      sector: string | null;
      industry: string | null;
      size: number | null;
      size_fiscal_year: number | null;
      size_status: string;
      relative_size: number | null;
    }>;
  };
};

export type Svc_V3_Fundamentals_Company_FullQueryVariables = Exact<{
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Company_FullQuery = {
  companyFull: {
    ticker: string;
    newer_annual_report: boolean | null;
    newer_annual_report_status: string;
    profile: {
      ticker: string;
      name: string;
      cik: string | null;
      sector: string | null;
      industry: string | null;
      asset_class: string;
      listing_status: string;
      is_sp500: boolean;
      fiscal_year_end: string | null;
      facts_source: string | null;
      facts_status: string | null;
      prior_close: number | null;
      prior_close_date: string | null;
      market_cap: number | null;
      market_cap_reason: string | null;
      market_cap_shares: number | null;
      market_cap_shares_basis: string | null;
      market_cap_shares_as_of: string | null;
      market_cap_shares_status: string;
      shares_outstanding: {
        shares: number | null;
        basis: string | null;
        as_of: string | null;
        accession: string | null;
        status: string;
        note: string | null;
      };
      latest_filing: {
        form: string | null;
        filed: string | null;
        accession: string | null;
        fiscal_year: number | null;
        fiscal_period: string | null;
      } | null;
    };
    latest_annual_report: {
      form: string | null;
      filed: string | null;
      accession: string | null;
      fiscal_year: number | null;
    } | null;
    latest_annual_statement: {
      ticker: string;
      period: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string;
      filing_date: string | null;
      accession_number: string | null;
      form: string | null;
      revenue: number | null;
      cost_of_revenue: number | null;
      gross_profit: number | null;
      research_and_development: number | null;
      selling_general_and_administrative: number | null;
      operating_expenses: number | null;
      operating_income: number | null;
      interest_expense: number | null;
      income_before_tax: number | null;
      income_tax_expense: number | null;
      net_income: number | null;
      net_interest_income: number | null;
      eps_basic: number | null;
      eps_diluted: number | null;
      eps_basic_split_adjusted: number | null;
      eps_diluted_split_adjusted: number | null;
      split_adjustment_factor: number | null;
      per_share_restated: boolean;
      weighted_average_shares_basic: number | null;
      weighted_average_shares_diluted: number | null;
      field_basis: Record<string, unknown>;
      fields_withheld: Array<string>;
      field_notes: Record<string, unknown>;
      period_source: string | null;
      fields_unverified: Record<string, unknown>;
      ttm_status: string | null;
      eps_repair: Array<{
        field: string;
        fiscal_year: number | null;
        fiscal_period: string | null;
        filed: number;
        repaired: number;
        reason: string;
        accession: string | null;
      }>;
      statement_check: { status: string };
    } | null;
  };
};

export type Svc_V3_Fundamentals_FullQueryVariables = Exact<{
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_FullQuery = {
  fundamentalsFull: {
    ticker: string;
    statements_status: string | null;
    metrics_status: string | null;
    insider_trades: Array<any> | null;
    insider_trades_status: string;
    top_institutional_holders: Array<any> | null;
    top_institutional_holders_status: string;
    profile: {
      ticker: string;
      name: string;
      cik: string | null;
      sector: string | null;
      industry: string | null;
      asset_class: string;
      listing_status: string;
      is_sp500: boolean;
      fiscal_year_end: string | null;
      facts_source: string | null;
      facts_status: string | null;
      prior_close: number | null;
      prior_close_date: string | null;
      market_cap: number | null;
      market_cap_reason: string | null;
      market_cap_shares: number | null;
      market_cap_shares_basis: string | null;
      market_cap_shares_as_of: string | null;
      market_cap_shares_status: string;
      shares_outstanding: {
        shares: number | null;
        basis: string | null;
        as_of: string | null;
        accession: string | null;
        status: string;
        note: string | null;
      };
      latest_filing: {
        form: string | null;
        filed: string | null;
        accession: string | null;
        fiscal_year: number | null;
        fiscal_period: string | null;
      } | null;
    };
    statements: {
      ticker: string;
      period: string;
      income_statements: {
        ticker: string;
        period: string;
        count: number;
        quarters_missing: Array<string>;
        newer_filing_available: boolean | null;
        source: string | null;
        status: string | null;
        units: Record<string, unknown>;
        items: Array<{
          ticker: string;
          period: string;
          fiscal_year: number | null;
          fiscal_period: string | null;
          period_start: string | null;
          period_end: string;
          filing_date: string | null;
          accession_number: string | null;
          form: string | null;
          revenue: number | null;
          cost_of_revenue: number | null;
          gross_profit: number | null;
          research_and_development: number | null;
          selling_general_and_administrative: number | null;
          operating_expenses: number | null;
          operating_income: number | null;
          interest_expense: number | null;
          income_before_tax: number | null;
          income_tax_expense: number | null;
          net_income: number | null;
          net_interest_income: number | null;
          eps_basic: number | null;
          eps_diluted: number | null;
          eps_basic_split_adjusted: number | null;
          eps_diluted_split_adjusted: number | null;
          split_adjustment_factor: number | null;
          per_share_restated: boolean;
          weighted_average_shares_basic: number | null;
          weighted_average_shares_diluted: number | null;
          field_basis: Record<string, unknown>;
          fields_withheld: Array<string>;
          field_notes: Record<string, unknown>;
          period_source: string | null;
          fields_unverified: Record<string, unknown>;
          ttm_status: string | null;
          eps_repair: Array<{
            field: string;
            fiscal_year: number | null;
            fiscal_period: string | null;
            filed: number;
            repaired: number;
            reason: string;
            accession: string | null;
          }>;
          statement_check: { status: string };
        }>;
      };
      balance_sheets: {
        ticker: string;
        period: string;
        count: number;
        quarters_missing: Array<string>;
        newer_filing_available: boolean | null;
        source: string | null;
        status: string | null;
        units: Record<string, unknown>;
        items: Array<{
          ticker: string;
          period: string;
          fiscal_year: number | null;
          fiscal_period: string | null;
          period_start: string | null;
          period_end: string;
          period_source: string | null;
          filing_date: string | null;
          accession_number: string | null;
          form: string | null;
          field_basis: Record<string, unknown>;
          fields_withheld: Array<string>;
          field_notes: Record<string, unknown>;
          fields_unverified: Record<string, unknown>;
          ttm_status: string | null;
          cash_and_equivalents: number | null;
          short_term_investments: number | null;
          accounts_receivable: number | null;
          inventory: number | null;
          total_current_assets: number | null;
          property_plant_and_equipment_net: number | null;
          goodwill: number | null;
          total_assets: number | null;
          accounts_payable: number | null;
          total_current_liabilities: number | null;
          total_liabilities: number | null;
          retained_earnings: number | null;
          total_stockholders_equity: number | null;
          total_equity: number | null;
          total_liabilities_and_equity: number | null;
          net_loans: number | null;
          deposits: number | null;
          short_term_debt: number | null;
          short_term_debt_basis: string | null;
          short_term_debt_status: string;
          long_term_debt: number | null;
          long_term_debt_basis: string | null;
          long_term_debt_status: string;
          total_debt: number | null;
          total_debt_basis: string | null;
          debt_components_missing: Array<string>;
          statement_check: { status: string };
        }>;
      };
      cash_flow_statements: {
        ticker: string;
        period: string;
        count: number;
        quarters_missing: Array<string>;
        newer_filing_available: boolean | null;
        source: string | null;
        status: string | null;
        units: Record<string, unknown>;
        items: Array<{
          ticker: string;
          period: string;
          fiscal_year: number | null;
          fiscal_period: string | null;
          period_start: string | null;
          period_end: string;
          period_source: string | null;
          filing_date: string | null;
          accession_number: string | null;
          form: string | null;
          field_basis: Record<string, unknown>;
          fields_withheld: Array<string>;
          field_notes: Record<string, unknown>;
          fields_unverified: Record<string, unknown>;
          ttm_status: string | null;
          net_income: number | null;
          depreciation_and_amortization: number | null;
          stock_based_compensation: number | null;
          deferred_income_tax: number | null;
          change_in_receivables: number | null;
          change_in_inventory: number | null;
          change_in_accounts_payable: number | null;
          change_in_working_capital: number | null;
          change_in_working_capital_status: string;
          operating_cash_flow: number | null;
          operating_cash_flow_components: Record<string, unknown> | null;
          operating_cash_flow_components_status: string;
          capital_expenditure: number | null;
          acquisitions: number | null;
          investment_purchases: number | null;
          investment_sales: number | null;
          investment_sales_basis: string | null;
          investing_cash_flow: number | null;
          debt_issued: number | null;
          debt_repaid: number | null;
          share_repurchases: number | null;
          dividends_paid: number | null;
          financing_cash_flow: number | null;
          net_change_in_cash: number | null;
          free_cash_flow: number | null;
          statement_check: { status: string };
        }>;
      };
    } | null;
    metrics: {
      ticker: string;
      source: string | null;
      status: string | null;
      reporting_currency: string;
      ttm: {
        balance_sheet_date: string | null;
        revenue: number | null;
        gross_profit: number | null;
        operating_income: number | null;
        net_income: number | null;
        operating_cash_flow: number | null;
        capital_expenditure: number | null;
        free_cash_flow: number | null;
        total_assets: number | null;
        total_stockholders_equity: number | null;
        total_current_assets: number | null;
        total_current_liabilities: number | null;
        cash_and_equivalents: number | null;
        total_debt: number | null;
        net_debt: number | null;
        units: Record<string, unknown>;
        definitions: Record<string, unknown>;
        null_reasons: Record<string, unknown>;
        ttm_status: string | null;
        ttm_underfilled_fields: Array<string>;
        debt_components_missing: Array<string>;
        net_debt_status: string;
        total_debt_basis: string;
        debt_ratios_basis: string;
        issuer_class: string;
        issuer_class_basis: string;
        period: {
          type: string;
          fiscal_year: number | null;
          fiscal_quarter: number | null;
          start: string | null;
          end: string | null;
        };
        ratios: {
          gross_margin: number | null;
          operating_margin: number | null;
          net_margin: number | null;
          free_cash_flow_margin: number | null;
          return_on_equity: number | null;
          return_on_assets: number | null;
          current_ratio: number | null;
          debt_to_equity: number | null;
        };
        ttm_ratios: {
          gross_margin: number | null;
          operating_margin: number | null;
          net_margin: number | null;
          free_cash_flow_margin: number | null;
          return_on_equity: number | null;
          return_on_assets: number | null;
          current_ratio: number | null;
          debt_to_equity: number | null;
        } | null;
      } | null;
      latest_quarter: {
        balance_sheet_date: string | null;
        revenue: number | null;
        gross_profit: number | null;
        operating_income: number | null;
        net_income: number | null;
        operating_cash_flow: number | null;
        capital_expenditure: number | null;
        free_cash_flow: number | null;
        total_assets: number | null;
        total_stockholders_equity: number | null;
        total_current_assets: number | null;
        total_current_liabilities: number | null;
        cash_and_equivalents: number | null;
        total_debt: number | null;
        net_debt: number | null;
        units: Record<string, unknown>;
        definitions: Record<string, unknown>;
        null_reasons: Record<string, unknown>;
        ttm_status: string | null;
        ttm_underfilled_fields: Array<string>;
        debt_components_missing: Array<string>;
        net_debt_status: string;
        total_debt_basis: string;
        debt_ratios_basis: string;
        issuer_class: string;
        issuer_class_basis: string;
        period: {
          type: string;
          fiscal_year: number | null;
          fiscal_quarter: number | null;
          start: string | null;
          end: string | null;
        };
        ratios: {
          gross_margin: number | null;
          operating_margin: number | null;
          net_margin: number | null;
          free_cash_flow_margin: number | null;
          return_on_equity: number | null;
          return_on_assets: number | null;
          current_ratio: number | null;
          debt_to_equity: number | null;
        };
        ttm_ratios: {
          gross_margin: number | null;
          operating_margin: number | null;
          net_margin: number | null;
          free_cash_flow_margin: number | null;
          return_on_equity: number | null;
          return_on_assets: number | null;
          current_ratio: number | null;
          debt_to_equity: number | null;
        } | null;
      } | null;
      growth: {
        revenue_growth: number | null;
        net_income_growth: number | null;
        eps_diluted_growth: number | null;
        operating_cash_flow_growth: number | null;
        units: Record<string, unknown>;
        definitions: Record<string, unknown>;
        null_reasons: Record<string, unknown>;
        period: {
          type: string;
          fiscal_year: number | null;
          fiscal_quarter: number | null;
          start: string | null;
          end: string | null;
        };
        prior_period: {
          type: string;
          fiscal_year: number | null;
          fiscal_quarter: number | null;
          start: string | null;
          end: string | null;
        } | null;
      } | null;
    } | null;
    growth: Array<{
      ticker: string;
      fiscal_year: number | null;
      fiscal_period: string | null;
      period_start: string | null;
      period_end: string | null;
      prior_fiscal_year: number | null;
      prior_period_end: string | null;
      revenue: number | null;
      revenue_prior: number | null;
      net_income: number | null;
      net_income_prior: number | null;
      eps_diluted: number | null;
      eps_diluted_prior: number | null;
      revenue_growth: number | null;
      gross_profit_growth: number | null;
      operating_income_growth: number | null;
      net_income_growth: number | null;
      eps_diluted_growth: number | null;
      operating_cash_flow_growth: number | null;
      free_cash_flow_growth: number | null;
      gross_margin: number | null;
      operating_margin: number | null;
      net_margin: number | null;
      revenue_growth_basis: string | null;
      growth_status: string | null;
      growth_status_reason: string | null;
      vendor_revenue_growth: number | null;
      vendor_margins: any | null;
      vendor_status: string;
      accession_number: string | null;
      filing_date: string | null;
      source: string | null;
      null_reasons: Record<string, unknown>;
    }>;
  };
};

export type Svc_V3_Fundamentals_NewsQueryVariables = Exact<{
  endDate: InputMaybe<Scalars["String"]["input"]>;
  startDate: InputMaybe<Scalars["String"]["input"]>;
  limit: InputMaybe<Scalars["Int"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_NewsQuery = {
  filingNews: {
    count: number;
    source: string;
    ticker: string;
    newest_item_date: string | null;
    searched_back_to: string | null;
    is_partial: boolean;
    coverage_note: string;
    items: Array<{
      id: string;
      title: string;
      teaser: string | null;
      teaser_reason: string | null;
      url: string;
      ticker: string;
      tickers: Array<string>;
      coins: Array<string>;
      channels: Array<string>;
      tags: Array<string>;
      author: string;
      published: string | null;
      published_reason: string | null;
      created: string | null;
      updated: string | null;
      body: string | null;
      body_reason: string | null;
      form: string;
      filing_date: string;
      report_date: string | null;
      items: Array<string>;
    }>;
  };
};

export type Svc_V3_Intel_Options_VolumeQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Intel_Options_VolumeQuery = {
  optionsVolume: {
    ticker: string;
    count: number;
    source: string;
    note: string;
    items: Array<{
      date: string;
      call_volume: number | null;
      call_volume_reason: string | null;
      put_volume: number | null;
      put_volume_reason: string | null;
      total_volume: number;
      put_call_volume_ratio: number | null;
      put_call_volume_ratio_reason: string | null;
      call_open_interest: number | null;
      call_open_interest_reason: string | null;
      put_open_interest: number | null;
      put_open_interest_reason: string | null;
      call_contracts_without_open_interest: number;
      put_contracts_without_open_interest: number;
      contracts: number;
      call_contracts: number;
      put_contracts: number;
      expiries: number;
      coverage: string;
      source_files: Array<string>;
    }>;
  };
};

export type Svc_MacroQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_MacroQuery = {
  macro: {
    vix: number | null;
    vix_obs_date: string | null;
    vvix: number | null;
    vvix_obs_date: string | null;
    vvix_reason: string | null;
    tnx_10y: number | null;
    tnx_10y_obs_date: string | null;
    yield_curve_10y2y: number | null;
    yield_curve_10y2y_obs_date: string | null;
    credit_spread: number | null;
    credit_spread_obs_date: string | null;
    credit_spread_ig: number | null;
    credit_spread_ig_obs_date: string | null;
    usd_index_broad: number | null;
    usd_index_broad_obs_date: string | null;
    dxy: number | null;
    dxy_reason: string;
    sp500_trend: string | null;
    sp500_trend_reason: string;
    fear_greed: number | null;
    fear_greed_reason: string;
    units: Record<string, unknown>;
    sources: Record<string, unknown>;
    null_reasons: Record<string, unknown>;
    regime: string | null;
    regime_method: string;
    regime_reasons: Array<string>;
    regime_reason: string | null;
    as_of: string | null;
    is_stale: boolean;
    stale_fields: Array<string>;
    staleness_threshold_days: number;
    releases: Array<{
      key: string;
      name: string;
      series_id: string | null;
      frequency: string;
      units: string;
      change_units: string;
      reference_period: string | null;
      observation_date: string | null;
      value: number | null;
      released: string | null;
      released_reason: string;
      change_1m: number | null;
      change_12m: number | null;
      change_1q: number | null;
      change_1q_annualized: number | null;
      null_reasons: Record<string, unknown>;
    }>;
  };
};

export type Svc_V3_Macro_Treasury_CurveQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Macro_Treasury_CurveQuery = {
  treasuryCurve: {
    as_of: string;
    label: string | null;
    label_reason: string | null;
    previous_as_of: string | null;
    spread_2s10s_bps: number | null;
    inverted_2s10s: boolean | null;
    spread_2s10s_reason: string | null;
    spread_3m10y_bps: number | null;
    inverted_3m10y: boolean | null;
    spread_3m10y_reason: string | null;
    missing_tenors: Array<string>;
    is_stale: boolean;
    requested_date: string | null;
    tenor_set: string;
    source: string;
    coverage: string;
    units: Record<string, unknown>;
    tenors: Array<{
      tenor: string;
      months: number;
      yield_pct: number | null;
      change_1d_bps: number | null;
      null_reason: string | null;
      change_1d_reason: string | null;
    }>;
    freshness: {
      as_of: string;
      expected_as_of: string;
      business_days_behind: number;
      calendar_days_behind: number;
      is_stale: boolean;
      next_due: string;
      calendar: string;
      publication_cutoff_et: string;
    };
  };
};

export type Svc_V3_Intel_Yield_CurveQueryVariables = Exact<{
  freshness: InputMaybe<FreshnessPolicy>;
  date: InputMaybe<Scalars["String"]["input"]>;
}>;

export type Svc_V3_Intel_Yield_CurveQuery = {
  yieldCurve: {
    as_of: string;
    label: string | null;
    label_reason: string | null;
    previous_as_of: string | null;
    spread_2s10s_bps: number | null;
    inverted_2s10s: boolean | null;
    spread_2s10s_reason: string | null;
    spread_3m10y_bps: number | null;
    inverted_3m10y: boolean | null;
    spread_3m10y_reason: string | null;
    missing_tenors: Array<string>;
    is_stale: boolean;
    requested_date: string | null;
    tenor_set: string;
    source: string;
    coverage: string;
    units: Record<string, unknown>;
    tenors: Array<{
      tenor: string;
      months: number;
      yield_pct: number | null;
      change_1d_bps: number | null;
      null_reason: string | null;
      change_1d_reason: string | null;
    }>;
    freshness: {
      as_of: string;
      expected_as_of: string;
      business_days_behind: number;
      calendar_days_behind: number;
      is_stale: boolean;
      next_due: string;
      calendar: string;
      publication_cutoff_et: string;
    };
  };
};

export type Svc_V3_Tape_BarsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  session: InputMaybe<TapeSession>;
  date: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Tape_BarsQuery = {
  tapeBars: {
    ticker: string;
    session_date: string | null;
    session: string;
    available_sessions: Array<string>;
    count: number;
    truncated: boolean;
    quotes_held: boolean;
    null_reasons: Record<string, unknown>;
    as_of: string | null;
    is_stale: boolean;
    adjustment_basis: string;
    coverage_note: string | null;
    items: Array<{
      timestamp: string;
      time_et: string;
      session: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      bid: number | null;
      ask: number | null;
      bid_size: number | null;
      ask_size: number | null;
      spread: number | null;
    }>;
    summary: {
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      vwap: number | null;
      vwap_basis: string;
      regular_bars: number;
      extended_bars: number;
    } | null;
  };
};

export type Svc_V3_Tape_OptionsQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  sort: InputMaybe<OptionTapeSort>;
  minVolume: InputMaybe<Scalars["Float"]["input"]>;
  contractType: InputMaybe<Scalars["String"]["input"]>;
  expiration: InputMaybe<Scalars["String"]["input"]>;
  date: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Tape_OptionsQuery = {
  tapeOptions: {
    ticker: string;
    snapshot_date: string | null;
    available_dates: Array<string>;
    count: number;
    null_reasons: Record<string, unknown>;
    notional_basis: string;
    source: string;
    source_files: Array<string>;
    coverage_note: string | null;
    items: Array<{
      contract: string;
      expiry: string;
      dte: number;
      strike: number;
      contract_type: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      open_interest: number | null;
      implied_volatility: number | null;
      notional: number;
    }>;
    summary: {
      contracts_held: number;
      contracts_matched: number;
      call_volume: number;
      put_volume: number;
      call_notional: number;
      put_notional: number;
      put_call_volume_ratio: number | null;
    } | null;
  };
};

export type Svc_V3_Tape_FuturesQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  date: InputMaybe<Scalars["String"]["input"]>;
  interval: InputMaybe<FuturesInterval>;
  contract: InputMaybe<Scalars["String"]["input"]>;
  root: Scalars["String"]["input"];
}>;

export type Svc_V3_Tape_FuturesQuery = {
  futuresTape: {
    root: string;
    contract: string | null;
    interval: string;
    count: number;
    as_of: string | null;
    is_stale: boolean;
    items: Array<{
      contract: string;
      timestamp: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      open_interest: number | null;
    }>;
  };
};

export type Svc_V3_Tape_Futures_CurveQueryVariables = Exact<{
  date: InputMaybe<Scalars["String"]["input"]>;
  root: Scalars["String"]["input"];
}>;

export type Svc_V3_Tape_Futures_CurveQuery = {
  futuresCurve: {
    root: string;
    date: string;
    count: number;
    shape: string;
    items: Array<{
      contract: string;
      expiry: string;
      days_to_expiry: number;
      settle: number | null;
      volume: number | null;
      open_interest: number | null;
    }>;
  };
};

export type Svc_V3_Intel_CommoditiesQueryVariables = Exact<{
  category: InputMaybe<CommodityCategory>;
}>;

export type Svc_V3_Intel_CommoditiesQuery = {
  commodities: {
    category: string;
    count: number;
    items: Array<{
      symbol: string;
      name: string;
      category: string;
      price: number | null;
      unit: string;
      change: number | null;
      change_percent: number | null;
      as_of: string | null;
      is_stale: boolean;
    }>;
  };
};

export type Svc_V3_News_Forex_LatestQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  pairs: InputMaybe<Scalars["String"]["input"]>;
}>;

export type Svc_V3_News_Forex_LatestQuery = {
  forexNewsLatest: {
    pairs: Array<string>;
    count: number;
    items: Array<{
      published_at: string;
      headline: string;
      source: string;
      url: string | null;
      pairs: Array<string>;
    }>;
  };
};

export type Svc_V3_Fundamentals_Price_SnapshotQueryVariables = Exact<{
  assetClass: InputMaybe<AssetClass>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_Price_SnapshotQuery = {
  priceSnapshot: {
    ticker: string;
    price: number;
    price_date: string;
    market_cap: number | null;
    market_cap_shares: number | null;
    market_cap_shares_basis: string | null;
    market_cap_shares_as_of: string | null;
    market_cap_shares_status: string;
    eps_ttm: number | null;
    eps_ttm_basis: string | null;
    pe_ttm: number | null;
    forward_pe: number | null;
    forward_pe_status: string;
    forward_pe_basis: string | null;
    valuation_status: string;
    name: string;
    asset_class: string;
    price_session: string;
    as_of: string;
    as_of_basis: string;
    price_age_seconds: number;
    is_stale: boolean;
    market_session: string;
    session: string;
    day_change: number | null;
    day_change_percent: number | null;
    prev_close: number | null;
    prev_close_date: string | null;
    day_bar_date: string | null;
    day_open: number | null;
    day_high: number | null;
    day_low: number | null;
    day_close: number | null;
    day_volume: number | null;
    bid: number | null;
    ask: number | null;
    bid_size: number | null;
    ask_size: number | null;
    quote_as_of: string | null;
    quote_status: string;
    session_detail_status: string;
    price_basis: string;
    dividend_yield: number | null;
    dividend_yield_reason: string | null;
    dividend_yield_indicated: number | null;
    dividend_yield_indicated_reason: string | null;
    regular_session: {
      date: string;
      status: string;
      open: number;
      high: number;
      low: number;
      close: number | null;
      last: number;
      volume: number;
      prev_close: number | null;
      prev_close_date: string | null;
      change: number | null;
      change_percent: number | null;
    } | null;
    extended_hours: {
      session: string;
      price: number;
      as_of: string;
      reference_close: number | null;
      reference_close_date: string | null;
      change: number | null;
      change_percent: number | null;
    } | null;
    dividend: {
      trailing_12m_cash: number | null;
      payments_trailing_12m: number | null;
      last_ex_date: string | null;
      last_cash_amount: number | null;
      last_cash_amount_as_paid: number | null;
      payments_per_year: number | null;
      history_from: string | null;
      history_through: string | null;
      status: string;
    };
    units: {
      price: string;
      day_change: string;
      day_change_percent: string;
      day_volume: string;
      bid: string;
      ask: string;
      bid_size: string;
      ask_size: string;
      market_cap: string;
      market_cap_shares: string;
      pe_ttm: string;
      eps_ttm: string;
      dividend_yield: string;
      dividend_yield_indicated: string;
      dividend_cash: string;
      price_age_seconds: string;
    };
  };
};

export type Svc_V3_Fundamentals_PricesQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  endDate: InputMaybe<Scalars["String"]["input"]>;
  startDate: InputMaybe<Scalars["String"]["input"]>;
  intervalMultiplier: InputMaybe<Scalars["Int"]["input"]>;
  interval: InputMaybe<PriceInterval>;
  assetClass: InputMaybe<AssetClass>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Fundamentals_PricesQuery = {
  prices: {
    ticker: string;
    interval: string;
    interval_multiplier: number;
    start_date: string | null;
    end_date: string | null;
    count: number;
    data_through: string | null;
    partial: boolean;
    session_complete: boolean;
    adjusted: boolean;
    adjustment_basis: string;
    adjustment_source: string;
    day_basis: string;
    coverage_note: string | null;
    items: Array<{
      timestamp: string;
      date: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      bar_count: number;
      partial: boolean;
    }>;
    splits_applied: Array<{ ex_date: string; numerator: number; denominator: number }>;
  };
};

export type Svc_V3_Intel_ChartQueryVariables = Exact<{
  indicators: InputMaybe<Scalars["String"]["input"]>;
  bars: InputMaybe<Scalars["Int"]["input"]>;
  interval: InputMaybe<ChartInterval>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_V3_Intel_ChartQuery = {
  chart: {
    ticker: string;
    interval: string;
    bars_requested: number;
    bars_served: number;
    indicators: Array<string>;
    sma20: number | null;
    sma50: number | null;
    sma200: number | null;
    atr14: number | null;
    rsi14: number | null;
    week52_high: number | null;
    week52_high_date: string | null;
    week52_low: number | null;
    week52_low_date: string | null;
    null_reasons: Record<string, unknown>;
    as_of: string | null;
    is_stale: boolean;
    adjustment_basis: string;
    coverage_note: string | null;
    image: {
      format: string;
      mime_type: string;
      encoding: string;
      width: number;
      height: number;
      byte_length: number;
      data: string;
    };
    ohlcv: {
      start: string;
      end: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      change: number | null;
      change_percent: number | null;
      last_bar: {
        timestamp: string;
        date: string;
        open: number;
        high: number;
        low: number;
        close: number;
        volume: number;
      };
    };
    macd: { macd: number | null; signal: number | null; histogram: number | null } | null;
    bollinger: { upper: number | null; middle: number | null; lower: number | null } | null;
  };
};

export type Svc_CryptoQueryVariables = Exact<{
  assetClass: InputMaybe<CryptoAssetClass>;
  series: InputMaybe<Scalars["Boolean"]["input"]>;
  vs: InputMaybe<Scalars["String"]["input"]>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_CryptoQuery = {
  crypto: {
    ticker: string;
    symbol: string;
    base: string;
    quote: string;
    name: string;
    asset_class: string;
    read_as: string;
    price: number;
    as_of: string;
    as_of_basis: string;
    last_trade_timed: boolean;
    price_source: string;
    price_age_seconds: number;
    is_stale: boolean;
    stale_after_seconds: number;
    change_24h: number | null;
    change_pct_24h: number | null;
    volume_24h: number | null;
    dollar_volume_24h: number | null;
    rolling_24h_window_start: string | null;
    rolling_24h_window_end: string | null;
    rolling_24h_reason: string | null;
    utc_day: string;
    change_utc_day: number;
    change_pct_utc_day: number | null;
    volume_utc_day: number;
    dollar_volume_utc_day: number;
    change_basis: string;
    volume_unit: string;
    previous_day_reason: string | null;
    series_reason: string | null;
    day: {
      date: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      dollar_volume: number;
      dollar_volume_basis: string;
      source: string;
      complete: boolean;
      coverage_start: string;
      coverage_end: string;
    };
    previous_day: {
      date: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      dollar_volume: number;
      dollar_volume_basis: string;
      source: string;
      complete: boolean;
      coverage_start: string;
      coverage_end: string;
    } | null;
    series: Array<{
      date: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
      dollar_volume: number;
      dollar_volume_basis: string;
      source: string;
      complete: boolean;
      coverage_start: string;
      coverage_end: string;
    }> | null;
  };
};

export type Svc_Crypto_UniverseQueryVariables = Exact<{
  assetClass: InputMaybe<CryptoAssetClass>;
  minDollarVolume: InputMaybe<Scalars["Float"]["input"]>;
  offset: InputMaybe<Scalars["Int"]["input"]>;
  limit: InputMaybe<Scalars["Int"]["input"]>;
}>;

export type Svc_Crypto_UniverseQuery = {
  cryptoUniverse: {
    count: number;
    priced: number;
    excluded_stable: number;
    below_floor: number;
    returned: number;
    has_more: boolean;
    next_offset: number | null;
    offset: number;
    limit: number | null;
    min_dollar_volume: number;
    dollar_volume_basis: string;
    as_of: string | null;
    is_stale: boolean;
    rows: Array<{
      rank: number;
      ticker: string;
      symbol: string;
      base: string;
      quote: string;
      name: string;
      price: number;
      as_of: string;
      as_of_basis: string;
      price_age_seconds: number;
      is_stale: boolean;
      utc_day: string;
      change_utc_day: number;
      change_pct_utc_day: number | null;
      change_pct_24h: number | null;
      change_basis: string;
      volume_utc_day: number;
      dollar_volume_utc_day_to_date: number;
      volume_24h: number;
      dollar_volume_24h: number;
      dollar_volume_date: string;
      dollar_volume_basis: string;
      dollar_volume_source: string;
      dollar_volume_complete: boolean;
      dollar_volume_coverage_start: string;
      dollar_volume_coverage_end: string;
    }>;
    counts: {
      priced: number;
      excluded_stable: number;
      excluded_non_usd: number;
      unpriced: number;
      below_floor: number;
      eligible: number;
      returned: number;
    };
  };
};

export type Svc_Crypto_OvernightQueryVariables = Exact<{
  assetClass: InputMaybe<CryptoAssetClass>;
  minDollarVolume: InputMaybe<Scalars["Float"]["input"]>;
  limit: InputMaybe<Scalars["Int"]["input"]>;
}>;

export type Svc_Crypto_OvernightQuery = {
  cryptoOvernight: {
    count: number;
    excluded_stale: number;
    book_as_of: string;
    book_age_seconds: number;
    is_stale: boolean;
    change_window: string;
    min_dollar_volume: number;
    limit: number;
    kind: string;
    crypto_available: boolean;
    rows: Array<{
      rank: number;
      symbol: string;
      ticker: string;
      price: number;
      change_pct: number | null;
      change: number;
      change_window: string;
      utc_day: string;
      volume_24h: number;
      dollar_volume_24h: number;
      volume_basis: string;
      volume_date: string;
      volume_source: string;
      volume_complete: boolean;
      as_of: string;
      price_age_seconds: number;
      sentiment: string | null;
      whale_flag: boolean | null;
      flags_reason: string;
      kind: string;
    }>;
    counts: {
      priced: number;
      excluded_stable: number;
      excluded_non_usd: number;
      unpriced: number;
      below_floor: number;
      eligible: number;
      returned: number;
    };
  };
};

export type Svc_SnapshotQueryVariables = Exact<{
  ticker: Scalars["String"]["input"];
}>;

export type Svc_SnapshotQuery = {
  legacySnapshot: {
    ticker: string;
    price: number;
    price_date: string;
    sector: string | null;
    sector_taxonomy: string;
    sic_code: string | null;
    sector_reason: string | null;
    name: string;
    fundamentals: {
      pe_ratio: number | null;
      pb_ratio: number | null;
      market_cap: number | null;
      market_cap_shares: number | null;
      market_cap_shares_basis: string | null;
      market_cap_shares_as_of: string | null;
      market_cap_shares_status: string;
      market_cap_basis: string | null;
      forward_pe: number | null;
      forward_pe_basis: string | null;
      ev_to_ebitda: number | null;
      ev_to_ebitda_basis: string | null;
      dividend_yield: number | null;
      beta: number | null;
      null_reasons: Record<string, unknown>;
      fundamentals_status: string;
    };
    quote: {
      price: number;
      volume: number | null;
      volume_reason: string | null;
      change: number | null;
      change_percent: number | null;
      prev_close: number | null;
      prev_close_date: string | null;
      as_of_ts: number;
      as_of: string;
      price_age_seconds: number;
      is_stale: boolean;
    };
  };
};

export type Svc_Market_QuoteQueryVariables = Exact<{
  freshness: InputMaybe<FreshnessPolicy>;
  assetClass: InputMaybe<AssetClass>;
  ticker: Scalars["String"]["input"];
}>;

export type Svc_Market_QuoteQuery = {
  marketQuote: {
    ticker: string;
    name: string;
    asset_class: string;
    freshness: string;
    quote: {
      price: number;
      price_session: string;
      price_date: string;
      change: number | null;
      change_percent: number | null;
      prev_close: number | null;
      prev_close_date: string | null;
      day_bar_date: string | null;
      open: number | null;
      high: number | null;
      low: number | null;
      volume: number | null;
      bid: number | null;
      ask: number | null;
      bid_size: number | null;
      ask_size: number | null;
      quote_as_of: string | null;
      quote_status: string;
      as_of: string;
      as_of_basis: string;
      price_age_seconds: number;
      is_stale: boolean;
      stale_after_seconds: number;
      market_session: string;
      session_detail_status: string;
      price_basis: string;
    };
  };
};

export type Svc_Data_UniverseQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  assetClass: InputMaybe<UniverseAssetClass>;
}>;

export type Svc_Data_UniverseQuery = {
  dataUniverse: {
    count: number;
    total: number;
    truncated: boolean;
    as_of: string | null;
    items: Array<{
      ticker: string;
      name: string;
      asset_class: string;
      sector: string | null;
      is_sp500: boolean;
      price_source: string | null;
      daily_from: string | null;
      daily_through: string | null;
      close_basis: string;
      minute_sessions: number;
      minute_from: string | null;
      minute_through: string | null;
      dividend_history_through: string | null;
      last_price_date: string;
      is_stale: boolean;
    }>;
  };
};

export type Svc_V3_Stream_EventsSubscriptionVariables = Exact<{
  userId: InputMaybe<Scalars["String"]["input"]>;
  since: InputMaybe<Scalars["String"]["input"]>;
}>;

export type Svc_V3_Stream_EventsSubscription = {
  events: {
    id: string;
    user_id: string;
    type: string;
    at: string;
    request_id: string;
    operations: Array<string>;
    credits_charged: number;
    credits_left: number;
  };
};

export type Svc_V3_Stream_AlertsSubscriptionVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_AlertsSubscription = {
  alerts: { id: string; type: string; message: string; timestamp: string };
};

export type Svc_V3_Deflated_SharpeQueryVariables = Exact<{
  periodsPerYear: InputMaybe<Scalars["Float"]["input"]>;
  kurtosis: InputMaybe<Scalars["Float"]["input"]>;
  skewness: InputMaybe<Scalars["Float"]["input"]>;
  nObs: InputMaybe<Scalars["Float"]["input"]>;
  nTrials: InputMaybe<Scalars["Float"]["input"]>;
  sharpe: Scalars["Float"]["input"];
}>;

export type Svc_V3_Deflated_SharpeQuery = {
  deflatedSharpe: {
    expected_max_sr: number;
    std_sr: number;
    deflated_alpha_sr: number;
    deflated_sharpe: number;
    probabilistic_sharpe: number;
    sharpe: number;
    n_trials: number;
    n_obs: number;
    skewness: number;
    kurtosis: number;
    periods_per_year: number;
    method: string;
    units: {
      sharpe: string;
      expected_max_sr: string;
      std_sr: string;
      deflated_alpha_sr: string;
      deflated_sharpe: string;
      probabilistic_sharpe: string;
      n_trials: string;
      n_obs: string;
      skewness: string;
      kurtosis: string;
      periods_per_year: string;
    };
  };
};

export type Svc_V3_Stream_TicksSubscriptionVariables = Exact<{
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]> | Scalars["String"]["input"]>;
}>;

export type Svc_V3_Stream_TicksSubscription = {
  ticks: {
    id: string;
    ticker: string;
    price: number;
    size: number | null;
    size_reason: string | null;
    timestamp: string;
    as_of: string;
    timestamp_basis: string;
    replay: boolean;
    original_time: string | null;
    published_at: string;
  };
};

export type Svc_V3_Stream_BarsSubscriptionVariables = Exact<{
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]> | Scalars["String"]["input"]>;
}>;

export type Svc_V3_Stream_BarsSubscription = {
  bars: {
    id: string;
    ticker: string;
    open: number;
    high: number;
    low: number;
    close: number;
    volume: number;
    vwap: number | null;
    vwap_reason: string | null;
    bar_period_s: number;
    bar_start: string;
    bar_end: string;
    timestamp: string;
    as_of: string;
    replay: boolean;
    original_time: string | null;
    published_at: string;
  };
};

export type Svc_V3_Stream_QuotesSubscriptionVariables = Exact<{
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: Array<Scalars["String"]["input"]> | Scalars["String"]["input"];
}>;

export type Svc_V3_Stream_QuotesSubscription = {
  quotes: {
    id: string;
    ticker: string;
    bid_price: number | null;
    bid_size: number | null;
    ask_price: number | null;
    ask_size: number | null;
    size_unit: string;
    bid_venue: string | null;
    ask_venue: string | null;
    venue_reason: string | null;
    null_reason: string | null;
    quote_basis: string;
    timestamp: string;
    as_of: string;
    replay: boolean;
    original_time: string | null;
    published_at: string;
  };
};

export type Svc_V3_Stream_Market_EventsSubscriptionVariables = Exact<{
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]> | Scalars["String"]["input"]>;
}>;

export type Svc_V3_Stream_Market_EventsSubscription = {
  marketEvents: {
    id: string;
    ticker: string;
    type: string;
    source_as_of: string;
    feed_lag_s: number | null;
    is_stale: boolean;
    timestamp: string;
    as_of: string;
    replay: boolean;
    original_time: string | null;
    published_at: string;
  };
};

export type Svc_V3_Stream_SignalsSubscriptionVariables = Exact<{
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]> | Scalars["String"]["input"]>;
}>;

export type Svc_V3_Stream_SignalsSubscription = {
  signals: {
    id: string;
    type: string;
    ready: boolean;
    producer_live: boolean;
    producers: Array<string>;
    ticker: string | null;
    timestamp: string;
    as_of: string;
    replay: boolean;
    original_time: string | null;
  };
};

export type Svc_V3_Stream_DecisionsSubscriptionVariables = Exact<{
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]> | Scalars["String"]["input"]>;
}>;

export type Svc_V3_Stream_DecisionsSubscription = {
  decisions: {
    id: string;
    type: string;
    ready: boolean;
    producer_live: boolean;
    producers: Array<string>;
    ticker: string | null;
    timestamp: string;
    as_of: string;
    replay: boolean;
    original_time: string | null;
  };
};

export type Svc_V3_Stream_NewsSubscriptionVariables = Exact<{
  since: InputMaybe<Scalars["String"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]> | Scalars["String"]["input"]>;
}>;

export type Svc_V3_Stream_NewsSubscription = {
  news: {
    id: string;
    ticker: string;
    title: string;
    url: string | null;
    source: string | null;
    timestamp: string;
    as_of: string;
    replay: boolean;
    original_time: string | null;
    published_at: string;
  };
};

export type Svc_V3_Market_Events_CatchupQueryVariables = Exact<{
  limit: InputMaybe<Scalars["Int"]["input"]>;
  symbols: InputMaybe<Array<Scalars["String"]["input"]> | Scalars["String"]["input"]>;
  since: InputMaybe<Scalars["String"]["input"]>;
}>;

export type Svc_V3_Market_Events_CatchupQuery = {
  marketEventsCatchup: {
    next_since: string;
    has_more: boolean;
    events: Array<{
      id: string;
      stream: string;
      kind: string;
      ticker: string;
      producer: string | null;
      timestamp: string;
      replay: boolean;
      original_time: string | null;
      published_at: string;
      price: number | null;
      size: number | null;
      size_reason: string | null;
      timestamp_basis: string | null;
      open: number | null;
      high: number | null;
      low: number | null;
      close: number | null;
      volume: number | null;
      vwap: number | null;
      vwap_reason: string | null;
      bar_start: string | null;
      bar_end: string | null;
      bid_price: number | null;
      bid_size: number | null;
      ask_price: number | null;
      ask_size: number | null;
      size_unit: string | null;
      bid_venue: string | null;
      ask_venue: string | null;
      venue_reason: string | null;
      null_reason: string | null;
      quote_basis: string | null;
    }>;
    feed: {
      last_event_id: string | null;
      last_event_age_s: number | null;
      streams: Array<{
        stream: string;
        last_event_id: string | null;
        last_event_at: string | null;
        last_event_age_s: number | null;
      }>;
    };
  };
};

export type Svc_V3_Stream_StatusQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_StatusQuery = {
  streamStatus: {
    as_of: string;
    bus: { kind: string; reachable: boolean; error: string | null };
    session: { at: string; eastern_date: string; in_extended_session: boolean };
    producers: Array<{
      producer: string;
      capabilities: Array<string>;
      replay: boolean;
      source: string;
      symbols: Array<string> | null;
      started_at: string;
      state: string;
      live: boolean;
      basis: string | null;
      not_running_reason: string | null;
      heartbeat_age_s: number;
      last_frame_age_s: number | null;
      last_feed_message_age_s: number | null;
      frames_published: number;
    }>;
    capabilities: Array<{
      capability: string;
      status: string;
      live: boolean | null;
      replay: boolean | null;
      producers: Array<string>;
      live_producers: Array<string>;
      degraded_reasons: Array<string>;
      not_running_reason: string | null;
    }>;
    coverage_limits: {
      quote_warm_budget: number;
      warm_in_use: number | null;
      quotes_subscribe_max_symbols: number;
      quotes_subscribe_ttl_min_s: number;
      quotes_subscribe_ttl_max_s: number;
      quotes_subscribe_ttl_default_s: number;
      quotes_stream_max_symbols: number;
      universe_warm_min_symbols: number;
      universe_warm_max_symbols: number;
    };
    unavailable_sse_endpoints: Array<{ operation: string; path: string; capability: string; status: string }>;
  };
};

export type Svc_V3_Stream_Ingest_StatusQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_Ingest_StatusQuery = {
  streamIngestStatus: {
    as_of: string;
    dedicated_service: {
      name: string;
      effective_status: string;
      not_running_reason: string | null;
      degraded_reasons: Array<string>;
      replay: boolean | null;
      sources: Array<string>;
      last_feed_message_age_s: number | null;
      in_extended_session: boolean;
      producers: Array<{
        producer: string;
        capabilities: Array<string>;
        replay: boolean;
        source: string;
        symbols: Array<string> | null;
        started_at: string;
        state: string;
        live: boolean;
        basis: string | null;
        not_running_reason: string | null;
        heartbeat_age_s: number;
        last_frame_age_s: number | null;
        last_feed_message_age_s: number | null;
        frames_published: number;
      }>;
      capabilities: Array<{
        capability: string;
        status: string;
        live: boolean | null;
        replay: boolean | null;
        producers: Array<string>;
        live_producers: Array<string>;
        degraded_reasons: Array<string>;
        not_running_reason: string | null;
      }>;
    };
  };
};

export type Svc_V3_Stream_Signal_Generator_StatusQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_Signal_Generator_StatusQuery = {
  signalGeneratorStatus: {
    as_of: string;
    capability: string;
    effective_status: string;
    reason: string | null;
    producers: Array<string>;
    live_producers: Array<string>;
    stream_path: string;
    note: string;
  };
};

export type Svc_V3_Stream_Decision_Generator_StatusQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_Decision_Generator_StatusQuery = {
  decisionGeneratorStatus: {
    as_of: string;
    capability: string;
    effective_status: string;
    reason: string | null;
    producers: Array<string>;
    live_producers: Array<string>;
    stream_path: string;
    note: string;
  };
};

export type Svc_V3_Stream_Tick_Writer_StatusQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_Tick_Writer_StatusQuery = {
  streamTickWriterStatus: {
    as_of: string;
    running: boolean;
    not_running_reason: string | null;
    buffered_rows: number | null;
    batches_written: number | null;
    last_flush_duration_ms: number | null;
    note: string;
  };
};

export type Svc_V3_Stream_News_Publisher_StatusQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_News_Publisher_StatusQuery = {
  newsPublisherStatus: {
    as_of: string;
    effective_status: string;
    reason: string | null;
    producers: Array<string>;
    live_producers: Array<string>;
    stream_path: string;
    note: string;
  };
};

export type Svc_V3_Stream_Universe_StatusQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_Universe_StatusQuery = {
  streamUniverseStatus: {
    as_of: string;
    live_symbols: number;
    warm_symbols: number;
    live_producers: number;
    note: string;
    capacity: { budget: number; used: number; remaining: number };
  };
};

export type Svc_V3_Market_UniverseQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Market_UniverseQuery = {
  marketUniverse: {
    as_of: string;
    note: string;
    live: Array<{
      symbol: string;
      streams: Array<string>;
      producers: Array<string>;
      replay: boolean;
      last_event_at: string;
    }>;
    warm: Array<{
      symbol: string;
      coverage: string;
      requested_at: string;
      expires_at: string;
      expires_in_s: number;
    }>;
    capacity: { budget: number; used: number; remaining: number };
    producers: Array<{
      producer: string;
      capabilities: Array<string>;
      replay: boolean;
      source: string;
      symbols: Array<string> | null;
      started_at: string;
      state: string;
      live: boolean;
      basis: string | null;
      not_running_reason: string | null;
      heartbeat_age_s: number;
      last_frame_age_s: number | null;
      last_feed_message_age_s: number | null;
      frames_published: number;
    }>;
  };
};

export type Svc_V3_Market_Universe_WarmQueryVariables = Exact<{
  symbols: Array<Scalars["String"]["input"]> | Scalars["String"]["input"];
}>;

export type Svc_V3_Market_Universe_WarmQuery = {
  marketUniverseWarm: {
    as_of: string;
    ttl_s: number;
    note: string;
    admitted: Array<{ symbol: string; coverage: string; expires_at: string; extended: boolean }>;
    refused: Array<{ symbol: string; reason: string }>;
    capacity: { budget: number; used: number; remaining: number };
  };
};

export type Svc_V3_Stream_Quotes_SubscribeQueryVariables = Exact<{
  ttlS: InputMaybe<Scalars["Float"]["input"]>;
  symbols: Array<Scalars["String"]["input"]> | Scalars["String"]["input"];
}>;

export type Svc_V3_Stream_Quotes_SubscribeQuery = {
  quotesSubscribe: {
    as_of: string;
    ttl_s: number;
    note: string;
    admitted: Array<{ symbol: string; coverage: string; expires_at: string; extended: boolean }>;
    refused: Array<{ symbol: string; reason: string }>;
    capacity: { budget: number; used: number; remaining: number };
  };
};

export type Svc_V3_Stream_Realtime_GuideQueryVariables = Exact<{ [key: string]: never }>;

export type Svc_V3_Stream_Realtime_GuideQuery = {
  streamRealtimeGuide: {
    before_connecting: string;
    replay: string;
    resume: string;
    catch_up: string;
    prewarm: string;
    billing: string;
    streams: Array<{
      capability: string;
      operation: string;
      path: string;
      intent: string;
      carries: string;
      producer_today: string;
    }>;
  };
};
