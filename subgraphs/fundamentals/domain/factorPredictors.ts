/**
 * Quarterly accounting characteristics ("predictors") from SEC facts (pure). One row per fiscal
 * quarter any statement holds (derived Q4 included), newest first; each predictor is a FRACTION of
 * that quarter's own figures (not annualised), or a year-over-year change against the same fiscal
 * quarter a year earlier. `availableDate` is the filing date of the newest filing whose facts the
 * row uses: a point-in-time user must not see the row before it. A null predictor has its reason
 * in `nullReasons`.
 */
import { figuresIn } from "../../kit/figures.js";
import { buildBalanceSheets } from "./balanceSheets.js";
import { buildCashFlows } from "./cashFlows.js";
import { buildIncomeStatements, type IncomeStatementSource } from "./incomeStatements.js";
import { buildMetrics } from "./metrics.js";
import type { SecFact } from "./secFact.js";

export const PREDICTORS = {
  roe: "net income of the quarter / stockholders' equity at its end",
  roa: "net income of the quarter / total assets at its end",
  grossProfitability: "gross profit of the quarter / total assets at its end (Novy-Marx)",
  grossMargin: "gross profit / revenue of the quarter",
  operatingMargin: "operating income / revenue of the quarter",
  netMargin: "net income / revenue of the quarter",
  assetTurnover: "revenue of the quarter / total assets at its end",
  leverage: "total liabilities / total assets at the quarter end",
  cashToAssets: "cash and equivalents / total assets at the quarter end",
  accruals: "(net income - operating cash flow) of the quarter / total assets at its end (Sloan)",
  assetGrowthYoy: "total assets / total assets at the same fiscal quarter a year earlier - 1",
  salesGrowthYoy: "revenue / revenue of the same fiscal quarter a year earlier - 1",
  rdToSales: "research and development expense / revenue of the quarter",
} as const;
export type Predictor = keyof typeof PREDICTORS;
export const PREDICTOR_NAMES = Object.keys(PREDICTORS) as Predictor[];
/** The predictors as a row's figures, all fractions. */
export const PREDICTOR_FIGURES = figuresIn("fraction", PREDICTOR_NAMES);

/** Served by the catalogue's definition as withheld (spec/02), with the reason. */
export const WITHHELD_PREDICTORS = [
  {
    predictor: "currentRatio",
    reason: "withheld: a liquidity measure outside the characteristic set this route serves",
  },
] as const;

export interface PredictorRow extends Record<Predictor, number | null> {
  fiscalYear: number;
  fiscalQuarter: number;
  periodEnd: string;
  availableDate: string | null;
  nullReasons: Record<string, string>;
}

const ALL = 10_000;

type Quarterly = { fiscalYear: number | null; fiscalPeriod: string | null; filingDate: string | null };
const keyOf = (year: number, quarter: number) => `${year}Q${quarter}`;
function byQuarter<T extends Quarterly>(rows: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    if (row.fiscalYear === null || !row.fiscalPeriod?.startsWith("Q")) continue;
    const key = `${row.fiscalYear}${row.fiscalPeriod}`;
    if (!map.has(key)) map.set(key, row);
  }
  return map;
}

function ratio(
  reasons: Record<string, string>,
  name: Predictor,
  numerator: [string, number | null | undefined],
  denominator: [string, number | null | undefined],
): number | null {
  const [numName, num] = numerator;
  const [denName, den] = denominator;
  if (num === null || num === undefined) reasons[name] = `${numName}_missing`;
  else if (den === null || den === undefined) reasons[name] = `${denName}_missing`;
  else if (den === 0) reasons[name] = `${denName}_zero`;
  else return num / den;
  return null;
}

function change(
  reasons: Record<string, string>,
  name: Predictor,
  field: string,
  current: number | null | undefined,
  prior: number | null | undefined,
): number | null {
  if (current === null || current === undefined) reasons[name] = `${field}_missing`;
  else if (prior === null || prior === undefined) reasons[name] = "same_quarter_prior_year_not_held";
  else if (prior <= 0) reasons[name] = `prior_${field}_not_positive`;
  else return current / prior - 1;
  return null;
}

