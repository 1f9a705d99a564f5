/**
 * Issue 13 item 1: a PostgreSQL restart under load. A real server (test/support/postgres.ts) is
 * stopped with `pg_ctl stop -m fast` while queries and transactions are in flight: this process
 * lives, every failure is 503 dataset_unavailable with Retry-After and no address or SQL in it,
 * a subgraph served over HTTP answers the same, and once the server is started again the same
 * warehouse and subgraph answer without being reopened. It assembles a warehouse and a served
 * subgraph as a process does, so it sits with the compositions (the code under test is
 * warehouse/outage.ts).
 */
import "reflect-metadata";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../core/clock.js";
import { ServiceError } from "../core/errors.js";
import { buildSubgraphs } from "../gateway/subgraphs.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import { serveSubgraph } from "../subgraphs/kit/serve.js";
import { startPostgres, type TestPostgres } from "../test/support/postgres.js";
import { type OpenWarehouse, openWarehouse } from "../warehouse/connection.js";
import { migrateToLatest } from "../warehouse/migrations/index.js";
import { OUTAGE_RETRY_AFTER_S } from "../warehouse/outage.js";
import { stopPostgres } from "../warehouse/testing/pgControl.js";

let server: TestPostgres;
let warehouse: OpenWarehouse;

beforeAll(async () => {
  server = await startPostgres();
  warehouse = await openWarehouse(server.url);
  await migrateToLatest(warehouse.db);
});
afterAll(async () => {
  await warehouse?.close();
  await server?.stop();
});

const port = () => new URL(server.url).port;

/** Nothing of the server's address, the statement or the driver in what a caller sees. */
function expectClean(error: unknown) {
  expect(error).toBeInstanceOf(ServiceError);
  const serviceError = error as ServiceError;
  expect(serviceError.errorCode).toBe("dataset_unavailable");
  expect(serviceError.status).toBe(503);
  expect(serviceError.message).toBe("The database is unavailable; retry in a few seconds.");
  expect(serviceError.extensions.headers).toEqual({ "Retry-After": String(OUTAGE_RETRY_AFTER_S) });
  const text = JSON.stringify({ message: serviceError.message, extensions: serviceError.extensions });
  for (const leak of ["127.0.0.1", port(), "select", "pg_sleep", "ECONNREFUSED", "terminat"]) {
    expect(text).not.toContain(leak);
  }
}

describe("a PostgreSQL restart under load", () => {
  it("fails queries cleanly while the server is down and recovers without reopening", async () => {
    const bus = await openBus(undefined);
    const market = (await buildSubgraphs(["market"])).market!;
    const subgraph = await serveSubgraph(market, { db: warehouse.db, clock: systemClock, bus }, { port: 0 });
    const ask = async () => {
      const response = await fetch(subgraph.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: '{ instrument(ticker: "AAPL") { name } }' }),
      });
      return { status: response.status, text: await response.text() };
    };
    try {
      // Eight clients, each looping over a slow statement and a transaction, until told to stop.
      const failures: unknown[] = [];
      let successes = 0;
      let running = true;
      const load = Array.from({ length: 8 }, async () => {
        while (running) {
          try {
            await sql`select pg_sleep(0.05)`.execute(warehouse.db);
            await warehouse.db.transaction().execute(async (trx) => {
              await trx.selectFrom("instruments").select("ticker").execute();
              await sql`select pg_sleep(0.02)`.execute(trx);
            });
            successes++;
          } catch (error) {
            failures.push(error);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(successes).toBeGreaterThan(0);

      const paused = await stopPostgres(server.url);
      // The server is down: a query fails with the clean error, and so does the subgraph.
      const down = await warehouse.db
        .selectFrom("instruments")
        .selectAll()
        .execute()
        .catch((error: unknown) => error);
      expectClean(down);
      const answer = await ask();
      const body = JSON.parse(answer.text) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors.map((e) => [e.extensions.code, e.message])).toEqual([
        ["dataset_unavailable", "The database is unavailable; retry in a few seconds."],
      ]);
      for (const leak of ["127.0.0.1", port(), "select", "ECONNREFUSED"])
        expect(answer.text).not.toContain(leak);

      await new Promise((resolve) => setTimeout(resolve, 300));
      running = false;
      await Promise.all(load);
      // Every query the stop interrupted, and every one sent while it was down, failed cleanly.
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) expectClean(failure);

      await paused.start();
      // The same warehouse and subgraph answer again: no restart, no reopening.
      const rows = await sql<{ one: number }>`select 1 as one`.execute(warehouse.db);
      expect(rows.rows).toEqual([{ one: 1 }]);
      const after = await ask();
      expect(JSON.parse(after.text).errors[0].extensions.code).toBe("unknown_ticker");
    } finally {
      await subgraph.close();
      await bus.close();
    }
  });
});
