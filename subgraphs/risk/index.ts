/**
 * risk subgraph: the deflated Sharpe calculator (root field) and Instrument.riskProfile, computed from
 * the close history market publishes (`@requires`); and the trial registry it owns (strategy_trials:
 * deflate, validation trials and trial count; docs/STRATEGIES.md).
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { DeflateResolver } from "./resolvers/deflate.js";
import { DeflatedSharpeResolver } from "./resolvers/deflatedSharpe.js";
import { RiskInstrumentResolver } from "./resolvers/instrument.js";
import { TrialRegistryResolver } from "./resolvers/trialRegistry.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "risk",
  resolvers: [DeflatedSharpeResolver, RiskInstrumentResolver, DeflateResolver, TrialRegistryResolver],
  orphanedTypes: [Instrument],
};
