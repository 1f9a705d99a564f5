/**
 * The GraphQL price and plan check follow what executes (issue 25, docs/ACCESS.md "GraphQL
 * pricing"), on every way in: GraphQL over HTTP, GraphQL over SSE, graphql-ws and the REST shim.
 *
 * - a variable's declared default is applied before `@skip`/`@include` and every priced argument
 *   is read (a Free key cannot read a Pro field by hiding it behind `$v: Boolean = true`);
 * - every aliased root field and every instrument reached is a line (N aliased lookups cost what
 *   N REST calls cost);
 * - a persisted document keeps its route's caps when sent to /graphql;
 * - a partial answer is HTTP 200 and charged only for what answered; a whole failure keeps its status.
 */
import { readFileSync } from "node:fs";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import type { RestBody } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;
const PERIOD = "2026-11";

beforeAll(async () => {
  service = await startTestService({
    clock: fixedClock("2026-11-17T15:00:00Z"),
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
    access: { now: () => Date.parse("2026-11-17T15:00:05.000Z") },
  });
});
afterAll(async () => service?.stop());

type Plan = "free" | "starter" | "pro" | "expert" | "enterprise";

const keyFor = (plan: Plan) => issueKey(service.warehouse.db, `${plan} pricing`, { plan });

/** The account's spent credits once no hold is open (an answer is settled before it is sent). */
async function spent(accountId: string): Promise<number> {
  const access = service.access;
  if (!access) throw new Error("the service runs without access control");
  for (let i = 0; i < 200 && (await access.backend.held(accountId, PERIOD)) > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return access.backend.spent(accountId, PERIOD);
}

async function graphql(
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${service.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as RestBody };
}

async function rest(key: string, path: string) {
  const response = await fetch(`${service.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as RestBody };
}

/** The first event of a GraphQL-over-SSE answer (POST /graphql, Accept: text/event-stream). */
async function graphqlSse(key: string, query: string, variables: Record<string, unknown> = {}) {
  const abort = new AbortController();
  const response = await fetch(`${service.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      authorization: `Bearer ${key}`,
    },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (!/^data: .+$/m.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    abort.abort();
  }
  const data = /^data: (.+)$/m.exec(text)?.[1];
  return { status: response.status, first: data ? (JSON.parse(data) as RestBody) : undefined };
}

/** The first `count` results of a graphql-ws subscription (or fewer, if it ends first). */
async function graphqlWs(key: string, query: string, count: number): Promise<RestBody[]> {
  const client = createClient({
    url: `${service.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${key}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
  try {
    return await new Promise<RestBody[]>((resolve, reject) => {
      const received: RestBody[] = [];
      const stop = client.subscribe(
        { query },
        {
          next: (value) => {
            received.push(value);
            if (received.length === count) {
              stop();
              resolve(received);
            }
          },
          error: reject,
          complete: () => resolve(received),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

const RISK_BEHIND_DEFAULT = `query ($v: Boolean = true) {
  instrument(ticker: "AAPL") { name riskProfile @include(if: $v) { annualisedVolatility } }
}`;

describe("a variable's default decides what is priced, as it decides what executes", () => {
  it("HTTP: a Free key cannot read a Pro field behind @include(if: $v) with $v = true by default", async () => {
    const free = await keyFor("free");
    const refused = await graphql(free.key, RISK_BEHIND_DEFAULT);
    expect(refused.status).toBe(402);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: "plan_required",
      extra: { tool_group: "risk_analytics", current_plan: "free" },
    });
    const skipped = await graphql(
      free.key,
      `query ($s: Boolean = false) { instrument(ticker: "AAPL") { riskProfile @skip(if: $s) { var95 } } }`,
    );
    expect(skipped.status).toBe(402);
    expect(await spent(free.accountId)).toBe(0);

    // A Pro key is charged for the field it was served.
    const pro = await keyFor("pro");
    const served = await graphql(pro.key, RISK_BEHIND_DEFAULT);
    expect(served.status).toBe(200);
    expect(served.body.data.instrument.riskProfile.annualisedVolatility).toEqual(expect.any(Number));
    expect(served.body.extensions.billing).toMatchObject({ credits_quoted: 5, credits_charged: 5 });
    expect(await spent(pro.accountId)).toBe(5);
  });

  it("HTTP: a dataset chosen by a variable's default is priced and checked as that dataset's product", async () => {
    const free = await keyFor("free");
    const query = `query ($d: String! = "minute_bars") { researchDataset(dataset: $d, limit: 1) { dataset } }`;
    const refused = await graphql(free.key, query);
    expect(refused.status).toBe(402);
    expect(refused.body.errors[0].extensions.extra).toMatchObject({ tool_group: "tape" });
    const pro = await keyFor("pro");
    const served = await graphql(pro.key, query, {}, { "x-credits-estimate": "true" });
    expect(served.body.extensions.billing).toMatchObject({ estimate: true, credits_quoted: 3 });
  });

  it("HTTP: a ticker list in a variable's default is priced per ticker", async () => {
    const pro = await keyFor("pro");
    const { status, body } = await graphql(
      pro.key,
      `query ($t: [String!]! = ["AAPL", "MSFT", "NVDA"]) { instruments(tickers: $t) { riskProfile { var95 } } }`,
    );
    expect(status).toBe(200);
    expect(body.data.instruments).toHaveLength(3);
    expect(body.extensions.billing).toMatchObject({ credits_quoted: 15, credits_charged: 15 });
    expect(await spent(pro.accountId)).toBe(15);
  });

  it("graphql-ws: a Free key's subscription with a Pro join behind a defaulted @include is refused, unbilled", async () => {
    const free = await keyFor("free");
    const [first] = await graphqlWs(
      free.key,
      `subscription ($v: Boolean = true) {
        bars(symbols: ["SPY"]) { close instrument @include(if: $v) { riskProfile { var95 } } }
      }`,
      1,
    );
    expect(first.data ?? null).toBeNull();
    expect(first.errors[0].extensions).toMatchObject({
      code: "plan_required",
      extra: { tool_group: "risk_analytics" },
    });
    expect(await spent(free.accountId)).toBe(0);
  });

  it("GraphQL over SSE: the same subscription is refused the same way, unbilled", async () => {
    const free = await keyFor("free");
    const { first } = await graphqlSse(
      free.key,
      `subscription ($v: Boolean = true) {
        bars(symbols: ["SPY"]) { close instrument @include(if: $v) { riskProfile { var95 } } }
      }`,
    );
    expect(first.data ?? null).toBeNull();
    expect(first.errors[0].extensions).toMatchObject({
      code: "plan_required",
      extra: { tool_group: "risk_analytics" },
    });
    expect(await spent(free.accountId)).toBe(0);
  });

  it("REST SSE: a stream route's document is quoted by the same code and billed once at its price", async () => {
    const free = await keyFor("free");
    const abort = new AbortController();
    const response = await fetch(`${service.url}/api/v3/stream/bars?symbols=SPY`, {
      headers: { authorization: `Bearer ${free.key}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-credits-charged")).toBe("1");
    abort.abort();
    expect(await spent(free.accountId)).toBe(1);
  });

  it("refuses variables that do not coerce without running, holding or charging anything", async () => {
    const free = await keyFor("free");
    const query = `query ($v: Boolean!) { instrument(ticker: "AAPL") { riskProfile @include(if: $v) { var95 } } }`;
    for (const variables of [{}, { v: "yes" }, { v: null }]) {
      const { status, headers, body } = await graphql(free.key, query, variables);
      // GraphQL's own answer to variables that do not coerce, as the executor gives it.
      expect(status, JSON.stringify(variables)).toBe(200);
      expect(body.data, JSON.stringify(variables)).toBeUndefined();
      expect(body.errors[0].message, JSON.stringify(variables)).toContain('"$v"');
      expect(headers.get("x-credits-charged")).toBe("0");
    }
    expect(await spent(free.accountId)).toBe(0);
  });

  it("answers an operation whose every root field is skipped with empty data, for 0 credits", async () => {
    const free = await keyFor("free");
    // The Rust planner fails to plan an empty selection: such a document was a 500.
    const query = `query ($v: Boolean = true) { a: priceSnapshot(ticker: "AAPL") @skip(if: $v) { price } }`;
    const { status, headers, body } = await graphql(free.key, query, {});
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: {} });
    expect(body.errors).toBeUndefined();
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(await spent(free.accountId)).toBe(0);
  });
});

