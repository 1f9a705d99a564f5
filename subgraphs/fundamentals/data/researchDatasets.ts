/**
 * The research datasets: the warehouse's own ingested tables, exposed read-only and verbatim
 * (spec/02 v2_research_datasets, v2_research_read). The routes are fundamentals' (docs/ROUTES.md),
 * but the rows are every domain's: this module is the one place a subgraph reads tables of other
 * domains, and only to copy rows out unchanged; no domain value is computed from them here.
 *
 * HELD_DATASETS is an allow-list, so access tables (keys, wallets, ledger) can never be read
 * through it; each entry names its table and columns by the whole warehouse's types (`Database`),
 * so a renamed column fails to compile here rather than at a caller. Its reads are raw SQL over
 * that list on any view's handle (fundamentals' resolvers, the gateway's freshness monitor): the
 * one exception to each domain's context reading its own view (docs/ARCHITECTURE.md).
 */
import { type RawBuilder, sql } from "kysely";
import { easternDate, easternTime, lastFinalCloseDate } from "../../../core/calendar.js";
import { FRED_PUBLICATION, fredPublication, visibleThrough } from "../../../core/publication.js";
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import type { Database } from "../../../warehouse/schema.js";
import type { DatasetRules, ReadPlan } from "../domain/researchDatasets.js";
import { FACT_COLUMNS } from "./facts.js";

type ResearchTable = Exclude<
  keyof Database,
  | "api_keys"
  | "accounts"
  | "wallets"
  | "usage_ledger"
  | "idempotency_records"
  | "ingested_files"
  | "warm_coverage"
  | "corporate_action_coverage"
>;
type Column<T extends ResearchTable> = keyof Database[T] & string;

/** Product groups of spec/03 a dataset bills at (the gateway's pricing reads them at generate time). */
export type DatasetProduct =
  | "market_data"
  | "fundamentals"
  | "public_filings"
  | "macro_rates_fx"
  | "tape"
  | "options_flow";

interface HeldDatasetSpec<T extends ResearchTable> {
  slug: string;
  table: T;
  description: string;
  product: DatasetProduct;
  symbolColumn: Column<T> | null;
  keyedBy: string;
  /** The column that dates a row, for the listing's coverage; null when rows are undated. */
  dateColumn: Column<T> | null;
  /** A stable order: the table's natural key. */
  orderBy: readonly Column<T>[];
  /** Columns served, in order; all of the table's when omitted. */
  columns?: readonly Column<T>[];
  /** Only rows where this column holds a value. */
  requireValue?: Column<T>;
  requiresTicker?: boolean;
  /**
   * A column saying how far the row's data reaches (a price file's last day): served as the last
   * final close at the clock when later, so an instant never sees the file's later end (issue 29).
   */
  reachColumn?: Column<T>;
}

export interface HeldDataset extends DatasetRules {
  table: ResearchTable;
  description: string;
  product: DatasetProduct;
  dateColumn: string | null;
  orderBy: readonly string[];
  columns: readonly string[] | null;
  requireValue: string | null;
  reachColumn: string | null;
}

function held<T extends ResearchTable>(spec: HeldDatasetSpec<T>): HeldDataset {
  return {
    ...spec,
    requiresTicker: spec.requiresTicker ?? false,
    idFilters: [],
    columns: spec.columns ?? null,
    requireValue: spec.requireValue ?? null,
    reachColumn: spec.reachColumn ?? null,
  };
}

