/**
 * Black–Scholes for a European option on a non-dividend-paying share with a zero interest rate,
 * the model gex and vol_surface use to read implied volatility and gamma off a chain snapshot's
 * own prices: the source's IV and greeks are unusable for the bundled AAPL chain (near the money
 * they are 0, computed by the source against the pre-split share price; PROVENANCE "options/").
 *
 * Why r = 0 and no dividend: neither a rate curve nor the dividend schedule is joined to a chain
 * here; over the bundled chains' maturities (3 days .. 1.6 years, 2014 short rates ≈ 0.05 %) the
 * rate moves an at-the-money IV by well under a vol point, and the answer says which model it used.
 * American early exercise is ignored likewise (calls on a non-dividend share are never exercised
 * early; deep in-the-money puts are the contracts whose close sits below intrinsic and are left out).
 *
 * Units: spot and strike in USD per share, time in years (calendar days / 365), volatility a
 * fraction per √year; gamma in shares of delta per $1 of spot, per share of the contract.
 */
import type { OptionRight } from "./optionsVolume.js";

export const DAYS_PER_YEAR = 365;

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 via erf, error < 1.5e-7). */
export function normCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

export function normPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

function d1(spot: number, strike: number, years: number, vol: number): number {
  return (Math.log(spot / strike) + 0.5 * vol * vol * years) / (vol * Math.sqrt(years));
}

export function price(right: OptionRight, spot: number, strike: number, years: number, vol: number): number {
  const a = d1(spot, strike, years, vol);
  const b = a - vol * Math.sqrt(years);
  return right === "C" ? spot * normCdf(a) - strike * normCdf(b) : strike * normCdf(-b) - spot * normCdf(-a);
}

/** ∂price/∂spot, per share: calls in (0, 1), puts in (−1, 0). */
export function delta(right: OptionRight, spot: number, strike: number, years: number, vol: number): number {
  const n = normCdf(d1(spot, strike, years, vol));
  return right === "C" ? n : n - 1;
}

/** ∂²price/∂spot², per share; the same for a call and a put. */
export function gamma(spot: number, strike: number, years: number, vol: number): number {
  return normPdf(d1(spot, strike, years, vol)) / (spot * vol * Math.sqrt(years));
}

export const IV_BOUNDS = { min: 0.001, max: 5 } as const;

export type ImpliedVol = { vol: number; reason: null } | { vol: null; reason: string };

/**
 * The volatility at which the model price equals `optionPrice`, by bisection on [0.1 %, 500 %]
 * (price rises strictly with vol, so the root is unique), to 1e-7. Null with a reason where none
 * exists: a price at or below intrinsic value (no time value left to explain) or at or above the
 * no-arbitrage ceiling, or above what 500 % volatility would give.
 */
export function impliedVol(
  right: OptionRight,
  optionPrice: number,
  spot: number,
  strike: number,
  years: number,
): ImpliedVol {
  if (!(optionPrice > 0)) return { vol: null, reason: "no_option_price" };
  if (!(years > 0)) return { vol: null, reason: "expired" };
  const intrinsic = right === "C" ? Math.max(0, spot - strike) : Math.max(0, strike - spot);
  if (optionPrice <= intrinsic) return { vol: null, reason: "price_at_or_below_intrinsic" };
  if (optionPrice >= (right === "C" ? spot : strike))
    return { vol: null, reason: "price_above_no_arbitrage_bound" };
  let lo: number = IV_BOUNDS.min;
  let hi: number = IV_BOUNDS.max;
  if (price(right, spot, strike, years, lo) > optionPrice)
    return { vol: null, reason: "price_below_min_vol" };
  if (price(right, spot, strike, years, hi) < optionPrice)
    return { vol: null, reason: "price_above_max_vol" };
  while (hi - lo > 1e-7) {
    const mid = (lo + hi) / 2;
    if (price(right, spot, strike, years, mid) < optionPrice) lo = mid;
    else hi = mid;
  }
  return { vol: (lo + hi) / 2, reason: null };
}
