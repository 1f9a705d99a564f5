/**
 * The execution routes (svc_v3_cost_estimate, _slippage, _twap_plan, _vwap_plan, _smart_route,
 * _hedging) through the REST shim and GraphQL, over real HTTP. Known answers were computed by hand
 * from the bundled files (a python pass over the CSVs with each formula written out):
 *
 * - prices/minute/SPY/2023-08-03_quote.csv: the median of the 390 regular minutes' (ask − bid) / mid
 *   is 0.222514 bps (381 minutes quote one cent);
 * - prices/daily/SPY.csv to 2021-03-31: σ_daily 0.00981062 (60 log returns from 2021-01-04), ADV
 *   92,788,377.25 (20 sessions from 2021-03-04), close 396.33; the Corwin–Schultz mean of the 20
 *   pairs from 2021-03-03 is 37.947431 bps (9 set to 0); the 22 open gaps of 2021-03-02..31 average
 *   37.9520 bps, median 35.1149, p95 (21st of 22) 98.4869, signed +7.2270;
 * - prices/minute/SPY/2023-08-03_trade.csv: 56,894,355 regular-hours shares, 7,231,961 of them
 *   09:30-10:00; hourly 13,771,413 / 9,801,521 / 6,235,546 / 6,119,479 / 5,765,316 / 5,857,738 /
 *   9,343,342 (15:30-16:00).
 *
 * The generic route rules (401, 422 at each bound, 404 unknown_ticker, not_found) are the contract
 * suite's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

/** A refusal: its status and error code, and nothing charged. */
async function refused(path: string, status: number, errorCode: string) {
  const answer = await get(path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers.get("x-credits-charged")).toBe("0");
  expect(answer.body.detail.error_code).toBe(errorCode);
  return answer.body.detail;
}

