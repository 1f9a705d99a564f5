/**
 * The fundamentals block of the legacy snapshot (spec/01 "Legacy snapshot"): P/E, P/B, market cap
 * with its share-count basis, a trailing-arithmetic forward P/E and EV/EBITDA, from a price and the
 * SEC facts known on its date (point in time). dividend_yield and beta are always null here: the
 * legacy block never served them, and null_reasons says so. Pure: facts and price in.
 */
import { buildBalanceSheets } from "./balanceSheets.js";
import { buildCashFlows } from "./cashFlows.js";
import { buildIncomeStatements, type IncomeStatementSource } from "./incomeStatements.js";
import type { SecFact } from "./secFact.js";
import { knownOn, valuationAt } from "./valuation.js";

export interface LegacyFundamentals {
  peRatio: number | null;
  pbRatio: number | null;
  marketCap: number | null;
  marketCapShares: number | null;
  marketCapSharesBasis: string | null;
  marketCapSharesAsOf: string | null;
  marketCapSharesStatus: string;
  marketCapBasis: string | null;
  forwardPe: number | null;
  forwardPeBasis: string | null;
  evToEbitda: number | null;
  evToEbitdaBasis: string | null;
  dividendYield: null;
  beta: null;
  nullReasons: Record<string, string>;
  /** ok (every served figure populated), partial, or unavailable (nothing could be valued). */
  fundamentalsStatus: string;
}

