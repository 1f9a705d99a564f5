/**
 * Types of the stream administration operations (spec/02 "Streams (SSE) and stream
 * administration"): the catch-up page, stream and ingest status, warm coverage, the guide.
 */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

@ObjectType({
  description:
    "One market event of the catch-up page: a tick, bar or quote frame as the bus holds it, flattened into one record. Every kind's fields are present; those that do not apply to the record's kind are null (a tick has no open or bid_price, a bar no price, a quote no volume). Where a field that does apply is null, its *_reason field says why.",
})
export class CatchupEvent {
  @Field(() => String, { description: "Stream id <ms>-<seq>; pass it as `since` to resume after it." })
  id!: string;
  @Field(() => String, { description: "The bus stream: ticks, bars or quotes." }) stream!: string;
  @Field(() => String, { description: "tick, bar or quote." }) kind!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { nullable: true, description: "The producer that published the frame." })
  producer!: string | null;
  @Field(() => String, {
    description: "Trade time (tick), bar end (bar) or quote time (quote), ISO 8601 UTC.",
  })
  timestamp!: string;
  @Field(() => Boolean, { description: "True: a replay of recorded data, not a live feed." })
  replay!: boolean;
  @Field(() => String, { nullable: true, description: "The recorded time when replay is true, else null." })
  originalTime!: string | null;
  @Field(() => String, { description: "When the frame was published to the bus (its id's time)." })
  publishedAt!: string;
  @Field(() => Float, { nullable: true, description: "Tick only: trade price." }) price!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Tick only: shares; null with size_reason when unknown.",
  })
  size!: number | null;
  @Field(() => String, { nullable: true, description: "Tick only." }) sizeReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Tick only: trade_time, or minute_end for a tick derived from a minute bar.",
  })
  timestampBasis!: string | null;
  @Field(() => Float, { nullable: true, description: "Bar only." }) open!: number | null;
  @Field(() => Float, { nullable: true, description: "Bar only." }) high!: number | null;
  @Field(() => Float, { nullable: true, description: "Bar only." }) low!: number | null;
  @Field(() => Float, { nullable: true, description: "Bar only." }) close!: number | null;
  @Field(() => Float, { nullable: true, description: "Bar only: shares traded in the minute." })
  volume!: number | null;
  @Field(() => Float, { nullable: true, description: "Bar only; null with vwap_reason when unknown." })
  vwap!: number | null;
  @Field(() => String, { nullable: true, description: "Bar only." }) vwapReason!: string | null;
  @Field(() => String, { nullable: true, description: "Bar only: bar start (timestamp minus 60 s)." })
  barStart!: string | null;
  @Field(() => String, { nullable: true, description: "Bar only: bar end (equals timestamp)." })
  barEnd!: string | null;
  @Field(() => Float, { nullable: true, description: "Quote only; null with null_reason when unquoted." })
  bidPrice!: number | null;
  @Field(() => Float, { nullable: true, description: "Quote only, in size_unit." }) bidSize!: number | null;
  @Field(() => Float, { nullable: true, description: "Quote only; null with null_reason when unquoted." })
  askPrice!: number | null;
  @Field(() => Float, { nullable: true, description: "Quote only, in size_unit." }) askSize!: number | null;
  @Field(() => String, { nullable: true, description: "Quote only: shares." }) sizeUnit!: string | null;
  @Field(() => String, { nullable: true, description: "Quote only; null with venue_reason when unknown." })
  bidVenue!: string | null;
  @Field(() => String, { nullable: true, description: "Quote only; null with venue_reason when unknown." })
  askVenue!: string | null;
  @Field(() => String, { nullable: true, description: "Quote only." }) venueReason!: string | null;
  @Field(() => String, { nullable: true, description: "Quote only: why a side is null." })
  nullReason!: string | null;
  @Field(() => String, { nullable: true, description: "Quote only: quote or minute_close." })
  quoteBasis!: string | null;
}

