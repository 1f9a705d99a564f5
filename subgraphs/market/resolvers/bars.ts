import { Args, Resolver, Root, Subscription } from "type-graphql";
import { idMs } from "../../kit/producers.js";
import { StreamFilterArgs, subscribeTo } from "../../kit/streamArgs.js";
import { streamGapOf } from "../../kit/streamGapType.js";
import { isoTime, type StreamEvent, throwIfEnded } from "../../kit/streams.js";
import type { BarPayload } from "../streams/frames.js";
import { BarFrame } from "../types/bars.js";

@Resolver()
export class BarsResolver {
  @Subscription(() => BarFrame, {
    subscribe: subscribeTo<BarPayload>("bars"),
    description:
      "Operation svc_v3_stream_bars: closed 1-minute bars (stream bars). 503 producer_unavailable when no producer is live.",
  })
  bars(
    @Root() event: StreamEvent<BarPayload>,
    @Args(() => StreamFilterArgs) _args: StreamFilterArgs,
  ): BarFrame {
    throwIfEnded(event);
    const bar = event.payload;
    const barEnd = isoTime(bar.barEndMs);
    return {
      id: event.id,
      ticker: bar.ticker,
      instrument: { ticker: bar.ticker },
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
      vwap: bar.vwap,
      vwapReason: bar.vwapReason,
      barPeriodS: 60,
      barStart: isoTime(bar.barStartMs),
      barEnd,
      timestamp: barEnd,
      asOf: barEnd,
      replay: bar.replay,
      originalTime: bar.replay ? barEnd : null,
      publishedAt: isoTime(idMs(event.id)),
      gap: streamGapOf(event.payload.gap),
    };
  }
}
