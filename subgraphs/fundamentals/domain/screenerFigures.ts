/**
 * One company's screener figures from its SEC facts (pure): the latest fiscal year's revenue,
 * net income and ratios, year-over-year growth, and its dividend record. Built on the statement
 * builders and metrics rows, so a figure here is the figure the statements and metrics routes
 * serve for the same fiscal year.
 *
 * - Ratios are PERCENT numbers of the fiscal year (roe 25 = 25%), as the screener's `_pct`
 *   filters are; debtToEquity, currentRatio and quickRatio are multiples.
 * - Growth is (this fiscal year - the one before) / |the one before| x 100, only when the year
 *   before is held; EPS growth uses diluted EPS on today's share basis, so a split between the
 *   years is not growth.
 * - Dividends are the cash paid (cash flow statement). payoutRatio = dividends paid / net income
 *   x 100 (null for a loss year); yearsDividendGrowth counts consecutive fiscal years, ending at
 *   the latest, in which dividends paid rose.
 * - Negative equity: roe and debtToEquity are null (reason negative_equity) and equityNegative is
 *   true, so a D/E ceiling never passes such a company.
 */
import { buildBalanceSheets } from "./balanceSheets.js";
import { buildCashFlows } from "./cashFlows.js";
import { isCurrent, NOT_CURRENT } from "./currency.js";
import { buildIncomeStatements, type IncomeStatementSource } from "./incomeStatements.js";
import { buildMetrics, type MetricsRow } from "./metrics.js";
import type { SecFact } from "./secFact.js";

export interface CompanyFigures {
  fiscalYear: number | null;
  periodEnd: string | null;
  revenueUsd: number | null;
  netIncomeUsd: number | null;
  revenueGrowthYoy: number | null;
  netIncomeGrowthYoy: number | null;
  epsGrowthYoy: number | null;
  roe: number | null;
  roa: number | null;
  grossMargin: number | null;
  operatingMargin: number | null;
  netMargin: number | null;
  debtToEquity: number | null;
  currentRatio: number | null;
  quickRatio: number | null;
  payoutRatio: number | null;
  dividendGrowthYoy: number | null;
  yearsDividendGrowth: number | null;
  equityNegative: boolean | null;
  /** spec/01: sec_confirmed (both years are filed SEC figures), else null with growthStatusReason. */
  growthStatus: "sec_confirmed" | null;
  /** Why growthStatus is null: prior_fiscal_year_not_held, no_annual_report. */
  growthStatusReason: string | null;
  nullReasons: Record<string, string>;
}

const ALL = 1000;

function growth(current: number | null, prior: number | null): { value: number | null; reason?: string } {
  if (current === null) return { value: null, reason: "current_missing" };
  if (prior === null) return { value: null, reason: "prior_missing" };
  if (prior === 0) return { value: null, reason: "prior_zero" };
  return { value: ((current - prior) / Math.abs(prior)) * 100 };
}

const pct = (fraction: number | null) => (fraction === null ? null : fraction * 100);

function ratiosOf(row: MetricsRow | undefined, reasons: Record<string, string>) {
  const r = row?.ratios;
  const take = (name: string, value: number | null | undefined, reasonKey: string) => {
    if (value === null || value === undefined)
      reasons[name] = row ? (row.nullReasons[reasonKey] ?? "not_reported") : "no_metrics_for_fiscal_year";
    return value ?? null;
  };
  return {
    roe: pct(take("roe", r?.returnOnEquity, "returnOnEquity")),
    roa: pct(take("roa", r?.returnOnAssets, "returnOnAssets")),
    grossMargin: pct(take("grossMargin", r?.grossMargin, "grossMargin")),
    operatingMargin: pct(take("operatingMargin", r?.operatingMargin, "operatingMargin")),
    netMargin: pct(take("netMargin", r?.netMargin, "netMargin")),
    debtToEquity: take("debtToEquity", r?.debtToEquity, "debtToEquity"),
    currentRatio: take("currentRatio", r?.currentRatio, "currentRatio"),
  };
}

/** Consecutive fiscal years, ending at `latest`, in which dividends paid rose over the year before. */
export function yearsOfDividendGrowth(
  paidByYear: ReadonlyMap<number, number>,
  latest: number,
): number | null {
  if (!paidByYear.has(latest)) return null;
  let years = 0;
  for (let year = latest; ; year -= 1) {
    const now = paidByYear.get(year);
    const before = paidByYear.get(year - 1);
    if (now === undefined || before === undefined || !(now > before)) return years;
    years += 1;
  }
}

