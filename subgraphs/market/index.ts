/**
 * The market subgraph: prices, snapshots and the market streams (ticks, bars, quotes, market
 * events). Owns daily_bars, minute_bars, minute_quotes and price_series; publishes closeHistory on
 * Instrument for other domains to @requires.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { BarsResolver } from "./resolvers/bars.js";
import { InstrumentResolver } from "./resolvers/instrument.js";
import { MarketEventsResolver } from "./resolvers/marketEvents.js";
import { PriceSnapshotResolver } from "./resolvers/priceSnapshot.js";
import { PricesResolver } from "./resolvers/prices.js";
import { QuotesResolver } from "./resolvers/quotes.js";
import { TicksResolver } from "./resolvers/ticks.js";

export const definition: SubgraphDefinition = {
  name: "market",
  resolvers: [
    InstrumentResolver,
    PriceSnapshotResolver,
    PricesResolver,
    TicksResolver,
    BarsResolver,
    QuotesResolver,
    MarketEventsResolver,
  ],
};
