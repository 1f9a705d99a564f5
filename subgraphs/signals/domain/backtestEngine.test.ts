/**
 * The walk-forward engine: its bookkeeping on a hand-computed two-ticker history, its schedules,
 * and no look-ahead on the real universe — every library strategy decides exactly the same books
 * up to a date whatever happens to every price after it.
 */
import { describe, expect, it } from "vitest";
import type { CostModel } from "./backtestCosts.js";
import { isDecisionDate, runBacktest } from "./backtestEngine.js";
import { type HistoryBar, HistoryView, historyFromBars, type MemberKind } from "./strategies/history.js";
import { configurationsOf, STRATEGY_LIBRARY } from "./strategies/library.js";
import { PAIR_CANDIDATES } from "./strategies/pairs.js";
import { defineStrategy, type Weights } from "./strategies/strategy.js";
import { universeFile } from "./strategies/testing/universeFile.js";

/** 5 bp per unit traded, nothing else: the costs below are checked by hand. */
const FLAT_5BP: CostModel = {
  commissionBps: 1,
  halfSpreadBps: [{ minAdvUsd: 0, bps: 4 }],
  impactCoefficient: 0,
  capitalUsd: 10_000_000,
  windowDays: 21,
};

const DATES = ["2017-01-03", "2017-01-04", "2017-01-05", "2017-01-06", "2017-01-09"];
const bars = (closes: number[]): HistoryBar[] =>
  closes.map((close, i) => ({ date: DATES[i] as string, close, volume: 1_000_000 }));

const twoTickers = historyFromBars(
  new Map<string, MemberKind>([
    ["AAA", "stock"],
    ["BBB", "stock"],
  ]),
  new Map([
    ["AAA", bars([100, 110, 99, 99, 108.9])],
    ["BBB", bars([50, 50, 55, 55, 55])],
  ]),
);

/** Half and half on day 0, rebalanced on day 1, held on day 2, closed on day 3. */
const scripted = defineStrategy({
  name: "scripted",
  displayName: "scripted",
  family: "allocation",
  summary: "test",
  rules: [],
  universe: "AAA, BBB",
  schedule: "daily",
  parameters: {},
  variants: [],
  decide(view, _p, held): Weights {
    const half = new Map([
      ["AAA", 0.5],
      ["BBB", 0.5],
    ]);
    return [half, half, held, new Map(), held][view.index] as Weights;
  },
});

describe("runBacktest bookkeeping", () => {
  const result = runBacktest(twoTickers, scripted, {}, FLAT_5BP);

  it("earns the held book's returns, drifts it, and charges each trade at its close", () => {
    // Day 0: buy 0.5 + 0.5 → 1 × 5 bp. Day 1: AAA +10%, BBB 0%: gross 0.05; the book drifts to
    // 0.55/1.05 = 0.5238095 and 0.5/1.05 = 0.4761905, and the rebalance trades 2 × 0.0238095 =
    // 0.0476190 → 0.0476190 × 5 bp = 2.38095e-5. Day 2: AAA −10%, BBB +10%: gross 0, held (drifts
    // to 0.45 / 0.55). Day 3: flat returns, everything sold: 1 × 5 bp. Day 4: nothing held.
    expect([...result.grossReturns]).toEqual([0, expect.closeTo(0.05, 15), expect.closeTo(0, 15), 0, 0]);
    expect(result.costs[0]).toBeCloseTo(0.0005, 15);
    expect(result.costs[1]).toBeCloseTo((0.05 / 1.05 / 1e4) * 5, 15);
    expect(result.costs[2]).toBe(0);
    expect(result.costs[3]).toBeCloseTo(0.0005, 15);
    expect(result.netReturns[1]).toBeCloseTo(0.05 - 0.0000238095238095, 15);
    expect([...result.turnover]).toEqual([1, expect.closeTo(1 / 21, 15), 0, 1, 0]);
    expect([...result.grossExposure]).toEqual([1, 1, expect.closeTo(1, 15), 0, 0]);
    expect(result.firstInvested).toBe(0);
  });

  it("records the books of the decisions that traded, with the drifted weight they left", () => {
    expect(result.books.map((book) => book.date)).toEqual(["2017-01-03", "2017-01-04", "2017-01-06"]);
    expect(result.books[2]?.positions).toEqual([
      { ticker: "AAA", weight: 0, trade: expect.closeTo(-0.45, 12) },
      { ticker: "BBB", weight: 0, trade: expect.closeTo(-0.55, 12) },
    ]);
  });

  it("refuses a target without a price or beyond 5× gross exposure", () => {
    const bad = (target: Weights) =>
      defineStrategy({ ...scripted, name: "bad", decide: () => target } as Parameters<
        typeof defineStrategy
      >[0]);
    expect(() => runBacktest(twoTickers, bad(new Map([["ZZZ", 1]])), {})).toThrow(/ZZZ/);
    expect(() => runBacktest(twoTickers, bad(new Map([["AAA", 6]])), {})).toThrow(/gross exposure/);
  });
});

