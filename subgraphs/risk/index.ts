/**
 * risk subgraph: the deflated Sharpe calculator (root field) and Instrument.riskProfile, computed from
 * the close history market publishes (`@requires`), so risk owns no table.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { DeflatedSharpeResolver } from "./resolvers/deflatedSharpe.js";
import { RiskInstrumentResolver } from "./resolvers/instrument.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "risk",
  resolvers: [DeflatedSharpeResolver, RiskInstrumentResolver],
  orphanedTypes: [Instrument],
};