const ALWAYS_NULL = {
  dividendYield: "not_served_in_legacy_snapshot_see_v3_price_snapshot",
  beta: "not_served_in_legacy_snapshot",
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function unavailableFundamentals(reason: string): LegacyFundamentals {
  const nullReasons: Record<string, string> = { ...ALWAYS_NULL };
  for (const field of ["peRatio", "pbRatio", "marketCap", "forwardPe", "evToEbitda"])
    nullReasons[field] = reason;
  return {
    peRatio: null,
    pbRatio: null,
    marketCap: null,
    marketCapShares: null,
    marketCapSharesBasis: null,
    marketCapSharesAsOf: null,
    marketCapSharesStatus: reason,
    marketCapBasis: null,
    forwardPe: null,
    forwardPeBasis: null,
    evToEbitda: null,
    evToEbitdaBasis: null,
    dividendYield: null,
    beta: null,
    nullReasons,
    fundamentalsStatus: "unavailable",
  };
}

export function legacyFundamentals(
  facts: readonly SecFact[],
  source: IncomeStatementSource,
  price: number,
  priceDate: string,
): LegacyFundamentals {
  const known = knownOn(facts, priceDate);
  const valuation = valuationAt(facts, source, price, priceDate);
  const nullReasons: Record<string, string> = { ...ALWAYS_NULL };
  const { shares } = valuation;
  const marketCap = valuation.marketCap;
  if (marketCap === null) nullReasons.marketCap = shares.status;
  const peRatio = valuation.peTtm;
  if (peRatio === null) nullReasons.peRatio = valuation.valuationStatus;

  const sheet = buildBalanceSheets(known, { period: "quarterly", limit: 1 }).rows[0] ?? null;
  const equity = sheet?.totalStockholdersEquity ?? null;
  let pbRatio: number | null = null;
  if (marketCap === null) nullReasons.pbRatio = "market_cap_unavailable";
  else if (equity === null) nullReasons.pbRatio = "stockholders_equity_not_reported";
  else if (equity <= 0) nullReasons.pbRatio = "non_positive_equity";
  else pbRatio = round2(marketCap / equity);

  const forward = { value: valuation.forwardPe, basis: valuation.forwardPeBasis };
  if (forward.value === null)
    nullReasons.forwardPe =
      valuation.forwardPeStatus === "pe_ttm_unavailable" ? "pe_ratio_unavailable" : valuation.forwardPeStatus;

  const ev = evToEbitda(known, source, marketCap, sheet);
  if (ev.value === null) nullReasons.evToEbitda = ev.reason;

  const served = [peRatio, pbRatio, marketCap, forward.value, ev.value];
  const populated = served.filter((v) => v !== null).length;
  return {
    peRatio,
    pbRatio,
    marketCap,
    marketCapShares: shares.shares,
    marketCapSharesBasis: shares.basis,
    marketCapSharesAsOf: shares.asOf,
    marketCapSharesStatus: shares.status,
    marketCapBasis:
      marketCap === null
        ? null
        : `price ${price} (${priceDate}) × ${shares.shares} shares (${shares.basis}, as of ${shares.asOf})`,
    forwardPe: forward.value,
    forwardPeBasis: forward.basis,
    evToEbitda: ev.value,
    evToEbitdaBasis: ev.basis,
    dividendYield: null,
    beta: null,
    nullReasons,
    fundamentalsStatus: populated === served.length ? "ok" : populated === 0 ? "unavailable" : "partial",
  };
}

interface Figure {
  value: number | null;
  reason: string;
  basis: string | null;
}

/** EV / EBITDA: (market cap + total debt - cash) / (operating income + depreciation and amortisation). */
export function enterpriseMultiple(input: {
  marketCap: number;
  totalDebt: number;
  cash: number;
  operatingIncome: number;
  depreciationAndAmortization: number;
}): number | null {
  const ebitda = input.operatingIncome + input.depreciationAndAmortization;
  if (ebitda <= 0) return null;
  return round2((input.marketCap + input.totalDebt - input.cash) / ebitda);
}

/**
 * EV/EBITDA over the trailing year: four summed quarters when held, else the latest fiscal year
 * when it ends on or after the balance sheet used (a fiscal year is a trailing year at its end).
 */
function evToEbitda(
  known: readonly SecFact[],
  source: IncomeStatementSource,
  marketCap: number | null,
  sheet: ReturnType<typeof buildBalanceSheets>["rows"][number] | null,
): Figure {
  if (marketCap === null) return { value: null, reason: "market_cap_unavailable", basis: null };
  if (!sheet) return { value: null, reason: "no_balance_sheet", basis: null };
  if (sheet.totalDebt === null) return { value: null, reason: "debt_components_missing", basis: null };
  if (sheet.cashAndEquivalents === null) return { value: null, reason: "cash_not_reported", basis: null };
  const trailing = trailingEbitdaParts(known, source, sheet.periodEnd);
  if (!trailing) return { value: null, reason: "ttm_ebitda_unavailable", basis: null };
  const value = enterpriseMultiple({
    marketCap,
    totalDebt: sheet.totalDebt,
    cash: sheet.cashAndEquivalents,
    operatingIncome: trailing.operatingIncome,
    depreciationAndAmortization: trailing.depreciationAndAmortization,
  });
  if (value === null) return { value: null, reason: "non_positive_ebitda", basis: null };
  return { value, reason: "", basis: `${trailing.basis}_balance_sheet_${sheet.periodEnd}` };
}

function trailingEbitdaParts(known: readonly SecFact[], source: IncomeStatementSource, sheetEnd: string) {
  const ttm = buildIncomeStatements([...known], { period: "ttm", limit: 1, source }).rows[0];
  const ttmCash = buildCashFlows(known, { period: "ttm", limit: 1 }).rows[0];
  if (ttm?.operatingIncome != null && ttmCash?.depreciationAndAmortization != null) {
    return {
      operatingIncome: ttm.operatingIncome,
      depreciationAndAmortization: ttmCash.depreciationAndAmortization,
      basis: `ttm_to_${ttm.periodEnd}`,
    };
  }
  const year = buildIncomeStatements([...known], { period: "annual", limit: 1, source }).rows[0];
  if (!year || year.operatingIncome === null || year.periodEnd < sheetEnd) return null;
  const yearCash = buildCashFlows(known, { period: "annual", limit: 4 }).rows.find(
    (row) => row.periodEnd === year.periodEnd,
  );
  if (yearCash?.depreciationAndAmortization == null) return null;
  return {
    operatingIncome: year.operatingIncome,
    depreciationAndAmortization: yearCash.depreciationAndAmortization,
    basis: `fiscal_year_${year.fiscalYear}`,
  };
}
