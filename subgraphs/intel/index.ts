/**
 * intel subgraph: SEC EDGAR filing events as news (the /api/v3/fundamentals/news operation), daily
 * options volume and max pain from option chain snapshots (/api/v3/intel/options_volume/{ticker},
 * /api/v3/intel/max_pain/{ticker}), each as a root
 * field and on Instrument; Form 4 insider lines and 13F holdings (docs/INTEL.md: insider_trades
 * and top_shareholders also on Instrument, the insider feed and clusters, 13F holdings and changes); the news stream (Subscription news, refused while no publisher runs) and its
 * publisher's status. Reads its own tables, sec_filings and option_chain_rows, the shared
 * instrument master, and market's daily closes through market's reader (warehouse/readers).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { FilingNewsResolver } from "./resolvers/filingNews.js";
// Insiders and institutional ownership (issue 15 part B).
import { InsiderFeedResolver, InsiderTradesResolver } from "./resolvers/insiders.js";
import { MaxPainResolver } from "./resolvers/maxPain.js";
import { OptionsVolumeResolver } from "./resolvers/optionsVolume.js";
import { OwnershipResolver, TopShareholdersResolver } from "./resolvers/ownership.js";
// After the instrument operations: type-graphql orders Query's fields as their modules load.

import { NewsStreamResolver } from "./resolvers/newsStream.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "intel",
  resolvers: [
    FilingNewsResolver,
    OptionsVolumeResolver,
    MaxPainResolver,
    // Insiders and institutional ownership (issue 15 part B).
    InsiderTradesResolver,
    InsiderFeedResolver,
    TopShareholdersResolver,
    OwnershipResolver,
    NewsStreamResolver,
  ],
  orphanedTypes: [Instrument],
};
