/**
 * The catch-up page of GET /api/v3/events (spec/03 Events rule 2): the market events the bus holds
 * on its ticks, bars and quotes streams, merged by id, oldest first, filtered by symbol. Pure: the
 * resolver reads the streams; these functions merge, cut the page and flatten each frame into one
 * record shape.
 *
 * Ids are compared as `<ms>-<seq>`. The in-process bus numbers every stream from one counter, so
 * ids never repeat across streams; Redis numbers each stream on its own, so a tick, bar and quote
 * published in the same millisecond can share an id. `since` is one id for all three streams, so a
 * page never ends between events that share an id (else resuming after it would skip the rest):
 * the page is cut before such a group, or, when the group alone is larger than `limit`, after it.
 */
import { type BusEvent, compareIds } from "../../kit/eventBus.js";
import { idMs } from "../../kit/producers.js";
import type { BarPayload, QuotePayload, TickPayload } from "../streams/frames.js";

export const CATCHUP_STREAMS = ["ticks", "bars", "quotes"] as const;
export type CatchupStream = (typeof CATCHUP_STREAMS)[number];

/** Stream order among events with the same id. */
const STREAM_ORDER: Record<string, number> = { ticks: 0, bars: 1, quotes: 2 };

export function compareEvents(a: BusEvent<unknown>, b: BusEvent<unknown>): number {
  return compareIds(a.id, b.id) || (STREAM_ORDER[a.stream] ?? 9) - (STREAM_ORDER[b.stream] ?? 9);
}

/** The events of several streams (each oldest first) as one list, oldest first. */
export function mergeById<T>(streams: readonly (readonly BusEvent<T>[])[]): BusEvent<T>[] {
  return streams.flat().sort(compareEvents);
}

export interface CatchupPage<T> {
  events: BusEvent<T>[];
  /** More matching events are held after the last one returned. */
  hasMore: boolean;
}

/**
 * The first `limit` of `matching` (merged, filtered, oldest first), never ending between two
 * events that share an id. `complete` says `matching` holds every matching event after `since`
 * (false when a stream's read stopped at its page size: more may follow).
 */
export function cutPage<T>(
  matching: readonly BusEvent<T>[],
  limit: number,
  complete: boolean,
): CatchupPage<T> {
  if (matching.length <= limit) return { events: [...matching], hasMore: !complete };
  let end = limit;
  const boundaryId = (matching[limit - 1] as BusEvent<T>).id;
  if ((matching[limit] as BusEvent<T>).id === boundaryId) {
    // Back off to the start of the group that straddles the cut ...
    while (end > 0 && (matching[end - 1] as BusEvent<T>).id === boundaryId) end -= 1;
    // ... or, when that group is the whole page, take the group whole.
    if (end === 0) {
      end = limit;
      while (end < matching.length && (matching[end] as BusEvent<T>).id === boundaryId) end += 1;
    }
  }
  return { events: matching.slice(0, end), hasMore: end < matching.length || !complete };
}

type AnyPayload = Partial<TickPayload & BarPayload & QuotePayload> & { ticker: string; replay: boolean };

/** One flat record per event: every kind's fields, null where the kind has none. */
export interface CatchupRecord {
  id: string;
  stream: string;
  kind: "tick" | "bar" | "quote";
  ticker: string;
  producer: string | null;
  timestamp: string;
  replay: boolean;
  originalTime: string | null;
  publishedAt: string;
  price: number | null;
  size: number | null;
  sizeReason: string | null;
  timestampBasis: string | null;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number | null;
  vwap: number | null;
  vwapReason: string | null;
  barStart: string | null;
  barEnd: string | null;
  bidPrice: number | null;
  bidSize: number | null;
  askPrice: number | null;
  askSize: number | null;
  sizeUnit: string | null;
  bidVenue: string | null;
  askVenue: string | null;
  venueReason: string | null;
  nullReason: string | null;
  quoteBasis: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const KINDS: Record<CatchupStream, CatchupRecord["kind"]> = { ticks: "tick", bars: "bar", quotes: "quote" };

/** The flat record of one frame of the ticks, bars or quotes stream (frames.ts payloads). */
export function catchupRecord(event: BusEvent<unknown>): CatchupRecord {
  const p = event.payload as AnyPayload;
  const kind = KINDS[event.stream as CatchupStream];
  if (!kind) throw new RangeError(`not a market stream: ${event.stream}`);
  const timeMs = (kind === "bar" ? p.barEndMs : p.timeMs) as number;
  const time = iso(timeMs);
  const tick = kind === "tick";
  const bar = kind === "bar";
  const quote = kind === "quote";
  return {
    id: event.id,
    stream: event.stream,
    kind,
    ticker: p.ticker,
    producer: (p as { producer?: string }).producer ?? null,
    timestamp: time,
    replay: p.replay,
    originalTime: p.replay ? time : null,
    publishedAt: iso(idMs(event.id)),
    price: tick ? (p.price ?? null) : null,
    size: tick ? (p.size ?? null) : null,
    sizeReason: tick ? (p.sizeReason ?? null) : null,
    timestampBasis: tick ? (p.timeBasis ?? null) : null,
    open: bar ? (p.open ?? null) : null,
    high: bar ? (p.high ?? null) : null,
    low: bar ? (p.low ?? null) : null,
    close: bar ? (p.close ?? null) : null,
    volume: bar ? (p.volume ?? null) : null,
    vwap: bar ? (p.vwap ?? null) : null,
    vwapReason: bar ? (p.vwapReason ?? null) : null,
    barStart: bar && p.barStartMs !== undefined ? iso(p.barStartMs) : null,
    barEnd: bar && p.barEndMs !== undefined ? iso(p.barEndMs) : null,
    bidPrice: quote ? (p.bidPrice ?? null) : null,
    bidSize: quote ? (p.bidSize ?? null) : null,
    askPrice: quote ? (p.askPrice ?? null) : null,
    askSize: quote ? (p.askSize ?? null) : null,
    sizeUnit: quote ? (p.sizeUnit ?? null) : null,
    bidVenue: quote ? (p.bidVenue ?? null) : null,
    askVenue: quote ? (p.askVenue ?? null) : null,
    venueReason: quote ? (p.venueReason ?? null) : null,
    nullReason: quote ? (p.nullReason ?? null) : null,
    quoteBasis: quote ? (p.quoteBasis ?? null) : null,
  };
}

/** Seconds from an event id's time to `nowMs`, one decimal; null without an id. */
export function eventAgeSeconds(id: string | null, nowMs: number): number | null {
  return id === null ? null : Math.round((nowMs - idMs(id)) / 100) / 10;
}
