/**
 * Cash flow statements from SEC XBRL companyfacts rows (pure; no I/O).
 *
 * - Every line is served in cash-flow sign (inflow positive): payments (`PaymentsTo…`,
 *   `Repayments…`, reported positive) and increases of operating assets (`IncreaseDecreaseIn
 *   AccountsReceivable` positive = a use of cash) are negated; `fieldBasis` names the concept.
 * - annual: fiscal-year-long durations (350..380 days), periodSource annual_report.
 * - quarterly: 10-Qs report cash flows year to date (Q2 = six months, Q3 = nine months), so a
 *   quarter is the reported quarter-long figure where there is one, else the difference of two
 *   year-to-date figures of the same concept opening on the same day and ending a quarter apart:
 *   Q2 = H1 - Q1, Q3 = 9M - H1 (`derived:YTD-minus-prior-YTD`, periodSource
 *   derived_ytd_difference), Q4 = FY - 9M, which is FY - (Q1 + Q2 + Q3) as reported
 *   (`derived:FY-minus-Q1-Q3`, periodSource derived_fy_minus_q1_q3): the one derivation rule the
 *   income statement's Q4 also uses (quarterDerivation.ts). Derived figures are listed in
 *   `fieldsUnverified` (no filing states them).
 * - ttm: each line summed over four consecutive fiscal quarters, one row per complete window,
 *   newest first; a line missing from one quarter is null (`ttm_component_missing`), never
 *   partially summed; when the newest window is incomplete, one all-null row whose ttmStatus is
 *   insufficient_quarters or quarter_gap.
 * - changeInWorkingCapital: only where the filer tags the total (`IncreaseDecreaseInOperating
 *   Capital`); else null with changeInWorkingCapitalStatus not_reported_as_a_total (companyfacts do
 *   not say which lines of the statement make up working capital, so no total is invented).
 * - operatingCashFlowComponents: the statement's reconciliation as far as the lines are tagged
 *   (net income, D&A, stock compensation, deferred tax, the working capital total or the
 *   receivables/inventory/payables changes) plus `otherOperatingItems`, the remainder, so the
 *   components sum exactly to operatingCashFlow; null with a status when operating cash flow or
 *   net income is not reported.
 * - freeCashFlow = operatingCashFlow + capitalExpenditure (capex is negative), when both are known.
 * - Concepts come from the one SEC concept map (secConcepts.ts); a null line whose concepts the
 *   company never tags is noted concept_not_mapped, otherwise not_reported.
 */
import {
  addDays,
  classifyDuration,
  type DurationClass,
  type FiscalLabel,
  fiscalCalendarFromFacts,
  fiscalLabelForPeriodEnd,
  quarterFromOrdinal,
  quarterKey,
  quarterOrdinal,
} from "./periods.js";
import { derivationOf, derivedQuarterFlow } from "./quarterDerivation.js";
import { quarterlyOrdinalGaps } from "./quartersMissing.js";
import { explainUnreported, SEC_CONCEPTS, taggedConcepts } from "./secConcepts.js";
import type { SecFact } from "./secFact.js";
import { TTM_BASIS_PREFIX } from "./statementFields.js";
import {
  conceptsOf,
  fiscalPeriodOf,
  type LatestLineFacts,
  type LineSpec,
  latestLineFacts,
  line,
  lineCell,
  lineFact,
  newerFilingAvailable,
  outflow,
  type PeriodSource,
  periodStartReasonOf,
  rowMetaNotes,
  type StatementMeta,
  type UnverifiedReason,
} from "./statementLines.js";
import { accessionsOf, filingOf, type RowFiling, type StatementPeriod } from "./statementRow.js";

const C = SEC_CONCEPTS.cashFlow;
export const CASH_FLOW_LINES = {
  netIncome: line(...C.netIncome),
  depreciationAndAmortization: line(...C.depreciationAndAmortization),
  stockBasedCompensation: line(...C.stockBasedCompensation),
  deferredIncomeTax: line(...C.deferredIncomeTax),
  changeInReceivables: outflow(...C.changeInReceivables),
  changeInInventory: outflow(...C.changeInInventory),
  changeInAccountsPayable: line(...C.changeInAccountsPayable),
  operatingCashFlow: line(...C.operatingCashFlow),
  capitalExpenditure: outflow(...C.capitalExpenditure),
  acquisitions: outflow(...C.acquisitions),
  investmentPurchases: outflow(...C.investmentPurchases),
  /** Proceeds from sales only: maturities and collections are not sales. */
  investmentSales: line(...C.investmentSales),
  investingCashFlow: line(...C.investingCashFlow),
  debtIssued: line(...C.debtIssued),
  debtRepaid: outflow(...C.debtRepaid),
  shareRepurchases: outflow(...C.shareRepurchases),
  dividendsPaid: outflow(...C.dividendsPaid),
  financingCashFlow: line(...C.financingCashFlow),
  netChangeInCash: line(...C.netChangeInCash),
  changeInWorkingCapital: outflow(...C.changeInWorkingCapital),
} as const satisfies Record<string, LineSpec>;
export type CashFlowLine = keyof typeof CASH_FLOW_LINES;
const LINES = Object.keys(CASH_FLOW_LINES) as CashFlowLine[];

