import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { nullFigures } from "../../kit/figures.js";
import { type InstrumentRow, knownInstrument } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { buildGrowth, GROWTH_AMOUNTS, GROWTH_RATES, GROWTH_UNITS, type GrowthRow } from "../domain/growth.js";
import { FundamentalsGrowth, FundamentalsGrowthRow } from "../types/growth.js";
import { Instrument } from "../types/instrument.js";
import { factsOf, noFactsReason } from "./shared.js";
import { resolveTickerList } from "./tickerList.js";

const VENDOR = { vendorRevenueGrowth: null, vendorMargins: null, vendorStatus: "no_vendor_feed" };
const VENDOR_REASONS = { vendorRevenueGrowth: "no_vendor_feed", vendorMargins: "no_vendor_feed" };

function shaped(ticker: string, source: string, row: GrowthRow): FundamentalsGrowthRow {
  return {
    ticker,
    fiscalPeriod: "FY",
    ...row,
    growthStatusReason: null,
    source,
    ...VENDOR,
    nullReasons: { ...row.nullReasons, ...VENDOR_REASONS },
  };
}

/** Why a ticker has no growth row: the one row it gets, every figure null for `reason`. */
function emptyRow(ticker: string, reason: string): FundamentalsGrowthRow {
  const row: FundamentalsGrowthRow = {
    ticker,
    fiscalYear: null,
    fiscalPeriod: null,
    periodStart: null,
    periodEnd: null,
    priorFiscalYear: null,
    priorPeriodEnd: null,
    ...nullFigures(GROWTH_AMOUNTS),
    ...nullFigures(GROWTH_RATES),
    revenueGrowthBasis: null,
    growthStatus: null,
    growthStatusReason: reason,
    accessionNumber: null,
    filingDate: null,
    source: null,
    nullReasons: {},
    ...VENDOR,
  };
  for (const [field, value] of Object.entries(row))
    if (value === null && !field.endsWith("Status") && !field.endsWith("Reason"))
      row.nullReasons[field] = reason;
  row.nullReasons = { ...row.nullReasons, ...VENDOR_REASONS };
  return row;
}

export async function growthRowsFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  limit: number,
): Promise<FundamentalsGrowthRow[]> {
  if (row.asset_class !== "equity") return [emptyRow(row.ticker, "not_applicable_non_equity")];
  const facts = await factsOf(ctx, row);
  if (!facts) return [emptyRow(row.ticker, noFactsReason(ctx, row))];
  const rows = buildGrowth(facts.facts, { limit, source: facts.source });
  if (rows.length === 0) return [emptyRow(row.ticker, "no_annual_report_in_sec_facts")];
  return rows.map((r) => shaped(row.ticker, facts.source, r));
}

/** The one argument Query.growth and Instrument.growth share, declared once for both. */
@ArgsType()
class GrowthYears {
  @Field(() => Int, { defaultValue: 1, description: "Fiscal years per ticker." })
  @range(1, 20)
  limit!: number;
}

@Resolver(() => Instrument)
export class GrowthResolver {
  @Query(() => FundamentalsGrowth, {
    description:
      "Operation svc_v3_fundamentals_growth: per ticker its newest `limit` fiscal years of growth; 404 only when every symbol is unknown.",
  })
  async growth(
    @Arg("tickers", () => [String], { description: "Symbols (REST: a comma list)." }) tickers: string[],
    @Args(() => GrowthYears) { limit }: GrowthYears,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<FundamentalsGrowth> {
    const { known, unknown } = await resolveTickerList(ctx, tickers);
    const perTicker = await Promise.all(known.map((row) => growthRowsFor(ctx, row, limit)));
    const items = perTicker.flat();
    return {
      tickers: known.map((row) => row.ticker),
      count: items.length,
      items,
      symbolsUnknown: unknown,
      units: { ...GROWTH_UNITS },
    };
  }

  @FieldResolver(() => [FundamentalsGrowthRow], {
    name: "growth",
    nullable: true,
    description: "Newest fiscal years first.",
  })
  async instrumentGrowth(
    @Root() instrument: Instrument,
    @Args(() => GrowthYears) { limit }: GrowthYears,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<FundamentalsGrowthRow[]> {
    return growthRowsFor(ctx, await knownInstrument(ctx, instrument.ticker), limit);
  }
}
