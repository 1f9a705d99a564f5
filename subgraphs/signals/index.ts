/**
 * signals subgraph: Instrument.momentum; the signals and decisions streams (Subscription) and their
 * generators' status (Query signalGeneratorStatus, decisionGeneratorStatus); the routes that read
 * market state through market's readers (docs/REGIME.md): regime, regimeForecast, regimeHistory,
 * vetoState, crossAssetSignals, cryptoSitting, taMaster (also on Instrument), researchKnowledge; and
 * the strategy library, its backtests, the lab and the research readings of the trial registry
 * (docs/STRATEGIES.md), from the tables of its derived product (derived.ts).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { BacktestRunsResolver } from "./resolvers/backtestRuns.js";
import { CrossAssetResolver } from "./resolvers/crossAsset.js";
import { CryptoSittingResolver } from "./resolvers/cryptoSitting.js";
import { GeneratorStatusResolver } from "./resolvers/generatorStatus.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { KnowledgeResolver } from "./resolvers/knowledge.js";
import { LabResolver } from "./resolvers/labStrategies.js";
import { RegimeResolver } from "./resolvers/regime.js";
import { ResearchRegistryResolver } from "./resolvers/researchRegistry.js";
import { StrategyLibraryResolver } from "./resolvers/strategyLibrary.js";
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
    // Market state (docs/REGIME.md).
    RegimeResolver,
    VetoResolver,
    CrossAssetResolver,
    CryptoSittingResolver,
    TaMasterResolver,
    KnowledgeResolver,
    // The strategy library (docs/STRATEGIES.md).
    StrategyLibraryResolver,
    BacktestRunsResolver,
    LabResolver,
    ResearchRegistryResolver,
  ],
  orphanedTypes: [Instrument],
};
