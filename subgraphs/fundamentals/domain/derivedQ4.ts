/**
 * Fiscal Q4 derived as FY - Q1 - Q2 - Q3. Filers rarely tag Q4 on its own (the 10-K reports the year), so
 * without this the quarterly series and every TTM window through a Q4 would have a hole.
 *
 * Derived only when the 10-K's annual period and the three quarters of the same fiscal year are all
 * present, Q1 opens the fiscal year and the remainder after Q3 is quarter-long. Per flow field the four
 * inputs must share one concept. EPS and weighted-average shares are not additive: null on a derived Q4.
 * A directly reported Q4 keeps its figures and only has its missing flow fields derived.
 *
 * Where Q1..Q3 are not all held but the Q3 10-Q's nine-month year-to-date figure is (AAPL FY2023:
 * only the Q3 10-Q and the 10-K are held), Q4 is FY - 9M YTD under one concept: the same figure,
 * since the 9M YTD is Q1 + Q2 + Q3 as reported. Both are the one derivation rule the cash flow
 * statement also uses (quarterDerivation.ts), so one quarter is derived alike on every statement
 * and in metrics (issue 14, defect 3). Basis and period source are those of FY - Q1 - Q2 - Q3.
 */
import { factFor, type LatestFacts } from "./latestFacts.js";
import {
  byEndDesc,
  type Cells,
  directQuarterRows,
  factsOf,
  type PeriodRow,
  quarterKeyOf,
} from "./periodRows.js";
import { addDays, classifyDuration, type FiscalCalendar, type FiscalLabel, quarterKey } from "./periods.js";
import { DERIVED_Q4_BASIS, derivedQuarterFlow, type Span } from "./quarterDerivation.js";
import type { SecFact } from "./secFact.js";
import {
  FIELD_CONCEPTS,
  type FieldSpec,
  INCOME_STATEMENT_FIELDS,
  nonAdditiveNote,
} from "./statementFields.js";
import { accessionsOf, copyFigures, finishRow } from "./statementRow.js";

/**
 * The field's Q4 by the one derivation rule (quarterDerivation.ts): FY - Q1 - Q2 - Q3 when the three
 * quarters are held, else FY - 9M YTD (start of the year to `ytdEnd`).
 */
function deriveFlowField(
  latest: LatestFacts,
  spec: FieldSpec,
  fy: PeriodRow,
  before: { quarters: readonly PeriodRow[] } | { ytdEnd: string },
) {
  const parts: Span[] =
    "quarters" in before ? [...before.quarters] : [{ start: fy.start, end: before.ytdEnd }];
  return derivedQuarterFlow(
    spec.concepts,
    (concept, span) => factFor(latest, spec, concept, span.start, span.end),
    fy,
    parts,
  );
}

/**
 * The end of the fiscal year's nine-month year-to-date period whose remainder is one quarter, from
 * the flow facts held (the Q3 10-Q's "nine months ended"); null when none is held.
 */
function nineMonthYtdEnd(latest: LatestFacts, fy: PeriodRow): string | null {
  for (const fact of latest.values()) {
    if (fact.period_start !== fy.start || fact.period_end >= fy.end) continue;
    if (classifyDuration(fy.start, fact.period_end) !== "nine_months") continue;
    if (classifyDuration(addDays(fact.period_end, 1), fy.end) === "quarter") return fact.period_end;
  }
  return null;
}

/**
 * The derived Q4 of fiscal year `fy`, or the reported `directQ4` with its null flow fields derived:
 * FY - Q1 - Q2 - Q3 when the three quarters are held, else FY - 9M YTD. Null when neither is held
 * or not a single field could be derived.
 */
function deriveQ4(
  latest: LatestFacts,
  fy: PeriodRow,
  quartersByKey: ReadonlyMap<string, PeriodRow>,
  directQ4: PeriodRow | undefined,
): PeriodRow | null {
  if (!fy.label) return null;
  const year = fy.label.fiscalYear;
  const [q1, q2, q3] = [1, 2, 3].map((n) => quartersByKey.get(quarterKey(year, n)));
  // Q1 must open the fiscal year and the remainder after Q3 must itself be quarter-long.
  const quarters =
    q1 && q2 && q3 && q1.start === fy.start && classifyDuration(addDays(q3.end, 1), fy.end) === "quarter"
      ? [q1, q2, q3]
      : null;
  const ytdEnd = quarters ? null : nineMonthYtdEnd(latest, fy);
  if (!quarters && !ytdEnd) return null;
  const q3End = quarters ? quarters[2]!.end : (ytdEnd as string);

  const cells: Cells = { ...(directQ4?.cells ?? {}) };
  const figures = copyFigures(directQ4?.row);
  const fieldBasis: Record<string, string> = { ...(directQ4?.row.fieldBasis ?? {}) };
  const fieldNotes: Record<string, string> = {};
  const used: SecFact[] = directQ4 ? factsOf(directQ4.cells) : [];
  let derivedAny = false;

  for (const field of INCOME_STATEMENT_FIELDS) {
    if (figures[field] !== null) continue;
    const spec = FIELD_CONCEPTS[field];
    if (spec.kind !== "flow") {
      // A reported Q4 that lacks EPS/shares keeps "not_reported"; a derived Q4 never has them.
      if (!directQ4) fieldNotes[field] = nonAdditiveNote(spec.kind);
      continue;
    }
    const derived = deriveFlowField(latest, spec, fy, quarters ? { quarters } : { ytdEnd: ytdEnd as string });
    if (!derived) {
      fieldNotes[field] = "q4_not_derivable";
      continue;
    }
    figures[field] = derived.value;
    fieldBasis[field] = DERIVED_Q4_BASIS;
    used.push(...derived.inputs);
    derivedAny = true;
  }
  if (!derivedAny) return null;

  const start = directQ4?.start ?? addDays(q3End, 1);
  const label: FiscalLabel = { fiscalYear: year, fiscalQuarter: 4, basis: fy.label.basis };
  const row = finishRow(
    {
      period: "quarterly",
      fiscalYear: year,
      fiscalPeriod: "Q4",
      periodStart: start,
      periodEnd: fy.end,
      fieldBasis,
      fieldNotes,
      ttmStatus: null,
      sourceAccessions: accessionsOf(used),
    },
    figures,
    // The reported Q4's filing when there is one, else the 10-K that carried the annual figures.
    (directQ4 ?? fy).row,
  );
  return { start, end: fy.end, label, cells, row };
}

/** Every fiscal quarter available: reported quarters plus derived Q4, newest first. */
export function quarterlyRows(
  latest: LatestFacts,
  calendar: FiscalCalendar,
  annual: PeriodRow[],
): PeriodRow[] {
  const direct = directQuarterRows(latest, calendar);
  const byKey = new Map<string, PeriodRow>();
  for (const r of direct) {
    const key = quarterKeyOf(r);
    if (key !== null) byKey.set(key, r);
  }
  const out = new Set(direct);
  for (const fy of annual) {
    if (!fy.label) continue;
    const directQ4 = byKey.get(quarterKey(fy.label.fiscalYear, 4));
    const q4 = deriveQ4(latest, fy, byKey, directQ4);
    if (!q4) continue;
    if (directQ4) out.delete(directQ4);
    out.add(q4);
  }
  return [...out].sort(byEndDesc);
}
