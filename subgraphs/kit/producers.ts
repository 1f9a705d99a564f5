/**
 * Producers, their heartbeats, and the rule that says whether a stream is live (spec/03 Events,
 * rule 3: "market data is live only while its feed is fresh (a feed message within 90 s of a
 * producer heartbeat at most 120 s old, or a tick, bar or quote within 120 s)").
 *
 * - A producer is anything that publishes frames onto the bus: the replay of a recorded session
 *   today (subgraphs/market/streams/marketReplay.ts), a live vendor feed tomorrow. Both are a
 *   `FeedAdapter` run by `runProducer`, which adds what every producer owes its readers.
 * - On start a producer registers on the bus stream `producers` (so readers can find it), then
 *   publishes a `Heartbeat` every `heartbeatMs` (default 5 s) to `heartbeat:<producer name>`:
 *   what it produces, whether it is a replay, its source, when it last published a frame and
 *   heard from its feed, how many frames it has published. Every frame carries the producer's
 *   name, so the newest frame of a stream says whose it is.
 * - Readers (`producerStatus`, `liveProducers`, `requireLiveProducer`) read only the bus, so the
 *   answer is the same in every process sharing a Redis bus. `decideLiveness` is the rule itself,
 *   pure, with known-answer tests (producers.test.ts).
 *
 * Liveness is judged on wall-clock time (the bus's ids and the heartbeats' times), never on a
 * subgraph's data clock, which tests pin to historical dates.
 */
import { ServiceError } from "../../core/errors.js";
import type { BusEvent, EventBus } from "./eventBus.js";
import { processLogger } from "./log.js";
import { GapLedger, type StreamGapPayload } from "./streamGap.js";

