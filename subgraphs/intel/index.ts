/**
 * intel subgraph: SEC EDGAR filing events as news, as a root field (the /api/v3/fundamentals/news
 * operation) and on Instrument. Reads its own table, sec_filings, plus the shared instrument master.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { FilingNewsResolver } from "./resolvers/filingNews.js";
import { IntelInstrumentResolver } from "./resolvers/instrument.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "intel",
  resolvers: [FilingNewsResolver, IntelInstrumentResolver],
  orphanedTypes: [Instrument],
};
