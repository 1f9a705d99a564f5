/**
 * The equity sitting sleeve (svc_equity_sitting; spec/01 "Equity sitting rows"): the book date's
 * liquid stocks ordered by `data_order`, the mean of the row's lanes, each lane first ranked as a
 * percentile among the liquid stocks (100 the most favourable). Pure.
 *
 * Lanes: technical (the book's 12-1 momentum; higher is better), options_flow, news, sentiment.
 * The platform holds no options-flow, news-flow or sentiment data across the universe, so those
 * three lanes are explicit nulls with their reasons and data_order is the technical lane alone —
 * `lanes_ranked` says how many lanes a row's order averages. A 12-1 momentum above +1,000% is
 * flagged `implausible_12_1_momentum` and not ranked (so that stock has no data_order).
 *
 * Liquid: close ≥ min_price and 21-session ADV ≥ min_adv_dollars (domain/scanLiquidity.ts).
 */

import { IMPLAUSIBLE_MOMENTUM_FLAG } from "./bookBuild.js";
import { percentiles } from "./crossSection.js";
import type { Adv } from "./scanLiquidity.js";
import { IMPLAUSIBLE_MOMENTUM_ABOVE } from "./voters.js";

export const SITTING_LANES = ["technical", "options_flow", "news", "sentiment"] as const;
export type SittingLane = (typeof SITTING_LANES)[number];

/** Why each lane without data is null (the platform connects no such source). */
export const UNAVAILABLE_LANES: Readonly<Record<Exclude<SittingLane, "technical">, string>> = {
  options_flow: "no_options_flow_feed",
  news: "no_news_feed_for_universe",
  sentiment: "no_sentiment_feed",
};

export interface SittingInput {
  ticker: string;
  close: number;
  /** The book's 12-1 momentum (fraction); null when the history is too short. */
  momentum: number | null;
  blendedScore: number | null;
  decile: number | null;
  unscoredReason: string | null;
  adv: Adv | undefined;
}

export interface SittingParams {
  sleeveN: number;
  minAdvDollars: number;
  minPrice: number;
}

export interface TechnicalLane {
  value: number;
  percentile: number;
}

export interface SittingRowOut {
  rank: number;
  ticker: string;
  dataOrder: number;
  lanesRanked: number;
  technical: TechnicalLane;
  close: number;
  /** Null only when min_adv_dollars is 0 and fewer than 21 sessions are held. */
  adv21dUsd: number | null;
  blendedScore: number | null;
  decile: number | null;
  /** Field → why it is null (the three lanes without data; an unscored book row). */
  nullReasons: Record<string, string>;
}

export type SittingExclusion =
  | "below_min_price"
  | "adv_unknown"
  | "below_min_adv"
  | "technical_lane_unavailable"
  | "implausible_12_1_momentum";

export interface SittingOut {
  rows: SittingRowOut[];
  /** Stocks with a data_order: the full ranked sleeve's size. */
  rankedCount: number;
  /** Stocks of the book date considered. */
  considered: number;
  excluded: Record<SittingExclusion, number>;
  /** Stocks flagged implausible_12_1_momentum (not ranked), with their momentum. */
  flagged: { ticker: string; value: number; flag: string }[];
}

function exclusionOf(input: SittingInput, params: SittingParams): SittingExclusion | null {
  if (input.close < params.minPrice) return "below_min_price";
  if (params.minAdvDollars > 0) {
    if (input.adv?.value === null || input.adv === undefined) return "adv_unknown";
    if (input.adv.value < params.minAdvDollars) return "below_min_adv";
  }
  if (input.momentum === null) return "technical_lane_unavailable";
  if (input.momentum > IMPLAUSIBLE_MOMENTUM_ABOVE) return "implausible_12_1_momentum";
  return null;
}

export function equitySitting(inputs: readonly SittingInput[], params: SittingParams): SittingOut {
  const excluded: Record<SittingExclusion, number> = {
    below_min_price: 0,
    adv_unknown: 0,
    below_min_adv: 0,
    technical_lane_unavailable: 0,
    implausible_12_1_momentum: 0,
  };
  const flagged: SittingOut["flagged"] = [];
  const eligible: SittingInput[] = [];
  for (const input of inputs) {
    const exclusion = exclusionOf(input, params);
    if (exclusion === null) eligible.push(input);
    else excluded[exclusion] += 1;
    if (input.momentum !== null && input.momentum > IMPLAUSIBLE_MOMENTUM_ABOVE) {
      flagged.push({ ticker: input.ticker, value: input.momentum, flag: IMPLAUSIBLE_MOMENTUM_FLAG });
    }
  }
  // Each lane ranked as a percentile among the liquid stocks first; data_order is their mean.
  const technical = percentiles(
    eligible.map((input) => input.momentum),
    true,
  );
  const ordered = eligible
    .map((input, i) => {
      const lanePercentiles = [technical[i] as number];
      const dataOrder = lanePercentiles.reduce((sum, p) => sum + p, 0) / lanePercentiles.length;
      return { input, technical: technical[i] as number, dataOrder, lanesRanked: lanePercentiles.length };
    })
    .sort(
      (a, b) =>
        b.dataOrder - a.dataOrder ||
        (a.input.ticker < b.input.ticker ? -1 : a.input.ticker > b.input.ticker ? 1 : 0),
    );
  const rows = ordered
    .slice(0, params.sleeveN)
    .map(({ input, technical: pct, dataOrder, lanesRanked }, i) => {
      const nullReasons: Record<string, string> = { ...toFieldReasons(UNAVAILABLE_LANES) };
      if (input.blendedScore === null) {
        nullReasons.blendedScore = input.unscoredReason ?? "not_scored";
        nullReasons.decile = input.unscoredReason ?? "not_scored";
      }
      const adv = input.adv?.value ?? null;
      if (adv === null) nullReasons.adv21dUsd = input.adv?.reason ?? "no_universe_bars";
      return {
        rank: i + 1,
        ticker: input.ticker,
        dataOrder,
        lanesRanked,
        technical: { value: input.momentum as number, percentile: pct },
        close: input.close,
        adv21dUsd: adv,
        blendedScore: input.blendedScore,
        decile: input.decile,
        nullReasons,
      };
    });
  return { rows, rankedCount: ordered.length, considered: inputs.length, excluded, flagged };
}

/** The lanes' reasons keyed as their GraphQL fields (optionsFlow, news, sentiment). */
function toFieldReasons(reasons: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(reasons).map(([lane, reason]) => [
      lane.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      reason,
    ]),
  );
}
