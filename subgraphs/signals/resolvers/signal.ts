/**
 * signal, on Query and Instrument: the catalogue operation svc_v3_intel_ml_prediction
 * (/api/v3/intel/ml_prediction/{ticker}), one stock's row of the signals book as of the clock —
 * its blended score, place in the book and every voter's contribution. A crypto pair is 404
 * crypto_model_unavailable; a symbol the book does not score is 503 dataset_unavailable with the
 * reason (data/book.ts).
 */
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { requireSignalRow } from "../data/book.js";
import { Instrument } from "../types/instrument.js";
import { SignalRow } from "../types/signal.js";
import { signalRowOf } from "./shape.js";

export const SignalResolver = instrumentOperation<"signals">(Instrument, {
  field: "signal",
  summary:
    "the stock's row of the signals book as of the clock: score, decile, voters and their contributions.",
  instrumentDescription: (operation) =>
    `The model's view (${operation}): blended score, decile and each voter's contribution; null with an error when the book does not score it.`,
  returns: () => SignalRow,
  async resolve(ctx, row): Promise<SignalRow> {
    const { served, row: bookRow } = await requireSignalRow(ctx, row);
    return signalRowOf(served, bookRow);
  },
});
