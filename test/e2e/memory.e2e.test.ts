/**
 * The memory, end to end (docs/LEARNING.md "The corpus", "The index", "Reflections"):
 * svc_v3_memory_recall through the engine's full-text index, its documents equal to what the
 * decision routes said that day, point in time; svc_v3_memory_reflections. Then both engines: the
 * learning product built from the same book dates on a fresh SQLite and on PostgreSQL holds the same
 * resolutions and documents, and each engine's index finds and ranks the same top hit (PostgreSQL
 * through its GIN index).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { recall } from "../../subgraphs/signals/data/memoryRecall.js";
import { learning } from "../../subgraphs/signals/derived.js";
import { type OpenWarehouse, openWarehouse } from "../../warehouse/connection.js";
import { insertRows } from "../../warehouse/ingest/unit.js";
import { migrateToLatest } from "../../warehouse/migrations/index.js";
import type { Database } from "../../warehouse/schema.js";
import { narrowTo } from "../../warehouse/views.js";
import { startPostgres, type TestPostgres } from "../support/postgres.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

/** Monday 2017-11-13 12:00 ET: the book's last date, 2017-11-10, and its resolutions are visible. */
const MONDAY_NOON = "2017-11-13T17:00:00Z";
const clock = fixedClock(MONDAY_NOON);
let service: TestService;
const statements: string[] = [];

beforeAll(async () => {
  service = await startTestService({
    clock,
    replay: false,
    onQuery: (statement) => statements.push(statement),
  });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(MONDAY_NOON));

const { get } = restClient(() => service);

/** A close of data/sample/prices/daily_universe.csv.gz. */
function csvClose(ticker: string, date: string): number {
  const text = gunzipSync(
    readFileSync(new URL("../../data/sample/prices/daily_universe.csv.gz", import.meta.url)),
  ).toString("utf8");
  const line = text.split("\n").find((row) => row.startsWith(`${ticker},${date},`));
  if (line === undefined) throw new Error(`no close of ${ticker} on ${date}`);
  return Number(line.split(",")[5]);
}

describe("svc_v3_memory_recall", () => {
  it("finds AAPL's LONG setup of 2017-10-12 and its outcome, ranked by FTS5's bm25 — the top hit the outcome", async () => {
    statements.length = 0;
    const { status, body, headers } = await get(
      "/api/v3/memory/recall?query=AAPL%20resolved%20hit%202017-10-12",
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      engine: "fts5_on_sqlite",
      terms: ["aapl", "resolved", "hit", "2017", "10", "12"],
    });
    const top = body.results[0];
    // 155.44 → 174.67 from the CSV: +12.4%; the book's equal-weighted mean of 2017-10-12 +1.4%.
    const ret = csvClose("AAPL", "2017-11-10") / csvClose("AAPL", "2017-10-12") - 1;
    expect(ret).toBeCloseTo(0.12371332990221307, 12);
    expect(top).toMatchObject({
      rank: 1,
      kind: "setup_outcome",
      ticker: "AAPL",
      prediction_date: "2017-10-12",
      event_date: "2017-11-10",
      title: "AAPL LONG trade setup of 2017-10-12 resolved 2017-11-10: hit",
    });
    expect(top.text).toContain(
      "close 155.44 to 174.67, return +12.4% against the book's equal-weighted +1.4%",
    );
    // The route's statement is a MATCH on the FTS5 index, never a LIKE scan.
    const search = statements.find((s) => s.includes("memory_documents_fts match"));
    expect(search).toBeDefined();
    expect(statements.some((s) => /\blike\b/i.test(s))).toBe(false);
    // The order is the engine's: the same query run on the index directly.
    const { rows } = await sql<{ rowid: number }>`select rowid from memory_documents_fts
      where memory_documents_fts match '"aapl" "resolved" "hit" "2017" "10" "12"'
      order by bm25(memory_documents_fts), rowid`.execute(service.warehouse.db);
    expect(body.results.map((hit: { doc_id: number }) => hit.doc_id)).toEqual(
      rows.slice(0, 20).map((r) => r.rowid),
    );
    expect(body.matches).toBe(rows.length);
  });

  it("a rationale is what svc_v3_trade_setups and the ultimate decision said that day", async () => {
    clock.set("2017-10-12T21:10:00Z");
    const setups = (await get("/api/v3/decision/trade_setups")).body.setups as {
      ticker: string;
      thesis: string;
    }[];
    expect(setups).toHaveLength(25);
    const { rows } = await sql<{ ticker: string; body: string }>`select ticker, body from memory_documents
      where kind = 'setup_rationale' and prediction_date = '2017-10-12' order by doc_id`.execute(
      service.warehouse.db,
    );
    expect(rows.map((r) => r.ticker)).toEqual(setups.map((s) => s.ticker));
    for (const [i, setup] of setups.entries()) expect(rows[i]?.body).toContain(setup.thesis);
    const first = setups[0] as { ticker: string };
    const decision = (await get(`/api/v3/decision/ultimate?ticker=${first.ticker}`)).body;
    expect(rows[0]?.body).toContain(`Ultimate decision: ${decision.verdict}`);
    const found = (await get(`/api/v3/memory/recall?query=${first.ticker}%202017-10-12%20setup&limit=5`))
      .body;
    expect(found.results.map((r: { kind: string; ticker: string }) => [r.kind, r.ticker])).toContainEqual([
      "setup_rationale",
      first.ticker,
    ]);
  });

  it("point in time: an outcome is not recalled before its resolution close is final", async () => {
    const query = "/api/v3/memory/recall?query=AAPL%202017-10-12&limit=50";
    const ofThatSetup = (body: { results: { kind: string; prediction_date: string }[] }) =>
      body.results.filter((r) => r.prediction_date === "2017-10-12").map((r) => r.kind);
    clock.set("2017-11-10T21:04:59Z");
    expect(ofThatSetup((await get(query)).body)).toEqual(["setup_rationale"]);
    clock.set("2017-11-10T21:05:00Z");
    expect(ofThatSetup((await get(query)).body).sort()).toEqual(["setup_outcome", "setup_rationale"]);
  });

  it("without a query, the newest visible documents; a query with no word is 422, not billed", async () => {
    const newest = (await get("/api/v3/memory/recall?limit=3")).body;
    expect(newest).toMatchObject({ query: null, ranking: "newest_first" });
    expect(newest.results[0]).toMatchObject({ event_date: "2017-11-10", relevance: null });
    const refused = await get("/api/v3/memory/recall?query=%22%3A%2A");
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatchObject({ error_code: "validation_error", parameter: "query" });
    expect(refused.headers.get("x-credits-charged")).toBe("0");
  });

  it("answers the same through GraphQL", async () => {
    const rest = (await get("/api/v3/memory/recall?query=NVDA%20SHORT&limit=3")).body;
    const { body } = await graphql(
      service,
      '{ memoryRecall(query: "NVDA SHORT", limit: 3) { matches results { docId title } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.memoryRecall).toEqual({
      matches: rest.matches,
      results: rest.results.map((r: { doc_id: number; title: string }) => ({
        docId: r.doc_id,
        title: r.title,
      })),
    });
  });
});

