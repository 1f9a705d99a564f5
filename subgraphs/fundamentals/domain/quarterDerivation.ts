/**
 * The one rule by which a fiscal quarter's flow is derived from reported periods (issue 14,
 * defect 3): the income statement (derivedQ4.ts), the cash flow statement (cashFlows.ts) and so
 * metrics, the metrics snapshot, valuation, screener and every route built on them use this
 * arithmetic and nothing else, so one quarter has one figure everywhere.
 *
 * A quarter is a longer reported period minus the reported periods it is made of before the
 * quarter, all opening on the same day:
 *
 *   Q4 = FY - Q1 - Q2 - Q3     (the three quarters reported)
 *   Q4 = FY - 9M year to date  (the Q3 10-Q's "nine months ended"; AAPL FY2023)
 *   Q3 = 9M - H1, Q2 = H1 - Q1 (10-Q cash flows are reported year to date)
 *
 * Every input is taken under ONE concept: the first of the line's concepts (the SEC concept map's
 * order, secConcepts.ts) with a fact for the whole and for every part, so e.g. `Revenues` is never
 * netted against `SalesRevenueNet`. Pure; which periods tile which is the caller's to establish.
 */
import type { SecFact } from "./secFact.js";

export interface Span {
  start: string;
  end: string;
}

export interface DerivedFlow {
  /** whole - the sum of the parts, in the facts' own sign. */
  value: number;
  concept: string;
  /** The whole's fact first, then the parts'. */
  inputs: SecFact[];
}

/** `fieldBasis` of a Q4 derived from the fiscal year (either form above). */
export const DERIVED_Q4_BASIS = "derived:FY-minus-Q1-Q3";
/** `fieldBasis` of a Q2 or Q3 derived from two year-to-date figures. */
export const DERIVED_YTD_BASIS = "derived:YTD-minus-prior-YTD";

/** How a derived quarter is labelled: its `fieldBasis`, and why no filed figure confirms it. */
export function derivationOf(wholeIsFiscalYear: boolean) {
  return wholeIsFiscalYear
    ? ({ basis: DERIVED_Q4_BASIS, unverified: "derived_fy_minus_q1_q3" } as const)
    : ({ basis: DERIVED_YTD_BASIS, unverified: "derived_ytd_difference" } as const);
}

/**
 * whole - Σ parts under the first of `concepts` with a fact for the whole and every part (by
 * `factAt`); null when no concept has them all.
 */
export function derivedQuarterFlow(
  concepts: readonly string[],
  factAt: (concept: string, span: Span) => SecFact | undefined,
  whole: Span,
  parts: readonly Span[],
): DerivedFlow | null {
  for (const concept of concepts) {
    const total = factAt(concept, whole);
    if (!total) continue;
    const earlier = parts.map((part) => factAt(concept, part));
    if (!earlier.every((fact): fact is SecFact => fact !== undefined)) continue;
    return {
      value: total.value - earlier.reduce((sum, fact) => sum + fact.value, 0),
      concept,
      inputs: [total, ...earlier],
    };
  }
  return null;
}