describe("GET /api/v3/execution/cost_estimate/{ticker}", () => {
  it("SPY, 100 shares: quoted half spread + square-root impact + commission, every input dated", async () => {
    const { status, headers, body } = await get("/api/v3/execution/cost_estimate/SPY");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      ticker: "SPY",
      qty: 100,
      side: "buy",
      reference_price: 396.33,
      reference_price_as_of: "2021-03-31",
      notional_usd: 39_633,
      spread_source: "minute_quotes",
      spread_as_of: "2023-08-03",
      spread_observations: 390,
      spread_observations_excluded: 0,
      spread_bps: 0.2225,
      half_spread_bps: 0.1113,
      daily_volatility: 0.00981062,
      volatility_returns: 60,
      volatility_window_start: "2021-01-04",
      adv_shares: 92_788_377,
      adv_sessions: 20,
      adv_window_start: "2021-03-04",
      // 1 × 0.00981062 × √(100 / 92,788,377.25) × 10,000.
      impact_bps: 0.1018,
      // 0.005 × 100 = 0.50, raised to the 1.00 minimum: 1 / 39,633 × 10,000 = 0.2523 bps.
      commission_usd: 1,
      commission_bps: 0.2523,
      // 0.11126 + 0.10185 + 0.25231 = 0.46542 bps of 39,633 = 1.84 USD.
      total_cost_bps: 0.4654,
      total_cost_usd: 1.84,
      as_of: "2021-03-31",
      is_stale: true,
      null_reasons: {},
    });
    expect(body.impact_model).toMatchObject({ coefficient: 1, participation_warning_above: 0.1 });
    expect(body.impact_model.coefficient_source).toContain("Physical Review X 1, 021006");
    expect(body.commission_schedule).toMatchObject({
      per_share_usd: 0.005,
      minimum_per_order_usd: 1,
      maximum_fraction_of_trade_value: 0.01,
    });
    expect(body.warnings).toEqual([
      expect.stringMatching(/^inputs_from_different_dates: the spread is from 2023-08-03/),
    ]);
    expect(body.units).toMatchObject({
      spread_bps: "bps",
      daily_volatility: "fraction",
      adv_shares: "shares",
    });
  });

  it("10,000,000 shares: impact grows with the square root, the participation warning is given", async () => {
    const { body } = await get("/api/v3/execution/cost_estimate/SPY?qty=10000000&side=sell");
    expect(body).toMatchObject({
      side: "sell",
      participation_of_adv: 0.107772,
      // 0.00981062 × √(10,000,000 / 92,788,377.25) × 10,000 = 32.2069 bps.
      impact_bps: 32.2069,
      commission_usd: 50_000,
      total_cost_bps: 32.4444,
    });
    expect(body.warnings).toContainEqual(expect.stringMatching(/^participation_above_10pct_of_adv/));
    expect(body.side_effect).toMatch(/^none/);
  });

  it("before the quote session has closed, the spread is the Corwin–Schultz estimate, labelled", async () => {
    // 2023-08-03 10:00:30 ET: the day's quotes are not a completed session yet.
    clock.set("2023-08-03T14:00:30Z");
    const { body } = await get("/api/v3/execution/cost_estimate/SPY");
    expect(body).toMatchObject({
      spread_source: "corwin_schultz_estimate",
      spread_bps: 37.9474,
      spread_window_start: "2021-03-03",
      spread_as_of: "2021-03-31",
      spread_observations: 20,
      spread_observations_excluded: 9,
      total_cost_bps: 19.3279,
    });
    expect(body.spread_method).toContain("Corwin & Schultz (2012)");
    expect(body.warnings).toContainEqual(expect.stringMatching(/^spread_estimated_from_daily_bars/));
    // At 16:05 ET the session is complete and its quotes are used.
    clock.set("2023-08-03T20:05:00Z");
    expect((await get("/api/v3/execution/cost_estimate/SPY")).body).toMatchObject({
      spread_source: "minute_quotes",
      spread_bps: 0.2225,
    });
  });

  it("JPM (a dividend-adjusted file): the bps figures, no dollar figure, each null with its reason", async () => {
    const { status, body } = await get("/api/v3/execution/cost_estimate/JPM");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      reference_price: null,
      notional_usd: null,
      commission_usd: null,
      total_cost_bps: null,
      price_basis: "split_dividend_adjusted",
      spread_source: "corwin_schultz_estimate",
    });
    expect(body.impact_bps).toEqual(expect.any(Number));
    expect(body.null_reasons).toMatchObject({
      reference_price: "close_basis_includes_dividends",
      commission_usd: expect.stringMatching(/^reference_price_unavailable/),
      total_cost_bps: "components_missing: commissionBps",
    });
  });

  it("refuses a crypto pair (404 crypto_model_unavailable) and a symbol without prices (503), not billed", async () => {
    await refused("/api/v3/execution/cost_estimate/X:BTCUSD", 404, "crypto_model_unavailable");
    // MMM is in the instrument master (S&P 500 list) without a daily price file.
    const detail = await refused("/api/v3/execution/cost_estimate/MMM", 503, "dataset_unavailable");
    expect(detail).toMatchObject({ dataset: "daily_prices", reason: "no_daily_bars_held" });
  });
});

describe("GET /api/v3/execution/slippage/{ticker}", () => {
  it("SPY over 30 days to 2021-03-31: the open against the previous close, stated as such", async () => {
    const { status, headers, body } = await get("/api/v3/execution/slippage/SPY");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      window_days: 30,
      window_start: "2021-03-02",
      window_end: "2021-03-31",
      observations: 22,
      measure: "open_vs_previous_close",
      mean_bps: 37.952,
      median_bps: 35.1149,
      p95_bps: 98.4869,
      mean_signed_bps: 7.227,
      realized_slippage_bps: null,
      fills_held: false,
      is_stale: true,
    });
    expect(body.measured_against).toMatch(/^the previous session's close/);
    expect(body.null_reasons.realized_slippage_bps).toMatch(/^no_fills_held/);
  });

  it("one day: the one gap, and no p95 from a single value", async () => {
    const { body } = await get("/api/v3/execution/slippage/SPY?window_days=1");
    // 2021-03-31: 395.35 / 394.73 − 1 = +15.7069 bps.
    expect(body).toMatchObject({
      observations: 1,
      mean_bps: 15.7069,
      mean_signed_bps: 15.7069,
      p95_bps: null,
    });
    expect(body.null_reasons.p95_bps).toBe("fewer_than_20_observations");
  });

  it("refuses a crypto pair", async () => {
    await refused("/api/v3/execution/slippage/X:BTCUSD", 404, "crypto_model_unavailable");
  });
});

