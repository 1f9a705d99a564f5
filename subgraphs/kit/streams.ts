/**
 * The subscribe side shared by every stream field (market's ticks, bars, quotes, market events;
 * signals' signals and decisions): check the arguments, refuse a stream no live producer feeds,
 * then read the bus from `since` and keep the requested symbols. All of it happens when the
 * subscription starts, so a refusal is an error answer, never an open stream that stays silent.
 */
import type { SubgraphContext } from "./context.js";
import { ServiceError, unknownTicker } from "./errors.js";
import { type BusEvent, isStreamId } from "./eventBus.js";
import { instrumentByTicker } from "./instruments.js";
import { type Capability, capabilityStream, type ProducerStatus, requireLiveProducer } from "./producers.js";
import { normaliseTicker } from "./ticker.js";
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
  ctx: SubgraphContext,
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
      `${JSON.stringify(raw)} is not a stream id`,
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

export interface OpenedStream<P> {
  events: AsyncIterableIterator<BusEvent<P>>;
  /** The live producers found when the stream opened. */
  producers: ProducerStatus[];
}

/**
 * Checks `symbols` and `since`, requires a live producer of the capability (else 503
 * producer_unavailable), then subscribes to its bus stream, keeping only the symbols asked for.
 */
export async function openStream<P extends { ticker?: string | null }>(
  ctx: SubgraphContext,
  capability: Capability,
  args: StreamArgs,
  rule: SymbolRule = {},
): Promise<OpenedStream<P>> {
  const symbols = await streamSymbols(ctx, args.symbols, rule);
  const since = streamSince(args.since);
  const producers = await requireLiveProducer(ctx.bus, capability);
  const source = ctx.bus.subscribe<P>(capabilityStream(capability), since === undefined ? {} : { since });
  const events = symbols
    ? filterEvents(
        source,
        (event) => typeof event.payload.ticker === "string" && symbols.has(event.payload.ticker),
      )
    : source;
  return { events, producers };
}

/** Epoch ms as the ISO 8601 UTC text every frame uses. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
