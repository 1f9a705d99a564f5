import { describe, expect, it } from "vitest";
import { bookFreshness, sessionsAfter } from "./freshness.js";

describe("book freshness by the NYSE calendar", () => {
  it("counts the sessions closed after the book date", () => {
    // 2017-11-10 is a Friday; 2017-11-23 Thanksgiving is closed.
    expect(sessionsAfter("2017-11-10", "2017-11-10")).toBe(0);
    expect(sessionsAfter("2017-11-10", "2017-11-12")).toBe(0);
    expect(sessionsAfter("2017-11-10", "2017-11-14")).toBe(2);
    expect(sessionsAfter("2017-11-22", "2017-11-24")).toBe(1);
  });

  it("is fresh up to 2 sessions old and stale after, from the clock's last final close", () => {
    // Tuesday 2017-11-14 16:05 ET: Monday's and Tuesday's closes are final, 2 sessions old.
    expect(bookFreshness("2017-11-10", new Date("2017-11-14T21:05:00Z"))).toEqual({
      asOf: "2017-11-10",
      asOfTs: Date.parse("2017-11-10T21:00:00Z") / 1000,
      lastFinalClose: "2017-11-14",
      ageSessions: 2,
      isStale: false,
      staleReason: null,
    });
    // Wednesday 2017-11-15 16:05 ET: 3 sessions.
    expect(bookFreshness("2017-11-10", new Date("2017-11-15T21:05:00Z"))).toMatchObject({
      ageSessions: 3,
      isStale: true,
      staleReason: "book_older_than_2_sessions",
    });
    // Wednesday 16:04 ET: that close is not final yet.
    expect(bookFreshness("2017-11-10", new Date("2017-11-15T21:04:00Z")).ageSessions).toBe(2);
  });

  it("dates a half day's book at its 13:00 close", () => {
    expect(bookFreshness("2017-11-24", new Date("2017-11-24T18:05:00Z")).asOfTs).toBe(
      Date.parse("2017-11-24T18:00:00Z") / 1000,
    );
  });

  it("says how stale the bundled book is years later", () => {
    const freshness = bookFreshness("2017-11-10", new Date("2026-11-17T15:00:00Z"));
    expect(freshness.isStale).toBe(true);
    expect(freshness.ageSessions).toBeGreaterThan(2200);
  });
});
