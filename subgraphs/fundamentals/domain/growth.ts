/**
 * Year-over-year growth rows (operation svc_v3_fundamentals_growth), pure.
 *
 * One row per fiscal year, newest first, built from the annual income statements and cash flow
 * statements the other routes serve (so a figure here is the figure there). A row compares its
 * fiscal year with the fiscal year immediately before it — never with whatever older row
 * happens to be next: a gap leaves the growth null with `prior_fiscal_year_missing`.
 *
 * Growth = (current − prior) / |prior| × 100, a PERCENT number (spec/01: 1.5 means 1.5 %); the
 * absolute denominator keeps the sign meaningful when the prior year was a loss. Margins are
 * percent numbers of the row's own year. Every figure is a filed SEC fact (annual report), so a
 * computed row is `sec_confirmed`; there is no vendor feed, so the vendor_* fields are null with
 * `vendor_status` no_vendor_feed and no vendor comparison status can arise.
 */
import { type Figures, figuresIn, unitsOf } from "../../kit/figures.js";
import { buildCashFlows, type CashFlowRow } from "./cashFlows.js";
import {
  buildIncomeStatements,
  type IncomeStatementRow,
  type IncomeStatementSource,
} from "./incomeStatements.js";
import { growthOf } from "./metrics.js";
import type { SecFact } from "./secFact.js";

export const GROWTH_FIELDS = [
  "revenueGrowth",
  "grossProfitGrowth",
  "operatingIncomeGrowth",
  "netIncomeGrowth",
  "epsDilutedGrowth",
  "operatingCashFlowGrowth",
  "freeCashFlowGrowth",
] as const;
export type GrowthField = (typeof GROWTH_FIELDS)[number];

export const MARGIN_FIELDS = ["grossMargin", "operatingMargin", "netMargin"] as const;
export type MarginField = (typeof MARGIN_FIELDS)[number];

export interface GrowthRow extends Figures<typeof GROWTH_RATES>, Figures<typeof GROWTH_AMOUNTS> {
  fiscalYear: number | null;
  periodStart: string | null;
  periodEnd: string;
  priorFiscalYear: number | null;
  priorPeriodEnd: string | null;
  /** The us-gaap revenue concept of both years, or `prior->current` when the filer changed it. */
  revenueGrowthBasis: string | null;
  growthStatus: "sec_confirmed";
  accessionNumber: string | null;
  filingDate: string | null;
  nullReasons: Record<string, string>;
}

/** The row's amounts (this year's and the prior year's), in field order. */
export const GROWTH_AMOUNTS = {
  revenue: "usd",
  revenuePrior: "usd",
  netIncome: "usd",
  netIncomePrior: "usd",
  epsDiluted: "usd_per_share",
  epsDilutedPrior: "usd_per_share",
} as const;

/** The row's growth rates and margins, in field order. */
export const GROWTH_RATES = figuresIn("percent", [...GROWTH_FIELDS, ...MARGIN_FIELDS]);

export const GROWTH_UNITS: Record<string, string> = { ...unitsOf(GROWTH_RATES), ...unitsOf(GROWTH_AMOUNTS) };

const ALL = 10_000;

type Flow = "revenue" | "grossProfit" | "operatingIncome" | "netIncome" | "epsDiluted";
const INCOME_GROWTH: Record<Exclude<GrowthField, "operatingCashFlowGrowth" | "freeCashFlowGrowth">, Flow> = {
  revenueGrowth: "revenue",
  grossProfitGrowth: "grossProfit",
  operatingIncomeGrowth: "operatingIncome",
  netIncomeGrowth: "netIncome",
  epsDilutedGrowth: "epsDiluted",
};

function margin(part: number | null, revenue: number | null): { value: number | null; reason?: string } {
  if (part === null) return { value: null, reason: "figure_missing" };
  if (revenue === null) return { value: null, reason: "revenue_missing" };
  if (revenue === 0) return { value: null, reason: "revenue_zero" };
  return { value: (part / revenue) * 100 };
}

function revenueBasis(cur: IncomeStatementRow, prior: IncomeStatementRow | undefined): string | null {
  const now = cur.fieldBasis.revenue;
  const before = prior?.fieldBasis.revenue;
  if (!now || !before) return null;
  return now === before ? now : `${before}->${now}`;
}

function row(
  cur: IncomeStatementRow,
  prior: IncomeStatementRow | undefined,
  cash: Map<number, CashFlowRow>,
): GrowthRow {
  const reasons: Record<string, string> = {};
  const out = {} as Record<GrowthField | MarginField, number | null>;
  const set = (field: GrowthField | MarginField, g: { value: number | null; reason?: string }) => {
    out[field] = g.value;
    if (g.reason) reasons[field] = g.reason;
  };
  const priorMissing = { value: null, reason: "prior_fiscal_year_missing" };
  for (const [field, flow] of Object.entries(INCOME_GROWTH) as [GrowthField, Flow][]) {
    set(field, prior ? growthOf(cur[flow], prior[flow]) : priorMissing);
  }
  const curCash = cur.fiscalYear === null ? undefined : cash.get(cur.fiscalYear);
  const priorCash = prior?.fiscalYear == null ? undefined : cash.get(prior.fiscalYear);
  set(
    "operatingCashFlowGrowth",
    prior ? growthOf(curCash?.operatingCashFlow ?? null, priorCash?.operatingCashFlow ?? null) : priorMissing,
  );
  set(
    "freeCashFlowGrowth",
    prior ? growthOf(curCash?.freeCashFlow ?? null, priorCash?.freeCashFlow ?? null) : priorMissing,
  );
  set("grossMargin", margin(cur.grossProfit, cur.revenue));
  set("operatingMargin", margin(cur.operatingIncome, cur.revenue));
  set("netMargin", margin(cur.netIncome, cur.revenue));
  return {
    fiscalYear: cur.fiscalYear,
    periodStart: cur.periodStart,
    periodEnd: cur.periodEnd,
    priorFiscalYear: prior?.fiscalYear ?? null,
    priorPeriodEnd: prior?.periodEnd ?? null,
    revenue: cur.revenue,
    revenuePrior: prior?.revenue ?? null,
    netIncome: cur.netIncome,
    netIncomePrior: prior?.netIncome ?? null,
    epsDiluted: cur.epsDiluted,
    epsDilutedPrior: prior?.epsDiluted ?? null,
    ...out,
    revenueGrowthBasis: revenueBasis(cur, prior),
    growthStatus: "sec_confirmed",
    accessionNumber: cur.accessionNumber,
    filingDate: cur.filingDate,
    nullReasons: reasons,
  };
}

/** Growth rows for the newest `limit` fiscal years, newest first. */
export function buildGrowth(
  facts: SecFact[],
  options: { limit: number; source: IncomeStatementSource },
): GrowthRow[] {
  const annual = buildIncomeStatements(facts, { period: "annual", limit: ALL, source: options.source }).rows;
  const cash = new Map<number, CashFlowRow>();
  for (const r of buildCashFlows(facts, { period: "annual", limit: ALL }).rows) {
    if (r.fiscalYear !== null && !cash.has(r.fiscalYear)) cash.set(r.fiscalYear, r);
  }
  const byYear = new Map<number, IncomeStatementRow>();
  for (const r of annual) if (r.fiscalYear !== null && !byYear.has(r.fiscalYear)) byYear.set(r.fiscalYear, r);
  return annual
    .slice(0, Math.max(0, Math.floor(options.limit)))
    .map((cur) => row(cur, cur.fiscalYear === null ? undefined : byYear.get(cur.fiscalYear - 1), cash));
}
