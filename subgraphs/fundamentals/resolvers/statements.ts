import { Int } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { STATEMENT_LIMIT, STATEMENT_PERIOD } from "../../kit/descriptions.js";
import { figuresIn } from "../../kit/figures.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { type InstrumentRow } from "../../kit/instruments.js";
import { instrumentAnswer } from "../descriptions.js";
import { BALANCE_SHEET_FIELDS } from "../domain/balanceSheets.js";
import { CASH_FLOW_FIELDS } from "../domain/cashFlows.js";
import { NO_ROW_SERVED } from "../domain/statementLines.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { Instrument } from "../types/instrument.js";
import { BalanceSheets, CashFlowStatements, FinancialStatements } from "../types/statements.js";
import { balanceSheetsOf, cashFlowsOf } from "./factsCaches.js";
import { statementsFor as incomeStatementsFor } from "./incomeStatements.js";
import { factsOf, noStatements, withHeldFacts } from "./shared.js";

const BALANCE_SHEET_UNITS = figuresIn("usd", BALANCE_SHEET_FIELDS);
const CASH_FLOW_UNITS = figuresIn("usd", CASH_FLOW_FIELDS);

type Build = typeof balanceSheetsOf | typeof cashFlowsOf;

async function listFor<T extends BalanceSheets | CashFlowStatements>(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
  build: Build,
  units: Record<string, string>,
): Promise<T> {
  const facts = await factsOf(ctx, row);
  if (!facts) return noStatements(ctx, row, period, units) as unknown as T;
  const result = await build(ctx, facts, { period, limit });
  return {
    ticker: row.ticker,
    period,
    count: result.rows.length,
    items: result.rows.map((r) => ({ ticker: row.ticker, ...r })),
    quartersMissing: result.quartersMissing,
    newerFilingAvailable: result.newerFilingAvailable,
    newerFilingAvailableReason: result.newerFilingAvailable === null ? NO_ROW_SERVED : null,
    source: facts.source,
    status: result.status,
    units,
  } as unknown as T;
}

export const balanceSheetsFor = (
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
) => listFor<BalanceSheets>(ctx, row, period, limit, balanceSheetsOf, BALANCE_SHEET_UNITS);
export const cashFlowsFor = (
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
) => listFor<CashFlowStatements>(ctx, row, period, limit, cashFlowsOf, CASH_FLOW_UNITS);

async function allFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
): Promise<FinancialStatements> {
  const [incomeStatements, balanceSheets, cashFlowStatements] = await Promise.all([
    incomeStatementsFor(ctx, row, period, limit),
    balanceSheetsFor(ctx, row, period, limit),
    cashFlowsFor(ctx, row, period, limit),
  ]);
  return { ticker: row.ticker, period, incomeStatements, balanceSheets, cashFlowStatements };
}

export const BalanceSheetsResolver = instrumentOperation<
  "fundamentals",
  { period: StatementPeriodEnum; limit: number }
>(Instrument, {
  field: "balanceSheets",
  instrumentDescription: instrumentAnswer("The balance sheets"),
  summary: "a balance sheet is point in time, so period ttm serves the latest quarter's sheet.",
  returns: () => BalanceSheets,
  args: {
    period: {
      type: () => StatementPeriodEnum,
      default: StatementPeriodEnum.quarterly,
      description: STATEMENT_PERIOD,
    },
    limit: { type: () => Int, default: 8, range: [1, 200], description: STATEMENT_LIMIT },
  },
  resolve: async (ctx, row, { period, limit }) =>
    balanceSheetsFor(ctx, await withHeldFacts(ctx, row), period, limit),
});

export const CashFlowStatementsResolver = instrumentOperation<
  "fundamentals",
  { period: StatementPeriodEnum; limit: number }
>(Instrument, {
  field: "cashFlowStatements",
  instrumentDescription: instrumentAnswer("The cash flow statements"),
  returns: () => CashFlowStatements,
  args: {
    period: {
      type: () => StatementPeriodEnum,
      default: StatementPeriodEnum.quarterly,
      description: STATEMENT_PERIOD,
    },
    limit: { type: () => Int, default: 8, range: [1, 200], description: STATEMENT_LIMIT },
  },
  resolve: async (ctx, row, { period, limit }) =>
    cashFlowsFor(ctx, await withHeldFacts(ctx, row), period, limit),
});

export const FinancialStatementsResolver = instrumentOperation<
  "fundamentals",
  {
    period: StatementPeriodEnum;
    limit: number;
  }
>(Instrument, {
  field: "financialStatements",
  instrumentDescription: instrumentAnswer("The three statements"),
  summary: "income statements, balance sheets and cash flows.",
  returns: () => FinancialStatements,
  args: {
    period: {
      type: () => StatementPeriodEnum,
      default: StatementPeriodEnum.quarterly,
      description: STATEMENT_PERIOD,
    },
    limit: { type: () => Int, default: 4, range: [1, 200], description: STATEMENT_LIMIT },
  },
  resolve: async (ctx, row, { period, limit }) => allFor(ctx, await withHeldFacts(ctx, row), period, limit),
});
