/**
 * mlDrivers, on Query and Instrument: /api/v3/intel/ml_drivers/{ticker} — the voters behind one
 * stock's score on the book date, largest effect first (domain/drivers.ts). Same refusals as
 * ml_prediction (data/book.ts).
 */
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { requireSignalRow } from "../data/book.js";
import { rankDrivers } from "../domain/drivers.js";
import { VOTER_BY_NAME } from "../domain/voters.js";
import { MlDrivers } from "../types/drivers.js";
import { Instrument } from "../types/instrument.js";
import { ORDERING_NOTE, stampOf, voterOf } from "./shape.js";

export const MlDriversResolver = instrumentOperation<"signals">(Instrument, {
  field: "mlDrivers",
  summary: "the voters behind the stock's score on the book date, largest effect first.",
  instrumentDescription: (operation) => `The voters behind the model's score (${operation}).`,
  returns: () => MlDrivers,
  async resolve(ctx, instrument): Promise<MlDrivers> {
    const { served, row } = await requireSignalRow(ctx, instrument);
    const ranked = rankDrivers(row.voters);
    const named = (effect: string) => ranked.filter((d) => d.effect === effect).map((d) => d.input.voter);
    return {
      ...stampOf(served),
      ticker: row.ticker,
      blendedScore: row.blendedScore,
      decile: row.decile,
      direction: row.direction,
      drivers: ranked.map(({ input, share, effect }) => {
        const voter = voterOf(input, row.flag);
        const nullReasons = { ...voter.nullReasons };
        if (share === null)
          nullReasons.share =
            input.contribution === null ? voter.nullReasons.contribution! : "score_not_moved";
        return {
          voter: input.voter,
          definition: VOTER_BY_NAME[input.voter].definition,
          value: voter.value,
          unit: voter.unit,
          higherIsBetter: voter.higherIsBetter,
          percentile: voter.percentile,
          weight: voter.weight,
          contribution: voter.contribution,
          share,
          effect,
          nullReasons,
        };
      }),
      raisedBy: named("raises"),
      loweredBy: named("lowers"),
      weightsAsOf: row.date,
      weightsBasis: served.book.weightsBasis,
      note: ORDERING_NOTE,
    };
  },
});
