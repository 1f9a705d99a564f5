/**
 * signals subgraph: Instrument.momentum from the close history market publishes (`@requires`), so
 * signals owns no table and has no Query field of its own (Query carries only `_entities`/
 * `_service`); and the signals and decisions streams (Subscription), which no producer feeds yet.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { SignalStreamsResolver } from "./resolvers/streams.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "signals",
  resolvers: [SignalsInstrumentResolver, SignalStreamsResolver],
  orphanedTypes: [Instrument],
};
