/**
 * The agents, end to end (docs/LEARNING.md "Agents"): svc_v3_agents_list, _agent_status and
 * _agent_latest over a service running real producers — the signals replay and SPY's market replay —
 * beside its ingest and its derived-product builders. Every agent is one of those (none is
 * fictional); a producer's status is its newest heartbeat on the bus; its outputs are its frames.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { knownProducers, producerStatus } from "../../subgraphs/kit/producers.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;
const SIGNALS = "signals-book-replay";
const SPY = "market-replay-SPY-2023-08-03";

beforeAll(async () => {
  service = await startTestService({
    clock,
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 250 },
    signalsReplay: { sessionMs: 100, loop: true, heartbeatMs: 250 },
  });
  // A few heartbeats and book dates.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

describe("svc_v3_agents_list", () => {
  it("lists the ingest, every builder of the ledger and every producer on the bus — nothing else", async () => {
    const { status, body, headers } = await get("/api/v3/agents");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    const builds = await service.warehouse.db.selectFrom("derived_builds").select("product").execute();
    const producers = await knownProducers(service.bus);
    const names = body.agents.map((agent: { name: string }) => agent.name);
    expect(names.sort()).toEqual(["ingest", ...builds.map((b) => b.product), ...producers].sort());
    expect(names).toEqual(
      expect.arrayContaining(["signals_book", "strategy_library", "learning", SIGNALS, SPY]),
    );
    const byName = new Map(body.agents.map((agent: { name: string }) => [agent.name, agent]));
    expect(byName.get(SIGNALS)).toMatchObject({ kind: "producer", status: "running", status_reason: null });
    expect(byName.get("learning")).toMatchObject({ kind: "derived_product_builder", status: "current" });
    expect(byName.get("ingest")).toMatchObject({ kind: "ingest", status: "loaded" });
  });

  it("answers the same through GraphQL", async () => {
    const rest = (await get("/api/v3/agents")).body;
    const { body } = await graphql(service, "{ agents { total agents { name kind status } } }");
    expect(body.errors).toBeUndefined();
    expect(body.data.agents.total).toBe(rest.total);
    expect(body.data.agents.agents).toEqual(
      rest.agents.map((a: { name: string; kind: string; status: string }) => ({
        name: a.name,
        kind: a.kind,
        status: a.status,
      })),
    );
  });
});

describe("svc_v3_agent_status", () => {
  it("a running producer's status is its newest heartbeat on the bus", async () => {
    const { status, body } = await get(`/api/v3/agents/${SIGNALS}/status`);
    expect(status).toBe(200);
    const beat = await producerStatus(service.bus, SIGNALS);
    expect(beat).not.toBeNull();
    expect(body).toMatchObject({
      name: SIGNALS,
      kind: "producer",
      status: "running",
      build: null,
      ingest: null,
    });
    expect(body.heartbeat).toMatchObject({
      capabilities: ["signals", "decisions"],
      replay: true,
      source: "replay:signals_book",
      symbols: null,
      state: "running",
      live: true,
      heartbeat_ms: 250,
    });
    // Read a moment apart, the route and the bus agree on what the producer had published.
    expect(body.heartbeat.frames_published).toBeGreaterThan(0);
    expect(Math.abs(body.heartbeat.frames_published - (beat?.frames_published ?? 0))).toBeLessThan(5_000);
    expect(body.heartbeat.heartbeat_age_s).toBeLessThan(5);
    expect(body.heartbeat.null_reasons.symbols).toBe("every_symbol");
  });

  it("a builder's status is its row of the derived-products ledger; the ingest's, its ledger summed", async () => {
    const row = await service.warehouse.db
      .selectFrom("derived_builds")
      .selectAll()
      .where("product", "=", "learning")
      .executeTakeFirstOrThrow();
    const { body } = await get("/api/v3/agents/learning/status");
    expect(body.build).toMatchObject({
      product: "learning",
      data_version: row.data_version,
      current_data_version: row.data_version,
      rows: row.rows,
      duration_ms: row.duration_ms,
    });
    expect(body.heartbeat).toBeNull();
    expect(body.null_reasons.heartbeat).toBe("not_a_producer");
    const files = await service.warehouse.db.selectFrom("ingested_files").select(["rows"]).execute();
    const ingest = (await get("/api/v3/agents/ingest/status")).body.ingest;
    expect(ingest.files).toBe(files.length);
    expect(ingest.rows).toBe(files.reduce((sum, file) => sum + Number(file.rows), 0));
    expect(ingest.data_version).toBe(row.data_version);
  });

  it("an unknown agent is 404 not_found with the names accepted, not billed", async () => {
    const { status, body, headers } = await get("/api/v3/agents/research-swarm/status");
    expect(status).toBe(404);
    expect(body.detail).toMatchObject({ error_code: "not_found", agent_name: "research-swarm" });
    expect(body.detail.accepted).toEqual(expect.arrayContaining(["ingest", "signals_book", SIGNALS]));
    expect(headers.get("x-credits-charged")).toBe("0");
  });
});

describe("svc_v3_agent_latest", () => {
  it("a producer's outputs are its frames on the bus, newest first, dated by their data", async () => {
    const { body } = await get(`/api/v3/agents/${SIGNALS}/latest?limit=50`);
    expect(body.returned).toBeGreaterThan(0);
    for (const output of body.outputs) {
      expect(["signal", "decision"]).toContain(output.output_type);
      expect(output.as_of <= "2017-11-10").toBe(true);
    }
    const dates = body.outputs.map((o: { as_of: string }) => o.as_of);
    expect(dates).toEqual([...dates].sort().reverse());
    const aapl = (await get(`/api/v3/agents/${SIGNALS}/latest?ticker=aapl&limit=5`)).body;
    expect(aapl).toMatchObject({ ticker: "AAPL", ticker_filter: "applied" });
    for (const output of aapl.outputs) expect(output.ticker).toBe("AAPL");
  });

  it("point in time: a replayed bar is not shown before its minute has ended", async () => {
    clock.set("2023-08-03T14:00:00Z");
    const { body } = await get(`/api/v3/agents/${SPY}/latest?ticker=SPY&limit=500`);
    expect(body.returned).toBeGreaterThan(0);
    for (const output of body.outputs)
      expect(Date.parse(output.as_of)).toBeLessThanOrEqual(Date.parse("2023-08-03T14:00:00Z"));
    // 03:00 ET: before the recording's first minute (its extended session starts at 04:00 ET).
    clock.set("2023-08-03T07:00:00Z");
    expect((await get(`/api/v3/agents/${SPY}/latest?limit=500`)).body.returned).toBe(0);
  });

  it("the book's builder outputs the book date's rows by rank, or one stock's newest rows", async () => {
    const top = (await get("/api/v3/agents/signals_book/latest?limit=3")).body;
    expect(top.outputs.map((o: { as_of: string }) => o.as_of)).toEqual([
      "2017-11-10",
      "2017-11-10",
      "2017-11-10",
    ]);
    expect(top.outputs[0].summary).toMatch(/^TTD on 2017-11-10: rank 1, decile 10, LONG/);
    const aapl = (await get("/api/v3/agents/signals_book/latest?ticker=AAPL&limit=2")).body;
    expect(aapl.outputs.map((o: { as_of: string }) => o.as_of)).toEqual(["2017-11-10", "2017-11-09"]);
  });

  it("an unknown ticker is 404 unknown_ticker; the ingest's outputs name no ticker", async () => {
    const refused = await get(`/api/v3/agents/${SIGNALS}/latest?ticker=ZZZZQ`);
    expect(refused.status).toBe(404);
    expect(refused.body.detail.error_code).toBe("unknown_ticker");
    const ingest = (await get("/api/v3/agents/ingest/latest?ticker=AAPL")).body;
    expect(ingest).toMatchObject({ ticker_filter: "not_applicable", returned: 0 });
    const files = (await get("/api/v3/agents/ingest/latest?limit=2")).body;
    expect(files.outputs[0]).toMatchObject({ output_type: "ingested_file", as_of: null, ticker: null });
  });
});

describe("a stopped producer", () => {
  it("says so, from its last heartbeat", async () => {
    await service.producers.signalsReplay?.[0]?.stop();
    const { body } = await get(`/api/v3/agents/${SIGNALS}/status`);
    expect(body).toMatchObject({ status: "stopped", status_reason: "producer_stopped" });
    expect(body.heartbeat).toMatchObject({
      state: "stopped",
      live: false,
      not_running_reason: "producer_stopped",
    });
  });
});
