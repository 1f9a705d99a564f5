import { describe, expect, it } from "vitest";
import { lifecycleCounts, predictionStatus, resolutionDate } from "./resolverLifecycle.js";

describe("resolutionDate: the 21st NYSE session after the prediction date", () => {
  it("2017-10-12 resolves on 2017-11-10 (Oct 13–31: 13 sessions, Nov 1–10: 8)", () => {
    expect(resolutionDate("2017-10-12")).toBe("2017-11-10");
  });

  it("2017-11-10, the book's last date, resolves on 2017-12-12 (Thanksgiving 2017-11-23 closed)", () => {
    // Nov 13–17 (5), 20–22 and the half day 24 (4), 27–Dec 1 (5), Dec 4–8 (5), Dec 11, 12 (2) = 21.
    expect(resolutionDate("2017-11-10")).toBe("2017-12-12");
  });

  it("the book's first date, 2014-01-02, resolves on 2014-02-03", () => {
    // Jan 3, 6–10, 13–17, 21–24 (MLK day 20 closed), 27–31 = 1 + 5 + 5 + 4 + 5 = 20; Feb 3 the 21st.
    expect(resolutionDate("2014-01-02")).toBe("2014-02-03");
  });
});

describe("predictionStatus at a clock", () => {
  // 2016-07-01 12:00 ET: the last final close is 2016-06-30, the book date too.
  const inData = { lastFinalClose: "2016-06-30", bookDate: "2016-06-30" };
  // A clock in 2021: its final closes run far past the book's last date, 2017-11-10.
  const afterData = { lastFinalClose: "2021-12-30", bookDate: "2017-11-10" };

  it("pending while the resolution close is not final, with the sessions still to close", () => {
    // 2016-06-30 resolves 2016-08-01: July has 20 sessions (the 4th closed) after June 30, then Aug 1.
    expect(resolutionDate("2016-06-30")).toBe("2016-08-01");
    expect(predictionStatus("2016-08-01", inData, true)).toEqual({
      state: "pending",
      sessionsToResolution: 21,
      unresolvedReason: null,
    });
  });

  it("resolved once the close is final and held; unresolved without the stock's bar", () => {
    expect(predictionStatus("2016-06-30", inData, true).state).toBe("resolved");
    expect(predictionStatus("2016-06-30", inData, false)).toEqual({
      state: "unresolved",
      sessionsToResolution: null,
      unresolvedReason: "no_bar_on_resolution_date",
    });
  });

  it("unresolved (outcome_not_held) when the close is final but after the data's last book date", () => {
    expect(predictionStatus("2017-12-12", afterData, true)).toEqual({
      state: "unresolved",
      sessionsToResolution: null,
      unresolvedReason: "outcome_not_held",
    });
  });
});

describe("lifecycleCounts", () => {
  it("counts every scored prediction once, in its state", () => {
    const clock = { lastFinalClose: "2017-11-14", bookDate: "2017-11-10" };
    const counts = lifecycleCounts(
      [
        // Resolved on the book date, 2 of its 430 stocks without a bar that day.
        { predictionDate: "2017-10-12", resolvesOn: "2017-11-10", scored: 430, outcomes: 428 },
        // Resolves 2017-11-13: final at the clock, after the book's last date.
        { predictionDate: "2017-10-13", resolvesOn: "2017-11-13", scored: 431, outcomes: 0 },
        // Resolves 2017-12-12: still 19 sessions to close after 2017-11-14.
        { predictionDate: "2017-11-10", resolvesOn: "2017-12-12", scored: 427, outcomes: 0 },
      ],
      clock,
    );
    expect(counts).toEqual({
      predictions: 1288,
      pending: 427,
      resolved: 428,
      unresolved: 433,
      unresolvedOutcomeNotHeld: 431,
      unresolvedNoBar: 2,
      predictionDates: 3,
      pendingDates: 1,
      resolvedDates: 1,
      unresolvedDates: 1,
      // Nov 15–17 (3), 20–22, 24 (4), 27–Dec 1 (5), Dec 4–8 (5), Dec 11, 12 (2) = 19.
      oldestPending: { predictionDate: "2017-11-10", sessionsToResolution: 19 },
      lastResolved: { predictionDate: "2017-10-12", resolvesOn: "2017-11-10" },
      lastUnresolved: { predictionDate: "2017-10-13", resolvesOn: "2017-11-13" },
    });
  });
});