/** What a producer can publish; each capability has one bus stream of the same name. */
export const CAPABILITIES = [
  "ticks",
  "bars",
  "quotes",
  "market_events",
  "signals",
  "decisions",
  "alerts",
  "news",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** The bus stream of a capability's frames. */
export function capabilityStream(capability: Capability): string {
  return capability;
}

/** Where producers register (one event per start): how readers find heartbeat streams. */
export const PRODUCERS_STREAM = "producers";

export function heartbeatStream(producer: string): string {
  return `heartbeat:${producer}`;
}

export const DEFAULT_HEARTBEAT_MS = 5_000;

/** spec/03 Events rule 3, in milliseconds. */
export const LIVENESS_RULE = {
  /** A frame (tick, bar, quote, ...) at most this old makes its producer live on its own. */
  frameMaxAgeMs: 120_000,
  /** Otherwise the newest heartbeat must be at most this old ... */
  heartbeatMaxAgeMs: 120_000,
  /** ... and report a feed message within this much of the heartbeat. */
  feedMessageWithinMs: 90_000,
} as const;

export type ProducerState = "running" | "finished" | "stopped";

/** Who a producer is: the same in its registration, its heartbeats and its status. */
export interface ProducerIdentity {
  /** Unique among the producers sharing a bus; also the heartbeat stream's suffix. */
  producer: string;
  capabilities: Capability[];
  /** True when the frames are a replay of recorded data, not a live feed. */
  replay: boolean;
  /** Where the frames come from, e.g. "replay:SPY:2023-08-03" or "vendor:<name>". */
  source: string;
  /**
   * The tickers whose frames it publishes (a replay: its recording's ticker). Absent or null: any
   * symbol (a whole-market vendor feed). A filtered stream opens only on a producer covering one
   * of its symbols (kit/streams.ts).
   */
  symbols?: readonly string[] | null;
}

/** Whether a producer publishes frames of `symbol` (a producer without a symbol list covers all). */
export function coversSymbol(producer: Pick<ProducerIdentity, "symbols">, symbol: string): boolean {
  return producer.symbols === undefined || producer.symbols === null || producer.symbols.includes(symbol);
}

/** Whether a producer publishes frames of any of `symbols` (null: a stream of every symbol). */
export function coversAny(
  producer: Pick<ProducerIdentity, "symbols">,
  symbols: ReadonlySet<string> | null,
): boolean {
  return symbols === null || [...symbols].some((symbol) => coversSymbol(producer, symbol));
}

/** The payload of a `heartbeat:<producer>` event. Times are ISO 8601 UTC. */
export interface Heartbeat extends ProducerIdentity {
  started_at: string;
  heartbeat_at: string;
  heartbeat_ms: number;
  /** When the producer last published a frame; null before its first. */
  last_frame_at: string | null;
  /** When the producer last heard from its feed (a frame, or a message that carried none). */
  last_feed_message_at: string | null;
  frames_published: number;
  /** running; finished (a replay without loop reached its end); stopped (shut down). */
  state: ProducerState;
}

/** The payload of a `producers` event. */
export interface ProducerRegistration extends ProducerIdentity {
  started_at: string;
  heartbeat_ms: number;
}

/**
 * Every frame a producer publishes names it; the first after frames of its stream could not be
 * published says which (kit/streamGap.ts).
 */
export interface ProducedFrame {
  producer: string;
  gap?: StreamGapPayload;
}

export type NotRunningReason =
  | "no_heartbeat"
  | "producer_stopped"
  | "replay_finished"
  | "heartbeat_stale"
  | "no_feed_messages"
  /** Producers are live, but none publishes any of the requested symbols. */
  | "symbol_not_covered";

export interface LivenessInput {
  nowMs: number;
  /** The newest heartbeat's time, null when none is retained. */
  heartbeatAtMs: number | null;
  lastFeedMessageAtMs: number | null;
  lastFrameAtMs: number | null;
  state: ProducerState | null;
}

export interface Liveness {
  live: boolean;
  /** Which half of the rule made it live: a recent frame, or a heartbeat with a recent feed message. */
  basis: "frame" | "feed_message" | null;
  notRunningReason: NotRunningReason | null;
}

/**
 * spec/03's rule. A producer that says it stopped (or a replay that says it finished) is not live
 * whatever its last frame's age: it has told us no frame follows.
 */
export function decideLiveness(input: LivenessInput): Liveness {
  const notLive = (reason: NotRunningReason): Liveness => ({
    live: false,
    basis: null,
    notRunningReason: reason,
  });
  if (input.state === "stopped") return notLive("producer_stopped");
  if (input.state === "finished") return notLive("replay_finished");
  const { nowMs } = input;
  if (input.lastFrameAtMs !== null && nowMs - input.lastFrameAtMs <= LIVENESS_RULE.frameMaxAgeMs) {
    return { live: true, basis: "frame", notRunningReason: null };
  }
  if (input.heartbeatAtMs === null) return notLive("no_heartbeat");
  if (nowMs - input.heartbeatAtMs > LIVENESS_RULE.heartbeatMaxAgeMs) return notLive("heartbeat_stale");
  if (
    input.lastFeedMessageAtMs === null ||
    Math.abs(input.heartbeatAtMs - input.lastFeedMessageAtMs) > LIVENESS_RULE.feedMessageWithinMs
  ) {
    return notLive("no_feed_messages");
  }
  return { live: true, basis: "feed_message", notRunningReason: null };
}

/** What a reader knows of one producer (the shape v3_stream_status will publish). */
export interface ProducerStatus extends ProducerIdentity {
  started_at: string;
  /** The producer's heartbeat period: how soon a reader can expect news of it. */
  heartbeat_ms: number;
  state: ProducerState;
  live: boolean;
  basis: Liveness["basis"];
  not_running_reason: NotRunningReason | null;
  heartbeat_age_s: number;
  last_frame_age_s: number | null;
  last_feed_message_age_s: number | null;
  frames_published: number;
}

const parseTime = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));
const ageSeconds = (nowMs: number, atMs: number | null) =>
  atMs === null ? null : Math.round((nowMs - atMs) / 100) / 10;
/** The publication time of a bus event: the `<ms>` of its id. */
export const idMs = (id: string): number => Number(id.split("-")[0]);

