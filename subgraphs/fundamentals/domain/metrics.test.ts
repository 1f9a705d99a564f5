import { describe, expect, it } from "vitest";
import { buildMetrics, buildMetricsSnapshot, type MetricsRow } from "./metrics.js";
import { loadCompanyFacts } from "./testFacts.js";

const aapl = loadCompanyFacts("CIK0000320193.derived.json").facts;
const tsla = loadCompanyFacts("CIK0001318605.json").facts;
const AAPL = { source: "derived_xbrl_instance", sector: "Information Technology" } as const;
const TSLA = { source: "sec_edgar_companyfacts", sector: "Consumer Discretionary" } as const;

describe("buildMetrics: TSLA ttm (four real quarters, Q4 2021 .. Q3 2022)", () => {
  const row = buildMetrics(tsla, { period: "ttm", limit: 4, ...TSLA }).rows[0] as MetricsRow;

  it("sums exactly four consecutive quarters", () => {
    expect(row.period).toEqual({
      type: "ttm",
      fiscalYear: 2022,
      fiscalQuarter: 3,
      start: "2021-10-01",
      end: "2022-09-30",
      nullReasons: {},
    });
    expect(row.ttmStatus).toBe("ok");
    expect(row.ttmUnderfilledFields).toEqual([]);
    // Revenue 17,719 + 18,756 + 16,934 + 21,454; net income 2,321 + 3,318 + 2,259 + 3,292 ($M, 10-Q/10-K).
    expect(row.revenue).toBe(74_863_000_000);
    expect(row.netIncome).toBe(11_190_000_000);
    expect(row.operatingCashFlow).toBe(16_031_000_000);
    expect(row.freeCashFlow).toBe(8_921_000_000);
  });

  it("gives fractions with definitions, and debt from DebtCurrent + LongTermDebt (issue 14 item 5)", () => {
    expect(row.ratios.grossMargin).toBeCloseTo(19_923 / 74_863, 12);
    expect(row.ratios.netMargin).toBeCloseTo(11_190 / 74_863, 12);
    expect(row.ratios.returnOnEquity).toBeCloseTo(11_190 / 39_851, 12);
    expect(row.units["ratios.grossMargin"]).toBe("fraction");
    expect(row.units["ratios.currentRatio"]).toBe("multiple");
    expect(row.units.revenue).toBe("usd");
    expect(row.definitions.returnOnEquity).toContain("not annualised");
    // Was null (longTermDebt not_found_in_sec_companyfacts) although us-gaap:LongTermDebt holds
    // 1,418M at 2022-09-30: 979M DebtCurrent + 1,418M = 2,397M; cash 19,532M; equity 39,851M.
    expect(row.totalDebt).toBe(2_397_000_000);
    expect(row.debtComponentsMissing).toEqual([]);
    expect(row.netDebt).toBe(2_397_000_000 - 19_532_000_000);
    expect(row.netDebtStatus).toBe("ok");
    expect(row.ratios.debtToEquity).toBeCloseTo(2_397 / 39_851, 12);
    expect(row.issuerClass).toBe("non_financial");
  });
});

