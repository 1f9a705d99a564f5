/**
 * cryptoSitting (svc_crypto_sitting): the crypto pairs of the instrument master, their bars read
 * through market's crypto reader as known at the clock, lanes and ranking from
 * domain/cryptoSitting.ts.
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { CRYPTO_ASSET_CLASS_ARG } from "../../kit/descriptions.js";
import { instrumentsOfClass } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { cryptoHistory, STABLECOINS } from "../../market/readers/cryptoBars.js";
import { SLEEVE_N_ARG } from "../descriptions.js";
import {
  comparable,
  type PairLanes,
  pairLanes,
  type RankedPair,
  rankPairs,
  SITTING_LANES,
  SITTING_RULES,
} from "../domain/cryptoSitting.js";
import {
  CryptoAssetClass,
  CryptoSitting,
  type CryptoSittingExclusion,
  type CryptoSittingRow,
} from "../types/cryptoSitting.js";

/** UTC days of bars per pair: 7-day momentum needs the last whole day and the one 7 days before. */
const HISTORY_DAYS = 9;
const QUOTE = "USD";

const iso = (ms: number) => new Date(ms).toISOString();

function rowOf(pair: RankedPair, rank: number | null): CryptoSittingRow {
  const momentumLanes = ["momentum_1h", "momentum_4h", "momentum_1d", "momentum_7d"] as const;
  const basis: Record<string, string> = {};
  const reasons: Record<string, string> = {};
  for (const lane of momentumLanes) {
    const value = pair.lanes[lane];
    if (value.basis) basis[lane] = value.basis;
    if (value.reason) reasons[lane] = value.reason;
  }
  const volume = pair.lanes.dollarVolume_24h;
  const volumeReason = volume.value === null ? (volume.reason ?? "no_whole_utc_day_held") : null;
  const percentileReasons: Record<string, string> = {};
  for (const lane of SITTING_LANES) {
    if (pair.percentiles[lane] !== null) continue;
    percentileReasons[lane] =
      pair.lanes[lane].value === null
        ? "lane_value_null"
        : `fewer_than_${SITTING_RULES.minLaneValues}_ranked_pairs_have_this_lane`;
  }
  const unscored =
    pair.blendedScore === null ? "no_lane_ranked: fewer than two comparable pairs hold any lane" : null;
  return {
    rank,
    rankReason: rank === null ? unscored : null,
    ticker: pair.ticker,
    symbol: pair.ticker.replace(/^X:/, "").replace(new RegExp(`${QUOTE}$`), ""),
    blendedScore: pair.blendedScore,
    decile: pair.decile,
    blendedScoreReason: unscored,
    decileReason: unscored,
    lanesRanked: pair.lanesRanked,
    asOf: iso(pair.asOfMs),
    asOfBasis: pair.asOfBasis,
    momentum: {
      momentum_1h: pair.lanes.momentum_1h.value,
      momentum_4h: pair.lanes.momentum_4h.value,
      momentum_1d: pair.lanes.momentum_1d.value,
      momentum_7d: pair.lanes.momentum_7d.value,
      basis,
      nullReasons: reasons,
    },
    volume: {
      dollarVolume_24h: volume.value,
      volume_24h: pair.volume_24h,
      volumeDate: pair.dollarVolumeDate,
      dollarVolumeBasis: volume.basis,
      nullReasons:
        volumeReason === null
          ? {}
          : { dollarVolume_24h: volumeReason, volume_24h: volumeReason, volumeDate: volumeReason },
    },
    sentiment: null,
    sentimentReason: "no_sentiment_source_connected",
    eventShocks: null,
    eventShocksReason: "no_event_source_connected",
    percentiles: { ...pair.percentiles, nullReasons: percentileReasons },
  };
}

