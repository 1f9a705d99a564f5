import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { companyProfileFromFacts, parseFiscalYearEnd } from "./companyProfile.js";
import { loadCompanyFacts } from "./testFacts.js";

const aapl = loadCompanyFacts("CIK0000320193.derived.json").facts;
const tsla = loadCompanyFacts("CIK0001318605.json").facts;

const aaplSubmissions = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../../data/sample/sec/submissions/CIK0000320193.json", import.meta.url)),
    "utf8",
  ),
) as { name: string; fiscalYearEnd: string };

describe("companyProfileFromFacts", () => {
  it("AAPL: no dei CurrentFiscalYearEndDate in the facts, so fiscalYearEnd is null", () => {
    expect(aapl.some((f) => f.concept === "CurrentFiscalYearEndDate")).toBe(false);
    expect(aapl.some((f) => f.concept === "EntityRegistrantName")).toBe(false);
    const p = companyProfileFromFacts(aapl);
    expect(p).toEqual({
      fiscalYearEnd: null,
      latestFiscalYearPeriodEnd: "2023-09-30",
      latestFiling: {
        form: "10-K",
        filed: "2023-11-03",
        accession: "0000320193-23-000106",
        fiscalYear: 2023,
        fiscalPeriod: "FY",
      },
      factCount: 1195,
      conceptCount: 215,
      firstPeriodEnd: "2019-09-28",
      lastPeriodEnd: "2023-10-20",
    });
    expect("entityName" in p).toBe(false);
  });

  it("AAPL with the text cover values of the SEC submissions JSON (fiscalYearEnd 0926, 52/53-week year)", () => {
    const p = companyProfileFromFacts(aapl, {
      currentFiscalYearEndDate: aaplSubmissions.fiscalYearEnd,
      entityRegistrantName: aaplSubmissions.name,
    });
    expect(aaplSubmissions.fiscalYearEnd).toBe("0926");
    expect(p.fiscalYearEnd).toBe("09-26");
    expect(p.entityName).toBe("Apple Inc.");
  });

  it("TSLA verbatim companyfacts", () => {
    expect(companyProfileFromFacts(tsla)).toEqual({
      fiscalYearEnd: null,
      latestFiscalYearPeriodEnd: "2021-12-31",
      latestFiling: {
        form: "10-Q",
        filed: "2022-10-24",
        accession: "0000950170-22-019867",
        fiscalYear: 2022,
        fiscalPeriod: "Q3",
      },
      factCount: 17718,
      conceptCount: 578,
      firstPeriodEnd: "2008-12-31",
      lastPeriodEnd: "2022-10-18",
    });
  });

  it("parses dei and submissions fiscal-year-end forms", () => {
    expect(parseFiscalYearEnd("--09-30")).toBe("09-30");
    expect(parseFiscalYearEnd("1231")).toBe("12-31");
    expect(parseFiscalYearEnd("--02-30")).toBeNull();
    expect(parseFiscalYearEnd(undefined)).toBeNull();
  });

  it("empty facts", () => {
    expect(companyProfileFromFacts([])).toEqual({
      fiscalYearEnd: null,
      latestFiscalYearPeriodEnd: null,
      latestFiling: null,
      factCount: 0,
      conceptCount: 0,
      firstPeriodEnd: null,
      lastPeriodEnd: null,
    });
  });
});
