import { Ctx, Directive, FieldResolver, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { equityCloseHistoryAsOfClock } from "../data/dailyBars.js";
import { liquidityOf } from "../domain/liquidity.js";
import { REQUIRES_CANDIDATES, Screener, ScreenerMarketFigures } from "../types/screener.js";

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
    const loader = ctx.loaders.get(equityCloseHistoryAsOfClock);
    return Promise.all(
      screener.candidates.map(async (ticker) => ({ ticker, ...liquidityOf(await loader.load(ticker)) })),
    );
  }
}
