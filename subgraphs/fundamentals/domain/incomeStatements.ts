/**
 * Income statements from SEC XBRL companyfacts rows (pure; no I/O).
 *
 * Rules
 * - Only `us-gaap` facts with a duration, in the unit of the field (USD, USD/shares, shares).
 * - Restatements / comparatives: for one concept, unit and exact period, the most recently filed fact
 *   wins (filed desc, then accession desc). Nothing is averaged or merged.
 * - Concept fallbacks (`FIELD_CONCEPTS`): per field and period the first concept of the list that has a
 *   fact for that exact period is used, and named in `fieldBasis`. `Revenues` comes first because it is
 *   the total when a filer tags both it and the ASC 606 subtotal `RevenueFromContractWith...`.
 *   Fields never fall back to arithmetic on other fields (no gross profit = revenue - cost).
 * - annual: fiscal_year durations (350..380 days). quarterly: quarter durations (80..100 days), plus a
 *   fiscal Q4 DERIVED as FY - Q1 - Q2 - Q3 when the 10-K's annual period and the three quarters of the
 *   same fiscal year are all present; per flow field the four inputs must share one concept;
 *   `fieldBasis[field] = "derived:FY-minus-Q1-Q3"`. EPS and weighted-average shares are not additive:
 *   null on a derived Q4 with notes `eps_not_additive` / `shares_not_additive`.
 * - ttm: sums of the flow fields over the four consecutive fiscal quarters ending at each quarter
 *   (derived Q4 included), newest first, as long as the windows are complete. If the window ending at
 *   the newest quarter is incomplete, one row with every figure null and `ttmStatus`
 *   `insufficient_quarters` (fewer than four quarters in the facts) or `quarter_gap`. A field missing
 *   from one of the four quarters is null (`ttm_component_missing`), never partially summed. EPS and
 *   shares are null on TTM rows (not additive).
 * - Fiscal labels come from periods.ts (fy of the 10-K carrying the annual period; quarters by period
 *   end relative to the fiscal year end).
 * - Row filing (`accessionNumber`, `form`, `filingDate`): the most recently filed fact among the row's
 *   populated fields (usually the only filing involved); derived Q4: the filing of the annual figures;
 *   TTM: the newest quarter's. `sourceAccessions` lists every filing whose facts were used.
 */
import {
  addDays,
  classifyDuration,
  type FiscalCalendar,
  type FiscalLabel,
  fiscalCalendarFromFacts,
  fiscalLabelForPeriodEnd,
  quarterFromOrdinal,
  quarterKey,
  quarterOrdinal,
} from "./periods.js";
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";

export type { SecFact } from "./secFact.js";

export type StatementPeriod = "quarterly" | "annual" | "ttm";
export type FiscalPeriod = "Q1" | "Q2" | "Q3" | "Q4" | "FY" | "TTM";
export type IncomeStatementSource = "sec_edgar_companyfacts" | "derived_xbrl_instance";
export type FieldUnit = "usd" | "usd_per_share" | "shares";
export type FieldKind = "flow" | "per_share" | "share_count";
export type TtmStatus = "ok" | "insufficient_quarters" | "quarter_gap";

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

/** Declarative concept fallback table (first concept with a fact for the period wins). */
export const FIELD_CONCEPTS: Readonly<Record<IncomeStatementField, FieldSpec>> = {
  revenue: usd(
    "Revenues",
    "RevenueFromContractWithCustomerExcludingAssessedTax",
    "SalesRevenueNet",
    "RevenueFromContractWithCustomerIncludingAssessedTax",
  ),
  costOfRevenue: usd("CostOfRevenue", "CostOfGoodsAndServicesSold", "CostOfGoodsSold"),
  grossProfit: usd("GrossProfit"),
  researchAndDevelopment: usd(
    "ResearchAndDevelopmentExpense",
    "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
  ),
  sellingGeneralAndAdministrative: usd("SellingGeneralAndAdministrativeExpense"),
  operatingExpenses: usd("OperatingExpenses"),
  operatingIncome: usd("OperatingIncomeLoss"),
  interestExpense: usd("InterestExpense", "InterestExpenseNonoperating"),
  incomeBeforeTax: usd(
    "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
    "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
  ),
  incomeTaxExpense: usd("IncomeTaxExpenseBenefit"),
  netIncome: usd("NetIncomeLoss"),
  epsBasic: perShare("EarningsPerShareBasic", "EarningsPerShareBasicAndDiluted"),
  epsDiluted: perShare("EarningsPerShareDiluted", "EarningsPerShareBasicAndDiluted"),
  weightedAverageSharesBasic: shares(
    "WeightedAverageNumberOfSharesOutstandingBasic",
    "WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
  ),
  weightedAverageSharesDiluted: shares(
    "WeightedAverageNumberOfDilutedSharesOutstanding",
    "WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
  ),
};

