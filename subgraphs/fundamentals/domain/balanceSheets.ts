/**
 * Balance sheets from SEC XBRL companyfacts rows (pure; no I/O).
 *
 * - A balance sheet is a point in time: one row per instant at which the company reports
 *   `LiabilitiesAndStockholdersEquity`, the total only the balance sheet itself carries (total
 *   assets also appear in segment notes, equity in the equity statement's older opening balances;
 *   neither makes a row). Each line is the latest-filed fact of the first concept of
 *   its list with a fact at exactly that instant (statementLines.ts), named in `fieldBasis`.
 * - Labels come from periods.ts (the fiscal quarter whose end is nearest the instant). quarterly:
 *   every labelled sheet, one per fiscal quarter; the fiscal year-end sheet is Q4 with
 *   `periodSource` annual_report (the 10-K's sheet shown as Q4), the others quarterly_report.
 *   annual: the fiscal year-end sheets, fiscalPeriod FY. ttm: a balance sheet has no trailing
 *   sum; the TTM sheet is the latest quarter's (`periodSource` point_in_time_latest_quarter,
 *   `ttmStatus` point_in_time), one row per quarter like the income statement's TTM windows.
 * - Debt: shortTermDebt is `DebtCurrent` when tagged, else the sum of the tagged parts among
 *   short-term borrowings (`ShortTermBorrowings`, else `CommercialPaper`, never both) and the
 *   current portion of long-term debt; longTermDebt is the non-current long-term debt
 *   (`LongTermDebtNoncurrent`, else `LongTermDebtAndCapitalLeaseObligations`, else
 *   `ConvertibleDebtNoncurrent`, else `LongTermDebt` flagged `may_include_current_portion` in
 *   fieldsUnverified, since that concept may include it). `*DebtBasis` names the concepts, `*DebtStatus` is
 *   reported, sum_of_reported_lines, not_found_in_sec_companyfacts (a concept of the line is
 *   tagged, not at this instant) or concept_not_mapped (none is tagged in any period: SNOW's
 *   short-term debt). totalDebt = short + long only when both are known, else null with
 *   `debtComponentsMissing`.
 * - Concepts come from the one SEC concept map (secConcepts.ts); any other null line is noted
 *   not_reported or concept_not_mapped by the same rule.
 * - Banks: netLoans and deposits where the filer tags them (null and noted otherwise).
 */

import { type FiscalLabel, fiscalCalendarFromFacts, fiscalLabelForPeriodEnd, quarterKey } from "./periods.js";
import { quarterlyOrdinalGaps } from "./quartersMissing.js";
import { SEC_CONCEPTS, taggedConcepts, unreportedReason } from "./secConcepts.js";
import type { SecFact } from "./secFact.js";
import {
  conceptsOf,
  fiscalPeriodOf,
  type LatestLineFacts,
  type LineCell,
  type LineSpec,
  latestLineFacts,
  line,
  lineCell,
  newerFilingAvailable,
  rowMetaNotes,
  type StatementMeta,
  type UnverifiedReason,
} from "./statementLines.js";
import { accessionsOf, filingOf, type StatementPeriod } from "./statementRow.js";

const B = SEC_CONCEPTS.balanceSheet;
export const BALANCE_SHEET_LINES = {
  cashAndEquivalents: line(...B.cashAndEquivalents),
  shortTermInvestments: line(...B.shortTermInvestments),
  accountsReceivable: line(...B.accountsReceivable),
  inventory: line(...B.inventory),
  totalCurrentAssets: line(...B.totalCurrentAssets),
  propertyPlantAndEquipmentNet: line(...B.propertyPlantAndEquipmentNet),
  goodwill: line(...B.goodwill),
  totalAssets: line(...B.totalAssets),
  accountsPayable: line(...B.accountsPayable),
  totalCurrentLiabilities: line(...B.totalCurrentLiabilities),
  totalLiabilities: line(...B.totalLiabilities),
  retainedEarnings: line(...B.retainedEarnings),
  totalStockholdersEquity: line(...B.totalStockholdersEquity),
  totalEquity: line(...B.totalEquity),
  totalLiabilitiesAndEquity: line(...B.totalLiabilitiesAndEquity),
  netLoans: line(...B.netLoans),
  deposits: line(...B.deposits),
} as const satisfies Record<string, LineSpec>;
export type BalanceSheetLine = keyof typeof BALANCE_SHEET_LINES;

const D = SEC_CONCEPTS.debt;
const DEBT_LINES = {
  debtCurrent: line(...D.debtCurrent),
  shortTermBorrowings: line(...D.shortTermBorrowings),
  currentLongTermDebt: line(...D.currentLongTermDebt),
  longTermDebt: line(...D.longTermDebt),
} as const satisfies Record<string, LineSpec>;