describe("svc_v3_memory_reflections", () => {
  it("one reflection per source and window, strongest evidence first, each a filled template", async () => {
    const { status, body } = await get("/api/v3/memory/reflections?limit=500");
    expect(status).toBe(200);
    expect(body).toMatchObject({ as_of: "2017-11-10", total: 32, returned: 32 });
    const t = body.reflections.map((r: { t_stat: number | null }) =>
      r.t_stat === null ? -1 : Math.abs(r.t_stat),
    );
    expect(t).toEqual([...t].sort((a: number, b: number) => b - a));
    const rsi = body.reflections.find(
      (r: { source: string; window: string }) => r.source === "rsi_14" && r.window === "last_252_sessions",
    );
    // The optimizer's weight of RSI 14 on 2017-11-10 (docs/SIGNALS.md: 0.385).
    expect(rsi.optimizer_weight).toBeCloseTo(0.385, 3);
    expect(rsi.statement).toContain(`${(rsi.hit_rate * 100).toFixed(1)}% of its ${rsi.calls} calls`);
    expect(rsi.finding).toBe(
      rsi.t_stat >= 2 ? "rule_supported" : rsi.t_stat <= -2 ? "rule_contradicted" : "inconclusive",
    );
  });
});

// --- Both engines --------------------------------------------------------------------------------

/** The book dates copied to the fresh warehouses: a quarter, enough to resolve its first six weeks. */
const FROM = "2017-08-01";
const TO = "2017-11-10";
const BOOK_TABLES = ["signals_book_dates", "signals_book_weights", "signals_book_rows"] as const;