describe("GET /api/v3/execution/twap_plan/{ticker}", () => {
  it("1,001 shares over 60 minutes: 60 one-minute slices of 16 or 17, the disclaimers as fields", async () => {
    const { status, headers, body } = await get("/api/v3/execution/twap_plan/SPY?qty=1001&minutes=60");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      qty: 1001,
      minutes: 60,
      kind: "even_slice_scenario",
      slice_minutes: 1,
      slice_count: 60,
      min_slice_shares: 16,
      max_slice_shares: 17,
      zero_share_slices: 0,
      guarantees: {
        liquidity_guarantee: false,
        calendar_guarantee: false,
        cost_guarantee: false,
        fill_guarantee: false,
      },
    });
    // ⌊(i+1)·1001/60⌋ − ⌊i·1001/60⌋.
    expect(body.slices.slice(0, 3).map((slice: { shares: number }) => slice.shares)).toEqual([16, 17, 17]);
    expect(body.slices.at(-1)).toEqual({
      index: 59,
      start_minute: 59,
      end_minute: 60,
      shares: 17,
      cumulative_shares: 1001,
    });
    expect(body.guarantees.disclaimer).toContain("no liquidity, calendar, cost or fill guarantee");
  });

  it("GraphQL: the same plan on Query and Instrument; a crypto pair nulls only its field", async () => {
    const { body } = await graphql(
      service,
      `{ twapPlan(ticker: "SPY", qty: 10, minutes: 60) { zeroShareSlices slices { shares } }
         instrument(ticker: "X:BTCUSD") { twapPlan { sliceCount } } }`,
    );
    expect(body.data.twapPlan.zeroShareSlices).toBe(50);
    expect(body.data.twapPlan.slices[5]).toEqual({ shares: 1 });
    expect(body.data.instrument).toEqual({ twapPlan: null });
    expect(body.errors?.[0]?.extensions?.code).toBe("crypto_model_unavailable");
  });
});