describe("every aliased root field and every instrument reached is a line", () => {
  it("N aliased instrument lookups cost what N REST calls cost", async () => {
    const starter = await keyFor("starter");
    const tickers = ["AAPL", "MSFT", "NVDA"];
    const viaRest = await Promise.all(
      tickers.map((t) => rest(starter.key, `/api/v3/intel/ml_prediction/${t}`)),
    );
    const restCredits = viaRest.reduce((sum, a) => sum + Number(a.headers.get("x-credits-charged")), 0);
    expect(restCredits).toBe(9);
    const { status, body } = await graphql(
      starter.key,
      `{ ${tickers.map((t, i) => `a${i}: instrument(ticker: "${t}") { signal { decile } }`).join(" ")} }`,
    );
    expect(status).toBe(200);
    expect(body.extensions.billing).toMatchObject({
      credits_quoted: restCredits,
      credits_charged: restCredits,
    });
    expect(body.extensions.billing.lines).toHaveLength(3);
    expect(await spent(starter.accountId)).toBe(2 * restCredits);
  });

  it("a product a root field pays for does not pay for another instrument's join", async () => {
    const pro = await keyFor("pro");
    const { body } = await graphql(
      pro.key,
      `{ priceSnapshot(ticker: "AAPL") { price } instruments(tickers: ["MSFT", "NVDA"]) { priceSnapshot { price } } }`,
    );
    expect(body.extensions.billing).toMatchObject({ credits_quoted: 3, credits_charged: 3 });
  });

  it("a join through the screener's rows is held at the page size and charged per row that answered", async () => {
    const pro = await keyFor("pro");
    const { status, body } = await graphql(
      pro.key,
      `{ screener(limit: 3, minMarketCapUsd: 0, minAdvUsd: 0) { items { ticker instrument { riskProfile { var95 } } } } }`,
    );
    expect(status).toBe(200);
    const rows = body.data.screener.items.filter(
      (row: RestBody) => row.instrument.riskProfile !== null,
    ).length;
    expect(rows).toBeGreaterThan(0);
    // The screener's own 1, then risk analytics (5) for each row that answered, of at most 3.
    expect(body.extensions.billing).toMatchObject({
      credits_quoted: 1 + 3 * 5,
      credits_charged: 1 + rows * 5,
    });
    expect(await spent(pro.accountId)).toBe(1 + rows * 5);
  });
});

