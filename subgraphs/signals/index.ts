/**
 * signals subgraph: Instrument.momentum from the close history market publishes (`@requires`), so
 * signals owns no table and has no root field of its own (Query carries only `_entities`/`_service`).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "signals",
  resolvers: [SignalsInstrumentResolver],
  orphanedTypes: [Instrument],
};
