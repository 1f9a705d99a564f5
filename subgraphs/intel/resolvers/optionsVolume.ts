/**
 * Root field optionsVolume: the catalogue operation svc_v3_intel_options_volume
 * (/api/v3/intel/options_volume/{ticker}), and the shared mapping also used by Instrument.optionsVolume.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type InstrumentRow, requireInstrument } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { chainSlicesByTicker, MAX_SNAPSHOT_DATES } from "../data/optionChains.js";
import { dailyOptionsVolume, optionsVolumeNote } from "../domain/optionsVolume.js";
import { OptionsVolume } from "../types/optionsVolume.js";

export const OPTIONS_VOLUME_SOURCE = "option_chain_snapshots";

export async function loadOptionsVolume(
  ctx: SubgraphContext,
  instrument: InstrumentRow,
  limit: number,
): Promise<OptionsVolume> {
  const slices = await ctx.loaders.get(chainSlicesByTicker).load(instrument.ticker);
  const items = dailyOptionsVolume(slices).slice(0, limit);
  return {
    ticker: instrument.ticker,
    items,
    count: items.length,
    source: OPTIONS_VOLUME_SOURCE,
    note: optionsVolumeNote(instrument.ticker, items),
  };
}

@Resolver()
export class OptionsVolumeResolver {
  @Query(() => OptionsVolume, {
    description: "Daily call and put volume, put/call ratio and open interest from option chain snapshots.",
  })
  async optionsVolume(
    @Ctx() ctx: SubgraphContext,
    @Arg("ticker", () => String) ticker: string,
    @Arg("limit", () => Int, { defaultValue: 30, description: "Snapshot dates, newest first." })
    @range(1, MAX_SNAPSHOT_DATES)
    limit: number,
  ): Promise<OptionsVolume> {
    const instrument = await requireInstrument(ctx, ticker);
    return loadOptionsVolume(ctx, instrument, limit);
  }
}