export const FIELD_UNITS: Readonly<Record<IncomeStatementField, FieldUnit>> = Object.fromEntries(
  INCOME_STATEMENT_FIELDS.map((f) => [f, FIELD_CONCEPTS[f].unit]),
) as Record<IncomeStatementField, FieldUnit>;

export const DERIVED_Q4_BASIS = "derived:FY-minus-Q1-Q3";
export const TTM_BASIS_PREFIX = "ttm:sum-of-4-quarters";

export type FieldNote =
  | "not_reported"
  | "q4_not_derivable"
  | "eps_not_additive"
  | "shares_not_additive"
  | "ttm_component_missing"
  | "insufficient_quarters"
  | "quarter_gap";

export const FIELD_NOTE_DESCRIPTIONS: Readonly<Record<FieldNote, string>> = {
  not_reported: "None of the field's us-gaap concepts is reported for this exact period in the SEC facts.",
  q4_not_derivable:
    "Derived Q4: the annual figure or one of Q1..Q3 is missing for this field (under a common concept).",
  eps_not_additive: "EPS is not additive across periods; no EPS is derived for a derived Q4 or a TTM row.",
  shares_not_additive: "Weighted-average share counts are not additive; none is derived for Q4 or TTM.",
  ttm_component_missing: "One of the four quarters lacks this field; TTM is never partially summed.",
  insufficient_quarters: "Fewer than four fiscal quarters are available, so no TTM can be formed.",
  quarter_gap: "The four fiscal quarters ending at the newest quarter are not all available.",
};

export interface IncomeStatementFigures {
  revenue: number | null;
  costOfRevenue: number | null;
  grossProfit: number | null;
  researchAndDevelopment: number | null;
  sellingGeneralAndAdministrative: number | null;
  operatingExpenses: number | null;
  operatingIncome: number | null;
  interestExpense: number | null;
  incomeBeforeTax: number | null;
  incomeTaxExpense: number | null;
  netIncome: number | null;
  epsBasic: number | null;
  epsDiluted: number | null;
  weightedAverageSharesBasic: number | null;
  weightedAverageSharesDiluted: number | null;
}

export interface IncomeStatementRow extends IncomeStatementFigures {
  period: StatementPeriod;
  /** null only when the facts hold no report to anchor a fiscal calendar on. */
  fiscalYear: number | null;
  fiscalPeriod: FiscalPeriod | null;
  /** null only on a TTM row that could not be formed. */
  periodStart: string | null;
  periodEnd: string;
  filingDate: string | null;
  accessionNumber: string | null;
  form: string | null;
  /** field -> us-gaap concept, `derived:FY-minus-Q1-Q3` or `ttm:sum-of-4-quarters(...)`. */
  fieldBasis: Record<string, string>;
  fieldsWithheld: string[];
  /** field -> FieldNote code (see FIELD_NOTE_DESCRIPTIONS). */
  fieldNotes: Record<string, string>;
  statementCheck: { status: "sec_confirmed" };
  /** null except on TTM rows. */
  ttmStatus: TtmStatus | null;
  /** Every accession whose facts were used for the row. */
  sourceAccessions: string[];
}

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

// ---------------------------------------------------------------------------------------------------