async function copyBook(from: OpenWarehouse["db"], into: OpenWarehouse): Promise<void> {
  await migrateToLatest(into.db);
  const files = await from.selectFrom("ingested_files").selectAll().execute();
  const build = await from
    .selectFrom("derived_builds")
    .selectAll()
    .where("product", "=", "signals_book")
    .execute();
  const book = await Promise.all(
    BOOK_TABLES.map((table) =>
      from
        .selectFrom(table)
        .selectAll()
        .where("book_date", ">=", FROM)
        .where("book_date", "<=", TO)
        .execute(),
    ),
  );
  await into.db.transaction().execute(async (trx) => {
    // The ingest ledger (the data version) and the book's ledger row, so the book is current there.
    await insertRows(trx, into.dialect, "ingested_files", files);
    await insertRows(trx, into.dialect, "derived_builds", build);
    for (const [i, table] of BOOK_TABLES.entries()) {
      await insertRows(trx, into.dialect, table, book[i] as Database[typeof table][]);
    }
  });
  await into.db.transaction().execute(await learning.compute(into.db));
}

describe("both engines: SQLite FTS5 and PostgreSQL tsvector with a GIN index", () => {
  let postgres: TestPostgres;
  let pg: OpenWarehouse;
  let lite: OpenWarehouse;

  beforeAll(async () => {
    postgres = await startPostgres();
    const admin = await openWarehouse(postgres.url);
    await sql`create database memory_engines`.execute(admin.db);
    await admin.close();
    pg = await openWarehouse(postgres.url.replace(/\/postgres$/, "/memory_engines"));
    lite = await openWarehouse("sqlite::memory:");
    await copyBook(service.warehouse.db, lite);
    await copyBook(service.warehouse.db, pg);
  }, 300_000);

  afterAll(async () => {
    await pg?.close();
    await lite?.close();
    await postgres?.stop();
  });

  it("build the same resolutions and the same documents", async () => {
    const dates = (w: OpenWarehouse) =>
      w.db.selectFrom("learning_dates").selectAll().orderBy("prediction_date").execute();
    const [a, b] = await Promise.all([dates(lite), dates(pg)]);
    const copied = await service.warehouse.db
      .selectFrom("signals_book_dates")
      .select("book_date")
      .where("book_date", ">=", FROM)
      .where("book_date", "<=", TO)
      .execute();
    // Every copied book date; all but the last 21 resolve by 2017-11-10.
    expect(a).toHaveLength(copied.length);
    expect(a.filter((d) => d.held === 1)).toHaveLength(copied.length - 21);
    expect(b.map((d) => ({ ...d, mean_return: null }))).toEqual(a.map((d) => ({ ...d, mean_return: null })));
    for (const [i, d] of a.entries()) expect(b[i]?.mean_return ?? null).toBeCloseTo(d.mean_return ?? 0, 12);
    const docs = (w: OpenWarehouse) =>
      w.db
        .selectFrom("memory_documents")
        .select(["doc_id", "kind", "ticker", "body"])
        .orderBy("doc_id")
        .execute();
    const [da, db] = await Promise.all([docs(lite), docs(pg)]);
    expect(da.length).toBeGreaterThan(3000);
    expect(db.map((d) => ({ ...d, doc_id: Number(d.doc_id) }))).toEqual(da);
  });

  it("each engine ranks the same top hit for a discriminating query", async () => {
    const throughMs = Date.parse(MONDAY_NOON);
    const query = "AAPL resolved hit 2017-10-12";
    const [a, b] = await Promise.all([
      recall(narrowTo("signals", lite.db), query, throughMs, 5),
      recall(narrowTo("signals", pg.db), query, throughMs, 5),
    ]);
    expect(a.engine).toBe("fts5_on_sqlite");
    expect(b.engine).toBe("tsvector_gin_on_postgresql");
    expect(a.hits[0]?.title).toBe("AAPL LONG trade setup of 2017-10-12 resolved 2017-11-10: hit");
    expect(b.hits[0]?.docId).toBe(a.hits[0]?.docId);
    // A word both engines index alike: the same documents match.
    const [la, lb] = await Promise.all([
      recall(narrowTo("signals", lite.db), "NVDA", throughMs, 500),
      recall(narrowTo("signals", pg.db), "NVDA", throughMs, 500),
    ]);
    expect(lb.matches).toBe(la.matches);
    expect(new Set(lb.hits.map((h) => h.docId))).toEqual(new Set(la.hits.map((h) => h.docId)));
  });

  it("PostgreSQL answers through the GIN index, not a scan of the table", async () => {
    const plan = await pg.db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const { rows } = await sql<{ "QUERY PLAN": string }>`explain select doc_id from memory_documents
        where to_tsvector('english', body) @@ plainto_tsquery('english', 'aapl')`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("memory_documents_search");
  });
});
