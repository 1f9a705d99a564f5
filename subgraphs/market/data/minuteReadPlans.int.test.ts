/**
 * The minute tables' reads by session take the session index (ticker, session_date, ts_ms; migration
 * 0026) on PostgreSQL, by EXPLAIN after ANALYZE on a SYNTHETIC ten-year table of one ticker's
 * minutes (~1 million rows, the planner's statistics as a warehouse in service has them): an index
 * scan in the index's order, no sort, no sequential scan. minuteReadPlans.test.ts: SQLite.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_SESSION_READ, MINUTE_READS } from "../../../test/support/minuteReadPlans.js";
import { startPostgres, type TestPostgres } from "../../../test/support/postgres.js";
import { fillSyntheticMinutes, queryPlans } from "../../../test/support/syntheticMinutes.js";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
import { narrowTo } from "../../../warehouse/views.js";

let server: TestPostgres;
let warehouse: OpenWarehouse;

beforeAll(async () => {
  server = await startPostgres();
  const admin = await openWarehouse(server.url);
  await sql`create database minute_plans`.execute(admin.db);
  await admin.close();
  warehouse = await openWarehouse(server.url.replace(/\/postgres$/, "/minute_plans"));
  await migrateToLatest(warehouse.db);
  expect(await fillSyntheticMinutes(warehouse.db)).toBeGreaterThan(1_000_000);
}, 300_000);

afterAll(async () => {
  await warehouse?.close();
  await server?.stop();
});

describe("minute reads on PostgreSQL (EXPLAIN, synthetic 10-year table)", () => {
  for (const { name, index, read } of MINUTE_READS) {
    it(`${name}: an index scan of ${index}, in its order`, async () => {
      const [plan] = await queryPlans(narrowTo("market", warehouse.db), read);
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index} on`));
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    });
  }

  it(`${LAST_SESSION_READ.name}: one step down the primary key`, async () => {
    const [plan] = await queryPlans(narrowTo("market", warehouse.db), LAST_SESSION_READ.read);
    expect(plan).toMatch(/Index (Only )?Scan Backward using minute_bars_pk on minute_bars/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });
});
