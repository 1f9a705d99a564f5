/**
 * The signals routes that read market state (docs/REGIME.md), besides the regime family
 * (regime.e2e.test.ts): veto state, cross-asset buckets, the crypto sitting sleeve, the TA master read
 * and the research knowledge base, through REST and GraphQL over HTTP on the warehouse built from
 * data/sample, with the clock pinned per test. Known answers are recomputed here from the raw CSVs.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { routeFor } from "../../rest-shim/routeOrder.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { restClient } from "../support/rest.js";
import { samplePath } from "../support/routePaths.js";
import { sampleCsv, sampleSeries } from "../support/sampleCsv.js";
import { graphql, type TestService, test } from "../support/service.js";

const TODAY = "2026-11-17T15:00:00Z";
const clock = fixedClock(TODAY);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const rest = restClient(() => service);
/** A GET with the service's clock at `at`. */
function get(path: string, at = TODAY, key?: string) {
  clock.set(at);
  return rest.get(path, key);
}

describe("GET /api/v3/signals/veto_state", () => {
  it("2020-03-17 11:00 ET, the day after the market-wide halt: every data rule is active", async () => {
    // SPY.csv: 2020-03-13 close 269.32, 2020-03-16 low 237.37; 1 - 237.37/269.32 = 11.8632 %.
    const decline = Math.round((1 - 237.37 / 269.32) * 100 * 1e4) / 1e4;
    const { status, headers, body } = await get("/api/v3/signals/veto_state", "2020-03-17T15:00:00Z");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      any_active: true,
      active_count: 5,
      evaluated_count: 5,
      not_evaluated_count: 2,
      active_vetoes: [
        "regime_risk_off",
        "vix_spike",
        "vix_extreme",
        "credit_spread_widening",
        "market_wide_circuit_breaker",
      ],
      as_of: "2020-03-16",
      stale: false,
    });
    const veto = (id: string) => body.vetoes.find((v: { id: string }) => v.id === id);
    expect(veto("market_wide_circuit_breaker")).toMatchObject({
      kind: "circuit_breaker",
      status: "active",
      value: decline,
      threshold: 7,
      unit: "percent",
      as_of: "2020-03-16",
    });
    // vix_daily.csv: 82.69 on 2020-03-16 over the mean of the 20 closes before it.
    const vix = sampleSeries("macro/vix_daily.csv", "DATE", "CLOSE").filter((c) => c.date < "2020-03-16");
    const mean = vix.slice(-20).reduce((sum, c) => sum + c.value, 0) / 20;
    expect(veto("vix_spike").value).toBeCloseTo(82.69 / mean, 4);
    // BAMLH0A0HYM2.csv: 8.38 on 2020-03-16, 3.61 on 2020-02-18 (20 observations before): +477 bp.
    expect(veto("credit_spread_widening")).toMatchObject({ value: 477, as_of: "2020-03-16" });
    expect(veto("prediction_book_stale")).toMatchObject({ status: "not_evaluated", active: null });
    expect(veto("prediction_book_stale").reason).toMatch(/^needs_prediction_book/);
  });

  it("today: nothing active, every input labelled stale", async () => {
    const { body } = await get("/api/v3/signals/veto_state");
    expect(body).toMatchObject({ any_active: false, active_count: 0, stale: true });
    const { body: gql } = await graphql(service, "{ vetoState { anyActive vetoes { id status stale } } }");
    expect(gql.data.vetoState.vetoes[0]).toEqual({ id: "regime_risk_off", status: "inactive", stale: true });
  });
});

