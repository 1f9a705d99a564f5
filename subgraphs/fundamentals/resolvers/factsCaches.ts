/**
 * What fundamentals computes from one company's SEC facts, computed once per data version
 * (kit/dataCache.ts) instead of on every request: statement rows (the quarter derivations),
 * metrics, the valuation inputs of a price (the screener's figures: resolvers/screenerCrossSection.ts).
 *
 * A company's facts as a request sees them are fixed by the ingested files and the filing
 * visibility date of the request's clock (data/facts.ts): that date is the as-of key, so a pinned
 * clock gets the value computed from the facts filed by its own date, never a later one's. The
 * company is keyed by its held files (their names carry its CIK; their contents are the data
 * version). A computation sees only the facts and its declared arguments, so nothing else a request
 * carries can slip into a value another request is served.
 */
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import type { CompanyFacts } from "../data/facts.js";
import { buildBalanceSheets } from "../domain/balanceSheets.js";
import { buildCashFlows } from "../domain/cashFlows.js";
import { buildIncomeStatements } from "../domain/incomeStatements.js";
import { buildMetrics, buildMetricsSnapshot } from "../domain/metrics.js";
import { newerFilingAvailable } from "../domain/statementLines.js";
import { valuationAt } from "../domain/valuation.js";
import type { StatementPeriodEnum } from "../types/enums.js";

type FactsComputation<A, V> = (
  ctx: SubgraphContext<"fundamentals">,
  facts: CompanyFacts,
  args: A,
) => Promise<V>;

function fromFacts<A extends object, V>(
  what: string,
  description: string,
  compute: (facts: CompanyFacts, args: A) => V,
): FactsComputation<A, V> {
  const cache = dataCache<V>({ name: `fundamentals.${what}`, owner: "fundamentals", description });
  return (ctx, facts, args) =>
    cache.get(ctx, { asOf: facts.visibleThrough, args: { company: facts.sourceFiles, ...args } }, async () =>
      compute(facts, args),
    );
}

interface Page {
  period: StatementPeriodEnum;
  limit: number;
}

export const incomeStatementsOf = fromFacts(
  "income_statements",
  "A company's income statement rows (quarters derived from year-to-date and annual filings) per period and limit.",
  (facts, { period, limit }: Page) => {
    const result = buildIncomeStatements(facts.facts, { period, limit, source: facts.source });
    return { result, newerFilingAvailable: newerFilingAvailable(facts.facts, result.rows) };
  },
);

export const balanceSheetsOf = fromFacts(
  "balance_sheets",
  "A company's balance sheet rows per period and limit.",
  (facts, page: Page) => buildBalanceSheets(facts.facts, page),
);

export const cashFlowsOf = fromFacts(
  "cash_flows",
  "A company's cash flow rows (quarters derived from year-to-date filings) per period and limit.",
  (facts, page: Page) => buildCashFlows(facts.facts, page),
);

export const metricsOf = fromFacts(
  "metrics",
  "A company's metrics rows per period, limit and sector.",
  (facts, { sector, ...page }: Page & { sector: string | null }) =>
    buildMetrics(facts.facts, { ...page, source: facts.source, sector }),
);

export const metricsSnapshotOf = fromFacts(
  "metrics_snapshot",
  "A company's metrics snapshot (TTM, latest quarter, growth) per sector.",
  (facts, { sector }: { sector: string | null }) =>
    buildMetricsSnapshot(facts.facts, { source: facts.source, sector }),
);

export const valuationAtClose = fromFacts(
  "valuation",
  "A company's valuation inputs (share count, TTM EPS, growth) at a close and its date.",
  (facts, { price, priceDate }: { price: number; priceDate: string }) =>
    valuationAt(facts.facts, facts.source, price, priceDate),
);
