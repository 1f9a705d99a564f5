/**
 * Issue 14, the fundamentals defects that span routes, through REST over real HTTP:
 * - defect 5: one SEC concept map, so a line item is the same on every route that serves it, and a
 *   null says concept_not_mapped (or why no facts are held), never "not found" for a fact held;
 * - defect 3: one quarter-derivation rule, so AAPL's Q4 FY2023 is the same figure everywhere;
 * - defect 7: listing status and GICS reasons the data supports.
 * Known answers read by hand from data/sample/sec/companyfacts (stated beside each).
 */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

const TODAY = "2026-11-17T15:00:00Z";
/** Before TSLA's derived 2024-Q2 10-Q (filed 2024-07-24): its newest sheet is 2022-09-30. */
const TSLA_2022_FILINGS = "2023-06-01T16:00:00Z";
const clock = fixedClock(TODAY);
let service: TestService;
test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
afterEach(() => clock.set(TODAY));

const { get } = restClient(() => service);
const F = "/api/v3/fundamentals";

describe("one SEC concept map on every route (issue 14, defect 5)", () => {
  // CIK0001640147.json: ConvertibleDebtNoncurrent 2,273,600,000 at 2025-04-30 (10-Q filed
  // 2025-05-30) and 2,271,529,000 at 2025-01-31 (10-K); no DebtCurrent, ShortTermBorrowings,
  // CommercialPaper, LongTermDebtCurrent or LongTermDebtAndCapitalLeaseObligationsCurrent at all.
  const snowQ1 = {
    period_end: "2025-04-30",
    long_term_debt: 2_273_600_000,
    long_term_debt_basis: "ConvertibleDebtNoncurrent",
    long_term_debt_status: "reported",
    short_term_debt: null,
    short_term_debt_status: "concept_not_mapped",
    total_debt: null,
  };

  it("SNOW: long-term debt from ConvertibleDebtNoncurrent on balance_sheets, all, historical and full", async () => {
    const sheets = await get(`${F}/balance_sheets?ticker=SNOW&period=quarterly&limit=1`);
    expect(sheets.body.items[0]).toMatchObject(snowQ1);
    expect(sheets.body.items[0].field_notes).toMatchObject({
      short_term_debt: "concept_not_mapped",
      total_debt: "debt_components_missing",
    });
    const all = await get(`${F}/all?ticker=SNOW&period=quarterly&limit=1`);
    expect(all.body.balance_sheets.items[0]).toMatchObject(snowQ1);
    const historical = await get(`${F}/historical/SNOW?statement_type=balance&include_quarterly=true`);
    expect(historical.body.balance_sheets.find((row: any) => row.period_end === "2025-04-30")).toMatchObject(
      snowQ1,
    );
    const full = await get(`${F}/full/SNOW`);
    expect(full.body.statements.balance_sheets.items[0]).toMatchObject({
      period_end: "2025-01-31",
      long_term_debt: 2_271_529_000,
      long_term_debt_basis: "ConvertibleDebtNoncurrent",
      short_term_debt_status: "concept_not_mapped",
    });
    // Metrics: no total debt without the short-term part, and it says which part is missing.
    const metrics = await get(`${F}/metrics?ticker=SNOW&period=quarterly&limit=1`);
    expect(metrics.body.items[0]).toMatchObject({
      total_debt: null,
      debt_components_missing: ["short_term_debt"],
      null_reasons: { total_debt: "debt_components_missing" },
    });
  });

  it("TSLA 2022-09-30: LongTermDebt 1,418M beside DebtCurrent 979M, the same on every route", async () => {
    // CIK0001318605.json: LongTermDebt 1,418,000,000 and DebtCurrent 979,000,000 at 2022-09-30
    // (10-Q filed 2022-10-24); total 2,397,000,000.
    clock.set(TSLA_2022_FILINGS);
    const sheet = {
      period_end: "2022-09-30",
      short_term_debt: 979_000_000,
      long_term_debt: 1_418_000_000,
      long_term_debt_basis: "LongTermDebt",
      total_debt: 2_397_000_000,
    };
    const sheets = await get(`${F}/balance_sheets?ticker=TSLA&period=quarterly&limit=1`);
    expect(sheets.body.items[0]).toMatchObject(sheet);
    expect(sheets.body.items[0].fields_unverified.long_term_debt).toBe("may_include_current_portion");
    const all = await get(`${F}/all?ticker=TSLA&period=quarterly&limit=1`);
    expect(all.body.balance_sheets.items[0]).toMatchObject(sheet);
    const historical = await get(`${F}/historical/TSLA?statement_type=balance&include_quarterly=true`);
    expect(historical.body.balance_sheets.find((row: any) => row.period_end === "2022-09-30")).toMatchObject(
      sheet,
    );
    const metrics = await get(`${F}/metrics?ticker=TSLA&period=quarterly&limit=1`);
    expect(metrics.body.items[0]).toMatchObject({
      balance_sheet_date: "2022-09-30",
      total_debt: 2_397_000_000,
    });
    const snapshot = await get(`${F}/metrics_snapshot?ticker=TSLA`);
    expect(snapshot.body.latest_quarter).toMatchObject({ total_debt: 2_397_000_000 });
    // The full bundle's annual sheet: FY2021, DebtCurrent 1,088M + LongTermDebt 4,254M.
    const full = await get(`${F}/full/TSLA`);
    expect(full.body.statements.balance_sheets.items[0]).toMatchObject({
      period_end: "2021-12-31",
      long_term_debt: 4_254_000_000,
      long_term_debt_basis: "LongTermDebt",
      total_debt: 5_342_000_000,
    });
  });

  it("a line the company never tags says concept_not_mapped (AAPL goodwill, net interest income)", async () => {
    const sheets = await get(`${F}/balance_sheets?ticker=AAPL&period=annual&limit=1`);
    expect(sheets.body.items[0]).toMatchObject({ goodwill: null, deposits: null });
    expect(sheets.body.items[0].field_notes).toMatchObject({
      goodwill: "concept_not_mapped",
      deposits: "concept_not_mapped",
    });
    const income = await get(`${F}/income_statements?ticker=AAPL&period=annual&limit=1`);
    expect(income.body.items[0].field_notes.net_interest_income).toBe("concept_not_mapped");
  });

  it("no companyfacts held (JPM, SPY) or no CIK (BTC): the reasons say so, never 'not found'", async () => {
    const reasons: Record<string, string> = {
      JPM: "no_sec_companyfacts_held",
      // SPY has a CIK (0000884394) in the master but no companyfacts file.
      SPY: "no_sec_companyfacts_held",
      "X:BTCUSD": "no_sec_cik",
    };
    for (const [ticker, reason] of Object.entries(reasons)) {
      const facts = await get(`${F}/company_facts?ticker=${ticker}`);
      expect(facts.body.shares_outstanding).toMatchObject({ shares: null, status: reason });
      expect(facts.body.facts_status).toBe(reason);
      const refused = await get(`${F}/balance_sheets?ticker=${ticker}`);
      expect(refused.status).toBe(503);
      expect(refused.body.detail).toMatchObject({ error_code: "dataset_unavailable", reason });
      for (const path of [
        `${F}/company_facts?ticker=${ticker}`,
        `${F}/price_snapshot?ticker=${ticker}`,
        `/api/snapshot/${ticker}`,
        `${F}/company_full/${ticker}`,
        `${F}/full/${ticker}`,
        `${F}/peers/${ticker}`,
      ]) {
        const { status, body } = await get(path);
        expect(status, path).toBe(200);
        expect(JSON.stringify(body), path).not.toContain("not_found_in_sec_companyfacts");
      }
    }
  });
});