export const CASH_FLOW_FIELDS = [...LINES, "freeCashFlow"] as const;
export type CashFlowField = (typeof CASH_FLOW_FIELDS)[number];

/** The reconciliation lines of operatingCashFlowComponents, in statement order. */
const COMPONENT_LINES = [
  "netIncome",
  "depreciationAndAmortization",
  "stockBasedCompensation",
  "deferredIncomeTax",
] as const satisfies readonly CashFlowLine[];
const WORKING_CAPITAL_LINES = [
  "changeInReceivables",
  "changeInInventory",
  "changeInAccountsPayable",
] as const satisfies readonly CashFlowLine[];

export type CashFlowRow = StatementMeta &
  Record<CashFlowField, number | null> & {
    /** reported, or why changeInWorkingCapital is null. */
    changeInWorkingCapitalStatus: "reported" | "not_reported_as_a_total";
    /** Line → amount; sums exactly to operatingCashFlow. Null when it cannot be formed. */
    operatingCashFlowComponents: Record<string, number> | null;
    operatingCashFlowComponentsStatus: "ok" | "operating_cash_flow_not_reported" | "net_income_not_reported";
    /** The concept of investmentSales (sales only, never maturities), null when not reported. */
    investmentSalesBasis: string | null;
  };

const ALL_CONCEPTS = conceptsOf(CASH_FLOW_LINES);

/** Base lines of one period before the computed fields. */
interface Lines {
  values: Record<CashFlowLine, number | null>;
  fieldBasis: Record<string, string>;
  fieldsUnverified: Record<string, UnverifiedReason>;
  fieldNotes: Record<string, string>;
  used: SecFact[];
}

const emptyLines = (): Lines => ({
  values: Object.fromEntries(LINES.map((l) => [l, null])) as Record<CashFlowLine, number | null>,
  fieldBasis: {},
  fieldsUnverified: {},
  fieldNotes: {},
  used: [],
});

const populated = (lines: Lines) => LINES.filter((l) => lines.values[l] !== null).length;

type RowBase = Pick<
  StatementMeta,
  "period" | "fiscalYear" | "fiscalPeriod" | "periodStart" | "periodEnd" | "periodSource" | "ttmStatus"
>;

/** Computed fields, withheld list and notes: one rule for reported, derived and TTM rows. */
function finish(base: RowBase, lines: Lines, filing: RowFiling): CashFlowRow {
  const v = lines.values;
  const fieldBasis = { ...lines.fieldBasis };
  const fieldNotes = { ...lines.fieldNotes };
  const fieldsUnverified = { ...lines.fieldsUnverified };

  let freeCashFlow: number | null = null;
  if (v.operatingCashFlow !== null && v.capitalExpenditure !== null) {
    freeCashFlow = v.operatingCashFlow + v.capitalExpenditure;
    fieldBasis.freeCashFlow = "derived:operatingCashFlow+capitalExpenditure";
    fieldsUnverified.freeCashFlow = "sum_of_reported_lines";
  }

  let components: Record<string, number> | null = null;
  let componentsStatus: CashFlowRow["operatingCashFlowComponentsStatus"] = "ok";
  if (v.operatingCashFlow === null) componentsStatus = "operating_cash_flow_not_reported";
  else if (v.netIncome === null) componentsStatus = "net_income_not_reported";
  else {
    components = {};
    const parts: CashFlowLine[] = [
      ...COMPONENT_LINES,
      ...(v.changeInWorkingCapital !== null ? (["changeInWorkingCapital"] as const) : WORKING_CAPITAL_LINES),
    ];
    let named = 0;
    for (const part of parts) {
      const value = v[part];
      if (value === null) continue;
      components[part] = value;
      named += value;
    }
    components.otherOperatingItems = v.operatingCashFlow - named;
  }

  const figures = { ...v, freeCashFlow } as Record<CashFlowField, number | null>;
  const fieldsWithheld = CASH_FLOW_FIELDS.filter((f) => figures[f] === null);
  for (const f of fieldsWithheld) {
    fieldNotes[f] ??=
      f === "changeInWorkingCapital"
        ? "not_reported_as_a_total"
        : f === "freeCashFlow"
          ? "component_missing"
          : "not_reported";
  }
  return {
    ...base,
    periodStartReason: periodStartReasonOf(base.periodStart, base.ttmStatus),
    ...filing,
    ...figures,
    changeInWorkingCapitalStatus: v.changeInWorkingCapital === null ? "not_reported_as_a_total" : "reported",
    operatingCashFlowComponents: components,
    operatingCashFlowComponentsStatus: componentsStatus,
    investmentSalesBasis: lines.fieldBasis.investmentSales ?? null,
    fieldBasis,
    fieldsWithheld,
    fieldNotes,
    fieldsUnverified,
    statementCheck: { status: "sec_confirmed" },
    sourceAccessions: [...new Set(accessionsOf(lines.used))].sort(),
  };
}

