/**
 * signals subgraph (docs/SIGNALS.md): the signals book, a derived product it owns (derived.ts:
 * signals_book_rows, _dates, _weights, built once per data version) and the routes that read it —
 * one stock's row (ml_prediction as `signal`, ml_drivers, voter_attribution, conformal intervals),
 * the multi-horizon batch, the optimizer's weights, the book's status and readiness;
 * Instrument.momentum from market's close reader; the signals and decisions streams
 * (Subscription), which no producer feeds yet, and their generators' status.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { BookStatusResolver } from "./resolvers/bookStatus.js";
import { GeneratorStatusResolver } from "./resolvers/generatorStatus.js";
import { SignalsInstrumentResolver } from "./resolvers/instrument.js";
import { PredictionIntervalsResolver } from "./resolvers/intervals.js";
import { MlDriversResolver } from "./resolvers/mlDrivers.js";
import { MultiHorizonResolver } from "./resolvers/multiHorizon.js";
import { OptimizerResolver } from "./resolvers/optimizer.js";
import { SignalResolver } from "./resolvers/signal.js";
import { SignalStreamsResolver } from "./resolvers/streams.js";
import { VoterAttributionResolver } from "./resolvers/voterAttribution.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "signals",
  resolvers: [
    SignalsInstrumentResolver,
    SignalStreamsResolver,
    GeneratorStatusResolver,
    SignalResolver,
    MlDriversResolver,
    VoterAttributionResolver,
    PredictionIntervalsResolver,
    MultiHorizonResolver,
    OptimizerResolver,
    BookStatusResolver,
  ],
  orphanedTypes: [Instrument],
};
