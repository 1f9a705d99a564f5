import { institutionalHolders } from "../../intel/readers/institutionalHolders.js";
import type { SubgraphContext } from "../../kit/context.js";
import { isEntitled } from "../../kit/entitlements.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { type InstrumentRow } from "../../kit/instruments.js";
import { instrumentAnswer } from "../descriptions.js";
import { latestAnnualReport, newerAnnualReport } from "../domain/annualReport.js";
import { CompanyFull, FundamentalsFull } from "../types/companyFull.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { Instrument } from "../types/instrument.js";
import { companyFactsFor } from "./companyFacts.js";
import { growthRowsFor } from "./growth.js";
import { statementsFor as incomeStatementsFor } from "./incomeStatements.js";
import { snapshotFor } from "./metrics.js";
import { factsOf, noFactsReason } from "./shared.js";
import { balanceSheetsFor, cashFlowsFor } from "./statements.js";

/** spec/02: the bundle's insider trades and holders need the funds product. */
const FUNDS_PRODUCT = "funds_institutional";
const FULL_YEARS = 4;
/** spec/02: the bundle's holders are the top 10. */
const TOP_HOLDERS = 10;

async function companyFullFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
): Promise<CompanyFull> {
  const [profile, facts, annual] = await Promise.all([
    companyFactsFor(ctx, row),
    factsOf(ctx, row),
    incomeStatementsFor(ctx, row, StatementPeriodEnum.annual, 1),
  ]);
  const latestStatement = annual.items[0] ?? null;
  const report = facts ? latestAnnualReport(facts.facts) : null;
  const newer = facts
    ? newerAnnualReport(report, latestStatement)
    : { newer: null, status: noFactsReason(ctx, row) };
  const nullReasons: Record<string, string> = {};
  const noFacts = facts ? null : noFactsReason(ctx, row);
  if (report === null) nullReasons.latestAnnualReport = noFacts ?? "no_annual_report_in_sec_facts";
  if (latestStatement === null)
    nullReasons.latestAnnualStatement = noFacts ?? "no_annual_statement_in_sec_facts";
  if (newer.newer === null) nullReasons.newerAnnualReport = newer.status;
  return {
    ticker: row.ticker,
    profile,
    latestAnnualReport: report,
    latestAnnualStatement: latestStatement,
    newerAnnualReport: newer.newer,
    newerAnnualReportStatus: newer.status,
    nullReasons,
  };
}

async function fullFor(ctx: SubgraphContext<"fundamentals">, row: InstrumentRow): Promise<FundamentalsFull> {
  const annual = StatementPeriodEnum.annual;
  const entitled = isEntitled(ctx.entitledProducts, FUNDS_PRODUCT);
  const [profile, facts, incomeStatements, balanceSheets, cashFlowStatements, metrics, growth, holders] =
    await Promise.all([
      companyFactsFor(ctx, row),
      factsOf(ctx, row),
      incomeStatementsFor(ctx, row, annual, FULL_YEARS),
      balanceSheetsFor(ctx, row, annual, FULL_YEARS),
      cashFlowsFor(ctx, row, annual, FULL_YEARS),
      snapshotFor(ctx, row),
      growthRowsFor(ctx, row, 1),
      entitled
        ? institutionalHolders(ctx, row.ticker, TOP_HOLDERS)
        : { holders: null, status: "plan_required" },
    ]);
  // The routes of these parts answer 503 without SEC facts; the bundle keeps its other parts.
  const missing = facts ? null : noFactsReason(ctx, row);
  // Insider trades are intel's data, with no reader for the bundle yet: even an entitled caller
  // gets null with the reason. The 13F holders come through intel's reader.
  const insiders = entitled ? "not_available_from_intel" : "plan_required";
  return {
    ticker: row.ticker,
    profile,
    statements: missing
      ? null
      : { ticker: row.ticker, period: annual, incomeStatements, balanceSheets, cashFlowStatements },
    statementsStatus: missing,
    metrics: missing ? null : metrics,
    metricsStatus: missing,
    growth,
    insiderTrades: null,
    insiderTradesStatus: insiders,
    topInstitutionalHolders: holders.holders,
    topInstitutionalHoldersStatus: holders.status,
  };
}

export const CompanyFullResolver = instrumentOperation<"fundamentals">(Instrument, {
  field: "companyFull",
  instrumentDescription: instrumentAnswer("The profile and newest annual figures"),
  summary: "profile, newest annual figures, newer_annual_report.",
  returns: () => CompanyFull,
  resolve: companyFullFor,
});

export const FundamentalsFullResolver = instrumentOperation<"fundamentals">(Instrument, {
  field: "fundamentalsFull",
  instrumentDescription: instrumentAnswer("Everything fundamentals holds on the company"),
  summary: "profile, statements, metrics and growth; insider trades and holders need the funds product.",
  returns: () => FundamentalsFull,
  resolve: fullFor,
});
