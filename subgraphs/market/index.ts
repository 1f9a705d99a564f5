/**
 * The market subgraph: prices, snapshots and the bars stream. Owns daily_bars, minute_bars and
 * price_series; publishes closeHistory on Instrument for other domains to @requires.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { BarsResolver } from "./resolvers/bars.js";
import { InstrumentResolver } from "./resolvers/instrument.js";
import { PriceSnapshotResolver } from "./resolvers/priceSnapshot.js";
import { PricesResolver } from "./resolvers/prices.js";

export const definition: SubgraphDefinition = {
  name: "market",
  resolvers: [InstrumentResolver, PriceSnapshotResolver, PricesResolver, BarsResolver],
};
