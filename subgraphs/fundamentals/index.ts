/**
 * The fundamentals subgraph: company profiles, statements and valuation from SEC facts. Owns
 * sec_facts and sec_companies; extends market's PriceSnapshot with the valuation fields.
 */
import type { SubgraphDefinition } from "../kit/subgraph.js";
import { CompanyFactsResolver, CompanyMarketCapResolver } from "./resolvers/companyFacts.js";
import { CompanyFullResolver, FundamentalsFullResolver } from "./resolvers/companyFull.js";
import { DirectoryResolver } from "./resolvers/directory.js";
import { DividendsResolver } from "./resolvers/dividends.js";
import { FactorPredictorsResolver } from "./resolvers/factorPredictors.js";
import { GrowthResolver } from "./resolvers/growth.js";
import { HistoricalResolver } from "./resolvers/historical.js";
import { IncomeStatementsResolver } from "./resolvers/incomeStatements.js";
import { InstrumentRootsResolver } from "./resolvers/instrumentRoots.js";
import { LegacySnapshotFundamentalsResolver } from "./resolvers/legacySnapshot.js";
import { MetricsResolver, MetricsSnapshotResolver } from "./resolvers/metrics.js";
import { NotConfiguredResolver } from "./resolvers/notConfigured.js";
import { PeersResolver } from "./resolvers/peers.js";
import { ResearchDatasetsResolver } from "./resolvers/researchDatasets.js";
import { ScreenerResolver, screenerReference } from "./resolvers/screener.js";
import { ScreenerPresetsResolver } from "./resolvers/screenerPresets.js";
import { SecFilingResolver, SecFilingsResolver } from "./resolvers/secFilings.js";
import {
  BalanceSheetsResolver,
  CashFlowStatementsResolver,
  FinancialStatementsResolver,
} from "./resolvers/statements.js";
import { ValuationResolver } from "./resolvers/valuation.js";
import { XbrlConceptsResolver, XbrlFactsResolver } from "./resolvers/xbrl.js";
import { Instrument } from "./types/instrument.js";
import { LegacySnapshot } from "./types/legacySnapshot.js";
import { PriceSnapshot } from "./types/priceSnapshot.js";

export const definition: SubgraphDefinition = {
  name: "fundamentals",
  resolvers: [
    InstrumentRootsResolver,
    CompanyFactsResolver,
    CompanyMarketCapResolver,
    IncomeStatementsResolver,
    BalanceSheetsResolver,
    CashFlowStatementsResolver,
    FinancialStatementsResolver,
    MetricsResolver,
    MetricsSnapshotResolver,
    ValuationResolver,
    XbrlConceptsResolver,
    XbrlFactsResolver,
    GrowthResolver,
    SecFilingsResolver,
    SecFilingResolver,
    NotConfiguredResolver,
    HistoricalResolver,
    DirectoryResolver,
    DividendsResolver,
    PeersResolver,
    ScreenerResolver,
    ScreenerPresetsResolver,
    CompanyFullResolver,
    FundamentalsFullResolver,
    LegacySnapshotFundamentalsResolver,
    FactorPredictorsResolver,
    ResearchDatasetsResolver,
  ],
  orphanedTypes: [Instrument, PriceSnapshot, LegacySnapshot],
  referenceResolvers: screenerReference,
};
