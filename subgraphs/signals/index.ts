/**
 * signals subgraph, top-down:
 * - the signals book (docs/SIGNALS.md), a derived product it owns (derived.ts: signals_book_rows,
 *   _dates, _weights, built once per data version) and the routes that read it — one stock's row
 *   (ml_prediction as `signal`, ml_drivers, voter_attribution, conformal intervals), the
 *   multi-horizon batch, the optimizer's weights, the book's status and readiness;
 * - the routes that read market state through market's readers (docs/REGIME.md): regime,
 *   regimeForecast, regimeHistory, vetoState, crossAssetSignals, cryptoSitting, taMaster (also on
 *   Instrument), researchKnowledge;
 * - the strategy library, its backtests, the lab and the research readings of the trial registry
 *   (docs/STRATEGIES.md), from the tables of its second derived product;
 * - the decision and diagnostics routes built on the book (docs/DECISIONS.md): equitySitting,
 *   tradeSetups, universeScan, ultimateDecision, positionMonitor, signalsFusion, signalsMtf (also on
 *   Instrument), modelDrift, featureImportance, factorImportance, factorDecay, signalCorrelation;
 * - Instrument.momentum from market's close reader; the signals and decisions streams
 *   (Subscription), fed by the replay of the book's changes when it runs (data/replayProducer.ts),
 *   and their generators' status;
 * - learning, memory, agents and experience (docs/LEARNING.md): the book's predictions resolved
 *   against realised returns (a third derived product, `learning`), the memory's full-text recall
 *   and reflections, the service's producers as agents, each source's believability and thresholds.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { signalsReplay } from "./data/replayProducer.js";
import { learning, signalsBook, strategyLibrary } from "./derived.js";
import { AccuracyResolver } from "./resolvers/accuracy.js";
import { AgentsResolver } from "./resolvers/agents.js";
import { BacktestRunsResolver } from "./resolvers/backtestRuns.js";
import { BelievabilityResolver } from "./resolvers/believability.js";
import { BookStatusResolver } from "./resolvers/bookStatus.js";
import { SignalCorrelationResolver } from "./resolvers/correlation.js";
import { CrossAssetResolver } from "./resolvers/crossAsset.js";
import { CryptoSittingResolver } from "./resolvers/cryptoSitting.js";
import { FactorDecayResolver } from "./resolvers/decay.js";
import { UltimateDecisionResolver } from "./resolvers/decision.js";
import { ModelDriftResolver } from "./resolvers/drift.js";
import { SignalsFusionResolver } from "./resolvers/fusion.js";
import { GeneratorStatusResolver } from "./resolvers/generatorStatus.js";
import { FeatureImportanceResolver } from "./resolvers/importance.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { PredictionIntervalsResolver } from "./resolvers/intervals.js";
import { KnowledgeResolver } from "./resolvers/knowledge.js";
import { LabResolver } from "./resolvers/labStrategies.js";
import { MemoryResolver } from "./resolvers/memory.js";
import { MlDriversResolver } from "./resolvers/mlDrivers.js";
import { PositionMonitorResolver } from "./resolvers/monitor.js";
import { SignalsMtfResolver } from "./resolvers/mtf.js";
import { MultiHorizonResolver } from "./resolvers/multiHorizon.js";
import { OptimizerResolver } from "./resolvers/optimizer.js";
import { RegimeResolver } from "./resolvers/regime.js";
import { ResearchRegistryResolver } from "./resolvers/researchRegistry.js";
import { ResolverStatusResolver } from "./resolvers/resolverStatus.js";
import { UniverseScanResolver } from "./resolvers/scan.js";
import { TradeSetupsResolver } from "./resolvers/setups.js";
import { SignalResolver } from "./resolvers/signal.js";
import { EquitySittingResolver } from "./resolvers/sitting.js";
import { StrategyLibraryResolver } from "./resolvers/strategyLibrary.js";
import { SignalStreamsResolver } from "./resolvers/streams.js";
import { TaMasterResolver } from "./resolvers/taMaster.js";
import { ThresholdsResolver } from "./resolvers/thresholds.js";
import { PredictionTrackerResolver } from "./resolvers/tracker.js";
import { VetoResolver } from "./resolvers/veto.js";
import { VoterAttributionResolver } from "./resolvers/voterAttribution.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "signals",
  resolvers: [
    SignalsInstrumentResolver,
    SignalStreamsResolver,
    GeneratorStatusResolver,
    // The book (docs/SIGNALS.md).
    SignalResolver,
    MlDriversResolver,
    VoterAttributionResolver,
    PredictionIntervalsResolver,
    MultiHorizonResolver,
    OptimizerResolver,
    BookStatusResolver,
    // Decisions and diagnostics on the book (docs/DECISIONS.md).
    EquitySittingResolver,
    TradeSetupsResolver,
    UniverseScanResolver,
    UltimateDecisionResolver,
    PositionMonitorResolver,
    SignalsFusionResolver,
    SignalsMtfResolver,
    ModelDriftResolver,
    FeatureImportanceResolver,
    FactorDecayResolver,
    SignalCorrelationResolver,
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
    // Learning, memory, agents and experience (docs/LEARNING.md).
    AccuracyResolver,
    ResolverStatusResolver,
    PredictionTrackerResolver,
    MemoryResolver,
    AgentsResolver,
    BelievabilityResolver,
    ThresholdsResolver,
  ],
  orphanedTypes: [Instrument],
  // The learning product reads the book: built after it.
  derived: [signalsBook, strategyLibrary, learning],
  producers: [signalsReplay],
};
