/**
 * Keys, plans, credits and rate limits through the real service: REST through the shim, GraphQL
 * over HTTP and graphql-ws, on the embedded backend (SQLite). One wallet and one limit serve all
 * three ways in. The Redis backend and several replicas are in access.redis.e2e.test.ts.
 */
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { fixedClock } from "../../core/clock.js";
import {
  disableKey,
  enableKey,
  issueKey,
  resumeAccount,
  revokeKey,
  rotateKey,
  suspendAccount,
} from "../../gateway/access/keys.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

let service: TestService;
// The access clock moves by hand so a test can cross a rate-limit window.
let nowMs = Date.parse("2026-11-17T15:00:05.000Z");
const PERIOD = "2026-11";

beforeAll(async () => {
  service = await startTestService({
    clock: fixedClock("2026-11-17T15:00:00Z"),
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
    access: { now: () => nowMs },
  });
});
afterAll(async () => service?.stop());

type Plan = "free" | "starter" | "pro" | "expert" | "enterprise";

async function keyFor(
  plan: Plan,
  options: { addons?: ("options_flow" | "copilot")[]; monthlyCredits?: number } = {},
) {
  return issueKey(service.warehouse.db, `${plan} test`, { plan, ...options });
}

async function spent(accountId: string) {
  return service.access?.backend.spent(accountId, PERIOD);
}

