/**
 * fundamentals' reads of sec_facts. A company's facts come from one file: where it has both
 * verbatim SEC companyfacts and facts derived from a few XBRL instances, sec_companies names the
 * verbatim file, the SEC's own complete answer.
 *
 * The facts of an ingested file change only when the file is ingested again, which changes its
 * sha256 in the ingest ledger. So the process keeps each company's facts keyed by that digest:
 * every batch costs one small statement (which file and version per company), and the facts
 * themselves are read once per version instead of on every request.
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import { defineLoader } from "../../kit/loaders.js";
import type { IncomeStatementSource } from "../domain/incomeStatements.js";
import type { SecFact } from "../domain/secFact.js";

export interface CompanyFacts {
  source: IncomeStatementSource;
  sourceFile: string;
  facts: SecFact[];
}

interface CachedFacts {
  sha256: string;
  facts: CompanyFacts;
}

/** Per warehouse, since tests and tools may open several in one process. */
const cacheByWarehouse = new WeakMap<Warehouse, Map<string, CachedFacts>>();

function cacheOf(db: Warehouse): Map<string, CachedFacts> {
  let cache = cacheByWarehouse.get(db);
  if (!cache) {
    cache = new Map();
    cacheByWarehouse.set(db, cache);
  }
  return cache;
}

export const factsByCik = defineLoader<string, CompanyFacts | null>(
  "fundamentals.factsByCik",
  async ({ db }, ciks) => {
    const versions = await db
      .selectFrom("sec_companies as company")
      .innerJoin("ingested_files as file", "file.path", "company.source_file")
      .select(["company.cik", "company.facts_source", "company.source_file", "file.sha256"])
      .where("company.cik", "in", [...ciks])
      .execute();
    const cache = cacheOf(db);
    const stale = versions.filter((version) => cache.get(version.cik)?.sha256 !== version.sha256);
    if (stale.length > 0) {
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
        .where(
          "cik",
          "in",
          stale.map((version) => version.cik),
        )
        .where(
          "source_file",
          "in",
          stale.map((version) => version.source_file),
        )
        .execute();
      for (const version of stale) {
        const facts = rows.filter(
          (row) => row.cik === version.cik && row.source_file === version.source_file,
        );
        cache.set(version.cik, {
          sha256: version.sha256,
          facts: {
            source: version.facts_source as IncomeStatementSource,
            sourceFile: version.source_file,
            facts,
          },
        });
      }
    }
    const known = new Set(versions.map((version) => version.cik));
    return ciks.map((cik) => (known.has(cik) ? (cache.get(cik)?.facts ?? null) : null));
  },
);
