/**
 * Fundamentals point in time and held sources (issue 14, defects 1, 4 and 7): every route reads
 * the company's facts and filings as of the request's clock, from every held file.
 *
 * A filing dated D is visible from 22:00 ET on D (core/filingVisibility.ts). Known answers from
 * data/sample/sec: AAPL's FY2023 10-K (accession 0000320193-23-000106) is dated 2023-11-03, its
 * FY2022 10-K 2022-10-28; TSLA's 2024-Q2 10-Q (0001628280-24-032662) 2024-07-24, held only in the
 * derived companyfacts file.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

let service: TestService;
const clock = fixedClock("2026-11-17T15:00:00Z");

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

/** 2023-11-03 12:00 ET (EDT): the FY2023 10-K is dated today, not yet visible. */
const BEFORE_FY2023_10K = "2023-11-03T16:00:00Z";
/** 2023-11-04 12:00 ET: it is. */
const AFTER_FY2023_10K = "2023-11-04T16:00:00Z";

describe("statements as of the clock", () => {
  it("AAPL annual income statements: newest FY2022 before the FY2023 10-K's filing date, FY2023 after", async () => {
    clock.set(BEFORE_FY2023_10K);
    const before = await get("/api/v3/fundamentals/income_statements?ticker=AAPL&period=annual&limit=5");
    expect(before.status).toBe(200);
    expect(before.body.items[0]).toMatchObject({
      fiscal_year: 2022,
      period_end: "2022-09-24",
      filing_date: "2022-10-28",
      revenue: 394_328_000_000,
    });
    expect(before.body.items.every((row: { filing_date: string }) => row.filing_date <= "2023-11-02")).toBe(
      true,
    );

    clock.set(AFTER_FY2023_10K);
    const after = await get("/api/v3/fundamentals/income_statements?ticker=AAPL&period=annual&limit=5");
    expect(after.body.items[0]).toMatchObject({
      fiscal_year: 2023,
      filing_date: "2023-11-03",
      accession_number: "0000320193-23-000106",
      revenue: 383_285_000_000,
      net_income: 96_995_000_000,
    });
  });

  it("before any held filing: 503 dataset_unavailable with why, not billed", async () => {
    clock.set("2021-12-31T17:00:00Z");
    const { status, headers, body } = await get("/api/v3/fundamentals/income_statements?ticker=AAPL");
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      ticker: "AAPL",
      dataset: "sec_companyfacts",
      reason: "no_sec_facts_filed_as_of_clock",
    });
    // company_facts answers, with the reason beside every null.
    const facts = await get("/api/v3/fundamentals/company_facts?ticker=AAPL");
    expect(facts.body).toMatchObject({
      shares_outstanding: { shares: null, status: "no_sec_facts_filed_as_of_clock" },
      facts_status: "no_sec_facts_filed_as_of_clock",
      latest_filing: null,
    });
  });

  it("xbrl as_of cannot see past the clock: TSLA Revenues on 2024-07-24 at noon lack the 10-Q of that day", async () => {
    clock.set("2024-07-24T16:00:00Z");
    const { body } = await get("/api/v3/fundamentals/xbrl/TSLA/Revenues?start=2023-01-01");
    expect(body.items).toEqual([]);
    clock.set("2024-07-25T16:00:00Z");
    const next = await get("/api/v3/fundamentals/xbrl/TSLA/Revenues?start=2023-01-01");
    expect(next.body.items.length).toBeGreaterThan(0);
  });
});

describe("filings as of the clock", () => {
  it("sec_filings and the legacy filing route show nothing dated after the clock", async () => {
    clock.set(BEFORE_FY2023_10K);
    const { body } = await get("/api/v3/fundamentals/sec_filings?ticker=AAPL&form_type=10-K");
    expect(body.items[0]).toMatchObject({ accession_number: "0000320193-22-000108" });
    expect(body.newest_item_date).toBe("2022-10-28");
    const legacy = await get("/api/v3/sec/filing/AAPL/10-K");
    expect(JSON.stringify(legacy.body)).not.toContain("0000320193-23-000106");
    expect(JSON.stringify(legacy.body)).toContain("0000320193-22-000108");
  });
});

