/**
 * Metrics rows and the metrics snapshot, from the three statements (pure; no I/O).
 *
 * - A metrics row joins one period's flows (income statement and cash flow statement of the same
 *   fiscal year and quarter) with the balance sheet at the period's end, and forms ratios from
 *   them. Ratios are FRACTIONS (0.25 = 25%) of the row's own period: a quarter's return on equity
 *   is that quarter's net income over the equity at its end, not annualised. currentRatio and
 *   debtToEquity are multiples. `definitions` says how each ratio is formed; a null ratio or
 *   figure has its reason in `nullReasons`.
 * - period=ttm is one row: every flow summed over exactly the four consecutive fiscal quarters
 *   ending at the newest quarter of the income statement (derived Q4 included). A flow held for
 *   fewer than four of them is null and named in `ttmUnderfilledFields`; when the window itself
 *   is incomplete every sum is null, the period type is partial_ttm and `ttmStatus` says why
 *   (insufficient_quarters or quarter_gap). The balance sheet figures are those at the window's
 *   end (point in time).
 * - Debt: totalDebt is the balance sheet's (null with `debtComponentsMissing` when a component is
 *   missing). netDebt = totalDebt - cashAndEquivalents, null when either is. A financial issuer
 *   (GICS sector Financials, or deposits tagged) has netDebt null (`netDebtStatus`
 *   not_meaningful_for_financial_issuer), and its debt never includes deposits (`totalDebtBasis`,
 *   `debtRatiosBasis`, `issuerClassBasis`).
 * - The snapshot: `ttm` (that row, with `ttmRatios` in PERCENT numbers), `latestQuarter` (ratios
 *   as fractions of the latest quarter alone), `growth` (latest fiscal year over the one before,
 *   percent numbers). Each block has its `period` and `units` per field.
 */
import { figuresIn, unitsOf } from "../../kit/figures.js";
import { type BalanceSheetRow, buildBalanceSheets } from "./balanceSheets.js";
import { buildCashFlows, type CashFlowRow } from "./cashFlows.js";
import {
  buildIncomeStatements,
  type IncomeStatementRow,
  type IncomeStatementSource,
} from "./incomeStatements.js";
import { quarterFromOrdinal, quarterKey, quarterOrdinal } from "./periods.js";
import type { SecFact } from "./secFact.js";
import type { StatementPeriod } from "./statementRow.js";

export type MetricsPeriodType = "quarter" | "fiscal_year" | "ttm" | "partial_ttm" | "point_in_time";

export interface MetricsPeriod {
  type: MetricsPeriodType;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  start: string | null;
  end: string | null;
  /** Field → why it is null (a fiscal year has no fiscal quarter, …). */
  nullReasons: Record<string, string>;
}

/**
 * A period with its null fields explained: a fiscal year's quarter is not applicable, an unlabelled
 * period has no fiscal year or quarter, and a null start says `whyNoStart`.
 */
export function metricsPeriod(
  period: Omit<MetricsPeriod, "nullReasons">,
  whyNoStart = "period_not_formed",
): MetricsPeriod {
  const nullReasons: Record<string, string> = {};
  if (period.fiscalYear === null) nullReasons.fiscalYear = "no_fiscal_label";
  if (period.fiscalQuarter === null)
    nullReasons.fiscalQuarter = period.type === "fiscal_year" ? "fiscal_year_period" : "no_fiscal_label";
  if (period.start === null) nullReasons.start = whyNoStart;
  if (period.end === null) nullReasons.end = "period_not_formed";
  return { ...period, nullReasons };
}

export const FLOW_FIGURES = [
  "revenue",
  "grossProfit",
  "operatingIncome",
  "netIncome",
  "operatingCashFlow",
  "capitalExpenditure",
  "freeCashFlow",
] as const;
export const BALANCE_FIGURES = [
  "totalAssets",
  "totalStockholdersEquity",
  "totalCurrentAssets",
  "totalCurrentLiabilities",
  "cashAndEquivalents",
  "totalDebt",
  "netDebt",
] as const;
export type FlowFigure = (typeof FLOW_FIGURES)[number];
export type BalanceFigure = (typeof BALANCE_FIGURES)[number];
type IncomeFlow = "revenue" | "grossProfit" | "operatingIncome" | "netIncome";
const INCOME_FLOWS: readonly IncomeFlow[] = ["revenue", "grossProfit", "operatingIncome", "netIncome"];
type CashFlowFlow = "operatingCashFlow" | "capitalExpenditure" | "freeCashFlow";
const CASH_FLOWS: readonly CashFlowFlow[] = ["operatingCashFlow", "capitalExpenditure", "freeCashFlow"];

