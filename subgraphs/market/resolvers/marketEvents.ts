import { Args, Resolver, Root, Subscription } from "type-graphql";
import { idMs } from "../../kit/producers.js";
import { StreamFilterArgs, subscribeTo } from "../../kit/streamArgs.js";
import { isoTime, type StreamEvent, throwIfEnded } from "../../kit/streams.js";
import type { MarketEventPayload } from "../streams/frames.js";
import { MarketEventFrame } from "../types/marketEvents.js";

@Resolver()
export class MarketEventsResolver {
  @Subscription(() => MarketEventFrame, {
    // No market-events producer exists, so subscribing answers 503 producer_unavailable (spec/03).
    subscribe: subscribeTo<MarketEventPayload>("market_events"),
    description:
      "Operation svc_v3_stream_market_events: market events (stream market_events). Unavailable: no producer publishes them, so subscribing answers 503 producer_unavailable.",
  })
  marketEvents(
    @Root() event: StreamEvent<MarketEventPayload>,
    @Args(() => StreamFilterArgs) _args: StreamFilterArgs,
  ): MarketEventFrame {
    throwIfEnded(event);
    const record = event.payload;
    const time = isoTime(record.timeMs);
    return {
      id: event.id,
      ticker: record.ticker,
      instrument: { ticker: record.ticker },
      type: record.type,
      sourceAsOf: isoTime(record.sourceAsOfMs),
      feedLagS: record.feedLagS,
      isStale: record.isStale,
      timestamp: time,
      asOf: time,
      replay: record.replay,
      originalTime: record.replay ? time : null,
      publishedAt: isoTime(idMs(event.id)),
    };
  }
}