interface Period {
  start: string;
  end: string;
  cls: DurationClass | null;
}

interface Quarter {
  label: FiscalLabel | null;
  start: string;
  end: string;
  lines: Lines;
  row: CashFlowRow;
}

/** The reported lines of exactly start..end. */
function directLines(latest: LatestLineFacts, start: string, end: string): Lines {
  const lines = emptyLines();
  for (const l of LINES) {
    const cell = lineCell(latest, CASH_FLOW_LINES[l], start, end);
    if (!cell) continue;
    lines.values[l] = cell.value;
    lines.fieldBasis[l] = cell.concept;
    lines.used.push(cell.fact);
  }
  return lines;
}

const YTD_STEP: Partial<Record<DurationClass, DurationClass>> = {
  half: "quarter",
  nine_months: "half",
  fiscal_year: "nine_months",
};

/** value(start..end) - value(start..priorEnd) of the line, by the one derivation rule, in row sign. */
function ytdDifference(
  latest: LatestLineFacts,
  spec: LineSpec,
  start: string,
  end: string,
  priorEnd: string,
) {
  const derived = derivedQuarterFlow(
    spec.concepts,
    (concept, span) => lineFact(latest, concept, span.start, span.end),
    { start, end },
    [{ start, end: priorEnd }],
  );
  return derived && { ...derived, value: derived.value * spec.sign };
}

function periodsOf(latest: LatestLineFacts): Period[] {
  const seen = new Map<string, Period>();
  for (const f of latest.values()) {
    const start = f.period_start as string;
    seen.set(`${start}|${f.period_end}`, {
      start,
      end: f.period_end,
      cls: classifyDuration(start, f.period_end),
    });
  }
  return [...seen.values()];
}

/** One quarter ending `end`: reported quarter-long lines first, else year-to-date differences. */
function quarterAt(
  latest: LatestLineFacts,
  periods: readonly Period[],
  end: string,
  label: FiscalLabel | null,
): Quarter | null {
  const direct = periods.filter((p) => p.end === end && p.cls === "quarter");
  const ytd = periods.flatMap((p) => {
    const shorter = p.end === end && p.cls ? YTD_STEP[p.cls] : undefined;
    if (!shorter) return [];
    return periods
      .filter(
        (q) =>
          q.start === p.start && q.cls === shorter && classifyDuration(addDays(q.end, 1), end) === "quarter",
      )
      .map((q) => ({ start: p.start, priorEnd: q.end, fiscalYear: p.cls === "fiscal_year" }));
  });
  const lines = emptyLines();
  let start: string | null = null;
  let derivedAny = false;
  let q4FromYear = false;
  // Concept by concept in order of preference, the reported quarter before the derived one: a
  // lesser concept reported for the quarter (Depreciation in a note) never beats the line's own.
  for (const l of LINES) {
    const { concepts, sign } = CASH_FLOW_LINES[l];
    for (const concept of concepts) {
      const only: LineSpec = { concepts: [concept], sign };
      const reported = direct.flatMap((p) => {
        const cell = lineCell(latest, only, p.start, end);
        return cell ? [{ cell, start: p.start }] : [];
      })[0];
      if (reported) {
        lines.values[l] = reported.cell.value;
        lines.fieldBasis[l] = concept;
        lines.used.push(reported.cell.fact);
        start ??= reported.start;
        break;
      }
      const derived = ytd.flatMap((y) => {
        const d = ytdDifference(latest, only, y.start, end, y.priorEnd);
        return d ? [{ d, y }] : [];
      })[0];
      if (derived) {
        const { d, y } = derived;
        lines.values[l] = d.value;
        const derivation = derivationOf(y.fiscalYear);
        lines.fieldBasis[l] = derivation.basis;
        lines.fieldsUnverified[l] = derivation.unverified;
        lines.used.push(...d.inputs);
        start ??= addDays(y.priorEnd, 1);
        derivedAny = true;
        q4FromYear ||= y.fiscalYear;
        break;
      }
    }
  }
  // The statement's own total makes the row: a quarter-long net income from the income statement
  // alone is not a cash flow statement.
  if (lines.values.operatingCashFlow === null) return null;
  if (start === null) return null;
  const periodSource: PeriodSource = !derivedAny
    ? "quarterly_report"
    : q4FromYear
      ? "derived_fy_minus_q1_q3"
      : "derived_ytd_difference";
  const row = finish(
    {
      period: "quarterly",
      fiscalYear: label?.fiscalYear ?? null,
      fiscalPeriod: fiscalPeriodOf(label),
      periodStart: start,
      periodEnd: end,
      periodSource,
      ttmStatus: null,
    },
    lines,
    filingOf(lines.used),
  );
  return { label, start, end, lines, row };
}

