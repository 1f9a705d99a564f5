/**
 * The stream status operations (spec/02 "Streams (SSE) and stream administration"):
 * streamStatus (svc_v3_stream_status), streamIngestStatus, streamTickWriterStatus,
 * streamUniverseStatus and streamRealtimeGuide. Each reads the bus (producer registrations and
 * heartbeats; liveness on wall-clock time) and the service clock (the session), and the pure
 * decisions of domain/streamStatus.ts say what that means. They never fail on an unreadable bus:
 * that is their answer (reachable false, status unknown).
 */
import { Ctx, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import type { ProducerStatus } from "../../kit/producers.js";
import { liveSymbols, producerOut, readinessOf, readProducers } from "../data/streamState.js";
import { readWarmSet } from "../data/warmCoverage.js";
import {
  type CapabilityReadiness,
  INGEST_CAPABILITIES,
  inExtendedSession,
  ingestEffectiveStatus,
  READINESS_CAPABILITIES,
  unavailableSseEndpoints,
} from "../domain/streamStatus.js";
import {
  QUOTES_SUBSCRIBE_MAX_SYMBOLS,
  QUOTES_SUBSCRIBE_TTL_S,
  UNIVERSE_WARM_SYMBOLS,
  WARM_BUDGET,
} from "../domain/warm.js";
import {
  type CapabilityReadinessState,
  IngestStatus,
  RealtimeGuide,
  StreamStatus,
  TickWriterStatus,
  UniverseStatus,
} from "../types/streamAdmin.js";
import { MAX_QUOTE_SYMBOLS } from "./quotes.js";

export function readinessOut(entry: CapabilityReadiness): CapabilityReadinessState {
  return { ...entry };
}

async function activeWarmCount(ctx: SubgraphContext<"market">, nowMs: number): Promise<number | null> {
  try {
    return (await readWarmSet(ctx.db)).filter((entry) => entry.expiresAtMs > nowMs).length;
  } catch {
    return null;
  }
}

@Resolver()
export class StreamStatusResolver {
  @Query(() => StreamStatus, {
    description:
      "Operation svc_v3_stream_status: bus reachability, producer heartbeats, per-capability readiness (ready, degraded, unavailable, unknown), coverage limits and the SSE routes that answer 503 now. Query it before claiming live data.",
  })
  async streamStatus(@Ctx() ctx: SubgraphContext<"market">): Promise<StreamStatus> {
    const at = ctx.clock.now();
    const read = await readProducers(ctx.bus);
    const inSession = inExtendedSession(at);
    const capabilities = readinessOf(READINESS_CAPABILITIES, read.producers, inSession);
    return {
      asOf: at.toISOString(),
      bus: {
        kind: ctx.bus.kind,
        reachable: read.producers !== null,
        error: "error" in read ? read.error : null,
      },
      session: { at: at.toISOString(), easternDate: easternDate(at), inExtendedSession: inSession },
      producers: (read.producers ?? []).map(producerOut),
      capabilities: capabilities.map(readinessOut),
      coverageLimits: {
        quoteWarmBudget: WARM_BUDGET,
        warmInUse: await activeWarmCount(ctx, at.getTime()),
        quotesSubscribeMaxSymbols: QUOTES_SUBSCRIBE_MAX_SYMBOLS,
        quotesSubscribeTtlMinS: QUOTES_SUBSCRIBE_TTL_S.min,
        quotesSubscribeTtlMaxS: QUOTES_SUBSCRIBE_TTL_S.max,
        quotesSubscribeTtlDefaultS: QUOTES_SUBSCRIBE_TTL_S.default,
        quotesStreamMaxSymbols: MAX_QUOTE_SYMBOLS,
        universeWarmMinSymbols: UNIVERSE_WARM_SYMBOLS.min,
        universeWarmMaxSymbols: UNIVERSE_WARM_SYMBOLS.max,
      },
      unavailableSseEndpoints: unavailableSseEndpoints(capabilities),
    };
  }

  @Query(() => IngestStatus, {
    description:
      "Operation svc_v3_stream_ingest_status: the dedicated market ingest service (the producers of ticks, bars and quotes) with its effective_status: running, running_degraded, not_running (with not_running_reason) or unknown (heartbeats unreadable).",
  })
  async streamIngestStatus(@Ctx() ctx: SubgraphContext<"market">): Promise<IngestStatus> {
    const at = ctx.clock.now();
    const read = await readProducers(ctx.bus);
    const inSession = inExtendedSession(at);
    const capabilities = readinessOf(INGEST_CAPABILITIES, read.producers, inSession);
    const decision = ingestEffectiveStatus(read.producers === null ? null : capabilities);
    const producers = (read.producers ?? []).filter((status) =>
      status.capabilities.some((capability) =>
        (INGEST_CAPABILITIES as readonly string[]).includes(capability),
      ),
    );
    const live = producers.filter((status) => status.live);
    const feedAges = live
      .map((status) => status.last_feed_message_age_s)
      .filter((age): age is number => age !== null);
    const nullReasons: Record<string, string> = {};
    if (live.length === 0) nullReasons.replay = nullReasons.lastFeedMessageAgeS = "no_live_producer";
    else if (feedAges.length === 0) nullReasons.lastFeedMessageAgeS = "no_feed_message_yet";
    return {
      asOf: at.toISOString(),
      dedicatedService: {
        name: "market-ingest",
        effectiveStatus: decision.effectiveStatus,
        notRunningReason: decision.notRunningReason,
        degradedReasons: decision.degradedReasons,
        replay: live.length === 0 ? null : live.every((status) => status.replay),
        sources: [...new Set(producers.map((status) => status.source))],
        lastFeedMessageAgeS: feedAges.length === 0 ? null : Math.min(...feedAges),
        inExtendedSession: inSession,
        producers: producers.map(producerOut),
        capabilities: capabilities.map(readinessOut),
        nullReasons,
      },
    };
  }

  @Query(() => TickWriterStatus, {
    description:
      "Operation svc_v3_stream_tick_writer_status: buffered rows, batches written, last flush duration of the tick writer. None runs in this service (frames stay on the bus, with bounded retention), so it says so and the counters are null.",
  })
  streamTickWriterStatus(@Ctx() ctx: SubgraphContext<"market">): TickWriterStatus {
    return {
      asOf: ctx.clock.now().toISOString(),
      running: false,
      notRunningReason: "no_tick_writer",
      bufferedRows: null,
      batchesWritten: null,
      lastFlushDurationMs: null,
      note: "No tick writer is part of this service: ticks, bars and quotes are held on the event bus only (10,000 per stream by default), never written to the warehouse. Catch up with GET /api/v3/events.",
    };
  }

  @Query(() => UniverseStatus, {
    description:
      "Operation svc_v3_stream_universe_status (legacy diagnostics): counts of live and warm symbols and the warm budget. svc_v3_market_universe lists them.",
  })
  async streamUniverseStatus(@Ctx() ctx: SubgraphContext<"market">): Promise<UniverseStatus> {
    const at = ctx.clock.now();
    const read = await readProducers(ctx.bus);
    const producers: ProducerStatus[] = read.producers ?? [];
    const live = read.producers === null ? [] : await liveSymbols(ctx.bus, producers).catch(() => []);
    const warm = (await activeWarmCount(ctx, at.getTime())) ?? 0;
    return {
      asOf: at.toISOString(),
      liveSymbols: live.length,
      warmSymbols: warm,
      capacity: { budget: WARM_BUDGET, used: warm, remaining: Math.max(0, WARM_BUDGET - warm) },
      liveProducers: producers.filter((status) => status.live).length,
      note: "Legacy diagnostics; svc_v3_stream_status and svc_v3_market_universe are the current views. Warm means requested, not provider-confirmed.",
    };
  }

  @Query(() => RealtimeGuide, {
    description:
      "Operation svc_v3_stream_realtime_guide: which stream serves which intent, what each carries and who publishes it here, what replay means, how to resume and catch up.",
  })
  streamRealtimeGuide(): RealtimeGuide {
    return REALTIME_GUIDE;
  }
}

export const REALTIME_GUIDE: RealtimeGuide = {
  streams: [
    {
      capability: "ticks",
      operation: "svc_v3_stream_ticks",
      path: "/api/v3/stream/ticks",
      intent: "Follow trades of a few symbols.",
      carries: "price, size (null with size_reason when unknown), timestamp (trade time), as_of",
      producerToday:
        "Replays of recorded minute data, one producer per session (by default the newest held session of every ticker with minute data: AAPL, AIG, BAC, GOOG, IBM, SPY 2023-08-03): one tick per minute, its close, size null with size_reason minute_aggregate_source.",
    },
    {
      capability: "bars",
      operation: "svc_v3_stream_bars",
      path: "/api/v3/stream/bars",
      intent: "Follow 1-minute OHLCV candles.",
      carries:
        "open, high, low, close, volume, vwap, bar_period_s 60, bar_start, bar_end; timestamp = bar_end",
      producerToday: "The same replay: each recorded minute bar as recorded (vwap null with vwap_reason).",
    },
    {
      capability: "quotes",
      operation: "svc_v3_stream_quotes",
      path: "/api/v3/stream/quotes",
      intent: "Follow bid and ask of up to 50 symbols (symbols required).",
      carries: "bid/ask price and size (size_unit shares), venues (null with venue_reason), timestamp, as_of",
      producerToday:
        "The replay, for sessions with a recorded quote file (SPY 2023-08-03 only): the closing NBBO of each minute.",
    },
    {
      capability: "market_events",
      operation: "svc_v3_stream_market_events",
      path: "/api/v3/stream/market_events",
      intent: "Market events with source as-of time, feed lag and staleness.",
      carries: "type, source_as_of, feed_lag_s, is_stale",
      producerToday: "None: connecting answers 503 producer_unavailable.",
    },
    {
      capability: "signals",
      operation: "svc_v3_stream_signals",
      path: "/api/v3/stream/signals",
      intent: "Fused signals, after a ready frame.",
      carries: "ready, producer_live, producers, then signal records",
      producerToday: "None: 503 producer_unavailable (svc_v3_stream_signal_generator_status says why).",
    },
    {
      capability: "decisions",
      operation: "svc_v3_stream_decisions",
      path: "/api/v3/stream/decisions",
      intent: "Decision-lifecycle events, after a ready frame.",
      carries: "ready, producer_live, producers, then decision records",
      producerToday: "None: 503 producer_unavailable (svc_v3_stream_decision_generator_status says why).",
    },
    {
      capability: "news",
      operation: "svc_v3_stream_news",
      path: "/api/v3/stream/news",
      intent: "News as it is published.",
      carries: "news items",
      producerToday:
        "The replay of the news store: SEC filing events in acceptance order (replay true); without it 503 producer_unavailable (svc_v3_stream_news_publisher_status says why).",
    },
    {
      capability: "alerts",
      operation: "svc_v3_stream_alerts",
      path: "/api/v3/stream/alerts",
      intent: "Alerts.",
      carries: "alerts",
      producerToday: "None: unavailable.",
    },
  ],
  beforeConnecting:
    "Query GET /api/v3/stream/status first: a capability is live only while its feed is fresh (a frame within 120 s, or a feed message within 90 s of a heartbeat at most 120 s old), and each producer lists the symbols it covers. A stream with no live producer covering any requested symbol answers 503 producer_unavailable when opened (not_running_reason symbol_not_covered when producers are live for other symbols), never a silent stream; an open stream whose producers stop ends with a producer_unavailable error frame.",
  replay:
    "replay true on a frame (and on a producer) means recorded data published again, time-compressed; original_time is the recorded time and published_at when it went on the bus. It is not live market data. A replay runs at any hour; outside 04:00-20:00 ET a live feed is quiet (not_running_reason outside_session).",
  resume:
    "Every frame's id is its stream id <ms>-<seq>. Reconnect with since=<last id received> to continue exactly after it, or since=- for the oldest retained frame. Each stream keeps its newest 10,000 frames; older ids resume from the oldest retained one.",
  catchUp:
    "GET /api/v3/events?since=<id> returns a finite page of the held ticks, bars and quotes merged by id, oldest first, with next_since and has_more; repeat with since=next_since until has_more is false, then reconnect the stream with since=next_since.",
  prewarm:
    "POST /api/v3/stream/quotes/subscribe (up to 50 symbols, ttl_s 30..3600, default 300) and POST /api/v3/market/universe/warm (1..200 symbols) record expiring coverage requests in a shared 200-symbol budget; admitted and refused symbols are listed. A filtered ticks or quotes connect queues its symbols in the same budget (300 s). Warm means requested, not provider-confirmed: the replay publishes its recorded session whatever is warm.",
  billing: "Streams are billed once per connection; refusals (503) are not billed.",
};
