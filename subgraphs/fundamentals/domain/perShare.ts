/**
 * Per-share figures across stock splits (pure; no I/O).
 *
 * An EPS fact is on the share basis of the day it was FILED: a filing made after a split restates
 * every period it shows on the new basis, one made before does not. The statement row serves the
 * latest-filed figure as filed (`epsDiluted`), so two rows of one answer can sit on different bases
 * (TSLA's FY2018 figure was last filed in early 2021, after the 5:1 split and before the 3:1 one).
 * `*SplitAdjusted` puts every row on today's basis: the filed figure divided by the product of the
 * ratios of the splits dated after its filing.
 *
 * Splits come from the issuer's own facts, `StockholdersEquityNoteStockSplitConversionRatio1`
 * (new shares per old share; 1-for-20 reverse = 0.05). Its instant contexts carry the split's
 * announcement or record date, which precedes the effective date by a few weeks; a filing in those
 * weeks would be misjudged, which is why `epsRepair` below also checks every EPS against net income.
 * "Today" is therefore the latest split the SEC facts held know of.
 *
 * `epsRepair` logs an EPS that the same row's net income and weighted shares contradict: a filed 0
 * with a net income of a cent per share or more, or a figure off by more than a factor of two (a
 * split-basis mismatch between the EPS and the share count). The repaired figure is net income over
 * shares, rounded to cents; everything else is left as filed, since small differences come from
 * rounding, preferred dividends and participating securities.
 */
import type { PeriodRow } from "./periodRows.js";
import { SEC_CONCEPTS } from "./secConcepts.js";
import type { SecFact } from "./secFact.js";
import type { IncomeStatementRow } from "./statementRow.js";

export const SPLIT_RATIO_CONCEPT = SEC_CONCEPTS.stockSplit.ratio[0];

export interface SplitEvent {
  /** The earliest instant the issuer tagged the split at (announcement or record date). */
  date: string;
  /** New shares per old share. */
  ratio: number;
}

export type EpsField = "epsBasic" | "epsDiluted";

export interface EpsRepair {
  field: EpsField;
  fiscalYear: number | null;
  fiscalPeriod: string | null;
  filed: number;
  repaired: number;
  reason: "zero_eps_with_net_income" | "eps_contradicts_net_income";
  accession: string | null;
}

export interface PerShareFields {
  epsBasicSplitAdjusted: number | null;
  epsDilutedSplitAdjusted: number | null;
  /** Product of the ratios applied to the diluted figure (basic when diluted is absent); 1 when none. */
  splitAdjustmentFactor: number | null;
  /** True when a later filing changed the EPS first filed for this period (a split or a restatement). */
  perShareRestated: boolean;
  epsRepair: EpsRepair[];
}

export const NO_PER_SHARE_BASIS: PerShareFields = {
  epsBasicSplitAdjusted: null,
  epsDilutedSplitAdjusted: null,
  splitAdjustmentFactor: null,
  perShareRestated: false,
  epsRepair: [],
};

const DAY_MS = 86_400_000;
// Two tags of one split (the 8-K and the next 10-Q, say) are days or weeks apart; two real splits
// of the same ratio are years apart.
const SAME_SPLIT_WITHIN_DAYS = 365;

const daysBetween = (a: string, b: string) => Math.abs(Date.parse(b) - Date.parse(a)) / DAY_MS;

/** Split events from the issuer's instant split-ratio facts, oldest first. */
export function splitEvents(facts: readonly SecFact[]): SplitEvent[] {
  const instants = facts
    .filter(
      (f) =>
        f.concept === SPLIT_RATIO_CONCEPT &&
        f.period_start === null &&
        Number.isFinite(f.value) &&
        f.value > 0 &&
        f.value !== 1,
    )
    .sort((a, b) => a.period_end.localeCompare(b.period_end));
  const events: SplitEvent[] = [];
  for (const f of instants) {
    const same = events.find(
      (e) => e.ratio === f.value && daysBetween(e.date, f.period_end) <= SAME_SPLIT_WITHIN_DAYS,
    );
    if (!same) events.push({ date: f.period_end, ratio: f.value });
  }
  return events;
}

/** Product of the ratios of the splits dated after `filed` (1 when none or when filed is unknown). */
export function splitFactorSince(filed: string | null, splits: readonly SplitEvent[]): number {
  if (filed === null) return 1;
  return splits.filter((s) => s.date > filed).reduce((product, s) => product * s.ratio, 1);
}

// Cent figures divided by a split ratio get four decimals: enough to keep a cent of the new basis
// exact for ratios up to 100, without printing float noise.
const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f + 0;
};

