/**
 * Factor predictors through REST and GraphQL. Known answers: TSLA's fiscal Q3 2022 from
 * data/sample/sec/companyfacts/CIK0001318605.json, computed independently (python).
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
/**
 * TSLA's known answers are those of its fiscal Q3 2022 10-Q, the newest before its 2024-Q2 10-Q
 * (held too, and newest by NOW): those tests run at an instant between the two.
 */
const BEFORE_TSLA_2024 = "2023-06-01T15:00:00Z";
beforeEach(() => clock.set(NOW));
test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

describe("GET /api/v3/factors/predictors/{ticker}", () => {
  it("point in time: only facts filed before the clock's day (issue 14)", async () => {
    try {
      // AAPL's derived companyfacts hold three filings: 10-K 2022-10-28, 10-Q 2023-08-04, 10-K
      // 2023-11-03. At 2023-08-03 10:00 ET only the FY2022 10-K is known: two quarter ends.
      // FY2022 balance sheet (2022-09-24): liabilities 302,083M / assets 352,755M = 0.856354;
      // cash 23,646M / assets = 0.067032.
      clock.set("2023-08-03T14:00:30Z");
      const before = (await get("/api/v3/factors/predictors/AAPL")).body;
      expect(before.total).toBe(2);
      expect(before.items[0]).toMatchObject({
        fiscal_year: 2022,
        fiscal_quarter: 4,
        period_end: "2022-09-24",
        available_date: "2022-10-28",
      });
      expect(before.items[0].leverage).toBeCloseTo(302_083 / 352_755, 9);
      expect(before.items[0].cash_to_assets).toBeCloseTo(23_646 / 352_755, 9);
      // 2023-08-05: the 10-Q of the 4th is out; FY2023 Q3 net margin 19,881M / 81,797M.
      clock.set("2023-08-05T14:00:00Z");
      const after = (await get("/api/v3/factors/predictors/AAPL?latest=true")).body;
      expect(after.items[0]).toMatchObject({ period_end: "2023-07-01", available_date: "2023-08-04" });
      expect(after.items[0].net_margin).toBeCloseTo(19_881 / 81_797, 9);
    } finally {
      clock.set(NOW);
    }
  });

  it("serves TSLA's newest quarter with the 13 predictors, glossary, units and withheld current_ratio", async () => {
    clock.set(BEFORE_TSLA_2024);
    const { status, headers, body } = await get("/api/v3/factors/predictors/TSLA?latest=true");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      ticker: "TSLA",
      source: "sec_edgar_companyfacts",
      latest: true,
      count: 1,
      withheld_predictors: [{ predictor: "current_ratio" }],
    });
    expect(body.predictors).toHaveLength(13);
    expect(Object.keys(body.predictor_glossary)).toEqual(body.predictors);
    expect(body.units.roe).toBe("fraction");
    const q3 = body.items[0];
    expect(q3).toMatchObject({
      fiscal_year: 2022,
      fiscal_quarter: 3,
      period_end: "2022-09-30",
      available_date: "2022-10-24",
      null_reasons: {},
    });
    // Q3 2022: NI 3,292m; equity 39,851m; assets 74,426m; revenue 21,454m; gross profit 5,382m;
    // operating income 3,688m; liabilities 33,302m; cash 19,532m; OCF 9M-6M YTD = 5,100m;
    // R&D 733m; assets a year earlier 57,834m; revenue a year earlier 13,757m.
    const expected = {
      roe: 3292 / 39851,
      roa: 3292 / 74426,
      gross_profitability: 5382 / 74426,
      gross_margin: 5382 / 21454,
      operating_margin: 3688 / 21454,
      net_margin: 3292 / 21454,
      asset_turnover: 21454 / 74426,
      leverage: 33302 / 74426,
      cash_to_assets: 19532 / 74426,
      accruals: (3292 - 5100) / 74426,
      asset_growth_yoy: 74426 / 57834 - 1,
      sales_growth_yoy: 21454 / 13757 - 1,
      rd_to_sales: 733 / 21454,
    };
    for (const [name, value] of Object.entries(expected)) expect(q3[name], name).toBeCloseTo(value, 12);
  });

  it("filters by start and end, limits, newest first; a reversed range is 422", async () => {
    const { body } = await get("/api/v3/factors/predictors/TSLA?start=2021-01-01&end=2021-12-31");
    expect(body.items.map((r: any) => r.period_end)).toEqual([
      "2021-12-31",
      "2021-09-30",
      "2021-06-30",
      "2021-03-31",
    ]);
    expect(body.total).toBe(4);
    const limited = await get("/api/v3/factors/predictors/TSLA?limit=2");
    expect(limited.body.count).toBe(2);
    expect(limited.body.total).toBeGreaterThan(40);
    // limit's bounds, a bad date and an unknown ticker: test/e2e/contract.e2e.test.ts.
    const range = await get("/api/v3/factors/predictors/TSLA?start=2022-01-01&end=2021-01-01");
    expect(range.body.detail.error_code).toBe("invalid_date_range");
  });

  it("a company with no SEC facts held is 503 dataset_unavailable, not billed; GraphQL alike", async () => {
    const { status, headers, body } = await get("/api/v3/factors/predictors/JPM");
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      dataset: "sec_companyfacts",
      reason: "no_sec_companyfacts_held",
    });
    const gql = await graphql(
      service,
      '{ factorPredictors(ticker: "AAPL", latest: true) { count items { periodEnd roe nullReasons } withheldPredictors { predictor } } }',
    );
    // AAPL's newest quarter is Q4 FY2023, derived as FY − 9M YTD (one rule for every statement
    // route, issue 14): net income 96,995M − 74,039M = 22,956M over equity 62,146M.
    expect(gql.body.data.factorPredictors.items[0].periodEnd).toBe("2023-09-30");
    expect(gql.body.data.factorPredictors.items[0].roe).toBeCloseTo(22_956 / 62_146, 12);
  });

  it("joins on Instrument: predictors and filings beside market's price; a company without SEC data is null there", async () => {
    clock.set(BEFORE_TSLA_2024);
    const { status, body } = await graphql(
      service,
      `{ instrument(ticker: "TSLA") { priceSnapshot { price }
           factorPredictors(latest: true) { count items { periodEnd roe } }
           secFilings(formType: "10-K", limit: 1) { isPartial items { form } } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const tsla = body.data.instrument;
    expect(typeof tsla.priceSnapshot.price).toBe("number");
    expect(tsla.factorPredictors.count).toBe(1);
    expect(tsla.factorPredictors.items[0].periodEnd).toBe("2022-09-30");
    expect(tsla.factorPredictors.items[0].roe).toBeCloseTo(3292 / 39851, 12);
    expect(tsla.secFilings.items).toEqual([{ form: "10-K" }]);

    const jpm = await graphql(service, '{ instrument(ticker: "JPM") { ticker factorPredictors { count } } }');
    expect(jpm.body.data.instrument).toEqual({ ticker: "JPM", factorPredictors: null });
    expect(jpm.body.errors?.[0].extensions).toMatchObject({ code: "dataset_unavailable" });

    const reversed = await graphql(
      service,
      '{ instrument(ticker: "TSLA") { factorPredictors(start: "2022-01-01", end: "2021-01-01") { count } } }',
    );
    expect(reversed.body.errors?.[0].extensions).toMatchObject({ code: "invalid_date_range" });
  });
});
