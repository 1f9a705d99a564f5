/**
 * How news_crypto reads each requested symbol (spec/02: "tickers_read_as says how each symbol was
 * read; ambiguous flags; X:<COIN>USD forces the coin"). The route is about crypto, so a bare
 * symbol is read as its coin pair (BTC → X:BTCUSD) when the platform holds that pair; when an
 * equity of the same symbol is listed too it is still read as the coin, flagged ambiguous, and
 * the equity is left out. A bare symbol with no coin pair but a listed equity is read as that
 * equity (crypto-related companies). `X:` or asset_class=crypto forces the coin: never ambiguous.
 */
import { normaliseTicker } from "../../../core/ticker.js";

export interface SymbolReading {
  symbol: string;
  /** The instrument it was read as; null when the platform knows neither reading. */
  readAs: string | null;
  assetClass: "crypto" | "equity" | null;
  basis:
    | "x_prefix_forces_coin"
    | "asset_class_crypto"
    | "bare_symbol_coin"
    | "bare_symbol_equity"
    | "unknown_symbol";
  /** A bare symbol that is both a held coin pair and a listed equity. */
  ambiguous: boolean;
}

/** Every instrument a symbol could be read as, to look up before reading it. */
export function candidatesOf(symbol: string, forceCoin: boolean): string[] {
  const coin = normaliseTicker(symbol, "crypto");
  if (forceCoin || symbol.trim().toUpperCase().startsWith("X:")) return [coin];
  let equity: string | null = null;
  try {
    equity = normaliseTicker(symbol);
  } catch {
    // Not an equity spelling (BTC/USD with two separators): only the coin reading is possible.
  }
  return equity === null ? [coin] : [coin, equity];
}

export function readSymbol(symbol: string, forceCoin: boolean, known: ReadonlySet<string>): SymbolReading {
  const [coin, equity] = candidatesOf(symbol, forceCoin) as [string, string | undefined];
  const forced = symbol.trim().toUpperCase().startsWith("X:")
    ? "x_prefix_forces_coin"
    : forceCoin
      ? "asset_class_crypto"
      : null;
  if (forced) {
    const held = known.has(coin);
    return {
      symbol,
      readAs: held ? coin : null,
      assetClass: held ? "crypto" : null,
      basis: held ? forced : "unknown_symbol",
      ambiguous: false,
    };
  }
  const coinHeld = known.has(coin);
  const equityHeld = equity !== undefined && known.has(equity);
  if (coinHeld)
    return { symbol, readAs: coin, assetClass: "crypto", basis: "bare_symbol_coin", ambiguous: equityHeld };
  if (equityHeld)
    return { symbol, readAs: equity, assetClass: "equity", basis: "bare_symbol_equity", ambiguous: false };
  return { symbol, readAs: null, assetClass: null, basis: "unknown_symbol", ambiguous: false };
}
