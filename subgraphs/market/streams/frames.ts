/**
 * The payloads market's producers publish on the bus (streams ticks, bars, quotes, market_events)
 * and how one recorded minute becomes them. Pure: the replay (marketReplay.ts) and its tests use
 * these; the subscription resolvers shape GraphQL frames from the payloads.
 *
 * Honesty rules for frames derived from the bundled MINUTE data (not individual prints or quotes):
 * - a tick is the minute's close: price = close, size null with size_reason
 *   "minute_aggregate_source", time = the minute's end (the close print happened at or before it;
 *   the source gives no finer time), time_basis "minute_end";
 * - a bar is the minute as recorded; vwap is null (a minute's OHLCV does not give it);
 * - a quote is the NBBO at the minute's end: each side's closing price and the last size quoted
 *   in the minute (shares), no venue (the source is consolidated), time = the minute's end.
 */
import type { ProducedFrame } from "../../kit/producers.js";
import type { MinuteBar } from "../data/minuteBars.js";
import type { MinuteQuote } from "../data/minuteQuotes.js";

export const TICKS_STREAM = "ticks";
export const BARS_STREAM = "bars";
export const QUOTES_STREAM = "quotes";
export const MARKET_EVENTS_STREAM = "market_events";

const MINUTE_MS = 60_000;

interface FrameBase extends ProducedFrame {
  ticker: string;
  /** True when the frame replays recorded data; its times are then the recording's. */
  replay: boolean;
}

export interface TickPayload extends FrameBase {
  price: number;
  /** Shares; null when the source does not give the print's size. */
  size: number | null;
  sizeReason: string | null;
  /** Trade time, epoch ms. */
  timeMs: number;
  /** trade_time: the print's own time; minute_end: the end of the minute whose close it is. */
  timeBasis: "trade_time" | "minute_end";
}

export interface BarPayload extends FrameBase {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  vwap: number | null;
  vwapReason: string | null;
  barStartMs: number;
  barEndMs: number;
}

export interface QuotePayload extends FrameBase {
  bidPrice: number | null;
  bidSize: number | null;
  askPrice: number | null;
  askSize: number | null;
  sizeUnit: "shares";
  bidVenue: string | null;
  askVenue: string | null;
  venueReason: string | null;
  /** Why a side is null (one-sided quote), else null. */
  nullReason: string | null;
  /** Quote time, epoch ms. */
  timeMs: number;
  /** quote: a single quote update; minute_close: the state at the end of a minute quote bar. */
  quoteBasis: "quote" | "minute_close";
}

/** Market events (source as-of time, feed lag, staleness); no producer publishes them yet. */
export interface MarketEventPayload extends FrameBase {
  type: string;
  sourceAsOfMs: number;
  feedLagS: number | null;
  isStale: boolean;
  timeMs: number;
}

/** A payload before the producer's sink adds its name. */
export type Unsigned<T extends ProducedFrame> = Omit<T, "producer">;

export const SIZE_REASON_MINUTE_AGGREGATE = "minute_aggregate_source";
export const VWAP_REASON_MINUTE_OHLCV = "not_derivable_from_minute_ohlcv";
export const VENUE_REASON_CONSOLIDATED = "consolidated_nbbo_source_has_no_venue";

export function tickFromMinute(ticker: string, bar: MinuteBar, replay: boolean): Unsigned<TickPayload> {
  return {
    ticker,
    price: bar.close,
    size: null,
    sizeReason: SIZE_REASON_MINUTE_AGGREGATE,
    timeMs: bar.ts_ms + MINUTE_MS,
    timeBasis: "minute_end",
    replay,
  };
}

export function barFromMinute(ticker: string, bar: MinuteBar, replay: boolean): Unsigned<BarPayload> {
  return {
    ticker,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    volume: bar.volume,
    vwap: null,
    vwapReason: VWAP_REASON_MINUTE_OHLCV,
    barStartMs: bar.ts_ms,
    barEndMs: bar.ts_ms + MINUTE_MS,
    replay,
  };
}

export function quoteFromMinute(ticker: string, quote: MinuteQuote, replay: boolean): Unsigned<QuotePayload> {
  const missing = [quote.bid_close === null ? "bid" : null, quote.ask_close === null ? "ask" : null].filter(
    (side): side is string => side !== null,
  );
  return {
    ticker,
    bidPrice: quote.bid_close,
    bidSize: quote.bid_close === null ? null : quote.bid_size,
    askPrice: quote.ask_close,
    askSize: quote.ask_close === null ? null : quote.ask_size,
    sizeUnit: "shares",
    bidVenue: null,
    askVenue: null,
    venueReason: VENUE_REASON_CONSOLIDATED,
    nullReason: missing.length > 0 ? `${missing.join("_and_")}_not_quoted_in_minute` : null,
    timeMs: quote.ts_ms + MINUTE_MS,
    quoteBasis: "minute_close",
    replay,
  };
}

/** What is published at one instant of the recording: the end of one minute. */
export interface ReplayStep {
  /** The minute's end, epoch ms (the frames' original time). */
  atMs: number;
  tick: Unsigned<TickPayload> | null;
  bar: Unsigned<BarPayload> | null;
  quote: Unsigned<QuotePayload> | null;
}

/**
 * The recording as a timeline: one step per minute that has a trade bar or a quote bar, in time
 * order, each with the frames that minute gives.
 */
export function replaySteps(
  ticker: string,
  bars: readonly MinuteBar[],
  quotes: readonly MinuteQuote[],
): ReplayStep[] {
  const steps = new Map<number, ReplayStep>();
  const stepAt = (startMs: number): ReplayStep => {
    let step = steps.get(startMs);
    if (!step) {
      step = { atMs: startMs + MINUTE_MS, tick: null, bar: null, quote: null };
      steps.set(startMs, step);
    }
    return step;
  };
  for (const bar of bars) {
    const step = stepAt(bar.ts_ms);
    step.tick = tickFromMinute(ticker, bar, true);
    step.bar = barFromMinute(ticker, bar, true);
  }
  for (const quote of quotes) stepAt(quote.ts_ms).quote = quoteFromMinute(ticker, quote, true);
  return [...steps.values()].sort((a, b) => a.atMs - b.atMs);
}

/**
 * Wall-clock wait before a step, time compressed by `speed` (60: a recorded minute a second).
 * The first step of a loop's next pass waits one recorded minute.
 */
export function replayDelayMs(previousAtMs: number | null, atMs: number, speed: number): number {
  const recorded = previousAtMs === null || atMs <= previousAtMs ? MINUTE_MS : atMs - previousAtMs;
  return recorded / speed;
}
