import { Ctx, Directive, FieldResolver, Resolver, Root } from "type-graphql";
import { lastFinalCloseDate } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import { equityLiquidityBarsAsOfClock } from "../data/dailyBars.js";
import { liquidityOf } from "../domain/liquidity.js";
import { REQUIRES_CANDIDATES, Screener, ScreenerMarketFigures } from "../types/screener.js";

/**
 * The candidates' figures, once per data version and last final close: the screener prices every
 * held company (1,000 at scale), and the same candidates at the same close get the same figures.
 */
const liquidityCache = dataCache<ScreenerMarketFigures[]>({
  name: "market.screener_liquidity",
  owner: "market",
  description: "The screener candidates' last close and 21-session average dollar volume, per ticker set.",
});

@Resolver(() => Screener)
export class ScreenerFiguresResolver {
  @FieldResolver(() => [ScreenerMarketFigures], {
    description: "Last close and 21-session average dollar volume of each candidate.",
  })
  @Directive(REQUIRES_CANDIDATES)
  @Directive("@inaccessible")
  async marketFigures(
    @Root() screener: Screener,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<ScreenerMarketFigures[]> {
    // Screener candidates are SEC filers (equities); no close after the clock (issue 14).
    const through = lastFinalCloseDate(ctx.clock.now(), "equity");
    return liquidityCache.get(ctx, { asOf: through, args: { tickers: screener.candidates } }, () => {
      const loader = ctx.loaders.get(equityLiquidityBarsAsOfClock);
      return Promise.all(
        screener.candidates.map(async (ticker) => ({ ticker, ...liquidityOf(await loader.load(ticker)) })),
      );
    });
  }
}
