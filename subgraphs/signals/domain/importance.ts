/**
 * Feature importance of the ensemble (svc_v2_feature_importance, svc_v3_intel_factor_importance).
 * No importance table is published for the model, so, as spec/02 says, the rows are of two kinds
 * (row `kind`), both from the book date:
 *
 *   factor_loading          Pearson's correlation across the scored stocks between the voter's
 *                           percentile and the blended score: how much of the ordering moves with
 *                           the voter. importance = |loading|.
 *   voter_posterior_weight  the optimizer's weight of the voter on the book date (IC-weighted over
 *                           the trailing year of realised ICs; optimizer.ts), with the mean IC it
 *                           came from. importance = weight.
 *
 * Rows sorted by importance, largest first (then kind and voter), cut to top_n. Pure.
 */
import type { BookWeights } from "../data/signalsBook.js";
import { pearson } from "./optimizer.js";
import { VOTER_NAMES, type VoterName } from "./voters.js";

export type ImportanceKind = "factor_loading" | "voter_posterior_weight";

export interface ImportanceRowOut {
  kind: ImportanceKind;
  feature: VoterName;
  importance: number;
  /** factor_loading: the signed correlation; voter_posterior_weight: null. */
  loading: number | null;
  /** voter_posterior_weight: the weight; factor_loading: null. */
  weight: number | null;
  meanIc: number | null;
  icObservations: number | null;
  stocks: number | null;
  nullReasons: Record<string, string>;
}

export interface ScoredPercentiles {
  blendedScore: number;
  percentiles: Record<VoterName, number | null>;
}

export function featureImportance(
  scored: readonly ScoredPercentiles[],
  weights: BookWeights,
  topN: number,
): ImportanceRowOut[] {
  const loadings = VOTER_NAMES.flatMap((feature): ImportanceRowOut[] => {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const row of scored) {
      const p = row.percentiles[feature];
      if (p === null) continue;
      xs.push(p);
      ys.push(row.blendedScore);
    }
    const loading = pearson(xs, ys);
    if (loading === null) return [];
    const notWeights = "not_a_weight_row";
    return [
      {
        kind: "factor_loading",
        feature,
        importance: Math.abs(loading),
        loading,
        weight: null,
        meanIc: null,
        icObservations: null,
        stocks: xs.length,
        nullReasons: { weight: notWeights, meanIc: notWeights, icObservations: notWeights },
      },
    ];
  });
  const posteriors = weights.voters.map(
    (voter): ImportanceRowOut => ({
      kind: "voter_posterior_weight",
      feature: voter.voter,
      importance: voter.weight,
      loading: null,
      weight: voter.weight,
      meanIc: voter.meanIc,
      icObservations: voter.icObservations,
      stocks: null,
      nullReasons: {
        loading: "not_a_loading_row",
        stocks: "not_a_loading_row",
        ...(voter.meanIc === null ? { meanIc: "no_realised_ic" } : {}),
      },
    }),
  );
  const order = (row: ImportanceRowOut) => VOTER_NAMES.indexOf(row.feature);
  return [...loadings, ...posteriors]
    .sort((a, b) => b.importance - a.importance || a.kind.localeCompare(b.kind) || order(a) - order(b))
    .slice(0, topN);
}