async function rest(path: string, headers: Record<string, string>, init: RequestInit = {}) {
  const response = await fetch(`${service.url}${path}`, {
    ...init,
    headers: { ...headers, ...init.headers },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const SNAPSHOT = "/api/v3/fundamentals/price_snapshot?ticker=AAPL";

function sharpe(key: string, body: unknown, headers: Record<string, string> = {}) {
  return rest("/api/v3/validation/deflated_sharpe", bearer(key), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("keys", () => {
  it("takes the first key present in the order Bearer, X-API-Key, api_key, even when a later one is valid", async () => {
    const { key } = await keyFor("enterprise");
    const wrong = "qf_live_0000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const cases: [Record<string, string>, string, number][] = [
      [{ authorization: `Bearer ${wrong}`, "x-api-key": key }, "", 401],
      [{ authorization: `Bearer ${key}`, "x-api-key": wrong }, `&api_key=${wrong}`, 200],
      [{ "x-api-key": wrong }, `&api_key=${key}`, 401],
      [{ "x-api-key": key }, `&api_key=${wrong}`, 200],
      [{}, `&api_key=${key}`, 200],
      [{}, "", 401],
    ];
    for (const [headers, query, status] of cases) {
      expect((await rest(`${SNAPSHOT}${query}`, headers)).status).toBe(status);
      const response = await fetch(`${service.url}/graphql?x=1${query}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: '{ priceSnapshot(ticker: "AAPL") { price } }' }),
      });
      expect(response.status).toBe(status);
    }
  });

  it("answers 401 unauthorized for a missing, malformed, disabled or revoked key, through REST and GraphQL", async () => {
    const disabled = await keyFor("enterprise");
    await disableKey(service.warehouse.db, disabled.id);
    const revoked = await keyFor("enterprise");
    await revokeKey(service.warehouse.db, revoked.id);
    for (const headers of [{}, bearer("not-a-key"), bearer(disabled.key), bearer(revoked.key)]) {
      const response = await rest(SNAPSHOT, headers);
      expect(response.status).toBe(401);
      expect(response.body.detail.error_code).toBe("unauthorized");
      const gql = await fetch(`${service.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(gql.status).toBe(401);
      expect(((await gql.json()) as any).errors[0].extensions.code).toBe("unauthorized");
    }
  });

  it("stops a disabled key on the next request and lets it work again once enabled", async () => {
    const { id, key } = await keyFor("enterprise");
    expect((await rest(SNAPSHOT, bearer(key))).status).toBe(200);
    await disableKey(service.warehouse.db, id);
    expect((await rest(SNAPSHOT, bearer(key))).status).toBe(401);
    await enableKey(service.warehouse.db, id);
    expect((await rest(SNAPSHOT, bearer(key))).status).toBe(200);
  });

  it("rotates a key: the new one works at once on the same account, the old one never again", async () => {
    const old = await keyFor("enterprise");
    const rotated = await rotateKey(service.warehouse.db, old.id);
    expect(rotated?.accountId).toBe(old.accountId);
    expect((await rest(SNAPSHOT, bearer(old.key))).status).toBe(401);
    expect((await rest(SNAPSHOT, bearer(rotated?.key ?? ""))).status).toBe(200);
    expect(await enableKey(service.warehouse.db, old.id)).toBe(false);
  });

  it("answers 403 account_suspended while the account is suspended, and nothing is charged", async () => {
    const { key, accountId } = await keyFor("enterprise");
    await suspendAccount(service.warehouse.db, accountId);
    const response = await rest(SNAPSHOT, bearer(key));
    expect(response.status).toBe(403);
    expect(response.body.detail.error_code).toBe("account_suspended");
    const gql = await graphql(service, '{ priceSnapshot(ticker: "AAPL") { price } }', {}, key);
    expect(gql.status).toBe(403);
    expect(gql.body.errors?.[0].extensions.code).toBe("account_suspended");
    expect(await spent(accountId)).toBe(0);
    await resumeAccount(service.warehouse.db, accountId);
    expect((await rest(SNAPSHOT, bearer(key))).status).toBe(200);
    expect(await spent(accountId)).toBe(1);
  });

  it("serves the discovery routes without a key", async () => {
    for (const path of ["/api/capabilities", "/api/health", "/api/openapi.json"]) {
      expect((await fetch(`${service.url}${path}`)).status).toBe(200);
    }
  });
});

describe("plans", () => {
  it("refuses a product outside the plan with 402 plan_required and its four fields, charging nothing", async () => {
    const { key, accountId } = await keyFor("free");
    const response = await sharpe(key, { sharpe: 1.2, n_trials: 10, n_obs: 500 });
    expect(response.status).toBe(402);
    expect(response.headers.get("x-credits-charged")).toBe("0");
    expect(response.body.detail).toMatchObject({
      error_code: "plan_required",
      tool_group: "risk_analytics",
      current_plan: "free",
      unlocked_by: ["pro", "expert", "enterprise"],
    });
    expect(typeof response.body.detail.upgrade_url).toBe("string");
    const gql = await graphql(service, '{ filingNews(ticker: "AAPL") { count } }', {}, key);
    expect(gql.status).toBe(402);
    expect(gql.body.errors?.[0].extensions).toMatchObject({
      code: "plan_required",
      extra: {
        tool_group: "news_sentiment",
        current_plan: "free",
        unlocked_by: ["starter", "pro", "expert", "enterprise"],
      },
    });
    expect(await spent(accountId)).toBe(0);
  });

  it("acceptance: options flow is 402 for Free, 4 credits for Pro, free of charge on 404 unknown_ticker", async () => {
    const free = await keyFor("free");
    const refused = await rest("/api/v3/intel/options_volume/AAPL", bearer(free.key));
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toEqual({
      error_code: "plan_required",
      error_message: expect.stringContaining("Options flow"),
      tool_group: "options_flow",
      current_plan: "free",
      unlocked_by: ["pro", "expert", "enterprise"],
      upgrade_url: expect.any(String),
    });
    expect(await spent(free.accountId)).toBe(0);

    const pro = await keyFor("pro");
    const served = await rest("/api/v3/intel/options_volume/AAPL", bearer(pro.key));
    expect(served.status).toBe(200);
    expect(served.body.items[0]).toMatchObject({
      date: "2014-06-10",
      call_volume: 836_999,
      put_volume: 494_643,
    });
    expect(await spent(pro.accountId)).toBe(4);
    const unknown = await rest("/api/v3/intel/options_volume/ZZZZQ", bearer(pro.key));
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    expect(await spent(pro.accountId)).toBe(4);

    // The add-on opens it on a paid plan below Pro.
    const starter = await keyFor("starter", { addons: ["options_flow"] });
    expect((await rest("/api/v3/intel/options_volume/AAPL", bearer(starter.key))).status).toBe(200);
  });

  it("gives a Pro key the product and takes its price from the wallet", async () => {
    const { key, accountId } = await keyFor("pro");
    const response = await sharpe(key, { sharpe: 1.2, n_trials: 10, n_obs: 500 });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-credits-charged")).toBe("5");
    expect(await spent(accountId)).toBe(5);
  });

  it("prices a product reached through an Instrument join as the plan allows it", async () => {
    const starter = await keyFor("starter");
    const free = await keyFor("free");
    const query = '{ instrument(ticker: "AAPL") { name momentum { value } } }';
    expect((await graphql(service, query, {}, free.key)).status).toBe(402);
    const answer = await graphql(service, query, {}, starter.key);
    expect(answer.status).toBe(200);
    expect(answer.body.extensions.billing).toMatchObject({ credits_quoted: 3, credits_charged: 3 });
    expect(await spent(starter.accountId)).toBe(3);
  });
});

describe("credits", () => {
  it("charges nothing for an unknown ticker (404) or bad input (422)", async () => {
    const { key, accountId } = await keyFor("enterprise");
    const unknown = await rest("/api/v3/fundamentals/price_snapshot?ticker=ZZZZQ", bearer(key));
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    expect(unknown.headers.get("x-credits-charged")).toBe("0");
    const invalid = await rest("/api/v3/fundamentals/prices?ticker=AAPL&limit=0", bearer(key));
    expect(invalid.status).toBe(422);
    const inconsistent = await sharpe(key, { sharpe: 1, skewness: 1, kurtosis: 1.5 });
    expect(inconsistent.status).toBe(422);
    expect(await spent(accountId)).toBe(0);
    const usage = await graphql(
      service,
      "{ usage { creditsSpent ledger { operation credits outcome errorCode } } }",
      {},
      key,
    );
    expect(usage.body.data.usage.creditsSpent).toBe(0);
    expect(usage.body.data.usage.ledger).toEqual(
      expect.arrayContaining([
        {
          operation: "svc_v3_fundamentals_price_snapshot",
          credits: 0,
          outcome: "not_billed",
          errorCode: "unknown_ticker",
        },
        {
          operation: "svc_v3_deflated_sharpe",
          credits: 0,
          outcome: "not_billed",
          errorCode: "moments_inconsistent",
        },
      ]),
    );
  });

  it("admits exactly 50 of 200 concurrent requests on a wallet holding 50 credits; the ledger sums to the change", async () => {
    const { key, accountId } = await keyFor("enterprise", { monthlyCredits: 50 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => rest(SNAPSHOT, bearer(key))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    const exceeded = answers.find((a) => a.status === 402);
    expect(exceeded?.body.detail.error_code).toBe("usage_exceeded");
    expect(exceeded?.headers.get("x-credits-charged")).toBe("0");
    expect(await spent(accountId)).toBe(50);
    const ledger = (await service.access?.backend.ledger(accountId, { limit: 1000 })) ?? [];
    expect(ledger.filter((line) => line.outcome === "charged")).toHaveLength(50);
    expect(ledger.reduce((sum, line) => sum + line.credits, 0)).toBe(50);
    const gql = await graphql(service, '{ priceSnapshot(ticker: "AAPL") { price } }', {}, key);
    expect(gql.status).toBe(402);
    expect(gql.body.errors?.[0].extensions).toMatchObject({
      code: "usage_exceeded",
      extra: { credits_left: 0 },
    });
  });

  it("charges each root field of a GraphQL query as its REST route and says so in extensions", async () => {
    const { key, accountId } = await keyFor("enterprise");
    const { status, body } = await graphql(
      service,
      `{ a: priceSnapshot(ticker: "AAPL") { price }
         b: companyFacts(ticker: "MSFT") { name }
         c: filingNews(ticker: "MSFT", limit: 1) { count } }`,
      {},
      key,
    );
    expect(status).toBe(200);
    expect(body.data.a.price).toBe(129.610001);
    expect(body.extensions.billing).toMatchObject({ credits_quoted: 4, credits_charged: 4, period: PERIOD });
    expect(body.extensions.billing.lines.map((l: any) => [l.operation, l.credits, l.outcome])).toEqual([
      ["svc_v3_fundamentals_price_snapshot", 1, "charged"],
      ["svc_v3_fundamentals_company_facts", 1, "charged"],
      ["svc_v3_fundamentals_news", 2, "charged"],
    ]);
    expect(body.extensions.billing.credits_left).toBe(20_000_000 - 4);
    expect(await spent(accountId)).toBe(4);
  });

  it("charges nothing when a failing root field leaves the answer without data", async () => {
    const { key, accountId } = await keyFor("enterprise");
    // Root fields are non-null: one unknown ticker nulls the whole answer, so nothing arrived.
    const { body } = await graphql(
      service,
      `{ a: priceSnapshot(ticker: "AAPL") { price } b: priceSnapshot(ticker: "ZZZZQ") { price } }`,
      {},
      key,
    );
    expect(body.data).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.extensions.billing).toMatchObject({ credits_quoted: 2, credits_charged: 0 });
    expect(await spent(accountId)).toBe(0);
  });

  it("quotes an operation without running or charging it", async () => {
    const { key, accountId } = await keyFor("enterprise");
    const response = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(key), "x-credits-estimate": "true" },
      body: JSON.stringify({
        query: `query ($t: [String!]!) { instruments(tickers: $t) { priceSnapshot { price } riskProfile { annualisedVolatility } } }`,
        variables: { t: ["AAPL", "MSFT", "NVDA"] },
      }),
    });
    const body = (await response.json()) as any;
    expect(body.data).toBeUndefined();
    // market data 1 + risk analytics 5, per instrument.
    expect(body.extensions.billing).toMatchObject({ estimate: true, credits_quoted: 18 });
    expect(await spent(accountId)).toBe(0);
  });

  it("shows a caller only their own usage", async () => {
    const mine = await keyFor("enterprise");
    const theirs = await keyFor("enterprise");
    await rest(SNAPSHOT, bearer(theirs.key));
    await rest(SNAPSHOT, bearer(mine.key));
    const { body } = await graphql(
      service,
      "{ usage { accountId creditsSpent ledger { keyId } } }",
      {},
      mine.key,
    );
    expect(body.data.usage.accountId).toBe(mine.accountId);
    expect(body.data.usage.creditsSpent).toBe(1);
    expect(body.data.usage.ledger.map((l: any) => l.keyId)).toEqual([mine.id]);
  });
});

describe("rate limits", () => {
  it("allows the plan's requests per minute, refuses the next with 429 and allows again in the next window", async () => {
    const { key } = await keyFor("free");
    nowMs = Date.parse("2026-11-17T15:01:00.000Z");
    for (let i = 0; i < 30; i++) {
      const response = await rest(SNAPSHOT, bearer(key));
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-policy")).toBe('"minute";q=30;w=60');
      expect(response.headers.get("ratelimit")).toBe(`"minute";r=${29 - i};t=60`);
    }
    const refused = await rest(SNAPSHOT, bearer(key));
    expect(refused.status).toBe(429);
    expect(refused.body.detail.error_code).toBe("rate_limited");
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("ratelimit")).toBe('"minute";r=0;t=60');
    const gql = await graphql(service, '{ priceSnapshot(ticker: "AAPL") { price } }', {}, key);
    expect(gql.status).toBe(429);
    nowMs = Date.parse("2026-11-17T15:02:00.000Z");
    expect((await rest(SNAPSHOT, bearer(key))).status).toBe(200);
  });

  it("sends RateLimit headers on GraphQL answers too", async () => {
    const { key } = await keyFor("pro");
    const response = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(key) },
      body: JSON.stringify({ query: '{ priceSnapshot(ticker: "AAPL") { price } }' }),
    });
    expect(response.headers.get("ratelimit-policy")).toBe('"minute";q=600;w=60');
    expect(response.headers.get("ratelimit")).toMatch(/^"minute";r=599;t=\d+$/);
    expect(response.headers.get("x-credits-charged")).toBe("1");
  });
});

