/**
 * The copilot routes (docs/COPILOT.md): one persisted GraphQL operation each, through the gateway,
 * over REST and as the same document sent to /graphql. Known answers are the graph's own: each
 * part must equal what the part's own route answers (the aggregation adds nothing and drops
 * nothing), plus the bundled data's figures where a test says. The generic route rules (401, the
 * 422s of every parameter, 404 unknown_ticker, envelope, OpenAPI schema) are the contract suite's.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const clock = fixedClock("2026-11-17T15:00:00Z");
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get, post } = restClient(() => service);

const documentOf = (name: string) =>
  readFileSync(new URL(`../../schema/catalogue/copilot/${name}.graphql`, import.meta.url), "utf8");

/** The account's spent credits, once the answer's settlement is written. */
async function spentBy(key: string): Promise<number> {
  const usage = await graphql(service, "{ usage { creditsSpent } }", {}, key);
  return usage.body.data.usage.creditsSpent;
}

describe("GET /api/v3/copilot/ticker_full/{ticker}", () => {
  it("gathers price, facts, signal, risk and news: each part as its own route answers it", async () => {
    const { status, headers, body } = await get("/api/v3/copilot/ticker_full/aapl");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("10");
    expect(body).toMatchObject({ ok: true, ticker: "AAPL", name: "Apple Inc.", asset_class: "equity" });
    expect(body.null_reasons).toEqual({});
    expect(body.part_errors).toEqual([]);
    // data/sample/prices/daily/AAPL.csv: the last close, 2022-12-29, 129.610001 (prev 126.040001).
    expect(body.price_snapshot).toMatchObject({
      price: 129.610001,
      price_date: "2022-12-29",
      prev_close: 126.040001,
      is_stale: true,
    });
    const snapshot = (await get("/api/v3/fundamentals/price_snapshot?ticker=AAPL")).body;
    for (const key of Object.keys(body.price_snapshot)) {
      if (key !== "price_age_seconds") expect(body.price_snapshot[key], key).toEqual(snapshot[key]);
    }
    const signal = (await get("/api/v3/intel/ml_prediction/AAPL")).body;
    for (const key of Object.keys(body.signal)) expect(body.signal[key], key).toEqual(signal[key]);
    expect(body.signal).toMatchObject({
      as_of: "2017-11-10",
      decile: 2,
      direction: "SHORT",
      not_a_forecast: true,
    });
    const facts = (await get("/api/v3/fundamentals/company_facts?ticker=AAPL")).body;
    expect(body.company_facts).toMatchObject({
      name: facts.name,
      market_cap: facts.market_cap,
      is_sp500: true,
    });
    const news = (await get("/api/v3/fundamentals/news?ticker=AAPL&limit=5")).body;
    expect(body.news.items.map((item: { id: string }) => item.id)).toEqual(
      news.items.map((item: { id: string }) => item.id),
    );
    // riskProfile has no route of its own: the same field through GraphQL.
    const risk = await graphql(
      service,
      '{ instrument(ticker: "AAPL") { riskProfile { var95 betaToSpy windowEnd } } }',
    );
    expect(body.risk_profile).toMatchObject({
      var95: risk.body.data.instrument.riskProfile.var95,
      beta_to_spy: risk.body.data.instrument.riskProfile.betaToSpy,
      window_end: "2022-12-29",
    });
  });

  it("answers a part the platform does not hold as null with its reason, and charges the answer", async () => {
    const { status, headers, body } = await get("/api/v3/copilot/ticker_full/SPY");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ticker: "SPY", asset_class: "etf", signal: null, news: null });
    expect(body.null_reasons).toEqual({ signal: "dataset_unavailable", news: "dataset_unavailable" });
    expect(body.part_errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          part: "signal",
          error_code: "dataset_unavailable",
          status: 503,
          reason: "etf_not_ranked",
          dataset: "signals_book",
        }),
        expect.objectContaining({ part: "news", error_code: "dataset_unavailable", reason: "no_news_held" }),
      ]),
    );
    expect(body.price_snapshot.price_date).toBe("2021-03-31");
    // Data not held is part of a complete answer: retrying would not change it.
    expect(headers.get("x-credits-charged")).toBe("10");
  });

  it("refuses an unknown ticker with its 404, unbilled", async () => {
    const { status, headers, body } = await get("/api/v3/copilot/ticker_full/ZZZZQ");
    expect(status).toBe(404);
    expect(body.detail).toMatchObject({ error_code: "unknown_ticker", ticker: "ZZZZQ" });
    expect(headers.get("x-credits-charged")).toBe("0");
  });

  it("is the same operation through /graphql: one copilot line of 10 credits, not the products it reaches", async () => {
    const rest = (await get("/api/v3/copilot/ticker_full/AAPL")).body;
    const { body } = await graphql(service, documentOf("ticker_full"), { ticker: "AAPL" });
    expect(body.errors).toBeUndefined();
    const { instrument } = body.data;
    expect(instrument.signal).toEqual(rest.signal);
    expect(instrument.risk_profile).toEqual(rest.risk_profile);
    expect(body.extensions.billing).toMatchObject({ credits_quoted: 10, credits_charged: 10 });
    expect(body.extensions.billing.lines).toEqual([
      {
        operation: "svc_copilot_ticker_full",
        product: "copilot",
        credits: 10,
        outcome: "charged",
        error_code: null,
      },
    ]);
    // One field less and it is another query, priced by the products it reaches.
    const edited = await graphql(service, documentOf("ticker_full").replace("asset_class: assetClass", ""), {
      ticker: "AAPL",
    });
    expect(edited.body.extensions.billing.lines.map((line: { operation: string }) => line.operation)).toEqual(
      [
        "join:market_data",
        "join:fundamentals",
        "join:quant_signals",
        "join:risk_analytics",
        "join:news_sentiment",
      ],
    );
  });
});

