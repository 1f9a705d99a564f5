/**
 * Company profile facts derived from SEC XBRL facts (pure).
 *
 * SEC companyfacts carries NUMERIC facts only, and `SecFact.value` is a number, so the text cover-page
 * facts dei:CurrentFiscalYearEndDate ("--09-30") and dei:EntityRegistrantName never arrive as facts
 * (none of the sample files has them). `fiscalYearEnd` and `entityName` therefore come only from the
 * optional `text` argument (text cover-page values the caller holds, e.g. "--09-30" from an XBRL
 * instance or "0930" from the SEC submissions JSON); from facts alone `fiscalYearEnd` is null and
 * `entityName` absent. `latestFiscalYearPeriodEnd` is what the facts do tell: the period end of the
 * latest annual report's fiscal year (a real date; 52/53-week filers move by a few days per year).
 */
import { fiscalCalendarFromFacts } from "./periods.js";
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";

export type { SecFact } from "./secFact.js";

export interface LatestFiling {
  form: string | null;
  filed: string | null;
  accession: string | null;
  /** SEC `fy`/`fp` of the filing (DocumentFiscalYearFocus / DocumentFiscalPeriodFocus). */
  fiscalYear: number | null;
  fiscalPeriod: string | null;
}

export interface CompanyProfileFacts {
  /** "MM-DD" from dei:CurrentFiscalYearEndDate (text argument), else null. */
  fiscalYearEnd: string | null;
  /** Period end of the latest annual report's fiscal year ('YYYY-MM-DD'), null without one. */
  latestFiscalYearPeriodEnd: string | null;
  /** dei:EntityRegistrantName (text argument); absent otherwise. */
  entityName?: string;
  /** The filing with the latest `filed` date (then highest accession) among the facts. */
  latestFiling: LatestFiling | null;
  factCount: number;
  /** Distinct taxonomy:concept pairs. */
  conceptCount: number;
  firstPeriodEnd: string | null;
  lastPeriodEnd: string | null;
}

export interface CoverPageText {
  /** dei:CurrentFiscalYearEndDate ("--09-30") or SEC submissions `fiscalYearEnd` ("0930"). */
  currentFiscalYearEndDate?: string | null;
  /** dei:EntityRegistrantName. */
  entityRegistrantName?: string | null;
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "--09-30" or "0930" -> "09-30"; anything else -> null. */
export function parseFiscalYearEnd(text: string | null | undefined): string | null {
  const m = /^(?:--(\d{2})-(\d{2})|(\d{2})(\d{2}))$/.exec(text?.trim() ?? "");
  if (!m) return null;
  const month = Number(m[1] ?? m[3]);
  const day = Number(m[2] ?? m[4]);
  if (month < 1 || month > 12 || day < 1 || day > (MONTH_DAYS[month - 1] ?? 0)) return null;
  return `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function companyProfileFromFacts(facts: SecFact[], text: CoverPageText = {}): CompanyProfileFacts {
  const concepts = new Set<string>();
  let firstPeriodEnd: string | null = null;
  let lastPeriodEnd: string | null = null;
  for (const f of facts) {
    concepts.add(`${f.taxonomy}:${f.concept}`);
    if (firstPeriodEnd === null || f.period_end < firstPeriodEnd) firstPeriodEnd = f.period_end;
    if (lastPeriodEnd === null || f.period_end > lastPeriodEnd) lastPeriodEnd = f.period_end;
  }

  const latest = facts
    .filter((f) => f.accn !== null || f.filed !== null)
    .sort(compareMostRecentlyFiledFirst)[0];
  const latestFiling: LatestFiling | null = latest
    ? {
        form: latest.form,
        filed: latest.filed,
        accession: latest.accn,
        fiscalYear: latest.fy,
        fiscalPeriod: latest.fp,
      }
    : null;

  const annualEnds = fiscalCalendarFromFacts(facts).anchors.flatMap((a) => (a.end ? [a.end] : []));
  const profile: CompanyProfileFacts = {
    fiscalYearEnd: parseFiscalYearEnd(text.currentFiscalYearEndDate),
    latestFiscalYearPeriodEnd: annualEnds[annualEnds.length - 1] ?? null,
    latestFiling,
    factCount: facts.length,
    conceptCount: concepts.size,
    firstPeriodEnd,
    lastPeriodEnd,
  };
  const name = text.entityRegistrantName?.trim();
  if (name) profile.entityName = name;
  return profile;
}
