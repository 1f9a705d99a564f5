import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SEC_CONCEPTS, taggedConcepts, unreportedReason } from "./secConcepts.js";
import { loadCompanyFacts } from "./testFacts.js";

const SAMPLE_FILES = readdirSync(
  fileURLToPath(new URL("../../../data/sample/sec/companyfacts/", import.meta.url)),
).filter((file) => file.endsWith(".json"));

describe("the SEC concept map (issue 14, defect 5)", () => {
  it("SNOW: short-term debt is concept_not_mapped, long-term debt 'not found' only where its concept is tagged", () => {
    // CIK0001640147.json tags ConvertibleDebtNoncurrent (6 facts, 2024-01-31..2025-04-30) and none
    // of DebtCurrent, ShortTermBorrowings, CommercialPaper, LongTermDebtCurrent,
    // LongTermDebtAndCapitalLeaseObligationsCurrent (read by hand from the file).
    const tagged = taggedConcepts(loadCompanyFacts("CIK0001640147.json").facts);
    const D = SEC_CONCEPTS.debt;
    expect(
      unreportedReason(tagged, [...D.debtCurrent, ...D.shortTermBorrowings, ...D.currentLongTermDebt]),
    ).toBe("concept_not_mapped");
    expect(unreportedReason(tagged, D.longTermDebt, "not_found_in_sec_companyfacts")).toBe(
      "not_found_in_sec_companyfacts",
    );
  });

  it("TSLA: every debt concept it uses for its sheet is in the map", () => {
    // CIK0001318605.json: DebtCurrent (47 facts), LongTermDebt (50), LongTermDebtNoncurrent (28).
    const tagged = taggedConcepts(loadCompanyFacts("CIK0001318605.json").facts);
    for (const concept of ["DebtCurrent", "LongTermDebt", "LongTermDebtNoncurrent"]) {
      expect(tagged.has(concept)).toBe(true);
      expect(
        Object.values(SEC_CONCEPTS.debt).some((list) => (list as readonly string[]).includes(concept)),
      ).toBe(true);
    }
  });

  it("is the only place a concept is named: no other fundamentals module writes a concept the sample files tag", () => {
    // Every concept tagged by any bundled companyfacts file; a string literal naming one outside
    // secConcepts.ts would be a second, private concept list.
    const tagged = new Set(SAMPLE_FILES.flatMap((file) => [...taggedConcepts(loadCompanyFacts(file).facts)]));
    const root = new URL("../", import.meta.url);
    const offenders: string[] = [];
    for (const dir of ["domain", "data", "resolvers", "types"]) {
      const folder = new URL(`${dir}/`, root);
      for (const file of readdirSync(folder)) {
        if (!file.endsWith(".ts") || file.endsWith(".test.ts") || file === "secConcepts.ts") continue;
        if (file === "testFacts.ts") continue;
        const source = readFileSync(new URL(file, folder), "utf8");
        for (const [, literal] of source.matchAll(/"([A-Z][A-Za-z0-9]{5,})"/g))
          if (literal && tagged.has(literal)) offenders.push(`${dir}/${file}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