interface RatioSpec {
  numerator: FlowFigure | BalanceFigure;
  denominator: FlowFigure | BalanceFigure;
  unit: "fraction" | "multiple";
  definition: string;
}

export const RATIOS = {
  grossMargin: {
    numerator: "grossProfit",
    denominator: "revenue",
    unit: "fraction",
    definition: "grossProfit / revenue of the period",
  },
  operatingMargin: {
    numerator: "operatingIncome",
    denominator: "revenue",
    unit: "fraction",
    definition: "operatingIncome / revenue of the period",
  },
  netMargin: {
    numerator: "netIncome",
    denominator: "revenue",
    unit: "fraction",
    definition: "netIncome / revenue of the period",
  },
  freeCashFlowMargin: {
    numerator: "freeCashFlow",
    denominator: "revenue",
    unit: "fraction",
    definition: "(operatingCashFlow + capitalExpenditure) / revenue of the period",
  },
  returnOnEquity: {
    numerator: "netIncome",
    denominator: "totalStockholdersEquity",
    unit: "fraction",
    definition: "netIncome of the period / stockholders' equity at the period end (not annualised)",
  },
  returnOnAssets: {
    numerator: "netIncome",
    denominator: "totalAssets",
    unit: "fraction",
    definition: "netIncome of the period / total assets at the period end (not annualised)",
  },
  currentRatio: {
    numerator: "totalCurrentAssets",
    denominator: "totalCurrentLiabilities",
    unit: "multiple",
    definition: "current assets / current liabilities at the period end",
  },
  debtToEquity: {
    numerator: "totalDebt",
    denominator: "totalStockholdersEquity",
    unit: "multiple",
    definition: "totalDebt (excluding deposits) / stockholders' equity at the period end",
  },
} as const satisfies Record<string, RatioSpec>;
export type RatioName = keyof typeof RATIOS;
export const RATIO_NAMES = Object.keys(RATIOS) as RatioName[];
export type Ratios = Record<RatioName, number | null>;

export type IssuerClass = "financial" | "non_financial";

export interface MetricsRow extends Record<FlowFigure | BalanceFigure, number | null> {
  period: MetricsPeriod;
  /** The balance sheet date the point-in-time figures are taken at (null when none). */
  balanceSheetDate: string | null;
  ratios: Ratios;
  /** Percent numbers of the same ratios; the snapshot's ttm block only (null elsewhere). */
  ttmRatios: Ratios | null;
  units: Record<string, string>;
  definitions: Record<string, string>;
  nullReasons: Record<string, string>;
  ttmStatus: string | null;
  ttmUnderfilledFields: string[];
  debtComponentsMissing: string[];
  netDebtStatus:
    | "ok"
    | "debt_components_missing"
    | "cash_not_reported"
    | "not_meaningful_for_financial_issuer";
  totalDebtBasis: string;
  debtRatiosBasis: string;
  issuerClass: IssuerClass;
  issuerClassBasis: string;
}

export interface Issuer {
  class: IssuerClass;
  basis: string;
}

/** A metrics row's figures, in field order: the flows of the period, then the balance sheet's. */
export const METRIC_FIGURES = figuresIn("usd", [...FLOW_FIGURES, ...BALANCE_FIGURES]);

const DEFINITIONS: Record<string, string> = {
  ...Object.fromEntries(RATIO_NAMES.map((r) => [r, RATIOS[r].definition])),
  freeCashFlow: "operatingCashFlow + capitalExpenditure (capital expenditure is negative, cash-flow sign)",
  netDebt: "totalDebt - cashAndEquivalents at the period end",
};

/** Financial when the instrument master's GICS sector is Financials or the filer tags deposits. */
export function issuerOf(sector: string | null, sheets: readonly BalanceSheetRow[]): Issuer {
  if (sector === "Financials") return { class: "financial", basis: "gics_sector_financials" };
  if (sheets.some((s) => s.deposits !== null))
    return { class: "financial", basis: "deposits_tagged_in_sec_facts" };
  return {
    class: "non_financial",
    basis: sector ? "gics_sector_not_financials" : "no_sector_and_no_deposits_tagged",
  };
}

type Flows = Record<FlowFigure, number | null>;

