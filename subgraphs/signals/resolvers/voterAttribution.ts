/**
 * voterAttribution, on Query and Instrument: /api/v3/intel/voter_attribution/{ticker} — the
 * stock's blended score split exactly into its voters' contributions, and its change since the
 * book date 21 book dates earlier (a month) split the same way: Δscore = Σ Δcontribution, each
 * contribution moving with its voter's percentile and with the optimizer's weights. Same refusals
 * as ml_prediction (data/book.ts): crypto 404 crypto_model_unavailable; a held symbol the book
 * does not score (META: outside the universe) 503 dataset_unavailable.
 */

import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { requireSignalRow } from "../data/book.js";
import { bookDates, bookRow, isScored, openBook } from "../data/signalsBook.js";
import { IC_HORIZON_SESSIONS } from "../domain/optimizer.js";
import { AttributionLine, VoterAttribution } from "../types/attribution.js";
import { Instrument } from "../types/instrument.js";
import { ORDERING_NOTE, stampOf, voterOf } from "./shape.js";

export const VoterAttributionResolver = instrumentOperation<"signals">(Instrument, {
  field: "voterAttribution",
  summary:
    "the stock's score split into its voters' contributions, and its change over a month split the same way.",
  instrumentDescription: (operation) => `The model's score split by voter (${operation}).`,
  returns: () => VoterAttribution,
  async resolve(ctx, instrument): Promise<VoterAttribution> {
    const { served, row } = await requireSignalRow(ctx, instrument);
    // The book date 21 book dates before this one (a month: the optimizer's horizon), and the
    // stock's row there if it was scored. With fewer dates the book had not run a month yet.
    const dates = await bookDates(ctx.db, served.book, { sessions: IC_HORIZON_SESSIONS + 1 });
    const comparedAsOf = dates.length === IC_HORIZON_SESSIONS + 1 ? dates[0]! : null;
    const thatDate = comparedAsOf === null ? null : await openBook(ctx.db, comparedAsOf);
    const compared = thatDate?.status === "ready" ? await bookRow(ctx.db, thatDate.book, row.ticker) : null;
    const prior = isScored(compared) ? compared : null;
    const priorReason =
      comparedAsOf === null ? "fewer_than_21_book_dates_before" : "not_scored_on_compared_date";
    const sum = row.voters.reduce((total, voter) => total + (voter.contribution ?? 0), 0);
    const voters: AttributionLine[] = row.voters.map((reading, i) => {
      const now = voterOf(reading, row.flag);
      const before = prior?.voters[i] ?? null;
      const nullReasons: Record<string, string> = { ...now.nullReasons };
      if (before === null) {
        for (const field of ["priorWeight", "priorPercentile", "priorContribution", "contributionChange"]) {
          nullReasons[field] = priorReason;
        }
      } else {
        const beforeReason = before.value === null ? "not_computable" : (prior?.flag ?? "not_ranked");
        if (before.percentile === null) nullReasons.priorPercentile = beforeReason;
        if (before.contribution === null) nullReasons.priorContribution = beforeReason;
      }
      const change =
        before !== null && now.contribution !== null && before.contribution !== null
          ? now.contribution - before.contribution
          : null;
      if (change === null && before !== null)
        nullReasons.contributionChange = nullReasons.contribution ?? nullReasons.priorContribution!;
      return {
        voter: reading.voter,
        weight: now.weight,
        percentile: now.percentile,
        contribution: now.contribution,
        priorWeight: before?.weight ?? null,
        priorPercentile: before?.percentile ?? null,
        priorContribution: before?.contribution ?? null,
        contributionChange: change,
        nullReasons,
      };
    });
    const nullReasons: Record<string, string> = {};
    if (comparedAsOf === null) nullReasons.comparedAsOf = priorReason;
    if (prior === null) {
      nullReasons.comparedBlendedScore = priorReason;
      nullReasons.scoreChange = priorReason;
    }
    return {
      ...stampOf(served),
      ticker: row.ticker,
      blendedScore: row.blendedScore,
      sumOfContributions: sum,
      horizonSessions: IC_HORIZON_SESSIONS,
      comparedAsOf,
      comparedBlendedScore: prior?.blendedScore ?? null,
      scoreChange: prior === null ? null : row.blendedScore - prior.blendedScore,
      voters,
      weightsAsOf: row.date,
      weightsBasis: served.book.weightsBasis,
      nullReasons,
      note: ORDERING_NOTE,
    };
  },
});