@ObjectType({ description: "The newest event one market stream holds." })
export class FeedStream {
  @Field(() => String, { description: "ticks, bars or quotes." }) stream!: string;
  @Field(() => String, { nullable: true, description: "Null when the stream holds nothing." })
  lastEventId!: string | null;
  @Field(() => String, { nullable: true, description: "When that event was published." })
  lastEventAt!: string | null;
  @Field(() => Float, { nullable: true, description: "Seconds since then, by the service clock." })
  lastEventAgeS!: number | null;
}

@ObjectType({ description: "How fresh the market streams behind the catch-up page are." })
export class CatchupFeed {
  @Field(() => String, { nullable: true, description: "The newest event id over ticks, bars and quotes." })
  lastEventId!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Seconds since the newest event was published, by the service clock.",
  })
  lastEventAgeS!: number | null;
  @Field(() => [FeedStream]) streams!: FeedStream[];
}

@ObjectType({ description: "A finite page of market events after `since`, oldest first." })
export class MarketEventsPage {
  @Field(() => [CatchupEvent]) events!: CatchupEvent[];
  @Field(() => String, {
    description:
      "Pass as `since` for the next page: the id of the last event returned (the `since` sent when the page is empty).",
  })
  nextSince!: string;
  @Field(() => Boolean, { description: "More matching events are held after next_since." }) hasMore!: boolean;
  @Field(() => CatchupFeed) feed!: CatchupFeed;
}

@ObjectType({ description: "One producer as its newest heartbeat describes it (spec/03 Events rule 3)." })
export class StreamProducer {
  @Field(() => String) producer!: string;
  @Field(() => [String]) capabilities!: string[];
  @Field(() => Boolean, { description: "True: it replays recorded data." }) replay!: boolean;
  @Field(() => String, { description: "e.g. replay:SPY:2023-08-03 or vendor:<name>." }) source!: string;
  @Field(() => [String], {
    nullable: true,
    description: "The tickers it publishes (a replay: its recording's); null for every symbol.",
  })
  symbols!: string[] | null;
  @Field(() => String, {
    nullable: true,
    description:
      "every_symbol when symbols is null: its frames are not per ticker or cover any (the alerts, the signals book replay); null when symbols lists them.",
  })
  symbolsReason!: string | null;
  @Field(() => String) startedAt!: string;
  @Field(() => String, { description: "running, finished or stopped, as the producer reports it." })
  state!: string;
  @Field(() => Boolean) live!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "frame or feed_message: which half of the rule holds.",
  })
  basis!: string | null;
  @Field(() => String, { nullable: true }) notRunningReason!: string | null;
  @Field(() => Float) heartbeatAgeS!: number;
  @Field(() => Float, { nullable: true }) lastFrameAgeS!: number | null;
  @Field(() => Float, { nullable: true }) lastFeedMessageAgeS!: number | null;
  @Field(() => Float) framesPublished!: number;
}

@ObjectType({
  description:
    "Readiness of one capability: ready; degraded (live, with losses in degraded_reasons); unavailable (nothing publishes; not_running_reason); unknown (heartbeats unreadable).",
})
export class CapabilityReadinessState {
  @Field(() => String) capability!: string;
  @Field(() => String) status!: string;
  @Field(() => Boolean, { nullable: true, description: "Null when unknown." }) live!: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "True when every live producer replays recorded data; null when none is live.",
  })
  replay!: boolean | null;
  @Field(() => [String], { description: "Every known producer of the capability, live or not." })
  producers!: string[];
  @Field(() => [String]) liveProducers!: string[];
  @Field(() => [String]) degradedReasons!: string[];
  @Field(() => String, {
    nullable: true,
    description:
      "When unavailable: no_producer, outside_session (04:00-20:00 ET on trading days), producer_stopped, replay_finished, heartbeat_stale, no_feed_messages, no_heartbeat.",
  })
  notRunningReason!: string | null;
}