/** The row from a period's flows and the sheet at its end; `nullReasons` may come pre-filled. */
function metricsRow(
  period: MetricsPeriod,
  flows: Flows,
  sheet: BalanceSheetRow | undefined,
  issuer: Issuer,
  nullReasons: Record<string, string>,
): MetricsRow {
  const reasons = { ...nullReasons };
  const figures: Record<FlowFigure | BalanceFigure, number | null> = {
    ...flows,
    totalAssets: sheet?.totalAssets ?? null,
    totalStockholdersEquity: sheet?.totalStockholdersEquity ?? null,
    totalCurrentAssets: sheet?.totalCurrentAssets ?? null,
    totalCurrentLiabilities: sheet?.totalCurrentLiabilities ?? null,
    cashAndEquivalents: sheet?.cashAndEquivalents ?? null,
    totalDebt: sheet?.totalDebt ?? null,
    netDebt: null,
  };
  const debtComponentsMissing = sheet ? sheet.debtComponentsMissing : ["shortTermDebt", "longTermDebt"];
  let netDebtStatus: MetricsRow["netDebtStatus"];
  if (issuer.class === "financial") netDebtStatus = "not_meaningful_for_financial_issuer";
  else if (figures.totalDebt === null) netDebtStatus = "debt_components_missing";
  else if (figures.cashAndEquivalents === null) netDebtStatus = "cash_not_reported";
  else {
    netDebtStatus = "ok";
    figures.netDebt = figures.totalDebt - figures.cashAndEquivalents;
  }
  if (!sheet) {
    for (const f of BALANCE_FIGURES) reasons[f] = "no_balance_sheet_at_period_end";
    reasons.balanceSheetDate = "no_balance_sheet_at_period_end";
  } else {
    for (const f of BALANCE_FIGURES) {
      if (figures[f] !== null || reasons[f]) continue;
      if (f === "totalDebt") reasons[f] = "debt_components_missing";
      else if (f === "netDebt") reasons[f] = netDebtStatus;
      else reasons[f] = sheet.fieldNotes[f] ?? "not_reported";
    }
  }
  for (const f of FLOW_FIGURES) if (figures[f] === null) reasons[f] ??= "not_reported";

  const ratios = {} as Ratios;
  for (const name of RATIO_NAMES) {
    const spec: RatioSpec = RATIOS[name];
    const num = figures[spec.numerator];
    const den = figures[spec.denominator];
    ratios[name] = null;
    if (num === null) reasons[name] = `${spec.numerator}_missing`;
    else if (den === null) reasons[name] = `${spec.denominator}_missing`;
    else if (den === 0) reasons[name] = `${spec.denominator}_zero`;
    else if (den < 0 && spec.denominator === "totalStockholdersEquity") reasons[name] = "negative_equity";
    else ratios[name] = num / den;
  }
  const units: Record<string, string> = { ...unitsOf(METRIC_FIGURES), reportingCurrency: "USD" };
  for (const name of RATIO_NAMES) units[`ratios.${name}`] = RATIOS[name].unit;
  return {
    period,
    balanceSheetDate: sheet?.periodEnd ?? null,
    ...figures,
    ratios,
    ttmRatios: null,
    units,
    definitions: { ...DEFINITIONS },
    // ttmRatios is filled only on the snapshot's ttm block; everywhere else its null says why.
    nullReasons: { ...reasons, ttmRatios: TTM_RATIOS_ONLY_ON_SNAPSHOT },
    ttmStatus: null,
    ttmUnderfilledFields: [],
    debtComponentsMissing,
    netDebtStatus,
    totalDebtBasis:
      issuer.class === "financial"
        ? "shortTermDebt+longTermDebt, deposits excluded"
        : "shortTermDebt+longTermDebt",
    debtRatiosBasis: issuer.class === "financial" ? "debt_excluding_deposits" : "total_debt",
    issuerClass: issuer.class,
    issuerClassBasis: issuer.basis,
  };
}

const labelKey = (fiscalYear: number | null, fiscalPeriod: string | null) =>
  fiscalYear === null || fiscalPeriod === null ? null : `${fiscalYear}${fiscalPeriod}`;

function flowsOf(income: IncomeStatementRow | undefined, cash: CashFlowRow | undefined): Flows {
  const out = {} as Flows;
  for (const f of INCOME_FLOWS) out[f] = income?.[f] ?? null;
  for (const f of CASH_FLOWS) out[f] = cash?.[f] ?? null;
  return out;
}

