/**
 * What intel's 13F and insider-cluster routes answer when their tables cannot be read, with real
 * faults, not mocks (docs/INTEL.md "When a read fails"; spec/02 svc_v3_intel_sec13f,
 * svc_v3_fundamentals_institutional_ownership, svc_insider_clusters):
 *
 * - on the bundled SQLite warehouse: a table renamed away (a dropped table, restorable) makes the
 *   13F read throw (503 archive_read_failed) and the clusters' feed unreadable (503
 *   dataset_unavailable, refunded); a warehouse whose 13F archive holds no filing answers 503
 *   upstream_dead_no_archive (no live 13F source is configured);
 * - on PostgreSQL: a table locked by another session outlasts the archive's 5 s budget (503
 *   archive_read_timeout), and with the server stopped the intel subgraph answers
 *   archive_read_failed (with Retry-After) and the clusters' dataset_unavailable, until it is
 *   started again.
 *
 * None is billed, and no answer names a table, a statement or the server. A read that failed or
 * timed out says when to retry (Retry-After); no archive held says nothing: retrying cannot help.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../../app/standalone.js";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { buildSubgraphs } from "../../gateway/subgraphs.js";
import { ARCHIVE_READ_BUDGET_MS } from "../../subgraphs/intel/data/readFailures.js";
import { openBus } from "../../subgraphs/kit/openBus.js";
import { serveSubgraph } from "../../subgraphs/kit/serve.js";
import { openWarehouse, type Warehouse } from "../../warehouse/connection.js";
import { SAMPLE_DATA_DIR } from "../../warehouse/ensure.js";
import { discoverUnits } from "../../warehouse/ingest/runner.js";
import { ingestUnit } from "../../warehouse/ingest/unit.js";
import { migrateToLatest } from "../../warehouse/migrations/index.js";
import { stopPostgres } from "../../warehouse/testing/pgControl.js";
import { startPostgres, type TestPostgres } from "../support/postgres.js";
import { type RestAnswer, restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const SEC13F = "/api/v3/intel/sec13f";
const OWNERSHIP = "/api/v3/fundamentals/institutional_ownership?ticker=AMZN";
const CLUSTERS = "/api/insider/clusters";

/** What the database's own messages would show: a statement, a driver, an address, the renamed table. */
const LEAKS = ["no such table", "relation", "select ", "SQLITE", "ECONNREFUSED", "127.0.0.1", "_away"];

/** A 503 of this code, not charged, that names nothing of the database. */
function expectRefusal(answer: RestAnswer, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.headers.get("x-credits-charged")).toBe("0");
  expect(answer.body.detail.error_code).toBe(errorCode);
  const text = JSON.stringify(answer.body);
  for (const leak of LEAKS) expect(text).not.toContain(leak);
}

async function renamed(db: Warehouse, table: string, run: () => Promise<void>) {
  await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(db);
  try {
    await run();
  } finally {
    await sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(db);
  }
}

/** Every 13F filing deleted for the duration, then put back as it was. */
async function withoutArchive(db: Warehouse, run: () => Promise<void>) {
  const held = await db.selectFrom("sec13f_filings").selectAll().execute();
  await db.deleteFrom("sec13f_filings").execute();
  try {
    await run();
  } finally {
    await db.insertInto("sec13f_filings").values(held).execute();
  }
}

describe("on the bundled SQLite warehouse", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ clock: fixedClock(NOW), replay: false });
  });
  afterAll(async () => service?.stop());
  const { get } = restClient(() => service);
  const db = () => service.warehouse.db;

  it("a 13F table gone: 503 archive_read_failed on sec13f and institutional_ownership; back once it returns", async () => {
    await renamed(db(), "sec13f_holdings", async () => {
      for (const path of [SEC13F, OWNERSHIP, "/api/v3/intel/sec13f/changes"]) {
        const answer = await get(path);
        expectRefusal(answer, "archive_read_failed");
        expect(answer.body.detail.archive, path).toBe("sec13f");
        expect(answer.headers.get("retry-after"), path).toBe("5");
      }
      // A refusal of the request itself is still that refusal.
      expect((await get("/api/v3/fundamentals/institutional_ownership?ticker=ZZZZQ")).status).toBe(404);
    });
    expect((await get(SEC13F)).status).toBe(200);
  });

  it("no 13F filing held and no live source: 503 upstream_dead_no_archive", async () => {
    await withoutArchive(db(), async () => {
      for (const path of [SEC13F, OWNERSHIP]) {
        const answer = await get(path);
        expectRefusal(answer, "upstream_dead_no_archive");
        expect(answer.body.detail.live_source).toBe("not_configured");
        expect(answer.headers.get("retry-after"), path).toBeNull();
      }
    });
    expect((await get(SEC13F)).body.count).toBe(14);
  });

  it("the clusters' feed unreadable: 503 dataset_unavailable, refunded (ledger), never an empty list", async () => {
    await renamed(db(), "insider_transactions", async () => {
      const answer = await get(CLUSTERS);
      expectRefusal(answer, "dataset_unavailable");
      expect(answer.body.detail).toMatchObject({
        dataset: "form4_insider_transactions",
        reason: "insider_feed_unreadable",
      });
      expect(answer.headers.get("retry-after")).toBe("5");
    });
    const ledger = await db()
      .selectFrom("usage_ledger")
      .select(["credits", "outcome", "error_code"])
      .where("operation", "=", "svc_insider_clusters")
      .execute();
    expect(ledger).toEqual([{ credits: 0, outcome: "refunded", error_code: "dataset_unavailable" }]);
    const healthy = await get(CLUSTERS);
    expect(healthy.status).toBe(200);
    expect(healthy.body.clusters).toEqual([]);
  });
});

