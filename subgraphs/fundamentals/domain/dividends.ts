/**
 * Dividends as the company's SEC filings report them (pure), for svc_v3_fundamentals_dividends.
 *
 * Two figures per fiscal period: dividends declared per share (us-gaap
 * CommonStockDividendsPerShareDeclared, else …CashPaid) and cash paid to shareholders (the cash
 * flow line PaymentsOfDividendsCommonStock, else PaymentsOfDividends; USD). Only fiscal-quarter
 * and fiscal-year durations are served (a 10-Q's year-to-date figures are not differenced into
 * quarters). For one concept and exact period the most recently filed fact wins, as in the
 * statements. Periods are labelled with the statements' fiscal calendar (periods.ts).
 *
 * Ex-dates, record and pay dates are not in XBRL companyfacts; they are not invented here.
 */
import { classifyDuration, fiscalCalendarFromFacts, fiscalLabelForPeriodEnd } from "./periods.js";
import { SEC_CONCEPTS } from "./secConcepts.js";
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
  const out: DividendHistory = { annual: [], quarterly: [] };
  for (const { start, end } of periods.values()) {
    const annual = classifyDuration(start, end) === "fiscal_year";
    const perShare = first(PER_SHARE_CONCEPTS, start, end);
    const paid = first(PAID_CONCEPTS, start, end);
    const filing = [perShare, paid]
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
      dividendsPaidBasis: paid?.concept ?? null,
      accessionNumber: filing?.accn ?? null,
      filingDate: filing?.filed ?? null,
    };
    (annual ? out.annual : out.quarterly).push(row);
  }
  const newestFirst = (a: DividendPeriod, b: DividendPeriod) => b.periodEnd.localeCompare(a.periodEnd);
  out.annual.sort(newestFirst);
  out.quarterly.sort(newestFirst);
  return out;
}
