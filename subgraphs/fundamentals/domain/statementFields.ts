/**
 * The income statement's fields: which us-gaap concepts feed each one, in which unit, whether it adds up
 * across periods, and the note codes that explain a null figure. Declarative so a new fallback concept or
 * field is a table edit, not a code change.
 */
import { SEC_CONCEPTS } from "./secConcepts.js";

export type FieldUnit = "usd" | "usd_per_share" | "shares";
/** Only flows are additive: Q4 = FY - Q1..Q3 and TTM sums are formed for "flow" fields alone. */
export type FieldKind = "flow" | "per_share" | "share_count";

export const INCOME_STATEMENT_FIELDS = [
  "revenue",
  "costOfRevenue",
  "grossProfit",
  "researchAndDevelopment",
  "sellingGeneralAndAdministrative",
  "operatingExpenses",
  "operatingIncome",
  "interestExpense",
  "incomeBeforeTax",
  "incomeTaxExpense",
  "netIncome",
  "netInterestIncome",
  "epsBasic",
  "epsDiluted",
  "weightedAverageSharesBasic",
  "weightedAverageSharesDiluted",
] as const;
export type IncomeStatementField = (typeof INCOME_STATEMENT_FIELDS)[number];

export interface FieldSpec {
  /** us-gaap concepts in order of preference. */
  concepts: readonly string[];
  /** SEC companyfacts unit key. */
  secUnit: "USD" | "USD/shares" | "shares";
  unit: FieldUnit;
  kind: FieldKind;
}

const usd = (...concepts: string[]): FieldSpec => ({ concepts, secUnit: "USD", unit: "usd", kind: "flow" });
const perShare = (...concepts: string[]): FieldSpec => ({
  concepts,
  secUnit: "USD/shares",
  unit: "usd_per_share",
  kind: "per_share",
});
const shares = (...concepts: string[]): FieldSpec => ({
  concepts,
  secUnit: "shares",
  unit: "shares",
  kind: "share_count",
});

/**
 * Declarative concept fallback table (first concept with a fact for the period wins); the concepts
 * come from the one SEC concept map (secConcepts.ts).
 */
const C = SEC_CONCEPTS.incomeStatement;
export const FIELD_CONCEPTS: Readonly<Record<IncomeStatementField, FieldSpec>> = {
  revenue: usd(...C.revenue),
  costOfRevenue: usd(...C.costOfRevenue),
  grossProfit: usd(...C.grossProfit),
  researchAndDevelopment: usd(...C.researchAndDevelopment),
  sellingGeneralAndAdministrative: usd(...C.sellingGeneralAndAdministrative),
  operatingExpenses: usd(...C.operatingExpenses),
  operatingIncome: usd(...C.operatingIncome),
  interestExpense: usd(...C.interestExpense),
  incomeBeforeTax: usd(...C.incomeBeforeTax),
  incomeTaxExpense: usd(...C.incomeTaxExpense),
  netIncome: usd(...C.netIncome),
  /** Banks: net interest income, their revenue line (null and noted where not tagged). */
  netInterestIncome: usd(...C.netInterestIncome),
  epsBasic: perShare(...C.epsBasic),
  epsDiluted: perShare(...C.epsDiluted),
  weightedAverageSharesBasic: shares(...C.weightedAverageSharesBasic),
  weightedAverageSharesDiluted: shares(...C.weightedAverageSharesDiluted),
};

export const FIELD_UNITS: Readonly<Record<IncomeStatementField, FieldUnit>> = Object.fromEntries(
  INCOME_STATEMENT_FIELDS.map((f) => [f, FIELD_CONCEPTS[f].unit]),
) as Record<IncomeStatementField, FieldUnit>;

/** `fieldBasis` of a flow field of a derived Q4 (quarterDerivation.ts). */
export { DERIVED_Q4_BASIS } from "./quarterDerivation.js";
/** `fieldBasis` prefix of a TTM sum; the bases of the four quarters follow in parentheses. */
export const TTM_BASIS_PREFIX = "ttm:sum-of-4-quarters";

export type FieldNote =
  | "not_reported"
  | "concept_not_mapped"
  | "q4_not_derivable"
  | "eps_not_additive"
  | "shares_not_additive"
  | "ttm_component_missing"
  | "insufficient_quarters"
  | "quarter_gap";

export const FIELD_NOTE_DESCRIPTIONS: Readonly<Record<FieldNote, string>> = {
  not_reported:
    "The company tags one of the field's us-gaap concepts, but none is reported for this exact period in its SEC facts.",
  concept_not_mapped:
    "The company's SEC facts tag none of the field's mapped us-gaap concepts in any period: it reports the item under a concept the map does not hold, or not at all.",
  q4_not_derivable:
    "Derived Q4: the annual figure or one of Q1..Q3 is missing for this field (under a common concept).",
  eps_not_additive: "EPS is not additive across periods; no EPS is derived for a derived Q4 or a TTM row.",
  shares_not_additive: "Weighted-average share counts are not additive; none is derived for Q4 or TTM.",
  ttm_component_missing: "One of the four quarters lacks this field; TTM is never partially summed.",
  insufficient_quarters: "Fewer than four fiscal quarters are available, so no TTM can be formed.",
  quarter_gap: "The four fiscal quarters ending at the newest quarter are not all available.",
};

/** Why a non-flow field stays null on a derived Q4 or a TTM row. */
export function nonAdditiveNote(kind: Exclude<FieldKind, "flow">): FieldNote {
  return kind === "per_share" ? "eps_not_additive" : "shares_not_additive";
}
