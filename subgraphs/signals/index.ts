/**
 * signals subgraph: Instrument.momentum from the close history market publishes (`@requires`); the
 * signals and decisions streams (Subscription), which no producer feeds yet; their generators'
 * status (Query signalGeneratorStatus, decisionGeneratorStatus); and the strategy library, its
 * backtests, the lab and the research readings of the trial registry (docs/STRATEGIES.md), from the
 * tables of its derived product strategy_library (derived.ts).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { BacktestRunsResolver } from "./resolvers/backtestRuns.js";
import { GeneratorStatusResolver } from "./resolvers/generatorStatus.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { LabResolver } from "./resolvers/labStrategies.js";
import { ResearchRegistryResolver } from "./resolvers/researchRegistry.js";
import { StrategyLibraryResolver } from "./resolvers/strategyLibrary.js";
import { SignalStreamsResolver } from "./resolvers/streams.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "signals",
  resolvers: [
    SignalsInstrumentResolver,
    SignalStreamsResolver,
    GeneratorStatusResolver,
    StrategyLibraryResolver,
    BacktestRunsResolver,
    LabResolver,
    ResearchRegistryResolver,
  ],
  orphanedTypes: [Instrument],
};
