import { describe, expect, it } from "vitest";
import { CRASH_WINDOWS, lastSessionOf, replayWindow } from "./crashScenarios.js";
import type { Book } from "./houseBook.js";

const BOOK: Book = {
  basis: "reference_portfolio",
  priceSource: "own_daily_files",
  bookDate: null,
  name: "two",
  description: "two names",
  weighting: "equal",
  positions: [
    { ticker: "A", side: "long", weight: 0.5 },
    { ticker: "B", side: "long", weight: 0.5 },
  ],
};
const WINDOW = { id: "w", name: "test window", start: "2015-08-24", end: "2015-08-28" };

/** Closes by date from [date, close] pairs. */
const closes = (pairs: [string, number][]) => new Map(pairs);

describe("replayWindow", () => {
  it("replays the book from the close before the window to its last close", () => {
    // Sessions 08-24..08-28 (5), base 08-21. A: 100 → 90 → 99 → 99 → 99 → 99; B: 50 flat.
    // Book: 0.5·(-10%) = -5%, then 0.5·(+10%) = +5%: 0.95 · 1.05 - 1 = -0.0025; drawdown 5%.
    const a = closes([
      ["2015-08-21", 100],
      ["2015-08-24", 90],
      ["2015-08-25", 99],
      ["2015-08-26", 99],
      ["2015-08-27", 99],
      ["2015-08-28", 99],
    ]);
    const b = closes([...a.keys()].map((date) => [date, 50]));
    const replay = replayWindow(
      WINDOW,
      BOOK,
      new Map([
        ["A", a],
        ["B", b],
      ]),
    );
    expect(replay).toMatchObject({
      sessionsInWindow: 5,
      sessionsHeld: 5,
      coverage: 1,
      weightCovered: 1,
      firstSession: "2015-08-24",
      lastSession: "2015-08-28",
      worstDay: "2015-08-24",
      sessionsMissing: [],
      nullReason: null,
    });
    expect(replay.bookReturn).toBeCloseTo(-0.0025, 12);
    expect(replay.maxDrawdown).toBeCloseTo(0.05, 12);
    expect(replay.worstDayReturn).toBeCloseTo(-0.05, 12);
    expect(replay.members[0]?.return).toBeCloseTo(-0.01, 12);
    expect(replay.members[1]?.return).toBe(0);
  });

  it("states a partly covered window's missing sessions", () => {
    const a = closes([
      ["2015-08-21", 100],
      ["2015-08-24", 90],
      ["2015-08-25", 99],
    ]);
    const replay = replayWindow(
      WINDOW,
      BOOK,
      new Map([
        ["A", a],
        ["B", a],
      ]),
    );
    expect(replay).toMatchObject({ sessionsHeld: 2, coverage: 0.4, nullReason: null });
    expect(replay.sessionsMissing).toEqual(["2015-08-26", "2015-08-27", "2015-08-28"]);
  });

  it("does not estimate a window the data does not cover, and says why", () => {
    const a = closes([["2016-01-04", 100]]);
    const none = replayWindow(
      WINDOW,
      BOOK,
      new Map([
        ["A", a],
        ["B", a],
      ]),
    );
    expect(none).toMatchObject({
      nullReason: "no_book_history_in_window",
      bookReturn: null,
      weightCovered: 0,
    });
    expect(none.members.every((member) => member.nullReason === "window_not_estimated")).toBe(true);
    const half = replayWindow(
      WINDOW,
      BOOK,
      new Map([
        [
          "A",
          closes([
            ["2015-08-24", 1],
            ["2015-08-25", 1],
          ]),
        ],
        ["B", a],
      ]),
    );
    expect(half).toMatchObject({
      nullReason: "book_members_without_history_in_window:B",
      weightCovered: 0.5,
    });
  });
});

describe("the windows", () => {
  it("end on their last XNYS session", () => {
    const last = Object.fromEntries(CRASH_WINDOWS.map((window) => [window.id, lastSessionOf(window)]));
    expect(last).toEqual({
      gfc_2008: "2009-03-31",
      us_downgrade_2011: "2011-08-31",
      china_devaluation_2015: "2015-08-31",
      q4_2018: "2018-12-31",
      covid_2020: "2020-03-31",
      bear_2022: "2022-12-30",
    });
  });
});
