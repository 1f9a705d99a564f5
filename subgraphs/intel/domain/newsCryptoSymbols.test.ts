import { describe, expect, it } from "vitest";
import { candidatesOf, readSymbol } from "./newsCryptoSymbols.js";

// The master holds X:BTCUSD and X:ETHUSD (crypto/), and listed equities; suppose one lists as ETH too.
const known = new Set(["X:BTCUSD", "X:ETHUSD", "ETH", "COIN", "AAPL"]);

describe("readSymbol", () => {
  it("reads a bare coin as its USD pair; one that is also a listed equity is flagged ambiguous", () => {
    expect(readSymbol("btc", false, known)).toEqual({
      symbol: "btc",
      readAs: "X:BTCUSD",
      assetClass: "crypto",
      basis: "bare_symbol_coin",
      ambiguous: false,
    });
    expect(readSymbol("ETH", false, known)).toMatchObject({ readAs: "X:ETHUSD", ambiguous: true });
  });

  it("X:<COIN>USD and asset_class=crypto force the coin, never ambiguous", () => {
    expect(readSymbol("X:ETHUSD", false, known)).toMatchObject({
      readAs: "X:ETHUSD",
      basis: "x_prefix_forces_coin",
      ambiguous: false,
    });
    expect(readSymbol("ETH", true, known)).toMatchObject({
      readAs: "X:ETHUSD",
      basis: "asset_class_crypto",
      ambiguous: false,
    });
    expect(readSymbol("AAPL", true, known)).toMatchObject({ readAs: null, basis: "unknown_symbol" });
  });

  it("reads a bare symbol with no coin pair as the listed equity, and names an unknown one", () => {
    expect(readSymbol("COIN", false, known)).toMatchObject({
      readAs: "COIN",
      assetClass: "equity",
      basis: "bare_symbol_equity",
    });
    expect(readSymbol("ZZZZ", false, known)).toMatchObject({
      readAs: null,
      assetClass: null,
      basis: "unknown_symbol",
    });
  });

  it("looks up both readings of a bare symbol, one of a forced one", () => {
    expect(candidatesOf("eth", false)).toEqual(["X:ETHUSD", "ETH"]);
    expect(candidatesOf("X:ETHUSD", false)).toEqual(["X:ETHUSD"]);
    expect(candidatesOf("BTC-USD", true)).toEqual(["X:BTCUSD"]);
  });
});