export const HELD_DATASETS: readonly HeldDataset[] = [
  held({
    slug: "security_master",
    table: "instruments",
    description: "Instrument master: S&P 500 constituents, SEC ticker map, priced ETFs and crypto pairs.",
    product: "market_data",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    dateColumn: null,
    orderBy: ["ticker"],
  }),
  held({
    slug: "daily_prices",
    table: "daily_bars",
    description:
      "Daily OHLCV bars as the price files give them (see price_series_index for each file's basis).",
    product: "market_data",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    dateColumn: "date",
    orderBy: ["ticker", "date"],
  }),
  held({
    slug: "price_series_index",
    table: "price_series",
    description:
      "One row per price file: its source, close basis and date range (as far as known at the instant: last_date at most the clock's last final close).",
    product: "market_data",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    dateColumn: null,
    orderBy: ["ticker", "source"],
    columns: ["ticker", "source", "close_basis", "adj_close_basis", "first_date", "last_date"],
    reachColumn: "last_date",
  }),
  held({
    slug: "splits",
    table: "splits",
    description: "Stock splits (shares after : shares before) by ex-date.",
    product: "market_data",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    dateColumn: "ex_date",
    orderBy: ["ticker", "ex_date"],
  }),
  held({
    slug: "dividends",
    table: "dividends",
    description: "Regular cash dividends by ex-date, USD per share as paid (not split-adjusted).",
    product: "market_data",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    dateColumn: "ex_date",
    orderBy: ["ticker", "ex_date"],
  }),
  held({
    slug: "price_factors",
    table: "price_factors",
    description:
      "Lean factor-file rows: price and split factors applying to bars dated on or before each row.",
    product: "market_data",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    dateColumn: "date",
    orderBy: ["ticker", "date"],
  }),
  held({
    slug: "minute_bars",
    table: "minute_bars",
    description: "One-minute trade bars (ts_ms is the bar start, epoch ms) of the bundled intraday days.",
    product: "tape",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    dateColumn: "session_date",
    orderBy: ["ticker", "ts_ms"],
  }),
  held({
    slug: "minute_quotes",
    table: "minute_quotes",
    description: "One-minute NBBO quote bars (each side's OHLC and last size) of the bundled intraday days.",
    product: "tape",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    dateColumn: "session_date",
    orderBy: ["ticker", "ts_ms"],
  }),
  held({
    slug: "option_chains",
    table: "option_chain_rows",
    description: "End-of-day option chain snapshots with greeks; underlying is the symbol column.",
    product: "options_flow",
    symbolColumn: "underlying",
    keyedBy: "ticker",
    dateColumn: "snapshot_date",
    orderBy: ["underlying", "snapshot_date", "expiry", "strike", "right"],
  }),
  held({
    slug: "implied_vol_by_ticker",
    table: "option_chain_rows",
    description:
      "Implied volatility and greeks per contract of one underlying's chain snapshots (ticker required).",
    product: "options_flow",
    symbolColumn: "underlying",
    keyedBy: "ticker",
    dateColumn: "snapshot_date",
    orderBy: ["snapshot_date", "expiry", "strike", "right"],
    columns: [
      "underlying",
      "snapshot_date",
      "expiry",
      "strike",
      "right",
      "implied_volatility",
      "delta",
      "gamma",
      "vega",
      "theta",
      "open_interest",
    ],
    requireValue: "implied_volatility",
    requiresTicker: true,
  }),
  held({
    slug: "sec_company_facts",
    table: "sec_facts",
    description: "XBRL facts of the held SEC companyfacts files, every filing's value (keyed by CIK).",
    product: "fundamentals",
    symbolColumn: null,
    keyedBy: "cik",
    dateColumn: "period_end",
    orderBy: ["cik", "taxonomy", "concept", "unit", "period_end", "filed", "accn"],
    columns: FACT_COLUMNS,
  }),
  held({
    slug: "sec_companies",
    table: "sec_companies",
    description: "Companies whose SEC companyfacts are held, with the kind of file (keyed by CIK).",
    product: "fundamentals",
    symbolColumn: null,
    keyedBy: "cik",
    dateColumn: null,
    orderBy: ["cik"],
  }),
  held({
    slug: "sec_filings",
    table: "sec_filings",
    description: "The EDGAR submissions index of the held companies (keyed by CIK).",
    product: "public_filings",
    symbolColumn: null,
    keyedBy: "cik",
    dateColumn: "filing_date",
    orderBy: ["cik", "filing_date", "accession"],
  }),
  held({
    slug: "treasury_par_yields",
    table: "treasury_par_yields",
    description:
      "Daily Treasury par yield curve, percent, both Treasury file formats (precedence 2 wins a date).",
    product: "macro_rates_fx",
    symbolColumn: null,
    keyedBy: "date",
    dateColumn: "date",
    orderBy: ["date", "precedence"],
  }),
  held({
    slug: "fred_series",
    table: "macro_observations",
    description:
      "FRED series observations (series_id, date, value; null where FRED publishes '.'); ticker filters series_id (DGS10).",
    product: "macro_rates_fx",
    symbolColumn: "series_id",
    keyedBy: "series_id",
    dateColumn: "date",
    orderBy: ["series_id", "date"],
  }),
  held({
    slug: "vix_daily",
    table: "vix_daily",
    description: "CBOE VIX daily OHLC.",
    product: "macro_rates_fx",
    symbolColumn: null,
    keyedBy: "date",
    dateColumn: "date",
    orderBy: ["date"],
  }),
];