interface Cell {
  value: number;
  concept: string;
  fact: SecFact;
}

/** Latest-filed fact per `${concept}|${unit}|${start}|${end}`. */
type LatestFacts = Map<string, SecFact>;

const factKey = (concept: string, unit: string, start: string, end: string) =>
  `${concept}|${unit}|${start}|${end}`;

const RELEVANT = new Set(
  INCOME_STATEMENT_FIELDS.flatMap((f) =>
    FIELD_CONCEPTS[f].concepts.map((c) => `${c}|${FIELD_CONCEPTS[f].secUnit}`),
  ),
);

function latestFacts(facts: SecFact[]): LatestFacts {
  const sorted = facts
    .filter(
      (f) =>
        f.taxonomy === "us-gaap" &&
        f.period_start !== null &&
        Number.isFinite(f.value) &&
        RELEVANT.has(`${f.concept}|${f.unit}`),
    )
    .sort(compareMostRecentlyFiledFirst);
  const latest: LatestFacts = new Map();
  for (const f of sorted) {
    const key = factKey(f.concept, f.unit, f.period_start as string, f.period_end);
    if (!latest.has(key)) latest.set(key, f);
  }
  return latest;
}

function cellFor(latest: LatestFacts, field: IncomeStatementField, start: string, end: string): Cell | null {
  const spec = FIELD_CONCEPTS[field];
  for (const concept of spec.concepts) {
    const fact = latest.get(factKey(concept, spec.secUnit, start, end));
    if (fact) return { value: fact.value, concept, fact };
  }
  return null;
}

interface PeriodRow {
  start: string;
  end: string;
  label: FiscalLabel | null;
  cells: Partial<Record<IncomeStatementField, Cell>>;
  row: IncomeStatementRow;
}

function emptyFigures(): IncomeStatementFigures {
  return Object.fromEntries(
    INCOME_STATEMENT_FIELDS.map((f) => [f, null]),
  ) as unknown as IncomeStatementFigures;
}

function finishRow(
  base: Omit<
    IncomeStatementRow,
    | keyof IncomeStatementFigures
    | "fieldsWithheld"
    | "statementCheck"
    | "filingDate"
    | "accessionNumber"
    | "form"
  >,
  figures: IncomeStatementFigures,
  filing: SecFact | null,
): IncomeStatementRow {
  const fieldsWithheld = INCOME_STATEMENT_FIELDS.filter((f) => figures[f] === null);
  for (const f of fieldsWithheld) {
    if (!(f in base.fieldNotes)) base.fieldNotes[f] = "not_reported";
  }
  return {
    period: base.period,
    fiscalYear: base.fiscalYear,
    fiscalPeriod: base.fiscalPeriod,
    periodStart: base.periodStart,
    periodEnd: base.periodEnd,
    filingDate: filing?.filed ?? null,
    accessionNumber: filing?.accn ?? null,
    form: filing?.form ?? null,
    ...figures,
    fieldBasis: base.fieldBasis,
    fieldsWithheld,
    fieldNotes: base.fieldNotes,
    statementCheck: { status: "sec_confirmed" },
    ttmStatus: base.ttmStatus,
    sourceAccessions: [...new Set(base.sourceAccessions)].sort(),
  };
}

function mostRecentlyFiled(facts: SecFact[]): SecFact | null {
  return [...facts].sort(compareMostRecentlyFiledFirst)[0] ?? null;
}

