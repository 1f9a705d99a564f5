/**
 * Ticker normalisation: one spelling per instrument, so every subgraph joins on the same key.
 *
 * Equities: upper case; class shares use '.', as the S&P list does (BRK-B, BRK/B → BRK.B).
 * Crypto: `X:<BASE><QUOTE>` (X:BTCUSD). A bare `BTC`/`BTCUSD` is an equity-style symbol unless
 * the caller says asset_class=crypto, because spec/01 says a bare ticker returns the equity even
 * where a crypto symbol shares the name.
 */
import { quoteInput, ServiceError } from "./errors.js";

export type AssetClassInput = "equity" | "crypto";

const EQUITY_PATTERN = /^[A-Z][A-Z0-9]{0,9}(\.[A-Z0-9]{1,3})?$/;
const CRYPTO_PATTERN = /^X:[A-Z0-9]{2,10}$/;
const KNOWN_QUOTES = ["USD", "USDT", "USDC", "EUR", "BTC"] as const;

/** Thrown for input that is not a symbol at all (as opposed to a well-formed unknown one: 404). */
export function invalidTicker(raw: string, why: string): ServiceError {
  return new ServiceError("invalid_ticker", `ticker ${quoteInput(raw)} is not a valid symbol: ${why}.`, {
    extra: { parameter: "ticker" },
  });
}

export function normaliseTicker(raw: string, assetClass: AssetClassInput = "equity"): string {
  const trimmed = raw.trim().toUpperCase();
  if (trimmed.length === 0) throw invalidTicker(raw, "it is empty");
  if (assetClass === "crypto" || trimmed.startsWith("X:")) return normaliseCrypto(raw, trimmed);
  const equity = trimmed.replace(/[-/]/g, ".");
  if (!EQUITY_PATTERN.test(equity)) {
    throw invalidTicker(raw, "accepted are letters and digits with an optional class suffix (BRK.B)");
  }
  return equity;
}

function normaliseCrypto(raw: string, upper: string): string {
  const body = upper.startsWith("X:") ? upper.slice(2) : upper.replace(/[-/]/g, "");
  const pair = KNOWN_QUOTES.some((quote) => body.endsWith(quote) && body.length > quote.length)
    ? body
    : `${body}USD`;
  const ticker = `X:${pair}`;
  if (!CRYPTO_PATTERN.test(ticker)) {
    throw invalidTicker(raw, "accepted are BTC, BTCUSD, BTC-USD or X:BTCUSD forms");
  }
  return ticker;
}
