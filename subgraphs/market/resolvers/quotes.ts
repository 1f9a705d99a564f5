import { Arg, Resolver, Root, type SubscribeResolverData, Subscription } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { idMs } from "../../kit/producers.js";
import { streamGapOf } from "../../kit/streamGapType.js";
import { isoTime, openStream, type StreamArgs, type StreamEvent, throwIfEnded } from "../../kit/streams.js";
import { coverWhileOpen } from "../streams/connectCoverage.js";
import type { QuotePayload } from "../streams/frames.js";
import { QuoteFrame } from "../types/quotes.js";

/** The product table's limit on symbols per quotes connection. */
export const MAX_QUOTE_SYMBOLS = 50;

async function subscribeToQuotes({
  args,
  context,
}: SubscribeResolverData<unknown, StreamArgs, SubgraphContext<"market">>) {
  const opened = await openStream<QuotePayload>(context, "quotes", args, {
    required: true,
    max: MAX_QUOTE_SYMBOLS,
  });
  // Its symbols stay queued in the shared warm set while it is open (streams/connectCoverage.ts).
  return coverWhileOpen(context, opened.symbols, "quotes", opened.events);
}

@Resolver()
export class QuotesResolver {
  @Subscription(() => QuoteFrame, {
    subscribe: subscribeToQuotes,
    description:
      "Operation svc_v3_stream_quotes: bid and ask (stream quotes). 503 producer_unavailable when no producer is live.",
  })
  quotes(
    @Root() event: StreamEvent<QuotePayload>,
    @Arg("symbols", () => [String], { description: "Tickers to stream, 1..50." }) _symbols: string[],
    @Arg("since", () => String, {
      nullable: true,
      description: "Resume after this stream id (- for the oldest retained).",
    })
    _since: string | null,
  ): QuoteFrame {
    throwIfEnded(event);
    const quote = event.payload;
    const time = isoTime(quote.timeMs);
    return {
      id: event.id,
      ticker: quote.ticker,
      instrument: { ticker: quote.ticker },
      bidPrice: quote.bidPrice,
      bidSize: quote.bidSize,
      askPrice: quote.askPrice,
      askSize: quote.askSize,
      sizeUnit: quote.sizeUnit,
      bidVenue: quote.bidVenue,
      askVenue: quote.askVenue,
      venueReason: quote.venueReason,
      nullReason: quote.nullReason,
      quoteBasis: quote.quoteBasis,
      timestamp: time,
      asOf: time,
      replay: quote.replay,
      originalTime: quote.replay ? time : null,
      publishedAt: isoTime(idMs(event.id)),
      gap: streamGapOf(event.payload.gap),
    };
  }
}
