import { describe, expect, it } from "vitest";
import { bookChanges, type ReplayBookRow } from "./replay.js";

const row = (ticker: string, decile: number | null, direction: string | null): ReplayBookRow => ({
  ticker,
  close: 10,
  blendedScore: decile === null ? null : decile / 10,
  rank: decile === null ? null : 11 - decile,
  decile,
  percentile: decile === null ? null : decile * 10,
  direction,
  conviction: decile === null ? null : 0.5,
});

describe("bookChanges", () => {
  it("emits a signal per changed decile and a decision per change of the house book", () => {
    const before = [
      row("A", 7, "NEUTRAL"),
      row("B", 9, "LONG"),
      row("C", 2, "SHORT"),
      row("D", 8, "LONG"),
      row("E", 5, "NEUTRAL"),
    ];
    const after = [
      row("A", 8, "LONG"),
      row("B", 9, "LONG"),
      row("C", 9, "LONG"),
      row("E", null, null),
      row("F", 1, "SHORT"),
    ];
    const { signals, decisions } = bookChanges(before, after);
    expect(signals.map((s) => [s.ticker, s.previousDecile, s.decile])).toEqual([
      ["A", 7, 8],
      ["C", 2, 9],
      ["F", null, 1],
    ]);
    expect(decisions.map((d) => [d.ticker, d.event, d.previousSide, d.side])).toEqual([
      ["A", "open", null, "LONG"],
      ["C", "flip", "SHORT", "LONG"],
      ["D", "close", "LONG", null],
      ["F", "open", null, "SHORT"],
    ]);
    // D has no row on the new date: its close carries no score or price.
    expect(decisions[2]).toMatchObject({ blendedScore: null, close: null });
  });
});
