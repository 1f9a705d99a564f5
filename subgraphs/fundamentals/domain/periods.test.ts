import { describe, expect, it } from "vitest";
import {
  classifyDuration,
  daysBetween,
  fiscalCalendarFromFacts,
  fiscalLabelForPeriodEnd,
  quarterFromOrdinal,
  quarterKey,
  quarterOrdinal,
} from "./periods.js";
import type { SecFact } from "./secFact.js";
import { loadCompanyFacts } from "./testFacts.js";

const aapl = loadCompanyFacts("CIK0000320193.derived.json").facts;
const tsla = loadCompanyFacts("CIK0001318605.json").facts;
const snow = loadCompanyFacts("CIK0001640147.json").facts;
const tslaQ2of2024 = loadCompanyFacts("CIK0001318605.derived.json").facts;
const msft = loadCompanyFacts("CIK0000789019.derived.json").facts;

describe("classifyDuration", () => {
  it("classifies the real periods of AAPL and TSLA filings", () => {
    expect(daysBetween("2023-04-02", "2023-07-01")).toBe(90);
    expect(classifyDuration("2023-04-02", "2023-07-01")).toBe("quarter"); // AAPL Q3 FY2023
    expect(classifyDuration("2022-09-25", "2023-09-30")).toBe("fiscal_year"); // AAPL 53-week FY2023, 370 days
    expect(classifyDuration("2021-09-26", "2022-09-24")).toBe("fiscal_year"); // AAPL 52-week FY2022, 363 days
    expect(classifyDuration("2021-01-01", "2021-06-30")).toBe("half"); // TSLA YTD Q2 2021, 180 days
    expect(classifyDuration("2021-01-01", "2021-09-30")).toBe("nine_months"); // 272 days
    expect(classifyDuration("2022-09-25", "2023-07-01")).toBe("nine_months"); // AAPL YTD Q3 FY2023, 279 days
    expect(classifyDuration(null, "2022-10-14")).toBeNull(); // instant (cover-page share count)
    expect(classifyDuration("2023-01-01", "2023-02-15")).toBe("other");
  });

  it("finds only the four duration classes among TSLA's income-statement periods", () => {
    const classes = new Set(
      tsla
        .filter((f) => f.concept === "Revenues" && f.period_start !== null)
        .map((f) => classifyDuration(f.period_start, f.period_end)),
    );
    expect([...classes].sort()).toEqual(["fiscal_year", "half", "nine_months", "quarter"]);
  });
});

describe("fiscalCalendarFromFacts", () => {
  it("anchors AAPL's fiscal years on the fy of the 10-K carrying each annual period", () => {
    const cal = fiscalCalendarFromFacts(aapl);
    expect(cal.anchors).toEqual([
      {
        fiscalYear: 2022,
        start: "2021-09-26",
        end: "2022-09-24",
        basis: "annual_report",
        accession: "0000320193-22-000108",
      },
      {
        fiscalYear: 2023,
        start: "2022-09-25",
        end: "2023-09-30",
        basis: "annual_report",
        accession: "0000320193-23-000106",
      },
    ]);
    expect(cal.latestFiscalYearEnd).toBe("09-30");
  });

  it("keeps the original 10-K over the 10-K/A for TSLA FY2011 and has one anchor per year 2011..2021", () => {
    const cal = fiscalCalendarFromFacts(tsla);
    expect(cal.anchors.map((a) => a.fiscalYear)).toEqual([
      2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021,
    ]);
    expect(cal.anchors[0]?.accession).toBe("0001193125-12-081990");
    expect(cal.latestFiscalYearEnd).toBe("12-31");
  });

  it("falls back to the 10-Q's YTD period when there is no annual report (TSLA Q2 2024 instance)", () => {
    const cal = fiscalCalendarFromFacts(tslaQ2of2024);
    expect(cal.anchors).toEqual([
      {
        fiscalYear: 2024,
        start: "2024-01-01",
        end: null,
        basis: "quarterly_report_ytd",
        accession: "0001628280-24-032662",
      },
    ]);
    expect(cal.latestFiscalYearEnd).toBeNull();
  });
});

