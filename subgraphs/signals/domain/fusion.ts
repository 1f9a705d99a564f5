/**
 * A book row as a fused signal (svc_v3_signals_fusion, and every decision route's rows): the book's
 * ordering of the stock (blended score, rank, decile, percentile, direction, conviction) with the
 * spec's honesty fields, and each voter's reading with its contribution to the blend. Pure.
 *
 * spec/01 "Data-honesty conventions" 2: these are scored orderings, not forecasts. No point
 * estimate is supported, so predicted_return_pct is blended_score × 100 and the interval fields are
 * null, withheld `uncalibrated_point_estimate`. The ordering is built for a 21-session horizon
 * (the optimizer's IC), the intervals' calibration horizon is 1 session: they do not match.
 */
import type { BookRow } from "../data/signalsBook.js";
import { VOTER_BY_NAME, type VoterName } from "./voters.js";

export const UNCALIBRATED_POINT_ESTIMATE = "uncalibrated_point_estimate";
export const INTERVAL_HORIZON_DAYS = 1;

export interface ModelOrdering {
  blendedScore: number | null;
  rank: number | null;
  decile: number | null;
  percentile: number | null;
  direction: string | null;
  conviction: number | null;
  /** blended_score × 100 while no point estimate is supported: an ordering, not a forecast. */
  predictedReturnPct: number | null;
  pointEstimateSupported: boolean;
  intervalLo: null;
  intervalHi: null;
  intervalHorizonDays: number;
  intervalHorizonMatchesOrdering: boolean;
  /** Field → why it is withheld. */
  withheld: Record<string, string>;
  /** Field → why it is null (the book's unscored reason). */
  nullReasons: Record<string, string>;
}

const ORDERING_FIELDS = [
  "blendedScore",
  "rank",
  "decile",
  "percentile",
  "direction",
  "conviction",
  "predictedReturnPct",
] as const;

/** The ordering of a book row; `notScored` says why when the row is absent or unscored. */
export function modelOrdering(row: BookRow | null, notScored?: string): ModelOrdering {
  const score = row?.blendedScore ?? null;
  const nullReasons: Record<string, string> = {};
  if (score === null) {
    const reason = row?.unscoredReason ?? notScored ?? "not_scored";
    for (const field of ORDERING_FIELDS) nullReasons[field] = reason;
  }
  return {
    blendedScore: score,
    rank: row?.rank ?? null,
    decile: row?.decile ?? null,
    percentile: row?.percentile ?? null,
    direction: row?.direction ?? null,
    conviction: row?.conviction ?? null,
    predictedReturnPct: score === null ? null : score * 100,
    pointEstimateSupported: false,
    intervalLo: null,
    intervalHi: null,
    intervalHorizonDays: INTERVAL_HORIZON_DAYS,
    intervalHorizonMatchesOrdering: false,
    withheld: { intervalLo: UNCALIBRATED_POINT_ESTIMATE, intervalHi: UNCALIBRATED_POINT_ESTIMATE },
    nullReasons,
  };
}

export interface VoterReadingOut {
  voter: VoterName;
  /** The raw value in `unit`. */
  value: number | null;
  unit: string;
  /** 0..100 among the date's scored stocks, 100 the most favourable. */
  percentile: number | null;
  weight: number;
  /** weight × (percentile ÷ 50 − 1) ÷ the weight of the voters present; the row's contributions sum to its score. */
  contribution: number | null;
  higherIsBetter: boolean;
  nullReasons: Record<string, string>;
}

/** Each voter's reading of a book row, in the voters' documented order. */
export function voterReadings(row: BookRow): VoterReadingOut[] {
  return row.voters.map((reading) => {
    const nullReasons: Record<string, string> = {};
    const unscored = row.unscoredReason ?? null;
    if (reading.value === null) nullReasons.value = unscored ?? "voter_not_computable";
    if (reading.percentile === null) {
      nullReasons.percentile =
        row.flag !== null && reading.voter === "momentum_12_1" && reading.value !== null
          ? row.flag
          : (unscored ?? "not_ranked");
    }
    if (reading.contribution === null) nullReasons.contribution = nullReasons.percentile ?? "not_ranked";
    return {
      voter: reading.voter,
      value: reading.value,
      unit: VOTER_BY_NAME[reading.voter].unit,
      percentile: reading.percentile,
      weight: reading.weight,
      contribution: reading.contribution,
      higherIsBetter: VOTER_BY_NAME[reading.voter].higherIsBetter,
      nullReasons,
    };
  });
}

/** The voters whose contributions carry the score most, strongest first (by |contribution|). */
export function strongestVoters(row: BookRow, count: number): VoterReadingOut[] {
  return voterReadings(row)
    .filter((reading) => reading.contribution !== null)
    .sort((a, b) => Math.abs(b.contribution as number) - Math.abs(a.contribution as number))
    .slice(0, count);
}
