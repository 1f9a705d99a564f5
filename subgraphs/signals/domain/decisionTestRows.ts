/**
 * Book rows for the decision domain's unit tests: a scored stock whose voters' percentiles and
 * values the test states, the rest neutral (percentile 50, weight 1/7). Test support only.
 */
import type { BookRow } from "../data/signalsBook.js";
import { blend, type Direction, type VoterRecord } from "./crossSection.js";
import { VOTER_NAMES, type VoterName } from "./voters.js";

export interface TestRowSpec {
  ticker: string;
  direction?: Direction;
  decile?: number;
  rank?: number;
  conviction?: number;
  close?: number;
  percentiles?: Partial<Record<VoterName, number | null>>;
  values?: Partial<Record<VoterName, number | null>>;
  scored?: boolean;
}

/** The stated value (null included) or the default. */
function given<T>(
  stated: Partial<Record<VoterName, T | null>> | undefined,
  voter: VoterName,
  fallback: T | null,
) {
  return stated !== undefined && voter in stated ? (stated[voter] ?? null) : fallback;
}

export function testRow(spec: TestRowSpec): BookRow {
  const weights = Object.fromEntries(VOTER_NAMES.map((v) => [v, 1 / 7])) as VoterRecord<number>;
  const scored = spec.scored ?? true;
  const percentile = Object.fromEntries(
    VOTER_NAMES.map((v) => [v, !scored ? null : given(spec.percentiles, v, 50)]),
  ) as VoterRecord<number | null>;
  const { score, contributions } = blend(percentile, weights);
  const direction = spec.direction ?? "NEUTRAL";
  return {
    date: "2017-11-10",
    ticker: spec.ticker,
    universe: "test",
    close: spec.close ?? 100,
    blendedScore: scored ? score : null,
    rank: scored ? (spec.rank ?? 1) : null,
    decile: scored ? (spec.decile ?? (direction === "LONG" ? 10 : direction === "SHORT" ? 1 : 5)) : null,
    percentile: scored ? 50 : null,
    direction: scored ? direction : null,
    conviction: scored ? (spec.conviction ?? 0.5) : null,
    votersUsed: scored ? 7 : 0,
    flag: null,
    unscoredReason: scored ? null : "insufficient_history",
    voters: VOTER_NAMES.map((voter) => ({
      voter,
      value: given(spec.values, voter, scored ? 0.1 : null),
      percentile: percentile[voter],
      weight: weights[voter],
      contribution: contributions[voter],
    })),
  };
}