describe("GET /api/v3/signals/cross_asset", () => {
  it("2021-12-31 12:00 ET: each input through its own publication lag", async () => {
    const { status, headers, body } = await get("/api/v3/signals/cross_asset", "2021-12-31T17:00:00Z");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    // vix_daily.csv 2021-12-30 close 17.33; Treasury 2021-12-30: 3m 0.05, 2y 0.73, 10y 1.52, 30y 1.93.
    expect(body.volatility).toMatchObject({ vix: 17.33, as_of: "2021-12-30", invalid_fields: [] });
    expect(body.rates).toMatchObject({
      yield_3m: 0.05,
      yield_2y: 0.73,
      yield_10y: 1.52,
      yield_30y: 1.93,
      spread_2s10s_bps: 79,
      spread_3m10y_bps: 147,
      as_of: "2021-12-30",
    });
    // DTWEXBGS is published weekly: 8 days' lag, so 2021-12-23's 115.5469 is the newest.
    const usd = sampleSeries("macro/fred/DTWEXBGS.csv", "date", "value").filter(
      (o) => o.date <= "2021-12-23",
    );
    const momentum = (115.5469 / (usd.at(-21) as { value: number }).value - 1) * 100;
    expect(body.fx).toMatchObject({
      usd_index_broad: 115.5469,
      usd_proxy_eur_per_usd: null,
      dx_front: null,
      as_of: "2021-12-23",
      dxy_momentum_window_observations: 20,
    });
    expect(body.fx.dxy_momentum).toBeCloseTo(momentum, 4);
    expect(body.fx.dxy_momentum_basis).toContain("DTWEXBGS");
    expect(body.fx.dx_front_reason).toMatch(/^no_dollar_index_futures_source/);
    expect(body.fx.usd_proxy_eur_per_usd_reason).toMatch(/^no_eur_usd_series_held/);
    expect(body.fx.null_reasons).toHaveProperty("usd_proxy_eur_per_usd");
    // BAMLC0A0CM 0.97 and BAMLH0A0HYM2 3.09 on 2021-12-30: 212 bp apart.
    expect(body.credit).toMatchObject({
      ig_oas: 0.97,
      hy_oas: 3.09,
      hy_minus_ig_bps: 212,
      as_of: "2021-12-30",
    });
    expect(body).toMatchObject({ as_of: "2021-12-30", stale: false, invalid_fields: [] });
  });

  it("answers over GraphQL", async () => {
    clock.set("2021-12-31T17:00:00Z");
    const { body } = await graphql(
      service,
      "{ crossAssetSignals { fx { dxFront dxFrontReason } rates { spread_2s10sBps } } }",
    );
    expect(body.data.crossAssetSignals.rates.spread_2s10sBps).toBe(79);
    expect(body.data.crossAssetSignals.fx.dxFront).toBeNull();
  });
});

