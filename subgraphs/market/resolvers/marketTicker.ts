/**
 * How market's root instrument operations find their instrument: `assetClass` says how to read the
 * ticker (crypto and forex pairs are written several ways), and a forex pair, which no bundled
 * source serves, is refused (before any lookup) with the operation's name.
 */
import { AssetClass } from "../../kit/assetClass.js";
import { ASSET_CLASS_ARG } from "../../kit/descriptions.js";
import type { QueryLookup } from "../../kit/instrumentOperation.js";
import { requireInstrument } from "../../kit/instruments.js";
import { refuseForexWithoutSource } from "./forex.js";

export const marketTicker: QueryLookup<{ assetClass: AssetClass }, "market"> = {
  args: { assetClass: { type: () => AssetClass, default: AssetClass.equity, description: ASSET_CLASS_ARG } },
  async find(ctx, ticker, { assetClass }, field) {
    await refuseForexWithoutSource(ticker, field);
    return requireInstrument(ctx, ticker, assetClass);
  },
};
