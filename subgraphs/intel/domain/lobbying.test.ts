/**
 * Lobbying filings merged and their amounts said, on the bundled files (data/sample/lobbying/):
 * Quiver's ABT.csv (713 rows; 2007-12-20 "ABBOTT LABORATORIES, Health Issues|Pharmacy, 0.0";
 * 2008-01-04 60000.0) and the Senate's 2007 Q4 XML, whose one filing for that client is Blank
 * Rome's registration received 2007-12-20 with issue codes PHARMACY and HEALTH ISSUES and no
 * amount: the same report, so one row, and Quiver's 0.0 is no amount.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseQuiverLobbying, parseSenateLdaZip } from "../../../warehouse/ingest/lobbying.js";
import { type LobbyingRecord, lobbyingFilings } from "./lobbying.js";

const bytes = (path: string) => readFileSync(new URL(`../../../data/sample/${path}`, import.meta.url));
const quiver = parseQuiverLobbying(bytes("lobbying/quiver/ABT.csv").toString("utf8"), "q", "ABT");
const clients = new Set(quiver.map((row) => row.client_key));
const senate = parseSenateLdaZip(bytes("lobbying/senate_lda_2007_q4.zip"), "z").filter((row) =>
  clients.has(row.client_key),
);
const records = [...quiver, ...senate] as LobbyingRecord[];

describe("lobbyingFilings", () => {
  const filings = lobbyingFilings(records);

  it("one row per report: the Senate's registration and Quiver's row of it are one", () => {
    expect(senate).toHaveLength(1);
    expect(filings).toHaveLength(713);
    const both = filings.filter((filing) => filing.sources.length === 2);
    expect(both).toEqual([
      expect.objectContaining({
        filingDate: "2007-12-20",
        client: "Abbott Laboratories",
        registrant: "Blank Rome Government Relations",
        filingType: "REGISTRATION",
        amount: null,
        amountReason: "registration_reports_no_amount",
        amountBasis: "not_reported",
        issues: ["PHARMACY", "HEALTH ISSUES"],
        sources: ["senate_lda", "quiver"],
      }),
    ]);
  });

  it("Quiver's amounts: a figure as published, 0.0 and empty null with their reasons", () => {
    expect(filings.find((f) => f.filingDate === "2008-01-04")).toMatchObject({
      amount: 60_000,
      amountReason: null,
      amountBasis: "quiver_income_or_expenses",
      registrant: null,
      nullReasons: { registrant: "not_in_source", filingType: "not_in_source" },
    });
    const zeros = filings.filter((f) => f.amountAsFiled === "0.0");
    // 196 rows of 0.0, one of them the report the Senate holds (its amount empty there).
    expect(zeros).toHaveLength(195);
    for (const filing of zeros)
      expect(filing).toMatchObject({ amount: null, amountReason: "zero_in_source_ambiguous" });
    expect(filings.filter((f) => f.amountReason === "not_in_source")).toHaveLength(1);
  });

  it("newest first: 2022-04-20 (940000.0 filed first that day) down to 1999-08-13", () => {
    expect(filings[0]).toMatchObject({ filingDate: "2022-04-20", amount: 940_000 });
    expect(filings[filings.length - 1]?.filingDate).toBe("1999-08-13");
  });
});
