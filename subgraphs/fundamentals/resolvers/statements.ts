import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type InstrumentRow, knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { range, rangeOn } from "../../kit/validation.js";
import { BALANCE_SHEET_FIELDS, buildBalanceSheets } from "../domain/balanceSheets.js";
import { buildCashFlows, CASH_FLOW_FIELDS } from "../domain/cashFlows.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { Instrument } from "../types/instrument.js";
import { BalanceSheets, CashFlowStatements, FinancialStatements } from "../types/statements.js";
import { statementsFor as incomeStatementsFor } from "./incomeStatements.js";
import { factsOf, noFactsReason, withHeldFacts } from "./shared.js";

const usdUnits = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, "usd"]));
const BALANCE_SHEET_UNITS = usdUnits(BALANCE_SHEET_FIELDS);
const CASH_FLOW_UNITS = usdUnits(CASH_FLOW_FIELDS);

type Build = typeof buildBalanceSheets | typeof buildCashFlows;

async function listFor<T extends BalanceSheets | CashFlowStatements>(
  ctx: SubgraphContext,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
  build: Build,
  units: Record<string, string>,
): Promise<T> {
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
      units,
    } as unknown as T;
  }
  const result = build(facts.facts, { period, limit });
  return {
    ticker: row.ticker,
    period,
    count: result.rows.length,
    items: result.rows.map((r) => ({ ticker: row.ticker, ...r })),
    quartersMissing: result.quartersMissing,
    newerFilingAvailable: result.newerFilingAvailable,
    source: facts.source,
    status: result.status,
    units,
  } as unknown as T;
}

export const balanceSheetsFor = (
  ctx: SubgraphContext,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
) => listFor<BalanceSheets>(ctx, row, period, limit, buildBalanceSheets, BALANCE_SHEET_UNITS);
export const cashFlowsFor = (
  ctx: SubgraphContext,
  row: InstrumentRow,
  period: StatementPeriodEnum,
  limit: number,
) => listFor<CashFlowStatements>(ctx, row, period, limit, buildCashFlows, CASH_FLOW_UNITS);

async function allFor(
  ctx: SubgraphContext,
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

@Resolver(() => Instrument)
export class StatementsResolver {
  @Query(() => BalanceSheets, {
    description:
      "Operation svc_v3_fundamentals_balance_sheets. A balance sheet is point in time: period ttm serves the latest quarter's sheet.",
  })
  async balanceSheets(
    @Arg("ticker", () => String) ticker: string,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 8 }) @range(1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<BalanceSheets> {
    return balanceSheetsFor(
      ctx,
      await withHeldFacts(ctx, await requireInstrument(ctx, ticker)),
      period,
      limit,
    );
  }

  @FieldResolver(() => BalanceSheets, { name: "balanceSheets", nullable: true })
  async instrumentBalanceSheets(
    @Root() instrument: Instrument,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 8 }) @rangeOn(Instrument, 1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<BalanceSheets> {
    return balanceSheetsFor(
      ctx,
      await withHeldFacts(ctx, await knownInstrument(ctx, instrument.ticker)),
      period,
      limit,
    );
  }

  @Query(() => CashFlowStatements, { description: "Operation svc_v3_fundamentals_cash_flow_statements." })
  async cashFlowStatements(
    @Arg("ticker", () => String) ticker: string,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 8 }) @range(1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CashFlowStatements> {
    return cashFlowsFor(ctx, await withHeldFacts(ctx, await requireInstrument(ctx, ticker)), period, limit);
  }

  @FieldResolver(() => CashFlowStatements, { name: "cashFlowStatements", nullable: true })
  async instrumentCashFlowStatements(
    @Root() instrument: Instrument,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 8 }) @rangeOn(Instrument, 1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CashFlowStatements> {
    return cashFlowsFor(
      ctx,
      await withHeldFacts(ctx, await knownInstrument(ctx, instrument.ticker)),
      period,
      limit,
    );
  }

  @Query(() => FinancialStatements, {
    description: "Operation svc_v3_fundamentals_all: income statements, balance sheets and cash flows.",
  })
  async financialStatements(
    @Arg("ticker", () => String) ticker: string,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 4 }) @range(1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<FinancialStatements> {
    return allFor(ctx, await withHeldFacts(ctx, await requireInstrument(ctx, ticker)), period, limit);
  }

  @FieldResolver(() => FinancialStatements, { name: "financialStatements", nullable: true })
  async instrumentFinancialStatements(
    @Root() instrument: Instrument,
    @Arg("period", () => StatementPeriodEnum, { defaultValue: StatementPeriodEnum.quarterly })
    period: StatementPeriodEnum,
    @Arg("limit", () => Int, { defaultValue: 4 }) @rangeOn(Instrument, 1, 200) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<FinancialStatements> {
    return allFor(
      ctx,
      await withHeldFacts(ctx, await knownInstrument(ctx, instrument.ticker)),
      period,
      limit,
    );
  }
}
