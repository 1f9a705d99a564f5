/**
 * The company's XBRL facts as reported (pure; no I/O): the concept directory
 * (svc_v3_fundamentals_companyfacts) and one concept's facts (svc_v3_fundamentals_xbrl).
 *
 * - Directory: one entry per taxonomy and concept, with its units, fact count, first and last
 *   period end and last filing date; `search` is a case-insensitive substring of the concept tag;
 *   sorted by taxonomy then concept; `total` counts the matches before `limit`.
 * - Facts: `fy`/`fp`/`form`/`filed`/`accn` are the CARRYING filing's (SEC semantics: a 10-K's
 *   comparatives carry its own fy); `periodFy`/`periodFp` label the period itself (periods.ts:
 *   the fiscal quarter whose end is nearest; FY for a fiscal-year-long duration, null for other
 *   durations such as six or nine months) and `periodMonths` is its length (null for an instant).
 * - Point in time: `asOf` keeps only facts filed on or before that day. Without `history`, one fact
 *   per unit and period: the latest filed (as of `asOf`); with `history`, every filing's version,
 *   `superseded` marking those a later filing restated or repeated. Newest period first, then
 *   newest filing first.
 * - Freshness: `dataAsOf` is the newest filing date among the company's facts, `lastFiled` the
 *   newest of this concept's; `isStale` when `dataAsOf` is more than 135 days before today (a
 *   periodic report is due at least every quarter plus its filing window).
 */
import {
  classifyDuration,
  daysBetween,
  fiscalCalendarFromFacts,
  fiscalLabelForPeriodEnd,
} from "./periods.js";
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";

export const TAXONOMIES = ["us-gaap", "dei", "ifrs-full"] as const;
export const STALE_AFTER_DAYS = 135;

export interface ConceptEntry {
  taxonomy: string;
  concept: string;
  units: string[];
  factCount: number;
  firstPeriodEnd: string;
  lastPeriodEnd: string;
  lastFiled: string | null;
}

export interface ConceptDirectory {
  total: number;
  items: ConceptEntry[];
  truncated: boolean;
}

