/**
 * Balance sheets, cash flow statements and all three together, through the fundamentals subgraph on
 * the sample warehouse, as the gateway calls it (root fields and Instrument fields via _entities).
 * The figures are those of the filings checked in domain/balanceSheets.test.ts and cashFlows.test.ts.
 */
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { definition } from "./index.js";

const { run } = useSubgraph(definition, "2026-11-17T15:00:00Z");
/**
 * TSLA's TTM known answers are those of its 2022 10-Qs: pinned before its 2024-Q2 10-Q (held too,
 * and newest by 2026) so they stay the answer they were computed for.
 */
const BEFORE_TSLA_2024 = { clock: fixedClock("2023-06-01T15:00:00Z") };

const LIST = "ticker period count quartersMissing newerFilingAvailable source status units";

describe("Query.balanceSheets", () => {
  it("AAPL annual: the FY2023 10-K sheet with its debt provenance", async () => {
    const result = await run(`{ balanceSheets(ticker: "aapl", period: annual, limit: 2) { ${LIST}
      items { ticker fiscalYear fiscalPeriod periodEnd periodSource form accessionNumber totalAssets totalLiabilities
        totalStockholdersEquity shortTermDebt shortTermDebtBasis shortTermDebtStatus longTermDebt longTermDebtStatus
        totalDebt debtComponentsMissing fieldsWithheld fieldsUnverified statementCheck { status } } } }`);
    expect(result.errors).toBeUndefined();
    const sheets = result.data?.balanceSheets as any;
    expect(sheets).toMatchObject({
      ticker: "AAPL",
      period: "annual",
      count: 2,
      quartersMissing: [],
      newerFilingAvailable: false,
      source: "derived_xbrl_instance",
      status: null,
    });
    expect(sheets.units.totalAssets).toBe("usd");
    expect(sheets.items[0]).toEqual({
      ticker: "AAPL",
      fiscalYear: 2023,
      fiscalPeriod: "FY",
      periodEnd: "2023-09-30",
      periodSource: "annual_report",
      form: "10-K",
      accessionNumber: "0000320193-23-000106",
      totalAssets: 352_583_000_000,
      totalLiabilities: 290_437_000_000,
      totalStockholdersEquity: 62_146_000_000,
      shortTermDebt: 15_807_000_000,
      shortTermDebtBasis: "sum:CommercialPaper+LongTermDebtCurrent",
      shortTermDebtStatus: "sum_of_reported_lines",
      longTermDebt: 95_281_000_000,
      longTermDebtStatus: "reported",
      totalDebt: 111_088_000_000,
      debtComponentsMissing: [],
      fieldsWithheld: ["goodwill", "netLoans", "deposits"],
      fieldsUnverified: { shortTermDebt: "sum_of_reported_lines", totalDebt: "sum_of_reported_lines" },
      statementCheck: { status: "sec_confirmed" },
    });
    expect(sheets.items[1].totalAssets).toBe(352_755_000_000);
  });

  it("TSLA ttm: point in time, the latest quarter's sheet; LongTermDebt is the non-current line (issue 14)", async () => {
    const result = await run(
      `{ balanceSheets(ticker: "TSLA", period: ttm, limit: 1) { ${LIST}
      items { periodEnd periodSource ttmStatus totalDebt debtComponentsMissing longTermDebtStatus } } }`,
      {},
      BEFORE_TSLA_2024,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.balanceSheets).toMatchObject({
      status: "point_in_time",
      source: "sec_edgar_companyfacts",
      items: [
        {
          periodEnd: "2022-09-30",
          periodSource: "point_in_time_latest_quarter",
          ttmStatus: "point_in_time",
          // DebtCurrent 979M + LongTermDebt 1,418M (was null, not_found_in_sec_companyfacts).
          totalDebt: 2_397_000_000,
          debtComponentsMissing: [],
          longTermDebtStatus: "reported",
        },
      ],
    });
  });

  it("unknown ticker is unknown_ticker; limit outside 1..200 is a validation error", async () => {
    const unknown = await run(`{ balanceSheets(ticker: "ZZZZQ") { count } }`);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: "unknown_ticker" });
    const limit = await run(`{ cashFlowStatements(ticker: "AAPL", limit: 201) { count } }`);
    expect(limit.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "limit" },
    });
  });

  it("a listed company whose SEC facts are not held is 503 dataset_unavailable naming them, not an empty list", async () => {
    const result = await run(`{ balanceSheets(ticker: "JPM") { count items { periodEnd } status source } }`);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "dataset_unavailable",
      status: 503,
      billing: "not_billed",
      extra: { ticker: "JPM", dataset: "sec_companyfacts", reason: "no_sec_companyfacts_held" },
    });
  });
});

describe("Query.cashFlowStatements", () => {
  it("TSLA quarterly: quarters from year-to-date 10-Q figures, labelled", async () => {
    const result = await run(`{ cashFlowStatements(ticker: "TSLA", limit: 4) { ${LIST}
      items { fiscalPeriod periodStart periodEnd periodSource operatingCashFlow capitalExpenditure freeCashFlow
        changeInWorkingCapital changeInWorkingCapitalStatus operatingCashFlowComponents fieldBasis fieldsUnverified } } }`);
    expect(result.errors).toBeUndefined();
    const flows = result.data?.cashFlowStatements as any;
    expect(flows.items.map((r: any) => [r.fiscalPeriod, r.periodSource, r.operatingCashFlow])).toEqual([
      ["Q3", "derived_ytd_difference", 5_100_000_000],
      ["Q2", "derived_ytd_difference", 2_351_000_000],
      ["Q1", "quarterly_report", 3_995_000_000],
      ["Q4", "derived_fy_minus_q1_q3", 4_585_000_000],
    ]);
    const q3 = flows.items[0];
    expect(q3.fieldsUnverified.operatingCashFlow).toBe("derived_ytd_difference");
    expect(q3.changeInWorkingCapital).toBeNull();
    expect(q3.changeInWorkingCapitalStatus).toBe("not_reported_as_a_total");
    expect(
      Object.values(q3.operatingCashFlowComponents as Record<string, number>).reduce((s, v) => s + v, 0),
    ).toBe(5_100_000_000);
    expect(flows.units.operatingCashFlow).toBe("usd");
  });
});

