/**
 * risk subgraph: the deflated Sharpe calculator (root field) and Instrument.riskProfile, computed from
 * the close history market publishes (`@requires`); the execution estimates and plans and the credit
 * routes, which read market's and intel's bulk data through their read-only readers
 * (warehouse/readers). Risk owns no table.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { CostEstimateResolver } from "./resolvers/costEstimate.js";
import { CreditIndicesResolver } from "./resolvers/creditIndices.js";
import {
  CreditBondsResolver,
  CreditCdsHistoryResolver,
  CreditIssuerResolver,
  CreditLoansResolver,
  CreditRatingsResolver,
} from "./resolvers/creditIssuer.js";
import { DeflatedSharpeResolver } from "./resolvers/deflatedSharpe.js";
import { HedgingResolver } from "./resolvers/hedging.js";
import { RiskInstrumentResolver } from "./resolvers/instrument.js";
import { SlippageResolver } from "./resolvers/slippage.js";
import { SmartRouteResolver } from "./resolvers/smartRoute.js";
import { TwapPlanResolver } from "./resolvers/twapPlan.js";
import { VwapPlanResolver } from "./resolvers/vwapPlan.js";
import { Instrument } from "./types/instrument.js";

export const definition: SubgraphDefinition = {
  name: "risk",
  resolvers: [
    DeflatedSharpeResolver,
    RiskInstrumentResolver,
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
  ],
  orphanedTypes: [Instrument],
};