describe("GET /api/crypto/sitting", () => {
  const flags = {
    signal_quality_mode: "ordering_only",
    edge: "no_measurable_edge",
    not_a_forecast: true,
    do_not_place_from_mover_rank: true,
    do_not_place_from_score: true,
    crypto_available: false,
    decile_convention: "10_is_best",
    asset_class: "crypto",
  };

  it("2018-04-06 00:30 UTC: the three pairs ranked; ETH's 1-hour momentum from its minute file", async () => {
    const { status, headers, body } = await get("/api/crypto/sitting", "2018-04-06T00:30:00Z");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({ ...flags, ranked_count: 3, sleeve_n: 20, excluded: [] });
    // ETHUSD/2018-04-05_trade.csv: 23:59 bar close 381.55, 22:59 bar (ending 23:00) close 383.77.
    const eth = sampleCsv("crypto/minute/ETHUSD/2018-04-05_trade.csv");
    const at = (ts: string) => Number(eth.find((row) => row.ts === ts)?.close);
    const expected = at("2018-04-05T23:59:00+00:00") / at("2018-04-05T22:59:00+00:00") - 1;
    const ethRow = body.rows.find((row: { ticker: string }) => row.ticker === "X:ETHUSD");
    expect(ethRow.momentum.momentum_1h).toBeCloseTo(expected, 8);
    expect(ethRow).toMatchObject({
      symbol: "ETH",
      as_of: "2018-04-06T00:00:00.000Z",
      sentiment: null,
      event_shocks: null,
    });
    expect(ethRow.sentiment_reason).toBe("no_sentiment_source_connected");
    // Each row's score is the mean of its lane percentiles; rows come best first, ranks 1..3.
    for (const row of body.rows) {
      const used = ["momentum_1h", "momentum_4h", "momentum_1d", "momentum_7d", "dollar_volume_24h"]
        .map((lane) => row.percentiles[lane])
        .filter((p: number | null) => p !== null);
      expect(row.blended_score).toBeCloseTo(used.reduce((a: number, b: number) => a + b, 0) / used.length, 6);
      expect(row.decile).toBe(Math.min(10, Math.floor(row.blended_score * 10) + 1));
    }
    expect(body.rows.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3]);
    expect(body.rows[0].ticker).toBe("X:BTCUSD");
    expect(body.lanes).toContain("dollar_volume_24h");
  });

  it("sleeve_n and the dollar-volume floor", async () => {
    const one = (await get("/api/crypto/sitting?sleeve_n=1", "2018-04-06T00:30:00Z")).body;
    expect(one.rows).toHaveLength(1);
    expect(one.ranked_count).toBe(3);
    // 2018-04-05 dollar volumes: BTC about 93.2 M, LTC 41.3 M, ETH 34.8 M.
    const floor = (await get("/api/crypto/sitting?min_dollar_volume=50000000", "2018-04-06T00:30:00Z")).body;
    expect(floor.rows.map((row: { ticker: string }) => row.ticker)).toEqual(["X:BTCUSD"]);
    expect(floor.excluded.map((e: { ticker: string; reason: string }) => [e.ticker, e.reason])).toEqual([
      ["X:ETHUSD", "below_floor"],
      ["X:LTCUSD", "below_floor"],
    ]);
  });

  it("today: BTC's 2025 bars cannot be ranked against ETH's and LTC's of 2018; the answer says so", async () => {
    const { body } = await get("/api/crypto/sitting");
    expect(body).toMatchObject({
      ...flags,
      ranked_count: 1,
      is_stale: true,
      book_as_of: "2025-09-24T23:59:59.999Z",
    });
    expect(body.rows[0]).toMatchObject({ ticker: "X:BTCUSD", rank: null, blended_score: null, decile: null });
    expect(body.rows[0].blended_score_reason).toMatch(/^no_lane_ranked/);
    expect(body.excluded.map((e: { reason: string }) => e.reason)).toEqual([
      "as_of_not_comparable",
      "as_of_not_comparable",
    ]);
  });

  it("is the sitting route, not /api/crypto/{ticker} with ticker 'sitting'; the quote route still answers", async () => {
    const sitting = await get("/api/crypto/sitting");
    expect(sitting.status).toBe(200);
    expect(sitting.body).toHaveProperty("ranked_count");
    const quote = await get("/api/crypto/BTC");
    expect(quote.status).toBe(200);
    expect(quote.headers.get("x-credits-charged")).toBe("1");
  });

  it("answers over GraphQL", async () => {
    clock.set("2018-04-06T00:30:00Z");
    const { body } = await graphql(
      service,
      "{ cryptoSitting(sleeveN: 2) { rankedCount rows { ticker decile } } }",
    );
    expect(body.data.cryptoSitting.rankedCount).toBe(3);
    expect(body.data.cryptoSitting.rows).toHaveLength(2);
  });
});

describe("a literal path segment wins over a parameter, on every route the table shadows", () => {
  it("each literal route's path reaches that route over HTTP", async () => {
    const routes = (await loadRoutes()).filter(
      (route) => route.method === "GET" && route.operation === "query",
    );
    const shadowed = routes.filter((route) =>
      routes.some(
        (other) => other !== route && routeFor([other], "GET", route.path.replace(/\{\w+\}/g, "X1")),
      ),
    );
    expect(shadowed.map((route) => route.path)).toContain("/api/crypto/sitting");
    for (const route of shadowed) {
      const path = samplePath(route, "AAPL") as string;
      expect(routeFor(routes, "GET", path.split("?")[0] as string)?.name, path).toBe(route.name);
      const { status, headers, body } = await get(path);
      // The parameter route would answer 404 unknown_ticker for the literal segment.
      expect(status, `${path} ${JSON.stringify(body).slice(0, 200)}`).not.toBe(404);
      if (status === 200) expect(headers.get("x-credits-charged"), path).toBe(String(route.credits));
    }
  });
});