export function companyFigures(
  facts: SecFact[],
  options: { source: IncomeStatementSource; sector: string | null },
): CompanyFigures {
  const reasons: Record<string, string> = {};
  const income = buildIncomeStatements(facts, { period: "annual", limit: ALL, source: options.source }).rows;
  const current = income[0];
  if (!current || current.fiscalYear === null) {
    const none = "no_annual_report";
    return {
      fiscalYear: null,
      periodEnd: null,
      revenueUsd: null,
      netIncomeUsd: null,
      revenueGrowthYoy: null,
      netIncomeGrowthYoy: null,
      epsGrowthYoy: null,
      roe: null,
      roa: null,
      grossMargin: null,
      operatingMargin: null,
      netMargin: null,
      debtToEquity: null,
      currentRatio: null,
      quickRatio: null,
      payoutRatio: null,
      dividendGrowthYoy: null,
      yearsDividendGrowth: null,
      equityNegative: null,
      growthStatus: null,
      growthStatusReason: none,
      nullReasons: { all: none },
    };
  }
  const year = current.fiscalYear;
  const prior = income.find((r) => r.fiscalYear === year - 1);
  const metrics = buildMetrics(facts, {
    period: "annual",
    limit: ALL,
    source: options.source,
    sector: options.sector,
  });
  const metricsRow = metrics.rows.find((r) => r.period.fiscalYear === year);
  const sheet = buildBalanceSheets(facts, { period: "annual", limit: ALL }).rows.find(
    (r) => r.fiscalYear === year,
  );
  const cash = buildCashFlows(facts, { period: "annual", limit: ALL }).rows;

  const ratios = ratiosOf(metricsRow, reasons);
  const equity = sheet?.totalStockholdersEquity ?? null;

  let quickRatio: number | null = null;
  const currentAssets = sheet?.totalCurrentAssets ?? null;
  const currentLiabilities = sheet?.totalCurrentLiabilities ?? null;
  if (!sheet) reasons.quickRatio = "no_balance_sheet_at_fiscal_year_end";
  else if (currentAssets === null) reasons.quickRatio = "totalCurrentAssets_missing";
  else if (currentLiabilities === null || currentLiabilities === 0)
    reasons.quickRatio = "totalCurrentLiabilities_missing";
  else if (sheet.inventory === null) reasons.quickRatio = "inventory_not_reported";
  else quickRatio = (currentAssets - sheet.inventory) / currentLiabilities;

  const priorEps = prior?.epsDilutedSplitAdjusted ?? prior?.epsDiluted ?? null;
  const currentEps = current.epsDilutedSplitAdjusted ?? current.epsDiluted;
  const growths = {
    revenueGrowthYoy: growth(current.revenue, prior?.revenue ?? null),
    netIncomeGrowthYoy: growth(current.netIncome, prior?.netIncome ?? null),
    epsGrowthYoy: growth(currentEps, priorEps),
  };
  for (const [name, g] of Object.entries(growths)) if (g.reason) reasons[name] = g.reason;

  const paidByYear = new Map<number, number>();
  for (const row of cash) {
    if (row.fiscalYear !== null && row.dividendsPaid !== null && !paidByYear.has(row.fiscalYear))
      paidByYear.set(row.fiscalYear, -row.dividendsPaid);
  }
  const paid = paidByYear.get(year) ?? null;
  let payoutRatio: number | null = null;
  if (paid === null) reasons.payoutRatio = "dividends_paid_not_reported";
  else if (current.netIncome === null) reasons.payoutRatio = "netIncome_missing";
  else if (current.netIncome <= 0) reasons.payoutRatio = "non_positive_net_income";
  else payoutRatio = (paid / current.netIncome) * 100;
  const dividendGrowth = growth(paid, paidByYear.get(year - 1) ?? null);
  if (dividendGrowth.reason)
    reasons.dividendGrowthYoy = paid === null ? "dividends_paid_not_reported" : dividendGrowth.reason;
  const yearsDividendGrowth = yearsOfDividendGrowth(paidByYear, year);
  if (yearsDividendGrowth === null) reasons.yearsDividendGrowth = "dividends_paid_not_reported";

  return {
    fiscalYear: year,
    periodEnd: current.periodEnd,
    revenueUsd: current.revenue,
    netIncomeUsd: current.netIncome,
    revenueGrowthYoy: growths.revenueGrowthYoy.value,
    netIncomeGrowthYoy: growths.netIncomeGrowthYoy.value,
    epsGrowthYoy: growths.epsGrowthYoy.value,
    ...ratios,
    quickRatio,
    payoutRatio,
    dividendGrowthYoy: dividendGrowth.value,
    yearsDividendGrowth,
    equityNegative: equity === null ? null : equity < 0,
    growthStatus: prior ? "sec_confirmed" : null,
    growthStatusReason: prior ? null : "prior_fiscal_year_not_held",
    nullReasons: reasons,
  };
}

/** The figures that describe the fiscal year; the rest are about it (which year, its end, reasons). */
const FIGURE_FIELDS = [
  "revenueUsd",
  "netIncomeUsd",
  "revenueGrowthYoy",
  "netIncomeGrowthYoy",
  "epsGrowthYoy",
  "roe",
  "roa",
  "grossMargin",
  "operatingMargin",
  "netMargin",
  "debtToEquity",
  "currentRatio",
  "quickRatio",
  "payoutRatio",
  "dividendGrowthYoy",
  "yearsDividendGrowth",
  "equityNegative",
] as const satisfies readonly (keyof CompanyFigures)[];

/**
 * The figures as they may be used at `asOf` under the currency rule (domain/currency.ts): a latest
 * fiscal year that ended too long before is no company's current figure, so every figure is null
 * with fundamentals_not_current (fiscalYear and periodEnd stay, to say which year is held) and no
 * screen filter can pass on it.
 */
export function figuresCurrentAt(figures: CompanyFigures, asOf: string | null): CompanyFigures {
  if (asOf === null || figures.periodEnd === null) return figures;
  if (isCurrent("annual_figures", figures.periodEnd, asOf)) return figures;
  const stale: CompanyFigures = {
    ...figures,
    growthStatus: null,
    growthStatusReason: NOT_CURRENT,
    nullReasons: { all: NOT_CURRENT },
  };
  for (const field of FIGURE_FIELDS) (stale as unknown as Record<string, unknown>)[field] = null;
  return stale;
}
