/**
 * A first start on a fresh warehouse listens before its ingest (app/derivedBuilds.ts): health and
 * the probes answer at once, /api/health saying the data is loading and /readyz failing `ingest`;
 * every data route, REST and GraphQL, answers 503 snapshot_cold with Retry-After, unbilled, until
 * the whole data folder is in (gateway/ingestGate.ts); then it answers 200, billed once.
 *
 * The warehouse is an empty SQLite file, migrated and given a key before the start (as `npm run
 * keys` would), so the start finds no instrument and ingests data/sample (some twenty seconds).
 * The derived builds are off: only the ingest is watched.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningService, startService } from "../../app/standalone.js";
import { issueKey } from "../../gateway/access/keys.js";
import { openMigrated } from "../../warehouse/ensure.js";
import { type RestAnswer, restClient } from "../support/rest.js";

const SNAPSHOT = "/api/v3/fundamentals/price_snapshot?ticker=AAPL";
const GRAPHQL_QUERY = { query: "{ __typename }" };

let dir = "";
let service: RunningService | undefined;
let key = "";
let accountId = "";
const { get, post } = restClient(() => ({ url: service?.url ?? "", key }));
const ingesting = () => service?.derivedBuilds?.ingest() !== null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "qf-fresh-start-"));
  const databaseUrl = `sqlite:${join(dir, "warehouse.sqlite")}`;
  const { warehouse, empty } = await openMigrated(databaseUrl);
  expect(empty).toBe(true);
  ({ key, accountId } = await issueKey(warehouse.db, "fresh-start", { plan: "enterprise" }));
  await warehouse.close();
  service = await startService({ databaseUrl, port: 0, derivedBuilds: "off", replay: false });
}, 120_000);

afterAll(async () => {
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

function expectIngestCold(answer: RestAnswer, what: string) {
  expect(answer.status, what).toBe(503);
  expect(answer.body.detail.error_code, what).toBe("snapshot_cold");
  expect(answer.body.detail.reason, what).toBe("ingest_pending");
  expect(Number(answer.headers.get("retry-after")), what).toBeGreaterThan(0);
  expect(answer.headers.get("x-credits-charged"), what).toBe("0");
}

/** The status a WebSocket upgrade to /graphql is answered with, and its Retry-After. */
function upgradeAnswer(url: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    socket.once("unexpected-response", (_request, response) => {
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] });
      socket.terminate();
    });
    socket.once("open", () => {
      resolve({ status: 101, retryAfter: undefined });
      socket.close();
    });
    socket.once("error", reject);
  });
}

async function ledgerLines() {
  return service?.warehouse.db
    .selectFrom("usage_ledger")
    .select(["credits", "outcome"])
    .where("account_id", "=", accountId)
    .execute();
}

describe("a start on a fresh warehouse", () => {
  it("answers health and the probes while ingesting, and snapshot_cold (unbilled) on every data route", async () => {
    // The ingest takes seconds: the start returned long before it ends.
    expect(ingesting()).toBe(true);
    expect((await get("/livez", null)).status).toBe(200);
    const health = await get("/api/health", null);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ ok: true, status: "ingesting" });
    const ready = await get("/readyz", null);
    expect(ready.status).toBe(503);
    expect(ready.body.failing).toEqual(["ingest"]);
    expectIngestCold(await get(SNAPSHOT), SNAPSHOT);
    expectIngestCold(await get(SNAPSHOT, null), `${SNAPSHOT} without a key`);
    expectIngestCold(await post("/graphql", GRAPHQL_QUERY), "POST /graphql");
    expect(await upgradeAnswer(service?.url ?? "")).toEqual({ status: 503, retryAfter: "5" });
    expect(ingesting(), "the ingest ended before the assertions: nothing was tested").toBe(true);
    expect(await ledgerLines()).toEqual([]);
  });

  it("never serves a half-ingested warehouse: every answer is snapshot_cold until the ingest is done, then 200, billed once", async () => {
    const deadline = Date.now() + 150_000;
    let cold = 0;
    for (;;) {
      const wasIngesting = ingesting();
      const answer = await get(SNAPSHOT);
      if (answer.status === 200) {
        // Only once the worker said every file was in.
        expect(ingesting()).toBe(false);
        expect(answer.body).toMatchObject({ ok: true, ticker: "AAPL" });
        expect(answer.body.price).toBeGreaterThan(0);
        expect(Number(answer.headers.get("x-credits-charged"))).toBeGreaterThan(0);
        break;
      }
      expect(wasIngesting || ingesting(), JSON.stringify(answer.body)).toBe(true);
      expectIngestCold(answer, `${SNAPSHOT} (cold answer ${cold + 1})`);
      cold++;
      expect(Date.now(), "the ingest did not end within 150 s").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(cold).toBeGreaterThan(0);
    expect((await get("/api/health", null)).body.status).toBe("ok");
    expect((await get("/readyz", null)).status).toBe(200);
    // One line, the 200's: none for any of the cold answers.
    expect((await ledgerLines())?.map((line) => line.outcome)).toEqual(["charged"]);
    expect((await post("/graphql", GRAPHQL_QUERY)).status).toBe(200);
  }, 180_000);
});