@ObjectType({ description: "Whether the event bus answers." })
export class BusReachability {
  @Field(() => String, { description: "in-process or redis." }) kind!: string;
  @Field(() => Boolean) reachable!: boolean;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@ObjectType({ description: "Coverage limits of the streams (spec/03 Limits)." })
export class StreamCoverageLimits {
  @Field(() => Int, { description: "Shared warm budget of quotes/subscribe and universe/warm." })
  quoteWarmBudget!: number;
  @Field(() => Int, { nullable: true, description: "Symbols warm now; null when unreadable." })
  warmInUse!: number | null;
  @Field(() => Int) quotesSubscribeMaxSymbols!: number;
  @Field(() => Int) quotesSubscribeTtlMinS!: number;
  @Field(() => Int) quotesSubscribeTtlMaxS!: number;
  @Field(() => Int) quotesSubscribeTtlDefaultS!: number;
  @Field(() => Int, { description: "Symbols per quotes stream connection." }) quotesStreamMaxSymbols!: number;
  @Field(() => Int) universeWarmMinSymbols!: number;
  @Field(() => Int) universeWarmMaxSymbols!: number;
}

@ObjectType({ description: "An SSE route that answers 503 now." })
export class SseEndpoint {
  @Field(() => String) operation!: string;
  @Field(() => String) path!: string;
  @Field(() => String) capability!: string;
  @Field(() => String, { description: "unavailable or unknown." }) status!: string;
}

@ObjectType({ description: "Whether the service clock is inside 04:00-20:00 ET of an NYSE trading day." })
export class StreamSession {
  @Field(() => String, { description: "The service clock's time." }) at!: string;
  @Field(() => String, { description: "The US Eastern date." }) easternDate!: string;
  @Field(() => Boolean) inExtendedSession!: boolean;
}

@ObjectType({ description: "v3_stream_status: what streams can be opened now, and why not." })
export class StreamStatus {
  @Field(() => String) asOf!: string;
  @Field(() => BusReachability) bus!: BusReachability;
  @Field(() => StreamSession) session!: StreamSession;
  @Field(() => [StreamProducer], { description: "Every registered producer, from its newest heartbeat." })
  producers!: StreamProducer[];
  @Field(() => [CapabilityReadinessState]) capabilities!: CapabilityReadinessState[];
  @Field(() => StreamCoverageLimits) coverageLimits!: StreamCoverageLimits;
  @Field(() => [SseEndpoint]) unavailableSseEndpoints!: SseEndpoint[];
}

@ObjectType({ description: "The dedicated market ingest service (the producers of ticks, bars and quotes)." })
export class DedicatedService {
  @Field(() => String) name!: string;
  @Field(() => String, { description: "running, running_degraded, not_running or unknown." })
  effectiveStatus!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "When not_running: outside_session, no_vendor_messages, no_producer, producer_stopped, replay_finished.",
  })
  notRunningReason!: string | null;
  @Field(() => [String], { description: "When running_degraded: <capability>_<loss>." })
  degradedReasons!: string[];
  @Field(() => Boolean, {
    nullable: true,
    description:
      "True when what runs is a replay of recorded data, not a vendor feed; null when nothing is live.",
  })
  replay!: boolean | null;
  @Field(() => [String]) sources!: string[];
  @Field(() => Float, {
    nullable: true,
    description: "Seconds since a live producer last heard from its feed (the newest over producers).",
  })
  lastFeedMessageAgeS!: number | null;
  @Field(() => Boolean) inExtendedSession!: boolean;
  @Field(() => [StreamProducer]) producers!: StreamProducer[];
  @Field(() => [CapabilityReadinessState]) capabilities!: CapabilityReadinessState[];
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: no_live_producer (replay, last_feed_message_age_s), no_feed_message_yet.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "v3_stream_ingest_status." })
export class IngestStatus {
  @Field(() => String) asOf!: string;
  @Field(() => DedicatedService) dedicatedService!: DedicatedService;
}

@ObjectType({
  description:
    "v3_stream_tick_writer_status. No tick writer runs in this service: frames live on the bus only (bounded retention) and are not written to the warehouse, so the counters are null.",
})
export class TickWriterStatus {
  @Field(() => String) asOf!: string;
  @Field(() => Boolean) running!: boolean;
  @Field(() => String, { nullable: true }) notRunningReason!: string | null;
  @Field(() => Int, { nullable: true }) bufferedRows!: number | null;
  @Field(() => Int, { nullable: true }) batchesWritten!: number | null;
  @Field(() => Float, { nullable: true }) lastFlushDurationMs!: number | null;
  @Field(() => String) note!: string;
}

