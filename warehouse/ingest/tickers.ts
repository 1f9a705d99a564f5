/**
 * Symbol normalisation shared by every adapter, so a ticker read from a price file name, the S&P
 * list and the SEC map all meet on one key: upper case, share classes with '.' (SEC writes BRK-B,
 * S&P writes BRK.B), crypto pairs as X:BASEQUOTE (the Polygon-style prefix keeps BTCUSD from ever
 * colliding with an equity symbol).
 */

export function normaliseTicker(raw: string): string {
  return raw.trim().toUpperCase().replaceAll("-", ".");
}

export function cryptoTicker(pair: string): string {
  return `X:${pair.trim().toUpperCase()}`;
}

const CURRENCY_NAMES: Record<string, string> = {
  BTC: "Bitcoin",
  ETH: "Ethereum",
  LTC: "Litecoin",
  BCH: "Bitcoin Cash",
  USD: "US dollar",
  USDT: "Tether",
  USDC: "USD Coin",
  EUR: "Euro",
  GBP: "Pound sterling",
};

// Longest first, so BTCUSDT splits as BTC/USDT rather than BTC/USD + "T".
const QUOTE_CURRENCIES = ["USDT", "USDC", "USD", "EUR", "GBP", "BTC", "ETH"];

/** "BTCUSD" -> "Bitcoin / US dollar"; unknown codes are shown as the code itself. */
export function cryptoPairName(pair: string): string {
  const upper = pair.toUpperCase();
  const quote = QUOTE_CURRENCIES.find((q) => upper.endsWith(q) && upper.length > q.length);
  if (quote === undefined) return upper;
  const base = upper.slice(0, -quote.length);
  return `${CURRENCY_NAMES[base] ?? base} / ${CURRENCY_NAMES[quote] ?? quote}`;
}
