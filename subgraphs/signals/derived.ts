/**
 * signals' derived products (warehouse/derived.ts), built once per data version after ingest by
 * every process that serves signals (gateway/derivedProducts.ts lists them).
 */
import type { DerivedProduct } from "../../warehouse/derived.js";
import { buildStrategyLibrary, STRATEGY_LIBRARY_PRODUCT } from "./data/strategyLibraryBuild.js";

/**
 * The strategy library's backtests (docs/STRATEGIES.md): backtest_runs, backtest_series,
 * backtest_books, and the library's trials in risk's registry (strategy_trials, through
 * warehouse/registry/trials.ts).
 */
export const strategyLibrary: DerivedProduct = {
  name: STRATEGY_LIBRARY_PRODUCT,
  build: (trx) => buildStrategyLibrary(trx),
};
