import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { TICKER_ARG } from "../../kit/descriptions.js";
import { requireInstrument } from "../../kit/instruments.js";
import { LegacySnapshot } from "../types/legacySnapshot.js";
import { snapshotFor } from "./priceSnapshot.js";

/** The snapshot's reasons for the fields the legacy quote carries, under the quote's names. */
function legacyQuoteNullReasons(reasons: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = {
    dayChange: "change",
    dayChangePercent: "changePercent",
    prevClose: "prevClose",
    prevCloseDate: "prevCloseDate",
  };
  return Object.fromEntries(
    Object.entries(reasons).flatMap(([field, reason]) => (names[field] ? [[names[field], reason]] : [])),
  );
}

@Resolver(() => LegacySnapshot)
export class LegacySnapshotResolver {
  @Query(() => LegacySnapshot, {
    description: "Operation svc_snapshot: quote plus fundamentals block (one ticker; equities).",
  })
  async legacySnapshot(
    @Arg("ticker", () => String, { description: TICKER_ARG }) ticker: string,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<LegacySnapshot> {
    const instrument = await requireInstrument(ctx, ticker);
    const snapshot = await snapshotFor(ctx, instrument);
    const today = easternDate(ctx.clock.now());
    const todays = snapshot.dayBarDate === today;
    const asOfMs = Date.parse(snapshot.asOf);
    return {
      ticker: snapshot.ticker,
      name: snapshot.name,
      price: snapshot.price,
      priceDate: snapshot.priceDate,
      quote: {
        price: snapshot.price,
        volume: todays ? snapshot.dayVolume : null,
        volumeReason: todays
          ? null
          : snapshot.dayBarDate === null
            ? "no_session_established"
            : "day_bar_is_an_earlier_session",
        change: snapshot.dayChange,
        changePercent: snapshot.dayChangePercent,
        prevClose: snapshot.prevClose,
        prevCloseDate: snapshot.prevCloseDate,
        asOfTs: Math.floor(asOfMs / 1000),
        asOf: snapshot.asOf,
        priceAgeSeconds: snapshot.priceAgeSeconds,
        isStale: snapshot.isStale,
        nullReasons: legacyQuoteNullReasons(snapshot.nullReasons),
      },
    };
  }
}
