/**
 * The SEC submissions index (sec_filings) as fundamentals reads it for the filings routes. The
 * table is the public filings index of the submissions JSON; intel reads it for filing news, and
 * fundamentals for the filings index the catalogue gives it (docs/SCREENER.md). One statement
 * per batch of CIKs; a company holds at most about a thousand rows (EDGAR's recent page).
 *
 * Point in time: only filings visible at the request's clock are read (core/filingVisibility.ts,
 * the same rule as the facts in data/facts.ts), so every filings route is bounded once, here.
 */
import { filingsVisibleThrough } from "../../../core/filingVisibility.js";
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import type { HeldFiling } from "../domain/secFilings.js";

export const heldFilingsByCik = defineLoader<string, HeldFiling[], "fundamentals">(
  "fundamentals.heldFilingsByCik",
  async ({ db, clock }, ciks) => {
    const rows = await db
      .selectFrom("sec_filings")
      .select([
        "cik",
        "accession",
        "form",
        "filing_date",
        "report_date",
        "acceptance_datetime",
        "primary_document",
        "primary_doc_description",
        "items",
        "size",
      ])
      .where("cik", "in", [...ciks])
      .where("filing_date", "<=", filingsVisibleThrough(clock.now()))
      .execute();
    return alignByKey(
      ciks,
      rows,
      (row) => row.cik,
      (group) =>
        group.map((row) => ({
          accession: row.accession,
          form: row.form,
          filingDate: row.filing_date,
          reportDate: row.report_date,
          acceptanceDatetime: row.acceptance_datetime,
          primaryDocument: row.primary_document,
          primaryDocDescription: row.primary_doc_description,
          items: row.items,
          size: row.size === null ? null : Number(row.size),
        })),
    );
  },
);