/**
 * Why each null flow is null: its statement row's own note (concept_not_mapped, q4_not_derivable,
 * …), or that the statement has no row for the period at all (a cash flow quarter that is neither
 * reported nor derivable: the cash flow route lists it in quarters_missing).
 */
function flowReasons(
  flows: Flows,
  income: IncomeStatementRow | undefined,
  cash: CashFlowRow | undefined,
): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const f of FLOW_FIGURES) {
    if (flows[f] !== null) continue;
    const fromIncome = (INCOME_FLOWS as readonly string[]).includes(f);
    const row = fromIncome ? income : cash;
    reasons[f] =
      row?.fieldNotes[f] ??
      (row
        ? "not_reported"
        : fromIncome
          ? "no_income_statement_for_period"
          : "no_cash_flow_statement_for_period");
  }
  return reasons;
}

interface Statements {
  income: IncomeStatementRow[];
  cash: CashFlowRow[];
  sheets: BalanceSheetRow[];
}

const ALL = 10_000;

function statementsOf(
  facts: SecFact[],
  source: IncomeStatementSource,
  period: "quarterly" | "annual",
): Statements {
  return {
    income: buildIncomeStatements(facts, { period, limit: ALL, source }).rows,
    cash: buildCashFlows(facts, { period, limit: ALL }).rows,
    sheets: buildBalanceSheets(facts, { period, limit: ALL }).rows,
  };
}

type Labelled = {
  fiscalYear: number | null;
  fiscalPeriod: string | null;
  periodStart: string | null;
  periodEnd: string;
};

function byLabel<T extends Labelled>(rows: T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const r of rows) {
    const k = labelKey(r.fiscalYear, r.fiscalPeriod);
    if (k !== null && !map.has(k)) map.set(k, r);
  }
  return map;
}

/**
 * One row per fiscal period any of the three statements holds (a year-end balance sheet and a
 * derived Q4 cash flow make a row even when the income statement has no Q4), newest first.
 */
function periodRows(s: Statements, issuer: Issuer, period: "quarterly" | "annual"): MetricsRow[] {
  const income = byLabel(s.income);
  const cash = byLabel(s.cash);
  const sheets = byLabel(s.sheets);
  const keys = new Set([...income.keys(), ...cash.keys(), ...sheets.keys()]);
  const rows = [...keys].map((k) => {
    const inc = income.get(k);
    const cf = cash.get(k);
    const sheet = sheets.get(k);
    const anchor = (inc ?? cf ?? sheet) as Labelled;
    const quarter = anchor.fiscalPeriod?.startsWith("Q") ? Number(anchor.fiscalPeriod.slice(1)) : null;
    const flows = flowsOf(inc, cf);
    return metricsRow(
      metricsPeriod(
        {
          type: period === "annual" ? "fiscal_year" : "quarter",
          fiscalYear: anchor.fiscalYear,
          fiscalQuarter: period === "annual" ? null : quarter,
          start: inc?.periodStart ?? cf?.periodStart ?? null,
          end: anchor.periodEnd,
        },
        // Only a balance sheet (an instant) is held for the period: no flow statement opens it.
        "no_flow_statement_for_period",
      ),
      flows,
      sheet,
      issuer,
      flowReasons(flows, inc, cf),
    );
  });
  return rows.sort((a, b) => (b.period.end ?? "").localeCompare(a.period.end ?? ""));
}

const ordinalOfRow = (r: { fiscalYear: number | null; fiscalPeriod: string | null }) =>
  r.fiscalYear !== null && r.fiscalPeriod?.startsWith("Q")
    ? quarterOrdinal(r.fiscalYear, Number(r.fiscalPeriod.slice(1)))
    : null;