describe("GET /api/v3/execution/vwap_plan/{ticker}", () => {
  it("SPY by default: the curve of 2023-08-03, the last completed session held", async () => {
    const { status, headers, body } = await get("/api/v3/execution/vwap_plan/SPY?qty=1001");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      reference_date: "2023-08-03",
      reference_date_basis: "last_completed_session_held",
      half_day: false,
      minutes_per_slice: 30,
      slice_count: 13,
      regular_minutes: 390,
      minutes_with_bars: 390,
      session_volume: 56_894_355,
      // No SPY daily bar after 2021-03-31: the cross-check cannot be made, and says so.
      daily_volume_check: { status: "not_checked", daily_volume: null, reason: "no_daily_bar_on_date" },
      is_stale: true,
    });
    // 7,231,961 / 56,894,355 = 0.127112; ⌊1001 × 0.127112⌋ = 127.
    expect(body.slices[0]).toEqual({
      index: 0,
      start_minute: 0,
      end_minute: 30,
      start_et: "09:30",
      end_et: "10:00",
      volume: 7_231_961,
      volume_fraction: 0.127112,
      shares: 127,
      cumulative_shares: 127,
    });
    expect(body.slices.at(-1)).toMatchObject({ start_et: "15:30", end_et: "16:00", cumulative_shares: 1001 });
  });

  it("hourly slices: 242, 172, 110, 108, 101, 103, 165 shares of 1,001", async () => {
    const { body } = await get(
      "/api/v3/execution/vwap_plan/SPY?qty=1001&reference_date=2023-08-03&minutes_per_slice=60",
    );
    expect(body.reference_date_basis).toBe("requested");
    expect(body.slices.map((slice: { shares: number }) => slice.shares)).toEqual([
      242, 172, 110, 108, 101, 103, 165,
    ]);
    expect(body.slices.map((slice: { volume: number }) => slice.volume)).toEqual([
      13_771_413, 9_801_521, 6_235_546, 6_119_479, 5_765_316, 5_857_738, 9_343_342,
    ]);
  });

  it("AAPL 2014-06-09: the daily volume agrees with the minute bars once the later split is undone", async () => {
    // prices/daily/AAPL.csv 2014-06-09 volume 301,660,000 (split-adjusted) / 4 (2020-08-31) = 75,415,000;
    // regular-hours minute bars 72,875,948: 3.37% apart.
    const { body } = await get("/api/v3/execution/vwap_plan/AAPL");
    expect(body).toMatchObject({
      reference_date: "2014-06-09",
      session_volume: 72_875_948,
      daily_volume_check: {
        status: "consistent",
        daily_volume: 75_415_000,
        difference: 0.0336677,
        max_difference: 0.25,
      },
    });
  });

  it("a half day ends at 13:00 (GOOG 2015-12-24)", async () => {
    const { body } = await get(
      "/api/v3/execution/vwap_plan/GOOG?reference_date=2015-12-24&minutes_per_slice=60",
    );
    expect(body).toMatchObject({ half_day: true, regular_minutes: 210, slice_count: 4 });
    expect(body.slices.at(-1)).toMatchObject({ start_et: "12:30", end_et: "13:00" });
  });

  it("missing evidence is 503 unavailable with its reason, not billed", async () => {
    const detail = await refused(
      "/api/v3/execution/vwap_plan/SPY?reference_date=2015-01-05",
      503,
      "dataset_unavailable",
    );
    expect(detail).toMatchObject({
      status: "unavailable",
      reason: "no_minute_bars_for_session",
      reference_date: "2015-01-05",
    });
    const none = await refused("/api/v3/execution/vwap_plan/JPM", 503, "dataset_unavailable");
    expect(none).toMatchObject({ reason: "no_minute_bars_held" });
  });

  it("conflicting evidence is 503 unavailable: a daily volume the minute bars do not add up to", async () => {
    // In this file's private warehouse, SPY's 2013-10-04 daily volume (84,960,871, equal to its
    // regular-hours minute total) is doubled: the two sources now disagree by 50%.
    const db = service.warehouse.db;
    const where = (qb: typeof db) =>
      qb.updateTable("daily_bars").where("ticker", "=", "SPY").where("date", "=", "2013-10-04");
    await where(db)
      .set({ volume: 2 * 84_960_871 })
      .execute();
    try {
      const detail = await refused(
        "/api/v3/execution/vwap_plan/SPY?reference_date=2013-10-04",
        503,
        "dataset_unavailable",
      );
      expect(detail).toMatchObject({ status: "unavailable", reason: "minute_and_daily_volume_disagree" });
      expect(detail.detail).toContain("50.0% apart");
    } finally {
      await where(db).set({ volume: 84_960_871 }).execute();
    }
    expect(
      (await get("/api/v3/execution/vwap_plan/SPY?reference_date=2013-10-04")).body.daily_volume_check,
    ).toEqual({
      status: "consistent",
      daily_volume: 84_960_871,
      difference: 0,
      max_difference: 0.25,
      reason: null,
    });
  });

  it("refuses a date that is not a completed XNYS session with a 422 naming reference_date", async () => {
    for (const date of ["2015-01-03", "2023-07-04"]) {
      const detail = await refused(
        `/api/v3/execution/vwap_plan/SPY?reference_date=${date}`,
        422,
        "validation_error",
      );
      expect(detail).toMatchObject({ parameter: "reference_date" });
      expect(detail.error_message).toContain("not an XNYS session");
    }
    // 2023-08-03 10:00:30 ET: the day's session is under way; the default is the last completed one held.
    clock.set("2023-08-03T14:00:30Z");
    const early = await refused(
      "/api/v3/execution/vwap_plan/SPY?reference_date=2023-08-03",
      422,
      "validation_error",
    );
    expect(early.error_message).toContain("the last completed is 2023-08-02");
    expect((await get("/api/v3/execution/vwap_plan/SPY")).body.reference_date).toBe("2013-10-11");
  });

  it("refuses a crypto pair", async () => {
    await refused("/api/v3/execution/vwap_plan/X:BTCUSD", 404, "crypto_model_unavailable");
  });
});

