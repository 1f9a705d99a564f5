/**
 * The crypto operations: crypto (svc_crypto, one pair's quote), cryptoUniverse
 * (svc_crypto_universe) and cryptoOvernight (svc_crypto_overnight). Bars come from
 * data/crypto.ts as known at ctx.clock; the figures from domain/crypto*.ts.
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { quoteInput, ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { CRYPTO_ASSET_CLASS_ARG } from "../../kit/descriptions.js";
import { type InstrumentRow, instrumentByTicker, instrumentsOfClass } from "../../kit/instruments.js";
import { range } from "../../kit/validation.js";
import { cryptoBars } from "../data/crypto.js";
import { knownAt, lastTrade, utcDays } from "../domain/crypto.js";
import {
  type BookEntry,
  type BookRow,
  bookEntry,
  overnightMovers,
  rankUniverse,
} from "../domain/cryptoBook.js";
import { buildCryptoQuote, SERIES_DAYS } from "../domain/cryptoQuote.js";
import { bareSymbol, parseCryptoSymbol, splitPair } from "../domain/cryptoSymbol.js";
import {
  CryptoAssetClass,
  CryptoOvernight,
  type CryptoOvernightRow,
  CryptoQuote,
  CryptoUniverse,
} from "../types/crypto.js";

const DEFAULT_FLOOR = 1_000_000;
/** The book needs the last trade's day and the last ended day: two days of minute bars suffice. */
const BOOK_DAYS = 2;

async function heldPairs(ctx: SubgraphContext<"market">): Promise<InstrumentRow[]> {
  return instrumentsOfClass(ctx, "crypto");
}

function unknownPair(requested: string, ticker: string, held: readonly InstrumentRow[]): ServiceError {
  return new ServiceError(
    "unknown_ticker",
    `Crypto pair ${ticker} (read from ${quoteInput(requested)}) is unknown to the platform; held pairs: ${held.map((row) => row.ticker).join(", ")}.`,
    {
      extra: {
        ticker,
        requested,
        asset_class: "crypto",
        accepted_forms: ["BTC", "BTCUSD", "BTC-USD", "X:BTCUSD"],
        held_pairs: held.map((row) => row.ticker),
      },
    },
  );
}

async function bookOf(ctx: SubgraphContext<"market">): Promise<BookEntry[]> {
  const now = ctx.clock.now();
  const pairs = await heldPairs(ctx);
  return Promise.all(
    pairs.map(async (pair) => {
      const bars = await cryptoBars(ctx.db, pair.ticker, now, BOOK_DAYS);
      const known = knownAt(bars.minutes, bars.daily, now);
      const split = splitPair(pair.ticker.slice(2)) ?? { base: bareSymbol(pair.ticker), quote: "" };
      return bookEntry(
        {
          ticker: pair.ticker,
          name: pair.name,
          ...split,
          days: utcDays(known.minutes, known.daily, now),
          trade: lastTrade(known.minutes, known.daily),
        },
        now,
      );
    }),
  );
}

const withChange24h = (row: BookRow & { rank: number }) => ({
  ...row,
  changePct24h: row.changePctUtcDay,
  changeBasis: "since_00_utc",
});

function overnightRow(row: BookRow & { rank: number }): CryptoOvernightRow {
  return {
    rank: row.rank,
    symbol: row.symbol,
    ticker: row.ticker,
    price: row.price,
    changePct: row.changePctUtcDay,
    change: row.changeUtcDay,
    changeWindow: "since_00_utc",
    utcDay: row.utcDay,
    volume24h: row.volume24h,
    dollarVolume24h: row.dollarVolume24h,
    volumeBasis: "last_ended_utc_day",
    volumeDate: row.dollarVolumeDate,
    volumeSource: row.dollarVolumeSource,
    volumeComplete: row.dollarVolumeComplete,
    asOf: row.asOf,
    priceAgeSeconds: row.priceAgeSeconds,
    sentiment: null,
    whaleFlag: null,
    flagsReason: "no_sentiment_or_whale_source_connected",
    kind: "data_context",
  };
}

