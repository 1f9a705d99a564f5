import { Arg, Resolver, Root, type SubscribeResolverData, Subscription } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { idMs } from "../../kit/producers.js";
import { isoTime, openStream, type StreamArgs, type StreamEvent, throwIfEnded } from "../../kit/streams.js";
import type { BarPayload } from "../streams/frames.js";
import { BarFrame } from "../types/bars.js";

async function subscribeToBars({
  args,
  context,
}: SubscribeResolverData<unknown, StreamArgs, SubgraphContext>) {
  return (await openStream<BarPayload>(context, "bars", args)).events;
}

@Resolver()
export class BarsResolver {
  @Subscription(() => BarFrame, {
    subscribe: subscribeToBars,
    description:
      "Operation svc_v3_stream_bars: closed 1-minute bars (stream bars). 503 producer_unavailable when no producer is live.",
  })
  bars(
    @Root() event: StreamEvent<BarPayload>,
    @Arg("symbols", () => [String], { nullable: true, description: "Tickers to keep; all when omitted." })
    _symbols: string[] | null,
    @Arg("since", () => String, {
      nullable: true,
      description: "Resume after this stream id (- for the oldest retained).",
    })
    _since: string | null,
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
    };
  }
}
