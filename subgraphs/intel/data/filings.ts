/**
 * sec_filings as intel reads it: per CIK, the news-form filings held plus how much of the company's
 * EDGAR history is held at all. One SQL statement per batch of CIKs; limits and date ranges are applied
 * in memory because a company holds at most ~1,000 filings (EDGAR's "recent" page).
 *
 * Point in time: only filings visible at the request's clock exist here, coverage included
 * (kit/filingVisibility.ts, the rule fundamentals' facts and filings use too).
 */
import type { Selectable } from "kysely";
import type { SecFilingsTable } from "../../../warehouse/schema.js";
import { filingsVisibleThrough } from "../../kit/filingVisibility.js";
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import { NEWS_FORMS } from "../domain/forms.js";

export type NewsFiling = Pick<
  Selectable<SecFilingsTable>,
  "accession" | "form" | "filing_date" | "report_date" | "acceptance_datetime" | "primary_document" | "items"
>;

export interface HeldFilings {
  /** News-form filings, newest first. */
  news: NewsFiling[];
  /** Filings of any form held for the CIK; 0 when none. */
  heldCount: number;
  oldestFilingDate: string | null;
}

export const filingsByCik = defineLoader<string, HeldFilings>(
  "intel.filingsByCik",
  async ({ db, clock }, ciks) => {
    const visibleThrough = filingsVisibleThrough(clock.now());
    // Coverage first, news left-joined onto it: a company whose held filings include no news form still
    // reports its coverage (one row with null filing columns).
    const rows = await db
      .selectFrom((eb) =>
        eb
          .selectFrom("sec_filings")
          .select((s) => ["cik", s.fn.min("filing_date").as("oldest"), s.fn.countAll<number>().as("held")])
          .where("cik", "in", [...ciks])
          .where("filing_date", "<=", visibleThrough)
          .groupBy("cik")
          .as("coverage"),
      )
      .leftJoin("sec_filings as f", (join) =>
        join
          .onRef("f.cik", "=", "coverage.cik")
          .on("f.form", "in", NEWS_FORMS)
          .on("f.filing_date", "<=", visibleThrough),
      )
      .select([
        "coverage.cik",
        "coverage.oldest",
        "coverage.held",
        "f.accession",
        "f.form",
        "f.filing_date",
        "f.report_date",
        "f.acceptance_datetime",
        "f.primary_document",
        "f.items",
      ])
      .execute();
    return alignByKey(
      ciks,
      rows,
      (row) => row.cik,
      (group): HeldFilings => {
        const news: NewsFiling[] = [];
        for (const { accession, form, filing_date, ...rest } of group) {
          if (accession !== null && form !== null && filing_date !== null)
            news.push({ accession, form, filing_date, ...rest });
        }
        news.sort(newestFirst);
        return { news, heldCount: Number(group[0]?.held ?? 0), oldestFilingDate: group[0]?.oldest ?? null };
      },
    );
  },
);

/** EDGAR acceptance instants are ISO UTC strings, so they order as text; accession breaks ties. */
function newestFirst(a: NewsFiling, b: NewsFiling): number {
  const ka = a.acceptance_datetime ?? a.filing_date;
  const kb = b.acceptance_datetime ?? b.filing_date;
  if (ka !== kb) return ka < kb ? 1 : -1;
  return a.accession < b.accession ? 1 : a.accession > b.accession ? -1 : 0;
}
