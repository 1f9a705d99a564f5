/**
 * The one fact used per concept, unit and exact period. Restatements and the comparatives of later
 * filings repeat a period; the most recently filed fact wins (filed desc, then accession desc) and
 * nothing is averaged or merged.
 */
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";
import {
  FIELD_CONCEPTS,
  type FieldSpec,
  INCOME_STATEMENT_FIELDS,
  type IncomeStatementField,
} from "./statementFields.js";

/** A field's value for one period and the fact (hence concept and filing) it came from. */
export interface Cell {
  value: number;
  concept: string;
  fact: SecFact;
}

/** Latest-filed fact per `${concept}|${unit}|${start}|${end}`. */
export type LatestFacts = ReadonlyMap<string, SecFact>;

const factKey = (concept: string, unit: string, start: string, end: string) =>
  `${concept}|${unit}|${start}|${end}`;

// Only the concept/unit pairs of the field table can reach a row; everything else is dropped up front.
const RELEVANT = new Set(
  INCOME_STATEMENT_FIELDS.flatMap((f) =>
    FIELD_CONCEPTS[f].concepts.map((c) => `${c}|${FIELD_CONCEPTS[f].secUnit}`),
  ),
);

/** us-gaap duration facts of the field table, latest filing per concept, unit and period. */
export function latestFacts(facts: SecFact[]): LatestFacts {
  const sorted = facts
    .filter(
      (f) =>
        f.taxonomy === "us-gaap" &&
        f.period_start !== null &&
        Number.isFinite(f.value) &&
        RELEVANT.has(`${f.concept}|${f.unit}`),
    )
    .sort(compareMostRecentlyFiledFirst);
  const latest = new Map<string, SecFact>();
  for (const f of sorted) {
    const key = factKey(f.concept, f.unit, f.period_start as string, f.period_end);
    if (!latest.has(key)) latest.set(key, f);
  }
  return latest;
}

/** The fact of one of the field's concepts, in the field's unit, for exactly start..end. */
export function factFor(
  latest: LatestFacts,
  spec: FieldSpec,
  concept: string,
  start: string,
  end: string,
): SecFact | undefined {
  return latest.get(factKey(concept, spec.secUnit, start, end));
}

/**
 * The field's value for exactly start..end from the first concept of its fallback list that has one.
 * Never arithmetic on other fields (no gross profit = revenue - cost).
 */
export function cellFor(
  latest: LatestFacts,
  field: IncomeStatementField,
  start: string,
  end: string,
): Cell | null {
  const spec = FIELD_CONCEPTS[field];
  for (const concept of spec.concepts) {
    const fact = factFor(latest, spec, concept, start, end);
    if (fact) return { value: fact.value, concept, fact };
  }
  return null;
}
