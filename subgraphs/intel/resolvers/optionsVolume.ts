/**
 * optionsVolume, on Query and Instrument: the catalogue operation svc_v3_intel_options_volume
 * (/api/v3/intel/options_volume/{ticker}).
 */
import { Int } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { chainSlicesByTicker, MAX_SNAPSHOT_DATES } from "../data/optionChains.js";
import { dailyOptionsVolume, optionsVolumeNote } from "../domain/optionsVolume.js";
import { Instrument } from "../types/instrument.js";
import { OptionsVolume } from "../types/optionsVolume.js";

export const OPTIONS_VOLUME_SOURCE = "option_chain_snapshots";

export async function loadOptionsVolume(
  ctx: SubgraphContext<"intel">,
  instrument: InstrumentRow,
  limit: number,
): Promise<OptionsVolume> {
  const slices = await ctx.loaders.get(chainSlicesByTicker).load(instrument.ticker);
  // No chain held at all is "not held" (503), not an empty history (spec/01 rule 4).
  if (slices.length === 0) {
    throw datasetNotHeld(
      instrument.ticker,
      OPTIONS_VOLUME_SOURCE,
      "no_option_chain_held",
      "option chain snapshot",
    );
  }
  const items = dailyOptionsVolume(slices).slice(0, limit);
  return {
    ticker: instrument.ticker,
    items,
    count: items.length,
    source: OPTIONS_VOLUME_SOURCE,
    note: optionsVolumeNote(instrument.ticker, items),
  };
}

export const OptionsVolumeResolver = instrumentOperation<"intel", { limit: number }>(Instrument, {
  field: "optionsVolume",
  summary: "daily call and put volume, put/call ratio and open interest from option chain snapshots.",
  instrumentDescription: () =>
    "Daily call and put volume, put/call ratio and open interest from option chain snapshots.",
  returns: () => OptionsVolume,
  args: {
    limit: {
      type: () => Int,
      default: 30,
      range: [1, MAX_SNAPSHOT_DATES],
      description: "Snapshot dates, newest first.",
    },
  },
  // Batched like filingNews: one instruments query and one option chain query per request.
  resolve: (ctx, row, { limit }) => loadOptionsVolume(ctx, row, limit),
});
