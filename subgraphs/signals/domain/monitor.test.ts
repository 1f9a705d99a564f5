import { describe, expect, it } from "vitest";
import { monitor, type RunPoint, signedReturn } from "./monitor.js";

const point = (
  date: string,
  direction: string | null,
  close: number,
  extra: Partial<RunPoint> = {},
): RunPoint => ({
  date,
  direction,
  close,
  conviction: 0.8,
  decile: direction === "LONG" ? 10 : direction === "SHORT" ? 1 : 5,
  lowVolatility: 0.3,
  ...extra,
});

describe("monitor (the house book)", () => {
  const history = new Map<string, RunPoint[]>([
    // LONG since 01-04 (after a SHORT run): entry 110, now 99 → −10%; stop 110 × 0.826795 = 90.947.
    [
      "AAA",
      [
        point("2017-01-03", "SHORT", 100),
        point("2017-01-04", "LONG", 110),
        point("2017-01-05", "LONG", 99, { decile: 8, conviction: 0.3 }),
      ],
    ],
    // SHORT since 01-03: entry 50, now 60 → −20% for a short; stop 50 × 1.173205 = 58.66: breached.
    [
      "BBB",
      [point("2017-01-03", "SHORT", 50), point("2017-01-04", "SHORT", 55), point("2017-01-05", "SHORT", 60)],
    ],
    // LONG on 01-04, NEUTRAL on 01-05: an exit.
    ["CCC", [point("2017-01-04", "LONG", 20), point("2017-01-05", "NEUTRAL", 21)]],
    // SHORT on 01-04, no bar on 01-05: an exit without a close.
    ["DDD", [point("2017-01-03", "SHORT", 30), point("2017-01-04", "SHORT", 28)]],
    // SHORT on 01-04, LONG on 01-05: an exit (flipped) and a new position.
    ["EEE", [point("2017-01-04", "SHORT", 40), point("2017-01-05", "LONG", 38, { lowVolatility: null })]],
  ]);
  const out = monitor(history, "2017-01-05", "2017-01-04", { historyStart: "2017-01-03", complete: true });

  it("holds every LONG and SHORT pick from the start of its current run", () => {
    expect(
      out.positions.map((p) => [p.ticker, p.side, p.entryDate, p.entryClose, p.sessionsHeld, p.flags]),
    ).toEqual([
      ["AAA", "LONG", "2017-01-04", 110, 1, ["near_exit", "conviction_faded"]],
      ["EEE", "LONG", "2017-01-05", 38, 0, []],
      ["BBB", "SHORT", "2017-01-03", 50, 2, ["stop_breached"]],
    ]);
    const [aaa, eee, bbb] = out.positions;
    expect(aaa?.returnSinceEntry).toBeCloseTo(99 / 110 - 1, 12);
    expect(aaa?.stopPrice).toBeCloseTo(110 * (1 - 2 * 0.3 * Math.sqrt(21 / 252)), 9);
    expect(aaa?.stopBreached).toBe(false);
    expect(bbb?.returnSinceEntry).toBeCloseTo(-(60 / 50 - 1), 12);
    expect(bbb?.stopBreached).toBe(true);
    expect(eee).toMatchObject({ stopPrice: null, stopBreached: null });
    expect(eee?.nullReasons).toEqual({
      stopPrice: "no_volatility_at_entry",
      stopBreached: "no_volatility_at_entry",
    });
  });

  it("lists the previous date's positions that left their side, with why", () => {
    expect(out.exits.map((e) => [e.ticker, e.side, e.exitReason, e.entryDate, e.exitClose])).toEqual([
      ["CCC", "LONG", "moved_to_neutral", "2017-01-04", 21],
      ["DDD", "SHORT", "no_bar_on_book_date", "2017-01-03", null],
      ["EEE", "SHORT", "flipped_to_long", "2017-01-04", 38],
    ]);
    expect(out.exits[0]?.returnSinceEntry).toBeCloseTo(0.05, 12);
    expect(out.exits[2]?.returnSinceEntry).toBeCloseTo(signedReturn("SHORT", 40, 38), 12);
    expect(out.truncated).toEqual([]);
  });

  it("says which runs reach the start of a partial history", () => {
    // BBB and DDD run back to 01-03, the oldest date read; CCC and EEE start after it.
    const partial = monitor(history, "2017-01-05", "2017-01-04", {
      historyStart: "2017-01-03",
      complete: false,
    });
    expect(partial.truncated.sort()).toEqual(["BBB", "DDD"]);
  });
});
