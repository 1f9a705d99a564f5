/**
 * costEstimate, on Query and Instrument: the catalogue operation svc_v3_cost_estimate
 * (/api/v3/execution/cost_estimate/{ticker}). The pieces and their methods are domain/costEstimate.ts;
 * here they are read (daily bars and minute quotes through market's readers, data/executionData.ts),
 * combined, and every figure the data cannot establish is null with its reason.
 */
import { Int } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { unitsOf } from "../../kit/figures.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { completedThrough, dailyHistory, newestQuoteSession, tradedClose } from "../data/executionData.js";
import {
  ADV_SESSIONS,
  averageDailyVolume,
  COMMISSION_SCHEDULE,
  COST_FIGURES,
  CS_METHOD,
  CS_MIN_PAIRS,
  CS_PAIRS,
  commissionUsd,
  corwinSchultzSpread,
  dailyVolatility,
  IMPACT_COEFFICIENT,
  IMPACT_COEFFICIENT_SOURCE,
  IMPACT_FORMULA,
  MIN_VOLATILITY_RETURNS,
  medianQuotedSpread,
  type OhlcvBar,
  PARTICIPATION_WARNING,
  QUOTED_SPREAD_METHOD,
  roundBps,
  roundFraction,
  roundUsd,
  squareRootImpactBps,
  VOLATILITY_RETURNS,
} from "../domain/costEstimate.js";
import { CostEstimate } from "../types/costEstimate.js";
import { ExecutionSide } from "../types/execution.js";
import { Instrument } from "../types/instrument.js";
import { dailyBarsNotHeld, refuseCrypto } from "./executionShared.js";

export const QTY_ARG = {
  type: () => Int,
  default: 100,
  range: [1, 10_000_000] as const,
  description: "Shares.",
};
export const SIDE_ARG = {
  type: () => ExecutionSide,
  default: ExecutionSide.buy,
  description: "The order's side: buy (the default) lifts the ask, sell hits the bid.",
};

const SIDE_EFFECT =
  "none: half-spread, impact and commission are the same for a buy and a sell in this model; the sell-side " +
  "regulatory fees (SEC Section 31, FINRA TAF) are not modelled";

export const VOLATILITY_METHOD =
  `sample standard deviation of the newest ${VOLATILITY_RETURNS} daily log returns of the daily file ` +
  `(at least ${MIN_VOLATILITY_RETURNS}), one share basis`;
export const ADV_METHOD = `mean volume of the newest ${ADV_SESSIONS} daily bars, shares, as the daily file publishes them`;

/**
 * Every daily-bar spread estimator (Corwin–Schultz, Roll, Abdi–Ranaldo) reads intraday volatility as
 * spread when the true spread is small: on the bundled data Corwin–Schultz gives SPY 37.95 bps over the
 * 20 pairs to 2021-03-31, where SPY's quoted spread on 2023-08-03 was 0.22 bps. Said beside the number.
 */
const SPREAD_ESTIMATE_WARNING =
  "spread_estimated_from_daily_bars: no minute quotes are held, so the spread is the Corwin-Schultz estimate, " +
  "which for liquid large caps is dominated by intraday volatility and can overstate the quoted spread many " +
  "times over (SPY: 37.95 bps estimated to 2021-03-31 against 0.22 bps quoted on 2023-08-03); read it as an " +
  "upper bound";

interface Spread {
  source: "minute_quotes" | "corwin_schultz_estimate";
  method: string;
  spreadBps: number | null;
  asOf: string | null;
  windowStart: string | null;
  observations: number;
  excluded: number;
  reason: string | null;
}

/** Quoted where a completed session's minute quotes are held, else estimated from the daily bars. */
async function spreadOf(
  ctx: SubgraphContext<"risk">,
  ticker: string,
  through: string,
  bars: OhlcvBar[],
): Promise<Spread> {
  const session = await newestQuoteSession(ctx, ticker, through);
  if (session) {
    const quoted = medianQuotedSpread(session.quotes.map((q) => ({ bid: q.bidClose, ask: q.askClose })));
    if (quoted.spreadBps !== null) {
      return {
        source: "minute_quotes",
        method: QUOTED_SPREAD_METHOD,
        spreadBps: quoted.spreadBps,
        asOf: session.date,
        windowStart: session.date,
        observations: quoted.observations,
        excluded: quoted.excluded,
        reason: null,
      };
    }
  }
  const window = bars.slice(-(CS_PAIRS + 1));
  const estimated = corwinSchultzSpread(window);
  return {
    source: "corwin_schultz_estimate",
    method: CS_METHOD,
    spreadBps: estimated.spreadBps,
    asOf: window.at(-1)?.date ?? null,
    windowStart: window[0]?.date ?? null,
    observations: estimated.observations,
    excluded: estimated.zeroed,
    reason: estimated.spreadBps === null ? `fewer_than_${CS_MIN_PAIRS}_two_day_pairs_held` : null,
  };
}

