import { Arg, Resolver, Root, type SubscribeResolverData, Subscription } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import type { BusEvent } from "../../kit/eventBus.js";
import { idMs } from "../../kit/producers.js";
import { isoTime, openStream, type StreamArgs } from "../../kit/streams.js";
import type { TickPayload } from "../streams/frames.js";
import { TickFrame } from "../types/ticks.js";

async function subscribeToTicks({
  args,
  context,
}: SubscribeResolverData<unknown, StreamArgs, SubgraphContext>) {
  return (await openStream<TickPayload>(context, "ticks", args)).events;
}

@Resolver()
export class TicksResolver {
  @Subscription(() => TickFrame, {
    subscribe: subscribeToTicks,
    description:
      "Operation svc_v3_stream_ticks: US-equity trades (stream ticks). 503 producer_unavailable when no producer is live.",
  })
  ticks(
    @Root() event: BusEvent<TickPayload>,
    @Arg("symbols", () => [String], { nullable: true, description: "Tickers to keep; all when omitted." })
    _symbols: string[] | null,
    @Arg("since", () => String, {
      nullable: true,
      description: "Resume after this stream id (- for the oldest retained).",
    })
    _since: string | null,
  ): TickFrame {
    const tick = event.payload;
    const time = isoTime(tick.timeMs);
    return {
      id: event.id,
      ticker: tick.ticker,
      instrument: { ticker: tick.ticker },
      price: tick.price,
      size: tick.size,
      sizeReason: tick.sizeReason,
      timestamp: time,
      asOf: time,
      timestampBasis: tick.timeBasis,
      replay: tick.replay,
      originalTime: tick.replay ? time : null,
      publishedAt: isoTime(idMs(event.id)),
    };
  }
}
