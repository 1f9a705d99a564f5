/** The refusals every execution route shares, in one place so they read the same everywhere. */
import { ServiceError } from "../../../core/errors.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";

/**
 * spec/02 crypto_overnight and spec/03: the execution routes answer 404 crypto_model_unavailable for a
 * crypto pair (not billed): their models (equity sessions, share lots, a broker's equity schedule) do
 * not describe one.
 */
export function refuseCrypto(row: InstrumentRow, operation: string): void {
  if (row.asset_class !== "crypto") return;
  throw new ServiceError(
    "crypto_model_unavailable",
    `${operation} has no model for crypto pairs (${row.ticker}); it covers US equities and ETFs. Nothing was charged.`,
    { extra: { ticker: row.ticker, asset_class: row.asset_class } },
  );
}

/** No daily file is held for the symbol: the estimates have nothing to stand on (503, not billed). */
export function dailyBarsNotHeld(ticker: string): ServiceError {
  return datasetNotHeld(ticker, "daily_prices", "no_daily_bars_held", "daily price history");
}
