/**
 * fundamentals' reads of sec_facts: the ONE place the subgraph reads a company's facts, so the two
 * rules every fundamentals route needs are applied here, once.
 *
 * 1. Every held source, merged (issue 14, defect 4). A company may have verbatim SEC companyfacts
 *    and facts derived from a few XBRL instances (TSLA: the verbatim file ends with 2022 filings,
 *    the derived one holds the 2024-Q2 10-Q). Both are served; a fact present in both (same
 *    concept, unit, period and accession) is kept once, the verbatim copy. Per concept and period
 *    the domain already lets the most recently filed fact win and keeps the rest for history.
 *    sec_companies still names the primary file (verbatim wins) for `facts_source`.
 * 2. Point in time (issue 14, defect 1). A fact is visible to a request only once its filing is
 *    (core/filingVisibility.ts: filed on or before `filingsVisibleThrough(clock)`). A fact without
 *    a filing date (NFLX's Q1-2024 10-Q in its derived file) is dated by the newest filing date of
 *    its file: the file was built after every filing it holds, and that is the latest the data
 *    can establish.
 *
 * The facts of an ingested file change only when the file is ingested again, which changes its
 * sha256 in the ingest ledger. So the process keeps each company's facts keyed by those digests:
 * every batch costs one small statement (which files and versions per company), and the facts
 * themselves are read once per version instead of on every request. The clock's view of them is
 * kept too, so a request at the same visibility date gets the same object.
 */

import { filingsVisibleThrough } from "../../../core/filingVisibility.js";
import type { Warehouse } from "../../../warehouse/connection.js";
import type { SecFactsTable } from "../../../warehouse/schema.js";
import { cacheCounter } from "../../kit/cacheCounters.js";
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import type { IncomeStatementSource } from "../domain/incomeStatements.js";
import type { SecFact } from "../domain/secFact.js";

/**
 * A fact's columns: every column of sec_facts but its id, a row number of this warehouse rather
 * than anything the SEC says (read here, and served as is by the research dataset sec_company_facts).
 */
export const FACT_COLUMNS = [
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
] as const satisfies readonly Exclude<keyof SecFactsTable, "id">[];

export interface CompanyFacts {
  /** The primary file's kind (sec_companies: verbatim SEC companyfacts wins over derived). */
  source: IncomeStatementSource;
  sourceFile: string;
  /** Every held file the facts were merged from, primary first. */
  sourceFiles: string[];
  /** The newest filing date visible to the request (the clock's bound on `filed`). */
  visibleThrough: string;
  /** The facts visible at the request's clock, every source merged. */
  facts: SecFact[];
}

/** A held fact and the date from which it is visible (its filing date, else its file's newest). */
interface HeldFact {
  fact: SecFact;
  visibleFrom: string;
}

interface CachedFacts {
  versions: string;
  source: IncomeStatementSource;
  sourceFiles: string[];
  held: HeldFact[];
  /** The last clock view handed out: same bound, same object. */
  view: CompanyFacts | null;
}

/** Per warehouse, since tests and tools may open several in one process. */
const cacheByWarehouse = new WeakMap<Warehouse<"fundamentals">, Map<string, CachedFacts>>();
const factsCacheCount = cacheCounter("fundamentals.company_facts", {
  owner: "fundamentals",
  kind: "per_file_version",
  description: "Each company's SEC facts, kept until its companyfacts files are ingested again.",
});

function cacheOf(db: Warehouse<"fundamentals">): Map<string, CachedFacts> {
  let cache = cacheByWarehouse.get(db);
  if (!cache) {
    cache = new Map();
    cacheByWarehouse.set(db, cache);
  }
  return cache;
}

/** The CIK of a companyfacts file by its name (the ingest accepts only CIK##########[.derived].json). */
function cikOfFile(path: string): string | null {
  const match = /(?:^|\/)CIK(\d{10})(?:\.derived)?\.json$/.exec(path);
  return match ? (match[1] ?? null) : null;
}

