/** Intel's contribution to Instrument: its latest SEC filings as news. */
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { requireInstrument } from "../../kit/instruments.js";
import { rangeOn } from "../../kit/validation.js";
import { Instrument } from "../types/instrument.js";
import { NewsFeed } from "../types/newsFeed.js";
import { loadFeed } from "./feed.js";

@Resolver(() => Instrument)
export class IntelInstrumentResolver {
  @FieldResolver(() => NewsFeed, { description: "The latest SEC EDGAR filings of the company as news." })
  async filingNews(
    @Root() instrument: Instrument,
    @Ctx() ctx: SubgraphContext,
    @Arg("limit", () => Int, { defaultValue: 5 }) @rangeOn(Instrument, 1, 100) limit: number,
  ): Promise<NewsFeed> {
    // Batched: every instrument of the request shares one instruments query and one filings query.
    const row = await requireInstrument(ctx, instrument.ticker);
    return loadFeed(ctx, row, { limit });
  }
}
