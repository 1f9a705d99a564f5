/**
 * The one refusal for "this dataset is not held for this symbol" (spec/01 rule 4): an empty list
 * is a real empty answer, so a symbol for which nothing is held is 503 dataset_unavailable (not
 * billed), with `extra: { ticker, dataset, reason }`, never 200 with an empty list and a note.
 * Instrument's fields are nullable (kit/instrumentOperation.ts), so one ticker's refusal nulls
 * only its own field.
 */
import { ServiceError } from "../../core/errors.js";

export function datasetNotHeld(ticker: string, dataset: string, reason: string, what: string): ServiceError {
  return new ServiceError("dataset_unavailable", `No ${what} is held for ${ticker}; nothing was charged.`, {
    retryAfterS: null,
    extra: { ticker, dataset, reason },
  });
}
