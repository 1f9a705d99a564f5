/**
 * Known answers of the catalyst reading on headlines of data/sample/news/sec_filing_events.csv.
 * The file-wide counts were computed with an independent python3 pass over the file (the same
 * rules written again: lower-case words by the regex [a-z0-9]+(?:['’-][a-z0-9]+)*, whole-word runs,
 * first rule with a keyword wins): earnings 242, other 105, personnel 44, capital 9, contract 7, ma 1.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readTable } from "../../../warehouse/ingest/table.js";
import { CATALYST_RULES, CATALYST_TYPES, catalystOf } from "./newsCatalyst.js";

const FILE = new URL("../../../data/sample/news/sec_filing_events.csv", import.meta.url);
const headlines = [...readTable(readFileSync(FILE, "utf8"), "sec_filing_events.csv", ["headline"])].map(
  (row) => row.text("headline"),
);

describe("catalystOf", () => {
  it("reads an 8-K item 2.02 (results of operations) as earnings", () => {
    // Line 121: AAPL's 8-K of 2023-11-02.
    expect(
      catalystOf(
        "Current report (8-K): Results of Operations and Financial Condition | Financial Statements and Exhibits",
      ),
    ).toEqual({ type: "earnings", basis: "keyword:results of operations" });
  });

  it("reads periodic reports as earnings, officer changes as personnel, item 9.01 alone as nothing", () => {
    expect(catalystOf("Quarterly report (10-Q)").type).toBe("earnings");
    expect(catalystOf("Annual report amendment (10-K/A)")).toEqual({
      type: "earnings",
      basis: "keyword:annual report",
    });
    expect(
      catalystOf(
        "Current report (8-K): Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers; Compensatory Arrangements of Certain Officers",
      ),
    ).toEqual({ type: "personnel", basis: "keyword:officers" });
    expect(
      catalystOf("Current report (8-K): Regulation FD Disclosure | Financial Statements and Exhibits"),
    ).toEqual({ type: "other", basis: "no_catalyst_keyword" });
  });

  it("tries the rules in order: results before agreements, a debt obligation before its agreement", () => {
    // Line 358: TSLA's 8-K of 2023-01-25 (items 1.01, 1.02, 2.02, 2.03, 9.01).
    expect(
      catalystOf(
        "Current report (8-K): Entry into a Material Definitive Agreement | Termination of a Material Definitive Agreement | Results of Operations and Financial Condition | Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement of a Registrant | Financial Statements and Exhibits",
      ).type,
    ).toBe("earnings");
    // Line 269: TSLA's 8-K of 2019-01-04 (items 1.01, 1.02, 2.03).
    expect(
      catalystOf(
        "Current report (8-K): Entry into a Material Definitive Agreement | Termination of a Material Definitive Agreement | Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement of a Registrant",
      ),
    ).toEqual({ type: "capital", basis: "keyword:financial obligation" });
    expect(catalystOf("Current report (8-K): Entry into a Material Definitive Agreement").type).toBe(
      "contract",
    );
  });

  it("reads every headline of the file as the independent pass did", () => {
    const counts: Record<string, number> = {};
    for (const headline of headlines) {
      const { type } = catalystOf(headline);
      counts[type] = (counts[type] ?? 0) + 1;
    }
    expect(headlines).toHaveLength(408);
    expect(counts).toEqual({ earnings: 242, other: 105, personnel: 44, capital: 9, contract: 7, ma: 1 });
  });

  it("has a rule for every type but other, in the spec's vocabulary", () => {
    expect(new Set(CATALYST_RULES.map((rule) => rule.type))).toEqual(
      new Set(CATALYST_TYPES.filter((type) => type !== "other")),
    );
    expect(catalystOf("Fed signals more rate hikes as inflation persists").type).toBe("macro");
    expect(catalystOf("Analyst upgrades Apple to overweight").type).toBe("analyst");
    expect(catalystOf("Company raises full-year guidance").type).toBe("guidance");
    expect(catalystOf("FTC opens antitrust investigation").type).toBe("regulatory");
  });
});
