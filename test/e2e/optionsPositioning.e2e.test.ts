/**
 * The options routes computed from the bundled chains, through the REST shim and the gateway over
 * real HTTP: svc_v3_tape_options_chain, svc_v3_intel_gex, svc_v3_intel_vol_surface, and the
 * Instrument fields joining them to price and statements. Known answers from
 * data/sample/options/chains/AAPL_2014-06-10.csv by an independent Python pass (see
 * subgraphs/intel/domain/optionsPositioning.test.ts), spot 94.25 (AAPL's 2014-06-10 close as traded).
 * The generic route rules (401, 404 unknown_ticker, OpenAPI shape) are the contract suite's.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

describe("GET /api/v3/tape/options_chain/{ticker}", () => {
  it("AAPL: the 2014-06-10 chain, pre-split twins labelled apart, summary over the current basis", async () => {
    const { status, headers, body } = await get("/api/v3/tape/options_chain/AAPL?limit=2");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      snapshot_day: "2014-06-10",
      is_stale: true,
      available_dates: ["2014-06-10"],
      underlying_price: 94.25,
      matched: 4360,
      count: 2,
      summary: {
        contracts: 2180,
        expirations: 12,
        call_open_interest: 9_020_496,
        put_open_interest: 6_000_434,
        // 6,000,434 / 9,020,496 and 494,643 / 836,999.
        put_call_open_interest_ratio: 0.6652,
        put_call_volume_ratio: 0.590972,
        front_month_expiry: "2014-06-21",
      },
      coverage: {
        kind: "full_chain",
        pre_split_contracts: 2180,
        split_ratio: 7,
        capture_window_applied: false,
      },
      source_files: ["options/chains/AAPL_2014-06-10.csv"],
    });
    expect(body.summary.front_month_atm_iv).toBeCloseTo(0.176898, 4);
    expect(body.coverage.note).toContain("pre-split twins");
    // Sorted by open interest: 2015-01-17 100 C (249,595) leads.
    expect(body.contracts[0]).toMatchObject({
      expiry: "2015-01-17",
      dte: 221,
      strike: 100,
      right: "C",
      strike_basis: "current",
      open_interest: 249_595,
      bid: null,
      ask: null,
      mid: null,
      vwap: null,
      last: 4.52,
      volume: 8372,
      notional_usd: 3_784_144,
      // The source computed no IV for it (0): null with its reason, not 0.
      implied_volatility: null,
      underlying_price: 94.25,
      null_reasons: { bid: "no_quotes_in_source", implied_volatility: "not_computed_by_source" },
    });
  });

  it("filters: puts of 2014-07-19 with open interest ≥ 50,000, by open interest", async () => {
    const { status, body } = await get(
      "/api/v3/tape/options_chain/AAPL?contract_type=put&expiration=2014-07-19&min_open_interest=50000",
    );
    expect(status).toBe(200);
    expect(
      body.contracts.map((c: { strike: number; open_interest: number }) => [c.strike, c.open_interest]),
    ).toEqual([
      [100, 97_884],
      [79.29, 86_847],
      [78.57, 56_737],
      [85.71, 51_150],
    ]);
    const p = await get(
      "/api/v3/tape/options_chain/AAPL?contract_type=P&expiration=2014-07-19&min_open_interest=50000",
    );
    expect(p.body.count).toBe(4);
  });

  it("sort=notional: 2014-10-18 92.86 C, 26,849 × 5.90 × 100 = 15,840,910 USD", async () => {
    const { body } = await get("/api/v3/tape/options_chain/AAPL?sort=notional&limit=1");
    expect(body.contracts[0]).toMatchObject({
      expiry: "2014-10-18",
      strike: 92.86,
      right: "C",
      notional_usd: 15_840_910,
    });
  });

  it("min_dte/max_dte, min_volume and moneyness; pre-split contracts are measured on their own basis", async () => {
    const { body } = await get(
      "/api/v3/tape/options_chain/AAPL?min_dte=30&max_dte=40&moneyness=0.005&contract_type=call",
    );
    // Within 0.5 % of 94.25: 94.29 (both expiries) and 93.93 (2014-07-11 only), and their twins
    // 660 and 657.5, measured against 94.25 × 7 = 659.75 (1.00038 and 0.99659).
    const rows = body.contracts.map((c: { expiry: string; strike: number; strike_basis: string }) =>
      [c.expiry, c.strike, c.strike_basis].join(" "),
    );
    expect(rows.sort()).toEqual([
      "2014-07-11 657.5 pre_split",
      "2014-07-11 660 pre_split",
      "2014-07-11 93.93 current",
      "2014-07-11 94.29 current",
      "2014-07-19 660 pre_split",
      "2014-07-19 94.29 current",
    ]);
    const traded = await get("/api/v3/tape/options_chain/AAPL?min_volume=20000&limit=2000");
    expect(traded.body.contracts.every((c: { volume: number }) => c.volume >= 20_000)).toBe(true);
    expect(traded.body.count).toBeGreaterThan(0);
  });

  it("SPY: a truncated calls-only test chain, labelled; no held close, so moneyness is refused (422)", async () => {
    const { body } = await get("/api/v3/tape/options_chain/SPY");
    expect(body).toMatchObject({
      snapshot_day: "2024-01-09",
      underlying_price: null,
      null_reasons: { underlying_price: "no_daily_bar_on_date" },
      coverage: { kind: "truncated_calls_only" },
      summary: {
        put_call_open_interest_ratio: null,
        null_reasons: { put_call_open_interest_ratio: "no_put_open_interest_held" },
      },
    });
    const older = await get("/api/v3/tape/options_chain/SPY?date=2024-01-01");
    expect(older.body.snapshot_day).toBe("2023-12-29");
    const refused = await get("/api/v3/tape/options_chain/SPY?moneyness=0.1");
    expect(refused.status).toBe(422);
    expect(refused.headers.get("x-credits-charged")).toBe("0");
  });

  it("refuses bad inputs with 422: contract_type, min_dte > max_dte, sort, moneyness, limit", async () => {
    for (const query of [
      "contract_type=straddle",
      "min_dte=40&max_dte=30",
      "sort=volume",
      "moneyness=5.5",
      "limit=2001",
      "max_dte=3651",
      "min_open_interest=-1",
      "expiration=2014-13-01",
    ]) {
      const { status, body } = await get(`/api/v3/tape/options_chain/AAPL?${query}`);
      expect(status, query).toBe(422);
      expect(body.detail.error_message, query).toMatch(/accepted|allowed|must/i);
    }
  });

  it("point in time: before 2014-06-10's close is final no chain is visible (503, not billed)", async () => {
    clock.set("2014-06-10T20:04:00Z");
    const early = await get("/api/v3/tape/options_chain/AAPL");
    expect(early.status).toBe(503);
    expect(early.headers.get("x-credits-charged")).toBe("0");
    expect(early.body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      reason: "no_option_chain_held",
    });
    // The market Tape route and options_volume read the same chains under the same clock.
    expect((await get("/api/v3/tape/options/AAPL")).status).toBe(503);
    expect((await get("/api/v3/intel/options_volume/AAPL")).status).toBe(503);
    clock.set("2014-06-10T20:05:00Z");
    const final = await get("/api/v3/tape/options_chain/AAPL?limit=1");
    expect(final.body).toMatchObject({ snapshot_day: "2014-06-10", is_stale: false });
    expect((await get("/api/v3/intel/options_volume/AAPL")).body.items[0].date).toBe("2014-06-10");
    // SPY at 2024-01-03 after the bell: 2024-01-04's chain is not visible yet.
    clock.set("2024-01-03T22:00:00Z");
    const spy = await get("/api/v3/tape/options_chain/SPY");
    expect(spy.body.snapshot_day).toBe("2024-01-03");
    expect(spy.body.available_dates).toEqual(["2024-01-03", "2024-01-02", "2023-12-29", "2023-12-28"]);
  });
});

describe("GET /api/v3/intel/gex/{ticker}", () => {
  it("AAPL: calls positive, puts negative, in shares per $1; USD per 1 % move at spot 94.25; deltas in shares", async () => {
    const { status, headers, body } = await get("/api/v3/intel/gex/AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      as_of: "2014-06-10",
      is_stale: true,
      spot: 94.25,
      spot_as_of: "2014-06-10",
      contract_multiplier: 100,
      pre_split_contracts_excluded: 2180,
      split_ratio: 7,
      null_reasons: {},
      units: {
        call_gamma: "shares_per_usd",
        put_gamma: "shares_per_usd",
        gamma_usd_per_1pct_move: "usd_per_1pct_move",
        call_delta: "shares",
        put_delta: "shares",
        spot: "usd_per_share",
      },
    });
    expect(body.call_gamma).toBeGreaterThan(0);
    expect(body.put_gamma).toBeLessThan(0);
    expect(body.net_gamma).toBeCloseTo(body.call_gamma + body.put_gamma, 2);
    // gamma_usd_per_1pct_move = net_gamma × spot × 1 % of spot.
    expect(body.gamma_usd_per_1pct_move).toBeCloseTo((body.net_gamma * 94.25 * 94.25) / 100, -1);
    expect(body.call_delta).toBeGreaterThan(0);
    expect(body.put_delta).toBeLessThan(0);
    // One strike by hand, 95 (2014-07-19 call: Γ 0.0637375 × 28,401 × 100 = +181,020.862 shares per
    // $1) is part of the 95 strike's sum over every expiry, so the sum is larger and positive.
    const k95 = body.strikes.find((s: { strike: number }) => s.strike === 95);
    expect(k95.call_gamma).toBeGreaterThan(181_020);
    expect(k95.put_gamma).toBeLessThan(-15_146);
    expect(body.contracts_used + body.contracts_without_gamma + body.contracts_without_open_interest).toBe(
      2180,
    );
  });

  it("freshness=live refuses the stale chain with 503 data_stale, not billed; strict too", async () => {
    for (const freshness of ["live", "strict"]) {
      const { status, headers, body } = await get(`/api/v3/intel/gex/AAPL?freshness=${freshness}`);
      expect(status).toBe(503);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: "data_stale", freshness, as_of: "2014-06-10" });
    }
    expect((await get("/api/v3/intel/gex/AAPL?freshness=sometimes")).status).toBe(422);
  });

  it("SPY: no close held for the chain's day, so every figure is null with its reason", async () => {
    const { body } = await get("/api/v3/intel/gex/SPY");
    expect(body).toMatchObject({
      as_of: "2024-01-09",
      call_gamma: null,
      gamma_usd_per_1pct_move: null,
      null_reasons: { call_gamma: "no_underlying_price", spot: "no_daily_bar_on_date" },
    });
  });

  it("JPM (no chain held) is 503 dataset_unavailable, not billed", async () => {
    const { status, headers, body } = await get("/api/v3/intel/gex/JPM");
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail.error_code).toBe("dataset_unavailable");
  });
});

describe("GET /api/v3/intel/vol_surface/{ticker}", () => {
  it("AAPL: 30..365 days interpolated in total variance; available_dates, as_of, age_days, is_stale, next_due", async () => {
    const { status, body } = await get("/api/v3/intel/vol_surface/AAPL");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      as_of: "2014-06-10",
      // 2014-06-10 → 2026-11-17.
      age_days: 4543,
      is_stale: true,
      available_dates: { start: "2014-06-10", end: "2014-06-10", count: 1 },
      freshness: { next_due: "2014-06-11" },
      spot: 94.25,
      count: 12,
    });
    expect(body.points.map((p: { days: number }) => p.days)).toEqual([30, 60, 91, 182, 365]);
    const [d30] = body.points;
    expect(d30).toMatchObject({ lower_expiry: "2014-07-03", upper_expiry: "2014-07-11", reason: null });
    expect(d30.iv).toBeCloseTo(0.197918, 4);
    expect(body.expiries[5]).toMatchObject({ expiry: "2014-07-19", dte: 39, atm_strike: 94.29 });
    expect(body.expiries[5].atm_iv).toBeCloseTo(0.200547, 4);
  });

  it("days picks one maturity; any other is 422; limit lists the nearest expiries", async () => {
    const one = await get("/api/v3/intel/vol_surface/AAPL?days=365&limit=2");
    expect(one.body.points).toHaveLength(1);
    expect(one.body.points[0].iv).toBeCloseTo(0.253635, 4);
    expect(one.body.expiries.map((e: { expiry: string }) => e.expiry)).toEqual(["2014-06-13", "2014-06-21"]);
    for (const query of ["days=45", "limit=0", "date=2014-6-1"]) {
      expect((await get(`/api/v3/intel/vol_surface/AAPL?${query}`)).status, query).toBe(422);
    }
    // A date before any chain held: nothing to serve.
    expect((await get("/api/v3/intel/vol_surface/AAPL?date=2014-06-09")).status).toBe(503);
  });
});

describe("Instrument: price, statements and positioning in one query through the gateway", () => {
  it("AAPL joins market, fundamentals and intel; a key below Pro is refused the options products", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") {
           name
           priceSnapshot { price }
           companyFacts { cik }
           maxPain { asOf expiries { expiry maxPainStrike } }
           gex { asOf spot callGamma putGamma units }
           optionsSummary { putCallOpenInterestRatio expirations }
         } }`,
    );
    expect(body.errors).toBeUndefined();
    const aapl = body.data.instrument;
    expect(aapl.priceSnapshot.price).toEqual(expect.any(Number));
    expect(aapl.companyFacts.cik).toBe("0000320193");
    expect(aapl.maxPain.expiries[0]).toEqual({ expiry: "2014-06-13", maxPainStrike: 91.43 });
    expect(aapl.gex).toMatchObject({ asOf: "2014-06-10", spot: 94.25 });
    expect(aapl.gex.callGamma).toBeGreaterThan(0);
    expect(aapl.gex.putGamma).toBeLessThan(0);
    expect(aapl.optionsSummary).toEqual({ putCallOpenInterestRatio: 0.6652, expirations: 12 });

    const { key } = await issueKey(service.warehouse.db, "starter", { plan: "starter" });
    const refused = await get("/api/v3/intel/gex/AAPL", key);
    expect(refused.status).toBe(402);
  });
});