describe("on PostgreSQL", () => {
  let postgres: TestPostgres;
  let service: RunningService;
  let key: string;
  let admin: Awaited<ReturnType<typeof openWarehouse>>;

  beforeAll(async () => {
    postgres = await startPostgres();
    // The instrument master, the 13F filings and the Form 4 lines: what these routes read. With
    // instruments held, the service starts without loading the rest of data/sample.
    admin = await openWarehouse(postgres.url);
    await migrateToLatest(admin.db);
    const wanted = new Set([
      "instrument_master",
      "sec13f_filing",
      "sec13f_information_table",
      "insider_form4_csv",
      "insider_form4_xml",
    ]);
    for (const unit of await discoverUnits(SAMPLE_DATA_DIR))
      if (wanted.has(unit.adapter)) await ingestUnit(admin.db, unit);
    service = await startService({
      databaseUrl: postgres.url,
      port: 0,
      replay: false,
      clock: fixedClock(NOW),
    });
    key = (await issueKey(service.warehouse.db, "faults", { plan: "enterprise" })).key;
  }, 180_000);
  afterAll(async () => {
    await admin?.close();
    await service?.close();
    await postgres?.stop();
  });
  const { get } = restClient(() => ({ url: service.url, key }));

  it("serves the 13F archive while the server is up", async () => {
    const answer = await get(`${SEC13F}?fund=lts`);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(14);
  });

  it("a table locked past the 5 s budget: 503 archive_read_timeout, and the lock's holder is untouched", async () => {
    let answer: RestAnswer | undefined;
    let elapsed = 0;
    await admin.db.transaction().execute(async (trx) => {
      await sql`lock table sec13f_holdings in access exclusive mode`.execute(trx);
      const started = Date.now();
      answer = await get(SEC13F);
      elapsed = Date.now() - started;
    });
    expectRefusal(answer!, "archive_read_timeout");
    expect(answer!.body.detail.budget_ms).toBe(ARCHIVE_READ_BUDGET_MS);
    expect(answer!.headers.get("retry-after")).toBe("5");
    expect(elapsed).toBeGreaterThanOrEqual(ARCHIVE_READ_BUDGET_MS);
    expect((await get(SEC13F)).status).toBe(200);
  }, 60_000);

  // Keys are verified against the same PostgreSQL, so with the server stopped the gateway
  // refuses every keyed request (502 keyservice_unreachable) before intel is asked: the intel
  // subgraph is asked directly, over HTTP, as the gateway would ask it.
  it("the server stopped: intel answers archive_read_failed (Retry-After) and the clusters' dataset_unavailable (refunded); both back after a start", async () => {
    const bus = await openBus(undefined);
    const intel = (await buildSubgraphs(["intel"])).intel!;
    const subgraph = await serveSubgraph(
      intel,
      { db: service.warehouse.db, clock: fixedClock(NOW), bus },
      { port: 0 },
    );
    const ask = async (query: string) => {
      const response = await fetch(subgraph.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
      const text = await response.text();
      for (const leak of LEAKS) expect(text).not.toContain(leak);
      return JSON.parse(text) as { data: unknown; errors?: { extensions: Record<string, unknown> }[] };
    };
    const sec13f = "{ sec13f(limit: 1) { count } }";
    const clusters = "{ insiderClusters { count } }";
    try {
      const paused = await stopPostgres(postgres.url);
      try {
        expect((await ask(sec13f)).errors?.[0]?.extensions).toMatchObject({
          code: "archive_read_failed",
          status: 503,
          billing: "not_billed",
          headers: { "Retry-After": "5" },
        });
        expect((await ask(clusters)).errors?.[0]?.extensions).toMatchObject({
          code: "dataset_unavailable",
          status: 503,
          billing: "refunded",
          extra: { reason: "insider_feed_unreadable" },
        });
      } finally {
        await paused.start();
      }
      // The pool reconnects by itself (warehouse/outage.ts); allow it a few tries.
      let answer = await ask(sec13f);
      for (let attempt = 0; attempt < 20 && answer.errors; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = await ask(sec13f);
      }
      expect(answer).toEqual({ data: { sec13f: { count: 1 } } });
      expect((await ask(clusters)).errors).toBeUndefined();
    } finally {
      await subgraph.close();
      await bus.close();
    }
  }, 120_000);
});
