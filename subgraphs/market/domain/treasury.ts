/**
 * The Treasury par yield curve of one date: tenors with their 1-day change, the 2s10s and 3m10y
 * spreads with inversion flags, a shape label, and freshness against the bond-market calendar.
 * Pure: rows in, answer out.
 */

import { easternDate, easternTime } from "../../../core/calendar.js";
import type { TreasuryTenor } from "../../../warehouse/schema.js";
import {
  bondBusinessDaysBetween,
  isBondBusinessDay,
  nextBondBusinessDay,
  previousBondBusinessDay,
} from "../../kit/bondCalendar.js";

export type CurveRow = { date: string } & Record<TreasuryTenor, number | null>;

export interface TenorSpec {
  key: TreasuryTenor;
  tenor: string;
  months: number;
  /** First date Treasury published the tenor (the series' start in its current run). */
  publishedFrom: string;
}

/** The 11 standard tenors of the daily curve, 1 month to 30 years. */
export const STANDARD_TENORS: readonly TenorSpec[] = [
  { key: "m1", tenor: "1m", months: 1, publishedFrom: "2001-07-31" },
  { key: "m3", tenor: "3m", months: 3, publishedFrom: "1990-01-02" },
  { key: "m6", tenor: "6m", months: 6, publishedFrom: "1990-01-02" },
  { key: "y1", tenor: "1y", months: 12, publishedFrom: "1990-01-02" },
  { key: "y2", tenor: "2y", months: 24, publishedFrom: "1990-01-02" },
  { key: "y3", tenor: "3y", months: 36, publishedFrom: "1990-01-02" },
  { key: "y5", tenor: "5y", months: 60, publishedFrom: "1990-01-02" },
  { key: "y7", tenor: "7y", months: 84, publishedFrom: "1990-01-02" },
  { key: "y10", tenor: "10y", months: 120, publishedFrom: "1990-01-02" },
  { key: "y20", tenor: "20y", months: 240, publishedFrom: "1993-10-01" },
  { key: "y30", tenor: "30y", months: 360, publishedFrom: "1990-01-02" },
];

/** Bills Treasury added later (the yield_curve route shows every published tenor). */
export const ALL_TENORS: readonly TenorSpec[] = [
  STANDARD_TENORS[0]!,
  { key: "m1_5", tenor: "1.5m", months: 1.5, publishedFrom: "2025-02-18" },
  { key: "m2", tenor: "2m", months: 2, publishedFrom: "2018-10-16" },
  STANDARD_TENORS[1]!,
  { key: "m4", tenor: "4m", months: 4, publishedFrom: "2022-10-19" },
  ...STANDARD_TENORS.slice(2),
];

/** 30-year issuance was suspended: the curve has no 30-year point on these dates. */
const THIRTY_YEAR_SUSPENDED: readonly [string, string] = ["2002-02-19", "2006-02-08"];

/** The older archive file has no 2-month column; rows from it cannot show that tenor. */
const ARCHIVE_ONLY_UNTIL = "2021-01-03";

/** The curve for day D is published on D by 18:00 ET (Treasury's stated latest time). */
export const PUBLICATION_CUTOFF_ET = "18:00";

export interface TenorPoint {
  tenor: string;
  months: number;
  yieldPct: number | null;
  change_1dBps: number | null;
  nullReason: string | null;
  change_1dReason: string | null;
}

export interface SpreadPoint {
  bps: number | null;
  inverted: boolean | null;
  reason: string | null;
}

export interface CurveFreshness {
  asOf: string;
  expectedAsOf: string;
  businessDaysBehind: number;
  calendarDaysBehind: number;
  isStale: boolean;
  nextDue: string;
  calendar: string;
  publicationCutoffEt: string;
}

export interface CurveAnswer {
  asOf: string;
  previousAsOf: string | null;
  label: string | null;
  labelReason: string | null;
  tenors: TenorPoint[];
  spread_2s10s: SpreadPoint;
  spread_3m10y: SpreadPoint;
  missingTenors: string[];
}

/** Basis points from two percent yields, rounded to 0.01 bp so 4.43 - 3.9 reads 53, not 53.00000000000004. */
export function bpsBetween(high: number, low: number): number {
  return Math.round((high - low) * 10_000) / 100;
}

