import { describe, expect, it } from "vitest";
import { parseSince } from "./trialSince.js";

describe("parseSince", () => {
  it("reads a date as its 00:00 UTC and a date-time with its offset", () => {
    expect(parseSince("2017-11-10")?.toISOString()).toBe("2017-11-10T00:00:00.000Z");
    expect(parseSince("2017-11-10T16:05Z")?.toISOString()).toBe("2017-11-10T16:05:00.000Z");
    expect(parseSince("2017-11-10T16:05:00-05:00")?.toISOString()).toBe("2017-11-10T21:05:00.000Z");
    expect(parseSince("2017-11-10T21:05:00.123Z")?.toISOString()).toBe("2017-11-10T21:05:00.123Z");
  });

  it("refuses what is not an ISO 8601 date or offset date-time", () => {
    for (const bad of [
      "2017-02-30",
      "2017-11-10T16:05",
      "yesterday",
      "2017-11-10 16:05Z",
      "1510348800",
      "",
      "2017-11-10T24:00Z",
    ]) {
      expect(parseSince(bad), bad).toBeNull();
    }
  });
});
