/**
 * The market subgraph: prices, snapshots and the market streams (ticks, bars, quotes, market
 * events) and their administration (catch-up, stream status, warm coverage). Owns daily_bars,
 * minute_bars, minute_quotes, price_series, warm_coverage and the corporate actions (splits,
 * dividends, price_factors, corporate_action_coverage); publishes closeHistory on
 * Instrument for other domains to @requires. Macro and rates (the dashboard, the Treasury and
 * yield curves) read treasury_par_yields, macro_observations and vix_daily (docs/MACRO.md).
 * Other domains read its bulk data through readers/. The process that serves it runs the replays
 * of the recorded minute sessions (streams/replayPlan.ts).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { BarsResolver } from "./resolvers/bars.js";
import { ChartResolver } from "./resolvers/chart.js";
import { CompanyFactsPriceResolver } from "./resolvers/companyFactsPrice.js";
import { CryptoResolver } from "./resolvers/crypto.js";
import { DataUniverseResolver } from "./resolvers/dataUniverse.js";
import { EventsCatchupResolver } from "./resolvers/eventsCatchup.js";
// Loaded before instrument.js, which keeps Query.priceSnapshot where it was printed before:
// type-graphql orders Query's fields as their modules load.
import "./resolvers/priceSnapshot.js";
import { InstrumentResolver, InstrumentRootsResolver } from "./resolvers/instrument.js";
import { LegacySnapshotResolver } from "./resolvers/legacySnapshot.js";
import { MacroResolver } from "./resolvers/macro.js";
import { MarketEventsResolver } from "./resolvers/marketEvents.js";
import { MarketQuoteResolver } from "./resolvers/marketQuote.js";
import { MarketFeedsResolver } from "./resolvers/notConfigured.js";
import { PriceSnapshotResolver } from "./resolvers/priceSnapshot.js";
import { PricesResolver } from "./resolvers/prices.js";
import { QuotesResolver } from "./resolvers/quotes.js";
import { ScreenerFiguresResolver } from "./resolvers/screener.js";
import { StreamStatusResolver } from "./resolvers/streamStatus.js";
import { TapeResolver } from "./resolvers/tape.js";
import { TicksResolver } from "./resolvers/ticks.js";
import { TreasuryResolver } from "./resolvers/treasury.js";
import { UniverseResolver } from "./resolvers/universe.js";
import { marketReplays } from "./streams/replayPlan.js";
import { CompanyFactsPrice } from "./types/companyFactsPrice.js";
import { Screener } from "./types/screener.js";

export const definition: SubgraphDefinition = {
  name: "market",
  resolvers: [
    InstrumentRootsResolver,
    InstrumentResolver,
    PriceSnapshotResolver,
    LegacySnapshotResolver,
    MarketQuoteResolver,
    DataUniverseResolver,
    PricesResolver,
    TicksResolver,
    BarsResolver,
    QuotesResolver,
    MarketEventsResolver,
    EventsCatchupResolver,
    StreamStatusResolver,
    UniverseResolver,
    ChartResolver,
    CryptoResolver,
    MacroResolver,
    TreasuryResolver,
    ScreenerFiguresResolver,
    TapeResolver,
    MarketFeedsResolver,
    CompanyFactsPriceResolver,
  ],
  orphanedTypes: [Screener, CompanyFactsPrice],
  producers: [marketReplays],
};
