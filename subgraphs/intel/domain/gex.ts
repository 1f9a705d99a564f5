/**
 * Gamma exposure of one chain snapshot (spec/01 "Gamma exposure"), on the current share basis:
 *
 *   call_gamma = + Σ_calls Γ·OI·100        put_gamma = − Σ_puts Γ·OI·100      (shares per $1 move)
 *   gamma_usd_per_1pct_move = (call_gamma + put_gamma) · spot · (1 % of spot)     (USD)
 *   call_delta = Σ_calls Δ·OI·100 (> 0)    put_delta = Σ_puts Δ·OI·100 (< 0)        (shares)
 *
 * Γ and Δ per share from Black–Scholes at the contract's own implied volatility (optionChain.ts);
 * OI in contracts of 100 shares. The signs are spec/01's convention (calls positive, puts
 * negative), the usual reading of dealers long the calls and short the puts customers trade;
 * nothing in a chain says who holds what. A contract without open interest, or whose close
 * implies no volatility, is left out and counted, never taken as 0.
 */
import { CONTRACT_MULTIPLIER } from "./maxPain.js";
import type { ModeledContract } from "./optionChain.js";

export const GEX_FIGURES = {
  callGamma: "shares_per_usd",
  putGamma: "shares_per_usd",
  netGamma: "shares_per_usd",
  gammaUsdPer1pctMove: "usd_per_1pct_move",
  callDelta: "shares",
  putDelta: "shares",
  netDelta: "shares",
  spot: "usd_per_share",
} as const;

export const GEX_STRIKE_FIGURES = {
  strike: "usd_per_share",
  callGamma: "shares_per_usd",
  putGamma: "shares_per_usd",
  netGamma: "shares_per_usd",
  callOpenInterest: "contracts",
  putOpenInterest: "contracts",
} as const;

export interface GexStrike {
  strike: number;
  callGamma: number;
  putGamma: number;
  netGamma: number;
  callOpenInterest: number;
  putOpenInterest: number;
}

export interface GexTotals {
  callGamma: number | null;
  putGamma: number | null;
  netGamma: number | null;
  gammaUsdPer1pctMove: number | null;
  callDelta: number | null;
  putDelta: number | null;
  netDelta: number | null;
  /** Why the totals are null: no contract could be used. */
  reason: string | null;
  contractsUsed: number;
  contractsWithoutOpenInterest: number;
  /** Contracts with open interest whose close implies no volatility, and that open interest. */
  contractsWithoutGamma: number;
  openInterestWithoutGamma: number;
  /** Why gamma could not be read, reason → contracts. */
  withoutGammaReasons: Record<string, number>;
  /** Strikes with open interest used, ascending. */
  strikes: GexStrike[];
}

/** Shares to a thousandth: enough for a figure in the millions, and stable across platforms. */
const shares = (value: number) => Math.round(value * 1000) / 1000;

export function gammaExposure(modeled: readonly ModeledContract[], spot: number | null): GexTotals {
  let callGamma = 0;
  let putGamma = 0;
  let callDelta = 0;
  let putDelta = 0;
  let used = 0;
  let withoutOi = 0;
  let withoutGamma = 0;
  let oiWithoutGamma = 0;
  const reasons: Record<string, number> = {};
  const byStrike = new Map<number, GexStrike>();
  for (const m of modeled) {
    const oi = m.contract.openInterest;
    if (oi === null) {
      withoutOi += 1;
      continue;
    }
    if (m.gamma === null || m.delta === null) {
      withoutGamma += 1;
      oiWithoutGamma += oi;
      const reason = m.ivReason ?? "no_implied_volatility";
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      continue;
    }
    used += 1;
    const g = m.gamma * oi * CONTRACT_MULTIPLIER;
    const d = m.delta * oi * CONTRACT_MULTIPLIER;
    let row = byStrike.get(m.contract.strike);
    if (!row) {
      row = {
        strike: m.contract.strike,
        callGamma: 0,
        putGamma: 0,
        netGamma: 0,
        callOpenInterest: 0,
        putOpenInterest: 0,
      };
      byStrike.set(m.contract.strike, row);
    }
    if (m.contract.right === "C") {
      callGamma += g;
      callDelta += d;
      row.callGamma += g;
      row.callOpenInterest += oi;
    } else {
      putGamma -= g;
      putDelta += d;
      row.putGamma -= g;
      row.putOpenInterest += oi;
    }
  }
  const strikes = [...byStrike.values()]
    .sort((a, b) => a.strike - b.strike)
    .map((row) => ({
      ...row,
      callGamma: shares(row.callGamma),
      putGamma: shares(row.putGamma),
      netGamma: shares(row.callGamma + row.putGamma),
    }));
  const counts = {
    contractsUsed: used,
    contractsWithoutOpenInterest: withoutOi,
    contractsWithoutGamma: withoutGamma,
    openInterestWithoutGamma: oiWithoutGamma,
    withoutGammaReasons: reasons,
    strikes,
  };
  if (used === 0) {
    const reason = spot === null ? "no_underlying_price" : "no_contract_with_open_interest_and_gamma";
    return {
      callGamma: null,
      putGamma: null,
      netGamma: null,
      gammaUsdPer1pctMove: null,
      callDelta: null,
      putDelta: null,
      netDelta: null,
      reason,
      ...counts,
    };
  }
  const net = callGamma + putGamma;
  return {
    callGamma: shares(callGamma),
    putGamma: shares(putGamma),
    netGamma: shares(net),
    // spot is known here: a contract's gamma needs it.
    gammaUsdPer1pctMove: Math.round(net * (spot as number) * 0.01 * (spot as number) * 100) / 100,
    callDelta: shares(callDelta),
    putDelta: shares(putDelta),
    netDelta: shares(callDelta + putDelta),
    reason: null,
    ...counts,
  };
}
