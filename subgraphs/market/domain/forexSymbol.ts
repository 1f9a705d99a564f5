/**
 * Forex symbols (spec/02: "Forex (C:) and crypto (X:) use a UTC day"). A `C:` ticker names a
 * currency pair, an asset class the contract knows but this deployment holds no data for; reading
 * it here lets the routes answer that honestly (docs/MARKET.md) instead of calling a well-formed
 * pair a malformed equity symbol. Pure: no lookup.
 */
import { invalidTicker } from "../../../core/ticker.js";

const PAIR = /^[A-Z]{6}$/;

/** C:EURUSD (any case, `/` or `-` allowed between the currencies) → "C:EURUSD"; null when not a C: ticker. */
export function forexTicker(raw: string): string | null {
  const upper = raw.trim().toUpperCase();
  if (!upper.startsWith("C:")) return null;
  const pair = upper.slice(2).replace(/[-/]/, "");
  if (!PAIR.test(pair)) {
    throw invalidTicker(raw, "a forex pair is C: and two three-letter currency codes, e.g. C:EURUSD");
  }
  return `C:${pair}`;
}
