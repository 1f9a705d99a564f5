import { Arg, Resolver, Root, type SubscribeResolverData, Subscription } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import type { BusEvent } from "../../kit/eventBus.js";
import { normaliseTicker } from "../../kit/ticker.js";
import { BARS_STREAM, type BarPayload } from "../streams/barReplay.js";
import { BarFrame } from "../types/bars.js";

interface BarsArgs {
  symbols?: string[] | null;
  since?: string | null;
}

async function* filtered(
  events: AsyncIterable<BusEvent<BarPayload>>,
  symbols: ReadonlySet<string> | null,
): AsyncGenerator<BusEvent<BarPayload>> {
  for await (const event of events) {
    if (!symbols || symbols.has(event.payload.ticker)) yield event;
  }
}

function subscribeToBars({ args, context }: SubscribeResolverData<unknown, BarsArgs, SubgraphContext>) {
  const symbols = args.symbols?.length
    ? new Set(args.symbols.map((symbol) => normaliseTicker(symbol)))
    : null;
  const events = context.bus.subscribe<BarPayload>(BARS_STREAM, args.since ? { since: args.since } : {});
  return filtered(events, symbols);
}

@Resolver(() => BarFrame)
export class BarsResolver {
  @Subscription(() => BarFrame, {
    subscribe: subscribeToBars,
    description: "Closed 1-minute bars (stream bars). `since` resumes after a stream id.",
  })
  bars(
    @Root() event: BusEvent<BarPayload>,
    @Arg("symbols", () => [String], { nullable: true }) _symbols: string[] | null,
    @Arg("since", () => String, { nullable: true }) _since: string | null,
  ): BarFrame {
    const bar = event.payload;
    const barEnd = new Date(bar.barEndMs).toISOString();
    return {
      id: event.id,
      ticker: bar.ticker,
      instrument: { ticker: bar.ticker },
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
      vwap: null,
      vwapReason: "not_in_source_minute_bars",
      barPeriodS: 60,
      barStart: new Date(bar.barStartMs).toISOString(),
      barEnd,
      timestamp: barEnd,
      asOf: barEnd,
      replay: bar.replay,
      originalTime: bar.replay ? barEnd : null,
    };
  }
}
