import { Args, Resolver, Root, Subscription } from "type-graphql";
import { idMs } from "../../kit/producers.js";
import { StreamFilterArgs, type StreamSubscribeData } from "../../kit/streamArgs.js";
import { streamGapOf } from "../../kit/streamGapType.js";
import { isoTime, openStream, type StreamEvent, throwIfEnded } from "../../kit/streams.js";
import { coverWhileOpen } from "../streams/connectCoverage.js";
import type { TickPayload } from "../streams/frames.js";
import { TickFrame } from "../types/ticks.js";

async function subscribeToTicks({ args, context }: StreamSubscribeData<"market">) {
  const opened = await openStream<TickPayload>(context, "ticks", args);
  // Its symbols stay queued in the shared warm set while it is open (streams/connectCoverage.ts).
  return coverWhileOpen(context, opened.symbols, "trades", opened.events);
}

@Resolver()
export class TicksResolver {
  @Subscription(() => TickFrame, {
    subscribe: subscribeToTicks,
    description:
      "Operation svc_v3_stream_ticks: US-equity trades (stream ticks). 503 producer_unavailable when no producer is live.",
  })
  ticks(
    @Root() event: StreamEvent<TickPayload>,
    @Args(() => StreamFilterArgs) _args: StreamFilterArgs,
  ): TickFrame {
    throwIfEnded(event);
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
      gap: streamGapOf(event.payload.gap),
    };
  }
}
