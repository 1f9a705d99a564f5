/**
 * Valuation fields of the price snapshot from a price and the facts known on its date
 * (point in time: a filing made after the price date is not used).
 */
import { isCurrent, NOT_CURRENT } from "./currency.js";
import { buildIncomeStatements, type IncomeStatementSource } from "./incomeStatements.js";
import { splitEvents } from "./perShare.js";
import type { SecFact } from "./secFact.js";
import { latestShareCount, type ShareCountResult } from "./shareCount.js";

export interface Valuation {
  marketCap: number | null;
  shares: ShareCountResult;
  epsTtm: number | null;
  epsTtmBasis: string | null;
  peTtm: number | null;
  /** spec/01: pe_ttm over (1 + the latest fiscal year's EPS or net-income growth); null with its status. */
  forwardPe: number | null;
  /** ok, or why forwardPe is null. */
  forwardPeStatus: string;
  forwardPeBasis: string | null;
  valuationStatus: string;
  /** Why marketCap, epsTtm and peTtm are null; null where they are not. */
  marketCapReason: string | null;
  epsTtmReason: string | null;
  peTtmReason: string | null;
}

/**
 * The facts filed on or before `date`: what could be known that day. A fact without a filing date
 * (NFLX's Q1-2024 10-Q in its derived file) cannot be shown to have been known then, so it is left
 * out (issue 14: it gave NFLX a 2024-03-31 share count at a 2022-12-29 close).
 */
export function knownOn(facts: readonly SecFact[], date: string): SecFact[] {
  return facts.filter((fact) => fact.filed !== null && fact.filed <= date);
}

/**
 * Diluted EPS over the trailing year: TTM net income over the newest quarter's diluted share
 * count (today's share basis), else the latest fiscal year's diluted EPS (a TTM at its year end).
 */
