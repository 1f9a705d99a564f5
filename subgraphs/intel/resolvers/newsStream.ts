/**
 * news(symbols, since) (svc_v3_stream_news) and newsPublisherStatus
 * (svc_v3_stream_news_publisher_status). The publisher today is the news store's replay
 * (data/newsReplay.ts); while none runs, subscribing answers 503 producer_unavailable at subscribe
 * time (kit/streams.ts, spec/03 Events rule 1) and the status says unavailable / no_producer. Both
 * read the bus, so any publisher registered with the `news` capability is served and reported.
 */
import { Args, Ctx, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { idMs, type ProducerStatus, producersOf } from "../../kit/producers.js";
import { StreamFilterArgs, subscribeTo } from "../../kit/streamArgs.js";
import { isoTime, type StreamEvent, throwIfEnded } from "../../kit/streams.js";
import type { NewsPayload } from "../data/newsReplay.js";
import { NewsFrame, NewsPublisherStatus } from "../types/newsStream.js";

/** unavailable (no producer reports), degraded (reports, not live), running, unknown (unreadable). */
export function publisherStatus(producers: readonly ProducerStatus[] | null) {
  if (producers === null) return { effectiveStatus: "unknown", reason: "heartbeat_unreadable" };
  if (producers.length === 0) return { effectiveStatus: "unavailable", reason: "no_producer" };
  if (!producers.some((producer) => producer.live)) {
    const reasons = new Set(producers.map((producer) => producer.not_running_reason ?? "no_heartbeat"));
    return { effectiveStatus: "degraded", reason: [...reasons].join(",") };
  }
  return { effectiveStatus: "running", reason: null };
}

@Resolver()
export class NewsStreamResolver {
  @Subscription(() => NewsFrame, {
    subscribe: subscribeTo<NewsPayload>("news"),
    description:
      "Operation svc_v3_stream_news: news as published (stream news), today the news store's filing events replayed in acceptance order (replay true). 503 producer_unavailable while no publisher runs.",
  })
  news(
    @Root() event: StreamEvent<NewsPayload>,
    @Args(() => StreamFilterArgs) _args: StreamFilterArgs,
  ): NewsFrame {
    throwIfEnded(event);
    const item = event.payload;
    const time = isoTime(item.timeMs);
    return {
      id: event.id,
      ticker: item.ticker,
      instrument: { ticker: item.ticker },
      title: item.title,
      url: item.url,
      source: item.source,
      timestamp: time,
      asOf: time,
      replay: item.replay,
      originalTime: item.replay ? time : null,
      publishedAt: isoTime(idMs(event.id)),
    };
  }

  @Query(() => NewsPublisherStatus, {
    description:
      "Operation svc_v3_stream_news_publisher_status: whether a news publisher feeds the news stream (today the news store's replay): running, degraded, unavailable (no_producer) or unknown.",
  })
  async newsPublisherStatus(@Ctx() ctx: SubgraphContext<"intel">): Promise<NewsPublisherStatus> {
    let producers: ProducerStatus[] | null;
    try {
      producers = await producersOf(ctx.bus, "news");
    } catch {
      producers = null;
    }
    const decision = publisherStatus(producers);
    return {
      asOf: ctx.clock.now().toISOString(),
      ...decision,
      producers: (producers ?? []).map((producer) => producer.producer),
      liveProducers: (producers ?? [])
        .filter((producer) => producer.live)
        .map((producer) => producer.producer),
      streamPath: "/api/v3/stream/news",
      note: "The only news publisher of this service is the replay of the news store (SEC filing events in acceptance order, frames replay: true; REPLAY=off stops it); no live news feed is configured. Without a publisher the news stream answers 503 producer_unavailable.",
    };
  }
}
