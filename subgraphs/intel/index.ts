/**
 * intel subgraph: the news store's routes (docs/NEWS.md: SEC EDGAR filing events as news items, the
 * /api/v3/news/* and /api/v3/intel/news_* operations, /api/v3/fundamentals/news, Instrument.news), daily
 * options volume and max pain from option chain snapshots (/api/v3/intel/options_volume/{ticker},
 * /api/v3/intel/max_pain/{ticker}), gamma exposure, the implied-volatility surface and the options
 * chain (/api/v3/intel/gex, /vol_surface, /api/v3/tape/options_chain), each as a root field and on
 * Instrument, with Instrument.optionsSummary; the options-flow and dark-pool routes answering their
 * honest 503 (no feed bundled); off-exchange and short volume from FINRA's daily files; Form 4
 * insider lines and 13F holdings keyed to tickers through the CUSIP map (insider_trades and
 * top_shareholders also on Instrument, the insider feed and clusters, 13F holdings and changes); the news stream (Subscription news: the news store's replay,
 * data/newsReplay.ts; refused while no publisher runs) and its publisher's status; congressional trades (also on Instrument) and the
 * politicians' roster, lobbying filings (also on Instrument), and the alternative-data and LLM
 * research routes that answer their honest 503 (no source bundled). Reads its own tables
 * (sec_filings, option_chain_rows, insider_transactions, sec13f_filings, sec13f_holdings,
 * news_items, news_item_tickers, congress_trades, lobbying_reports, finra_short_volume,
 * cusip_tickers), the shared instrument master, and market's daily closes
 * through market's reader (subgraphs/market/readers/).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { newsReplay } from "./data/newsReplay.js";
import { FilingNewsResolver } from "./resolvers/filingNews.js";
import { GexResolver } from "./resolvers/gex.js";
import { InsiderFeedResolver, InsiderTradesResolver } from "./resolvers/insiders.js";
import { MaxPainResolver } from "./resolvers/maxPain.js";
import { FlowAndDarkpoolResolver } from "./resolvers/notConfigured.js";
import { ShortVolumeResolver } from "./resolvers/offExchange.js";
import { OptionsChainResolver, OptionsSummaryResolver } from "./resolvers/optionsChain.js";
import { OptionsVolumeResolver } from "./resolvers/optionsVolume.js";
import { OwnershipResolver, TopShareholdersResolver } from "./resolvers/ownership.js";
import { VolSurfaceResolver } from "./resolvers/volSurface.js";

// After the instrument operations: type-graphql orders Query's fields as their modules load.

import { AltDataResolver } from "./resolvers/altData.js";
import { CongressResolver } from "./resolvers/congress.js";
import { LobbyingResolver } from "./resolvers/lobbying.js";
import { NewsFeedsResolver } from "./resolvers/newsFeeds.js";
import { NewsListsResolver } from "./resolvers/newsLists.js";
import { NewsNotHeldResolver } from "./resolvers/newsNotHeld.js";
import { NewsProResolver } from "./resolvers/newsPro.js";
import { NewsSentimentResolver } from "./resolvers/newsSentiment.js";
import { NewsStreamResolver } from "./resolvers/newsStream.js";
import { NewsSummaryResolver } from "./resolvers/newsSummary.js";
import { ResearchResolver } from "./resolvers/research.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "intel",
  resolvers: [
    FilingNewsResolver,
    OptionsVolumeResolver,
    MaxPainResolver,
    GexResolver,
    VolSurfaceResolver,
    OptionsChainResolver,
    OptionsSummaryResolver,
    FlowAndDarkpoolResolver,
    ShortVolumeResolver,
    InsiderTradesResolver,
    InsiderFeedResolver,
    TopShareholdersResolver,
    OwnershipResolver,
    NewsStreamResolver,
    NewsSummaryResolver,
    NewsFeedsResolver,
    NewsListsResolver,
    NewsSentimentResolver,
    NewsProResolver,
    NewsNotHeldResolver,
    CongressResolver,
    LobbyingResolver,
    AltDataResolver,
    ResearchResolver,
  ],
  orphanedTypes: [Instrument],
  producers: [newsReplay],
};
