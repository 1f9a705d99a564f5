import { Int } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { type InstrumentRow } from "../../kit/instruments.js";
import { instrumentAnswer } from "../descriptions.js";
import {
  FIRST_YEAR,
  fiscalYearsOf,
  inWindow,
  LAST_YEAR,
  mergeNewestFirst,
  yearWindow,
} from "../domain/historical.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { HistoricalFundamentals, HistoricalStatementType } from "../types/historical.js";
import { Instrument } from "../types/instrument.js";
import { statementsFor as incomeStatementsFor } from "./incomeStatements.js";
import { factsOf, noFactsReason, withHeldFacts } from "./shared.js";
import { balanceSheetsFor, cashFlowsFor } from "./statements.js";

/** The statement routes' own maximum: every fiscal year and quarter a company's facts hold fits. */
const ALL_ROWS = 200;

interface HistoricalArgs {
  statementType: HistoricalStatementType;
  startYear: number | null;
  endYear: number | null;
  includeQuarterly: boolean;
}

type Lister<T> = (
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
) => Promise<{ items: T[] }>;

async function rowsOf<T extends { periodEnd: string; period: string; fiscalYear: number | null }>(
  list: Lister<T>,
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  includeQuarterly: boolean,
  keep: (r: T) => boolean,
): Promise<T[]> {
  const annual = (await list(ctx, row, StatementPeriodEnum.annual, ALL_ROWS)).items.filter(keep);
  const quarterly = includeQuarterly
    ? (await list(ctx, row, StatementPeriodEnum.quarterly, ALL_ROWS)).items.filter(keep)
    : [];
  return mergeNewestFirst(annual, quarterly);
}

async function historicalFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  args: HistoricalArgs,
): Promise<HistoricalFundamentals> {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const window = yearWindow(args.startYear, args.endYear, today);
  if (!window) {
    throw new ServiceError(
      "invalid_date_range",
      `end_year ${args.endYear} is before start_year ${args.startYear}; accepted: end_year on or after start_year.`,
      { extra: { parameter: "end_year" } },
    );
  }
  const wants = (type: HistoricalStatementType) =>
    args.statementType === HistoricalStatementType.all || args.statementType === type;
  const keep = (r: { fiscalYear: number | null }) => inWindow(r, window);
  const [income, balance, cash] = await Promise.all([
    wants(HistoricalStatementType.income)
      ? rowsOf(incomeStatementsFor, ctx, row, args.includeQuarterly, keep)
      : null,
    wants(HistoricalStatementType.balance)
      ? rowsOf(balanceSheetsFor, ctx, row, args.includeQuarterly, keep)
      : null,
    wants(HistoricalStatementType.cashflow)
      ? rowsOf(cashFlowsFor, ctx, row, args.includeQuarterly, keep)
      : null,
  ]);
  const all = [...(income ?? []), ...(balance ?? []), ...(cash ?? [])];
  const facts = await factsOf(ctx, row);
  const nullReasons: Record<string, string> = {};
  for (const [field, rows] of [
    ["incomeStatements", income],
    ["balanceSheets", balance],
    ["cashFlowStatements", cash],
  ] as const)
    if (rows === null) nullReasons[field] = "statement_type_not_requested";
  if (!facts) nullReasons.source = noFactsReason(ctx, row);
  return {
    ticker: row.ticker,
    statementType: args.statementType,
    ...window,
    includeQuarterly: args.includeQuarterly,
    fiscalYears: fiscalYearsOf(all),
    count: all.length,
    incomeStatements: income,
    balanceSheets: balance,
    cashFlowStatements: cash,
    source: facts?.source ?? null,
    status: facts ? null : noFactsReason(ctx, row),
    nullReasons,
  };
}

export const HistoricalResolver = instrumentOperation<"fundamentals", HistoricalArgs>(Instrument, {
  field: "historicalFundamentals",
  instrumentDescription: instrumentAnswer("Statements by fiscal year"),
  summary: "statements by fiscal year; without end_year the window runs to the next calendar year.",
  returns: () => HistoricalFundamentals,
  args: {
    statementType: {
      type: () => HistoricalStatementType,
      default: HistoricalStatementType.all,
      description: "Which statements are listed; the others are null (statement_type_not_requested).",
    },
    startYear: {
      type: () => Int,
      range: [FIRST_YEAR, LAST_YEAR],
      description: "First fiscal year listed (1990–2100); not given: 1990.",
    },
    endYear: {
      type: () => Int,
      range: [FIRST_YEAR, LAST_YEAR],
      description: "Last fiscal year listed (1990–2100); not given: the calendar year after the request's.",
    },
    includeQuarterly: {
      type: () => Boolean,
      default: false,
      description: "Also list each fiscal year's quarters; false: fiscal years only.",
    },
  },
  resolve: async (ctx, row, args) => historicalFor(ctx, await withHeldFacts(ctx, row), args),
});
