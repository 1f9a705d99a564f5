import { Ctx, FieldResolver, Float, Resolver, Root } from "type-graphql";
import { lastFinalCloseDate } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { knownInstrument } from "../../kit/instruments.js";
import { latestTwoBars } from "../data/dailyBars.js";
import { dailyBarsThrough } from "../data/sessionReads.js";
import { CompanyFactsPrice } from "../types/companyFactsPrice.js";

interface PriorClose {
  close: number | null;
  date: string | null;
  /** Why close is null: no daily prices held, or none final by the clock. */
  reason: string | null;
}

/**
 * Through the snapshot's loader of the two newest bars, so a list of companies costs one statement
 * per batch (and none more beside their snapshots); a clock pinned before the second newest
 * session reads its own bar.
 */
async function priorCloseOf(ctx: SubgraphContext<"market">, ticker: string): Promise<PriorClose> {
  const instrument = await knownInstrument(ctx, ticker);
  const through = lastFinalCloseDate(ctx.clock.now(), instrument.asset_class);
  const newest = await ctx.loaders.get(latestTwoBars).load(instrument.ticker);
  const older = newest.length === 2 && newest[0] !== undefined && newest[0].date > through;
  const bar = older
    ? (await dailyBarsThrough(ctx.db, instrument.ticker, through, 1))[0]
    : newest.findLast((candidate) => candidate.date <= through);
  const reason = bar ? null : newest.length === 0 ? "no_daily_prices_held" : "no_close_final_by_clock";
  return { close: bar?.close ?? null, date: bar?.date ?? null, reason };
}

@Resolver(() => CompanyFactsPrice)
export class CompanyFactsPriceResolver {
  @FieldResolver(() => Float, {
    nullable: true,
    description: "Close of the last completed session on the clock (the market cap's price).",
  })
  async priorClose(@Root() facts: CompanyFactsPrice, @Ctx() ctx: SubgraphContext<"market">) {
    return (await priorCloseOf(ctx, facts.ticker)).close;
  }

  @FieldResolver(() => String, { nullable: true, description: "Date of prior_close." })
  async priorCloseDate(@Root() facts: CompanyFactsPrice, @Ctx() ctx: SubgraphContext<"market">) {
    return (await priorCloseOf(ctx, facts.ticker)).date;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Why prior_close is null: no_daily_prices_held, no_close_final_by_clock; null when it is set.",
  })
  async priorCloseReason(@Root() facts: CompanyFactsPrice, @Ctx() ctx: SubgraphContext<"market">) {
    return (await priorCloseOf(ctx, facts.ticker)).reason;
  }
}
