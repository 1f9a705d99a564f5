/**
 * signals subgraph: Instrument.momentum from the close history market publishes (`@requires`) (signals
 * owns no table); the signals and decisions streams (Subscription), which no producer feeds yet; and
 * their generators' status (Query signalGeneratorStatus, decisionGeneratorStatus). The routes that read
 * market state through market's readers (docs/REGIME.md): regime, regimeForecast, regimeHistory,
 * vetoState, crossAssetSignals, cryptoSitting, taMaster (also on Instrument), researchKnowledge.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { CrossAssetResolver } from "./resolvers/crossAsset.js";
import { CryptoSittingResolver } from "./resolvers/cryptoSitting.js";
import { GeneratorStatusResolver } from "./resolvers/generatorStatus.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { KnowledgeResolver } from "./resolvers/knowledge.js";
import { RegimeResolver } from "./resolvers/regime.js";
import { SignalStreamsResolver } from "./resolvers/streams.js";
import { TaMasterResolver } from "./resolvers/taMaster.js";
import { VetoResolver } from "./resolvers/veto.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "signals",
  resolvers: [
    SignalsInstrumentResolver,
    SignalStreamsResolver,
    GeneratorStatusResolver,
    RegimeResolver,
    VetoResolver,
    CrossAssetResolver,
    CryptoSittingResolver,
    TaMasterResolver,
    KnowledgeResolver,
  ],
  orphanedTypes: [Instrument],
};
