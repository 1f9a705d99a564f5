/**
 * signals' derived products (warehouse/derived.ts), built once per data version after ingest by
 * every process that serves signals (its definition, index.ts, declares them).
 */
import type { Transaction } from "kysely";
import type { Warehouse } from "../../warehouse/connection.js";
import type { DerivedProduct, DerivedWrite } from "../../warehouse/derived.js";
import type { Database, SignalsDatabase } from "../../warehouse/schema.js";
import { narrowTo } from "../../warehouse/views.js";
import { computeLearning, LEARNING_PRODUCT } from "./data/resolverBuild.js";
import { SIGNALS_BOOK_PRODUCT } from "./data/signalsBook.js";
import { computeSignalsBook } from "./data/signalsBookBuild.js";
import { computeStrategyLibrary, STRATEGY_LIBRARY_PRODUCT } from "./data/strategyLibraryBuild.js";

/** A signals computation as the warehouse's product: it reads and writes through signals' view. */
function asSignals(
  compute: (db: Warehouse<"signals">) => Promise<DerivedWrite<SignalsDatabase>>,
): DerivedProduct["compute"] {
  return async (db) => {
    const write = await compute(narrowTo("signals", db));
    return (trx: Transaction<Database>) => write(narrowTo("signals", trx));
  };
}

/**
 * The book (docs/SIGNALS.md): every session's scored cross-section of the daily universe and the
 * optimizer's weights (signals_book_rows, signals_book_dates, signals_book_weights).
 */
export const signalsBook: DerivedProduct = {
  ...SIGNALS_BOOK_PRODUCT,
  compute: asSignals(computeSignalsBook),
};

/**
 * The strategy library's backtests (docs/STRATEGIES.md): backtest_runs, backtest_series,
 * backtest_books, and the library's trials in risk's registry (strategy_trials, through
 * subgraphs/risk/readers/trialRegistration.ts).
 */
export const strategyLibrary: DerivedProduct = {
  ...STRATEGY_LIBRARY_PRODUCT,
  compute: asSignals(computeStrategyLibrary),
};

/**
 * The learning product (docs/LEARNING.md): every book date's predictions resolved against their
 * 21-session outcome per source (learning_dates, learning_sources) and the memory's documents with
 * their full-text index (memory_documents). Reads the book: listed after it.
 */
export const learning: DerivedProduct = {
  ...LEARNING_PRODUCT,
  compute: asSignals(computeLearning),
};
