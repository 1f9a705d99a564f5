/**
 * The library as a whole, and known answers of two of its runs on the real universe
 * (data/sample/prices/daily_universe.csv.gz):
 * - sma_crossover on SPY: the Sharpe ratio was recomputed by an independent numpy loop over the
 *   raw file (SMA 50 vs 200 of closes, decided at each close and held from the next session; the
 *   documented costs: 0.5 bp commission, 1 bp half-spread at SPY's ADV, impact σ21·√(|Δw|·$10m/ADV21)):
 *   first invested 2013-10-16, 1,027 daily observations, Sharpe 0.774670050645848.
 * - pairs_cointegration: the 2015 formation (504 sessions to 2015-01-02) picks MCD/YUM, the most
 *   negative Engle–Granger statistic of the 18 candidates.
 */
import { describe, expect, it } from "vitest";
import { runConfiguration } from "../backtestRun.js";
import { historyFromBars } from "./history.js";
import { configurationsOf, LIBRARY_CONFIGURATIONS, STRATEGY_LIBRARY, strategyNamed } from "./library.js";
import { PAIR_CANDIDATES } from "./pairs.js";
import { STRATEGY_FAMILIES } from "./strategy.js";
import { universeFile } from "./testing/universeFile.js";

describe("the strategy library", () => {
  it("holds 21 named strategies in the documented families, each with two variants", () => {
    expect(STRATEGY_LIBRARY).toHaveLength(21);
    expect(new Set(STRATEGY_LIBRARY.map((s) => s.name)).size).toBe(21);
    for (const strategy of STRATEGY_LIBRARY) {
      expect(STRATEGY_FAMILIES).toContain(strategy.family);
      expect(strategy.variants).toHaveLength(2);
      expect(strategy.rules.length).toBeGreaterThan(0);
      expect(strategyNamed(strategy.name)).toBe(strategy);
    }
    expect(LIBRARY_CONFIGURATIONS).toHaveLength(63);
    expect(new Set(LIBRARY_CONFIGURATIONS.map((c) => c.runId)).size).toBe(63);
    expect(configurationsOf(strategyNamed("sma_crossover")!).map((c) => c.runId)).toEqual([
      "sma_crossover.default",
      "sma_crossover.fast_days_20_slow_days_100",
      "sma_crossover.fast_days_10_slow_days_50",
    ]);
  });

  it("sma_crossover on SPY: the Sharpe ratio an independent loop over the raw file gives", () => {
    const { members, bars } = universeFile(new Set(["SPY"]));
    const history = historyFromBars(members, bars);
    const [defaults] = configurationsOf(strategyNamed("sma_crossover")!);
    const outcome = runConfiguration(history, defaults!);
    expect(outcome.status).toBe("completed");
    expect(outcome.obsFrom).toBe("2013-10-16");
    expect(outcome.metrics?.nObs).toBe(1027);
    expect(outcome.metrics?.sharpe).toBeCloseTo(0.774670050645848, 12);
  });

  it("pairs_cointegration records which pair each year's formation chose and its statistic", () => {
    const { members, bars } = universeFile(new Set(PAIR_CANDIDATES.flat()));
    const outcome = runConfiguration(
      historyFromBars(members, bars),
      configurationsOf(strategyNamed("pairs_cointegration")!)[0]!,
    );
    expect(outcome.notes.map((note) => [note.date, note.record.best_pair, note.record.traded])).toEqual([
      ["2015-01-02", "MCD/YUM", true],
      ["2016-01-04", "V/MA", true],
      ["2017-01-03", "LMT/NOC", true],
    ]);
    expect(outcome.notes[0]?.record.adf_statistic).toBeCloseTo(-4.103231405219541, 9);
    expect(outcome.notes[0]?.record.candidates_tested).toBe(18);
  });
});
