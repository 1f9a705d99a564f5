/**
 * The SEC concept map: for every line fundamentals reads from a company's XBRL facts, the concepts
 * that may carry it, in order of preference (the first with a fact for the period wins). It is the
 * only place a concept name is written: the income statement (statementFields.ts), the balance
 * sheet (balanceSheets.ts), the cash flow statement (cashFlows.ts), dividends (dividends.ts) and
 * the share count (shareCount.ts) take their lists from here, and every other route that serves an
 * SEC line item (metrics, the metrics snapshot, company facts, valuation and the price snapshot's
 * fundamentals, the legacy snapshot, screener, peers, growth, historical, all/full, factor
 * predictors) reads it through those builders. A line a filer tags under a concept missing here is
 * a table edit (issue 14, defect 5: SNOW's only non-current debt is `ConvertibleDebtNoncurrent`,
 * TSLA tags `LongTermDebt`).
 *
 * Why a mapped line is null (`unreportedReason`): the company's facts tag none of its concepts in
 * any period (`concept_not_mapped`: it reports the item under a concept this map does not hold, or
 * not at all; the data cannot tell which), or they tag one but not for this period. "Not found in
 * SEC companyfacts" is said only of the latter.
 */
import type { SecFact } from "./secFact.js";

/** us-gaap concepts, in order of preference, per line of each statement. */
export const SEC_CONCEPTS = {
  incomeStatement: {
    // Revenues first: it is the total when a filer tags both it and the ASC 606 subtotal.
    revenue: [
      "Revenues",
      "RevenueFromContractWithCustomerExcludingAssessedTax",
      "SalesRevenueNet",
      "RevenueFromContractWithCustomerIncludingAssessedTax",
    ],
    costOfRevenue: ["CostOfRevenue", "CostOfGoodsAndServicesSold", "CostOfGoodsSold"],
    grossProfit: ["GrossProfit"],
    researchAndDevelopment: [
      "ResearchAndDevelopmentExpense",
      "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
    ],
    sellingGeneralAndAdministrative: ["SellingGeneralAndAdministrativeExpense"],
    operatingExpenses: ["OperatingExpenses"],
    operatingIncome: ["OperatingIncomeLoss"],
    interestExpense: ["InterestExpense", "InterestExpenseNonoperating"],
    incomeBeforeTax: [
      "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
      "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
    ],
    incomeTaxExpense: ["IncomeTaxExpenseBenefit"],
    netIncome: ["NetIncomeLoss"],
    netInterestIncome: ["InterestIncomeExpenseNet"],
    epsBasic: ["EarningsPerShareBasic", "EarningsPerShareBasicAndDiluted"],
    epsDiluted: ["EarningsPerShareDiluted", "EarningsPerShareBasicAndDiluted"],
    weightedAverageSharesBasic: [
      "WeightedAverageNumberOfSharesOutstandingBasic",
      "WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
    ],
    weightedAverageSharesDiluted: [
      "WeightedAverageNumberOfDilutedSharesOutstanding",
      "WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
    ],
  },
  balanceSheet: {
    cashAndEquivalents: ["CashAndCashEquivalentsAtCarryingValue", "Cash"],
    shortTermInvestments: [
      "MarketableSecuritiesCurrent",
      "ShortTermInvestments",
      "AvailableForSaleSecuritiesDebtSecuritiesCurrent",
    ],
    accountsReceivable: ["AccountsReceivableNetCurrent"],
    inventory: ["InventoryNet"],
    totalCurrentAssets: ["AssetsCurrent"],
    propertyPlantAndEquipmentNet: ["PropertyPlantAndEquipmentNet"],
    goodwill: ["Goodwill"],
    totalAssets: ["Assets"],
    accountsPayable: ["AccountsPayableCurrent"],
    totalCurrentLiabilities: ["LiabilitiesCurrent"],
    totalLiabilities: ["Liabilities"],
    retainedEarnings: ["RetainedEarningsAccumulatedDeficit"],
    totalStockholdersEquity: ["StockholdersEquity"],
    totalEquity: [
      "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
      "StockholdersEquity",
    ],
    totalLiabilitiesAndEquity: ["LiabilitiesAndStockholdersEquity"],
    netLoans: ["LoansAndLeasesReceivableNetReportedAmount", "LoansAndLeasesReceivableNetOfDeferredIncome"],
    deposits: ["Deposits"],
  },
  /** The parts shortTermDebt and longTermDebt are formed from (balanceSheets.ts). */
  debt: {
    debtCurrent: ["DebtCurrent"],
    shortTermBorrowings: ["ShortTermBorrowings", "CommercialPaper"],
    currentLongTermDebt: ["LongTermDebtCurrent", "LongTermDebtAndCapitalLeaseObligationsCurrent"],
    // ConvertibleDebtNoncurrent: a filer whose only non-current debt is convertible notes (SNOW).
    // LongTermDebt last: by its definition it may include the current portion, so a value from it
    // is flagged may_include_current_portion; filers such as TSLA tag their non-current line with it.
    longTermDebt: [
      "LongTermDebtNoncurrent",
      "LongTermDebtAndCapitalLeaseObligations",
      "ConvertibleDebtNoncurrent",
      "LongTermDebt",
    ],
    /** Concepts of longTermDebt whose definition may include the current portion (flagged). */
    mayIncludeCurrentPortion: ["LongTermDebt"],
  },
  cashFlow: {
    netIncome: ["ProfitLoss", "NetIncomeLoss"],
    depreciationAndAmortization: [
      "DepreciationDepletionAndAmortization",
      "DepreciationAmortizationAndAccretionNet",
      "DepreciationAndAmortization",
      "Depreciation",
    ],
    stockBasedCompensation: ["ShareBasedCompensation", "AllocatedShareBasedCompensationExpense"],
    deferredIncomeTax: ["DeferredIncomeTaxExpenseBenefit", "DeferredIncomeTaxesAndTaxCredits"],
    changeInReceivables: [
      "IncreaseDecreaseInAccountsReceivable",
      "IncreaseDecreaseInReceivables",
      "IncreaseDecreaseInAccountsAndOtherReceivables",
    ],
    changeInInventory: ["IncreaseDecreaseInInventories"],
    changeInAccountsPayable: ["IncreaseDecreaseInAccountsPayable", "IncreaseDecreaseInAccountsPayableTrade"],
    operatingCashFlow: [
      "NetCashProvidedByUsedInOperatingActivities",
      "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations",
    ],
    capitalExpenditure: ["PaymentsToAcquirePropertyPlantAndEquipment", "PaymentsToAcquireProductiveAssets"],
    acquisitions: ["PaymentsToAcquireBusinessesNetOfCashAcquired"],
    investmentPurchases: [
      "PaymentsToAcquireAvailableForSaleSecuritiesDebt",
      "PaymentsToAcquireAvailableForSaleSecurities",
      "PaymentsToAcquireMarketableSecurities",
      "PaymentsToAcquireInvestments",
    ],
    // Proceeds from sales only: maturities and collections are not sales.
    investmentSales: [
      "ProceedsFromSaleOfAvailableForSaleSecuritiesDebt",
      "ProceedsFromSaleOfAvailableForSaleSecurities",
      "ProceedsFromSaleOfMarketableSecurities",
      "ProceedsFromSaleOfShortTermInvestments",
    ],
    investingCashFlow: [
      "NetCashProvidedByUsedInInvestingActivities",
      "NetCashProvidedByUsedInInvestingActivitiesContinuingOperations",
    ],
    debtIssued: ["ProceedsFromIssuanceOfLongTermDebt", "ProceedsFromIssuanceOfDebt"],
    debtRepaid: ["RepaymentsOfLongTermDebt", "RepaymentsOfDebt"],
    shareRepurchases: ["PaymentsForRepurchaseOfCommonStock"],
    dividendsPaid: ["PaymentsOfDividends", "PaymentsOfDividendsCommonStock"],
    financingCashFlow: [
      "NetCashProvidedByUsedInFinancingActivities",
      "NetCashProvidedByUsedInFinancingActivitiesContinuingOperations",
    ],
    netChangeInCash: [
      "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect",
      "CashAndCashEquivalentsPeriodIncreaseDecrease",
    ],
    changeInWorkingCapital: ["IncreaseDecreaseInOperatingCapital"],
  },
  dividends: {
    dividendsPerShare: ["CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid"],
    // Common dividends first: the dividends route is per common share.
    dividendsPaid: ["PaymentsOfDividendsCommonStock", "PaymentsOfDividends"],
  },
  /** The share count's tiers, each one concept (shareCount.ts says how each is read). */
  shareCount: {
    coverPage: ["EntityCommonStockSharesOutstanding"],
    balanceSheet: ["CommonStockSharesOutstanding"],
    weightedAverage: ["WeightedAverageNumberOfSharesOutstandingBasic"],
  },
  /** The split ratio the issuer tags in its equity note (perShare.ts). */
  stockSplit: {
    ratio: ["StockholdersEquityNoteStockSplitConversionRatio1"],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

/** The reason words of `unreportedReason`, for callers whose own vocabulary is fixed by the spec. */
export const CONCEPT_NOT_MAPPED = "concept_not_mapped";

const taggedCache = new WeakMap<readonly SecFact[], ReadonlySet<string>>();

/** Every concept the facts tag, in any taxonomy, unit and period (kept per facts array). */
export function taggedConcepts(facts: readonly SecFact[]): ReadonlySet<string> {
  let tagged = taggedCache.get(facts);
  if (!tagged) {
    tagged = new Set(facts.map((fact) => fact.concept));
    taggedCache.set(facts, tagged);
  }
  return tagged;
}

/**
 * `concept_not_mapped` when the facts tag none of the line's concepts in any period, else
 * `notReported` (the line's own word for "not for this period": `not_reported`, or the spec's
 * `not_found_in_sec_companyfacts` on the debt lines).
 */
export function unreportedReason<Word extends string = "not_reported">(
  tagged: ReadonlySet<string>,
  concepts: readonly string[],
  notReported: Word = "not_reported" as Word,
): Word | "concept_not_mapped" {
  return concepts.some((concept) => tagged.has(concept)) ? notReported : CONCEPT_NOT_MAPPED;
}

/** Notes with each `not_reported` line whose concepts the facts never tag said `concept_not_mapped`. */
export function explainUnreported(
  notes: Readonly<Record<string, string>>,
  tagged: ReadonlySet<string>,
  conceptsOf: (field: string) => readonly string[] | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, note] of Object.entries(notes)) {
    const concepts = conceptsOf(field);
    out[field] = note === "not_reported" && concepts ? unreportedReason(tagged, concepts) : note;
  }
  return out;
}
