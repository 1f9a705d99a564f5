/**
 * Types of the stream administration operations (spec/02 "Streams (SSE) and stream
 * administration"): the catch-up page, stream and ingest status, warm coverage, the guide.
 */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  PRODUCERS,
  STATUS_AS_OF,
  WARM_CAPACITY,
  WARM_COVERAGE,
  WARM_EXPIRES_AT,
  WARM_SYMBOL,
} from "../descriptions.js";

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
  @Field(() => [FeedStream], {
    description: "The newest event of each market stream: ticks, bars and quotes.",
  })
  streams!: FeedStream[];
}

@ObjectType({ description: "A finite page of market events after `since`, oldest first." })
export class MarketEventsPage {
  @Field(() => [CatchupEvent], {
    description: "Held ticks, bars and quotes after since, merged by id, oldest first.",
  })
  events!: CatchupEvent[];
  @Field(() => String, {
    description:
      "Pass as `since` for the next page: the id of the last event returned (the `since` sent when the page is empty).",
  })
  nextSince!: string;
  @Field(() => Boolean, { description: "More matching events are held after next_since." }) hasMore!: boolean;
  @Field(() => CatchupFeed, { description: "How fresh the streams behind the page are." }) feed!: CatchupFeed;
}

@ObjectType({ description: "One producer as its newest heartbeat describes it (spec/03 Events rule 3)." })
export class StreamProducer {
  @Field(() => String, { description: "The producer's registered name." }) producer!: string;
  @Field(() => [String], { description: "The streams it publishes (ticks, bars, quotes, news, …)." })
  capabilities!: string[];
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
  @Field(() => String, { description: "When the producer started, ISO 8601 UTC." }) startedAt!: string;
  @Field(() => String, { description: "running, finished or stopped, as the producer reports it." })
  state!: string;
  @Field(() => Boolean, {
    description:
      "Its feed is fresh: a frame within 120 s, or a feed message within 90 s of a heartbeat at most 120 s old.",
  })
  live!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "frame or feed_message: which half of the rule holds.",
  })
  basis!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why it is not live: producer_stopped, replay_finished, heartbeat_stale, no_feed_messages or no_heartbeat; null when live.",
  })
  notRunningReason!: string | null;
  @Field(() => Float, {
    description: "Seconds since its newest heartbeat, by the service clock (one decimal).",
  })
  heartbeatAgeS!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Seconds since it last published a frame (one decimal); null when it has published none.",
  })
  lastFrameAgeS!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Seconds since it last heard from its feed (one decimal); null when it has heard nothing.",
  })
  lastFeedMessageAgeS!: number | null;
  @Field(() => Float, { description: "Frames it has published since started_at." }) framesPublished!: number;
}

@ObjectType({
  description:
    "Readiness of one capability: ready; degraded (live, with losses in degraded_reasons); unavailable (nothing publishes; not_running_reason); unknown (heartbeats unreadable).",
})
export class CapabilityReadinessState {
  @Field(() => String, {
    description:
      "The stream capability: ticks, bars, quotes, signals, decisions, alerts, news or market_events.",
  })
  capability!: string;
  @Field(() => String, { description: "ready, degraded, unavailable or unknown (see the type)." })
  status!: string;
  @Field(() => Boolean, { nullable: true, description: "Null when unknown." }) live!: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "True when every live producer replays recorded data; null when none is live.",
  })
  replay!: boolean | null;
  @Field(() => [String], { description: "Every known producer of the capability, live or not." })
  producers!: string[];
  @Field(() => [String], { description: "Producers of the capability that are live now." })
  liveProducers!: string[];
  @Field(() => [String], {
    description:
      "When degraded: some_producers_not_live, no_recent_frames (live on feed messages only), heartbeat_stale; empty otherwise.",
  })
  degradedReasons!: string[];
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
  @Field(() => Boolean, { description: "The producers' heartbeats could be read from the bus." })
  reachable!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "The bus's error when it is unreachable; null when reachable.",
  })
  error!: string | null;
}

