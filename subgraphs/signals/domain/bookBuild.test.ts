/**
 * The whole-history book over real bundled prices: 80 stocks of daily_universe.csv.gz (the first
 * 80 tickers with a full 2013-01-02..2017-11-10 history), and synthetic series for the edges.
 */
import { describe, expect, it } from "vitest";
import { sampleUniverseBars } from "../../../test/support/sampleUniverse.js";
import { type BookDateOut, type BookMember, buildBook } from "./bookBuild.js";
import { blend, MIN_BOOK_SIZE } from "./crossSection.js";
import { IC_HORIZON_SESSIONS, MIN_IC_OBSERVATIONS } from "./optimizer.js";
import { VOTER_NAMES, type VoterBar } from "./voters.js";

const ETFS = new Set(["SPY", "QQQ", "IWM", "DIA", "XLK", "XLF", "XLE", "XLV", "TLT", "GLD", "HYG", "LQD"]);
const universe = sampleUniverseBars();
const calendar = universe.get("SPY")!.map((bar) => bar.date);
const members: BookMember[] = [...universe.entries()]
  .filter(([ticker, bars]) => !ETFS.has(ticker) && bars.length === calendar.length)
  .slice(0, 80)
  .map(([ticker, bars]) => ({ ticker, bars }));
const book: BookDateOut[] = [...buildBook(calendar, members)];

describe("the book over 80 stocks of the bundled universe", () => {
  it("starts once 12-1 momentum and the 52-week high exist, and scores every stock each date", () => {
    // 2014-01-02 is the first session with a close 12 calendar months back (2013-01-02) and with
    // 252 sessions held.
    expect(book[0]!.date).toBe("2014-01-02");
    expect(book.at(-1)!.date).toBe("2017-11-10");
    expect(book).toHaveLength(calendar.indexOf("2017-11-10") - calendar.indexOf("2014-01-02") + 1);
    for (const date of book) expect(date).toMatchObject({ members: 80, scored: 80 });
  });

  it("orders each date: ranks 1..n, deciles 10 best, contributions summing to the score", () => {
    const date = book.find((out) => out.date === "2016-06-30")!;
    const ranks = date.rows.map((row) => row.position!.rank).sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: 80 }, (_, k) => k + 1));
    const best = date.rows.find((row) => row.position!.rank === 1)!;
    const worst = date.rows.find((row) => row.position!.rank === 80)!;
    expect(best.position).toMatchObject({ decile: 10, percentile: 100, direction: "LONG", conviction: 1 });
    expect(worst.position).toMatchObject({ decile: 1, percentile: 0, direction: "SHORT", conviction: 1 });
    expect(best.blendedScore!).toBeGreaterThan(worst.blendedScore!);
    for (const row of date.rows) {
      const { score, contributions } = blend(row.percentiles, date.weights.weights);
      expect(row.blendedScore).toBeCloseTo(score!, 12);
      const sum = VOTER_NAMES.reduce((total, voter) => total + (contributions[voter] ?? 0), 0);
      expect(sum).toBeCloseTo(row.blendedScore!, 12);
      expect(row.votersUsed).toBe(7);
    }
  });

  it("keeps equal weights until 63 ICs are realised, then weights by IC from ICs 21 sessions old", () => {
    // The first IC is of 2014-01-02, realised 21 sessions later; the 63rd is realised at book date 83.
    expect(book.slice(0, MIN_IC_OBSERVATIONS + IC_HORIZON_SESSIONS - 1).map((d) => d.weights.basis)).toEqual(
      Array(MIN_IC_OBSERVATIONS + IC_HORIZON_SESSIONS - 1).fill("equal_weight_warmup"),
    );
    const first = book[MIN_IC_OBSERVATIONS + IC_HORIZON_SESSIONS - 1]!;
    expect(first.weights.basis).not.toBe("equal_weight_warmup");
    expect(first.weights.observations.rsi_14).toBe(MIN_IC_OBSERVATIONS);
    for (const date of book) {
      if (date.weights.icWindowLast === null) continue;
      const lag = calendar.indexOf(date.date) - calendar.indexOf(date.weights.icWindowLast);
      expect(lag).toBe(IC_HORIZON_SESSIONS);
      const total = Object.values(date.weights.weights).reduce((sum, w) => sum + w, 0);
      expect(total).toBeCloseTo(1, 12);
    }
    expect(book.at(-1)!.weights.observations.momentum_12_1).toBe(252);
  });

  it("uses nothing after a date: the bars cut after 2016-06-30 give the same book up to it", () => {
    const cutDate = "2016-06-30";
    const cut = [
      ...buildBook(
        calendar.filter((date) => date <= cutDate),
        members.map((member) => ({ ...member, bars: member.bars.filter((bar) => bar.date <= cutDate) })),
      ),
    ];
    expect(cut.at(-1)!.date).toBe(cutDate);
    expect(cut).toEqual(book.filter((date) => date.date <= cutDate));
  });
});

