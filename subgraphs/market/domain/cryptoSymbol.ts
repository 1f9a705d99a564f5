/**
 * Reading a crypto symbol as the caller wrote it (BTC, BTCUSD, BTC-USD, X:BTCUSD) plus a quote
 * currency into the instrument master's key (X:BTCUSD). Pure: no lookup happens here, so a
 * well-formed pair the master does not hold is the resolver's structured 404, not a 422.
 */
import { quoteInput, ServiceError } from "../../../core/errors.js";

/** Longest first, so BTCUSDT reads as BTC/USDT rather than BTC/USD + "T". */
const QUOTE_CURRENCIES = ["USDT", "USDC", "USD", "EUR", "GBP", "BTC", "ETH"] as const;
const CODE = /^[A-Z0-9]{2,10}$/;
const CURRENCY = /^[A-Z]{3,5}$/;

/** Stablecoins: a pair whose base is one of these tracks a fiat currency and is not a mover. */
export const STABLECOINS: ReadonlySet<string> = new Set([
  "USDT",
  "USDC",
  "DAI",
  "BUSD",
  "TUSD",
  "USDP",
  "PAX",
  "GUSD",
  "FDUSD",
  "PYUSD",
  "USDE",
  "UST",
  "EURC",
  "EURT",
]);

export interface CryptoSymbol {
  /** Instrument key, X:<BASE><QUOTE>. */
  ticker: string;
  base: string;
  quote: string;
  /** How the input was read, e.g. "BTC + vs USD" or "BTCUSD". */
  readAs: string;
}

function invalid(parameter: string, raw: string, accepted: string): ServiceError {
  return new ServiceError(
    parameter === "ticker" ? "invalid_ticker" : "validation_error",
    `${parameter} ${quoteInput(raw)} is not readable; accepted: ${accepted}.`,
    { extra: { parameter, accepted } },
  );
}

/** Splits a pair code (BTCUSD) into base and quote; null when no known quote currency ends it. */
export function splitPair(pair: string): { base: string; quote: string } | null {
  const upper = pair.toUpperCase();
  const quote = QUOTE_CURRENCIES.find((q) => upper.endsWith(q) && upper.length > q.length);
  return quote === undefined ? null : { base: upper.slice(0, -quote.length), quote };
}

/**
 * @param raw the ticker as given
 * @param vs the quote currency asked for (default USD); a symbol that names its own quote
 *   currency must agree with it, since silently preferring either would answer another pair.
 */
export function parseCryptoSymbol(raw: string, vs: string): CryptoSymbol {
  const quoteAsked = vs.trim().toUpperCase();
  if (!CURRENCY.test(quoteAsked)) throw invalid("vs", vs, "a currency code such as USD");
  const upper = raw.trim().toUpperCase();
  const body = (upper.startsWith("X:") ? upper.slice(2) : upper).replace(/[-/]/g, "");
  if (!CODE.test(body)) throw invalid("ticker", raw, "BTC, BTCUSD, BTC-USD or X:BTCUSD");
  // A bare code that happens to end like a currency (e.g. "USDT" itself) is a base, not a pair.
  const split = upper.startsWith("X:") || /[-/]/.test(upper) || body.length > 5 ? splitPair(body) : null;
  if (split === null) {
    return {
      ticker: `X:${body}${quoteAsked}`,
      base: body,
      quote: quoteAsked,
      readAs: `${body} + vs ${quoteAsked}`,
    };
  }
  if (split.quote !== quoteAsked) {
    throw new ServiceError(
      "validation_error",
      `ticker ${quoteInput(raw)} names the quote currency ${split.quote} but vs is ${quoteAsked}; pass vs=${split.quote} or a bare base symbol.`,
      { extra: { parameter: "vs", accepted: split.quote } },
    );
  }
  return { ticker: `X:${body}`, ...split, readAs: body };
}

/** The bare base symbol of an instrument key (X:BTCUSD -> BTC), or the pair when unsplittable. */
export function bareSymbol(ticker: string): string {
  const pair = ticker.startsWith("X:") ? ticker.slice(2) : ticker;
  return splitPair(pair)?.base ?? pair;
}