@Resolver()
export class CryptoSittingResolver {
  @Query(() => CryptoSitting, {
    description:
      "Operation svc_crypto_sitting: the top sleeve_n of the liquid crypto book, ranked by the mean percentile of momentum 1h/4h/1d/7d and dollar volume; an ordering, not a forecast.",
  })
  async cryptoSitting(
    @Arg("sleeveN", () => Int, { defaultValue: 20, description: SLEEVE_N_ARG })
    @range(1, 100)
    sleeveN: number,
    @Arg("minDollarVolume", () => Float, {
      defaultValue: 1_000_000,
      description: "Floor on the last whole UTC day's dollar volume; 0 keeps every priced pair.",
    })
    @range(0, null)
    minDollarVolume: number,
    @Arg("assetClass", () => CryptoAssetClass, {
      defaultValue: CryptoAssetClass.crypto,
      description: CRYPTO_ASSET_CLASS_ARG,
    })
    _assetClass: CryptoAssetClass,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<CryptoSitting> {
    const now = ctx.clock.now();
    const instruments = await instrumentsOfClass(ctx, "crypto");
    const excluded: CryptoSittingExclusion[] = [];
    const priced: PairLanes[] = [];
    for (const instrument of instruments) {
      const pair = instrument.ticker.replace(/^X:/, "");
      const base = pair.endsWith(QUOTE) ? pair.slice(0, -QUOTE.length) : null;
      const exclude = (reason: string, asOf: string | null = null, dollarVolume: number | null = null) =>
        excluded.push({ ticker: instrument.ticker, reason, asOf, dollarVolume_24h: dollarVolume });
      if (base === null) exclude("non_usd_quote");
      else if (STABLECOINS.has(base)) exclude("stablecoin");
      else {
        const history = await cryptoHistory(ctx.db, instrument.ticker, now, HISTORY_DAYS);
        const lanes = pairLanes({ ticker: instrument.ticker, ...history }, now);
        const dollarVolume = lanes?.lanes.dollarVolume_24h.value ?? null;
        if (!lanes) exclude("no_bars_held");
        else if (dollarVolume === null) exclude("dollar_volume_unknown", iso(lanes.asOfMs));
        else if (dollarVolume < minDollarVolume) exclude("below_floor", iso(lanes.asOfMs), dollarVolume);
        else priced.push(lanes);
      }
    }
    if (priced.length === 0 && !excluded.some((e) => e.reason === "below_floor")) {
      // No pair has a bar known at the clock: a missing feed, never an empty sleeve.
      throw new ServiceError(
        "dataset_unavailable",
        `No crypto pair has bars held up to ${now.toISOString()}; nothing was charged.`,
        { retryAfterS: null, extra: { reason: "no_crypto_bars_known_at_clock", pairs: instruments.length } },
      );
    }
    const book = comparable(priced);
    for (const pair of book.stale) {
      excluded.push({
        ticker: pair.ticker,
        reason: "as_of_not_comparable",
        asOf: iso(pair.asOfMs),
        dollarVolume_24h: pair.lanes.dollarVolume_24h.value,
      });
    }
    const ranked = rankPairs(book.ranked);
    const stale =
      book.bookAsOfMs === null || now.getTime() - book.bookAsOfMs > SITTING_RULES.staleAfterMinutes * 60_000;
    return {
      rows: ranked.slice(0, sleeveN).map((pair, i) => rowOf(pair, pair.blendedScore === null ? null : i + 1)),
      rankedCount: ranked.length,
      sleeveN,
      minDollarVolume,
      assetClass: "crypto",
      bookAsOf: book.bookAsOfMs === null ? null : iso(book.bookAsOfMs),
      bookAsOfReason: book.bookAsOfMs === null ? "no_pair_over_the_floor" : null,
      isStale: stale,
      excluded,
      signalQualityMode: "ordering_only",
      edge: "no_measurable_edge",
      notAForecast: true,
      doNotPlaceFromMoverRank: true,
      doNotPlaceFromScore: true,
      cryptoAvailable: false,
      decileConvention: "10_is_best",
      lanes: [...SITTING_LANES],
      method:
        "Each lane ranked as a percentile (rank - 1/2) / n among pairs whose last trades are within 24 hours of each other; blended_score = mean of the row's lane percentiles; decile = min(10, floor(blended x 10) + 1).",
      note: "Lanes are measured at each pair's own last trade (as_of). The bundled bars end in 2018 (ETH, LTC minute bars) and 2025 (BTC daily): at today's clock they cannot be compared, and the answer says so (excluded).",
    };
  }
}
