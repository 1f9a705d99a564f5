/**
 * One SEC XBRL fact as the warehouse stores it (table sec_facts, without cik/source_file):
 * `facts.<taxonomy>.<concept>.units.<unit>[]` of a companyfacts document, one row per entry.
 *
 * `fy`/`fp`/`form`/`filed`/`accn` describe the FILING that reported the fact (SEC semantics), not the
 * period: the FY2023 10-K reports the FY2022 comparatives with fy = 2023, fp = "FY".
 */
export interface SecFact {
  taxonomy: string;
  concept: string;
  unit: string;
  period_start: string | null;
  period_end: string;
  value: number;
  accn: string | null;
  fy: number | null;
  fp: string | null;
  form: string | null;
  filed: string | null;
}

/**
 * Order facts so that the most recently filed one comes first: `filed` descending (null = oldest),
 * then accession number descending (EDGAR accession sequence numbers grow within a filer agent/year),
 * otherwise input order is kept (Array.prototype.sort is stable).
 */
export function compareMostRecentlyFiledFirst(a: SecFact, b: SecFact): number {
  const fa = a.filed ?? "";
  const fb = b.filed ?? "";
  if (fa !== fb) return fa < fb ? 1 : -1;
  const aa = a.accn ?? "";
  const ab = b.accn ?? "";
  if (aa !== ab) return aa < ab ? 1 : -1;
  return 0;
}
