/**
 * Dividends as the company's SEC filings report them (pure), for svc_v3_fundamentals_dividends.
 *
 * Two figures per fiscal period: dividends declared per share (us-gaap
 * CommonStockDividendsPerShareDeclared, else …CashPaid) and cash paid to shareholders (the cash
 * flow line PaymentsOfDividendsCommonStock, else PaymentsOfDividends; USD). Only fiscal-quarter
 * and fiscal-year periods are served. A quarter's cash paid not reported quarter-long is derived
 * from the year-to-date figures by the statements' one rule (quarterDerivation.ts: Q2 = H1 - Q1,
 * Q3 = 9M - H1, Q4 = FY - 9M), its basis saying so; a figure neither reported nor derivable is null
 * with its reason in `nullReasons`. For one concept and exact period the most recently filed fact
 * wins, as in the statements. Periods are labelled with the statements' fiscal calendar (periods.ts).
 *
 * Ex-dates, record and pay dates are not in XBRL companyfacts; they are not invented here.
 */
import { addDays, classifyDuration, fiscalCalendarFromFacts, fiscalLabelForPeriodEnd } from "./periods.js";
import { type DerivedFlow, derivationOf, derivedQuarterFlow, type Span } from "./quarterDerivation.js";
import { SEC_CONCEPTS, taggedConcepts, unreportedReason } from "./secConcepts.js";
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";

export const PER_SHARE_CONCEPTS = SEC_CONCEPTS.dividends.dividendsPerShare;
export const PAID_CONCEPTS = SEC_CONCEPTS.dividends.dividendsPaid;

export interface DividendPeriod {
  period: "annual" | "quarterly";
  fiscalYear: number | null;
  fiscalPeriod: string | null;
  periodStart: string;
  periodEnd: string;
  dividendsPerShare: number | null;
  dividendsPerShareBasis: string | null;
  dividendsPaid: number | null;
  dividendsPaidBasis: string | null;
  accessionNumber: string | null;
  filingDate: string | null;
  /** Field → why it is null. */
  nullReasons: Record<string, string>;
}

export interface DividendHistory {
  annual: DividendPeriod[];
  quarterly: DividendPeriod[];
}

const WANTED = new Map<string, string>([
  ...PER_SHARE_CONCEPTS.map((c) => [c, "USD/shares"] as [string, string]),
  ...PAID_CONCEPTS.map((c) => [c, "USD"] as [string, string]),
]);

export function dividendHistory(facts: readonly SecFact[]): DividendHistory {
  const latest = new Map<string, SecFact>();
  for (const f of [...facts].sort(compareMostRecentlyFiledFirst)) {
    if (f.taxonomy !== "us-gaap" || f.period_start === null || WANTED.get(f.concept) !== f.unit) continue;
    const key = `${f.concept}|${f.period_start}|${f.period_end}`;
    if (!latest.has(key)) latest.set(key, f);
  }
  const periods = new Map<string, { start: string; end: string }>();
  for (const f of latest.values()) {
    const cls = classifyDuration(f.period_start, f.period_end);
    if (cls !== "quarter" && cls !== "fiscal_year") continue;
    periods.set(`${f.period_start}|${f.period_end}`, { start: f.period_start as string, end: f.period_end });
  }
  const calendar = fiscalCalendarFromFacts([...facts]);
  const first = (concepts: readonly string[], start: string, end: string) => {
    for (const c of concepts) {
      const fact = latest.get(`${c}|${start}|${end}`);
      if (fact) return fact;
    }
    return undefined;
  };
  const paidAt = (concept: string, span: Span) => latest.get(`${concept}|${span.start}|${span.end}`);
  /** The year-to-date cash-paid figures ending with the quarter start..end (opening before it). */
  const yearToDate = (start: string, end: string) =>
    [...latest.values()].filter(
      (f) =>
        (PAID_CONCEPTS as readonly string[]).includes(f.concept) &&
        f.period_end === end &&
        (f.period_start as string) < start &&
        ["half", "nine_months", "fiscal_year"].includes(classifyDuration(f.period_start, end) ?? ""),
    );
  /** The quarter's cash paid from a year-to-date figure and the one before it, if both are held. */
  const derivedPaid = (start: string, end: string): (DerivedFlow & { basis: string }) | null => {
    for (const ytd of yearToDate(start, end)) {
      const opens = ytd.period_start as string;
      const before = { start: opens, end: addDays(start, -1) };
      const derived = derivedQuarterFlow(PAID_CONCEPTS, paidAt, { start: opens, end }, [before]);
      const wholeYear = classifyDuration(opens, end) === "fiscal_year";
      if (derived) return { ...derived, basis: derivationOf(wholeYear).basis };
    }
    return null;
  };
  const tagged = taggedConcepts(facts);
  const out: DividendHistory = { annual: [], quarterly: [] };
  for (const { start, end } of periods.values()) {
    const annual = classifyDuration(start, end) === "fiscal_year";
    const perShare = first(PER_SHARE_CONCEPTS, start, end);
    const reportedPaid = first(PAID_CONCEPTS, start, end);
    const derived = reportedPaid || annual ? null : derivedPaid(start, end);
    const paid = reportedPaid
      ? { value: reportedPaid.value, basis: reportedPaid.concept, inputs: [reportedPaid] }
      : derived;
    const filing = [perShare, ...(paid?.inputs ?? [])]
      .filter((f): f is SecFact => f !== undefined)
      .sort(compareMostRecentlyFiledFirst)[0];
    const label = fiscalLabelForPeriodEnd(end, calendar);
    const row: DividendPeriod = {
      period: annual ? "annual" : "quarterly",
      fiscalYear: label?.fiscalYear ?? null,
      fiscalPeriod: label ? (annual ? "FY" : `Q${label.fiscalQuarter}`) : null,
      periodStart: start,
      periodEnd: end,
      dividendsPerShare: perShare?.value ?? null,
      dividendsPerShareBasis: perShare?.concept ?? null,
      dividendsPaid: paid?.value ?? null,
      dividendsPaidBasis: paid?.basis ?? null,
      accessionNumber: filing?.accn ?? null,
      filingDate: filing?.filed ?? null,
      nullReasons: {},
    };
    if (!label) row.nullReasons.fiscalYear = row.nullReasons.fiscalPeriod = "no_fiscal_label";
    if (!perShare)
      row.nullReasons.dividendsPerShare = row.nullReasons.dividendsPerShareBasis = unreportedReason(
        tagged,
        PER_SHARE_CONCEPTS,
      );
    if (!paid)
      // Reported year to date only, without the earlier year-to-date figure the quarter needs.
      row.nullReasons.dividendsPaid = row.nullReasons.dividendsPaidBasis =
        !annual && yearToDate(start, end).length > 0
          ? "reported_year_to_date_only"
          : unreportedReason(tagged, PAID_CONCEPTS);
    if (filing && filing.accn === null) row.nullReasons.accessionNumber = "not_in_sec_companyfacts_entry";
    if (filing && filing.filed === null) row.nullReasons.filingDate = "not_in_sec_companyfacts_entry";
    (annual ? out.annual : out.quarterly).push(row);
  }
  const newestFirst = (a: DividendPeriod, b: DividendPeriod) => b.periodEnd.localeCompare(a.periodEnd);
  out.annual.sort(newestFirst);
  out.quarterly.sort(newestFirst);
  return out;
}