describe("Idempotency-Key", () => {
  it("replays the stored answer for the same key and body, charging once, and refuses another body", async () => {
    const { key, accountId } = await keyFor("pro");
    const body = { sharpe: 1.5, n_trials: 20, n_obs: 750 };
    const first = await sharpe(key, body, { "idempotency-key": "run-1" });
    expect(first.status).toBe(200);
    const again = await sharpe(key, body, { "idempotency-key": "run-1" });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const { timestamp: _t1, ...firstBody } = first.body;
    const { timestamp: _t2, ...againBody } = again.body;
    expect(againBody).toEqual(firstBody);
    expect(await spent(accountId)).toBe(5);
    const other = await sharpe(key, { ...body, sharpe: 2 }, { "idempotency-key": "run-1" });
    expect(other.status).toBe(422);
    expect(other.body.detail.error_code).toBe("idempotency_key_reused");
    expect(await spent(accountId)).toBe(5);
  });

  it("answers 409 while a request with the same key is still running", async () => {
    const { key, accountId } = await keyFor("pro");
    const body = { sharpe: 1.1, n_trials: 5, n_obs: 300 };
    // Two at once: exactly one runs; the other is refused in flight or replays the stored answer.
    const [a, b] = await Promise.all([
      sharpe(key, body, { "idempotency-key": "race" }),
      sharpe(key, body, { "idempotency-key": "race" }),
    ]);
    expect([a.status, b.status].sort()).toEqual(
      a.headers.get("idempotent-replayed") || b.headers.get("idempotent-replayed") ? [200, 200] : [200, 409],
    );
    expect(await spent(accountId)).toBe(5);
  });
});