describe("GET /api/v3/skills/ta_master/{ticker}", () => {
  /** Wilder's RSI 14 over the 400 SPY sessions ending `through`, from the CSV. */
  function spyRsi(through: string): number {
    const closes = sampleSeries("prices/daily/SPY.csv", "date", "close")
      .filter((c) => c.date <= through)
      .slice(-400)
      .map((c) => c.value);
    let gain = 0;
    let loss = 0;
    for (let i = 1; i < closes.length; i++) {
      const move = (closes[i] as number) - (closes[i - 1] as number);
      const [g, l] = [Math.max(move, 0), Math.max(-move, 0)];
      if (i <= 14) {
        gain += g / 14;
        loss += l / 14;
      } else {
        gain = (gain * 13 + g) / 14;
        loss = (loss * 13 + l) / 14;
      }
    }
    return 100 - 100 / (1 + gain / loss);
  }

  it("SPY at 2021-01-04 10:00 ET: as of 2020-12-31, RSI 14 as recomputed from the CSV", async () => {
    const { status, headers, body } = await get("/api/v3/skills/ta_master/SPY", "2021-01-04T15:00:00Z");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      ticker: "SPY",
      asset_class: "etf",
      as_of: "2020-12-31",
      is_stale: false,
      bars_used: 400,
      price_basis: "unadjusted",
      close: 373.88,
      rsi_state: "neutral",
      null_reasons: {},
      units: { close: "usd_per_share", rsi14: "index_0_100", atr14_pct: "percent" },
    });
    expect(body.rsi14).toBeCloseTo(spyRsi("2020-12-31"), 4);
    expect(body.rsi14).toBeCloseTo(65.7026, 4);
  });

  it("is also a field of Instrument, with the same figures", async () => {
    clock.set("2021-01-04T15:00:00Z");
    const { body } = await graphql(
      service,
      '{ instrument(ticker: "SPY") { taMaster { asOf rsi14 trend } } taMaster(ticker: "SPY") { rsi14 } }',
    );
    expect(body.data.instrument.taMaster.asOf).toBe("2020-12-31");
    expect(body.data.instrument.taMaster.rsi14).toBeCloseTo(spyRsi("2020-12-31"), 4);
    expect(body.data.taMaster.rsi14).toBe(body.data.instrument.taMaster.rsi14);
  });

  it("today: SPY's last bar (2021-03-31), labelled stale", async () => {
    const { body } = await get("/api/v3/skills/ta_master/SPY");
    expect(body).toMatchObject({ as_of: "2021-03-31", is_stale: true });
    expect(body.stale_reason).toContain("2021-03-31");
  });

  it("crypto answers what its bars support: ETH has one whole UTC day, so only its close", async () => {
    const { status, body } = await get("/api/v3/skills/ta_master/X:ETHUSD", "2018-04-06T00:30:00Z");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      as_of: "2018-04-05",
      bars_used: 1,
      close: 381.55,
      rsi14: null,
      support: [],
    });
    expect(body.null_reasons.rsi14).toBe("insufficient_history: needs 15 daily bars, 1 held");
    expect(body.units.close).toBe("usd_per_coin");
  });

  it("402 plan_required below Pro (execution and research)", async () => {
    const starter = await issueKey(service.warehouse.db, "starter ta", { plan: "starter" });
    const { status, body } = await get("/api/v3/skills/ta_master/SPY", TODAY, starter.key);
    expect(status).toBe(402);
    expect(body.detail).toMatchObject({ error_code: "plan_required", tool_group: "execution_research" });
  });
});

describe("GET /api/research/knowledge", () => {
  it("lists the methods from the code's own rule tables, each pointing at a documented section", async () => {
    const { status, headers, body } = await get("/api/research/knowledge");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body.source).toBe("code_declarations");
    expect(body.count).toBe(body.entries.length);
    const rules = body.entries.find((entry: { id: string }) => entry.id === "regime.rules");
    expect(rules.parameters).toEqual(
      expect.arrayContaining([
        { name: "trend_sessions", value: 200, unit: "sessions" },
        { name: "stress_vix", value: 30, unit: "index_points" },
        { name: "calm_vix_below", value: 20, unit: "index_points" },
      ]),
    );
    const names = new Set((await loadRoutes()).map((route) => route.name));
    const doc = readFileSync(new URL("../../docs/REGIME.md", import.meta.url), "utf8");
    const anchors = new Set(
      [...doc.matchAll(/^#+ (.+)$/gm)].map((m) =>
        (m[1] as string)
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, "")
          .replace(/ /g, "-"),
      ),
    );
    for (const entry of body.entries) {
      for (const operation of entry.operations) expect(names, entry.id).toContain(operation);
      expect(anchors, entry.id).toContain(entry.docs.split("#")[1]);
    }
  });
});
