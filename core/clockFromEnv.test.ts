import { describe, expect, it } from "vitest";
import { systemClock } from "./clock.js";
import { clockFromEnv, pinnedClockBanner } from "./clockFromEnv.js";

describe("clockFromEnv", () => {
  it("is the system clock without CLOCK_AT", () => {
    expect(clockFromEnv({})).toEqual({ clock: systemClock, pinnedAt: null });
    expect(clockFromEnv({ CLOCK_AT: "  " }).pinnedAt).toBeNull();
  });

  it("pins the clock at CLOCK_AT, which does not move", () => {
    // 2021-12-31 12:00 ET is 17:00Z (EST, UTC-5).
    const { clock, pinnedAt } = clockFromEnv({ CLOCK_AT: "2021-12-31T12:00:00-05:00" });
    expect(pinnedAt).toBe("2021-12-31T17:00:00.000Z");
    expect(clock.now().toISOString()).toBe("2021-12-31T17:00:00.000Z");
    expect(clock.now().toISOString()).toBe("2021-12-31T17:00:00.000Z");
    expect(pinnedClockBanner(pinnedAt as string)).toContain("CLOCK PINNED by CLOCK_AT");
  });

  it("refuses an instant without a zone or not a date", () => {
    expect(() => clockFromEnv({ CLOCK_AT: "2021-12-31T17:00:00" })).toThrow(/with its zone/);
    expect(() => clockFromEnv({ CLOCK_AT: "yesterday" })).toThrow(/with its zone/);
    expect(() => clockFromEnv({ CLOCK_AT: "2021-02-30T17:00:00Z" })).toThrow();
  });

  it("is refused when NODE_ENV=production", () => {
    expect(() => clockFromEnv({ CLOCK_AT: "2021-12-31T17:00:00Z", NODE_ENV: "production" })).toThrow(
      /refused when NODE_ENV=production/,
    );
    expect(clockFromEnv({ NODE_ENV: "production" }).pinnedAt).toBeNull();
  });
});