const SHARES_FOR: Record<EpsField, "weightedAverageSharesBasic" | "weightedAverageSharesDiluted"> = {
  epsBasic: "weightedAverageSharesBasic",
  epsDiluted: "weightedAverageSharesDiluted",
};

/** The repair of one EPS against net income, or null when the figure stands. */
export function repairEps(
  row: IncomeStatementRow,
  field: EpsField,
  accession: string | null,
): EpsRepair | null {
  const eps = row[field];
  const shares = row[SHARES_FOR[field]];
  const netIncome = row.netIncome;
  if (eps === null || shares === null || shares <= 0 || netIncome === null || netIncome === 0) return null;
  const implied = netIncome / shares;
  if (Math.abs(implied) < 0.01) return null;
  let reason: EpsRepair["reason"] | null = null;
  if (eps === 0) reason = "zero_eps_with_net_income";
  else {
    // Magnitude only: a sign that differs can be preferred dividends turning a profit into a loss
    // to common holders.
    const ratio = Math.abs(implied / eps);
    if (ratio > 2 || ratio < 0.5) reason = "eps_contradicts_net_income";
  }
  if (reason === null) return null;
  return {
    field,
    fiscalYear: row.fiscalYear,
    fiscalPeriod: row.fiscalPeriod,
    filed: eps,
    repaired: round(implied, 2),
    reason,
    accession,
  };
}

const periodKey = (f: SecFact) => `${f.concept}|${f.unit}|${f.period_start}|${f.period_end}`;

/** The first-filed value of every (concept, unit, period), to tell whether a later filing changed it. */
export function firstFiledValues(facts: readonly SecFact[]): ReadonlyMap<string, number> {
  const first = new Map<string, SecFact>();
  for (const f of facts) {
    if (f.unit !== "USD/shares" || f.period_start === null) continue;
    const key = periodKey(f);
    const cur = first.get(key);
    if (!cur || (f.filed ?? "") < (cur.filed ?? "")) first.set(key, f);
  }
  return new Map([...first].map(([k, f]) => [k, f.value]));
}

/** The per-share fields of one reported row (derived Q4 and TTM rows carry no EPS: no basis). */
export function perShareFields(
  periodRow: PeriodRow,
  splits: readonly SplitEvent[],
  firstFiled: ReadonlyMap<string, number>,
): { figures: Pick<IncomeStatementRow, EpsField>; perShare: PerShareFields } {
  const row = periodRow.row;
  const epsRepair: EpsRepair[] = [];
  const figures = { epsBasic: row.epsBasic, epsDiluted: row.epsDiluted };
  const adjusted: Record<EpsField, number | null> = { epsBasic: null, epsDiluted: null };
  let factor: number | null = null;
  let restated = false;
  for (const field of ["epsDiluted", "epsBasic"] as const) {
    const cell = periodRow.cells[field];
    if (!cell || figures[field] === null) continue;
    const repair = repairEps(row, field, cell.fact.accn);
    if (repair) {
      epsRepair.push(repair);
      figures[field] = repair.repaired;
    }
    const f = splitFactorSince(cell.fact.filed, splits);
    factor ??= f;
    adjusted[field] = round((figures[field] as number) / f, 4);
    const first = firstFiled.get(periodKey(cell.fact));
    if (first !== undefined && first !== cell.fact.value) restated = true;
  }
  return {
    figures,
    perShare: {
      epsBasicSplitAdjusted: adjusted.epsBasic,
      epsDilutedSplitAdjusted: adjusted.epsDiluted,
      splitAdjustmentFactor: factor,
      perShareRestated: restated,
      epsRepair,
    },
  };
}

/** Rows with their per-share basis applied (see the module comment). */
export function withPerShareBasis(rows: readonly PeriodRow[], facts: readonly SecFact[]): PeriodRow[] {
  const splits = splitEvents(facts);
  const firstFiled = firstFiledValues(facts);
  return rows.map((r) => {
    if (!r.cells.epsBasic && !r.cells.epsDiluted) return r;
    const { figures, perShare } = perShareFields(r, splits, firstFiled);
    return { ...r, row: { ...r.row, ...figures, ...perShare } };
  });
}

/**
 * Why the row's null per-share basis fields are null: a split-adjusted EPS is null exactly when its
 * EPS is, for the EPS's own reason; the factor when the row has no EPS at all.
 */
export function perShareNotes(row: IncomeStatementRow): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const field of ["epsBasic", "epsDiluted"] as const) {
    if (row[`${field}SplitAdjusted`] !== null) continue;
    notes[`${field}SplitAdjusted`] = row.fieldNotes[field] ?? "eps_not_reported";
  }
  if (row.splitAdjustmentFactor === null) notes.splitAdjustmentFactor = "no_eps_in_row";
  return notes;
}
