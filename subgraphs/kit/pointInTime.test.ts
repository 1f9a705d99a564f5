import { describe, expect, it } from "vitest";
import { fixedClock, systemClock } from "../../core/clock.js";
import { createContext } from "./context.js";
import { createInProcessBus } from "./eventBus.js";
import { pointInTimeFromHeader, requestClock } from "./pointInTime.js";

const processClock = fixedClock("2026-11-17T15:00:00Z");

describe("a request's clock", () => {
  it("is the asked instant, else the process clock", () => {
    const at = new Date("2021-12-31T17:00:00Z");
    expect(requestClock(processClock, at).now().toISOString()).toBe("2021-12-31T17:00:00.000Z");
    expect(requestClock(processClock, null)).toBe(processClock);
    const context = createContext(
      { db: null as never, clock: systemClock, bus: createInProcessBus() },
      null,
      at,
    );
    expect(context.clock.now().toISOString()).toBe("2021-12-31T17:00:00.000Z");
  });

  it("from the gateway's header: read by the one reader, never after the subgraph's own clock", () => {
    expect(pointInTimeFromHeader(undefined, processClock)).toBeNull();
    expect(pointInTimeFromHeader("", processClock)).toBeNull();
    expect(pointInTimeFromHeader("2021-12-31T17:00:00.000Z", processClock)?.toISOString()).toBe(
      "2021-12-31T17:00:00.000Z",
    );
    // Whoever sends the header can ask no more than a caller can with as_of.
    expect(() => pointInTimeFromHeader("2026-11-17T15:00:00.001Z", processClock)).toThrow(
      /x-point-in-time: 2026-11-17T15:00:00.001Z is after the service's clock/,
    );
    expect(() => pointInTimeFromHeader("tomorrow", processClock)).toThrow(/cannot be read/);
  });
});