/**
 * One producer's status from its newest heartbeat and the newest frame of each of its streams,
 * or null when no heartbeat of it is retained.
 */
export async function producerStatus(
  bus: EventBus,
  name: string,
  nowMs: number = Date.now(),
): Promise<ProducerStatus | null> {
  const heartbeat = (await bus.last<Heartbeat>(heartbeatStream(name)))?.payload;
  if (!heartbeat) return null;
  // The heartbeat's last_frame_at may be up to heartbeat_ms old; a newer frame of ours counts too.
  let lastFrameAtMs = parseTime(heartbeat.last_frame_at);
  const newest = await Promise.all(
    heartbeat.capabilities.map((capability) =>
      bus.last<Partial<ProducedFrame>>(capabilityStream(capability)),
    ),
  );
  for (const event of newest) {
    if (event?.payload?.producer !== name) continue;
    lastFrameAtMs = Math.max(lastFrameAtMs ?? 0, idMs(event.id));
  }
  const heartbeatAtMs = Date.parse(heartbeat.heartbeat_at);
  const lastFeedMessageAtMs = parseTime(heartbeat.last_feed_message_at);
  const liveness = decideLiveness({
    nowMs,
    heartbeatAtMs,
    lastFeedMessageAtMs,
    lastFrameAtMs,
    state: heartbeat.state,
  });
  return {
    producer: heartbeat.producer,
    capabilities: heartbeat.capabilities,
    replay: heartbeat.replay,
    source: heartbeat.source,
    symbols: heartbeat.symbols ?? null,
    started_at: heartbeat.started_at,
    heartbeat_ms: heartbeat.heartbeat_ms,
    state: heartbeat.state,
    live: liveness.live,
    basis: liveness.basis,
    not_running_reason: liveness.notRunningReason,
    heartbeat_age_s: ageSeconds(nowMs, heartbeatAtMs) as number,
    last_frame_age_s: ageSeconds(nowMs, lastFrameAtMs),
    last_feed_message_age_s: ageSeconds(nowMs, lastFeedMessageAtMs),
    frames_published: heartbeat.frames_published,
  };
}

/** Names of every producer that registered on the bus (retained registrations), first seen first. */
export async function knownProducers(bus: EventBus): Promise<string[]> {
  const names = new Set<string>();
  let since = "-";
  for (;;) {
    const page = await bus.read<ProducerRegistration>(PRODUCERS_STREAM, { since, limit: 500 });
    for (const event of page) names.add(event.payload.producer);
    const last = page.at(-1);
    if (!last || page.length < 500) break;
    since = last.id;
  }
  return [...names];
}

/** Statuses of the known producers of a capability, live or not. */
export async function producersOf(
  bus: EventBus,
  capability: Capability,
  nowMs: number = Date.now(),
): Promise<ProducerStatus[]> {
  const statuses = await Promise.all(
    (await knownProducers(bus)).map((name) => producerStatus(bus, name, nowMs)),
  );
  return statuses.filter(
    (status): status is ProducerStatus => status !== null && status.capabilities.includes(capability),
  );
}

/** The producers of a capability that are live now. */
export async function liveProducers(
  bus: EventBus,
  capability: Capability,
  nowMs: number = Date.now(),
): Promise<ProducerStatus[]> {
  return (await producersOf(bus, capability, nowMs)).filter((status) => status.live);
}