const keyOf = (label: FiscalLabel | null) =>
  label ? quarterKey(label.fiscalYear, label.fiscalQuarter) : null;

/** One row per fiscal label (most populated, then latest ending); unlabelled rows all kept. */
function dedupe(rows: Quarter[], keyFn: (q: Quarter) => string | null): Quarter[] {
  const byKey = new Map<string, Quarter>();
  const out: Quarter[] = [];
  for (const r of rows) {
    const k = keyFn(r);
    if (k === null) {
      out.push(r);
      continue;
    }
    const cur = byKey.get(k);
    if (
      !cur ||
      populated(r.lines) > populated(cur.lines) ||
      (populated(r.lines) === populated(cur.lines) && r.end > cur.end)
    )
      byKey.set(k, r);
  }
  return [...out, ...byKey.values()].sort((a, b) => b.end.localeCompare(a.end));
}

function annualRows(
  latest: LatestLineFacts,
  periods: Period[],
  calendar: ReturnType<typeof fiscalCalendarFromFacts>,
) {
  const rows = periods
    .filter((p) => p.cls === "fiscal_year")
    .flatMap((p) => {
      const lines = directLines(latest, p.start, p.end);
      if (lines.values.operatingCashFlow === null) return [];
      const label = fiscalLabelForPeriodEnd(p.end, calendar);
      const row = finish(
        {
          period: "annual",
          fiscalYear: label?.fiscalYear ?? null,
          fiscalPeriod: "FY",
          periodStart: p.start,
          periodEnd: p.end,
          periodSource: "annual_report",
          ttmStatus: null,
        },
        lines,
        filingOf(lines.used),
      );
      return [{ label, start: p.start, end: p.end, lines, row }];
    });
  return dedupe(rows, (q) => (q.label ? String(q.label.fiscalYear) : null));
}

function quarterlyRows(
  latest: LatestLineFacts,
  periods: Period[],
  calendar: ReturnType<typeof fiscalCalendarFromFacts>,
) {
  const ends = new Set(periods.filter((p) => p.cls !== null && p.cls !== "other").map((p) => p.end));
  const rows = [...ends].flatMap(
    (end) => quarterAt(latest, periods, end, fiscalLabelForPeriodEnd(end, calendar)) ?? [],
  );
  return dedupe(rows, (q) => keyOf(q.label));
}

function ttmRow(window: Quarter[]): CashFlowRow {
  const newest = window[0] as Quarter;
  const oldest = window[window.length - 1] as Quarter;
  const lines = emptyLines();
  for (const l of LINES) {
    const parts = window.map((q) => q.lines.values[l]);
    if (parts.some((p) => p === null)) {
      if (parts.some((p) => p !== null)) lines.fieldNotes[l] = "ttm_component_missing";
      continue;
    }
    lines.values[l] = (parts as number[]).reduce((s, p) => s + p, 0);
    const bases = [...new Set(window.map((q) => q.lines.fieldBasis[l] ?? ""))];
    lines.fieldBasis[l] = `${TTM_BASIS_PREFIX}(${bases.join(",")})`;
    const derived = window.map((q) => q.lines.fieldsUnverified[l]).find((r) => r !== undefined);
    if (derived) lines.fieldsUnverified[l] = derived;
  }
  for (const q of window) lines.used.push(...q.lines.used);
  return finish(
    {
      period: "ttm",
      fiscalYear: newest.row.fiscalYear,
      fiscalPeriod: "TTM",
      periodStart: oldest.start,
      periodEnd: newest.end,
      periodSource: "ttm_sum_of_4_quarters",
      ttmStatus: "ok",
    },
    lines,
    { filingDate: newest.row.filingDate, accessionNumber: newest.row.accessionNumber, form: newest.row.form },
  );
}