/** The TTM row (see the module comment); null when there is no quarter at all. */
function ttmRow(s: Statements, issuer: Issuer): MetricsRow | null {
  const incomeByOrdinal = new Map<number, IncomeStatementRow>();
  for (const r of s.income) {
    const o = ordinalOfRow(r);
    if (o !== null && !incomeByOrdinal.has(o)) incomeByOrdinal.set(o, r);
  }
  const cashByOrdinal = new Map<number, CashFlowRow>();
  for (const r of s.cash) {
    const o = ordinalOfRow(r);
    if (o !== null && !cashByOrdinal.has(o)) cashByOrdinal.set(o, r);
  }
  if (incomeByOrdinal.size === 0 && cashByOrdinal.size === 0) return null;
  // The newest fiscal quarter either flow statement holds anchors the window.
  const newest = Math.max(...incomeByOrdinal.keys(), ...cashByOrdinal.keys());
  const window = [0, 1, 2, 3].map((k) => newest - k);
  const missingQuarters = window.filter((o) => !incomeByOrdinal.has(o) && !cashByOrdinal.has(o));
  const ttmStatus =
    missingQuarters.length === 0
      ? "ok"
      : new Set([...incomeByOrdinal.keys(), ...cashByOrdinal.keys()]).size < 4
        ? "insufficient_quarters"
        : "quarter_gap";

  const flows = {} as Flows;
  const reasons: Record<string, string> = {};
  const underfilled: string[] = [];
  for (const f of FLOW_FIGURES) {
    const parts = window.map((o) =>
      (INCOME_FLOWS as readonly string[]).includes(f)
        ? (incomeByOrdinal.get(o)?.[f as IncomeFlow] ?? null)
        : (cashByOrdinal.get(o)?.[f as CashFlowFlow] ?? null),
    );
    const held = parts.filter((p) => p !== null).length;
    flows[f] = null;
    if (held === 4) {
      flows[f] = (parts as number[]).reduce((sum, p) => sum + p, 0);
      continue;
    }
    if (held > 0) underfilled.push(f);
    reasons[f] =
      held === 0 && ttmStatus === "ok" ? "not_reported" : held === 0 ? ttmStatus : "ttm_component_missing";
  }
  const newestRow = (incomeByOrdinal.get(newest) ?? cashByOrdinal.get(newest)) as Labelled;
  const oldest = incomeByOrdinal.get(newest - 3) ?? cashByOrdinal.get(newest - 3);
  const q = quarterFromOrdinal(newest);
  const sheet = s.sheets.find(
    (r) => labelKey(r.fiscalYear, r.fiscalPeriod) === labelKey(q.fiscalYear, `Q${q.fiscalQuarter}`),
  );
  const row = metricsRow(
    metricsPeriod(
      {
        type: ttmStatus === "ok" ? "ttm" : "partial_ttm",
        fiscalYear: q.fiscalYear,
        fiscalQuarter: q.fiscalQuarter,
        start: ttmStatus === "ok" ? (oldest?.periodStart ?? null) : null,
        end: newestRow.periodEnd,
      },
      ttmStatus === "ok" ? "no_flow_statement_for_period" : ttmStatus,
    ),
    flows,
    sheet,
    issuer,
    reasons,
  );
  row.ttmStatus = ttmStatus;
  row.ttmUnderfilledFields = underfilled;
  if (missingQuarters.length > 0) {
    row.nullReasons.ttmWindow = `missing ${missingQuarters
      .map((o) => {
        const m = quarterFromOrdinal(o);
        return quarterKey(m.fiscalYear, m.fiscalQuarter);
      })
      .join(", ")}`;
  }
  return row;
}

export interface MetricsResult {
  rows: MetricsRow[];
  /** TTM only: the row's ttmStatus (insufficient_quarters when there is no quarter at all). */
  status: string | null;
}

export function buildMetrics(
  facts: SecFact[],
  options: { period: StatementPeriod; limit: number; source: IncomeStatementSource; sector: string | null },
): MetricsResult {
  const limit = Math.max(0, Math.floor(options.limit));
  if (options.period === "ttm") {
    const s = statementsOf(facts, options.source, "quarterly");
    const row = ttmRow(s, issuerOf(options.sector, s.sheets));
    return { rows: row ? [row] : [], status: row?.ttmStatus ?? "insufficient_quarters" };
  }
  const s = statementsOf(facts, options.source, options.period);
  return {
    rows: periodRows(s, issuerOf(options.sector, s.sheets), options.period).slice(0, limit),
    status: null,
  };
}

export interface GrowthBlock {
  period: MetricsPeriod;
  priorPeriod: MetricsPeriod | null;
  revenueGrowth: number | null;
  netIncomeGrowth: number | null;
  epsDilutedGrowth: number | null;
  operatingCashFlowGrowth: number | null;
  units: Record<string, string>;
  definitions: Record<string, string>;
  nullReasons: Record<string, string>;
}

export interface MetricsSnapshot {
  ttm: MetricsRow | null;
  latestQuarter: MetricsRow | null;
  growth: GrowthBlock | null;
  /** Block → why it is null. */
  nullReasons: Record<string, string>;
}