/** Every concept each debt line may be formed from (why it is null: secConcepts.ts). */
const DEBT_CONCEPTS = {
  shortTermDebt: [...D.debtCurrent, ...D.shortTermBorrowings, ...D.currentLongTermDebt],
  longTermDebt: D.longTermDebt,
} as const;

export const BALANCE_SHEET_FIELDS = [
  ...(Object.keys(BALANCE_SHEET_LINES) as BalanceSheetLine[]),
  "shortTermDebt",
  "longTermDebt",
  "totalDebt",
] as const;
export type BalanceSheetField = (typeof BALANCE_SHEET_FIELDS)[number];

/**
 * not_found_in_sec_companyfacts: the company tags a concept of the line, but not at this instant;
 * concept_not_mapped: it tags none of them in any period (secConcepts.ts).
 */
export type DebtStatus =
  | "reported"
  | "sum_of_reported_lines"
  | "not_found_in_sec_companyfacts"
  | "concept_not_mapped";

export type BalanceSheetRow = StatementMeta &
  Record<BalanceSheetField, number | null> & {
    shortTermDebtBasis: string | null;
    shortTermDebtStatus: DebtStatus;
    longTermDebtBasis: string | null;
    longTermDebtStatus: DebtStatus;
    totalDebtBasis: string | null;
    /** Debt components that are null, so totalDebt is null (empty when totalDebt is known). */
    debtComponentsMissing: string[];
  };

const ANCHOR_CONCEPTS: readonly string[] = B.totalLiabilitiesAndEquity;
const ALL_CONCEPTS = new Set([...conceptsOf(BALANCE_SHEET_LINES), ...conceptsOf(DEBT_LINES)]);

interface Sheet {
  end: string;
  label: FiscalLabel | null;
  row: BalanceSheetRow;
}

interface DebtLine {
  value: number | null;
  basis: string | null;
  status: DebtStatus;
  used: LineCell[];
}

/** A debt line with no fact at the instant, and why (secConcepts.ts). */
function debtNotFound(tagged: ReadonlySet<string>, line: keyof typeof DEBT_CONCEPTS): DebtLine {
  const status = unreportedReason(tagged, DEBT_CONCEPTS[line], "not_found_in_sec_companyfacts");
  return { value: null, basis: null, status, used: [] };
}

function shortTermDebt(latest: LatestLineFacts, tagged: ReadonlySet<string>, end: string): DebtLine {
  const total = lineCell(latest, DEBT_LINES.debtCurrent, null, end);
  if (total) return { value: total.value, basis: total.concept, status: "reported", used: [total] };
  const parts = [DEBT_LINES.shortTermBorrowings, DEBT_LINES.currentLongTermDebt].flatMap(
    (spec) => lineCell(latest, spec, null, end) ?? [],
  );
  if (parts.length === 0) return debtNotFound(tagged, "shortTermDebt");
  if (parts.length === 1) {
    const only = parts[0] as LineCell;
    return { value: only.value, basis: only.concept, status: "reported", used: parts };
  }
  return {
    value: parts.reduce((sum, p) => sum + p.value, 0),
    basis: `sum:${parts.map((p) => p.concept).join("+")}`,
    status: "sum_of_reported_lines",
    used: parts,
  };
}

function longTermDebt(latest: LatestLineFacts, tagged: ReadonlySet<string>, end: string): DebtLine {
  const cell = lineCell(latest, DEBT_LINES.longTermDebt, null, end);
  return cell
    ? { value: cell.value, basis: cell.concept, status: "reported", used: [cell] }
    : debtNotFound(tagged, "longTermDebt");
}

