/**
 * signals subgraph: Instrument.momentum from the close history market publishes (`@requires`) (signals
 * owns no table); the signals and decisions streams (Subscription), which no producer feeds yet; and
 * their generators' status (Query signalGeneratorStatus, decisionGeneratorStatus).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { GeneratorStatusResolver } from "./resolvers/generatorStatus.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { SignalStreamsResolver } from "./resolvers/streams.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "signals",
  resolvers: [SignalsInstrumentResolver, SignalStreamsResolver, GeneratorStatusResolver],
  orphanedTypes: [Instrument],
};
