import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { AssetClass } from "../../kit/assetClass.js";
import type { SubgraphContext } from "../../kit/context.js";
import { ASSET_CLASS_ARG, TICKER_ARG } from "../../kit/descriptions.js";
import { enforceFreshness, FreshnessPolicy } from "../../kit/freshness.js";
import { requireInstrument } from "../../kit/instruments.js";
import { STALE_AFTER_MS } from "../domain/snapshot.js";
import { MarketQuoteAnswer } from "../types/marketQuote.js";
import { refuseForexWithoutSource } from "./forex.js";
import { snapshotFor } from "./priceSnapshot.js";

/** The quote's own name of each snapshot field it carries under another. */
const QUOTE_NAMES: Record<string, string> = {
  dayChange: "change",
  dayChangePercent: "changePercent",
  dayOpen: "open",
  dayHigh: "high",
  dayLow: "low",
  dayVolume: "volume",
};

/** The snapshot's null reasons for the fields the quote carries, under the quote's names. */
function quoteNullReasons(reasons: Record<string, string>): Record<string, string> {
  const carried = new Set([
    ...Object.keys(QUOTE_NAMES),
    "prevClose",
    "prevCloseDate",
    "dayBarDate",
    "bid",
    "ask",
    "bidSize",
    "askSize",
    "quoteAsOf",
  ]);
  return Object.fromEntries(
    Object.entries(reasons)
      .filter(([field]) => carried.has(field))
      .map(([field, reason]) => [QUOTE_NAMES[field] ?? field, reason]),
  );
}

@Resolver(() => MarketQuoteAnswer)
export class MarketQuoteResolver {
  @Query(() => MarketQuoteAnswer, {
    description:
      "Route /api/market/quote/{ticker}: the price snapshot's quote fields; freshness live or strict answers 503 data_stale instead of a stale quote (strict also refuses one with a missing session field).",
  })
  async marketQuote(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Arg("assetClass", () => AssetClass, {
      defaultValue: AssetClass.equity,
      description: ASSET_CLASS_ARG,
    })
    assetClass: AssetClass,
    @Arg("freshness", () => FreshnessPolicy, {
      defaultValue: FreshnessPolicy.off,
      description:
        "off serves a stale quote labelled (isStale); live or strict answer 503 data_stale instead.",
    })
    freshness: FreshnessPolicy,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<MarketQuoteAnswer> {
    await refuseForexWithoutSource(ticker, "marketQuote");
    const instrument = await requireInstrument(ctx, ticker, assetClass);
    const s = await snapshotFor(ctx, instrument);
    const staleAfterSeconds = STALE_AFTER_MS[instrument.asset_class] / 1000;
    enforceFreshness(
      freshness,
      {
        isStale: s.isStale,
        incomplete: s.sessionDetailStatus === "complete" ? null : `session_detail_${s.sessionDetailStatus}`,
        extra: {
          ticker: s.ticker,
          as_of: s.asOf,
          price_age_seconds: s.priceAgeSeconds,
          stale_after_seconds: staleAfterSeconds,
        },
      },
      `quote of ${s.ticker} as of ${s.asOf}`,
    );
    return {
      ticker: s.ticker,
      name: s.name,
      assetClass: s.assetClass,
      freshness,
      quote: {
        price: s.price,
        priceSession: s.priceSession,
        priceDate: s.priceDate,
        change: s.dayChange,
        changePercent: s.dayChangePercent,
        prevClose: s.prevClose,
        prevCloseDate: s.prevCloseDate,
        dayBarDate: s.dayBarDate,
        open: s.dayOpen,
        high: s.dayHigh,
        low: s.dayLow,
        volume: s.dayVolume,
        bid: s.bid,
        ask: s.ask,
        bidSize: s.bidSize,
        askSize: s.askSize,
        quoteAsOf: s.quoteAsOf,
        quoteStatus: s.quoteStatus,
        asOf: s.asOf,
        asOfBasis: s.asOfBasis,
        priceAgeSeconds: s.priceAgeSeconds,
        isStale: s.isStale,
        staleAfterSeconds,
        marketSession: s.marketSession,
        sessionDetailStatus: s.sessionDetailStatus,
        priceBasis: s.priceBasis,
        nullReasons: quoteNullReasons(s.nullReasons),
      },
    };
  }
}