function directRow(
  latest: LatestFacts,
  calendar: FiscalCalendar,
  period: "quarterly" | "annual",
  start: string,
  end: string,
): PeriodRow | null {
  const cells: Partial<Record<IncomeStatementField, Cell>> = {};
  const figures = emptyFigures();
  const fieldBasis: Record<string, string> = {};
  for (const field of INCOME_STATEMENT_FIELDS) {
    const cell = cellFor(latest, field, start, end);
    if (!cell) continue;
    cells[field] = cell;
    figures[field] = cell.value;
    fieldBasis[field] = cell.concept;
  }
  const used = Object.values(cells).map((c) => c.fact);
  if (used.length === 0) return null;
  const label = fiscalLabelForPeriodEnd(end, calendar);
  const row = finishRow(
    {
      period,
      fiscalYear: label?.fiscalYear ?? null,
      fiscalPeriod: period === "annual" ? "FY" : label ? (`Q${label.fiscalQuarter}` as FiscalPeriod) : null,
      periodStart: start,
      periodEnd: end,
      fieldBasis,
      fieldNotes: {},
      ttmStatus: null,
      sourceAccessions: used.flatMap((f) => (f.accn ? [f.accn] : [])),
    },
    figures,
    mostRecentlyFiled(used),
  );
  return { start, end, label, cells, row };
}

/** Distinct (start, end) pairs of the relevant facts, per duration class. */
function periodsOf(latest: LatestFacts, cls: "quarter" | "fiscal_year"): Array<[string, string]> {
  const seen = new Map<string, [string, string]>();
  for (const f of latest.values()) {
    const start = f.period_start as string;
    if (classifyDuration(start, f.period_end) === cls)
      seen.set(`${start}|${f.period_end}`, [start, f.period_end]);
  }
  return [...seen.values()];
}

const populatedCount = (r: PeriodRow) => Object.keys(r.cells).length;

/** One row per fiscal label (year for annual, year+quarter for quarterly); unlabelled rows are kept. */
function dedupeByLabel(rows: PeriodRow[], keyOf: (r: PeriodRow) => string | null): PeriodRow[] {
  const byKey = new Map<string, PeriodRow>();
  const out: PeriodRow[] = [];
  for (const r of rows) {
    const key = keyOf(r);
    if (key === null) {
      out.push(r);
      continue;
    }
    const cur = byKey.get(key);
    if (
      !cur ||
      populatedCount(r) > populatedCount(cur) ||
      (populatedCount(r) === populatedCount(cur) && r.end > cur.end)
    ) {
      byKey.set(key, r);
    }
  }
  return [...out, ...byKey.values()];
}

const byEndDesc = (a: PeriodRow, b: PeriodRow) =>
  b.end.localeCompare(a.end) || b.start.localeCompare(a.start);

function annualRows(latest: LatestFacts, calendar: FiscalCalendar): PeriodRow[] {
  const rows = periodsOf(latest, "fiscal_year").flatMap(
    ([s, e]) => directRow(latest, calendar, "annual", s, e) ?? [],
  );
  return dedupeByLabel(rows, (r) => (r.label ? String(r.label.fiscalYear) : null)).sort(byEndDesc);
}

function quarterKeyOf(r: PeriodRow): string | null {
  return r.label ? quarterKey(r.label.fiscalYear, r.label.fiscalQuarter) : null;
}

/**
 * Fiscal Q4 = FY - Q1 - Q2 - Q3 (flow fields only). Returns the derived row, or fills the null flow
 * fields of a directly reported Q4 row. Null when Q1..Q3 of that fiscal year are not all present.
 */