describe("the copilot product: Expert and above, or the copilot add-on on a paid plan", () => {
  it("refuses Pro with 402 plan_required naming the copilot, charging nothing; serves Expert and Pro with the add-on", async () => {
    const pro = await issueKey(service.warehouse.db, "pro", { plan: "pro" });
    const refused = await get("/api/v1/copilot/score/AAPL", pro.key);
    expect(refused.status).toBe(402);
    expect(refused.headers.get("x-credits-charged")).toBe("0");
    expect(refused.body.detail).toMatchObject({
      error_code: "plan_required",
      tool_group: "copilot",
      current_plan: "pro",
      unlocked_by: ["expert", "enterprise"],
    });
    const refusedPost = await post("/api/v1/copilot/portfolio", { tickers: ["AAPL"] }, pro.key);
    expect(refusedPost.status).toBe(402);
    expect(await spentBy(pro.key)).toBe(0);

    const expert = await issueKey(service.warehouse.db, "expert", { plan: "expert" });
    expect((await get("/api/v1/copilot/score/AAPL", expert.key)).status).toBe(200);
    const addOn = await issueKey(service.warehouse.db, "pro+copilot", { plan: "pro", addons: ["copilot"] });
    const served = await get("/api/v3/copilot/ticker_full/JPM", addOn.key);
    expect(served.status).toBe(200);
    expect(await spentBy(addOn.key)).toBe(10);
    // Add-ons sit on a paid plan: Free with the copilot add-on is still refused.
    const free = await issueKey(service.warehouse.db, "free+copilot", { plan: "free", addons: ["copilot"] });
    expect((await get("/api/v1/copilot/score/AAPL", free.key)).status).toBe(402);
  });
});

describe("GET /api/v1/copilot/score/{ticker}", () => {
  it("is the book's score with each voter's contribution, and the Kelly sizing withheld with its reasons", async () => {
    const { status, body } = await get("/api/v1/copilot/score/JPM");
    expect(status).toBe(200);
    const signal = (await get("/api/v3/intel/ml_prediction/JPM")).body;
    expect(body.signal).toMatchObject({
      as_of: "2017-11-10",
      blended_score: signal.blended_score,
      rank: signal.rank,
      decile: 8,
      direction: "LONG",
      point_estimate_supported: false,
    });
    // The contributions sum to the blended score (docs/SIGNALS.md).
    const sum = body.signal.voters.reduce(
      (total: number, voter: { contribution: number }) => total + voter.contribution,
      0,
    );
    expect(sum).toBeCloseTo(body.signal.blended_score, 12);
    const kelly = (await get("/api/v3/validation/JPM/kelly_uncertainty")).body;
    expect(body.kelly_uncertainty).toMatchObject({
      kelly_fraction: null,
      kelly_fraction_status: "withheld",
      withheld_reasons: ["book_stale", "magnitude_unsupported", "missing_input"],
      warning: kelly.warning,
    });
    expect(body.price_snapshot).toMatchObject({ price: 97.51, price_date: "2017-11-10" });
  });
});

