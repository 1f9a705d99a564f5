/**
 * The subscribe side shared by every stream field (market's ticks, bars, quotes, market events;
 * signals' signals and decisions): check the arguments, refuse a stream no live producer feeds
 * (for its symbols), then read the bus from `since` and keep the requested symbols. All of it
 * happens when the subscription starts, so a refusal is an error answer, never an open stream
 * that stays silent; a stream whose producers stop later ends with an error frame.
 */

import { quoteInput, ServiceError, unknownTicker } from "../../core/errors.js";
import { normaliseTicker } from "../../core/ticker.js";
import type { AnyContext } from "./context.js";
import { type BusEvent, type EventBus, isStreamId } from "./eventBus.js";
import { instrumentByTicker } from "./instruments.js";
import { interruptible } from "./interruptible.js";
import { watchLiveness } from "./livenessWatch.js";
import { type Capability, capabilityStream, type ProducerStatus, requireLiveProducer } from "./producers.js";
import { invalidArgument } from "./validation.js";

export interface StreamArgs {
  symbols?: readonly string[] | null;
  since?: string | null;
}

export interface SymbolRule {
  /** The stream needs at least one symbol (quotes). */
  required?: boolean;
  /** Most symbols per subscription (quotes: 50, the product table's limit). */
  max?: number;
}

/**
 * The symbols as a set of normalised tickers, or null for "every symbol". A malformed symbol is
 * 422 invalid_ticker naming `symbols`; a well-formed unknown one 404 unknown_ticker naming it.
 */
export async function streamSymbols(
  ctx: AnyContext,
  raw: readonly string[] | null | undefined,
  rule: SymbolRule = {},
): Promise<Set<string> | null> {
  const list = raw ?? [];
  if (list.length === 0) {
    if (rule.required)
      throw invalidArgument("symbols", "at least one symbol is required", `1..${rule.max ?? "n"} symbols`);
    return null;
  }
  if (rule.max !== undefined && list.length > rule.max) {
    throw invalidArgument("symbols", `${list.length} symbols are too many`, `1..${rule.max} symbols`);
  }
  const tickers = new Set<string>();
  for (const symbol of list) {
    try {
      tickers.add(normaliseTicker(symbol));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      throw new ServiceError("invalid_ticker", error.message, { extra: { parameter: "symbols" } });
    }
  }
  const rows = await ctx.loaders.get(instrumentByTicker).loadMany([...tickers]);
  [...tickers].forEach((ticker, i) => {
    const row = rows[i];
    if (row instanceof Error) throw row;
    if (!row) throw unknownTicker(ticker);
  });
  return tickers;
}

/** A resume point: a stream id `<ms>` / `<ms>-<seq>`, or "-" for the oldest retained event. */
export function streamSince(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined || raw === "") return undefined;
  if (!isStreamId(raw)) {
    throw invalidArgument(
      "since",
      `${quoteInput(raw)} is not a stream id`,
      "<ms>, <ms>-<seq> or - for the start",
    );
  }
  return raw;
}

/** The events of `source` that `keep` accepts; returning it ends the bus subscription at once. */
export function filterEvents<T>(
  source: AsyncIterableIterator<BusEvent<T>>,
  keep: (event: BusEvent<T>) => boolean,
): AsyncIterableIterator<BusEvent<T>> {
  const iterator: AsyncIterableIterator<BusEvent<T>> = {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done || keep(result.value)) return result;
      }
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * A bus event as a stream field's `subscribe` yields it. The last one of a stream whose producers
 * stopped carries `end` instead of a frame: the field's resolver throws it (`throwIfEnded`), so the
 * client gets one error frame (503 producer_unavailable) and then the stream completes. Ending by
 * an error result rather than a rejected iterator keeps the graphql-ws connection (and its other
 * subscriptions) open.
 */
export interface StreamEvent<P> extends BusEvent<P> {
  end?: ServiceError;
}

/** Throws the error a stream ended with; every stream field's resolver calls it first. */
export function throwIfEnded<P>(event: StreamEvent<P>): void {
  if (event.end) throw event.end;
}

export interface OpenedStream<P> {
  events: AsyncIterableIterator<StreamEvent<P>>;
  /** The live producers (covering the symbols asked for) found when the stream opened. */
  producers: ProducerStatus[];
  /** The stream id the subscription reads after: every frame it yields has a larger id. */
  position: string;
  /** The requested symbols (normalised), null for every symbol. */
  symbols: Set<string> | null;
}

/**
 * Checks `symbols` and `since`; requires a live producer of the capability covering at least one
 * requested symbol (else 503 producer_unavailable, `symbol_not_covered` when producers are live
 * but publish none of them); then subscribes to its bus stream, keeping only the symbols asked
 * for, and ends the stream with producer_unavailable once no live producer feeds it any more.
 */
export async function openStream<P extends { ticker?: string | null }>(
  ctx: AnyContext,
  capability: Capability,
  args: StreamArgs,
  rule: SymbolRule = {},
): Promise<OpenedStream<P>> {
  const symbols = await streamSymbols(ctx, args.symbols, rule);
  return openBusStream<P>(ctx.bus, capability, { since: args.since, symbols });
}

/**
 * openStream once the symbols are checked (null: every symbol), for a stream served without a
 * subgraph's context (the gateway's alerts: gateway/platformStreams.ts).
 */
export async function openBusStream<P extends { ticker?: string | null }>(
  bus: EventBus,
  capability: Capability,
  args: { since?: string | null; symbols: Set<string> | null },
): Promise<OpenedStream<P>> {
  const { symbols } = args;
  const since = streamSince(args.since);
  const producers = await requireLiveProducer(bus, capability, Date.now(), symbols);
  const stream = capabilityStream(capability);
  // Read where the stream stands before subscribing and subscribe after exactly that id, so a frame
  // published in between is delivered (not lost) and every frame's id is larger than `position`.
  const position = since ?? (await bus.last(stream))?.id ?? "0-0";
  const source = bus.subscribe<P>(stream, { since: position });
  const filtered = symbols
    ? filterEvents(
        source,
        (event) => typeof event.payload.ticker === "string" && symbols.has(event.payload.ticker),
      )
    : source;
  return {
    events: endWhenUnfed(bus, { capability, symbols, producers }, filtered),
    producers,
    position,
    symbols,
  };
}

/**
 * `source`, ended by one `end` event when the liveness watch (kit/livenessWatch.ts) finds no live
 * producer feeding the stream any more.
 */
function endWhenUnfed<P>(
  bus: EventBus,
  opened: { capability: Capability; symbols: ReadonlySet<string> | null; producers: ProducerStatus[] },
  source: AsyncIterableIterator<BusEvent<P>>,
): AsyncIterableIterator<StreamEvent<P>> {
  const { capability, symbols } = opened;
  let unwatch = () => {};
  const { iterator, interrupt } = interruptible<StreamEvent<P>, ServiceError>(source, {
    last: (error, previous) => ({
      id: previous?.id ?? "0-0",
      stream: capabilityStream(capability),
      // No frame: the resolver throws `end` before reading a payload.
      payload: undefined as unknown as P,
      end: error,
    }),
    onEnd: () => unwatch(),
  });
  unwatch = watchLiveness(bus, {
    capability,
    symbols,
    periodMs: Math.min(...opened.producers.map((producer) => producer.heartbeat_ms)),
    lost: interrupt,
  });
  return iterator;
}

/** Epoch ms as the ISO 8601 UTC text every frame uses. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