async function costEstimateFor(
  ctx: SubgraphContext<"risk">,
  row: InstrumentRow,
  { qty, side }: { qty: number; side: ExecutionSide },
): Promise<CostEstimate> {
  refuseCrypto(row, "svc_v3_cost_estimate");
  const through = completedThrough(ctx);
  const { basis, bars } = await dailyHistory(ctx, row.ticker, through, VOLATILITY_RETURNS + 1);
  const newest = bars.at(-1);
  if (!newest) throw dailyBarsNotHeld(row.ticker);

  const nullReasons: Record<string, string> = {};
  const warnings: string[] = [];
  const spread = await spreadOf(ctx, row.ticker, through, bars);
  if (spread.reason) {
    for (const field of ["spreadBps", "halfSpreadBps"]) nullReasons[field] = spread.reason;
  }

  const priceRead = await tradedClose(ctx, row.ticker, newest.date);
  const referencePrice = priceRead.close?.close ?? null;
  const notional = referencePrice === null ? null : qty * referencePrice;
  if (priceRead.reason) {
    for (const field of ["referencePrice", "referencePriceAsOf", "referencePriceBasis", "notionalUsd"]) {
      nullReasons[field] = priceRead.reason;
    }
  }

  const volatility = dailyVolatility(bars.map((bar) => bar.close));
  const advBars = bars.slice(-ADV_SESSIONS);
  const adv = averageDailyVolume(bars.map((bar) => bar.volume));
  if (volatility.value === null)
    nullReasons.dailyVolatility = `fewer_than_${MIN_VOLATILITY_RETURNS}_daily_returns_held`;
  const tooFewBars = `fewer_than_${ADV_SESSIONS}_daily_bars_held`;
  if (adv === null) nullReasons.advShares = tooFewBars;
  // No volume in the window: the participation, and so the impact, is undefined (not infinite).
  const advReason = adv === null ? tooFewBars : adv === 0 ? "zero_volume_in_adv_window" : null;
  const usableAdv = advReason === null ? adv : null;
  if (advReason !== null) nullReasons.participationOfAdv = advReason;
  const participation = usableAdv === null ? null : qty / usableAdv;
  const impactBps =
    volatility.value === null || usableAdv === null
      ? null
      : squareRootImpactBps(qty, volatility.value, usableAdv);
  if (impactBps === null) {
    nullReasons.impactBps = [nullReasons.dailyVolatility, advReason].filter(Boolean).join("; ");
  }
  if (participation !== null && participation > PARTICIPATION_WARNING) {
    warnings.push(
      `participation_above_${PARTICIPATION_WARNING * 100}pct_of_adv: the square-root law was measured on orders ` +
        "that are a small share of a day's volume; read the impact as a lower bound",
    );
  }

  const commission = notional === null ? null : commissionUsd(qty, notional);
  if (commission === null) {
    nullReasons.commissionUsd = "reference_price_unavailable: the 1% cap needs the trade's value";
    nullReasons.commissionBps = nullReasons.commissionUsd;
  }
  const halfSpreadBps = spread.spreadBps === null ? null : spread.spreadBps / 2;
  const commissionBps = commission === null || !notional ? null : (commission / notional) * 10_000;
  const parts = { halfSpreadBps, impactBps, commissionBps };
  const missing = Object.entries(parts)
    .filter(([, value]) => value === null)
    .map(([name]) => name);
  const totalCostBps =
    halfSpreadBps === null || impactBps === null || commissionBps === null
      ? null
      : halfSpreadBps + impactBps + commissionBps;
  if (totalCostBps === null) {
    nullReasons.totalCostBps = `components_missing: ${missing.join(", ")}`;
    nullReasons.totalCostUsd = nullReasons.totalCostBps;
  }
  if (spread.source === "corwin_schultz_estimate" && spread.spreadBps !== null) {
    warnings.push(SPREAD_ESTIMATE_WARNING);
  }
  if (spread.asOf !== null && spread.asOf !== newest.date) {
    warnings.push(
      `inputs_from_different_dates: the spread is from ${spread.asOf}, price, volatility and ADV from daily bars ` +
        `through ${newest.date}`,
    );
  }

  const volWindow = bars.slice(-(VOLATILITY_RETURNS + 1));
  const optional = <T>(value: T | null | undefined, field: string, reason: string): T | null => {
    if (value === null || value === undefined) nullReasons[field] ??= reason;
    return value ?? null;
  };
  const isStale = newest.date < through || (spread.asOf !== null && spread.asOf < through);
  return {
    ticker: row.ticker,
    qty,
    side,
    referencePrice,
    notionalUsd: notional === null ? null : roundUsd(notional),
    spreadBps: spread.spreadBps === null ? null : roundBps(spread.spreadBps),
    halfSpreadBps: halfSpreadBps === null ? null : roundBps(halfSpreadBps),
    dailyVolatility: volatility.value === null ? null : roundFraction(volatility.value),
    advShares: adv === null ? null : Math.round(adv),
    participationOfAdv: participation === null ? null : roundFraction(participation),
    impactBps: impactBps === null ? null : roundBps(impactBps),
    commissionUsd: commission === null ? null : roundUsd(commission),
    commissionBps: commissionBps === null ? null : roundBps(commissionBps),
    totalCostBps: totalCostBps === null ? null : roundBps(totalCostBps),
    totalCostUsd:
      totalCostBps === null || notional === null ? null : roundUsd((totalCostBps * notional) / 10_000),
    referencePriceAsOf: priceRead.close?.date ?? null,
    referencePriceBasis: priceRead.close
      ? referenceBasis(priceRead.close.seriesBasis, priceRead.close.splitsUndone)
      : null,
    priceBasis: basis,
    spreadSource: spread.source,
    spreadMethod: spread.method,
    spreadAsOf: optional(spread.asOf, "spreadAsOf", spread.reason ?? "no_bars"),
    spreadWindowStart: optional(spread.windowStart, "spreadWindowStart", spread.reason ?? "no_bars"),
    spreadObservations: spread.observations,
    spreadObservationsExcluded: spread.excluded,
    volatilityWindowStart: volWindow[0]?.date ?? null,
    volatilityWindowEnd: newest.date,
    volatilityReturns: volatility.returns,
    advWindowStart: advBars[0]?.date ?? null,
    advWindowEnd: newest.date,
    advSessions: advBars.length,
    impactModel: {
      formula: IMPACT_FORMULA,
      coefficient: IMPACT_COEFFICIENT,
      coefficientSource: IMPACT_COEFFICIENT_SOURCE,
      volatilityMethod: VOLATILITY_METHOD,
      advMethod: ADV_METHOD,
      participationWarningAbove: PARTICIPATION_WARNING,
    },
    commissionSchedule: { ...COMMISSION_SCHEDULE },
    sideEffect: SIDE_EFFECT,
    asOf: newest.date,
    isStale,
    warnings,
    nullReasons,
    units: unitsOf(COST_FIGURES),
    note:
      "A pre-trade estimate for one market order executed at once, not a quote: half the spread, the " +
      "square-root law's average impact and the broker's commission. Every input is historical and dated; " +
      "is_stale says whether any is older than the last completed session.",
  };
}

function referenceBasis(seriesBasis: string, splitsUndone: readonly string[]): string {
  return splitsUndone.length > 0
    ? `${seriesBasis} daily close, splits after the day undone: ${splitsUndone.join(", ")}`
    : `${seriesBasis} daily close, as traded that day`;
}

export const CostEstimateResolver = instrumentOperation<"risk", { qty: number; side: ExecutionSide }>(
  Instrument,
  {
    field: "costEstimate",
    summary: "one-way cost of a market order: half the spread, square-root impact, commission.",
    instrumentDescription: (operation) =>
      `Execution cost estimate (${operation}); null for a crypto pair or a symbol without daily prices.`,
    returns: () => CostEstimate,
    args: { qty: QTY_ARG, side: SIDE_ARG },
    resolve: (ctx, row, args) => costEstimateFor(ctx, row, args),
  },
);