describe("Idempotency-Key's form", () => {
  // Issue 25 item 7: a key of any length and any characters was taken, stored and billed.
  const body = { sharpe: 1.3, n_trials: 10, n_obs: 500 };
  const ACCEPTED = "1 to 255 visible ASCII characters (letters, digits and punctuation, 0x21-0x7E)";

  async function stored(accountId: string, idempotencyKey: string) {
    return service.warehouse.db
      .selectFrom("idempotency_records")
      .select("key")
      .where("account_id", "=", accountId)
      .where("key", "=", idempotencyKey)
      .execute();
  }

  function overGraphql(key: string, idempotencyKey: string) {
    return rest("/graphql", bearer(key), {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify({ query: '{ priceSnapshot(ticker: "AAPL") { price } }' }),
    });
  }

  it.each([
    ["256 characters", "k".repeat(256), "256 characters are too many"],
    ["a tab", "run\t1", "it holds a character that is not visible ASCII"],
    ["a space", "run 1", "it holds a character that is not visible ASCII"],
    ["a letter outside ASCII", "clé-1", "it holds a character that is not visible ASCII"],
  ])("refuses a key of %s: 422 naming the header and what is accepted, nothing charged or stored", async (_what, idempotencyKey, why) => {
    const { key, accountId } = await keyFor("pro");
    const refused = await sharpe(key, body, { "idempotency-key": idempotencyKey });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.headers.get("x-credits-charged")).toBe("0");
    expect(refused.body.detail).toEqual({
      error_code: "validation_error",
      error_message: `Idempotency-Key: ${why}; accepted: ${ACCEPTED}.`,
      parameter: "Idempotency-Key",
      accepted: ACCEPTED,
    });
    const gql = await overGraphql(key, idempotencyKey);
    expect(gql.status, JSON.stringify(gql.body)).toBe(422);
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "Idempotency-Key", accepted: ACCEPTED },
    });
    expect(gql.body.data ?? null).toBeNull();
    expect(await spent(accountId)).toBe(0);
    expect(await stored(accountId, idempotencyKey)).toEqual([]);
  });

  it("takes a key of 255 visible ASCII characters and replays it", async () => {
    const { key, accountId } = await keyFor("pro");
    const idempotencyKey = `${"k".repeat(250)}-!~/=`;
    expect(idempotencyKey).toHaveLength(255);
    expect((await sharpe(key, body, { "idempotency-key": idempotencyKey })).status).toBe(200);
    const again = await sharpe(key, body, { "idempotency-key": idempotencyKey });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await spent(accountId)).toBe(5);
    expect(await stored(accountId, idempotencyKey)).toEqual([{ key: idempotencyKey }]);
  });
});

