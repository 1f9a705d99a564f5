import { Int } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { STATEMENT_LIMIT, STATEMENT_PERIOD } from "../../kit/descriptions.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { instrumentAnswer } from "../descriptions.js";
import { FIELD_UNITS } from "../domain/incomeStatements.js";
import { NO_ROW_SERVED } from "../domain/statementLines.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { IncomeStatements } from "../types/incomeStatements.js";
import { Instrument } from "../types/instrument.js";
import { incomeStatementsOf } from "./factsCaches.js";
import { factsOf, noStatements, withHeldFacts } from "./shared.js";

export async function statementsFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
): Promise<IncomeStatements> {
  const facts = await factsOf(ctx, row);
  if (!facts) return noStatements(ctx, row, period, { ...FIELD_UNITS });
  const { result, newerFilingAvailable: newer } = await incomeStatementsOf(ctx, facts, { period, limit });
  return {
    ticker: row.ticker,
    period,
    count: result.rows.length,
    items: result.rows.map((statement) => ({ ticker: row.ticker, ...statement })),
    quartersMissing: result.quartersMissing,
    newerFilingAvailable: newer,
    newerFilingAvailableReason: newer === null ? NO_ROW_SERVED : null,
    source: result.source,
    status: result.ttmStatus,
    units: result.units,
  };
}

export const IncomeStatementsResolver = instrumentOperation<
  "fundamentals",
  { period: StatementPeriodEnum; limit: number }
>(Instrument, {
  field: "incomeStatements",
  instrumentDescription: instrumentAnswer("The income statements"),
  returns: () => IncomeStatements,
  args: {
    period: {
      type: () => StatementPeriodEnum,
      default: StatementPeriodEnum.quarterly,
      description: STATEMENT_PERIOD,
    },
    limit: { type: () => Int, default: 8, range: [1, 200], description: STATEMENT_LIMIT },
  },
  resolve: async (ctx, row, { period, limit }) =>
    statementsFor(ctx, await withHeldFacts(ctx, row), period, limit),
});
