import { describe, expect, it } from "vitest";
import { measurementAge } from "./drift.js";

describe("measurementAge (spec/03: drift and decay stale after 80 hours)", () => {
  // Measured at 2017-11-10's close, 16:00 ET = 21:00 UTC.
  it("is fresh up to 80 hours after the measuring close and stale after", () => {
    const at = (iso: string) => measurementAge("2017-11-10", new Date(iso));
    expect(at("2017-11-13T17:00:00Z")).toMatchObject({
      measuredAt: "2017-11-10T21:00:00.000Z",
      measuredAtTs: 1_510_347_600,
      ageHours: 68,
      stale: false,
      staleReason: null,
    });
    // 2017-11-14 05:00 UTC is exactly 80 hours: not over.
    expect(at("2017-11-14T05:00:00Z")).toMatchObject({ ageHours: 80, stale: false });
    expect(at("2017-11-14T05:00:01Z")).toMatchObject({ stale: true, staleReason: "older_than_80_hours" });
  });

  it("is stale when undated", () => {
    expect(measurementAge(null, new Date("2017-11-13T17:00:00Z"))).toEqual({
      measuredAt: null,
      measuredAtTs: null,
      ageHours: null,
      stale: true,
      staleReason: "undated",
    });
  });
});
