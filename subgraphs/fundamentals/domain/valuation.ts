/**
 * Valuation fields of the price snapshot from a price and the facts known on its date
 * (point in time: a filing made after the price date is not used).
 */
import { buildIncomeStatements, type IncomeStatementSource } from "./incomeStatements.js";
import type { SecFact } from "./secFact.js";
import { latestShareCount, type ShareCountResult } from "./shareCount.js";

export interface Valuation {
  marketCap: number | null;
  shares: ShareCountResult;
  epsTtm: number | null;
  epsTtmBasis: string | null;
  peTtm: number | null;
  valuationStatus: string;
}

export function knownOn(facts: readonly SecFact[], date: string): SecFact[] {
  return facts.filter((fact) => fact.filed === null || fact.filed <= date);
}

/**
 * Diluted EPS over the trailing year: TTM net income over the newest quarter's diluted share
 * count (today's share basis), else the latest fiscal year's diluted EPS (a TTM at its year end).
 */
function trailingEps(
  facts: SecFact[],
  source: IncomeStatementSource,
): { eps: number | null; basis: string | null } {
  const ttm = buildIncomeStatements(facts, { period: "ttm", limit: 1, source }).rows[0];
  const quarter = buildIncomeStatements(facts, { period: "quarterly", limit: 1, source }).rows[0];
  const shares = quarter?.weightedAverageSharesDiluted ?? null;
  if (ttm?.netIncome != null && shares !== null && shares > 0) {
    return { eps: ttm.netIncome / shares, basis: "ttm_net_income_over_latest_quarter_diluted_shares" };
  }
  const annual = buildIncomeStatements(facts, { period: "annual", limit: 1, source }).rows[0];
  if (annual?.epsDiluted != null)
    return { eps: annual.epsDiluted, basis: `fiscal_year_${annual.fiscalYear}_diluted_eps` };
  return { eps: null, basis: null };
}

export function valuationAt(
  facts: readonly SecFact[],
  source: IncomeStatementSource,
  price: number,
  priceDate: string,
): Valuation {
  const known = knownOn(facts, priceDate);
  const shares = latestShareCount(known.length > 0 ? known : [...facts], { onOrBefore: priceDate });
  const { eps, basis } = trailingEps(known, source);
  const peTtm = eps !== null && eps > 0 ? Math.round((price / eps) * 100) / 100 : null;
  return {
    marketCap: shares.shares === null ? null : Math.round(price * shares.shares),
    shares,
    epsTtm: eps === null ? null : Math.round(eps * 10_000) / 10_000,
    epsTtmBasis: basis,
    peTtm,
    valuationStatus: peTtm !== null ? "ok" : eps === null ? "eps_unavailable" : "non_positive_earnings",
  };
}