/** 503 producer_unavailable for a stream no live producer feeds (not billed; nothing opens). */
export function producerUnavailable(
  capability: Capability,
  known: readonly ProducerStatus[],
  symbols: ReadonlySet<string> | null = null,
): ServiceError {
  const relevant = known.filter((status) => coversAny(status, symbols));
  const liveElsewhere = symbols !== null && relevant.length === 0 && known.some((status) => status.live);
  if (liveElsewhere) {
    const covering = known.filter((status) => status.live);
    return new ServiceError(
      "producer_unavailable",
      `No live producer of the ${capability} stream publishes ${[...(symbols ?? [])].join(", ")}; live producers cover ${[
        ...new Set(covering.flatMap((status) => status.symbols ?? ["every symbol"])),
      ].join(", ")}.`,
      {
        retryAfterS: null,
        extra: {
          stream: capability,
          producers: covering.map((status) => status.producer),
          not_running_reason: "symbol_not_covered",
          uncovered_symbols: [...(symbols ?? [])],
        },
      },
    );
  }
  const reasons = [...new Set(relevant.map((status) => status.not_running_reason ?? "no_heartbeat"))];
  return new ServiceError(
    "producer_unavailable",
    known.length === 0
      ? `No producer publishes the ${capability} stream.`
      : relevant.length === 0
        ? `No producer publishes the ${capability} stream for ${[...(symbols ?? [])].join(", ")}.`
        : `No live producer publishes the ${capability} stream (${relevant
            .map((status) => `${status.producer}: ${status.not_running_reason}`)
            .join("; ")}).`,
    {
      // No producer runs now, and nothing says when one will: retrying cannot be promised to help.
      retryAfterS: null,
      extra: {
        stream: capability,
        producers: relevant.map((status) => status.producer),
        not_running_reason: reasons.length > 0 ? reasons.join(",") : "no_producer",
        ...(symbols ? { uncovered_symbols: [...symbols] } : {}),
      },
    },
  );
}

/**
 * The live producers of a capability covering at least one of `symbols` (every live producer when
 * `symbols` is null), or 503 producer_unavailable (spec/03 Events rule 1: a producer-less stream
 * is refused, never served as a heartbeat-only stream); `not_running_reason: symbol_not_covered`
 * when producers are live but publish none of the symbols. An unreadable bus is 503
 * cache_unavailable.
 */
export async function requireLiveProducer(
  bus: EventBus,
  capability: Capability,
  nowMs: number = Date.now(),
  symbols: ReadonlySet<string> | null = null,
): Promise<ProducerStatus[]> {
  let known: ProducerStatus[];
  try {
    known = await producersOf(bus, capability, nowMs);
  } catch {
    throw new ServiceError(
      "cache_unavailable",
      `The ${capability} stream's producer heartbeats cannot be read.`,
      {
        extra: { stream: capability },
        retryAfterS: 5,
      },
    );
  }
  const live = known.filter((status) => status.live && coversAny(status, symbols));
  if (live.length > 0) return live;
  throw producerUnavailable(capability, known, symbols);
}

// --- Running a producer -------------------------------------------------------------------------

/** What a feed adapter publishes through: the bus, with the bookkeeping heartbeats report. */
export interface FeedSink {
  /**
   * Publishes one frame on a declared capability's stream (the sink adds the producer's name).
   * `originalTimeMs` is the frame's own time (its `timestamp`): if the bus cannot take the frame,
   * the publish rejects and the sink records the loss, which the stream's next published frame
   * carries as its `gap`.
   */
  publish<T extends object>(
    capability: Capability,
    frame: T,
    originalTimeMs: number,
  ): Promise<BusEvent<T & ProducedFrame>>;
  /** A message from the feed that carried no frame (a vendor heartbeat or status message). */
  feedMessage(): void;
}

/** A running feed, as its adapter hands it back. */
export interface RunningFeed {
  stop(): void;
  /** Resolves when the feed ends on its own ("finished") or after stop() ("stopped"). */
  ended: Promise<"finished" | "stopped">;
}

/**
 * A source of frames: the replay of a recorded session today, a live vendor feed later
 * (docs/STREAMS.md). `start` resolves once the feed is running; for a replay that is after its
 * first frames are published, so a reader never sees a registered producer with no frame yet.
 */
export interface FeedAdapter {
  readonly identity: ProducerIdentity;
  start(sink: FeedSink): Promise<RunningFeed>;
}