export const factsByCik = defineLoader<string, CompanyFacts | null, "fundamentals">(
  "fundamentals.factsByCik",
  async ({ db, clock }, ciks) => {
    const visibleThrough = filingsVisibleThrough(clock.now());
    const companies = await db
      .selectFrom("sec_companies")
      .select(["cik", "facts_source", "source_file"])
      .where("cik", "in", [...ciks])
      .execute();
    // The ledger of companyfacts files: one row per file, a CIK's files named by it. Grouped in
    // one pass, so a batch of every held company (the screener's) is linear in the files.
    const ledger = alignByKey(
      companies.map((company) => company.cik),
      await db
        .selectFrom("ingested_files")
        .select(["path", "sha256"])
        .where("adapter", "=", "sec_companyfacts")
        .execute(),
      (file) => cikOfFile(file.path),
      (files) => files,
    );
    const cache = cacheOf(db);
    const stale: { cik: string; versions: string; files: string[]; primary: (typeof companies)[number] }[] =
      [];
    for (const [index, company] of companies.entries()) {
      const files = (ledger[index] ?? []).sort((a, b) =>
        a.path === company.source_file ? -1 : b.path === company.source_file ? 1 : 0,
      );
      if (files.length === 0) files.push({ path: company.source_file, sha256: "" });
      const versions = files.map((file) => `${file.path}@${file.sha256}`).join(";");
      if (cache.get(company.cik)?.versions !== versions) {
        stale.push({ cik: company.cik, versions, files: files.map((file) => file.path), primary: company });
      }
    }
    factsCacheCount.hit(companies.length - stale.length);
    factsCacheCount.miss(stale.length);
    if (stale.length > 0) {
      const rows = await db
        .selectFrom("sec_facts")
        .select([...FACT_COLUMNS])
        .where(
          "cik",
          "in",
          stale.map((company) => company.cik),
        )
        .execute();
      const rowsOf = alignByKey(
        stale.map((company) => company.cik),
        rows,
        (row) => row.cik,
        (group) => group,
      );
      for (const [index, company] of stale.entries()) {
        cache.set(company.cik, {
          versions: company.versions,
          source: company.primary.facts_source as IncomeStatementSource,
          sourceFiles: company.files,
          held: mergeSources(company.files, rowsOf[index] ?? []),
          view: null,
        });
      }
    }
    const known = new Set(companies.map((company) => company.cik));
    return ciks.map((cik) => {
      const cached = known.has(cik) ? cache.get(cik) : undefined;
      if (!cached) return null;
      if (cached.view?.visibleThrough !== visibleThrough) {
        cached.view = {
          source: cached.source,
          sourceFile: cached.sourceFiles[0] ?? "",
          sourceFiles: cached.sourceFiles,
          visibleThrough,
          facts: cached.held.filter((held) => held.visibleFrom <= visibleThrough).map((held) => held.fact),
        };
      }
      return cached.view;
    });
  },
);

type FactRow = SecFact & { source_file: string };

/**
 * Every file's facts, in the order of `files` (primary first); a fact already given by an earlier
 * file (same concept, unit, period and accession) is dropped. Each keeps its visibility date.
 */
function mergeSources(files: readonly string[], rows: readonly FactRow[]): HeldFact[] {
  const seen = new Set<string>();
  const held: HeldFact[] = [];
  for (const file of files) {
    const ofFile = rows.filter((row) => row.source_file === file);
    const newestFiled = ofFile.reduce(
      (newest, row) => (row.filed && row.filed > newest ? row.filed : newest),
      "",
    );
    const keys: string[] = [];
    for (const { source_file: _file, ...fact } of ofFile) {
      const key = [
        fact.taxonomy,
        fact.concept,
        fact.unit,
        fact.period_start ?? "",
        fact.period_end,
        fact.accn ?? fact.filed ?? "",
      ].join("|");
      // Only across files: a file's own rows are kept as the SEC gives them.
      if (seen.has(key)) continue;
      keys.push(key);
      // A file with no dated fact at all cannot be placed in time: its facts stay invisible.
      held.push({ fact, visibleFrom: fact.filed ?? (newestFiled || "9999-12-31") });
    }
    for (const key of keys) seen.add(key);
  }
  return held;
}