describe("a persisted document keeps its route's caps on every transport", () => {
  const portfolio = readFileSync(
    new URL("../../schema/catalogue/copilot/portfolio.graphql", import.meta.url),
    "utf8",
  );

  it("refuses the copilot portfolio document past 50 tickers on /graphql with a 422 naming the variable, unbilled", async () => {
    const expert = await keyFor("expert");
    const tickers = Array.from({ length: 200 }, () => "AAPL");
    const refused = await graphql(expert.key, portfolio, { tickers });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: "validation_error",
      extra: { variable: "tickers", accepted: "1..50 items" },
    });
    expect(refused.body.errors[0].message).toContain("$tickers");
    const estimate = await graphql(expert.key, portfolio, { tickers }, { "x-credits-estimate": "true" });
    expect(estimate.status).toBe(422);
    expect(await spent(expert.accountId)).toBe(0);
    // At the cap it runs, at its route's price (REST answers the same cap with its own 422).
    const atCap = await graphql(expert.key, portfolio, { tickers: tickers.slice(0, 50) });
    expect(atCap.status).toBe(200);
    expect(atCap.body.extensions.billing).toMatchObject({ credits_quoted: 10, credits_charged: 10 });
    const overRest = await fetch(`${service.url}/api/v1/copilot/portfolio`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${expert.key}` },
      body: JSON.stringify({ tickers: tickers.slice(0, 51) }),
    });
    expect(overRest.status).toBe(422);
    expect(await spent(expert.accountId)).toBe(10);
  });
});

describe("a partial answer", () => {
  const graphqlResponse = { accept: "application/graphql-response+json" };

  it("is HTTP 200 under application/graphql-response+json, and charges only the lines that answered", async () => {
    const pro = await keyFor("pro");
    // SPY is an ETF: the signals book does not rank it (503 dataset_unavailable on its signal).
    const { status, headers, body } = await graphql(
      pro.key,
      `{ a: instrument(ticker: "AAPL") { signal { decile } } b: instrument(ticker: "SPY") { name signal { decile } } }`,
      {},
      graphqlResponse,
    );
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/graphql-response+json");
    expect(body.data.a.signal.decile).toEqual(expect.any(Number));
    expect(body.data.b).toMatchObject({ name: expect.any(String), signal: null });
    expect(body.errors[0]).toMatchObject({
      path: ["b", "signal"],
      extensions: { code: "dataset_unavailable" },
    });
    expect(body.extensions.billing).toMatchObject({ credits_quoted: 6, credits_charged: 3 });
    expect(body.extensions.billing.lines.map((l: RestBody) => [l.credits, l.outcome, l.error_code])).toEqual([
      [3, "charged", null],
      [0, "not_billed", "dataset_unavailable"],
    ]);
    expect(await spent(pro.accountId)).toBe(3);
  });

  it("charges per instrument of a list that answered; HTTP 200 under application/json too", async () => {
    const pro = await keyFor("pro");
    const { status, headers, body } = await graphql(
      pro.key,
      `{ instruments(tickers: ["AAPL", "SPY", "MSFT"]) { signal { decile } } }`,
      {},
      { accept: "application/json" },
    );
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/json");
    expect(body.data.instruments[1].signal).toBeNull();
    expect(body.extensions.billing).toMatchObject({ credits_quoted: 9, credits_charged: 6 });
    expect(await spent(pro.accountId)).toBe(6);
  });

  it("keeps its error status when the whole answer failed (data null), and charges nothing", async () => {
    const pro = await keyFor("pro");
    const { status, body } = await graphql(
      pro.key,
      `{ a: priceSnapshot(ticker: "AAPL") { price } b: priceSnapshot(ticker: "ZZZZQ") { price } }`,
      {},
      graphqlResponse,
    );
    expect(body.data).toBeNull();
    expect(status).toBe(404);
    expect(await spent(pro.accountId)).toBe(0);
  });
});
