/**
 * intel subgraph: SEC EDGAR filing events as news (the /api/v3/fundamentals/news operation), daily
 * options volume and max pain from option chain snapshots (/api/v3/intel/options_volume/{ticker},
 * /api/v3/intel/max_pain/{ticker}), each as a root
 * field and on Instrument; the news stream (Subscription news, refused while no publisher runs) and its
 * publisher's status. Reads its own tables, sec_filings and option_chain_rows, the shared
 * instrument master, and market's daily closes through market's reader (warehouse/readers).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { FilingNewsResolver } from "./resolvers/filingNews.js";
import { MaxPainResolver } from "./resolvers/maxPain.js";
import { OptionsVolumeResolver } from "./resolvers/optionsVolume.js";
// After the instrument operations: type-graphql orders Query's fields as their modules load.

import { NewsStreamResolver } from "./resolvers/newsStream.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "intel",
  resolvers: [FilingNewsResolver, OptionsVolumeResolver, MaxPainResolver, NewsStreamResolver],
  orphanedTypes: [Instrument],
};