describe("the copilot portfolio: GET and POST", () => {
  it("sizes by weights and weighs each position's figures into the portfolio's", async () => {
    const { status, headers, body } = await post("/api/v1/copilot/portfolio", {
      tickers: ["AAPL", "JPM"],
      weights: [0.6, -0.4],
    });
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("10");
    expect(body).toMatchObject({ sizing: "weights" });
    const [aapl, jpm] = body.positions;
    expect(aapl).toMatchObject({
      ticker: "AAPL",
      side: "long",
      weight: 0.6,
      quantity: null,
      part_errors: [],
    });
    expect(jpm).toMatchObject({ ticker: "JPM", side: "short", weight: -0.4 });
    expect(aapl.null_reasons).toEqual({ quantity: "sized_by_weights", market_value: "sized_by_weights" });
    // Recomputed here from the positions' own parts (rest-shim/copilot/portfolio.test.ts holds the digits).
    const score = (p: { signal: { blended_score: number } }) => p.signal.blended_score;
    expect(body.portfolio.signal_alignment).toBeCloseTo(0.6 * score(aapl) - 0.4 * score(jpm), 12);
    expect(body.portfolio.signal_alignment).toBeCloseTo(-0.4277459388660111, 12);
    expect(body.portfolio.beta_to_spy).toBeCloseTo(
      0.6 * aapl.risk_profile.beta_to_spy - 0.4 * jpm.risk_profile.beta_to_spy,
      12,
    );
    expect(body.portfolio).toMatchObject({
      positions: 2,
      gross_exposure: 1,
      long_exposure: 0.6,
      short_exposure: 0.4,
      signal_coverage: 1,
      signal_positions: 2,
      book_agreement: 0,
      book_opposition: 1,
      signal_as_of: "2017-11-10",
      signal_is_stale: true,
      null_reasons: {},
    });
    // Each book-wide figure names its window (issue 29): the betas are the universe's (to
    // 2017-11-10), AAPL's volatility its own file's (to 2022-12-29).
    expect(aapl.risk_profile).toMatchObject({ beta_window_end: "2017-11-10", window_end: "2022-12-29" });
    expect(jpm.risk_profile).toMatchObject({ beta_window_end: "2017-11-10", window_end: "2017-11-10" });
    const earliest = (a: string, b: string) => (a < b ? a : b);
    expect(body.portfolio).toMatchObject({
      beta_to_spy_window_start: earliest(
        aapl.risk_profile.beta_window_start,
        jpm.risk_profile.beta_window_start,
      ),
      beta_to_spy_window_end: "2017-11-10",
      volatility_bound_window_start: earliest(aapl.risk_profile.window_start, jpm.risk_profile.window_start),
      volatility_bound_window_end: "2022-12-29",
    });
    // The GET form is the same operation and answer.
    const viaGet = await get("/api/v1/copilot/portfolio?tickers=AAPL,JPM&weights=0.6,-0.4");
    expect(viaGet.status).toBe(200);
    const { timestamp: _a, ...postAnswer } = body;
    const { timestamp: _b, ...getAnswer } = viaGet.body;
    expect(getAnswer).toEqual(postAnswer);
  });

  it("sizes by quantities at each position's price; equal weights when neither is given", async () => {
    const { body } = await post("/api/v1/copilot/portfolio", {
      tickers: ["AAPL", "JPM"],
      quantities: [100, -50],
    });
    // 100 × 129.610001 and −50 × 97.51 over their gross 17,836.5001.
    expect(body.sizing).toBe("quantities");
    expect(body.positions[0].market_value).toBeCloseTo(12_961.0001, 8);
    expect(body.positions[0].weight).toBeCloseTo(0.7266560158850895, 14);
    expect(body.positions[1]).toMatchObject({ side: "short", quantity: -50, market_value: -4875.5 });
    expect(body.portfolio.gross_exposure).toBeCloseTo(1, 14);
    const equal = await get("/api/v1/copilot/portfolio?tickers=AAPL,SPY");
    expect(equal.body.sizing).toBe("equal_weights");
    expect(equal.body.positions.map((p: { weight: number }) => p.weight)).toEqual([0.5, 0.5]);
    // SPY is not ranked: the averages cover AAPL's half of the book; the sums cover both.
    expect(equal.body.positions[1]).toMatchObject({
      signal: null,
      null_reasons: { signal: "dataset_unavailable" },
    });
    expect(equal.body.portfolio).toMatchObject({ signal_coverage: 0.5, signal_positions: 1 });
    expect(equal.body.portfolio.beta_to_spy).not.toBeNull();
  });

  it("takes an instrument listed twice as one position of two lots, their sizes added", async () => {
    const { status, body } = await post("/api/v1/copilot/portfolio", {
      tickers: ["AAPL", "JPM", "aapl"],
      weights: [0.3, -0.5, 0.2],
    });
    expect(status).toBe(200);
    expect(
      body.positions.map((p: { ticker: string; weight: number; lots: number }) => [
        p.ticker,
        p.weight,
        p.lots,
      ]),
    ).toEqual([
      ["AAPL", 0.5, 2],
      ["JPM", -0.5, 1],
    ]);
    expect(body.portfolio).toMatchObject({ positions: 2, gross_exposure: 1, net_exposure: 0 });
    const equal = await get("/api/v1/copilot/portfolio?tickers=AAPL,AAPL,JPM,JPM");
    expect(equal.body.positions.map((p: { weight: number }) => p.weight)).toEqual([0.5, 0.5]);
  });

  it("refuses the rules across its inputs with a 422 naming the parameter, unbilled", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ tickers: ["AAPL", "JPM"], weights: [1, 1], quantities: [1, 1] }, "quantities", /both given/],
      [{ tickers: ["AAPL", "JPM"], weights: [1] }, "weights", /1 weights for 2 tickers/],
      [{ tickers: ["AAPL", "aapl"], weights: [0.5, -0.5] }, "weights", /lots of AAPL net to 0/],
      [{ tickers: ["AAPL", "JPM"], quantities: [10, 0] }, "quantities", /quantities\[1\] is 0/],
      [{ tickers: ["AAPL"], weights: [11] }, "weights", /out of range/],
      [{ tickers: ["AAPL"], sizes: [1] }, "sizes", /Unknown body properties: sizes/],
    ];
    for (const [input, parameter, message] of cases) {
      const { status, headers, body } = await post("/api/v1/copilot/portfolio", input);
      expect(status, JSON.stringify(input)).toBe(422);
      expect(body.detail.parameter).toBe(parameter);
      expect(body.detail.error_message).toMatch(message);
      expect(headers.get("x-credits-charged")).toBe("0");
    }
    const unknown = await get("/api/v1/copilot/portfolio?tickers=AAPL,ZZZZQ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    const undeclared = await get("/api/v1/copilot/portfolio?tickers=AAPL&sizes=1");
    expect(undeclared.status).toBe(422);
  });

  it("binds an Idempotency-Key to the whole body: the weights too", async () => {
    const { key } = await issueKey(service.warehouse.db, "idempotent", { plan: "expert" });
    const send = (weights: number[]) =>
      post(
        "/api/v1/copilot/portfolio",
        { tickers: ["AAPL", "SPY"], weights },
        { key, headers: { "idempotency-key": "copilot-1" } },
      );
    const first = await send([0.5, 0.5]);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-credits-charged")).toBe("10");
    // The same body again: replayed, nothing charged (SPY's not-held signal does not make it a retry).
    const replay = await send([0.5, 0.5]);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.portfolio).toEqual(first.body.portfolio);
    // Other weights under the same key: another body.
    const reused = await send([0.9, 0.1]);
    expect(reused.status).toBe(422);
    expect(reused.body.detail.error_code).toBe("idempotency_key_reused");
    expect(await spentBy(key)).toBe(10);
  });
});
