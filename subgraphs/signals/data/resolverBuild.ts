/**
 * Writes the learning product (signals' derived product `learning`, subgraphs/signals/derived.ts;
 * docs/LEARNING.md): every book date's predictions resolved against the closes of their resolution
 * date (domain/resolverLifecycle.ts, domain/accuracy.ts) into learning_dates and learning_sources,
 * and the memory's documents with their full-text index (data/memoryCorpus.ts).
 *
 * It reads the signals book, built just before it from the same data version (signals' definition
 * lists the book first), through signals' reader. Like every derived product it
 * carries no clock: it resolves every prediction the data can resolve, and the routes show only
 * what their clock sees (a resolution once its date is on or before the book date they read).
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import { dialectOf } from "../../../warehouse/connection.js";
import type { DerivedProductId, DerivedWrite } from "../../../warehouse/derived.js";
import { insertRows } from "../../../warehouse/ingest/unit.js";
import type { SignalsDatabase } from "../../../warehouse/schema.js";
import { type DateResolution, type PredictionColumns, resolvePredictionDate } from "../domain/accuracy.js";
import type { VoterRecord } from "../domain/crossSection.js";
import { resolutionDate } from "../domain/resolverLifecycle.js";
import { VOTER_NAMES } from "../domain/voters.js";
import { memoryDocuments, writeMemoryCorpus } from "./memoryCorpus.js";
import { bookDates, openBook, type PredictionRow, predictionRows } from "./signalsBook.js";

/** The product's name in the derived-products ledger. */
export const LEARNING = "learning";
/**
 * Its code version (warehouse/derived.ts): bump it when a definition of docs/LEARNING.md changes
 * (the horizon, the benchmark, a band, a template), so every warehouse rebuilds it.
 */
export const LEARNING_PRODUCT: DerivedProductId = { name: LEARNING, version: 1 };

export interface BookOutcomes {
  /** Every book date, oldest first. */
  dates: string[];
  /** The newest book date (the data's end). */
  lastDate: string;
  /** One per book date, oldest first. */
  resolutions: DateResolution[];
}

/** A date's rows as the resolution reads them: one typed array per column, NaN for a null. */
function columnsOf(rows: readonly PredictionRow[]): PredictionColumns {
  const n = rows.length;
  const close = new Float64Array(n);
  const closeAtResolution = new Float64Array(n);
  const blendedScore = new Float64Array(n);
  const decile = new Uint8Array(n);
  const percentiles = {} as VoterRecord<Float64Array>;
  for (const voter of VOTER_NAMES) percentiles[voter] = new Float64Array(n);
  rows.forEach((row, i) => {
    close[i] = row.close;
    closeAtResolution[i] = row.close_at_resolution ?? Number.NaN;
    blendedScore[i] = row.blended_score ?? Number.NaN;
    decile[i] = row.decile ?? 0;
    for (const voter of VOTER_NAMES) percentiles[voter][i] = row[`${voter}_pct`] ?? Number.NaN;
  });
  return { close, closeAtResolution, blendedScore, decile, percentiles };
}

/**
 * Reads the book a date at a time — each scored row with its close on the date's resolution date,
 * joined in the statement — and resolves every book date whose resolution date the data holds.
 * Null when the book of the data held now is empty (no daily universe ingested): nothing to resolve.
 */
export async function resolveBook(db: Warehouse<"signals">): Promise<BookOutcomes | null> {
  const opened = await openBook(db, "9999-12-31");
  if (opened.status === "none_as_of") return null;
  if (opened.status !== "ready") {
    // Never record this product as built from a book that is not this data's.
    throw new Error(
      `the learning product needs the signals book of the data held now (book ${opened.status})`,
    );
  }
  const { book } = opened;
  const dates = await bookDates(db, book);
  const resolutions: DateResolution[] = [];
  for (const date of dates) {
    const resolvesOn = resolutionDate(date);
    const rows = await predictionRows(db, book, date, resolvesOn);
    resolutions.push(resolvePredictionDate(date, resolvesOn, columnsOf(rows)));
  }
  return { dates, lastDate: book.date, resolutions };
}

/** learning_dates' and learning_sources' rows of the resolutions. */
function resolutionRows(outcomes: BookOutcomes) {
  const dates = outcomes.resolutions.map((r) => ({
    prediction_date: r.predictionDate,
    resolves_on: r.resolvesOn,
    held: r.resolvesOn <= outcomes.lastDate ? 1 : 0,
    scored: r.scored,
    outcomes: r.outcomes,
    mean_return: r.meanReturn,
    long_absolute_hits: r.longAbsoluteHits,
    short_absolute_hits: r.shortAbsoluteHits,
  }));
  const sources = outcomes.resolutions.flatMap((r) =>
    r.sources.map((s) => ({
      prediction_date: r.predictionDate,
      source: s.source,
      resolves_on: r.resolvesOn,
      calls: s.calls,
      hits: s.hits,
      favourable_calls: s.favourableCalls,
      favourable_hits: s.favourableHits,
      unfavourable_calls: s.unfavourableCalls,
      unfavourable_hits: s.unfavourableHits,
      ic: s.ic,
      bands: JSON.stringify(s.bands),
    })),
  );
  return { dates, sources };
}

/**
 * Resolves the book of the data held now and makes the memory's documents, reading through
 * signals' reader (no transaction; the book is committed before: signals' definition lists it
 * first), and returns the write that replaces the learning product's tables (DerivedProduct.compute).
 */
export async function computeLearning(db: Warehouse<"signals">): Promise<DerivedWrite<SignalsDatabase>> {
  const dialect = dialectOf(db);
  const outcomes = await resolveBook(db);
  const resolved = outcomes === null ? { dates: [], sources: [] } : resolutionRows(outcomes);
  const documents = outcomes === null ? [] : await memoryDocuments(db, outcomes);
  return async (trx) => {
    await trx.deleteFrom("learning_sources").execute();
    await trx.deleteFrom("learning_dates").execute();
    await insertRows(trx, dialect, "learning_dates", resolved.dates);
    await insertRows(trx, dialect, "learning_sources", resolved.sources);
    const written = await writeMemoryCorpus(trx, dialect, documents);
    return resolved.dates.length + resolved.sources.length + written;
  };
}