@ObjectType({ description: "Coverage limits of the streams (spec/03 Limits)." })
export class StreamCoverageLimits {
  @Field(() => Int, { description: "Shared warm budget of quotes/subscribe and universe/warm." })
  quoteWarmBudget!: number;
  @Field(() => Int, { nullable: true, description: "Symbols warm now; null when unreadable." })
  warmInUse!: number | null;
  @Field(() => Int, { description: "Most symbols one quotes/subscribe request takes: 50." })
  quotesSubscribeMaxSymbols!: number;
  @Field(() => Int, { description: "Shortest ttl_s quotes/subscribe accepts, seconds: 30." })
  quotesSubscribeTtlMinS!: number;
  @Field(() => Int, { description: "Longest ttl_s quotes/subscribe accepts, seconds: 3600." })
  quotesSubscribeTtlMaxS!: number;
  @Field(() => Int, { description: "ttl_s when quotes/subscribe is given none, seconds: 300." })
  quotesSubscribeTtlDefaultS!: number;
  @Field(() => Int, { description: "Symbols per quotes stream connection." }) quotesStreamMaxSymbols!: number;
  @Field(() => Int, { description: "Fewest symbols one universe/warm request takes: 1." })
  universeWarmMinSymbols!: number;
  @Field(() => Int, { description: "Most symbols one universe/warm request takes: 200." })
  universeWarmMaxSymbols!: number;
}

@ObjectType({ description: "An SSE route that answers 503 now." })
export class SseEndpoint {
  @Field(() => String, { description: "The SSE route's operation (svc_v3_stream_*)." }) operation!: string;
  @Field(() => String, { description: "The SSE route's path (/api/v3/stream/…)." }) path!: string;
  @Field(() => String, { description: "The capability behind it, whose readiness makes it answer 503." })
  capability!: string;
  @Field(() => String, { description: "unavailable or unknown." }) status!: string;
}

@ObjectType({ description: "Whether the service clock is inside 04:00-20:00 ET of an NYSE trading day." })
export class StreamSession {
  @Field(() => String, { description: "The service clock's time." }) at!: string;
  @Field(() => String, { description: "The US Eastern date." }) easternDate!: string;
  @Field(() => Boolean, {
    description: "True from 04:00 (inclusive) to 20:00 (exclusive) ET on an NYSE trading day.",
  })
  inExtendedSession!: boolean;
}

@ObjectType({ description: "v3_stream_status: what streams can be opened now, and why not." })
export class StreamStatus {
  @Field(() => String, { description: STATUS_AS_OF }) asOf!: string;
  @Field(() => BusReachability, { description: "Whether the event bus answers." }) bus!: BusReachability;
  @Field(() => StreamSession, { description: "Where the service clock stands against the extended session." })
  session!: StreamSession;
  @Field(() => [StreamProducer], { description: "Every registered producer, from its newest heartbeat." })
  producers!: StreamProducer[];
  @Field(() => [CapabilityReadinessState], { description: "Readiness of each stream capability." })
  capabilities!: CapabilityReadinessState[];
  @Field(() => StreamCoverageLimits, { description: "The streams' coverage limits." })
  coverageLimits!: StreamCoverageLimits;
  @Field(() => [SseEndpoint], {
    description: "SSE routes whose capability is unavailable or unknown now (they answer 503).",
  })
  unavailableSseEndpoints!: SseEndpoint[];
}

