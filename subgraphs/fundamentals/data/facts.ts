/**
 * fundamentals' reads of sec_facts: all facts of a company in one batched statement. Where a
 * company has both verbatim SEC companyfacts and facts derived from a few XBRL instances, the
 * verbatim file wins: it is the SEC's own complete answer.
 */
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import type { IncomeStatementSource } from "../domain/incomeStatements.js";
import type { SecFact } from "../domain/secFact.js";

export interface CompanyFacts {
  source: IncomeStatementSource;
  sourceFile: string;
  facts: SecFact[];
}

interface FactRow extends SecFact {
  cik: string;
  source_file: string;
}

function isDerived(file: string): boolean {
  return file.includes(".derived.");
}

function chooseSource(rows: FactRow[]): CompanyFacts | null {
  if (rows.length === 0) return null;
  const files = [...new Set(rows.map((row) => row.source_file))];
  const chosen = files.find((file) => !isDerived(file)) ?? (files[0] as string);
  return {
    source: isDerived(chosen) ? "derived_xbrl_instance" : "sec_edgar_companyfacts",
    sourceFile: chosen,
    facts: rows.filter((row) => row.source_file === chosen),
  };
}

export const factsByCik = defineLoader<string, CompanyFacts | null>(
  "fundamentals.factsByCik",
  async ({ db }, ciks) => {
    const rows = await db
      .selectFrom("sec_facts")
      .select([
        "cik",
        "taxonomy",
        "concept",
        "unit",
        "period_start",
        "period_end",
        "value",
        "accn",
        "fy",
        "fp",
        "form",
        "filed",
        "source_file",
      ])
      .where("cik", "in", [...ciks])
      .execute();
    return alignByKey(ciks, rows, (row) => row.cik, chooseSource);
  },
);