describe("GET /api/v3/execution/smart_route/{ticker}", () => {
  it("withholds the venue mix with its reason and states what the data holds", async () => {
    const { status, headers, body } = await get("/api/v3/execution/smart_route/SPY?qty=3000&side=sell");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      lit_pct: null,
      dark_pct: null,
      algo_pct: null,
      adv_shares: 92_788_377,
      // The median bid size of SPY's 390 regular minutes of 2023-08-03 is 600 shares: 3,000 / 600.
      displayed_size_shares: 600,
      qty_over_displayed_size: 5,
      displayed_size_as_of: "2023-08-03",
      withheld: {
        lit_pct: "no_venue_volume_data_bundled",
        dark_pct: "no_venue_volume_data_bundled",
        algo_pct: "no_venue_volume_data_bundled",
      },
    });
    expect(body.basis).toMatch(/^withheld/);
  });

  it("AAPL: no minute quotes, so no displayed size, each said", async () => {
    const { body } = await get("/api/v3/execution/smart_route/AAPL");
    expect(body).toMatchObject({ displayed_size_shares: null, displayed_size_minutes: 0 });
    expect(body.withheld.displayed_size_shares).toBe("no_minute_quotes_held");
  });

  it("refuses a crypto pair", async () => {
    await refused("/api/v3/execution/smart_route/X:BTCUSD", 404, "crypto_model_unavailable");
  });
});

describe("GET /api/v3/institutional/hedging", () => {
  it("withholds every rule, naming what the held SPY and SPX chains lack; no collar", async () => {
    const { status, headers, body } = await get("/api/v3/institutional/hedging");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body.proposals).toBeNull();
    expect(body.proposals_reason).toMatch(/^every_rule_withheld/);
    const rules = Object.fromEntries(
      body.withheld_rules.map((rule: { rule: string; reasons: string[] }) => [rule.rule, rule.reasons]),
    );
    expect(rules.protective_put).toEqual(
      expect.arrayContaining([
        "end_of_day_snapshots_only",
        "SPY:no_puts_held",
        "SPY:iv_history_8_of_252_sessions",
      ]),
    );
    expect(rules.iv_term_structure_note).toEqual(expect.arrayContaining(["SPX:no_expiry_near_30_days"]));
    expect(rules.collar).toEqual(["not_offered: spec/02 hedging proposes no collar"]);
    // options/chains/SPY_2024-01-09.csv: 23 calls, strikes 404..413, OI on 9; SPXW_2023-06-23.csv: 12.
    expect(body.chains).toEqual([
      expect.objectContaining({
        underlying: "SPY",
        status: "held",
        snapshot_date: "2024-01-09",
        is_stale: true,
        contracts: 23,
        puts: 0,
        contracts_with_open_interest: 9,
        strike_min: 404,
        strike_max: 413,
        spot: null,
        spot_reason: "no_daily_bar_on_date",
      }),
      expect.objectContaining({
        underlying: "SPX",
        snapshot_date: "2023-06-23",
        calls: 6,
        puts: 6,
        expiries: 2,
      }),
    ]);
    expect(body).toMatchObject({ term_structure_premium: 0.05, as_of: "2024-01-09", is_stale: true });
    expect(body.units.term_structure_premium).toContain("relative");
  });

  it("sees no chain before its day has closed (2023-08-03: no SPY chain yet)", async () => {
    clock.set("2023-08-03T14:00:30Z");
    const { body } = await get("/api/v3/institutional/hedging");
    expect(body.chains[0]).toMatchObject({ underlying: "SPY", status: "no_chain_held", snapshot_date: null });
    expect(body.as_of).toBe("2023-06-23");
  });
});