describe("edges, on synthetic series", () => {
  /** A deterministic wobbling price path over `days` sessions from 2020-01-01 (calendar days). */
  function synthetic(ticker: string, seed: number, days: number): BookMember {
    const bars: VoterBar[] = [];
    let close = 50 + seed;
    for (let k = 0; k < days; k++) {
      close *= 1 + 0.01 * Math.sin(seed * 1.7 + k * (0.3 + seed / 100));
      bars.push({
        date: new Date(Date.UTC(2020, 0, 1 + k)).toISOString().slice(0, 10),
        close,
        volume: 1_000_000 + 10_000 * ((seed * 7 + k) % 13),
      });
    }
    return { ticker, bars };
  }
  const days = 420;
  const sessions = Array.from({ length: days }, (_, k) =>
    new Date(Date.UTC(2020, 0, 1 + k)).toISOString().slice(0, 10),
  );

  it("makes no book with fewer than 50 scored stocks", () => {
    const few = Array.from({ length: MIN_BOOK_SIZE - 1 }, (_, k) => synthetic(`S${k}`, k + 1, days));
    expect([...buildBook(sessions, few)]).toEqual([]);
  });

  it("flags a 12-1 momentum above +1,000%, leaves it out of its percentile and scores on six voters", () => {
    const stocks = Array.from({ length: MIN_BOOK_SIZE }, (_, k) =>
      synthetic(`S${String(k).padStart(2, "0")}`, k + 1, days),
    );
    // One stock worth 1 a year before the end and 12 a month before it: +1,100%.
    const jump = synthetic("JUMP", 3, days);
    const last = jump.bars.at(-1)!.date;
    jump.bars = jump.bars.map((bar) => ({
      ...bar,
      close: bar.date <= new Date(Date.parse(last) - 360 * 86_400_000).toISOString().slice(0, 10) ? 1 : 12,
    }));
    const out = [...buildBook(sessions, [...stocks, jump])].at(-1)!;
    const row = out.rows.find((r) => r.ticker === "JUMP")!;
    expect(row.values.momentum_12_1).toBeCloseTo(11, 12);
    expect(row).toMatchObject({ flag: "implausible_12_1_momentum", votersUsed: 6, unscoredReason: null });
    expect(row.percentiles.momentum_12_1).toBeNull();
    expect(row.blendedScore).not.toBeNull();
    expect(out.scored).toBe(MIN_BOOK_SIZE + 1);
  });

  it("lists a stock too young to score as unscored, insufficient_history", () => {
    const stocks = Array.from({ length: MIN_BOOK_SIZE }, (_, k) => synthetic(`S${k}`, k + 1, days));
    const young = synthetic("YOUNG", 9, 100);
    young.bars = young.bars.map((bar, k) => ({ ...bar, date: sessions[days - 100 + k]! }));
    const out = [...buildBook(sessions, [...stocks, young])].at(-1)!;
    expect(out.members).toBe(MIN_BOOK_SIZE + 1);
    expect(out.scored).toBe(MIN_BOOK_SIZE);
    expect(out.rows.find((row) => row.ticker === "YOUNG")).toMatchObject({
      blendedScore: null,
      position: null,
      unscoredReason: "insufficient_history",
      votersUsed: 0,
    });
  });
});