@ObjectType({ description: "A symbol in the shared warm set." })
export class WarmSymbol {
  @Field(() => String) symbol!: string;
  @Field(() => String, {
    description:
      "trades (a filtered ticks connect), quotes (quotes/subscribe, a quotes connect) or trades_and_quotes (universe/warm, or both).",
  })
  coverage!: string;
  @Field(() => String) requestedAt!: string;
  @Field(() => String) expiresAt!: string;
  @Field(() => Float) expiresInS!: number;
}

@ObjectType({ description: "A symbol a live producer published within the last 120 s." })
export class LiveSymbol {
  @Field(() => String) symbol!: string;
  @Field(() => [String], { description: "Streams it was published on." }) streams!: string[];
  @Field(() => [String]) producers!: string[];
  @Field(() => Boolean) replay!: boolean;
  @Field(() => String) lastEventAt!: string;
}

@ObjectType({ description: "The shared warm budget." })
export class WarmCapacity {
  @Field(() => Int) budget!: number;
  @Field(() => Int) used!: number;
  @Field(() => Int) remaining!: number;
}

@ObjectType({ description: "v3_market_universe: live and warm coverage." })
export class MarketUniverse {
  @Field(() => String) asOf!: string;
  @Field(() => [LiveSymbol]) live!: LiveSymbol[];
  @Field(() => [WarmSymbol], { description: "Warm means requested, not provider-confirmed." })
  warm!: WarmSymbol[];
  @Field(() => WarmCapacity) capacity!: WarmCapacity;
  @Field(() => [StreamProducer]) producers!: StreamProducer[];
  @Field(() => String) note!: string;
}

@ObjectType({ description: "A symbol admitted to the warm set." })
export class AdmittedSymbol {
  @Field(() => String) symbol!: string;
  @Field(() => String) coverage!: string;
  @Field(() => String) expiresAt!: string;
  @Field(() => Boolean, { description: "True: it was warm already and its expiry was extended." })
  extended!: boolean;
}

@ObjectType({ description: "A symbol refused admission." })
export class RefusedSymbol {
  @Field(() => String) symbol!: string;
  @Field(() => String, { description: "invalid_ticker, unknown_ticker or warm_budget_exhausted." })
  reason!: string;
}

@ObjectType({ description: "What a warm request admitted and refused, symbol by symbol." })
export class WarmAdmissionResult {
  @Field(() => String) asOf!: string;
  @Field(() => Float, { description: "Seconds of coverage requested (spec/02: a number, 30..3600)." })
  ttlS!: number;
  @Field(() => [AdmittedSymbol]) admitted!: AdmittedSymbol[];
  @Field(() => [RefusedSymbol]) refused!: RefusedSymbol[];
  @Field(() => WarmCapacity) capacity!: WarmCapacity;
  @Field(() => String) note!: string;
}

@ObjectType({ description: "v3_stream_universe_status (legacy diagnostics)." })
export class UniverseStatus {
  @Field(() => String) asOf!: string;
  @Field(() => Int) liveSymbols!: number;
  @Field(() => Int) warmSymbols!: number;
  @Field(() => WarmCapacity) capacity!: WarmCapacity;
  @Field(() => Int) liveProducers!: number;
  @Field(() => String) note!: string;
}

@ObjectType({ description: "One stream in the realtime guide." })
export class GuideStream {
  @Field(() => String) capability!: string;
  @Field(() => String) operation!: string;
  @Field(() => String) path!: string;
  @Field(() => String, { description: "What to use it for." }) intent!: string;
  @Field(() => String) carries!: string;
  @Field(() => String, { description: "What publishes it in this service today." }) producerToday!: string;
}

@ObjectType({ description: "v3_stream_realtime_guide: which feed serves which intent, and how to use them." })
export class RealtimeGuide {
  @Field(() => [GuideStream]) streams!: GuideStream[];
  @Field(() => String) beforeConnecting!: string;
  @Field(() => String) replay!: string;
  @Field(() => String) resume!: string;
  @Field(() => String) catchUp!: string;
  @Field(() => String) prewarm!: string;
  @Field(() => String) billing!: string;
}