export function nullReason(spec: TenorSpec, date: string): string {
  if (date < spec.publishedFrom) return "tenor_not_yet_issued";
  if (spec.key === "y30" && date >= THIRTY_YEAR_SUSPENDED[0] && date <= THIRTY_YEAR_SUSPENDED[1]) {
    return "thirty_year_issuance_suspended";
  }
  if (spec.key === "m2" && date <= ARCHIVE_ONLY_UNTIL) return "tenor_not_in_source_file";
  return "not_published_for_date";
}

function point(spec: TenorSpec, row: CurveRow, previous: CurveRow | null): TenorPoint {
  const value = row[spec.key];
  const before = previous?.[spec.key] ?? null;
  let change: number | null = null;
  let changeReason: string | null = null;
  if (value === null) changeReason = "no_yield_on_date";
  else if (previous === null) changeReason = "no_previous_curve";
  else if (before === null) changeReason = "no_yield_on_previous_date";
  else change = bpsBetween(value, before);
  return {
    tenor: spec.tenor,
    months: spec.months,
    yieldPct: value,
    change_1dBps: change,
    nullReason: value === null ? nullReason(spec, row.date) : null,
    change_1dReason: changeReason,
  };
}

function spread(long: number | null, short: number | null, shortTenor: string): SpreadPoint {
  if (long === null || short === null) {
    return { bps: null, inverted: null, reason: long === null ? "no_10y_yield" : `no_${shortTenor}_yield` };
  }
  const bps = bpsBetween(long, short);
  return { bps, inverted: bps < 0, reason: null };
}

/**
 * Shape from the two spreads: inverted when both are below zero, partially_inverted when one is,
 * flat when both are within 0..25 bp, otherwise normal.
 */
export function curveLabel(s2s10: number | null, s3m10: number | null): string | null {
  if (s2s10 === null || s3m10 === null) return null;
  const negative = [s2s10, s3m10].filter((s) => s < 0).length;
  if (negative === 2) return "inverted";
  if (negative === 1) return "partially_inverted";
  if (s2s10 < 25 && s3m10 < 25) return "flat";
  return "normal";
}

export function buildCurve(
  row: CurveRow,
  previous: CurveRow | null,
  tenors: readonly TenorSpec[] = STANDARD_TENORS,
): CurveAnswer {
  const points = tenors.map((spec) => point(spec, row, previous));
  const s2s10 = spread(row.y10, row.y2, "2y");
  const s3m10 = spread(row.y10, row.m3, "3m");
  const label = curveLabel(s2s10.bps, s3m10.bps);
  return {
    asOf: row.date,
    previousAsOf: previous?.date ?? null,
    label,
    labelReason: label === null ? "spread_unavailable" : null,
    tenors: points,
    spread_2s10s: s2s10,
    spread_3m10y: s3m10,
    missingTenors: points.filter((p) => p.yieldPct === null).map((p) => p.tenor),
  };
}

/** The newest curve Treasury should have published by `now` (18:00 ET cutoff, bond calendar). */
export function expectedCurveDate(now: Date): string {
  const today = easternDate(now);
  if (isBondBusinessDay(today) && now.getTime() >= easternTime(today, PUBLICATION_CUTOFF_ET).getTime()) {
    return today;
  }
  return previousBondBusinessDay(today);
}

/**
 * How far a curve dated `asOf` is behind the one due by `reference` (a date: the newest due curve
 * at that point). Stale when at least one due business day's curve is missing.
 */
export function curveFreshness(asOf: string, reference: string): CurveFreshness {
  const behind = bondBusinessDaysBetween(asOf, reference);
  return {
    asOf,
    expectedAsOf: reference,
    businessDaysBehind: behind,
    calendarDaysBehind: Math.max(0, Math.round((Date.parse(reference) - Date.parse(asOf)) / 86_400_000)),
    isStale: behind >= 1,
    nextDue: nextBondBusinessDay(asOf),
    calendar: "us_bond_market_sifma",
    publicationCutoffEt: PUBLICATION_CUTOFF_ET,
  };
}
