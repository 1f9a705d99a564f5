/**
 * Off-exchange volume and short volume from FINRA's daily short sale volume files (docs/INTEL.md
 * "Off-exchange and short volume"): svc_v3_intel_off_exchange from the consolidated (CNMS) file,
 * svc_v2_short_interest's by-facility block from the facility files. A session is visible from
 * its file's publication, 18:00 ET that day (core/publication.ts). Settled short interest (FINRA's
 * twice-monthly file) is not bundled: those fields are null with their reason. No visible row for
 * the symbol at all is the route's 503 dataset_unavailable (not billed), never an invented zero.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { isTradingDay, previousTradingDay } from "../../../core/calendar.js";
import { finraShortVolumeVisibleThrough } from "../../../core/publication.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg, TICKER_ARG } from "../../kit/descriptions.js";
import { enforceFreshness, FreshnessPolicy } from "../../kit/freshness.js";
import { requireInstrument } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { range } from "../../kit/validation.js";
import { consolidatedSpan, shortVolumeRows } from "../data/shortVolume.js";
import { facilityShortVolume, offExchangeWindow } from "../domain/offExchange.js";
import { OffExchange, ShortInterest } from "../types/offExchange.js";

const DATASET = "finra_short_volume";
/** Sessions of the by-facility block (spec/02: the last five). */
const FACILITY_SESSIONS = 5;
const NOT_IN_FINRA_FILES = "consolidated_volume_not_in_finra_files";
const NO_SHORT_INTEREST_FILE = "no_finra_short_interest_file_bundled";

function previousOrSameSession(date: string): string {
  return isTradingDay(date) ? date : previousTradingDay(date);
}

@Resolver()
export class ShortVolumeResolver {
  @Query(() => OffExchange, {
    description:
      "Operation svc_v3_intel_off_exchange: FINRA's daily off-exchange and short volume of one symbol, newest `limit` sessions of the held span first.",
  })
  async offExchange(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("freshness", () => FreshnessPolicy, {
      defaultValue: FreshnessPolicy.off,
      description: "off serves stale data labelled; live and strict answer 503 data_stale instead.",
    })
    freshness: FreshnessPolicy,
    @Arg("limit", () => Int, { defaultValue: 30, description: limitArg(1, 200) })
    @range(1, 200)
    limit: number,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<OffExchange> {
    const instrument = await requireInstrument(ctx, ticker);
    const through = finraShortVolumeVisibleThrough(ctx.clock.now());
    const span = await consolidatedSpan(ctx.db, through);
    const rows = span ? await shortVolumeRows(ctx.db, instrument.ticker, "consolidated", through) : [];
    if (!span || rows.length === 0) {
      throw datasetNotHeld(
        instrument.ticker,
        DATASET,
        span ? "symbol_not_in_finra_files" : "no_finra_file_published_by_clock",
        "FINRA short sale volume session",
      );
    }
    // Stale: a later session's file is out by the clock but not held.
    const isStale = span.last < previousOrSameSession(through);
    enforceFreshness(
      freshness,
      { isStale, incomplete: null, extra: { as_of: span.last, published_through: through } },
      "FINRA short volume",
    );
    const { items, missingSessions } = offExchangeWindow(rows, span, limit);
    return {
      ticker: instrument.ticker,
      count: items.length,
      items: items.map((item) => ({ ...item, darkPoolPct: null, totalVolume: null })),
      missingSessions,
      isStale,
      asOf: span.last,
      heldFrom: span.first,
      nullReasons: { darkPoolPct: NOT_IN_FINRA_FILES, totalVolume: NOT_IN_FINRA_FILES },
    };
  }

  @Query(() => ShortInterest, {
    description:
      "Operation svc_v2_short_interest: settled short interest (null: no FINRA short-interest file is bundled) and the last five sessions of off-exchange short volume by reporting facility.",
  })
  async shortInterest(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Ctx() ctx: SubgraphContext<"intel">,
  ): Promise<ShortInterest> {
    const instrument = await requireInstrument(ctx, ticker);
    const through = finraShortVolumeVisibleThrough(ctx.clock.now());
    const rows = await shortVolumeRows(ctx.db, instrument.ticker, "facilities", through);
    if (rows.length === 0) {
      throw datasetNotHeld(
        instrument.ticker,
        DATASET,
        "no_facility_row_visible",
        "FINRA facility short volume",
      );
    }
    return {
      ticker: instrument.ticker,
      settlementDate: null,
      sharesShort: null,
      averageDailyVolume: null,
      daysToCover: null,
      shortVolume: facilityShortVolume(rows, FACILITY_SESSIONS),
      nullReasons: {
        settlementDate: NO_SHORT_INTEREST_FILE,
        sharesShort: NO_SHORT_INTEREST_FILE,
        averageDailyVolume: NO_SHORT_INTEREST_FILE,
        daysToCover: NO_SHORT_INTEREST_FILE,
      },
    };
  }
}
