/**
 * Trailing-twelve-month rows: the flow fields summed over four consecutive fiscal quarters (derived Q4
 * included), one row per window ending at each quarter, newest first, as long as the windows are
 * complete. A field missing from one of the four quarters is null, never partially summed, and EPS and
 * share counts are not additive so they are always null. When the window ending at the newest quarter is
 * incomplete there is one row with every figure null whose status says why.
 */
import { ordinalOf, type PeriodRow, quarterKeyAt } from "./periodRows.js";
import {
  FIELD_CONCEPTS,
  INCOME_STATEMENT_FIELDS,
  nonAdditiveNote,
  TTM_BASIS_PREFIX,
} from "./statementFields.js";
import { copyFigures, filingOf, finishRow, type IncomeStatementRow, type TtmStatus } from "./statementRow.js";

/** Quarter offsets back from a window's newest quarter. */
const WINDOW_OFFSETS = [0, 1, 2, 3] as const;

/** The TTM row of four consecutive quarters (newest first), attributed to the newest quarter's filing. */
function ttmRow(window: PeriodRow[]): IncomeStatementRow {
  const newest = window[0] as PeriodRow;
  const oldest = window[window.length - 1] as PeriodRow;
  const figures = copyFigures();
  const fieldBasis: Record<string, string> = {};
  const fieldNotes: Record<string, string> = {};
  for (const field of INCOME_STATEMENT_FIELDS) {
    const kind = FIELD_CONCEPTS[field].kind;
    if (kind !== "flow") {
      fieldNotes[field] = nonAdditiveNote(kind);
      continue;
    }
    const parts = window.map((r) => r.row[field]);
    if (parts.some((v) => v === null)) {
      fieldNotes[field] = "ttm_component_missing";
      continue;
    }
    figures[field] = (parts as number[]).reduce((s, v) => s + v, 0);
    const bases = [...new Set(window.map((r) => r.row.fieldBasis[field] ?? ""))];
    fieldBasis[field] = `${TTM_BASIS_PREFIX}(${bases.join(",")})`;
  }
  return finishRow(
    {
      period: "ttm",
      fiscalYear: newest.row.fiscalYear,
      fiscalPeriod: "TTM",
      periodStart: oldest.start,
      periodEnd: newest.end,
      fieldBasis,
      fieldNotes,
      ttmStatus: "ok",
      sourceAccessions: window.flatMap((r) => r.row.sourceAccessions),
    },
    figures,
    newest.row,
  );
}

/** The all-null row standing in for a TTM that cannot be formed; each flow field carries the reason. */
function failedTtmRow(newest: PeriodRow, status: Exclude<TtmStatus, "ok">): IncomeStatementRow {
  const fieldNotes: Record<string, string> = {};
  for (const field of INCOME_STATEMENT_FIELDS) {
    const kind = FIELD_CONCEPTS[field].kind;
    fieldNotes[field] = kind === "flow" ? status : nonAdditiveNote(kind);
  }
  return finishRow(
    {
      period: "ttm",
      fiscalYear: newest.row.fiscalYear,
      fiscalPeriod: "TTM",
      periodStart: null,
      periodEnd: newest.end,
      fieldBasis: {},
      fieldNotes,
      ttmStatus: status,
      sourceAccessions: [],
    },
    copyFigures(),
    filingOf([]),
  );
}

export interface TtmResult {
  rows: IncomeStatementRow[];
  status: TtmStatus;
  /** Quarters of the newest window that are absent (empty unless the TTM failed). */
  missing: string[];
}

/** TTM rows from every fiscal quarter available, `quarters` newest first. */
export function ttmRows(quarters: PeriodRow[]): TtmResult {
  const byOrdinal = new Map<number, PeriodRow>();
  const labelled: PeriodRow[] = [];
  for (const r of quarters) {
    const ordinal = ordinalOf(r);
    if (ordinal === null) continue;
    labelled.push(r);
    byOrdinal.set(ordinal, r);
  }
  const newest = labelled[0];
  const newestOrdinal = newest ? ordinalOf(newest) : null;
  if (!newest || newestOrdinal === null) return { rows: [], status: "insufficient_quarters", missing: [] };

  const rows: IncomeStatementRow[] = [];
  for (let end = newestOrdinal; ; end--) {
    const window = WINDOW_OFFSETS.map((k) => byOrdinal.get(end - k));
    if (!window.every((r) => r !== undefined)) break;
    rows.push(ttmRow(window));
  }
  if (rows.length > 0) return { rows, status: "ok", missing: [] };

  const missing = WINDOW_OFFSETS.filter((k) => !byOrdinal.has(newestOrdinal - k)).map((k) =>
    quarterKeyAt(newestOrdinal - k),
  );
  const status = labelled.length < 4 ? "insufficient_quarters" : "quarter_gap";
  return { rows: [failedTtmRow(newest, status)], status, missing };
}
