/**
 * The same graph with every subgraph in its own process and the gateway + REST shim in another:
 * the distributed mode of docs/OPERATIONS.md, over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { ENTITLED_PRODUCTS_HEADER } from "../../subgraphs/kit/entitlements.js";
import { SUBGRAPH_NAMES } from "../../subgraphs/kit/subgraph.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { type ServiceProcess, spawnTopology, type Topology } from "../support/processes.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

let copy: TemplateCopy | undefined;
let key: string;
let freeKey: string;
let gateway: ServiceProcess;
let topology: Topology | undefined;
// The topology's own array: a subgraph restarted here is the one its stop() ends.
let subgraphs: ServiceProcess[] = [];

beforeAll(async () => {
  copy = await copyTemplate("qf-distributed-");
  const env = { DATABASE_URL: copy.url };
  const warehouse = await openWarehouse(env.DATABASE_URL);
  key = (await issueKey(warehouse.db, "distributed", { plan: "enterprise" })).key;
  freeKey = (await issueKey(warehouse.db, "distributed-free", { plan: "free" })).key;
  await warehouse.close();
  topology = await spawnTopology(env);
  subgraphs = topology.subgraphs;
  gateway = topology.gateway;
}, 180_000);

afterAll(async () => {
  await topology?.stop();
  await copy?.remove();
});

describe("distributed mode", () => {
  it("answers the five-subgraph query through subgraphs in separate processes", async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({
        query: `{ instrument(ticker: "MSFT") { ticker priceSnapshot { price priceDate marketCapSharesBasis }
          companyFacts { cik } filingNews(limit: 1) { count } momentum { endDate } riskProfile { windowEnd } } }`,
      }),
    });
    const body = (await response.json()) as any;
    expect(body.errors).toBeUndefined();
    // data/sample/prices/daily/MSFT.csv, last row.
    expect(body.data.instrument).toMatchObject({
      ticker: "MSFT",
      priceSnapshot: { priceDate: "2022-12-29", price: 241.009995 },
      companyFacts: { cik: "0000789019" },
      filingNews: { count: 1 },
      momentum: { endDate: "2022-11-29" },
      riskProfile: { windowEnd: "2022-12-29" },
    });
  });

  it("a subgraph's errors carry no stack trace, even to the gateway", async () => {
    const market = subgraphs[SUBGRAPH_NAMES.indexOf("market")];
    const response = await fetch(`${market?.url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ priceSnapshot(ticker: "ZZZZQ") { price } }' }),
    });
    const body = (await response.json()) as any;
    expect(body.errors[0].extensions.code).toBe("unknown_ticker");
    expect(body.errors[0].extensions.stacktrace).toBeUndefined();
  });

  it("serves the REST shim from the gateway process", async () => {
    const response = await fetch(`${gateway.url}/api/v3/fundamentals/price_snapshot?ticker=ZZZZZZ`, {
      headers: { "x-api-key": key },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as any).detail.error_code).toBe("unknown_ticker");
  });

  it("tells subgraphs the caller's products in a header the gateway sets, never the client's", async () => {
    const full = async (apiKey: string, forged: Record<string, string> = {}) => {
      const response = await fetch(`${gateway.url}/api/v3/fundamentals/full/AAPL`, {
        headers: { "x-api-key": apiKey, ...forged },
      });
      return (await response.json()) as any;
    };
    expect((await full(key)).insider_trades_status).toBe("not_available_from_intel");
    // Entitled: the holders block is intel's reader's answer (no held 13F filing holds AAPL).
    expect((await full(key)).top_institutional_holders_status).toBe("no_13f_holding_held");
    const free = await full(freeKey, { [ENTITLED_PRODUCTS_HEADER]: "funds_institutional" });
    expect(free).toMatchObject({ insider_trades: null, insider_trades_status: "plan_required" });
    const graph = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${freeKey}`,
        [ENTITLED_PRODUCTS_HEADER]: "funds_institutional",
      },
      body: JSON.stringify({
        query: `{ fundamentalsFull(ticker: "AAPL") { topInstitutionalHoldersStatus } }`,
      }),
    });
    expect(((await graph.json()) as any).data.fundamentalsFull.topInstitutionalHoldersStatus).toBe(
      "plan_required",
    );
  });

  it("refuses a stream without a producer with 503 producer_unavailable before any header, not billed", async () => {
    // The signals process has no producer: its subscribe step refuses, and the gateway waits for
    // that answer (kit/subscriptionOpened.ts) instead of opening the stream.
    const response = await fetch(`${gateway.url}/api/v3/stream/signals`, { headers: { "x-api-key": key } });
    expect(response.status).toBe(503);
    expect(response.headers.get("x-credits-charged")).toBe("0");
    const body = (await response.json()) as { detail: { error_code: string } };
    expect(body.detail.error_code).toBe("producer_unavailable");
  });

  it("opens a stream whose producer runs in the market process and delivers its frames", async () => {
    const abort = new AbortController();
    const response = await fetch(`${gateway.url}/api/v3/stream/ticks?symbols=SPY&since=-`, {
      headers: { "x-api-key": key },
      signal: abort.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = "";
      while (!/^data: /m.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      // The first frame is a tick, not the subgraph's `opened` marker.
      const frame = JSON.parse((/^data: (.*)$/m.exec(text) as RegExpExecArray)[1] as string) as {
        ticker: string;
        id: unknown;
      };
      expect(frame).toMatchObject({ ticker: "SPY" });
      expect(typeof frame.id).toBe("string");
    } finally {
      abort.abort();
    }
  });

  // Last: it stops the market process.
  it("screener: market unreachable is 503 screener_size_data_unavailable, refunded", async () => {
    await subgraphs[SUBGRAPH_NAMES.indexOf("market")]?.stop();
    const response = await fetch(`${gateway.url}/api/v3/fundamentals/screener?limit=2`, {
      headers: { "x-api-key": key },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("x-credits-charged")).toBe("0");
    expect(((await response.json()) as any).detail).toMatchObject({
      error_code: "screener_size_data_unavailable",
      upstream: "market",
    });
    const graph = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: "{ screener(limit: 2) { total items { listingTicker } } }" }),
    });
    const body = (await graph.json()) as any;
    // GraphQL names the subgraph that failed; the REST variant above is the route's contract
    // (catalogue upstream_error_codes). The Rust planner skips fundamentals' fetch that needs
    // market's figures, so the error is the gateway's, not fundamentals' own.
    expect(body.errors[0].extensions).toMatchObject({
      code: "upstream_unavailable",
      status: 503,
      extra: { upstream: "market" },
    });
    expect(body.extensions.billing).toMatchObject({
      credits_charged: 0,
      lines: [{ operation: "svc_v3_fundamentals_screener", credits: 0 }],
    });
  });
});
