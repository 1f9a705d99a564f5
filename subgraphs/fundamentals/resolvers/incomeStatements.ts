import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type InstrumentRow, knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { range, rangeOn } from "../../kit/validation.js";
import { buildIncomeStatements, FIELD_UNITS } from "../domain/incomeStatements.js";
import { newerFilingAvailable } from "../domain/statementLines.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { IncomeStatements } from "../types/incomeStatements.js";
import { Instrument } from "../types/instrument.js";
import { factsOf, noFactsReason, withHeldFacts } from "./shared.js";

export async function statementsFor(
  ctx: SubgraphContext,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
): Promise<IncomeStatements> {
  const facts = await factsOf(ctx, row);
  if (!facts) {
    return {
      ticker: row.ticker,
      period,
      count: 0,
      items: [],
      quartersMissing: [],
      newerFilingAvailable: null,
      source: null,
      status: noFactsReason(row),
      units: { ...FIELD_UNITS },
    };
  }
  const result = buildIncomeStatements(facts.facts, { period, limit, source: facts.source });
  return {
    ticker: row.ticker,
    period,
    count: result.rows.length,
    items: result.rows.map((statement) => ({ ticker: row.ticker, ...statement })),
    quartersMissing: result.quartersMissing,
    newerFilingAvailable: newerFilingAvailable(facts.facts, result.rows),
    source: result.source,
    status: result.ttmStatus,
    units: result.units,
  };
}

@Resolver(() => Instrument)
export class IncomeStatementsResolver {
  @Query(() => IncomeStatements, { description: "Operation svc_v3_fundamentals_income_statements." })
  async incomeStatements(
    @Arg("ticker", () => String) ticker: string,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 8 }) @range(1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<IncomeStatements> {
    return statementsFor(ctx, await withHeldFacts(ctx, await requireInstrument(ctx, ticker)), period, limit);
  }

  @FieldResolver(() => IncomeStatements, { name: "incomeStatements", nullable: true })
  async instrumentIncomeStatements(
    @Root() instrument: Instrument,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.annual })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 4 }) @rangeOn(Instrument, 1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<IncomeStatements> {
    return statementsFor(
      ctx,
      await withHeldFacts(ctx, await knownInstrument(ctx, instrument.ticker)),
      period,
      limit,
    );
  }
}