const BY_SLUG = new Map(HELD_DATASETS.map((d) => [d.slug, d]));

export function heldDataset(slug: string): HeldDataset | undefined {
  return BY_SLUG.get(slug);
}

/** Slug → product group, for the gateway's per-dataset price (bin/generate.ts). */
export function datasetProducts(): Record<string, DatasetProduct> {
  return Object.fromEntries(HELD_DATASETS.map((d) => [d.slug, d.product]));
}

const dayBefore = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Point in time (issue 14): the condition under which a dataset's row was already known at `now`,
 * by the column that says when it became known; null for undated tables. Dated by day only, a row
 * of today counts once the day's data is certainly out: a daily bar once its close is final
 * (crypto: its UTC day ended), an option chain's end-of-day snapshot likewise, a Treasury curve
 * after its 18:00 ET release, a FRED or VIX observation by core/publication.ts, an SEC fact or
 * filing the day after its filing date (the facts carry no acceptance time), a split or dividend
 * on its ex-date (its announcement date is not held).
 */
function visibleAt(dataset: HeldDataset, now: Date): RawBuilder<unknown> | null {
  const today = easternDate(now);
  const equityClose = lastFinalCloseDate(now, "equity");
  const cryptoClose = lastFinalCloseDate(now, "crypto");
  switch (dataset.table) {
    case "daily_bars":
      return sql`((${sql.ref("ticker")} like 'X:%' and ${sql.ref("date")} <= ${cryptoClose}) or (${sql.ref("ticker")} not like 'X:%' and ${sql.ref("date")} <= ${equityClose}))`;
    case "price_factors":
      return sql`${sql.ref("date")} <= ${equityClose}`;
    case "price_series":
      return sql`${sql.ref("first_date")} <= ${equityClose}`;
    case "splits":
    case "dividends":
      return sql`${sql.ref("ex_date")} <= ${today}`;
    case "minute_bars":
    case "minute_quotes":
      return sql`${sql.ref("ts_ms")} <= ${now.getTime() - 60_000}`;
    case "option_chain_rows":
      return sql`${sql.ref("snapshot_date")} <= ${equityClose}`;
    case "sec_facts":
      return sql`${sql.ref("filed")} < ${today}`;
    case "sec_filings":
      return sql`${sql.ref("filing_date")} < ${today}`;
    case "treasury_par_yields":
      return sql`${sql.ref("date")} <= ${now >= easternTime(today, "18:00") ? today : dayBefore(today)}`;
    case "vix_daily":
      return sql`${sql.ref("date")} <= ${visibleThrough(fredPublication("VIXCLS"), today)}`;
    case "macro_observations": {
      const listed = Object.keys(FRED_PUBLICATION);
      const each = listed.map(
        (id) =>
          sql`(${sql.ref("series_id")} = ${id} and ${sql.ref("date")} <= ${visibleThrough(fredPublication(id), today)})`,
      );
      const rest = sql`(${sql.ref("series_id")} not in (${sql.join(listed)}) and ${sql.ref("date")} <= ${visibleThrough(fredPublication(""), today)})`;
      return sql`(${sql.join([...each, rest], sql` or `)})`;
    }
    default:
      return null;
  }
}