function deriveQ4(
  latest: LatestFacts,
  fy: PeriodRow,
  quartersByKey: Map<string, PeriodRow>,
  directQ4: PeriodRow | undefined,
): PeriodRow | null {
  if (!fy.label) return null;
  const year = fy.label.fiscalYear;
  const q = [1, 2, 3].map((n) => quartersByKey.get(quarterKey(year, n)));
  const [q1, , q3] = q;
  if (q.some((r) => r === undefined) || !q1 || !q3) return null;
  // Q1 must open the fiscal year and the remainder after Q3 must itself be quarter-long.
  if (q1.start !== fy.start || classifyDuration(addDays(q3.end, 1), fy.end) !== "quarter") return null;
  const quarters = q as PeriodRow[];

  const cells: Partial<Record<IncomeStatementField, Cell>> = { ...(directQ4?.cells ?? {}) };
  const figures = directQ4 ? pickFigures(directQ4.row) : emptyFigures();
  const fieldBasis: Record<string, string> = { ...(directQ4?.row.fieldBasis ?? {}) };
  const fieldNotes: Record<string, string> = {};
  const used: SecFact[] = directQ4 ? Object.values(directQ4.cells).map((c) => c.fact) : [];
  let derivedAny = false;

  for (const field of INCOME_STATEMENT_FIELDS) {
    if (figures[field] !== null) continue;
    const spec = FIELD_CONCEPTS[field];
    if (spec.kind !== "flow") {
      // A reported Q4 that lacks EPS/shares keeps "not_reported"; a derived Q4 never has them.
      if (!directQ4)
        fieldNotes[field] = spec.kind === "per_share" ? "eps_not_additive" : "shares_not_additive";
      continue;
    }
    // The four inputs must come from one concept (no mixing of e.g. Revenues and SalesRevenueNet).
    let derived: { value: number; inputs: SecFact[] } | null = null;
    for (const concept of spec.concepts) {
      const annual = latest.get(factKey(concept, spec.secUnit, fy.start, fy.end));
      const parts = quarters.map((r) => latest.get(factKey(concept, spec.secUnit, r.start, r.end)));
      if (!annual || parts.some((p) => p === undefined)) continue;
      const inputs = [annual, ...(parts as SecFact[])];
      derived = { value: annual.value - (parts as SecFact[]).reduce((sum, p) => sum + p.value, 0), inputs };
      break;
    }
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

  const start = directQ4?.start ?? addDays(q3.end, 1);
  const label: FiscalLabel = { fiscalYear: year, fiscalQuarter: 4, basis: fy.label.basis };
  const filing = directQ4 ? directQ4.row : fy.row;
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
      sourceAccessions: used.flatMap((f) => (f.accn ? [f.accn] : [])),
    },
    figures,
    null,
  );
  row.filingDate = filing.filingDate;
  row.accessionNumber = filing.accessionNumber;
  row.form = filing.form;
  return { start, end: fy.end, label, cells, row };
}

function pickFigures(row: IncomeStatementRow): IncomeStatementFigures {
  return Object.fromEntries(
    INCOME_STATEMENT_FIELDS.map((f) => [f, row[f]]),
  ) as unknown as IncomeStatementFigures;
}

/** Every fiscal quarter available: direct quarters plus derived Q4, newest first. */
function quarterlyRows(latest: LatestFacts, calendar: FiscalCalendar, annual: PeriodRow[]): PeriodRow[] {
  const direct = dedupeByLabel(
    periodsOf(latest, "quarter").flatMap(([s, e]) => directRow(latest, calendar, "quarterly", s, e) ?? []),
    quarterKeyOf,
  );
  const byKey = new Map<string, PeriodRow>();
  for (const r of direct) {
    const key = quarterKeyOf(r);
    if (key !== null) byKey.set(key, r);
  }
  const out = new Set(direct);
  for (const fy of annual) {
    if (!fy.label) continue;
    const q4Key = quarterKey(fy.label.fiscalYear, 4);
    const directQ4 = byKey.get(q4Key);
    const q4 = deriveQ4(latest, fy, byKey, directQ4);
    if (!q4) continue;
    if (directQ4) out.delete(directQ4);
    out.add(q4);
  }
  return [...out].sort(byEndDesc);
}

/** Labels absent between the newest and the oldest labelled row, newest first. */
function missingQuarters(rows: PeriodRow[]): string[] {
  const ordinals = new Set(
    rows.flatMap((r) => (r.label ? [quarterOrdinal(r.label.fiscalYear, r.label.fiscalQuarter)] : [])),
  );
  if (ordinals.size === 0) return [];
  const max = Math.max(...ordinals);
  const min = Math.min(...ordinals);
  const out: string[] = [];
  for (let o = max - 1; o > min; o--) {
    if (!ordinals.has(o)) {
      const q = quarterFromOrdinal(o);
      out.push(quarterKey(q.fiscalYear, q.fiscalQuarter));
    }
  }
  return out;
}