function sheetAt(
  latest: LatestLineFacts,
  tagged: ReadonlySet<string>,
  end: string,
  label: FiscalLabel | null,
): Sheet {
  const figures = {} as Record<BalanceSheetField, number | null>;
  const fieldBasis: Record<string, string> = {};
  const fieldNotes: Record<string, string> = {};
  const fieldsUnverified: Record<string, UnverifiedReason> = {};
  const used: SecFact[] = [];
  for (const field of Object.keys(BALANCE_SHEET_LINES) as BalanceSheetLine[]) {
    const cell = lineCell(latest, BALANCE_SHEET_LINES[field], null, end);
    figures[field] = cell?.value ?? null;
    if (cell) {
      fieldBasis[field] = cell.concept;
      used.push(cell.fact);
    }
  }
  const short = shortTermDebt(latest, tagged, end);
  const long = longTermDebt(latest, tagged, end);
  figures.shortTermDebt = short.value;
  figures.longTermDebt = long.value;
  for (const [field, debt] of [
    ["shortTermDebt", short],
    ["longTermDebt", long],
  ] as const) {
    used.push(...debt.used.map((c) => c.fact));
    if (debt.basis) fieldBasis[field] = debt.basis;
    if (debt.status === "sum_of_reported_lines") fieldsUnverified[field] = "sum_of_reported_lines";
    if (debt.basis && (D.mayIncludeCurrentPortion as readonly string[]).includes(debt.basis))
      fieldsUnverified[field] = "may_include_current_portion";
    if (debt.value === null) fieldNotes[field] = debt.status;
  }
  const debtComponentsMissing = [
    ...(short.value === null ? ["shortTermDebt"] : []),
    ...(long.value === null ? ["longTermDebt"] : []),
  ];
  figures.totalDebt = short.value !== null && long.value !== null ? short.value + long.value : null;
  let totalDebtBasis: string | null = null;
  if (figures.totalDebt !== null) {
    totalDebtBasis = "sum:shortTermDebt+longTermDebt";
    fieldBasis.totalDebt = totalDebtBasis;
    fieldsUnverified.totalDebt = "sum_of_reported_lines";
  } else {
    fieldNotes.totalDebt = "debt_components_missing";
  }
  const fieldsWithheld = BALANCE_SHEET_FIELDS.filter((f) => figures[f] === null);
  for (const f of fieldsWithheld)
    fieldNotes[f] ??= unreportedReason(tagged, BALANCE_SHEET_LINES[f as BalanceSheetLine].concepts);
  const filing = filingOf(used);
  const row: BalanceSheetRow = {
    period: "quarterly",
    fiscalYear: label?.fiscalYear ?? null,
    fiscalPeriod: fiscalPeriodOf(label),
    periodStart: null,
    periodStartReason: "instant_fact",
    periodEnd: end,
    periodSource: label?.fiscalQuarter === 4 ? "annual_report" : "quarterly_report",
    ...filing,
    ...figures,
    shortTermDebtBasis: short.basis,
    shortTermDebtStatus: short.status,
    longTermDebtBasis: long.basis,
    longTermDebtStatus: long.status,
    totalDebtBasis,
    debtComponentsMissing,
    fieldBasis,
    fieldsWithheld,
    fieldNotes,
    fieldsUnverified,
    statementCheck: { status: "sec_confirmed" },
    ttmStatus: null,
    sourceAccessions: [...new Set(accessionsOf(used))].sort(),
  };
  return { end, label, row };
}

/** Every balance sheet date, one per fiscal quarter (the latest instant on a tie), newest first. */
function quarterlySheets(facts: readonly SecFact[]): Sheet[] {
  const latest = latestLineFacts(facts, ALL_CONCEPTS, true);
  const tagged = taggedConcepts(facts);
  const calendar = fiscalCalendarFromFacts(facts as SecFact[]);
  const ends = new Set<string>();
  for (const f of latest.values()) if (ANCHOR_CONCEPTS.includes(f.concept)) ends.add(f.period_end);
  const byKey = new Map<string, Sheet>();
  const unlabelled: Sheet[] = [];
  for (const end of ends) {
    const sheet = sheetAt(latest, tagged, end, fiscalLabelForPeriodEnd(end, calendar));
    if (!sheet.label) {
      unlabelled.push(sheet);
      continue;
    }
    const k = quarterKey(sheet.label.fiscalYear, sheet.label.fiscalQuarter);
    const cur = byKey.get(k);
    if (!cur || sheet.end > cur.end) byKey.set(k, sheet);
  }
  return [...byKey.values(), ...unlabelled].sort((a, b) => b.end.localeCompare(a.end));
}

export interface BalanceSheetsResult {
  rows: BalanceSheetRow[];
  quartersMissing: string[];
  newerFilingAvailable: boolean | null;
  /** ttm: point_in_time (a balance sheet has no trailing sum); null otherwise. */
  status: string | null;
}

export function buildBalanceSheets(
  facts: readonly SecFact[],
  options: { period: StatementPeriod; limit: number },
): BalanceSheetsResult {
  const limit = Math.max(0, Math.floor(options.limit));
  const quarters = quarterlySheets(facts);
  let served: Sheet[];
  let status: string | null = null;
  if (options.period === "annual") {
    served = quarters.filter((s) => s.label?.fiscalQuarter === 4).slice(0, limit);
    for (const s of served) s.row = { ...s.row, period: "annual", fiscalPeriod: "FY" };
  } else {
    served = quarters.slice(0, limit);
    if (options.period === "ttm") {
      status = "point_in_time";
      for (const s of served) {
        s.row = {
          ...s.row,
          period: "ttm",
          fiscalPeriod: "TTM",
          periodSource: "point_in_time_latest_quarter",
          ttmStatus: "point_in_time",
        };
      }
    }
  }
  const rows = served.map((s) => ({ ...s.row, fieldNotes: { ...s.row.fieldNotes, ...rowMetaNotes(s.row) } }));
  return {
    rows,
    quartersMissing: options.period === "annual" ? [] : quarterlyOrdinalGaps(served.map((s) => s.label)),
    newerFilingAvailable: newerFilingAvailable(facts, rows),
    status,
  };
}