describe("one quarter-derivation rule (issue 14, defect 3)", () => {
  // CIK0000320193.derived.json: revenue FY2023 383,285M − 9M YTD 293,787M = 89,498M; net income
  // 96,995M − 74,039M = 22,956M; operating cash flow 110,543M − 88,945M = 21,598M.
  const Q4 = { fiscal_year: 2023, fiscal_period: "Q4", period_start: "2023-07-02", period_end: "2023-09-30" };

  it("AAPL Q4 FY2023 is the same figure on every statement and metrics route", async () => {
    const income = await get(`${F}/income_statements?ticker=AAPL&period=quarterly&limit=4`);
    expect(income.body.items[0]).toMatchObject({
      ...Q4,
      period_source: "derived_fy_minus_q1_q3",
      revenue: 89_498_000_000,
      net_income: 22_956_000_000,
    });
    const cash = await get(`${F}/cash_flow_statements?ticker=AAPL&period=quarterly&limit=4`);
    expect(cash.body.items[0]).toMatchObject({
      ...Q4,
      period_source: "derived_fy_minus_q1_q3",
      net_income: 22_956_000_000,
      operating_cash_flow: 21_598_000_000,
    });
    const metrics = await get(`${F}/metrics?ticker=AAPL&period=quarterly&limit=1`);
    expect(metrics.body.items[0]).toMatchObject({
      period: {
        type: "quarter",
        fiscal_year: 2023,
        fiscal_quarter: 4,
        start: "2023-07-02",
        end: "2023-09-30",
      },
      revenue: 89_498_000_000,
      net_income: 22_956_000_000,
      operating_cash_flow: 21_598_000_000,
    });
    const snapshot = await get(`${F}/metrics_snapshot?ticker=AAPL`);
    expect(snapshot.body.latest_quarter).toMatchObject({
      revenue: 89_498_000_000,
      net_income: 22_956_000_000,
    });
    const all = await get(`${F}/all?ticker=AAPL&period=quarterly&limit=4`);
    expect(all.body.income_statements.items[0]).toMatchObject({ ...Q4, revenue: 89_498_000_000 });
    expect(all.body.cash_flow_statements.items[0]).toMatchObject({ ...Q4, net_income: 22_956_000_000 });
    const historical = await get(`${F}/historical/AAPL?include_quarterly=true&start_year=2023`);
    const q4 = (rows: any[]) => rows.find((row) => row.fiscal_period === "Q4" && row.fiscal_year === 2023);
    expect(q4(historical.body.income_statements)).toMatchObject({ net_income: 22_956_000_000 });
    expect(q4(historical.body.cash_flow_statements)).toMatchObject({ net_income: 22_956_000_000 });
  });

  it("quarters_missing is honest: what each statement cannot serve, and metrics say why", async () => {
    // The income statement holds Q3 FY2023 (the 10-Q's three months); the cash flow statement
    // cannot form it (9M − H1, and no H1 is held), so it lists 2023Q3 and metrics say why.
    const income = await get(`${F}/income_statements?ticker=AAPL&period=quarterly&limit=4`);
    expect(income.body.quarters_missing).toEqual(["2023Q2", "2023Q1"]);
    const cash = await get(`${F}/cash_flow_statements?ticker=AAPL&period=quarterly&limit=2`);
    expect(cash.body.quarters_missing).toEqual(["2023Q3", "2023Q2", "2023Q1"]);
    const metrics = await get(`${F}/metrics?ticker=AAPL&period=quarterly&limit=2`);
    expect(metrics.body.items[1]).toMatchObject({
      period: { fiscal_year: 2023, fiscal_quarter: 3 },
      revenue: 81_797_000_000,
      operating_cash_flow: null,
      null_reasons: { operating_cash_flow: "no_cash_flow_statement_for_period" },
    });
  });

  it("dividends: a quarter's cash paid reported only year to date says so (AAPL Q3 FY2023)", async () => {
    // PaymentsOfDividends is held for the nine months to 2023-07-01 (11,267M) but not for the half
    // year before it, so the third quarter cannot be derived.
    const { body } = await get(`${F}/dividends?tickers=AAPL`);
    expect(body.items[0].quarterly[0]).toMatchObject({
      fiscal_year: 2023,
      fiscal_period: "Q3",
      dividends_per_share: 0.24,
      dividends_paid: null,
      null_reasons: { dividends_paid: "reported_year_to_date_only" },
    });
  });
});

