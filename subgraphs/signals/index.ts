/**
 * signals subgraph: Instrument.momentum from the close history market publishes (`@requires`) (signals
 * owns no table); the signals and decisions streams (Subscription), fed by the replay of the book's changes when it runs
 * (data/replayProducer.ts); and
 * their generators' status (Query signalGeneratorStatus, decisionGeneratorStatus). The decision and
 * diagnostics routes built on the book (docs/DECISIONS.md): equitySitting, tradeSetups, universeScan,
 * ultimateDecision, positionMonitor, signalsFusion, signalsMtf (also on Instrument), modelDrift,
 * featureImportance, factorImportance, factorDecay, signalCorrelation.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { SignalCorrelationResolver } from "./resolvers/correlation.js";
import { FactorDecayResolver } from "./resolvers/decay.js";
import { UltimateDecisionResolver } from "./resolvers/decision.js";
import { ModelDriftResolver } from "./resolvers/drift.js";
import { SignalsFusionResolver } from "./resolvers/fusion.js";
import { GeneratorStatusResolver } from "./resolvers/generatorStatus.js";
import { FeatureImportanceResolver } from "./resolvers/importance.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { PositionMonitorResolver } from "./resolvers/monitor.js";
import { SignalsMtfResolver } from "./resolvers/mtf.js";
import { UniverseScanResolver } from "./resolvers/scan.js";
import { TradeSetupsResolver } from "./resolvers/setups.js";
import { EquitySittingResolver } from "./resolvers/sitting.js";
import { SignalStreamsResolver } from "./resolvers/streams.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "signals",
  resolvers: [
    SignalsInstrumentResolver,
    SignalStreamsResolver,
    GeneratorStatusResolver,
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
  ],
  orphanedTypes: [Instrument],
};
