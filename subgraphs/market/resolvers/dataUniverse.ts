import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { gicsReason, instrumentByTicker } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { heldSeries } from "../data/universeRows.js";
import { STALE_AFTER_MS } from "../domain/snapshot.js";
import { DataUniverse, UniverseAssetClass, type UniverseRow } from "../types/dataUniverse.js";

@Resolver(() => DataUniverse)
export class DataUniverseResolver {
  @Query(() => DataUniverse, {
    description:
      "Route /api/data/universe: every instrument market holds prices for, with its daily and minute coverage, adjustment basis and staleness.",
  })
  async dataUniverse(
    @Arg("assetClass", () => UniverseAssetClass, {
      nullable: true,
      description: "Only instruments of this asset class; every class when absent.",
    })
    assetClass: UniverseAssetClass | null,
    @Arg("limit", () => Int, {
      defaultValue: 1000,
      description: "Most instruments listed (1–1000), by ticker.",
    })
    @range(1, 1000)
    limit: number,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<DataUniverse> {
    const held = await heldSeries(ctx.db, ctx.clock.now());
    const instruments = await ctx.loaders.get(instrumentByTicker).loadMany(held.map((row) => row.ticker));
    const now = ctx.clock.now().getTime();
    const rows: UniverseRow[] = [];
    held.forEach((series, i) => {
      const instrument = instruments[i];
      // A price file for a symbol the master lacks cannot happen after ingest (the master is built
      // from the price index); skip rather than invent a name.
      if (!instrument || instrument instanceof Error) return;
      if (assetClass && instrument.asset_class !== assetClass) return;
      const last = [series.dailyThrough, series.minuteThrough]
        .filter((d): d is string => d !== null)
        .sort()
        .at(-1);
      if (!last) return;
      const crypto = instrument.asset_class === "crypto";
      // The end of the newest day held bounds the last trade's time from above.
      const endOfLast = Date.parse(`${last}T23:59:59.999Z`);
      const nullReasons: Record<string, string> = {};
      const gics = gicsReason(instrument);
      if (gics) nullReasons.sector = gics;
      if (series.dailyThrough === null)
        for (const field of ["priceSource", "dailyFrom", "dailyThrough"])
          nullReasons[field] = "no_daily_series_held";
      if (series.minuteThrough === null)
        for (const field of ["minuteFrom", "minuteThrough"]) nullReasons[field] = "no_minute_bars_held";
      if (series.dividendHistoryThrough === null)
        nullReasons.dividendHistoryThrough = crypto
          ? "not_applicable_crypto"
          : "no_corporate_action_history_held";
      rows.push({
        ticker: series.ticker,
        name: instrument.name,
        assetClass: instrument.asset_class,
        sector: instrument.sector,
        isSp500: instrument.is_sp500 === 1,
        priceSource: series.source,
        dailyFrom: series.dailyFrom,
        dailyThrough: series.dailyThrough,
        closeBasis: crypto ? "not_applicable_crypto" : (series.closeBasis ?? "none"),
        minuteSessions: series.minuteSessions,
        minuteFrom: series.minuteFrom,
        minuteThrough: series.minuteThrough,
        dividendHistoryThrough: series.dividendHistoryThrough,
        lastPriceDate: last,
        isStale: now - endOfLast > STALE_AFTER_MS[instrument.asset_class],
        nullReasons,
      });
    });
    const items = rows.slice(0, limit);
    return {
      count: items.length,
      total: rows.length,
      truncated: rows.length > items.length,
      asOf:
        rows
          .map((row) => row.lastPriceDate)
          .sort()
          .at(-1) ?? null,
      items,
    };
  }
}