describe("fiscalLabelForPeriodEnd", () => {
  it("labels AAPL quarter ends (fiscal year ends late September)", () => {
    const cal = fiscalCalendarFromFacts(aapl);
    expect(fiscalLabelForPeriodEnd("2023-07-01", cal)).toEqual({
      fiscalYear: 2023,
      fiscalQuarter: 3,
      basis: "anchored",
    });
    expect(fiscalLabelForPeriodEnd("2022-06-25", cal)).toMatchObject({ fiscalYear: 2022, fiscalQuarter: 3 });
    expect(fiscalLabelForPeriodEnd("2023-09-30", cal)).toMatchObject({ fiscalYear: 2023, fiscalQuarter: 4 });
    expect(fiscalLabelForPeriodEnd("2022-12-31", cal)).toMatchObject({ fiscalYear: 2023, fiscalQuarter: 1 });
    // Comparative years only present inside later 10-Ks are counted back from the anchors.
    expect(fiscalLabelForPeriodEnd("2020-09-26", cal)).toEqual({
      fiscalYear: 2020,
      fiscalQuarter: 4,
      basis: "extrapolated",
    });
  });

  it("labels SNOW's January fiscal year: the quarter ending 2025-04-30 is Q1 FY2026", () => {
    const cal = fiscalCalendarFromFacts(snow);
    expect(fiscalLabelForPeriodEnd("2025-01-31", cal)).toEqual({
      fiscalYear: 2025,
      fiscalQuarter: 4,
      basis: "anchored",
    });
    expect(fiscalLabelForPeriodEnd("2024-10-31", cal)).toMatchObject({ fiscalYear: 2025, fiscalQuarter: 3 });
    expect(fiscalLabelForPeriodEnd("2025-04-30", cal)).toEqual({
      fiscalYear: 2026,
      fiscalQuarter: 1,
      basis: "extrapolated",
    });
  });

  it("labels MSFT's June fiscal year and TSLA's 10-Q-only instance", () => {
    expect(fiscalLabelForPeriodEnd("2014-09-30", fiscalCalendarFromFacts(msft))).toMatchObject({
      fiscalYear: 2015,
      fiscalQuarter: 1,
    });
    const cal = fiscalCalendarFromFacts(tslaQ2of2024);
    expect(fiscalLabelForPeriodEnd("2024-06-30", cal)).toMatchObject({ fiscalYear: 2024, fiscalQuarter: 2 });
    expect(fiscalLabelForPeriodEnd("2023-06-30", cal)).toMatchObject({ fiscalYear: 2023, fiscalQuarter: 2 });
  });

  it("agrees with SEC fy/fp for every 10-Q's own quarter in the TSLA and SNOW companyfacts", () => {
    const snowQ1 = snow.find((f) => f.accn === "0001640147-22-000044");
    expect(snowQ1).toMatchObject({ form: "10-Q", fy: 2023, fp: "FY" });
    for (const [facts, filings] of [
      [tsla, 35],
      [snow, 14],
    ] as const) {
      const cal = fiscalCalendarFromFacts(facts);
      // Own quarter of a 10-Q: its quarter-long period with the latest end.
      const ownEnd = new Map<string, SecFact>();
      for (const f of facts) {
        if (
          f.form !== "10-Q" ||
          f.accn === null ||
          classifyDuration(f.period_start, f.period_end) !== "quarter"
        ) {
          continue;
        }
        const cur = ownEnd.get(f.accn);
        if (!cur || f.period_end > cur.period_end) ownEnd.set(f.accn, f);
      }
      expect(ownEnd.size).toBe(filings);
      for (const own of ownEnd.values()) {
        const label = fiscalLabelForPeriodEnd(own.period_end, cal);
        // SEC quirk: SNOW's Q1 FY2023 10-Q (quarter ending 2022-04-30) is tagged fp "FY".
        const secLabel = own.accn === "0001640147-22-000044" ? `${own.fy}Q1` : `${own.fy}${own.fp}`;
        expect(label && `${label.fiscalYear}Q${label.fiscalQuarter}`, own.accn ?? "").toBe(secLabel);
      }
    }
  });
});

describe("quarter keys", () => {
  it("round-trips ordinals", () => {
    expect(quarterKey(2023, 2)).toBe("2023Q2");
    expect(quarterOrdinal(2023, 1) - quarterOrdinal(2022, 4)).toBe(1);
    expect(quarterFromOrdinal(quarterOrdinal(2021, 4))).toEqual({ fiscalYear: 2021, fiscalQuarter: 4 });
  });
});
