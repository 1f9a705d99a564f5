/** The replay settings (REPLAY, REPLAY_SESSIONS, REPLAY_SPEED) and the default set of sessions. */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { ingestAll } from "../../../warehouse/ingest/runner.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
import { copySample } from "../../../warehouse/testing/sampleChecks.js";
import { narrowTo } from "../../../warehouse/views.js";
import {
  DEFAULT_REPLAY_PLAN,
  heldReplaySessions,
  parseReplaySessions,
  replayOptionsOf,
  replayPlanFromEnv,
} from "./replayPlan.js";

describe("replay settings", () => {
  it("reads REPLAY_SESSIONS and REPLAY_SPEED, and REPLAY=off", () => {
    expect(replayPlanFromEnv({})).toEqual(DEFAULT_REPLAY_PLAN);
    expect(replayPlanFromEnv({ REPLAY: "off", REPLAY_SPEED: "10" })).toBe(false);
    expect(
      replayPlanFromEnv({ REPLAY_SESSIONS: "spy:2023-08-03, AAPL:2014-06-06", REPLAY_SPEED: "600" }),
    ).toEqual({
      ...DEFAULT_REPLAY_PLAN,
      sessions: [
        { ticker: "SPY", sessionDate: "2023-08-03" },
        { ticker: "AAPL", sessionDate: "2014-06-06" },
      ],
      speed: 600,
    });
    expect(parseReplaySessions("X:BTCUSD:2018-04-04")).toEqual([
      { ticker: "X:BTCUSD", sessionDate: "2018-04-04" },
    ]);
  });

  it("refuses a malformed session or speed, naming it", () => {
    expect(() => parseReplaySessions("SPY")).toThrow('REPLAY_SESSIONS item "SPY" is not TICKER:YYYY-MM-DD');
    expect(() => parseReplaySessions("SPY:20230803")).toThrow("is not TICKER:YYYY-MM-DD");
    expect(() => parseReplaySessions(" , ")).toThrow("names no session");
    expect(() => replayPlanFromEnv({ REPLAY_SPEED: "0" })).toThrow(
      'REPLAY_SPEED must be a positive number, got "0"',
    );
    expect(() => replayPlanFromEnv({ REPLAY_SPEED: "fast" })).toThrow("REPLAY_SPEED");
  });
});

describe("the default sessions", () => {
  let warehouse: OpenWarehouse;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await copySample([
      "reference",
      "prices/daily_index.csv",
      "prices/minute/SPY/2013-10-11_trade.csv",
      "prices/minute/SPY/2023-08-03_trade.csv",
      "prices/minute/SPY/2023-08-03_quote.csv",
      "prices/minute/AAPL/2014-06-06_trade.csv",
      "prices/minute/AAPL/2014-06-09_trade.csv",
      "prices/minute/IBM/2013-10-11_trade.csv",
      "crypto/minute",
    ]);
    warehouse = await openWarehouse("sqlite::memory:");
    await migrateToLatest(warehouse.db);
    await ingestAll(warehouse.db, dataDir);
  });
  afterAll(async () => {
    await warehouse?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("are each equity ticker's newest minute session plus every quote session, crypto pairs left out", async () => {
    const crypto = await warehouse.db
      .selectFrom("minute_bars")
      .select("ticker")
      .where("ticker", "like", "X:%")
      .limit(1)
      .execute();
    // The crypto minute files are held, and still not replayed by default.
    expect(crypto).toHaveLength(1);
    expect(await heldReplaySessions(narrowTo("market", warehouse.db))).toEqual([
      { ticker: "AAPL", sessionDate: "2014-06-09" },
      { ticker: "IBM", sessionDate: "2013-10-11" },
      { ticker: "SPY", sessionDate: "2023-08-03" },
    ]);
    const options = await replayOptionsOf(narrowTo("market", warehouse.db), {
      ...DEFAULT_REPLAY_PLAN,
      speed: 120,
    });
    expect(options.map((option) => [option.ticker, option.speed, option.loop])).toEqual([
      ["AAPL", 120, true],
      ["IBM", 120, true],
      ["SPY", 120, true],
    ]);
  });
});
