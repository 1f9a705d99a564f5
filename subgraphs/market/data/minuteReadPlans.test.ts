/**
 * The minute tables' reads by session take the session index (ticker, session_date, ts_ms; migration
 * 0026) on SQLite, on a SYNTHETIC ten-year table of one ticker's minutes: without it a session's
 * bars were read down the primary key (ticker, ts_ms), filtering every minute of the ticker by its
 * session (bench/minuteBarsIndex.ts has the times). minuteReadPlans.int.test.ts: PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_SESSION_READ, MINUTE_READS } from "../../../test/support/minuteReadPlans.js";
import { fillSyntheticMinutes, queryPlans } from "../../../test/support/syntheticMinutes.js";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
import { narrowTo } from "../../../warehouse/views.js";

let warehouse: OpenWarehouse;

beforeAll(async () => {
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
  expect(await fillSyntheticMinutes(warehouse.db)).toBeGreaterThan(1_000_000);
}, 120_000);

afterAll(() => warehouse?.close());

describe("minute reads on SQLite (EXPLAIN QUERY PLAN, synthetic 10-year table)", () => {
  for (const { name, index, read } of MINUTE_READS) {
    it(`${name}: searches ${index} by ticker and session, in its order`, async () => {
      const [plan] = await queryPlans(narrowTo("market", warehouse.db), read);
      expect(plan).toMatch(
        new RegExp(`SEARCH \\w+ USING (COVERING )?INDEX ${index} \\(ticker=\\? AND session_date[=<>]`),
      );
      // The index gives the order: no sort of the session's rows.
      expect(plan).not.toContain("TEMP B-TREE");
    });
  }

  it(`${LAST_SESSION_READ.name}: one step down the primary key`, async () => {
    const [plan] = await queryPlans(narrowTo("market", warehouse.db), LAST_SESSION_READ.read);
    expect(plan).toMatch(
      /SEARCH minute_bars USING (COVERING )?INDEX sqlite_autoindex_minute_bars_1 \(ticker=\? AND ts_ms<\?\)/,
    );
    expect(plan).not.toContain("TEMP B-TREE");
  });
});