describe("isDecisionDate", () => {
  it("daily: every session; weekly: the first session of each week; monthly: of each month", () => {
    expect(DATES.map((_, t) => isDecisionDate(DATES, t, "daily"))).toEqual([true, true, true, true, true]);
    // 2017-01-09 is a Monday.
    expect(DATES.map((_, t) => isDecisionDate(DATES, t, "weekly"))).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    const monthEnd = ["2017-01-30", "2017-01-31", "2017-02-01", "2017-02-02"];
    expect(monthEnd.map((_, t) => isDecisionDate(monthEnd, t, "monthly"))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});

describe("HistoryView reads nothing after its date", () => {
  const view = new HistoryView(twoTickers, 2);
  it("windows end at the view's date and lags cannot be negative", () => {
    expect([...(view.closes("AAA", 3) ?? [])]).toEqual([100, 110, 99]);
    expect(view.closes("AAA", 4)).toBeNull();
    expect(view.close("AAA", 1)).toBe(110);
    expect(() => view.close("AAA", -1)).toThrow(RangeError);
    expect([...(view.returns("BBB", 1) ?? [])]).toEqual([expect.closeTo(0.1, 15)]);
    expect(view.sma("AAA", 3)).toBeCloseTo(103, 12);
  });
});

describe("no look-ahead: changing every price after a date changes no decision up to it", () => {
  // Every ETF, the pairs' 36 stocks and 60 other stocks: enough for every strategy's rules.
  const pairStocks = new Set(PAIR_CANDIDATES.flat());
  const file = universeFile();
  const others = [...file.members]
    .filter(([ticker, kind]) => kind === "stock" && !pairStocks.has(ticker))
    .slice(0, 60)
    .map(([ticker]) => ticker);
  const keep = new Set([
    ...[...file.members].filter(([, kind]) => kind === "etf").map(([ticker]) => ticker),
    ...pairStocks,
    ...others,
  ]);
  const members = new Map([...file.members].filter(([ticker]) => keep.has(ticker)));
  const original = new Map([...file.bars].filter(([ticker]) => keep.has(ticker)));
  const CUTOFF = "2016-03-15";
  // After the cutoff every close is moved by up to ±30% and every volume tripled.
  const altered = new Map(
    [...original].map(([ticker, series]) => [
      ticker,
      series.map((bar, i) =>
        bar.date > CUTOFF
          ? { ...bar, close: bar.close * (1 + 0.3 * Math.sin(i * 0.7)), volume: bar.volume * 3 }
          : bar,
      ),
    ]),
  );
  const before = historyFromBars(members, original);
  const after = historyFromBars(members, altered);
  const cut = before.dates.indexOf(CUTOFF);
  let changedAfter = 0;

  it.each(STRATEGY_LIBRARY.map((strategy) => [strategy.name, strategy] as const))("%s", (_, strategy) => {
    const [configuration] = configurationsOf(strategy);
    const a = runBacktest(before, strategy, configuration?.parameters ?? {});
    const b = runBacktest(after, strategy, configuration?.parameters ?? {});
    const upTo = <T extends { date: string }>(items: T[]) => items.filter((item) => item.date <= CUTOFF);
    expect(upTo(b.books)).toEqual(upTo(a.books));
    expect(upTo(b.notes)).toEqual(upTo(a.notes));
    expect([...b.netReturns.subarray(0, cut + 1)]).toEqual([...a.netReturns.subarray(0, cut + 1)]);
    expect(b.firstInvested).toBe(a.firstInvested);
    if (JSON.stringify(b.books) !== JSON.stringify(a.books)) changedAfter++;
  });

  it("and the change did reach decisions after the date (the test can fail)", () => {
    expect(changedAfter).toBeGreaterThan(15);
  });
});