export function conceptDirectory(
  facts: readonly SecFact[],
  options: { search: string | null; limit: number },
): ConceptDirectory {
  const needle = options.search?.toLowerCase() ?? null;
  const byKey = new Map<string, ConceptEntry>();
  for (const f of facts) {
    if (needle && !f.concept.toLowerCase().includes(needle)) continue;
    const key = `${f.taxonomy}|${f.concept}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        taxonomy: f.taxonomy,
        concept: f.concept,
        units: [],
        factCount: 0,
        firstPeriodEnd: f.period_end,
        lastPeriodEnd: f.period_end,
        lastFiled: null,
      };
      byKey.set(key, entry);
    }
    if (!entry.units.includes(f.unit)) entry.units.push(f.unit);
    entry.factCount++;
    if (f.period_end < entry.firstPeriodEnd) entry.firstPeriodEnd = f.period_end;
    if (f.period_end > entry.lastPeriodEnd) entry.lastPeriodEnd = f.period_end;
    if (f.filed !== null && (entry.lastFiled === null || f.filed > entry.lastFiled))
      entry.lastFiled = f.filed;
  }
  const all = [...byKey.values()]
    .map((e) => ({ ...e, units: [...e.units].sort() }))
    .sort((a, b) => a.taxonomy.localeCompare(b.taxonomy) || a.concept.localeCompare(b.concept));
  const limit = Math.max(0, Math.floor(options.limit));
  return { total: all.length, items: all.slice(0, limit), truncated: all.length > limit };
}

export interface XbrlFact {
  taxonomy: string;
  concept: string;
  unit: string;
  periodStart: string | null;
  periodEnd: string;
  value: number;
  accessionNumber: string | null;
  form: string | null;
  filed: string | null;
  fy: number | null;
  fp: string | null;
  periodFy: number | null;
  periodFp: string | null;
  periodMonths: number | null;
  /** history only: a later filing (as of asOf) reports the same unit and period. */
  superseded: boolean;
  /** Field → why it is null (see `factNullReasons`). */
  nullReasons: Record<string, string>;
}

/**
 * Why a served fact's fields are null: an instant has no start or length, a six- or nine-month
 * duration is no fiscal quarter or year, a period outside the company's fiscal calendar has no
 * fiscal label, and a companyfacts entry without a filing reference leaves those fields empty.
 */
export function factNullReasons(fact: Omit<XbrlFact, "nullReasons">): Record<string, string> {
  const reasons: Record<string, string> = {};
  if (fact.periodStart === null) {
    reasons.periodStart = "instant_fact";
    reasons.periodMonths = "instant_fact";
  }
  if (fact.periodFy === null) reasons.periodFy = "no_fiscal_label";
  if (fact.periodFp === null)
    reasons.periodFp = fact.periodFy === null ? "no_fiscal_label" : "not_a_fiscal_quarter_or_year";
  for (const field of ["accessionNumber", "form", "filed", "fy", "fp"] as const)
    if (fact[field] === null) reasons[field] = "not_in_sec_companyfacts_entry";
  return reasons;
}

export interface XbrlQuery {
  concept: string;
  taxonomy: string | null;
  unit: string | null;
  form: string | null;
  start: string | null;
  end: string | null;
  asOf: string | null;
  history: boolean;
  limit: number;
}

export interface XbrlAnswer {
  /** The taxonomy served: the one asked for, else the first of us-gaap, ifrs-full, dei holding the concept. */
  taxonomy: string | null;
  total: number;
  truncated: boolean;
  items: XbrlFact[];
  /** concept_not_reported when the company's facts never carry the concept (in that taxonomy). */
  status: string | null;
  dataAsOf: string | null;
  lastFiled: string | null;
}

const periodKey = (f: SecFact) => `${f.unit}|${f.period_start ?? ""}|${f.period_end}`;

/** Whole months of a duration (30.4375-day months); null for an instant. */
export function periodMonths(start: string | null, end: string): number | null {
  return start === null ? null : Math.round((daysBetween(start, end) + 1) / 30.4375);
}

export function newestFiled(facts: readonly SecFact[]): string | null {
  let newest: string | null = null;
  for (const f of facts) if (f.filed !== null && (newest === null || f.filed > newest)) newest = f.filed;
  return newest;
}

export function isStale(dataAsOf: string | null, today: string): boolean {
  return dataAsOf === null || daysBetween(dataAsOf, today) > STALE_AFTER_DAYS;
}

export function xbrlFacts(facts: readonly SecFact[], q: XbrlQuery): XbrlAnswer {
  const dataAsOf = newestFiled(facts);
  const concept = q.concept.toLowerCase();
  const ofConcept = facts.filter((f) => f.concept.toLowerCase() === concept);
  const held = new Set(ofConcept.map((f) => f.taxonomy));
  const taxonomy =
    q.taxonomy ?? ["us-gaap", "ifrs-full", "dei"].find((t) => held.has(t)) ?? [...held][0] ?? null;
  const inTaxonomy = ofConcept.filter((f) => f.taxonomy === taxonomy);
  if (inTaxonomy.length === 0) {
    return {
      taxonomy: q.taxonomy,
      total: 0,
      truncated: false,
      items: [],
      status: "concept_not_reported",
      dataAsOf,
      lastFiled: null,
    };
  }
  const form = q.form?.toUpperCase() ?? null;
  const known = inTaxonomy
    .filter((f) => q.asOf === null || (f.filed !== null && f.filed <= q.asOf))
    .sort(compareMostRecentlyFiledFirst);
  // Newest filing per unit and period, as of asOf (before the form filter: a later 10-Q's figure
  // supersedes a 10-K's even when only 10-Ks are asked for).
  const newestOfPeriod = new Map<string, SecFact>();
  for (const f of known) if (!newestOfPeriod.has(periodKey(f))) newestOfPeriod.set(periodKey(f), f);
  const chosen = (q.history ? known : [...newestOfPeriod.values()]).filter(
    (f) =>
      (q.unit === null || f.unit === q.unit) &&
      (form === null || (f.form ?? "").toUpperCase() === form) &&
      (q.start === null || f.period_end >= q.start) &&
      (q.end === null || f.period_end <= q.end),
  );
  chosen.sort(
    (a, b) =>
      b.period_end.localeCompare(a.period_end) ||
      (b.period_start ?? "").localeCompare(a.period_start ?? "") ||
      compareMostRecentlyFiledFirst(a, b),
  );
  const calendar = fiscalCalendarFromFacts(facts as SecFact[]);
  const items = chosen.map((f): XbrlFact => {
    const cls = classifyDuration(f.period_start, f.period_end);
    const label = fiscalLabelForPeriodEnd(f.period_end, calendar);
    const periodFp =
      label === null
        ? null
        : cls === "fiscal_year"
          ? "FY"
          : cls === "quarter" || cls === null
            ? `Q${label.fiscalQuarter}`
            : null;
    const fact: Omit<XbrlFact, "nullReasons"> = {
      taxonomy: f.taxonomy,
      concept: f.concept,
      unit: f.unit,
      periodStart: f.period_start,
      periodEnd: f.period_end,
      value: f.value,
      accessionNumber: f.accn,
      form: f.form,
      filed: f.filed,
      fy: f.fy,
      fp: f.fp,
      periodFy: label?.fiscalYear ?? null,
      periodFp,
      periodMonths: periodMonths(f.period_start, f.period_end),
      superseded: newestOfPeriod.get(periodKey(f)) !== f,
    };
    return { ...fact, nullReasons: factNullReasons(fact) };
  });
  const limit = Math.max(0, Math.floor(q.limit));
  return {
    taxonomy,
    total: items.length,
    truncated: items.length > limit,
    items: items.slice(0, limit),
    status: null,
    dataAsOf,
    lastFiled: newestFiled(inTaxonomy),
  };
}
