/**
 * The lobbying adapters on the bundled files (data/sample/lobbying/, PROVENANCE.md). Known answers
 * from the raw files: lobbying/quiver/ABT.csv has 713 rows, 2008-01-04 ABBOTT LABORATORIES
 * "Medicare/Medicaid|Health Issues" 60000.0; the Senate's 2007 Q4 XML holds 3,034 filings (193 +
 * 1,000 + 851 + 990), among them Chernikoff & Company's mid-year report for NATL SYMPHONY
 * ORCHESTRA (Amount="20000", SelfFiler FALSE) and Blank Rome's registration for Abbott
 * Laboratories received 2007-12-20 with no amount.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IngestError } from "./errors.js";
import {
  clientKey,
  decodeXmlBytes,
  parseQuiverLobbying,
  parseSenateLdaXml,
  parseSenateLdaZip,
} from "./lobbying.js";

const bytes = (path: string) => readFileSync(new URL(`../../data/sample/${path}`, import.meta.url));

describe("Quiver lobbying files", () => {
  const rows = parseQuiverLobbying(bytes("lobbying/quiver/ABT.csv").toString("utf8"), "q/ABT.csv", "ABT");

  it("every row of ABT.csv with its amount as filed and its issues as a list", () => {
    expect(rows).toHaveLength(713);
    expect(rows.find((row) => row.filing_date === "2008-01-04")).toMatchObject({
      source: "quiver",
      ticker: "ABT",
      client_name: "ABBOTT LABORATORIES",
      client_key: "ABBOTT LABORATORIES",
      amount: 60_000,
      amount_as_filed: "60000.0",
      issues: '["Medicare/Medicaid","Health Issues"]',
      registrant_name: null,
      visible_from: "2008-01-05",
    });
    // 1999-08-16 is filed with no issue at all and 0.0.
    expect(rows.find((row) => row.filing_date === "1999-08-16" && row.issues === "[]")).toMatchObject({
      amount: 0,
      amount_as_filed: "0.0",
    });
  });
});

describe("the Senate's LDA XML of 2007 Q4", () => {
  const rows = parseSenateLdaZip(bytes("lobbying/senate_lda_2007_q4.zip"), "lobbying/senate_lda_2007_q4.zip");

  it("every <Filing> of the four members", () => {
    expect(rows).toHaveLength(3_034);
    expect(new Set(rows.map((row) => row.filing_id)).size).toBe(3_034);
    expect(rows.map((row) => row.row_no)).toEqual(rows.map((_, i) => i + 1));
  });

  it("a mid-year report's amount, registrant and whether the client files for itself", () => {
    expect(rows.find((row) => row.filing_id === "F0D85F77-9DBA-4D8B-9ECD-95DDF58235DD")).toMatchObject({
      source: "senate_lda",
      ticker: null,
      filing_date: "2007-10-24",
      received_at: "2007-10-24T13:59:57",
      filing_year: 2007,
      filing_type: "MID-YEAR REPORT",
      period: "Mid-Year (Jan 1 - Jun 30)",
      client_name: "NATL SYMPHONY ORCHESTRA",
      registrant_name: "Chernikoff & Company",
      registrant_id: "8976",
      self_filer: 0,
      amount: 20_000,
      amount_as_filed: "20000",
    });
  });

  it("Abbott's registration: no amount, issue codes with the specific issue once", () => {
    expect(rows.find((row) => row.client_key === clientKey("Abbott Laboratories"))).toMatchObject({
      filing_id: "DA0ED141-E5AD-440E-BE87-75C569D6F574",
      filing_date: "2007-12-20",
      filing_type: "REGISTRATION",
      registrant_name: "Blank Rome Government Relations",
      amount: null,
      amount_as_filed: "",
      issues: '["PHARMACY","HEALTH ISSUES"]',
      specific_issues: '["Issues related to hydrocodone"]',
      lobbyists: '["REMINGTON, KRISTI"]',
    });
  });

  it("refuses XML that is not well formed, naming the member and line", () => {
    const text = decodeXmlBytes(Buffer.from("\uFEFF<PublicFilings><Filing></PublicFilings>", "utf16le"));
    expect(() => parseSenateLdaXml(text, "z.zip#a.xml", "z.zip")).toThrow(IngestError);
    expect(() => parseSenateLdaXml(text, "z.zip#a.xml", "z.zip")).toThrow(/z.zip#a.xml line 1/);
  });
});