describe("listing status and GICS reasons the data supports (issue 14, defect 7)", () => {
  it("search: a symbol only the SEC ticker map names is unchecked, not active", async () => {
    const { body } = await get(`${F}/search?q=SNOW`);
    expect(body.results[0]).toMatchObject({
      ticker: "SNOW",
      listing_status: "unchecked",
      is_active: null,
      is_active_reason: "unchecked",
      listing_status_basis: "sec_company_tickers",
      sector: null,
      sector_reason: "not_in_sp500_gics_list",
      now_trades_as: null,
      now_trades_as_reason: "no_rename_history_held",
    });
    const aapl = await get(`${F}/search?q=AAPL`);
    expect(aapl.body.results[0]).toMatchObject({ ticker: "AAPL", listing_status: "active", is_active: true });
    const facts = await get(`${F}/company_facts?ticker=SNOW`);
    expect(facts.body.listing_status).toBe("unchecked");
  });

  it("sector and industry of SPY and BTC: null with not_applicable_non_equity", async () => {
    for (const ticker of ["SPY", "X:BTCUSD"]) {
      const facts = await get(`${F}/company_facts?ticker=${ticker}`);
      expect(facts.body).toMatchObject({ sector: null, industry: null });
      expect(facts.body.null_reasons).toMatchObject({
        sector: "not_applicable_non_equity",
        industry: "not_applicable_non_equity",
      });
      const legacy = await get(`/api/snapshot/${ticker}`);
      expect(legacy.body).toMatchObject({
        sector: null,
        sector_reason: "not_applicable_non_equity",
        sic_code: null,
        sic_code_reason: "not_applicable_non_equity",
      });
    }
    // JPM has a CIK but no submissions file: no SIC code held.
    const jpm = await get("/api/snapshot/JPM");
    expect(jpm.body).toMatchObject({ sic_code: null, sic_code_reason: "sic_code_not_held" });
  });
});
