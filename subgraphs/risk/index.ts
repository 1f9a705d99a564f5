/**
 * risk subgraph: portfolio risk of the house book (v2 var, stress, crash scenarios), the
 * validation calculators (deflated Sharpe, CPCV, Kelly sizing), the historical VaR scenario, the
 * correlation mesh, and Instrument.riskProfile. Risk owns no table: prices come through market's
 * read-only readers (warehouse/readers/), bounded by the request's clock.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { CorrelationMeshResolver } from "./resolvers/correlationMesh.js";
import { CpcvResolver } from "./resolvers/cpcv.js";
import { DeflatedSharpeResolver } from "./resolvers/deflatedSharpe.js";
import { RiskInstrumentResolver } from "./resolvers/instrument.js";
import { KellyResolver } from "./resolvers/kelly.js";
import { PortfolioRiskResolver } from "./resolvers/portfolioRisk.js";
import { VarScenarioResolver } from "./resolvers/varScenario.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "risk",
  resolvers: [
    DeflatedSharpeResolver,
    RiskInstrumentResolver,
    PortfolioRiskResolver,
    VarScenarioResolver,
    CorrelationMeshResolver,
    CpcvResolver,
    KellyResolver,
  ],
  orphanedTypes: [Instrument],
};