describe("every held fact source is served (defect 4)", () => {
  it("TSLA's 2024-Q2 10-Q from the derived file: xbrl Revenues since 2023 (hand-read from the file)", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const { status, body } = await get("/api/v3/fundamentals/xbrl/TSLA/Revenues?start=2023-01-01");
    expect(status).toBe(200);
    const byPeriod = Object.fromEntries(
      body.items.map((item: { period_start: string; period_end: string; value: number }) => [
        `${item.period_start}..${item.period_end}`,
        item.value,
      ]),
    );
    expect(byPeriod).toEqual({
      "2024-04-01..2024-06-30": 25_500_000_000,
      "2024-01-01..2024-06-30": 46_801_000_000,
      "2023-04-01..2023-06-30": 24_927_000_000,
      "2023-01-01..2023-06-30": 48_256_000_000,
    });
    expect(body.items[0]).toMatchObject({ form: "10-Q", fy: 2024, fp: "Q2" });
    expect(body).toMatchObject({ data_as_of: "2024-07-24", last_filed: "2024-07-24" });
  });
});

describe("company_facts.fiscal_year_end (defect 7)", () => {
  it("comes from the submissions file: AAPL 0926 → 09-26, MSFT 0630; none held → null with why", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const aapl = await get("/api/v3/fundamentals/company_facts?ticker=AAPL");
    expect(aapl.body).toMatchObject({ fiscal_year_end: "09-26", fiscal_year_end_reason: null });
    const msft = await get("/api/v3/fundamentals/company_facts?ticker=MSFT");
    expect(msft.body).toMatchObject({ fiscal_year_end: "06-30", fiscal_year_end_reason: null });
    const snow = await get("/api/v3/fundamentals/company_facts?ticker=SNOW");
    expect(snow.body).toMatchObject({
      fiscal_year_end: null,
      fiscal_year_end_reason: "no_sec_submissions_held",
    });
    const spy = await get("/api/v3/fundamentals/company_facts?ticker=SPY");
    expect(spy.body.fiscal_year_end).toBeNull();
    expect(spy.body.fiscal_year_end_reason).not.toBeNull();
  });
});

describe("one derivation rule for a quarter (defect 3)", () => {
  it("AAPL Q4 FY2023 is FY - 9M YTD on income statements, cash flows and metrics alike", async () => {
    clock.set("2026-11-17T15:00:00Z");
    // By hand from the derived file: net income 96,995M (10-K) - 74,039M (nine months, Q3 10-Q)
    // = 22,956M; revenue 383,285M - 293,787M = 89,498M.
    const income = await get("/api/v3/fundamentals/income_statements?ticker=AAPL&period=quarterly&limit=8");
    const q4 = income.body.items.find((row: { period_end: string }) => row.period_end === "2023-09-30");
    expect(q4).toMatchObject({
      fiscal_period: "Q4",
      revenue: 89_498_000_000,
      net_income: 22_956_000_000,
      period_source: "derived_fy_minus_q1_q3",
    });
    expect(income.body.quarters_missing).toEqual(["2023Q2", "2023Q1"]);
    const cash = await get("/api/v3/fundamentals/cash_flow_statements?ticker=AAPL&period=quarterly&limit=8");
    const cashQ4 = cash.body.items.find((row: { period_end: string }) => row.period_end === "2023-09-30");
    expect(cashQ4).toMatchObject({ net_income: 22_956_000_000, period_source: "derived_fy_minus_q1_q3" });
    const metrics = await get("/api/v3/fundamentals/metrics?ticker=AAPL&period=quarterly&limit=8");
    const metricsQ4 = metrics.body.items.find(
      (row: { period: { fiscal_year: number; fiscal_quarter: number } }) =>
        row.period.fiscal_year === 2023 && row.period.fiscal_quarter === 4,
    );
    expect(metricsQ4).toMatchObject({ revenue: 89_498_000_000, net_income: 22_956_000_000 });
  });
});