describe("graphql-ws", () => {
  function connect(key: string) {
    const client = createClient({
      url: `${service.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${key}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
    });
    const frames = (query: string, count: number) =>
      new Promise<any[]>((resolve, reject) => {
        const received: any[] = [];
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
    return { client, frames };
  }

  it("refuses connection_init for a disabled key or a suspended account with 4403", async () => {
    const disabled = await keyFor("enterprise");
    await disableKey(service.warehouse.db, disabled.id);
    const suspended = await keyFor("enterprise");
    await suspendAccount(service.warehouse.db, suspended.accountId);
    for (const key of [disabled.key, suspended.key]) {
      const { client, frames } = connect(key);
      await expect(frames('subscription { bars(symbols: ["SPY"]) { ticker } }', 1)).rejects.toMatchObject({
        code: 4403,
      });
      await client.dispose();
    }
  });

  it("bills a subscription once, however many frames it delivers, and refuses one outside the plan", async () => {
    const { key, accountId } = await keyFor("free");
    const { client, frames } = connect(key);
    const bars = await frames('subscription { bars(symbols: ["SPY"]) { ticker close } }', 5);
    expect(bars).toHaveLength(5);
    expect(bars[0].data.bars.ticker).toBe("SPY");
    expect(await spent(accountId)).toBe(1);
    const ledger = (await service.access?.backend.ledger(accountId, { limit: 10 })) ?? [];
    expect(ledger.map((l) => [l.operation, l.credits, l.outcome])).toEqual([
      ["svc_v3_stream_bars", 1, "charged"],
    ]);
    const refused = await frames(
      'subscription { bars(symbols: ["SPY"]) { instrument { momentum { value } } } }',
      1,
    );
    expect(refused[0].errors[0].extensions.code).toBe("plan_required");
    expect(await spent(accountId)).toBe(1);
    await client.dispose();
  });

  it("streams a caller's own events whatever user_id is passed", async () => {
    const mine = await keyFor("enterprise");
    const theirs = await keyFor("enterprise");
    const { client, frames } = connect(mine.key);
    const received = frames(
      `subscription { events(userId: "${theirs.accountId}") { userId type operations creditsCharged } }`,
      1,
    );
    // Give the subscription a moment to be registered before the events happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await rest(SNAPSHOT, bearer(theirs.key));
    await rest(SNAPSHOT, bearer(mine.key));
    const [event] = await received;
    expect(event.data.events).toEqual({
      userId: mine.accountId,
      type: "usage",
      operations: ["svc_v3_fundamentals_price_snapshot"],
      creditsCharged: 1,
    });
    await client.dispose();
  });
});

describe("per-user stream without a principal", () => {
  it("answers 403 when no authenticated principal is behind the operation", async () => {
    const open = await startTestService({ replay: false, auth: false });
    try {
      const client = createClient({
        url: `${open.url.replace("http", "ws")}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
      });
      const result = await new Promise<any>((resolve, reject) => {
        client.subscribe(
          { query: "subscription { events { type } }" },
          { next: resolve, error: reject, complete: () => resolve(null) },
        );
      });
      expect(result.errors[0].extensions).toMatchObject({ code: "forbidden", status: 403 });
      await client.dispose();
    } finally {
      await open.stop();
    }
  });
});