function ttmRows(quarters: Quarter[]): { rows: CashFlowRow[]; status: string; missing: string[] } {
  const byOrdinal = new Map<number, Quarter>();
  for (const q of quarters)
    if (q.label) byOrdinal.set(quarterOrdinal(q.label.fiscalYear, q.label.fiscalQuarter), q);
  const newest = quarters.find((q) => q.label);
  if (!newest?.label) return { rows: [], status: "insufficient_quarters", missing: [] };
  const newestOrdinal = quarterOrdinal(newest.label.fiscalYear, newest.label.fiscalQuarter);
  const rows: CashFlowRow[] = [];
  for (let end = newestOrdinal; ; end--) {
    const window = [0, 1, 2, 3].map((k) => byOrdinal.get(end - k));
    if (!window.every((q) => q !== undefined)) break;
    rows.push(ttmRow(window));
  }
  if (rows.length > 0) return { rows, status: "ok", missing: [] };
  const missing = [0, 1, 2, 3]
    .filter((k) => !byOrdinal.has(newestOrdinal - k))
    .map((k) => {
      const q = quarterFromOrdinal(newestOrdinal - k);
      return quarterKey(q.fiscalYear, q.fiscalQuarter);
    });
  const status = byOrdinal.size < 4 ? "insufficient_quarters" : "quarter_gap";
  const lines = emptyLines();
  for (const l of LINES) lines.fieldNotes[l] = status;
  const failed = finish(
    {
      period: "ttm",
      fiscalYear: newest.label.fiscalYear,
      fiscalPeriod: "TTM",
      periodStart: null,
      periodEnd: newest.end,
      periodSource: null,
      ttmStatus: status,
    },
    lines,
    filingOf([]),
  );
  return { rows: [failed], status, missing };
}

export interface CashFlowsResult {
  rows: CashFlowRow[];
  quartersMissing: string[];
  newerFilingAvailable: boolean | null;
  /** TTM only: ok, insufficient_quarters or quarter_gap. */
  status: string | null;
}

export function buildCashFlows(
  facts: readonly SecFact[],
  options: { period: StatementPeriod; limit: number },
): CashFlowsResult {
  const result = cashFlowsOf(facts, options);
  // A line whose concepts the company never tags is concept_not_mapped, not not_reported.
  const tagged = taggedConcepts(facts);
  const conceptsOf = (field: string) => CASH_FLOW_LINES[field as CashFlowLine]?.concepts;
  return {
    ...result,
    rows: result.rows.map((row) => ({
      ...row,
      fieldNotes: { ...explainUnreported(row.fieldNotes, tagged, conceptsOf), ...rowMetaNotes(row) },
    })),
  };
}

function cashFlowsOf(
  facts: readonly SecFact[],
  options: { period: StatementPeriod; limit: number },
): CashFlowsResult {
  const limit = Math.max(0, Math.floor(options.limit));
  const latest = latestLineFacts(facts, ALL_CONCEPTS, false);
  const periods = periodsOf(latest);
  const calendar = fiscalCalendarFromFacts(facts as SecFact[]);
  if (options.period === "annual") {
    const rows = annualRows(latest, periods, calendar)
      .slice(0, limit)
      .map((q) => q.row);
    return {
      rows,
      quartersMissing: [],
      newerFilingAvailable: newerFilingAvailable(facts, rows),
      status: null,
    };
  }
  const quarters = quarterlyRows(latest, periods, calendar);
  if (options.period === "quarterly") {
    const served = quarters.slice(0, limit);
    const rows = served.map((q) => q.row);
    return {
      rows,
      quartersMissing: quarterlyOrdinalGaps(served.map((q) => q.label)),
      newerFilingAvailable: newerFilingAvailable(facts, rows),
      status: null,
    };
  }
  const ttm = ttmRows(quarters);
  const rows = ttm.rows.slice(0, limit);
  return {
    rows,
    quartersMissing: ttm.missing,
    newerFilingAvailable: newerFilingAvailable(facts, rows),
    status: ttm.status,
  };
}
