/** The 13F adapters on the bundled files (data/sample/sec/13f-xml, holdings13f/). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IngestError } from "./errors.js";
import { parseCoverPage, parseInformationTable, parseSubmissionHeader } from "./sec13f.js";

const read = (path: string) => readFileSync(new URL(`../../data/sample/${path}`, import.meta.url), "utf8");
const STEM = "sec/13f-xml/0001894188-23-000007";

describe("13F adapters", () => {
  it("LTS One Management LP, period 2023-09-30, filed 2023-11-14: 14 holdings summing to the cover page's total", () => {
    const cover = parseCoverPage(read(`${STEM}_primary_doc.xml`), "primary_doc.xml");
    expect(cover).toMatchObject({
      filer_cik: "0001894188",
      fund_name: "LTS One Management LP",
      report_period: "2023-09-30",
      table_entry_total: 14,
      table_value_total: 454_926_000,
    });
    expect(parseSubmissionHeader(read(`${STEM}.txt`), "x.txt")).toEqual({
      accession: "0001894188-23-000007",
      filedDate: "2023-11-14",
    });
    const holdings = parseInformationTable(read(`${STEM}_information_table.xml`), "t.xml", "k", 1);
    expect(holdings).toHaveLength(14);
    expect(holdings.reduce((sum, h) => sum + h.value_usd, 0)).toBe(454_926_000);
    // AMAZON COM INC, CUSIP 023135106: 137,500 shares worth 17,479,000 USD (127.12 a share).
    expect(holdings[0]).toMatchObject({
      issuer_name: "AMAZON COM INC",
      cusip: "023135106",
      shares: 137_500,
      shares_type: "SH",
      value_usd: 17_479_000,
      voting_sole: 137_500,
    });
    expect(holdings.find((h) => h.cusip === "459200101")).toBeUndefined();
    expect(holdings.map((h) => h.issuer_name)).toContain("INTERNATIONAL FLAVORS&FRAGRA");
  });

  it("the bare information table (blank first line, default namespace): 255 holdings, 3M first", () => {
    const holdings = parseInformationTable(read("holdings13f/13F-HR.infotable.xml"), "h.xml", "h", 1);
    expect(holdings).toHaveLength(255);
    expect(holdings[0]).toMatchObject({
      issuer_name: "3M CO",
      cusip: "88579Y101",
      shares: 2_334,
      value_usd: 409_469,
    });
  });

  it("a malformed table names the file and line", () => {
    expect(() =>
      parseInformationTable("<informationTable><infoTable></informationTable>", "bad.xml", "k", 1),
    ).toThrow(IngestError);
    expect(() =>
      parseInformationTable("<informationTable><infoTable/></informationTable>", "bad.xml", "k", 1),
    ).toThrow(/bad.xml line 1 field "nameOfIssuer": is missing/);
  });
});