const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Instrument {
  ticker
  balanceSheets(period: annual, limit: 1) { items { totalAssets } }
  cashFlowStatements(period: annual, limit: 1) { items { operatingCashFlow } }
  financialStatements(period: annual, limit: 1) {
    ticker period
    incomeStatements { items { revenue netIncome } }
    balanceSheets { items { totalAssets } }
    cashFlowStatements { items { operatingCashFlow } }
  } } } }`;

describe("Instrument statement fields and financialStatements", () => {
  it("joins the three statements on the instrument", async () => {
    const result = await run(ENTITIES, { reps: [{ __typename: "Instrument", ticker: "AAPL" }] });
    expect(result.errors).toBeUndefined();
    expect((result.data?._entities as any[])[0]).toEqual({
      ticker: "AAPL",
      balanceSheets: { items: [{ totalAssets: 352_583_000_000 }] },
      cashFlowStatements: { items: [{ operatingCashFlow: 110_543_000_000 }] },
      financialStatements: {
        ticker: "AAPL",
        period: "annual",
        incomeStatements: { items: [{ revenue: 383_285_000_000, netIncome: 96_995_000_000 }] },
        balanceSheets: { items: [{ totalAssets: 352_583_000_000 }] },
        cashFlowStatements: { items: [{ operatingCashFlow: 110_543_000_000 }] },
      },
    });
  });
});

describe("Query.metrics and Query.metricsSnapshot", () => {
  it("TSLA ttm: one row of fractions over four real quarters", async () => {
    const result = await run(
      `{ metrics(ticker: "TSLA", period: ttm) { ticker period count status source
      items { period { type fiscalYear fiscalQuarter start end } revenue netIncome ttmStatus ttmUnderfilledFields
        ratios { grossMargin netMargin debtToEquity } units nullReasons definitions } } }`,
      {},
      BEFORE_TSLA_2024,
    );
    expect(result.errors).toBeUndefined();
    const metrics = result.data?.metrics as any;
    expect(metrics).toMatchObject({ ticker: "TSLA", period: "ttm", count: 1, status: "ok" });
    expect(metrics.items[0]).toMatchObject({
      period: { type: "ttm", fiscalYear: 2022, fiscalQuarter: 3, start: "2021-10-01", end: "2022-09-30" },
      revenue: 74_863_000_000,
      netIncome: 11_190_000_000,
      ttmStatus: "ok",
      ttmUnderfilledFields: [],
    });
    // Issue 14 item 5: 2,397M debt (DebtCurrent + LongTermDebt) over 39,851M equity; was null.
    expect(metrics.items[0].ratios.debtToEquity).toBeCloseTo(2_397 / 39_851, 12);
    expect(metrics.items[0].ratios.grossMargin).toBeCloseTo(19_923 / 74_863, 12);
    expect(metrics.items[0].nullReasons.debtToEquity).toBeUndefined();
  });

  it("the snapshot's blocks and units; a company without SEC facts says why", async () => {
    const result = await run(`{ metricsSnapshot(ticker: "AAPL") { ticker reportingCurrency
      ttm { period { type } ttmStatus } latestQuarter { period { type end } units }
      growth { revenueGrowth units } } }`);
    expect(result.errors).toBeUndefined();
    const snap = result.data?.metricsSnapshot as any;
    expect(snap.ttm).toEqual({ period: { type: "partial_ttm" }, ttmStatus: "quarter_gap" });
    expect(snap.latestQuarter.period).toEqual({ type: "quarter", end: "2023-09-30" });
    expect(snap.latestQuarter.units["ratios.returnOnEquity"]).toBe("fraction");
    expect(snap.growth.revenueGrowth).toBeCloseTo(-2.80046053, 6);
    const none = await run(`{ metricsSnapshot(ticker: "JPM") { status ttm { ttmStatus } } }`);
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: "dataset_unavailable" });
  });
});

describe("Instrument.xbrlConcepts and Instrument.xbrlFacts", () => {
  it("serve the directory and one concept on the instrument", async () => {
    const result = await run(
      `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Instrument {
        xbrlConcepts(search: "StockholdersEquity", limit: 1) { total items { concept } }
        xbrlFacts(concept: "Assets", asOf: "2023-01-01", limit: 1) { taxonomy items { periodEnd value filed } } } } }`,
      { reps: [{ __typename: "Instrument", ticker: "AAPL" }] },
    );
    expect(result.errors).toBeUndefined();
    const [aapl] = result.data?._entities as any[];
    expect(aapl.xbrlConcepts.items[0].concept).toContain("StockholdersEquity");
    expect(aapl.xbrlFacts).toEqual({
      taxonomy: "us-gaap",
      items: [{ periodEnd: "2022-09-24", value: 352_755_000_000, filed: "2022-10-28" }],
    });
    const bad = await run(
      `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Instrument { xbrlFacts(concept: "Assets", asOf: "2023-02-30") { total } } } }`,
      { reps: [{ __typename: "Instrument", ticker: "AAPL" }] },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "invalid_date",
      extra: { parameter: "asOf" },
    });
  });
});
