import { Arg, Resolver, Root, type SubscribeResolverData, Subscription } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { idMs } from "../../kit/producers.js";
import { isoTime, openStream, type StreamArgs, type StreamEvent, throwIfEnded } from "../../kit/streams.js";
import type { MarketEventPayload } from "../streams/frames.js";
import { MarketEventFrame } from "../types/marketEvents.js";

/** No market-events producer exists, so subscribing answers 503 producer_unavailable (spec/03). */
async function subscribeToMarketEvents({
  args,
  context,
}: SubscribeResolverData<unknown, StreamArgs, SubgraphContext>) {
  return (await openStream<MarketEventPayload>(context, "market_events", args)).events;
}

@Resolver()
export class MarketEventsResolver {
  @Subscription(() => MarketEventFrame, {
    subscribe: subscribeToMarketEvents,
    description:
      "Operation svc_v3_stream_market_events: market events (stream market_events). Unavailable: no producer publishes them, so subscribing answers 503 producer_unavailable.",
  })
  marketEvents(
    @Root() event: StreamEvent<MarketEventPayload>,
    @Arg("symbols", () => [String], { nullable: true, description: "Tickers to keep; all when omitted." })
    _symbols: string[] | null,
    @Arg("since", () => String, {
      nullable: true,
      description: "Resume after this stream id (- for the oldest retained).",
    })
    _since: string | null,
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