@ObjectType({ description: "The dedicated market ingest service (the producers of ticks, bars and quotes)." })
export class DedicatedService {
  @Field(() => String, { description: "Always market-ingest." }) name!: string;
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
  @Field(() => [String], {
    description: "The distinct sources of its producers (replay:<ticker>:<date> or vendor:<name>).",
  })
  sources!: string[];
  @Field(() => Float, {
    nullable: true,
    description: "Seconds since a live producer last heard from its feed (the newest over producers).",
  })
  lastFeedMessageAgeS!: number | null;
  @Field(() => Boolean, { description: "The service clock is inside 04:00-20:00 ET of an NYSE trading day." })
  inExtendedSession!: boolean;
  @Field(() => [StreamProducer], {
    description: "The producers of ticks, bars and quotes, from their newest heartbeats.",
  })
  producers!: StreamProducer[];
  @Field(() => [CapabilityReadinessState], { description: "Readiness of ticks, bars and quotes." })
  capabilities!: CapabilityReadinessState[];
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: no_live_producer (replay, last_feed_message_age_s), no_feed_message_yet.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "v3_stream_ingest_status." })
export class IngestStatus {
  @Field(() => String, { description: STATUS_AS_OF }) asOf!: string;
  @Field(() => DedicatedService, { description: "The market ingest service and its effective_status." })
  dedicatedService!: DedicatedService;
}

@ObjectType({
  description:
    "v3_stream_tick_writer_status. No tick writer runs in this service: frames live on the bus only (bounded retention) and are not written to the warehouse, so the counters are null.",
})
export class TickWriterStatus {
  @Field(() => String, { description: STATUS_AS_OF }) asOf!: string;
  @Field(() => Boolean, { description: "Always false: no tick writer is part of this service." })
  running!: boolean;
  @Field(() => String, { nullable: true, description: "Why running is false: no_tick_writer." })
  notRunningReason!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Rows waiting to be written; always null: no tick writer runs.",
  })
  bufferedRows!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "Batches written to the warehouse; always null: no tick writer runs.",
  })
  batchesWritten!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Milliseconds the last flush took; always null: no tick writer runs.",
  })
  lastFlushDurationMs!: number | null;
  @Field(() => String, {
    description:
      "Where ticks, bars and quotes are held instead (the event bus, bounded) and how to catch up.",
  })
  note!: string;
}

@ObjectType({ description: "A symbol in the shared warm set." })
export class WarmSymbol {
  @Field(() => String, { description: WARM_SYMBOL }) symbol!: string;
  @Field(() => String, {
    description: WARM_COVERAGE,
  })
  coverage!: string;
  @Field(() => String, { description: "When coverage was last requested for it, ISO 8601 UTC." })
  requestedAt!: string;
  @Field(() => String, { description: WARM_EXPIRES_AT }) expiresAt!: string;
  @Field(() => Float, { description: "Seconds until expires_at, by the service clock (one decimal)." })
  expiresInS!: number;
}

@ObjectType({ description: "A symbol a live producer published within the last 120 s." })
export class LiveSymbol {
  @Field(() => String, { description: WARM_SYMBOL }) symbol!: string;
  @Field(() => [String], { description: "Streams it was published on." }) streams!: string[];
  @Field(() => [String], { description: "The live producers that published it." }) producers!: string[];
  @Field(() => Boolean, {
    description: "True when every live producer that published it replays recorded data.",
  })
  replay!: boolean;
  @Field(() => String, { description: "When it was last published, ISO 8601 UTC." }) lastEventAt!: string;
}

@ObjectType({ description: "The shared warm budget." })
export class WarmCapacity {
  @Field(() => Int, { description: "Symbols the shared warm set may hold: 200." }) budget!: number;
  @Field(() => Int, { description: "Symbols warm now." }) used!: number;
  @Field(() => Int, { description: "budget minus used (never below 0)." }) remaining!: number;
}

@ObjectType({ description: "v3_market_universe: live and warm coverage." })
export class MarketUniverse {
  @Field(() => String, { description: STATUS_AS_OF }) asOf!: string;
  @Field(() => [LiveSymbol], { description: "Symbols a live producer published within the last 120 s." })
  live!: LiveSymbol[];
  @Field(() => [WarmSymbol], { description: "Warm means requested, not provider-confirmed." })
  warm!: WarmSymbol[];
  @Field(() => WarmCapacity, { description: WARM_CAPACITY }) capacity!: WarmCapacity;
  @Field(() => [StreamProducer], { description: PRODUCERS }) producers!: StreamProducer[];
  @Field(() => String, { description: "What warm means: requested, not provider-confirmed." }) note!: string;
}