export interface RunningProducer {
  readonly identity: ProducerIdentity;
  /** Stops the feed and the heartbeats, after one last heartbeat saying "stopped". */
  stop(): Promise<void>;
  /** Resolves when the feed has ended (a replay without loop reaches its end, or stop()). */
  finished: Promise<void>;
}

export interface ProducerOptions {
  heartbeatMs?: number;
  /** Wall clock in ms; tests replace it. */
  now?: () => number;
}

/** Registers the adapter's producer, starts its feed and heartbeats. */
export async function runProducer(
  bus: EventBus,
  adapter: FeedAdapter,
  options: ProducerOptions = {},
): Promise<RunningProducer> {
  const { identity } = adapter;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  if (!(heartbeatMs > 0)) throw new RangeError(`heartbeatMs must be positive, got ${heartbeatMs}`);
  const now = options.now ?? Date.now;
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const startedAt = iso(now()) as string;
  let lastFrameAtMs: number | null = null;
  let lastFeedMessageAtMs: number | null = null;
  let framesPublished = 0;
  let state: ProducerState = "running";
  const gaps = new GapLedger<Capability>();
  const registration = (): ProducerRegistration => ({
    ...identity,
    started_at: startedAt,
    heartbeat_ms: heartbeatMs,
  });
  /**
   * False once a publish failed: a bus that comes back may have lost the registration (a Redis
   * restarted without persistence), and readers find producers by it, so the next heartbeat
   * registers again first (readers keep one entry per name).
   */
  let registered = true;

  const heartbeat = (): Heartbeat => ({
    ...identity,
    started_at: startedAt,
    heartbeat_at: iso(now()) as string,
    heartbeat_ms: heartbeatMs,
    last_frame_at: iso(lastFrameAtMs),
    last_feed_message_at: iso(lastFeedMessageAtMs),
    frames_published: framesPublished,
    state,
  });
  const beat = async () => {
    try {
      if (!registered) {
        await bus.publish<ProducerRegistration>(PRODUCERS_STREAM, registration());
        registered = true;
      }
      await bus.publish<Heartbeat>(heartbeatStream(identity.producer), heartbeat());
    } catch (error) {
      // A bus outage must not kill the producer; readers then see the heartbeat age grow.
      registered = false;
      processLogger().warn(
        { component: "producer" },
        `producer ${identity.producer}: heartbeat not published: ${(error as Error).message}`,
      );
    }
  };

  const sink: FeedSink = {
    async publish<T extends object>(capability: Capability, frame: T, originalTimeMs: number) {
      if (!identity.capabilities.includes(capability)) {
        throw new Error(`producer ${identity.producer} did not declare the ${capability} capability`);
      }
      const gap = gaps.pending(capability);
      let event: BusEvent<T & ProducedFrame>;
      try {
        event = await bus.publish<T & ProducedFrame>(capabilityStream(capability), {
          ...frame,
          producer: identity.producer,
          ...(gap ? { gap } : {}),
        });
      } catch (error) {
        gaps.lost(capability, originalTimeMs);
        registered = false;
        throw error;
      }
      if (gap) gaps.told(capability, gap);
      lastFrameAtMs = now();
      lastFeedMessageAtMs = lastFrameAtMs;
      framesPublished += 1;
      return event;
    },
    feedMessage() {
      lastFeedMessageAtMs = now();
    },
  };

  await bus.publish<ProducerRegistration>(PRODUCERS_STREAM, registration());
  const feed = await adapter.start(sink);
  await beat();
  const timer = setInterval(() => void beat(), heartbeatMs);
  timer.unref();

  let stopping: Promise<void> | null = null;
  const finished = feed.ended.then(async (how) => {
    clearInterval(timer);
    if (how === "finished" && state === "running") {
      state = "finished";
      await beat();
    }
  });
  return {
    identity,
    finished,
    stop() {
      stopping ??= (async () => {
        clearInterval(timer);
        if (state === "running") state = "stopped";
        feed.stop();
        await finished;
        await beat();
      })();
      return stopping;
    },
  };
}
