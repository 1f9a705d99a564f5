/**
 * Macro dashboard, Treasury curve and yield curve through the generated REST shim and GraphQL,
 * over real HTTP, on the warehouse built from data/sample. Known answers were read from
 * data/sample/rates/*.csv and data/sample/macro/ with python, independently of this code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

let service: TestService;
// Tuesday 2026-11-17 10:00 ET: the newest curve due is Monday 2026-11-16's; the bundle ends 2025-07-11.
const clock = fixedClock("2026-11-17T15:00:00Z");

beforeAll(async () => {
  // The access layer's clock is pinned (its rate windows are whole minutes): the 120 requests of
  // the rate-limit case must fall in one window however long they take.
  const at = Date.parse("2026-11-17T15:00:00Z");
  service = await startTestService({ clock, replay: false, access: { now: () => at } });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

const tenor = (body: any, name: string) => body.tenors.find((t: any) => t.tenor === name);

describe("GET /api/v3/macro/treasury_curve", () => {
  it("acceptance: the newest real Treasury curve (2025-07-11), 11 tenors, labelled stale on the bond calendar", async () => {
    const { status, headers, body } = await get("/api/v3/macro/treasury_curve");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("2");
    // treasury_par_yield_2021_2025.csv first rows:
    // 2025-07-11,4.37,4.39,4.47,4.41,4.42,4.31,4.09,3.9,3.86,3.99,4.19,4.43,4.96,4.96
    // 2025-07-10,4.36,4.39,4.47,4.42,4.42,4.31,4.07,3.86,3.82,3.93,4.12,4.35,4.87,4.86
    expect(body).toMatchObject({
      ok: true,
      as_of: "2025-07-11",
      previous_as_of: "2025-07-10",
      label: "normal",
      spread_2s10s_bps: 53,
      inverted_2s10s: false,
      spread_3m10y_bps: 2,
      inverted_3m10y: false,
      missing_tenors: [],
      is_stale: true,
      tenor_set: "standard_11",
      requested_date: null,
      coverage: "1990-01-02..2025-07-11",
      units: { yield_pct: "percent", change_1d_bps: "basis_points", spread_2s10s_bps: "basis_points" },
    });
    expect(body.tenors.map((t: any) => t.tenor)).toEqual([
      "1m",
      "3m",
      "6m",
      "1y",
      "2y",
      "3y",
      "5y",
      "7y",
      "10y",
      "20y",
      "30y",
    ]);
    expect(tenor(body, "10y")).toEqual({
      tenor: "10y",
      months: 120,
      yield_pct: 4.43,
      change_1d_bps: 8,
      null_reason: null,
      change_1d_reason: null,
    });
    expect(tenor(body, "3m")).toMatchObject({ yield_pct: 4.41, change_1d_bps: -1 });
    expect(tenor(body, "30y")).toMatchObject({ yield_pct: 4.96, change_1d_bps: 10 });
    // 337 bond business days from 2025-07-12 to 2026-11-16 (SIFMA holidays, counted with python).
    expect(body.freshness).toEqual({
      as_of: "2025-07-11",
      expected_as_of: "2026-11-16",
      business_days_behind: 337,
      calendar_days_behind: 493,
      is_stale: true,
      next_due: "2025-07-14",
      calendar: "us_bond_market_sifma",
      publication_cutoff_et: "18:00",
    });
  });

  it("answers the same curve over GraphQL", async () => {
    const { status, body } = await graphql(
      service,
      "{ treasuryCurve { asOf spread_2s10sBps inverted_3m10y isStale freshness { businessDaysBehind } tenors { tenor yieldPct } } }",
    );
    expect(status).toBe(200);
    expect(body.data.treasuryCurve).toMatchObject({
      asOf: "2025-07-11",
      spread_2s10sBps: 53,
      inverted_3m10y: false,
      isStale: true,
      freshness: { businessDaysBehind: 337 },
    });
    expect(body.data.treasuryCurve.tenors).toHaveLength(11);
  });
});

describe("GET /api/v3/intel/yield_curve", () => {
  it("2023-07-03, the deepest inversion of 2023: 2s10s -108 bp, 3m10y -158 bp, not stale for that date", async () => {
    // 2023-07-03,5.27,,5.4,5.44,5.52,5.53,5.43,4.94,4.56,4.19,4.03,3.86,4.08,3.87
    const { status, headers, body } = await get("/api/v3/intel/yield_curve?date=2023-07-03&freshness=live");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("2");
    expect(body).toMatchObject({
      as_of: "2023-07-03",
      previous_as_of: "2023-06-30",
      requested_date: "2023-07-03",
      spread_2s10s_bps: -108,
      inverted_2s10s: true,
      spread_3m10y_bps: -158,
      inverted_3m10y: true,
      label: "inverted",
      is_stale: false,
      tenor_set: "all_published",
      freshness: { business_days_behind: 0, expected_as_of: "2023-07-03" },
    });
    expect(body.tenors).toHaveLength(14);
    expect(tenor(body, "1.5m")).toMatchObject({ yield_pct: null, null_reason: "tenor_not_yet_issued" });
    expect(tenor(body, "4m")).toMatchObject({ yield_pct: 5.52, change_1d_bps: 2 });
    expect(tenor(body, "2y")).toMatchObject({ yield_pct: 4.94, change_1d_bps: 7 });
  });

  it("a holiday serves the business day before it, not stale", async () => {
    const { body } = await get("/api/v3/intel/yield_curve?date=2023-07-04");
    expect(body).toMatchObject({ as_of: "2023-07-03", requested_date: "2023-07-04", is_stale: false });
  });

  it("the archive's 0.0 placeholders are nulls with a reason; strict refuses the incomplete curve", async () => {
    // treasury_par_yield_1990_2022.csv: 1995-06-01,0.0,5.67,5.71,5.68,5.71,5.78,5.94,6.04,6.2,6.64,6.61,0.0
    const { status, body } = await get("/api/v3/intel/yield_curve?date=1995-06-01&freshness=live");
    expect(status).toBe(200);
    expect(tenor(body, "1m")).toMatchObject({ yield_pct: null, null_reason: "tenor_not_yet_issued" });
    expect(tenor(body, "2m")).toMatchObject({ yield_pct: null, null_reason: "tenor_not_yet_issued" });
    expect(tenor(body, "10y")).toMatchObject({ yield_pct: 6.2, change_1d_bps: -10 });
    expect(tenor(body, "20y").yield_pct).toBe(6.64);
    expect(body.missing_tenors).toEqual(["1m", "1.5m", "2m", "4m"]);
    expect(body.spread_2s10s_bps).toBe(49);

    const strict = await get("/api/v3/intel/yield_curve?date=1995-06-01&freshness=strict");
    expect(strict.status).toBe(503);
    expect(strict.body.detail).toMatchObject({
      error_code: "data_stale",
      freshness: "strict",
      stale_reason: "missing tenors 1m",
    });
    expect(strict.headers.get("x-credits-charged")).toBe("0");
  });

  it("a genuine 0.00 bill yield (2008-12-10) stays 0, not null", async () => {
    // 2008-12-10,0.0,0.0,0.21,...: outside the placeholder runs.
    const { body } = await get("/api/v3/intel/yield_curve?date=2008-12-10");
    expect(tenor(body, "1m")).toMatchObject({ yield_pct: 0, null_reason: null });
    expect(tenor(body, "3m")).toMatchObject({ yield_pct: 0, null_reason: null });
  });

  it("a date in the source's December 2024 gap is served stale: 10 business days behind", async () => {
    const { body } = await get("/api/v3/intel/yield_curve?date=2024-12-20");
    expect(body).toMatchObject({
      as_of: "2024-12-06",
      is_stale: true,
      freshness: { expected_as_of: "2024-12-20", business_days_behind: 10 },
    });
    const live = await get("/api/v3/intel/yield_curve?date=2024-12-20&freshness=live");
    expect(live.status).toBe(503);
    expect(live.body.detail).toMatchObject({
      error_code: "data_stale",
      as_of: "2024-12-06",
      business_days_behind: 10,
    });
  });

  it("freshness live and strict refuse the stale newest curve with 503 data_stale, not billed (REST and GraphQL)", async () => {
    const off = await get("/api/v3/intel/yield_curve");
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ as_of: "2025-07-11", is_stale: true, requested_date: null });
    expect(tenor(off.body, "1.5m")).toMatchObject({ yield_pct: 4.39, change_1d_bps: 0 });
    for (const policy of ["live", "strict"]) {
      const { status, headers, body } = await get(`/api/v3/intel/yield_curve?freshness=${policy}`);
      expect(status).toBe(503);
      expect(body.detail).toMatchObject({
        error_code: "data_stale",
        freshness: policy,
        stale_reason: "stale",
        as_of: "2025-07-11",
        expected_as_of: "2026-11-16",
        business_days_behind: 337,
      });
      expect(headers.get("x-credits-charged")).toBe("0");
    }
    const gql = await graphql(service, "{ yieldCurve(freshness: live) { asOf } }");
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: "data_stale", status: 503 });
    const ok = await graphql(service, '{ yieldCurve(date: "2023-07-03") { asOf spread_3m10yBps label } }');
    expect(ok.body.data.yieldCurve).toEqual({ asOf: "2023-07-03", spread_3m10yBps: -158, label: "inverted" });
  });

  it("answers 422 for a future date and a date before coverage", async () => {
    // A date that is no calendar date and an unknown freshness: test/e2e/contract.e2e.test.ts.
    const future = await get("/api/v3/intel/yield_curve?date=2026-11-18");
    expect(future.status).toBe(422);
    expect(future.body.detail).toMatchObject({ error_code: "invalid_date", parameter: "date" });
    const early = await get("/api/v3/intel/yield_curve?date=1989-12-29");
    expect(early.status).toBe(422);
    expect(early.body.detail).toMatchObject({ error_code: "invalid_date", coverage_start: "1990-01-02" });
    const gql = await graphql(service, '{ yieldCurve(date: "1989-12-29") { asOf } }');
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: "invalid_date" });
  });
});

describe("GET /api/macro", () => {
  it("answers the dashboard from the bundled VIX and FRED files, labelled stale", async () => {
    const { status, headers, body } = await get("/api/macro");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("2");
    expect(body).toMatchObject({
      ok: true,
      // vix_daily.csv 2026-07-23 close 18.70; DGS10 2025-12-30 4.14; T10Y2Y 2025-12-31 0.71;
      // BAMLH0A0HYM2 2025-12-30 2.84; BAMLC0A0CM 2025-12-30 0.79; DTWEXBGS 2025-12-26 119.8529.
      vix: 18.7,
      vix_obs_date: "2026-07-23",
      vvix: null,
      vvix_obs_date: null,
      tnx_10y: 4.14,
      tnx_10y_obs_date: "2025-12-30",
      yield_curve_10y2y: 0.71,
      yield_curve_10y2y_obs_date: "2025-12-31",
      credit_spread: 2.84,
      credit_spread_obs_date: "2025-12-30",
      credit_spread_ig: 0.79,
      usd_index_broad: 119.8529,
      usd_index_broad_obs_date: "2025-12-26",
      dxy: null,
      sp500_trend: null,
      fear_greed: null,
      units: { vix: "index_points", tnx_10y: "percent", yield_curve_10y2y: "percentage_points" },
      regime: "risk_on",
      regime_method: "rules_v1:vix_hy_oas_10y2y",
      regime_reason: null,
      as_of: "2026-07-23",
      is_stale: true,
      stale_fields: [
        "vix",
        "tnx_10y",
        "yield_curve_10y2y",
        "credit_spread",
        "credit_spread_ig",
        "usd_index_broad",
      ],
    });
    for (const field of ["vvix_reason", "dxy_reason", "sp500_trend_reason", "fear_greed_reason"]) {
      expect(typeof body[field], field).toBe("string");
    }
    const release = (key: string) => body.releases.find((r: any) => r.key === key);
    expect(body.releases.map((r: any) => r.key)).toEqual([
      "cpi",
      "core_cpi",
      "pce",
      "core_pce",
      "unemployment_rate",
      "nonfarm_payrolls",
      "real_gdp",
      "nominal_gdp",
      "fed_funds_effective",
      "fed_funds_target_range",
    ]);
    // CPIAUCSL: 2024-11-01 316.449, 2025-10-01 empty, 2025-11-01 325.031 -> +2.712 % on the year.
    expect(release("cpi")).toMatchObject({
      series_id: "CPIAUCSL",
      reference_period: "2025-11",
      value: 325.031,
      change_12m: 2.712,
      change_1m: null,
      released: null,
      null_reasons: { change_1m: "value_missing_in_source_for_2025-10" },
    });
    // PCEPI (header date,PCEPI): 2025-05-01 126.38, 2026-04-01 130.938, 2026-05-01 131.527.
    expect(release("pce")).toMatchObject({ reference_period: "2026-05", change_1m: 0.45, change_12m: 4.073 });
    expect(release("nonfarm_payrolls")).toMatchObject({
      change_1m: 64,
      change_12m: 933,
      change_units: "thousands_of_persons",
    });
    expect(release("real_gdp")).toMatchObject({
      reference_period: "2025-Q3",
      change_1q_annualized: 4.343,
      change_12m: 2.327,
    });
    expect(release("fed_funds_effective")).toMatchObject({
      value: 3.88,
      change_1m: -0.21,
      change_12m: -0.76,
    });
    expect(release("fed_funds_target_range").value).toBeNull();
  });

  it("answers over GraphQL", async () => {
    const { body } = await graphql(
      service,
      "{ macro { vix tnx_10y yieldCurve_10y2y regime releases { key change_12m } } }",
    );
    expect(body.data.macro).toMatchObject({
      vix: 18.7,
      tnx_10y: 4.14,
      yieldCurve_10y2y: 0.71,
      regime: "risk_on",
    });
    expect(body.data.macro.releases[0]).toEqual({ key: "cpi", change_12m: 2.712 });
  });
});

describe("point in time: nothing published after the clock (issue 14)", () => {
  // Friday 2021-12-31 12:00 ET. Both rates files hold 2021-12-30 and 2021-12-31; the 31st's curve
  // is published by 18:00 ET that day, so at noon the newest visible curve is the 30th's.
  it("the Treasury curve is the last business day's whose 18:00 ET release has passed", async () => {
    try {
      clock.set("2021-12-31T17:00:00Z");
      const { status, body } = await get("/api/v3/macro/treasury_curve");
      expect(status).toBe(200);
      // 2021-12-30: 2y 0.73, 10y 1.52, 3m 0.05; 2021-12-29: 10y 1.55.
      expect(body).toMatchObject({
        as_of: "2021-12-30",
        previous_as_of: "2021-12-29",
        spread_2s10s_bps: 79,
        spread_3m10y_bps: 147,
        is_stale: false,
        coverage: "1990-01-02..2021-12-30",
      });
      expect(tenor(body, "10y")).toMatchObject({ yield_pct: 1.52, change_1d_bps: -3 });
      expect(body.freshness).toMatchObject({ expected_as_of: "2021-12-30", business_days_behind: 0 });
      // The yield curve route bounds an explicit date the same way.
      const asked = await get("/api/v3/intel/yield_curve?date=2021-12-31");
      expect(asked.body).toMatchObject({ as_of: "2021-12-30", requested_date: "2021-12-31" });

      // 18:00 ET: the 31st's curve is out (10y 1.52, 1d change 0).
      clock.set("2021-12-31T23:00:00Z");
      const evening = (await get("/api/v3/intel/yield_curve")).body;
      expect(evening).toMatchObject({ as_of: "2021-12-31", previous_as_of: "2021-12-30" });
      expect(tenor(evening, "10y")).toMatchObject({ yield_pct: 1.52, change_1d_bps: 0 });
    } finally {
      clock.set("2026-11-17T15:00:00Z");
    }
  });

  it("macro readings and releases only once published", async () => {
    try {
      clock.set("2021-12-31T17:00:00Z");
      const { status, body } = await get("/api/macro");
      expect(status).toBe(200);
      // Daily closes of the day before (vix_daily.csv 2021-12-30 close 17.33, DGS10 1.52); the
      // weekly dollar index a week and a day back (DTWEXBGS 2021-12-23 115.5469).
      expect(body).toMatchObject({
        vix: 17.33,
        vix_obs_date: "2021-12-30",
        tnx_10y: 1.52,
        tnx_10y_obs_date: "2021-12-30",
        usd_index_broad: 115.5469,
        usd_index_broad_obs_date: "2021-12-23",
        as_of: "2021-12-30",
      });
      const release = (key: string) => body.releases.find((r: any) => r.key === key);
      // CPIAUCSL: November 2021 (released 2021-12-10) 278.824; 2021-10 276.528; 2020-11 260.911.
      expect(release("cpi")).toMatchObject({
        reference_period: "2021-11",
        value: 278.824,
        change_1m: 0.83,
        change_12m: 6.866,
      });
      // PCEPI: not yet November (its lag bound, 35 days, runs to 2022-01-04): October 110.762;
      // 2021-09 110.034, 2020-10 105.151.
      expect(release("pce")).toMatchObject({
        reference_period: "2021-10",
        change_1m: 0.662,
        change_12m: 5.336,
      });
      // GDPC1: 2021-Q3 21617.828 (Q4 ends after the clock); 2021-Q2 21440.929, 2020-Q3 20558.879.
      expect(release("real_gdp")).toMatchObject({
        reference_period: "2021-Q3",
        change_1q: 0.825,
        change_12m: 5.151,
      });
      // The target range has no series: its null id carries the reason.
      expect(release("fed_funds_target_range")).toMatchObject({
        series_id: null,
        null_reasons: { series_id: expect.stringMatching(/^target_range_series_not_bundled/) },
      });
    } finally {
      clock.set("2026-11-17T15:00:00Z");
    }
  });
});

const routes = ["/api/macro", "/api/v3/macro/treasury_curve", "/api/v3/intel/yield_curve"];

describe("access on the macro routes", () => {
  it("402 plan_required on Free (macro is Starter+), over REST and GraphQL", async () => {
    const free = await issueKey(service.warehouse.db, "free macro", { plan: "free" });
    for (const route of routes) {
      const refused = await get(route, free.key);
      expect(refused.status, route).toBe(402);
      expect(refused.body.detail).toMatchObject({
        error_code: "plan_required",
        tool_group: "macro_rates_fx",
        current_plan: "free",
      });
    }
    for (const query of ["{ macro { vix } }", "{ treasuryCurve { asOf } }", "{ yieldCurve { asOf } }"]) {
      const gql = await graphql(service, query, {}, free.key);
      expect(gql.status, query).toBe(402);
      expect(gql.body.errors?.[0].extensions.code).toBe("plan_required");
    }
  });

  it("429 rate_limited after the Starter plan's 120 requests in a minute", async () => {
    const starter = await issueKey(service.warehouse.db, "starter macro", { plan: "starter" });
    for (let i = 0; i < 120; i++) {
      expect((await get("/api/v3/macro/treasury_curve", starter.key)).status).toBe(200);
    }
    const refused = await get("/api/v3/macro/treasury_curve", starter.key);
    expect(refused.status).toBe(429);
    expect(refused.body.detail.error_code).toBe("rate_limited");
    expect(refused.headers.get("retry-after")).toBe("60");
  });
});

// Last: empties the rates and macro tables of this test's private warehouse copy.
describe("without the rates and macro tables", () => {
  it("answers 503 dataset_unavailable, not billed, never an empty curve", async () => {
    const db = service.warehouse.db;
    await db.deleteFrom("treasury_par_yields").execute();
    await db.deleteFrom("macro_observations").execute();
    await db.deleteFrom("vix_daily").execute();
    for (const route of routes) {
      const { status, headers, body } = await get(route);
      expect(status, route).toBe(503);
      expect(body.detail.error_code).toBe("dataset_unavailable");
      expect(headers.get("x-credits-charged")).toBe("0");
    }
  });
});