function ttmRow(window: PeriodRow[]): IncomeStatementRow {
  // window: four consecutive quarters, newest first.
  const newest = window[0] as PeriodRow;
  const oldest = window[window.length - 1] as PeriodRow;
  const figures = emptyFigures();
  const fieldBasis: Record<string, string> = {};
  const fieldNotes: Record<string, string> = {};
  for (const field of INCOME_STATEMENT_FIELDS) {
    const kind = FIELD_CONCEPTS[field].kind;
    if (kind !== "flow") {
      fieldNotes[field] = kind === "per_share" ? "eps_not_additive" : "shares_not_additive";
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
  const row = finishRow(
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
    null,
  );
  row.filingDate = newest.row.filingDate;
  row.accessionNumber = newest.row.accessionNumber;
  row.form = newest.row.form;
  return row;
}

function failedTtmRow(newest: PeriodRow, status: Exclude<TtmStatus, "ok">): IncomeStatementRow {
  const fieldNotes: Record<string, string> = {};
  for (const field of INCOME_STATEMENT_FIELDS) {
    const kind = FIELD_CONCEPTS[field].kind;
    fieldNotes[field] =
      kind === "flow" ? status : kind === "per_share" ? "eps_not_additive" : "shares_not_additive";
  }
  const row = finishRow(
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
    emptyFigures(),
    null,
  );
  return row;
}

function ttm(quarters: PeriodRow[]): { rows: IncomeStatementRow[]; status: TtmStatus; missing: string[] } {
  const labelled = quarters.filter((r) => r.label !== null);
  const newest = labelled[0];
  if (!newest?.label) return { rows: [], status: "insufficient_quarters", missing: [] };
  const byOrdinal = new Map(
    labelled.map((r) => [quarterOrdinal(r.label!.fiscalYear, r.label!.fiscalQuarter), r]),
  );
  const windowAt = (end: number): Array<PeriodRow | undefined> =>
    [0, 1, 2, 3].map((k) => byOrdinal.get(end - k));

  const newestOrdinal = quarterOrdinal(newest.label.fiscalYear, newest.label.fiscalQuarter);
  const first = windowAt(newestOrdinal);
  if (first.some((r) => r === undefined)) {
    const missing = [0, 1, 2, 3]
      .filter((k) => !byOrdinal.has(newestOrdinal - k))
      .map((k) => {
        const q = quarterFromOrdinal(newestOrdinal - k);
        return quarterKey(q.fiscalYear, q.fiscalQuarter);
      });
    const status = labelled.length < 4 ? "insufficient_quarters" : "quarter_gap";
    return { rows: [failedTtmRow(newest, status)], status, missing };
  }
  const rows: IncomeStatementRow[] = [];
  for (let end = newestOrdinal; ; end--) {
    const window = windowAt(end);
    if (window.some((r) => r === undefined)) break;
    rows.push(ttmRow(window as PeriodRow[]));
  }
  return { rows, status: "ok", missing: [] };
}

/** Income statement rows, newest first (see the module comment for every rule). */
export function buildIncomeStatements(
  facts: SecFact[],
  options: IncomeStatementsOptions,
): IncomeStatementsResult {
  const limit = Math.max(0, Math.floor(options.limit));
  const latest = latestFacts(facts);
  const calendar = fiscalCalendarFromFacts(facts);
  const annual = annualRows(latest, calendar);
  const units = { ...FIELD_UNITS };

  if (options.period === "annual") {
    return {
      rows: annual.slice(0, limit).map((r) => r.row),
      quartersMissing: [],
      source: options.source,
      units,
      ttmStatus: null,
    };
  }
  const quarters = quarterlyRows(latest, calendar, annual);
  if (options.period === "quarterly") {
    const served = quarters.slice(0, limit);
    return {
      rows: served.map((r) => r.row),
      quartersMissing: missingQuarters(served),
      source: options.source,
      units,
      ttmStatus: null,
    };
  }
  const result = ttm(quarters);
  return {
    rows: result.rows.slice(0, limit),
    quartersMissing: result.missing,
    source: options.source,
    units,
    ttmStatus: result.status,
  };
}