function trailingEps(
  facts: SecFact[],
  source: IncomeStatementSource,
): { eps: number | null; basis: string | null; periodEnd: string | null } {
  const ttm = buildIncomeStatements(facts, { period: "ttm", limit: 1, source }).rows[0];
  const quarter = buildIncomeStatements(facts, { period: "quarterly", limit: 1, source }).rows[0];
  const shares = quarter?.weightedAverageSharesDiluted ?? null;
  if (ttm?.netIncome != null && shares !== null && shares > 0) {
    return {
      eps: ttm.netIncome / shares,
      basis: "ttm_net_income_over_latest_quarter_diluted_shares",
      periodEnd: ttm.periodEnd,
    };
  }
  const annual = buildIncomeStatements(facts, { period: "annual", limit: 1, source }).rows[0];
  if (annual?.epsDiluted != null)
    return {
      eps: annual.epsDiluted,
      basis: `fiscal_year_${annual.fiscalYear}_diluted_eps`,
      periodEnd: annual.periodEnd,
    };
  return { eps: null, basis: null, periodEnd: null };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * spec/01: P/E over (1 + the latest fiscal year's EPS growth, or its net-income growth when a
 * split lies between the two years). A split between the years puts their as-filed EPS on
 * different share bases, so growth is then read from net income, which no split changes. Without
 * one, growth is that of diluted EPS (on today's share basis, which for two years on one basis is
 * the as-filed ratio). Trailing arithmetic, not a consensus; null when growth is zero or negative.
 * `forwardPeBasis` names the growth used.
 */
export function forwardPe(
  known: readonly SecFact[],
  source: IncomeStatementSource,
  pe: number | null,
): { value: number | null; status: string; basis: string | null } {
  if (pe === null) return { value: null, status: "pe_ttm_unavailable", basis: null };
  const [current, prior] = buildIncomeStatements([...known], { period: "annual", limit: 2, source }).rows;
  if (!current || !prior) return { value: null, status: "eps_growth_unavailable", basis: null };
  const splitBetween = splitEvents(known).some(
    (split) => split.date > prior.periodEnd && split.date <= current.periodEnd,
  );
  const [now, before, measure] = splitBetween
    ? [current.netIncome, prior.netIncome, "net_income_growth_split_between_years"]
    : [current.epsDilutedSplitAdjusted, prior.epsDilutedSplitAdjusted, "split_adjusted_diluted_eps_growth"];
  if (now === null || before === null || before === 0) {
    return { value: null, status: "eps_growth_unavailable", basis: null };
  }
  const growth = (now - before) / Math.abs(before);
  if (growth <= 0) return { value: null, status: "non_positive_eps_growth", basis: null };
  return {
    value: round2(pe / (1 + growth)),
    status: "ok",
    basis: `pe_ttm_over_1_plus_fy${current.fiscalYear}_${measure}`,
  };
}

/**
 * The share count a market cap on `priceDate` is formed from (spec/01's source order), known on
 * that date: while it is current (domain/currency.ts). An older one keeps its value and as-of date
 * for the record, but its status says fundamentals_not_current and no market cap is formed from it.
 */
export function marketCapShares(facts: readonly SecFact[], priceDate: string): ShareCountResult {
  // Only what was filed by the price date: a count filed later is look-ahead (issue 14), never a
  // market cap at that price.
  const known = knownOn(facts, priceDate);
  if (known.length === 0) {
    return {
      shares: null,
      basis: null,
      asOf: null,
      accession: null,
      status: "not_filed_by_price_date",
      note: `no SEC fact held was filed on or before ${priceDate}`,
    };
  }
  const found = latestShareCount(known, { onOrBefore: priceDate });
  if (found.shares === null) return found;
  if (found.asOf !== null && !isCurrent("share_count", found.asOf, priceDate)) {
    const why = `newest share count is as of ${found.asOf}, too old for a price on ${priceDate}`;
    return { ...found, status: NOT_CURRENT, note: found.note ? `${why}; ${found.note}` : why };
  }
  return found;
}

/** price × marketCapShares on the price's date; null when that count is missing or not current. */
export function marketCapOf(shares: ShareCountResult, price: number): number | null {
  return shares.shares === null || shares.status === NOT_CURRENT ? null : Math.round(price * shares.shares);
}

export function marketCapAt(
  facts: readonly SecFact[],
  price: number,
  priceDate: string,
): { marketCap: number | null; shares: ShareCountResult } {
  const shares = marketCapShares(facts, priceDate);
  return { marketCap: marketCapOf(shares, price), shares };
}

export function valuationAt(
  facts: readonly SecFact[],
  source: IncomeStatementSource,
  price: number,
  priceDate: string,
): Valuation {
  const known = knownOn(facts, priceDate);
  const { marketCap, shares } = marketCapAt(facts, price, priceDate);
  const trailing = trailingEps(known, source);
  // An EPS whose trailing year ended too long before the price is not a TTM at that price.
  const stale = trailing.periodEnd !== null && !isCurrent("ttm_eps", trailing.periodEnd, priceDate);
  const eps = stale ? null : trailing.eps;
  // Round once, at the end: forward_pe divides the unrounded P/E (129.610001 / 6.11 / 1.089127 =
  // 19.48, where the rounded 21.21 gave 19.47).
  const pe = eps !== null && eps > 0 ? price / eps : null;
  const peTtm = pe === null ? null : round2(pe);
  const forward = stale ? { value: null, status: NOT_CURRENT, basis: null } : forwardPe(known, source, pe);
  const sharesStale = shares.status === NOT_CURRENT;
  const epsTtmReason = eps !== null ? null : stale ? NOT_CURRENT : "eps_unavailable";
  return {
    marketCap,
    shares,
    epsTtm: eps === null ? null : Math.round(eps * 10_000) / 10_000,
    epsTtmBasis: stale ? null : trailing.basis,
    peTtm,
    forwardPe: forward.value,
    forwardPeStatus: forward.status,
    forwardPeBasis: forward.basis,
    valuationStatus:
      stale || sharesStale
        ? NOT_CURRENT
        : peTtm !== null
          ? "ok"
          : eps === null
            ? "eps_unavailable"
            : "non_positive_earnings",
    marketCapReason: marketCap === null ? shares.status : null,
    epsTtmReason,
    peTtmReason: peTtm !== null ? null : (epsTtmReason ?? "non_positive_earnings"),
  };
}