const percent = (r: Ratios): Ratios =>
  Object.fromEntries(
    RATIO_NAMES.map((n) => {
      const v = r[n];
      return [n, v === null || RATIOS[n].unit !== "fraction" ? v : v * 100];
    }),
  ) as Ratios;

/** (current - prior) / |prior| x 100; null with a reason when either is missing or prior is 0. */
export function growthOf(
  current: number | null,
  prior: number | null,
): { value: number | null; reason?: string } {
  if (current === null) return { value: null, reason: "current_missing" };
  if (prior === null) return { value: null, reason: "prior_missing" };
  if (prior === 0) return { value: null, reason: "prior_zero" };
  return { value: ((current - prior) / Math.abs(prior)) * 100 };
}

/** Why a metrics row's ttmRatios is null: the percent block belongs to the snapshot's ttm row. */
export const TTM_RATIOS_ONLY_ON_SNAPSHOT = "ttm_ratios_only_on_metrics_snapshot_ttm";

export function buildMetricsSnapshot(
  facts: SecFact[],
  options: { source: IncomeStatementSource; sector: string | null },
): MetricsSnapshot {
  const quarterly = statementsOf(facts, options.source, "quarterly");
  const issuer = issuerOf(options.sector, quarterly.sheets);
  const ttm = ttmRow(quarterly, issuer);
  if (ttm) {
    ttm.ttmRatios = percent(ttm.ratios);
    delete ttm.nullReasons.ttmRatios;
    for (const name of RATIO_NAMES)
      ttm.units[`ttmRatios.${name}`] = RATIOS[name].unit === "fraction" ? "percent" : "multiple";
  }
  const latestQuarter = periodRows(quarterly, issuer, "quarterly")[0] ?? null;

  const annual = buildIncomeStatements(facts, { period: "annual", limit: 2, source: options.source }).rows;
  const annualCash = buildCashFlows(facts, { period: "annual", limit: ALL }).rows;
  let growth: GrowthBlock | null = null;
  const [cur, prior] = annual;
  if (cur) {
    const fyPeriod = (r: IncomeStatementRow): MetricsPeriod =>
      metricsPeriod({
        type: "fiscal_year",
        fiscalYear: r.fiscalYear,
        fiscalQuarter: null,
        start: r.periodStart,
        end: r.periodEnd,
      });
    const ocf = (r: IncomeStatementRow | undefined) =>
      r ? (annualCash.find((c) => c.fiscalYear === r.fiscalYear)?.operatingCashFlow ?? null) : null;
    const pairs = {
      revenueGrowth: growthOf(cur.revenue, prior?.revenue ?? null),
      netIncomeGrowth: growthOf(cur.netIncome, prior?.netIncome ?? null),
      epsDilutedGrowth: growthOf(cur.epsDiluted, prior?.epsDiluted ?? null),
      operatingCashFlowGrowth: growthOf(ocf(cur), ocf(prior)),
    };
    const nullReasons: Record<string, string> = {};
    for (const [k, g] of Object.entries(pairs)) if (g.reason) nullReasons[k] = g.reason;
    if (!prior) nullReasons.priorPeriod = "no_prior_fiscal_year";
    growth = {
      period: fyPeriod(cur),
      priorPeriod: prior ? fyPeriod(prior) : null,
      revenueGrowth: pairs.revenueGrowth.value,
      netIncomeGrowth: pairs.netIncomeGrowth.value,
      epsDilutedGrowth: pairs.epsDilutedGrowth.value,
      operatingCashFlowGrowth: pairs.operatingCashFlowGrowth.value,
      units: Object.fromEntries(Object.keys(pairs).map((k) => [k, "percent"])),
      definitions: Object.fromEntries(
        Object.keys(pairs).map((k) => [
          k,
          "(latest fiscal year - the fiscal year before) / |the fiscal year before| x 100, as filed",
        ]),
      ),
      nullReasons,
    };
  }
  const nullReasons: Record<string, string> = {};
  // No fiscal quarter in the facts (an annual-only or IFRS filer): no TTM, no latest quarter.
  if (ttm === null) nullReasons.ttm = "no_fiscal_quarter_in_sec_facts";
  if (latestQuarter === null) nullReasons.latestQuarter = "no_fiscal_quarter_in_sec_facts";
  if (growth === null) nullReasons.growth = "no_annual_income_statement_in_sec_facts";
  return { ttm, latestQuarter, growth, nullReasons };
}