@Resolver()
export class CryptoResolver {
  @Query(() => CryptoQuote, {
    description: "Operation svc_crypto: one pair's quote; unknown symbols are a structured 404.",
  })
  async crypto(
    @Arg("ticker", () => String, {
      description:
        "The pair or its base: BTC, BTCUSD, BTC-USD or X:BTCUSD (any case); a bare base is quoted in vs.",
    })
    ticker: string,
    @Arg("vs", () => String, {
      defaultValue: "USD",
      description: "The quote currency code (any case); a ticker naming another quote currency is 422.",
    })
    vs: string,
    @Arg("series", () => Boolean, {
      defaultValue: true,
      description: "Include the last 7 daily bars (series); false leaves series null.",
    })
    series: boolean,
    @Arg("assetClass", () => CryptoAssetClass, {
      defaultValue: CryptoAssetClass.crypto,
      description: CRYPTO_ASSET_CLASS_ARG,
    })
    _assetClass: CryptoAssetClass,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<CryptoQuote> {
    const symbol = parseCryptoSymbol(ticker, vs);
    const instrument = await ctx.loaders.get(instrumentByTicker).load(symbol.ticker);
    if (!instrument || instrument.asset_class !== "crypto") {
      throw unknownPair(ticker, symbol.ticker, await heldPairs(ctx));
    }
    const now = ctx.clock.now();
    const bars = await cryptoBars(ctx.db, instrument.ticker, now, SERIES_DAYS);
    const quote = buildCryptoQuote({ ...symbol, name: instrument.name, ...bars, series, now });
    if (quote === null) {
      throw new ServiceError(
        "dataset_unavailable",
        `No trades are held for ${instrument.ticker} up to ${now.toISOString()}.`,
        {
          retryAfterS: null,
          extra: { ticker: instrument.ticker },
        },
      );
    }
    return quote;
  }

  @Query(() => CryptoUniverse, {
    description:
      "Operation svc_crypto_universe: liquid USD pairs ranked by dollar volume, stablecoins excluded.",
  })
  async cryptoUniverse(
    @Arg("limit", () => Int, { nullable: true, description: "Omitted: every pair over the floor." })
    @range(1, 1000)
    limit: number | null,
    @Arg("offset", () => Int, {
      defaultValue: 0,
      description: "How many ranked pairs to skip before the first listed (0 or more).",
    })
    @range(0, null)
    offset: number,
    @Arg("minDollarVolume", () => Float, {
      defaultValue: DEFAULT_FLOOR,
      description: "USD traded over the last ended UTC day a pair needs to be listed (0 or more).",
    })
    @range(0, null)
    minDollarVolume: number,
    @Arg("assetClass", () => CryptoAssetClass, {
      defaultValue: CryptoAssetClass.crypto,
      description: CRYPTO_ASSET_CLASS_ARG,
    })
    _assetClass: CryptoAssetClass,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<CryptoUniverse> {
    const page = rankUniverse(await bookOf(ctx), { minDollarVolume, offset, limit: limit ?? null });
    if (page.counts.priced === 0 && page.counts.unpriced > 0) {
      // Pairs are listed but none has a bar known yet: a missing feed, never an empty list.
      throw new ServiceError(
        "dataset_unavailable",
        `None of the ${page.counts.unpriced} crypto pairs has bars held up to ${ctx.clock.now().toISOString()}.`,
        { retryAfterS: null, extra: { unpriced: page.counts.unpriced } },
      );
    }
    const asOfs = page.rows.map((row) => row.asOf).sort();
    return {
      rows: page.rows.map(withChange24h),
      count: page.rows.length,
      priced: page.counts.priced,
      excludedStable: page.counts.excludedStable,
      belowFloor: page.counts.belowFloor,
      returned: page.counts.returned,
      counts: page.counts,
      hasMore: page.hasMore,
      nextOffset: page.nextOffset,
      offset,
      limit: limit ?? null,
      minDollarVolume,
      dollarVolumeBasis: "last_ended_utc_day",
      asOf: asOfs.at(-1) ?? null,
      isStale: page.rows.some((row) => row.isStale),
    };
  }

  @Query(() => CryptoOvernight, {
    description:
      "Operation svc_crypto_overnight: movers by absolute change since 00:00 UTC; a stale book fails closed (503).",
  })
  async cryptoOvernight(
    @Arg("limit", () => Int, { defaultValue: 25, description: "Most movers listed (1–100)." })
    @range(1, 100)
    limit: number,
    @Arg("minDollarVolume", () => Float, {
      defaultValue: DEFAULT_FLOOR,
      description: "USD traded over the last ended UTC day a pair needs to be listed (0 or more).",
    })
    @range(0, null)
    minDollarVolume: number,
    @Arg("assetClass", () => CryptoAssetClass, {
      defaultValue: CryptoAssetClass.crypto,
      description: CRYPTO_ASSET_CLASS_ARG,
    })
    _assetClass: CryptoAssetClass,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<CryptoOvernight> {
    const answer = overnightMovers(await bookOf(ctx), { minDollarVolume, limit }, ctx.clock.now());
    if (answer.staleReason === "book_empty") {
      // No priced pair at all is a missing feed, not a quiet market: 503, never an empty list.
      throw new ServiceError("dataset_unavailable", "No crypto pair has bars held: the book is empty.", {
        retryAfterS: null,
        extra: { reason: "book_empty" },
        headers: { "X-Error-Code": "dataset_unavailable" },
        envelope: { ok: false, placement: { fail_closed: true, reason: "book_empty" } },
      });
    }
    if (answer.staleReason !== null || answer.bookAsOf === null || answer.bookAgeSeconds === null) {
      throw new ServiceError(
        "data_stale",
        `The crypto snapshot book is stale (${answer.staleReason}): its newest trade is ${answer.bookAsOf ?? "untimed"}; movers are not served from a book over 15 minutes old.`,
        {
          retryAfterS: null,
          extra: {
            reason: answer.staleReason,
            book_as_of: answer.bookAsOf,
            book_age_seconds: answer.bookAgeSeconds,
            stale_after_seconds: 900,
          },
          headers: { "X-Error-Code": "data_stale" },
          envelope: { ok: false, placement: { fail_closed: true, reason: answer.staleReason } },
        },
      );
    }
    return {
      rows: answer.rows.map(overnightRow),
      count: answer.rows.length,
      counts: answer.counts,
      excludedStale: answer.counts.excludedStale,
      bookAsOf: answer.bookAsOf,
      bookAgeSeconds: answer.bookAgeSeconds,
      isStale: false,
      changeWindow: "since_00_utc",
      minDollarVolume,
      limit,
      kind: "data_context",
      cryptoAvailable: false,
    };
  }
}