export function buildPredictors(
  facts: SecFact[],
  options: { source: IncomeStatementSource; sector: string | null },
): PredictorRow[] {
  const metrics = buildMetrics(facts, { period: "quarterly", limit: ALL, ...options }).rows;
  const income = byQuarter(
    buildIncomeStatements(facts, { period: "quarterly", limit: ALL, source: options.source }).rows,
  );
  const sheets = byQuarter(buildBalanceSheets(facts, { period: "quarterly", limit: ALL }).rows);
  const cash = byQuarter(buildCashFlows(facts, { period: "quarterly", limit: ALL }).rows);
  const rows: PredictorRow[] = [];
  for (const m of metrics) {
    const { fiscalYear, fiscalQuarter, end } = m.period;
    if (fiscalYear === null || fiscalQuarter === null || end === null) continue;
    const key = keyOf(fiscalYear, fiscalQuarter);
    const prior = keyOf(fiscalYear - 1, fiscalQuarter);
    const inc = income.get(key);
    const sheet = sheets.get(key);
    const reasons: Record<string, string> = {};
    const assets: [string, number | null] = ["totalAssets", m.totalAssets];
    const revenue: [string, number | null] = ["revenue", m.revenue];
    const accrual =
      m.netIncome !== null && m.operatingCashFlow !== null ? m.netIncome - m.operatingCashFlow : null;
    const row: PredictorRow = {
      fiscalYear,
      fiscalQuarter,
      periodEnd: end,
      availableDate:
        [inc, sheet, cash.get(key)]
          .map((r) => r?.filingDate ?? null)
          .filter((d): d is string => d !== null)
          .sort()
          .at(-1) ?? null,
      roe: ratio(
        reasons,
        "roe",
        ["netIncome", m.netIncome],
        ["totalStockholdersEquity", m.totalStockholdersEquity],
      ),
      roa: ratio(reasons, "roa", ["netIncome", m.netIncome], assets),
      grossProfitability: ratio(reasons, "grossProfitability", ["grossProfit", m.grossProfit], assets),
      grossMargin: ratio(reasons, "grossMargin", ["grossProfit", m.grossProfit], revenue),
      operatingMargin: ratio(reasons, "operatingMargin", ["operatingIncome", m.operatingIncome], revenue),
      netMargin: ratio(reasons, "netMargin", ["netIncome", m.netIncome], revenue),
      assetTurnover: ratio(reasons, "assetTurnover", revenue, assets),
      leverage: ratio(reasons, "leverage", ["totalLiabilities", sheet?.totalLiabilities], assets),
      cashToAssets: ratio(reasons, "cashToAssets", ["cashAndEquivalents", m.cashAndEquivalents], assets),
      accruals: ratio(
        reasons,
        "accruals",
        [m.netIncome === null ? "netIncome" : "operatingCashFlow", accrual],
        assets,
      ),
      assetGrowthYoy: change(
        reasons,
        "assetGrowthYoy",
        "totalAssets",
        m.totalAssets,
        sheets.get(prior)?.totalAssets,
      ),
      salesGrowthYoy: change(reasons, "salesGrowthYoy", "revenue", m.revenue, income.get(prior)?.revenue),
      rdToSales: ratio(
        reasons,
        "rdToSales",
        ["researchAndDevelopment", inc?.researchAndDevelopment],
        revenue,
      ),
      nullReasons: reasons,
    };
    if (m.totalStockholdersEquity !== null && m.totalStockholdersEquity < 0) {
      row.roe = null;
      reasons.roe = "negative_equity";
    }
    // Facts without a filing date (NFLX's Q1-2024 10-Q in its derived file) date no filing.
    if (row.availableDate === null) reasons.availableDate = "no_filing_date_in_sec_facts";
    rows.push(row);
  }
  return rows.sort((a, b) => b.periodEnd.localeCompare(a.periodEnd));
}
