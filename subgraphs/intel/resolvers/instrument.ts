/** Intel's contributions to Instrument: its latest SEC filings as news, and its daily options volume. */
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { requireInstrument } from "../../kit/instruments.js";
import { rangeOn } from "../../kit/validation.js";
import { MAX_SNAPSHOT_DATES } from "../data/optionChains.js";
import { Instrument } from "../types/instrument.js";
import { NewsFeed } from "../types/newsFeed.js";
import { OptionsVolume } from "../types/optionsVolume.js";
import { loadFeed } from "./feed.js";
import { loadOptionsVolume } from "./optionsVolume.js";

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

  @FieldResolver(() => OptionsVolume, {
    description: "Daily call and put volume, put/call ratio and open interest from option chain snapshots.",
  })
  async optionsVolume(
    @Root() instrument: Instrument,
    @Ctx() ctx: SubgraphContext,
    @Arg("limit", () => Int, { defaultValue: 30, description: "Snapshot dates, newest first." })
    @rangeOn(Instrument, 1, MAX_SNAPSHOT_DATES)
    limit: number,
  ): Promise<OptionsVolume> {
    // Batched like filingNews: one instruments query and one option chain query per request.
    const row = await requireInstrument(ctx, instrument.ticker);
    return loadOptionsVolume(ctx, row, limit);
  }
}