@ObjectType({ description: "A symbol admitted to the warm set." })
export class AdmittedSymbol {
  @Field(() => String, { description: WARM_SYMBOL }) symbol!: string;
  @Field(() => String, { description: WARM_COVERAGE }) coverage!: string;
  @Field(() => String, { description: WARM_EXPIRES_AT }) expiresAt!: string;
  @Field(() => Boolean, { description: "True: it was warm already and its expiry was extended." })
  extended!: boolean;
}

@ObjectType({ description: "A symbol refused admission." })
export class RefusedSymbol {
  @Field(() => String, { description: "The symbol as sent." }) symbol!: string;
  @Field(() => String, { description: "invalid_ticker, unknown_ticker or warm_budget_exhausted." })
  reason!: string;
}

@ObjectType({ description: "What a warm request admitted and refused, symbol by symbol." })
export class WarmAdmissionResult {
  @Field(() => String, { description: STATUS_AS_OF }) asOf!: string;
  @Field(() => Float, { description: "Seconds of coverage requested (spec/02: a number, 30..3600)." })
  ttlS!: number;
  @Field(() => [AdmittedSymbol], { description: "Symbols admitted to (or extended in) the warm set." })
  admitted!: AdmittedSymbol[];
  @Field(() => [RefusedSymbol], { description: "Symbols refused, each with its reason." })
  refused!: RefusedSymbol[];
  @Field(() => WarmCapacity, { description: "The shared warm budget after this request." })
  capacity!: WarmCapacity;
  @Field(() => String, { description: "What warm means: requested, not provider-confirmed." }) note!: string;
}

@ObjectType({ description: "v3_stream_universe_status (legacy diagnostics)." })
export class UniverseStatus {
  @Field(() => String, { description: STATUS_AS_OF }) asOf!: string;
  @Field(() => Int, { description: "Symbols a live producer published within the last 120 s." })
  liveSymbols!: number;
  @Field(() => Int, { description: "Symbols in the shared warm set now." }) warmSymbols!: number;
  @Field(() => WarmCapacity, { description: WARM_CAPACITY }) capacity!: WarmCapacity;
  @Field(() => Int, { description: "Producers live now." }) liveProducers!: number;
  @Field(() => String, {
    description: "Says these are legacy diagnostics and which operations are the current views.",
  })
  note!: string;
}

@ObjectType({ description: "One stream in the realtime guide." })
export class GuideStream {
  @Field(() => String, {
    description:
      "The stream capability (ticks, bars, quotes, market_events, signals, decisions, news, alerts).",
  })
  capability!: string;
  @Field(() => String, { description: "Its SSE operation (svc_v3_stream_*)." }) operation!: string;
  @Field(() => String, { description: "Its SSE path (/api/v3/stream/…)." }) path!: string;
  @Field(() => String, { description: "What to use it for." }) intent!: string;
  @Field(() => String, { description: "The fields its frames carry." }) carries!: string;
  @Field(() => String, { description: "What publishes it in this service today." }) producerToday!: string;
}

@ObjectType({ description: "v3_stream_realtime_guide: which feed serves which intent, and how to use them." })
export class RealtimeGuide {
  @Field(() => [GuideStream], {
    description: "Every SSE stream: its intent, what it carries and what publishes it here.",
  })
  streams!: GuideStream[];
  @Field(() => String, {
    description:
      "What to check before connecting (stream status) and what a stream without a live producer answers.",
  })
  beforeConnecting!: string;
  @Field(() => String, { description: "What replay true on a frame means." }) replay!: string;
  @Field(() => String, { description: "How to resume a stream after its last frame (since=<id>)." })
  resume!: string;
  @Field(() => String, { description: "How to catch up on missed frames with GET /api/v3/events." })
  catchUp!: string;
  @Field(() => String, {
    description: "How to request coverage ahead (quotes/subscribe, universe/warm) and what warm means.",
  })
  prewarm!: string;
  @Field(() => String, { description: "How streams are billed." }) billing!: string;
}
