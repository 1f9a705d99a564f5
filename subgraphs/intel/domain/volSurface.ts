/**
 * The implied-volatility surface of one chain snapshot, at the money: per expiry, the IV at the
 * strike nearest the spot (mean of the call's and the put's where both imply one), and the
 * constant-maturity points 30, 60, 91, 182 and 365 days by linear interpolation in total variance
 *
 *   w(T) = σ²·T,  T in years (calendar days / 365);  σ(T*) = √(w(T*) / T*)
 *   with w(T*) = w₁ + (w₂ − w₁)·(T* − T₁)/(T₂ − T₁) between the expiries bracketing T*.
 *
 * No extrapolation: a maturity outside the expiries held is null with its reason.
 */
import { DAYS_PER_YEAR } from "./blackScholes.js";
import type { ModeledContract } from "./optionChain.js";

export const SURFACE_DAYS = [30, 60, 91, 182, 365] as const;

export interface ExpiryAtm {
  expiry: string;
  dte: number;
  /** The strike nearest the spot among those whose close implies a volatility; null with reason. */
  atmStrike: number | null;
  callIv: number | null;
  putIv: number | null;
  atmIv: number | null;
  /** Which sides the ATM IV is read from; `unavailable` with `reason` when it is null. */
  status: "call_and_put" | "call_only" | "put_only" | "unavailable";
  reason: string | null;
}

export interface SurfacePoint {
  days: number;
  iv: number | null;
  /** σ²·T at the maturity, years. */
  totalVariance: number | null;
  /** How the point was read; `unavailable` with `reason` when iv is null. */
  status: "interpolated" | "at_held_expiry" | "unavailable";
  reason: string | null;
  /** The expiries interpolated between (the same twice when the maturity is an expiry's own). */
  lowerExpiry: string | null;
  upperExpiry: string | null;
}

const rounded = (value: number) => Number(value.toPrecision(6));

/** ATM implied volatility per expiry, nearest expiry first. */
export function atmByExpiry(modeled: readonly ModeledContract[], spot: number | null): ExpiryAtm[] {
  const byExpiry = new Map<string, ModeledContract[]>();
  for (const m of modeled) {
    const group = byExpiry.get(m.contract.expiry);
    if (group) group.push(m);
    else byExpiry.set(m.contract.expiry, [m]);
  }
  return [...byExpiry.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([expiry, group]) => {
      const dte = group[0]!.dte;
      const none = {
        expiry,
        dte,
        atmStrike: null,
        callIv: null,
        putIv: null,
        atmIv: null,
        status: "unavailable" as const,
      };
      if (spot === null) return { ...none, reason: "no_underlying_price" };
      const solved = group.filter((m) => m.iv !== null);
      if (solved.length === 0) return { ...none, reason: "no_contract_implies_a_volatility" };
      // Nearest strike; on a tie the lower one (the sort is stable on strike order).
      const strike = solved
        .map((m) => m.contract.strike)
        .sort((a, b) => Math.abs(a - spot) - Math.abs(b - spot) || a - b)[0]!;
      const at = solved.filter((m) => m.contract.strike === strike);
      const callIv = at.find((m) => m.contract.right === "C")?.iv ?? null;
      const putIv = at.find((m) => m.contract.right === "P")?.iv ?? null;
      const ivs = [callIv, putIv].filter((iv): iv is number => iv !== null);
      const atmIv = ivs.reduce((sum, iv) => sum + iv, 0) / ivs.length;
      return {
        expiry,
        dte,
        atmStrike: strike,
        callIv: callIv === null ? null : rounded(callIv),
        putIv: putIv === null ? null : rounded(putIv),
        atmIv: rounded(atmIv),
        status:
          callIv === null
            ? ("put_only" as const)
            : putIv === null
              ? ("call_only" as const)
              : ("call_and_put" as const),
        reason: null,
      };
    });
}

/** The surface at `days` calendar days, interpolated in total variance between held expiries. */
export function surfacePoint(expiries: readonly ExpiryAtm[], days: number): SurfacePoint {
  const held = expiries.filter((e) => e.atmIv !== null && e.dte > 0);
  const none = {
    days,
    iv: null,
    totalVariance: null,
    status: "unavailable" as const,
    lowerExpiry: null,
    upperExpiry: null,
  };
  if (held.length === 0) return { ...none, reason: "no_expiry_with_atm_iv" };
  const first = held[0]!;
  const last = held[held.length - 1]!;
  if (days < first.dte) return { ...none, reason: `before_nearest_expiry_${first.dte}_days` };
  if (days > last.dte) return { ...none, reason: `beyond_longest_expiry_${last.dte}_days` };
  const upperIndex = held.findIndex((e) => e.dte >= days);
  const upper = held[upperIndex]!;
  const lower = upper.dte === days ? upper : held[upperIndex - 1]!;
  const t = days / DAYS_PER_YEAR;
  const w = (e: ExpiryAtm) => (e.atmIv as number) ** 2 * (e.dte / DAYS_PER_YEAR);
  const wt =
    lower === upper
      ? w(upper)
      : w(lower) + ((w(upper) - w(lower)) * (days - lower.dte)) / (upper.dte - lower.dte);
  return {
    days,
    iv: rounded(Math.sqrt(wt / t)),
    totalVariance: rounded(wt),
    status: lower === upper ? "at_held_expiry" : "interpolated",
    reason: null,
    lowerExpiry: lower.expiry,
    upperExpiry: upper.expiry,
  };
}
