/**
 * Income statements from SEC XBRL companyfacts rows (pure; no I/O).
 *
 * Rules (each lives in the module named)
 * - Only `us-gaap` facts with a duration, in the unit of the field (USD, USD/shares, shares).
 * - Restatements / comparatives: for one concept, unit and exact period, the most recently filed fact
 *   wins (filed desc, then accession desc). Nothing is averaged or merged. (latestFacts.ts)
 * - Concept fallbacks (`FIELD_CONCEPTS`): per field and period the first concept of the list that has a
 *   fact for that exact period is used, and named in `fieldBasis`. Fields never fall back to arithmetic
 *   on other fields (no gross profit = revenue - cost). The concepts come from the one SEC concept
 *   map; a null field whose concepts the company never tags is noted `concept_not_mapped`, not
 *   `not_reported`. (secConcepts.ts, statementFields.ts, latestFacts.ts)
 * - annual: fiscal_year durations (350..380 days). quarterly: quarter durations (80..100 days)
 *   (periodRows.ts), plus a fiscal Q4 DERIVED as FY - Q1 - Q2 - Q3 when the 10-K's annual period and the
 *   three quarters of the same fiscal year are all present; per flow field the four inputs must share one
 *   concept; `fieldBasis[field] = "derived:FY-minus-Q1-Q3"`. EPS and weighted-average shares are not
 *   additive: null on a derived Q4 with notes `eps_not_additive` / `shares_not_additive`. (derivedQ4.ts)
 * - ttm: sums of the flow fields over the four consecutive fiscal quarters ending at each quarter
 *   (derived Q4 included), newest first, as long as the windows are complete. If the window ending at
 *   the newest quarter is incomplete, one row with every figure null and `ttmStatus`
 *   `insufficient_quarters` (fewer than four quarters in the facts) or `quarter_gap`. A field missing
 *   from one of the four quarters is null (`ttm_component_missing`), never partially summed. EPS and
 *   shares are null on TTM rows (not additive). (ttm.ts)
 * - Per-share basis: EPS is served as filed (latest filing) and, in `*SplitAdjusted`, on the share
 *   basis after the issuer's latest split; EPS contradicted by net income is repaired and logged in
 *   `epsRepair`; `perShareRestated` marks a figure a later filing changed. (perShare.ts)
 * - Fiscal labels come from periods.ts (fy of the 10-K carrying the annual period; quarters by period
 *   end relative to the fiscal year end).
 * - Row filing (`accessionNumber`, `form`, `filingDate`): the most recently filed fact among the row's
 *   populated fields (usually the only filing involved); derived Q4: the filing of the annual figures;
 *   TTM: the newest quarter's. `sourceAccessions` lists every filing whose facts were used.
 *   (statementRow.ts)
 */
import { quarterlyRows } from "./derivedQ4.js";
import { latestFacts } from "./latestFacts.js";
import { annualRows } from "./periodRows.js";
import { fiscalCalendarFromFacts } from "./periods.js";
import { perShareNotes, withPerShareBasis } from "./perShare.js";
import { missingQuarters } from "./quartersMissing.js";
import { explainUnreported, taggedConcepts } from "./secConcepts.js";
import type { SecFact } from "./secFact.js";
import { FIELD_CONCEPTS, FIELD_UNITS, type FieldUnit, type IncomeStatementField } from "./statementFields.js";
import { rowMetaNotes } from "./statementLines.js";
import type { IncomeStatementRow, StatementPeriod, TtmStatus } from "./statementRow.js";
import { ttmRows } from "./ttm.js";

export type { SecFact } from "./secFact.js";
export {
  DERIVED_Q4_BASIS,
  FIELD_CONCEPTS,
  FIELD_NOTE_DESCRIPTIONS,
  FIELD_UNITS,
  type FieldKind,
  type FieldNote,
  type FieldSpec,
  type FieldUnit,
  INCOME_STATEMENT_FIELDS,
  type IncomeStatementField,
  TTM_BASIS_PREFIX,
} from "./statementFields.js";
export type {
  FiscalPeriod,
  IncomeStatementFigures,
  IncomeStatementRow,
  StatementPeriod,
  TtmStatus,
} from "./statementRow.js";

export type IncomeStatementSource = "sec_edgar_companyfacts" | "derived_xbrl_instance";

export interface IncomeStatementsResult {
  rows: IncomeStatementRow[];
  /** Fiscal quarters ("2023Q2"), newest first, absent between the newest and oldest quarter served. */
  quartersMissing: string[];
  source: IncomeStatementSource;
  units: Record<IncomeStatementField, FieldUnit>;
  /** TTM only (null otherwise); also set when no row could be formed at all. */
  ttmStatus: TtmStatus | null;
}

export interface IncomeStatementsOptions {
  period: StatementPeriod;
  /** Maximum number of rows (the caller validates 1..200). */
  limit: number;
  /** Which kind of companyfacts document the facts came from. */
  source: IncomeStatementSource;
}

type PeriodAnswer = Pick<IncomeStatementsResult, "rows" | "quartersMissing" | "ttmStatus">;

/** The rows of the requested period; annual rows are always built since derived Q4 needs them. */
function answerFor(facts: SecFact[], period: StatementPeriod, limit: number): PeriodAnswer {
  const latest = latestFacts(facts);
  const calendar = fiscalCalendarFromFacts(facts);
  const annual = withPerShareBasis(annualRows(latest, calendar), facts);
  if (period === "annual") {
    return { rows: annual.slice(0, limit).map((r) => r.row), quartersMissing: [], ttmStatus: null };
  }
  const quarters = withPerShareBasis(quarterlyRows(latest, calendar, annual), facts);
  if (period === "quarterly") {
    const served = quarters.slice(0, limit);
    return { rows: served.map((r) => r.row), quartersMissing: missingQuarters(served), ttmStatus: null };
  }
  const ttm = ttmRows(quarters);
  return { rows: ttm.rows.slice(0, limit), quartersMissing: ttm.missing, ttmStatus: ttm.status };
}

/** Income statement rows, newest first (see the module comment for every rule). */
export function buildIncomeStatements(
  facts: SecFact[],
  options: IncomeStatementsOptions,
): IncomeStatementsResult {
  const limit = Math.max(0, Math.floor(options.limit));
  const answer = answerFor(facts, options.period, limit);
  const tagged = taggedConcepts(facts);
  const conceptsOf = (field: string) => FIELD_CONCEPTS[field as IncomeStatementField]?.concepts;
  return {
    rows: answer.rows.map((row) => {
      const fieldNotes = explainUnreported(row.fieldNotes, tagged, conceptsOf);
      const perShare = perShareNotes({ ...row, fieldNotes });
      return { ...row, fieldNotes: { ...fieldNotes, ...perShare, ...rowMetaNotes(row) } };
    }),
    quartersMissing: answer.quartersMissing,
    source: options.source,
    units: { ...FIELD_UNITS },
    ttmStatus: answer.ttmStatus,
  };
}
