/** cryptoDaysInRange against the warehouse built from data/sample (a private copy of the test template). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTemplate, type TemplateCopy } from "../../../test/support/template.js";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { narrowTo } from "../../../warehouse/views.js";
import { cryptoDays, cryptoDaysInRange } from "./crypto.js";

let warehouse: OpenWarehouse;
let copy: TemplateCopy | undefined;

beforeAll(async () => {
  copy = await copyTemplate("crypto-data-");
  warehouse = await openWarehouse(copy.url);
});
afterAll(async () => {
  await warehouse?.close();
  await copy?.remove();
});

describe("cryptoDaysInRange", () => {
  it("aggregates ETH's minute bars into UTC days (no daily file for ETH)", async () => {
    const days = await cryptoDays(
      narrowTo("market", warehouse.db),
      "X:ETHUSD",
      new Date("2026-11-17T15:00:00Z"),
      5,
    );
    // minute/ETHUSD: 2018-04-04 stops at 16:52 (partial); 2018-04-05 has all 1440 minutes.
    expect(days.map((d) => [d.date, d.open, d.close, d.volume, d.complete, d.source])).toEqual([
      ["2018-04-04", 416.29, 380.07, 85093.4302784, false, "minute_bars"],
      ["2018-04-05", 378.42, 381.55, 92115.05225926, true, "minute_bars"],
    ]);
  });

  it("sees only what had ended at the clock: BTC's 2018-04-05 so far from minute bars", async () => {
    const days = await cryptoDaysInRange(
      narrowTo("market", warehouse.db),
      "X:BTCUSD",
      new Date("2018-04-05T12:05:30Z"),
      {
        startDate: "2018-04-03",
        endDate: null,
        limit: 10,
      },
    );
    expect(days.map((d) => [d.date, d.source, d.close, d.complete])).toEqual([
      ["2018-04-03", "daily_bars", 7424.9, true],
      ["2018-04-04", "daily_bars", 6791.68, true],
      ["2018-04-05", "minute_bars", 6730.53, false],
    ]);
  });

  it("keeps the newest `limit` days of a range", async () => {
    const days = await cryptoDaysInRange(
      narrowTo("market", warehouse.db),
      "X:BTCUSD",
      new Date("2026-11-17T15:00:00Z"),
      {
        startDate: null,
        endDate: "2025-09-23",
        limit: 2,
      },
    );
    expect(days.map((d) => [d.date, d.close])).toEqual([
      ["2025-09-22", 112736.59],
      ["2025-09-23", 112017.21],
    ]);
  });
});
