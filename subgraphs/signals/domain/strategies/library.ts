/**
 * The strategy library: 21 strategies, each with its default parameters and two variants, so the
 * library runs 63 backtests and registers 63 trials. Every strategy trades prices of the daily
 * universe only. Value and quality strategies from SEC facts are not in the library: of the
 * universe's 432 stocks, the bundle holds SEC facts filed in 2013–2017 for two (TSLA throughout,
 * MSFT one 2015 filing; the other companyfacts files are 2020s filings), so there is no
 * cross-section to rank on them (docs/STRATEGIES.md).
 */

import { equalWeightUniverse, riskParity, volatilityTargeting } from "./allocation.js";
import { lotteryAvoidance, lowBeta, lowVolatility } from "./lowRisk.js";
import { bollingerMeanReversion, rsiMeanReversion, shortTermReversal } from "./meanReversion.js";
import {
  crossSectionalMomentum,
  dualMomentum,
  fiftyTwoWeekHigh,
  sectorRotation,
  timeSeriesMomentum,
} from "./momentum.js";
import { pairsCointegration } from "./pairs.js";
import { turnOfMonth } from "./seasonality.js";
import { defaultParameters, type Strategy } from "./strategy.js";
import {
  bollingerBreakout,
  donchianBreakout,
  macdTrend,
  smaCrossover,
  trendFilteredAllocation,
} from "./trend.js";

export const STRATEGY_LIBRARY: readonly Strategy[] = [
  crossSectionalMomentum,
  timeSeriesMomentum,
  fiftyTwoWeekHigh,
  dualMomentum,
  sectorRotation,
  shortTermReversal,
  rsiMeanReversion,
  bollingerMeanReversion,
  pairsCointegration,
  lowVolatility,
  lowBeta,
  lotteryAvoidance,
  smaCrossover,
  macdTrend,
  donchianBreakout,
  bollingerBreakout,
  trendFilteredAllocation,
  volatilityTargeting,
  riskParity,
  equalWeightUniverse,
  turnOfMonth,
];

const BY_NAME = new Map(STRATEGY_LIBRARY.map((strategy) => [strategy.name, strategy]));

export function strategyNamed(name: string): Strategy | undefined {
  return BY_NAME.get(name);
}

/** One configuration the library runs: a strategy with its defaults or one variant. */
export interface Configuration {
  strategy: Strategy;
  /** `default`, or the variant's overrides written `name_value` joined by `_`. */
  variant: string;
  parameters: Readonly<Record<string, number | string>>;
  /** `<strategy>.<variant>`: the run's id, stable across rebuilds of the same library. */
  runId: string;
}

export function configurationsOf(strategy: Strategy): Configuration[] {
  const defaults = defaultParameters(strategy);
  const configurations: Configuration[] = [
    { strategy, variant: "default", parameters: defaults, runId: `${strategy.name}.default` },
  ];
  for (const overrides of strategy.variants) {
    const variant = Object.entries(overrides)
      .map(([name, value]) => `${name}_${value}`)
      .join("_");
    configurations.push({
      strategy,
      variant,
      parameters: { ...defaults, ...overrides },
      runId: `${strategy.name}.${variant}`,
    });
  }
  return configurations;
}

export const LIBRARY_CONFIGURATIONS: readonly Configuration[] = STRATEGY_LIBRARY.flatMap(configurationsOf);