function conditions(dataset: HeldDataset, ticker: string | null, now: Date): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  const visible = visibleAt(dataset, now);
  if (visible !== null) where.push(visible);
  if (ticker !== null && dataset.symbolColumn !== null)
    where.push(sql`${sql.ref(dataset.symbolColumn)} = ${ticker}`);
  if (dataset.requireValue !== null) where.push(sql`${sql.ref(dataset.requireValue)} is not null`);
  return where;
}

function whereClause(where: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return where.length === 0 ? sql`` : sql`where ${sql.join(where, sql` and `)}`;
}

export interface DatasetCoverage {
  rows: number;
  firstDate: string | null;
  lastDate: string | null;
}

/** Row count and date range of one dataset as known at `now`: one statement. */
export async function datasetCoverage(
  db: AnyWarehouse,
  dataset: HeldDataset,
  now: Date,
): Promise<DatasetCoverage> {
  const dates = dataset.dateColumn
    ? sql`min(${sql.ref(dataset.dateColumn)}) as first_date, max(${sql.ref(dataset.dateColumn)}) as last_date`
    : sql`null as first_date, null as last_date`;
  const { rows } = await sql<{
    row_count: number | string;
    first_date: string | null;
    last_date: string | null;
  }>`
    select count(*) as row_count, ${dates} from ${sql.table(dataset.table)} ${whereClause(conditions(dataset, null, now))}
  `.execute(db);
  const row = rows[0];
  return {
    rows: Number(row?.row_count ?? 0),
    firstDate: row?.first_date ?? null,
    lastDate: row?.last_date ?? null,
  };
}

export interface DatasetPage {
  rows: Record<string, unknown>[];
  hasMore: boolean;
}

/** Rows known at `now` in the dataset's key order, at most plan.effectiveLimit, and whether more match. */
export async function readDataset(
  db: AnyWarehouse,
  dataset: HeldDataset,
  plan: ReadPlan,
  now: Date,
): Promise<DatasetPage> {
  const reachedBy = lastFinalCloseDate(now, "equity");
  const column = (c: string) =>
    c === dataset.reachColumn
      ? sql`case when ${sql.ref(c)} > ${reachedBy} then ${reachedBy} else ${sql.ref(c)} end as ${sql.ref(c)}`
      : sql.ref(c);
  const columns = dataset.columns ? sql.join(dataset.columns.map(column)) : sql`*`;
  const { rows } = await sql<Record<string, unknown>>`
    select ${columns} from ${sql.table(dataset.table)} ${whereClause(conditions(dataset, plan.ticker, now))}
    order by ${sql.join(dataset.orderBy.map((c) => sql.ref(c)))}
    limit ${plan.effectiveLimit + 1}
  `.execute(db);
  const hasMore = rows.length > plan.effectiveLimit;
  return { rows: hasMore ? rows.slice(0, plan.effectiveLimit) : rows, hasMore };
}

/**
 * Whether the dataset holds any row at all, whatever the clock (an empty table is a missing feed,
 * not an answer; rows all after the clock are a real empty answer at that instant).
 */
export async function datasetHoldsRows(db: AnyWarehouse, dataset: HeldDataset): Promise<boolean> {
  const where: RawBuilder<unknown>[] = [];
  if (dataset.requireValue !== null) where.push(sql`${sql.ref(dataset.requireValue)} is not null`);
  const { rows } =
    await sql`select 1 as one from ${sql.table(dataset.table)} ${whereClause(where)} limit 1`.execute(db);
  return rows.length > 0;
}
