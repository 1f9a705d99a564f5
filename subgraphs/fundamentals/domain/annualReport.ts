/**
 * The newest annual report in a company's SEC facts and whether it is newer than the annual
 * figures served (pure), for company_full's `newer_annual_report`.
 *
 * An annual report is a filing of form 10-K, 10-KT, 20-F or 40-F (amendments included) — not a
 * 10-Q, even one tagged fp "FY" (SNOW's Q1 FY2023 10-Q is) — carrying financial facts: a cover-page
 * only amendment (TSLA's Part III 10-K/A of 2022-05-02 holds dei facts alone) restates no
 * figure and does not count. It is "newer" when it was filed after
 * the filing the newest annual income statement comes from, or when no annual income statement
 * could be formed from it at all (an IFRS filer's 20-F has no us-gaap statement lines).
 */
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";

const ANNUAL_FORMS = /^(10-K|10-KT|20-F|40-F)(\/A)?$/;

export interface AnnualReport {
  form: string | null;
  filed: string | null;
  accession: string | null;
  fiscalYear: number | null;
}

export function latestAnnualReport(facts: readonly SecFact[]): AnnualReport | null {
  const latest = facts
    .filter(
      (f) =>
        f.taxonomy !== "dei" &&
        f.form !== null &&
        ANNUAL_FORMS.test(f.form) &&
        (f.filed !== null || f.accn !== null),
    )
    .sort(compareMostRecentlyFiledFirst)[0];
  return latest
    ? { form: latest.form, filed: latest.filed, accession: latest.accn, fiscalYear: latest.fy }
    : null;
}

export interface NewerAnnualReport {
  newer: boolean | null;
  status:
    | "newer_report_filed"
    | "statements_current"
    | "no_annual_statement_from_report"
    | "no_annual_report";
}

export function newerAnnualReport(
  report: AnnualReport | null,
  servedFiling: { filingDate: string | null; accessionNumber: string | null } | null,
): NewerAnnualReport {
  if (!report) return { newer: null, status: "no_annual_report" };
  if (!servedFiling) return { newer: true, status: "no_annual_statement_from_report" };
  if (report.accession !== null && report.accession === servedFiling.accessionNumber)
    return { newer: false, status: "statements_current" };
  const newer = (report.filed ?? "") > (servedFiling.filingDate ?? "");
  return { newer, status: newer ? "newer_report_filed" : "statements_current" };
}