describe("buildMetrics: AAPL", () => {
  it("annual FY2023: the 10-K's flows against its year-end sheet", () => {
    const row = buildMetrics(aapl, { period: "annual", limit: 1, ...AAPL }).rows[0] as MetricsRow;
    expect(row).toMatchObject({
      period: {
        type: "fiscal_year",
        fiscalYear: 2023,
        fiscalQuarter: null,
        start: "2022-09-25",
        end: "2023-09-30",
      },
      balanceSheetDate: "2023-09-30",
      revenue: 383_285_000_000,
      netIncome: 96_995_000_000,
      operatingCashFlow: 110_543_000_000,
      totalDebt: 111_088_000_000,
      // 111,088 - 29,965 cash and equivalents.
      netDebt: 81_123_000_000,
      netDebtStatus: "ok",
    });
    expect(row.ratios.grossMargin).toBeCloseTo(169_148 / 383_285, 12);
    expect(row.ratios.debtToEquity).toBeCloseTo(111_088 / 62_146, 12);
    expect(row.ratios.currentRatio).toBeCloseTo(143_566 / 145_308, 12);
  });

  it("ttm: quarters missing, so every sum is null, partial_ttm, and the fields are named", () => {
    const res = buildMetrics(aapl, { period: "ttm", limit: 1, ...AAPL });
    const row = res.rows[0] as MetricsRow;
    expect(res.status).toBe("quarter_gap");
    expect(row.period.type).toBe("partial_ttm");
    expect(row.revenue).toBeNull();
    expect(row.ttmUnderfilledFields).toContain("revenue");
    expect(row.ttmUnderfilledFields).toContain("operatingCashFlow");
    expect(row.nullReasons.ttmWindow).toBe("missing 2023Q2, 2023Q1");
    // Point-in-time figures are still those of the sheet at the window's end.
    expect(row.totalAssets).toBe(352_583_000_000);
  });

  it("the snapshot: ttm ratios in percent, the latest quarter's ratios as fractions, growth in percent", () => {
    const tsnap = buildMetricsSnapshot(tsla, TSLA);
    expect(tsnap.ttm?.ttmRatios?.grossMargin).toBeCloseTo((19_923 / 74_863) * 100, 10);
    expect(tsnap.ttm?.units["ttmRatios.grossMargin"]).toBe("percent");
    expect(tsnap.latestQuarter?.period).toMatchObject({
      type: "quarter",
      fiscalYear: 2022,
      fiscalQuarter: 3,
    });
    expect(tsnap.latestQuarter?.ratios.grossMargin).toBeCloseTo(5_382 / 21_454, 10);

    const snap = buildMetricsSnapshot(aapl, AAPL);
    expect(snap.growth).toMatchObject({
      period: { type: "fiscal_year", fiscalYear: 2023 },
      priorPeriod: { fiscalYear: 2022 },
      units: { revenueGrowth: "percent" },
    });
    // (383,285 - 394,328) / 394,328; diluted EPS 6.13 over 6.11.
    expect(snap.growth?.revenueGrowth).toBeCloseTo(-2.80046053, 6);
    expect(snap.growth?.epsDilutedGrowth).toBeCloseTo(0.32733224, 6);
  });
});

describe("financial issuers", () => {
  it("have net debt null and debt excluding deposits", () => {
    const row = buildMetrics(aapl, {
      period: "annual",
      limit: 1,
      source: "derived_xbrl_instance",
      sector: "Financials",
    }).rows[0] as MetricsRow;
    expect(row).toMatchObject({
      issuerClass: "financial",
      issuerClassBasis: "gics_sector_financials",
      netDebt: null,
      netDebtStatus: "not_meaningful_for_financial_issuer",
      debtRatiosBasis: "debt_excluding_deposits",
    });
    expect(row.nullReasons.netDebt).toBe("not_meaningful_for_financial_issuer");
  });
});

describe("ttmRatios has a sibling reason where it is null (issue 14 item 7)", () => {
  it("a quarterly row says why; the snapshot's ttm block fills it and drops the reason", () => {
    const [quarter] = buildMetrics(tsla, { period: "quarterly", limit: 1, ...TSLA }).rows;
    expect(quarter?.ttmRatios).toBeNull();
    expect(quarter?.nullReasons.ttmRatios).toBe("ttm_ratios_only_on_metrics_snapshot_ttm");
    const snapshot = buildMetricsSnapshot(tsla, TSLA);
    expect(snapshot.ttm?.ttmRatios).not.toBeNull();
    expect(snapshot.ttm?.nullReasons.ttmRatios).toBeUndefined();
  });
});

describe("metrics periods say why a field is null (issue 14, honesty lint)", () => {
  it("AAPL snapshot: the partial TTM has no start, for its window's gap; a fiscal year has no quarter", () => {
    // AAPL's derived file holds only 2022Q3, 2022Q4, 2023Q3, 2023Q4: four quarters, not consecutive.
    const snapshot = buildMetricsSnapshot(aapl, AAPL);
    expect(snapshot.ttm?.period).toMatchObject({
      type: "partial_ttm",
      start: null,
      nullReasons: { start: "quarter_gap" },
    });
    expect(snapshot.growth?.period).toMatchObject({
      type: "fiscal_year",
      fiscalQuarter: null,
      nullReasons: { fiscalQuarter: "fiscal_year_period" },
    });
  });
});
