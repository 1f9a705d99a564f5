/**
 * risk subgraph: portfolio risk of the house book (v2 var, stress, crash scenarios), the
 * validation calculators (deflated Sharpe, CPCV, Kelly sizing), the historical VaR scenario, the
 * correlation mesh, Instrument.riskProfile, the execution estimates and plans, and the credit
 * routes; and the trial registry it owns (strategy_trials: deflate, validation trials and trial
 * count; docs/STRATEGIES.md). Everything else comes through its owner's read-only reader
 * (market's and intel's readers/: prices, minute tape, FRED series, option chains), bounded by the request's clock.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { CorrelationMeshResolver } from "./resolvers/correlationMesh.js";
import { CostEstimateResolver } from "./resolvers/costEstimate.js";
import { CpcvResolver } from "./resolvers/cpcv.js";
import { CreditIndicesResolver } from "./resolvers/creditIndices.js";
import {
  CreditBondsResolver,
  CreditCdsHistoryResolver,
  CreditIssuerResolver,
  CreditLoansResolver,
  CreditRatingsResolver,
} from "./resolvers/creditIssuer.js";
import { DeflateResolver } from "./resolvers/deflate.js";
import { DeflatedSharpeResolver } from "./resolvers/deflatedSharpe.js";
import { HedgingResolver } from "./resolvers/hedging.js";
import { RiskInstrumentResolver } from "./resolvers/instrument.js";
import { KellyResolver } from "./resolvers/kelly.js";
import { PortfolioRiskResolver } from "./resolvers/portfolioRisk.js";
import { SlippageResolver } from "./resolvers/slippage.js";
import { SmartRouteResolver } from "./resolvers/smartRoute.js";
import { TrialRegistryResolver } from "./resolvers/trialRegistry.js";
import { TwapPlanResolver } from "./resolvers/twapPlan.js";
import { VarScenarioResolver } from "./resolvers/varScenario.js";
import { VwapPlanResolver } from "./resolvers/vwapPlan.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "risk",
  resolvers: [
    DeflatedSharpeResolver,
    RiskInstrumentResolver,
    // Portfolio risk and validation (issue 17; docs/RISK.md).
    PortfolioRiskResolver,
    VarScenarioResolver,
    CorrelationMeshResolver,
    CpcvResolver,
    KellyResolver,
    // Execution and credit (issue 17; docs/EXECUTION.md, docs/CREDIT.md).
    CostEstimateResolver,
    SlippageResolver,
    TwapPlanResolver,
    VwapPlanResolver,
    SmartRouteResolver,
    HedgingResolver,
    CreditIndicesResolver,
    CreditIssuerResolver,
    CreditBondsResolver,
    CreditCdsHistoryResolver,
    CreditRatingsResolver,
    CreditLoansResolver,
    // The trial registry (docs/STRATEGIES.md).
    DeflateResolver,
    TrialRegistryResolver,
  ],
  orphanedTypes: [Instrument],
};
