/**
 * signals(symbols, since) and decisions(symbols, since): the signal and decision streams. Each
 * connection opens with a ready frame (spec/03: ready, producer_live, producers), then carries the
 * records the producer publishes: today the replay of the book's changes over the bundled history
 * (data/replayProducer.ts; frames `replay: true`). With no live producer, subscribing answers 503
 * producer_unavailable at subscribe time (kit/streams.ts), never a silent stream.
 */
import { Args, Resolver, Root, Subscription } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import type { BusEvent } from "../../kit/eventBus.js";
import { type Capability, capabilityStream, type ProducedFrame } from "../../kit/producers.js";
import { StreamFilterArgs, type StreamSubscribeData } from "../../kit/streamArgs.js";
import { isoTime, openStream, type StreamArgs, type StreamEvent, throwIfEnded } from "../../kit/streams.js";
import { DecisionFrame, SignalFrame } from "../types/frames.js";
import type { Instrument } from "../types/instrument.js";

/** What a signal or decision producer publishes; the record's fields are optional (a producer may carry none). */
export interface SignalRecordPayload extends ProducedFrame {
  ticker: string;
  /** The record's time, epoch ms. */
  timeMs: number;
  replay: boolean;
  bookDate?: string | null;
  blendedScore?: number | null;
  rank?: number | null;
  decile?: number | null;
  previousDecile?: number | null;
  percentile?: number | null;
  direction?: string | null;
  conviction?: number | null;
}

/** A decision record: a change of the house book. */
export interface DecisionRecordPayload extends SignalRecordPayload {
  event?: string | null;
  side?: string | null;
  previousSide?: string | null;
  close?: number | null;
}

interface ReadyPayload {
  type: "ready";
  producers: string[];
  replay: boolean;
  atMs: number;
}

type SignalStreamEvent = StreamEvent<DecisionRecordPayload | ReadyPayload>;

function isReady(payload: DecisionRecordPayload | ReadyPayload): payload is ReadyPayload {
  return (payload as ReadyPayload).type === "ready";
}

/** `first`, then everything `rest` yields; returning it ends `rest` at once. */
function startWith<T>(first: T, rest: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let sent = false;
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      if (!sent) {
        sent = true;
        return { value: first, done: false };
      }
      return rest.next();
    },
    async return() {
      await rest.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

async function openWithReadyFrame(
  context: SubgraphContext<"signals">,
  capability: Capability,
  args: StreamArgs,
): Promise<AsyncIterableIterator<SignalStreamEvent>> {
  const { events, producers, position } = await openStream<DecisionRecordPayload>(context, capability, args);
  const stream = capabilityStream(capability);
  // The ready frame's id is where the subscription reads from (taken before it subscribed), so every
  // record after it has a larger id and resuming after it loses nothing.
  const ready: BusEvent<ReadyPayload> = {
    id: position === "-" ? "0-0" : position,
    stream,
    payload: {
      type: "ready",
      producers: producers.map((producer) => producer.producer),
      replay: producers.length > 0 && producers.every((producer) => producer.replay),
      atMs: Date.now(),
    },
  };
  return startWith<SignalStreamEvent>(ready, events as AsyncIterableIterator<SignalStreamEvent>);
}

/** The fields every frame has, ready or record. */
function baseFrame(event: SignalStreamEvent, recordType: "signal" | "decision") {
  const payload = event.payload;
  if (isReady(payload)) {
    const time = isoTime(payload.atMs);
    return {
      id: event.id,
      type: "ready",
      ready: true,
      producerLive: payload.producers.length > 0,
      producers: payload.producers,
      ticker: null,
      instrument: null,
      timestamp: time,
      asOf: time,
      replay: payload.replay,
      originalTime: null,
      bookDate: null,
    };
  }
  const time = isoTime(payload.timeMs);
  return {
    id: event.id,
    type: recordType,
    ready: true,
    producerLive: true,
    producers: [payload.producer],
    ticker: payload.ticker,
    // The entity's key; the gateway resolves the selected fields (closeHistory is market's).
    instrument: { ticker: payload.ticker } as Instrument,
    timestamp: time,
    asOf: time,
    replay: payload.replay,
    originalTime: payload.replay ? time : null,
    bookDate: payload.bookDate ?? null,
  };
}

function signalFrame(event: SignalStreamEvent): SignalFrame {
  throwIfEnded(event);
  const record = isReady(event.payload) ? null : event.payload;
  return {
    ...baseFrame(event, "signal"),
    blendedScore: record?.blendedScore ?? null,
    rank: record?.rank ?? null,
    decile: record?.decile ?? null,
    previousDecile: record?.previousDecile ?? null,
    percentile: record?.percentile ?? null,
    direction: record?.direction ?? null,
    conviction: record?.conviction ?? null,
  };
}

function decisionFrame(event: SignalStreamEvent): DecisionFrame {
  throwIfEnded(event);
  const record = isReady(event.payload) ? null : event.payload;
  return {
    ...baseFrame(event, "decision"),
    event: record?.event ?? null,
    side: record?.side ?? null,
    previousSide: record?.previousSide ?? null,
    blendedScore: record?.blendedScore ?? null,
    rank: record?.rank ?? null,
    conviction: record?.conviction ?? null,
    close: record?.close ?? null,
  };
}

@Resolver()
export class SignalStreamsResolver {
  @Subscription(() => SignalFrame, {
    subscribe: ({ args, context }: StreamSubscribeData<"signals">) =>
      openWithReadyFrame(context, "signals", args),
    description:
      "Operation svc_v3_stream_signals: fused signals (stream signals), after a ready frame: today a replay of the book's decile changes over the bundled history. 503 producer_unavailable while no producer runs.",
  })
  signals(
    @Root() event: SignalStreamEvent,
    @Args(() => StreamFilterArgs) _args: StreamFilterArgs,
  ): SignalFrame {
    return signalFrame(event);
  }

  @Subscription(() => DecisionFrame, {
    subscribe: ({ args, context }: StreamSubscribeData<"signals">) =>
      openWithReadyFrame(context, "decisions", args),
    description:
      "Operation svc_v3_stream_decisions: decision-lifecycle events (stream decisions), after a ready frame: today a replay of the house book's opens, closes and flips over the bundled history. 503 producer_unavailable while no producer runs.",
  })
  decisions(
    @Root() event: SignalStreamEvent,
    @Args(() => StreamFilterArgs) _args: StreamFilterArgs,
  ): DecisionFrame {
    return decisionFrame(event);
  }
}
