/**
 * intel subgraph: SEC EDGAR filing events as news (the /api/v3/fundamentals/news operation) and daily
 * options volume from option chain snapshots (/api/v3/intel/options_volume/{ticker}), each as a root
 * field and on Instrument; the news stream (Subscription news, refused while no publisher runs) and its
 * publisher's status. Reads its own tables, sec_filings and option_chain_rows, plus the shared
 * instrument master.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { FilingNewsResolver } from "./resolvers/filingNews.js";
import { IntelInstrumentResolver } from "./resolvers/instrument.js";
import { NewsStreamResolver } from "./resolvers/newsStream.js";
import { OptionsVolumeResolver } from "./resolvers/optionsVolume.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "intel",
  resolvers: [FilingNewsResolver, OptionsVolumeResolver, IntelInstrumentResolver, NewsStreamResolver],
  orphanedTypes: [Instrument],
};
