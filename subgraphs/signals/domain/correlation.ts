/**
 * The correlation matrix of the voters' signals (svc_v2_signal_correlation) on one book date:
 * Pearson's correlation across the scored stocks of each pair of voters' percentiles, over the
 * stocks where both are ranked. Percentiles are affine in average ranks, so this is Spearman's
 * rank correlation of the voters' raw values (each turned so that higher is more favourable).
 * Pure.
 */
import { pearson } from "./optimizer.js";
import { VOTER_NAMES, type VoterName } from "./voters.js";

export interface CorrelationPair {
  a: VoterName;
  b: VoterName;
  correlation: number | null;
  stocks: number;
  nullReasons: Record<string, string>;
}

export interface CorrelationOut {
  voters: VoterName[];
  /** matrix[i][j]: the correlation of voters[i] with voters[j]; 1 on the diagonal. */
  matrix: (number | null)[][];
  /** The upper triangle, with the stocks each pair was measured on. */
  pairs: CorrelationPair[];
  /** Scored stocks of the date. */
  stocks: number;
}

/** Rows: each scored stock's voter percentiles (null when not ranked). */
export function signalCorrelation(rows: readonly Record<VoterName, number | null>[]): CorrelationOut {
  const n = VOTER_NAMES.length;
  const matrix: (number | null)[][] = VOTER_NAMES.map(() => new Array<number | null>(n).fill(null));
  const pairs: CorrelationPair[] = [];
  for (let i = 0; i < n; i++) {
    (matrix[i] as (number | null)[])[i] = 1;
    for (let j = i + 1; j < n; j++) {
      const a = VOTER_NAMES[i] as VoterName;
      const b = VOTER_NAMES[j] as VoterName;
      const xs: number[] = [];
      const ys: number[] = [];
      for (const row of rows) {
        const x = row[a];
        const y = row[b];
        if (x === null || y === null) continue;
        xs.push(x);
        ys.push(y);
      }
      const correlation = pearson(xs, ys);
      (matrix[i] as (number | null)[])[j] = correlation;
      (matrix[j] as (number | null)[])[i] = correlation;
      pairs.push({
        a,
        b,
        correlation,
        stocks: xs.length,
        nullReasons:
          correlation === null ? { correlation: xs.length < 3 ? "fewer_than_3_stocks" : "no_spread" } : {},
      });
    }
  }
  return { voters: [...VOTER_NAMES], matrix, pairs, stocks: rows.length };
}
