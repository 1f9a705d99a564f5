/** How the book's rows are written in answers: the stamp of the book date, the voters, the withheld fields. */

import type { ServedBook } from "../data/book.js";
import type { ScoredBookRow, VoterReading } from "../data/signalsBook.js";
import { DECILE_CONVENTION } from "../domain/crossSection.js";
import { VOTER_BY_NAME } from "../domain/voters.js";
import type { BookStamp } from "../types/bookStamp.js";
import type { SignalRow, VoterContribution } from "../types/signal.js";

/** spec/01 Data-honesty conventions 2: no interval around a point estimate that is not calibrated. */
export const UNCALIBRATED = "uncalibrated_point_estimate";

export const ORDERING_NOTE =
  "A scored ordering of the book date's stocks, not a forecast: predicted_return_pct is blended_score × 100 " +
  "and point_estimate_supported is false. Ranked in a universe of today's S&P 500 members that traded in " +
  "2013-2017 (survivorship: not a point-in-time index). docs/SIGNALS.md.";

export function stampOf({ book, freshness }: ServedBook): BookStamp {
  return {
    universe: book.universe,
    asOf: book.date,
    asOfTs: freshness.asOfTs,
    bookAgeSessions: freshness.ageSessions,
    isStale: freshness.isStale,
    staleReason: freshness.staleReason,
  };
}

export function voterOf(reading: VoterReading, flag: string | null): VoterContribution {
  const definition = VOTER_BY_NAME[reading.voter];
  // A voter present without a percentile was left out of ranking: only an implausible momentum is.
  const reason = reading.value === null ? "not_computable" : (flag ?? "not_ranked");
  const nullReasons: Record<string, string> = {};
  if (reading.value === null) nullReasons.value = reason;
  if (reading.percentile === null) nullReasons.percentile = reason;
  if (reading.contribution === null) nullReasons.contribution = reason;
  return {
    voter: reading.voter,
    value: reading.value,
    unit: definition.unit,
    higherIsBetter: definition.higherIsBetter,
    percentile: reading.percentile,
    weight: reading.weight,
    contribution: reading.contribution,
    nullReasons,
  };
}

/** A scored row as the ml_prediction route and Instrument.signal answer it. */
export function signalRowOf(served: ServedBook, row: ScoredBookRow): SignalRow {
  return {
    ...stampOf(served),
    ticker: row.ticker,
    blendedScore: row.blendedScore,
    predictedReturnPct: row.blendedScore * 100,
    pointEstimateSupported: false,
    intervalLo: null,
    intervalHi: null,
    intervalHorizonDays: 1,
    intervalHorizonMatchesOrdering: false,
    withheld: { intervalLo: UNCALIBRATED, intervalHi: UNCALIBRATED },
    rank: row.rank,
    rankedCount: served.book.scored,
    decile: row.decile,
    decileConvention: DECILE_CONVENTION,
    percentile: row.percentile,
    direction: row.direction,
    conviction: row.conviction,
    votersUsed: row.votersUsed,
    flags: row.flag === null ? [] : [row.flag],
    voters: row.voters.map((reading) => voterOf(reading, row.flag)),
    weightsAsOf: row.date,
    weightsBasis: served.book.weightsBasis,
    signalQualityMode: "ordering_only",
    notAForecast: true,
    note: ORDERING_NOTE,
  };
}
