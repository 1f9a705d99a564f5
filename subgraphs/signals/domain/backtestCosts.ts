/**
 * The cost of a trade in the backtests, as a fraction of the traded notional, from data dated at
 * or before the trade (the engine trades at the decision date's close):
 *
 *   cost = commission + half-spread + impact
 *   commission  = 0.5 bp of notional (about $0.005 a share on a $100 stock)
 *   half-spread = by the name's average daily dollar volume over the last 21 sessions (ADV):
 *                 ≥ $1bn 1 bp, ≥ $100m 2 bp, ≥ $10m 5 bp, else 10 bp — the universe holds no
 *                 quotes, so the spread is a liquidity bucket, not a measurement
 *   impact      = Y · σ · √(Q / ADV), the square-root law (Tóth et al. 2011; Almgren et al. 2005)
 *                 with Y = 1, σ the daily return volatility over the last 21 sessions, and
 *                 Q = |Δweight| × the capital, $10 million
 *
 * Not modelled, and said so in docs/STRATEGIES.md: short borrow fees, financing of leverage,
 * interest on cash (cash earns 0).
 */
import { mean, stdev } from "./strategies/indicators.js";

export interface CostModel {
  commissionBps: number;
  /** Half-spread by ADV bucket, the first whose floor the ADV reaches. */
  halfSpreadBps: readonly { readonly minAdvUsd: number; readonly bps: number }[];
  impactCoefficient: number;
  capitalUsd: number;
  /** Sessions of the ADV and volatility windows. */
  windowDays: number;
}

export const COST_MODEL: CostModel = {
  commissionBps: 0.5,
  halfSpreadBps: [
    { minAdvUsd: 1e9, bps: 1 },
    { minAdvUsd: 1e8, bps: 2 },
    { minAdvUsd: 1e7, bps: 5 },
    { minAdvUsd: 0, bps: 10 },
  ],
  impactCoefficient: 1,
  capitalUsd: 10_000_000,
  windowDays: 21,
};

export interface TradeCost {
  /** Fractions of the traded notional. */
  commission: number;
  halfSpread: number;
  impact: number;
  total: number;
}

/**
 * The cost of trading `fraction` of the portfolio's value in a name, given its trailing dollar
 * volumes and daily returns (oldest first, ending at the trade's date). With no usable volume
 * the widest spread applies and the impact is taken at a 100% participation.
 */
export function tradeCost(
  fraction: number,
  dollarVolumes: ArrayLike<number>,
  dailyReturns: ArrayLike<number>,
  model: CostModel = COST_MODEL,
): TradeCost {
  const adv = dollarVolumes.length > 0 ? mean(dollarVolumes) : 0;
  const commission = model.commissionBps / 1e4;
  const bucket = model.halfSpreadBps.find((level) => adv >= level.minAdvUsd);
  const halfSpread = (bucket?.bps ?? (model.halfSpreadBps.at(-1)?.bps as number)) / 1e4;
  const sigma = dailyReturns.length >= 2 ? stdev(dailyReturns) : 0;
  const participation = adv > 0 ? (Math.abs(fraction) * model.capitalUsd) / adv : 1;
  const impact = model.impactCoefficient * (Number.isFinite(sigma) ? sigma : 0) * Math.sqrt(participation);
  return { commission, halfSpread, impact, total: commission + halfSpread + impact };
}

/** The model as documented values, for the routes. */
export function describeCostModel(model: CostModel = COST_MODEL) {
  return {
    commissionBps: model.commissionBps,
    halfSpreadBps: model.halfSpreadBps.map((level) => ({ minAdvUsd: level.minAdvUsd, bps: level.bps })),
    impactCoefficient: model.impactCoefficient,
    capitalUsd: model.capitalUsd,
    windowDays: model.windowDays,
    impactFormula: "impact = coefficient × σ_daily(window) × √(|Δweight| × capital / ADV(window))",
    notModelled: ["short borrow fees", "financing of leverage", "interest on cash (cash earns 0)"],
  };
}
