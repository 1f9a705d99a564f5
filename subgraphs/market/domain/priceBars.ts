/**
 * The prices operation's answer from raw bars: bucketing, the most-recent-N cut, and the
 * partial / session_complete / adjustment labels of spec/02. Pure: bars and clock in, answer out.
 */
import { regularCloseInstant } from "../../../core/calendar.js";
import {
  type AggregatedBar,
  aggregate,
  bucketEndDate,
  minuteBucket,
  monthBucket,
  weekBucket,
} from "./aggregate.js";
import {
  type FileShareBasis,
  onShareBasisOf,
  type ShareBasis,
  type Split,
  shareBasisOf,
} from "./corporateActions.js";

export type Interval = "second" | "minute" | "hour" | "day" | "week" | "month";

export interface PriceRequest {
  interval: Interval;
  intervalMultiplier: number;
  startDate: string | null;
  endDate: string | null;
  limit: number;
}

interface RawDay {
  kind: "day";
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

interface RawMinute {
  kind: "minute";
  ts_ms: number;
  session_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface PriceBarsInput {
  ticker: string;
  assetClass: "equity" | "etf" | "crypto";
  request: PriceRequest;
  /** Oldest first; all of one kind. */
  bars: ReadonlyArray<RawDay | RawMinute>;
  /**
   * How to put the bars on the share basis of the instant's date `through` (shareBasisFactor): the
   * held splits and the bars' own basis (own_day: minute bars, an unadjusted file; every_split: a
   * split-adjusted file); `fileBasis` null serves them as the source adjusted them (through
   * `sourceAdjustedThrough`), or as traded for crypto.
   */
  shareBasis: {
    splits: readonly Split[];
    fileBasis: FileShareBasis | null;
    through: string;
    sourceAdjustedThrough: string;
  };
  dataThrough: string | null;
  now: Date;
}

export interface Adjustment {
  adjusted: boolean;
  /** split_adjusted, split_dividend_adjusted, unadjusted, not_applicable_crypto, unknown. */
  basis: string;
  /** price_source (the file came adjusted), corporate_actions (we applied splits), or none. */
  source: string;
}

/**
 * What adjusting a series means here: the source's own basis when it publishes adjusted prices,
 * else the splits we hold applied onto the latest known share basis. Raw bars with no split
 * history at all stay as traded and say so.
 */
export function adjustmentFor(
  assetClass: PriceBarsInput["assetClass"],
  closeBasis: string | null,
  raw: boolean,
  hasSplitHistory: boolean,
): Adjustment {
  if (assetClass === "crypto") return { adjusted: false, basis: "not_applicable_crypto", source: "none" };
  if (raw || closeBasis === "unadjusted") {
    return hasSplitHistory
      ? { adjusted: true, basis: "split_adjusted", source: "corporate_actions" }
      : { adjusted: false, basis: "unadjusted", source: "none" };
  }
  if (closeBasis === "split_adjusted" || closeBasis === "split_dividend_adjusted") {
    return { adjusted: true, basis: closeBasis, source: "price_source" };
  }
  return { adjusted: false, basis: "unknown", source: "none" };
}

export interface PriceBarOut {
  timestamp: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  barCount: number;
  partial: boolean;
}

export function buildPriceBars(input: PriceBarsInput, adjustment: Adjustment) {
  const { request } = input;
  const { splits, fileBasis, through, sourceAdjustedThrough } = input.shareBasis;
  const bars =
    fileBasis === null ? input.bars : onShareBasisOf(input.bars, barDate, { splits, through, fileBasis });
  const items = bucketed({ ...input, bars }).slice(-request.limit);
  const first = items[0]?.date ?? null;
  const splitsApplied =
    fileBasis !== "own_day" || first === null
      ? []
      : splits
          .filter((split) => split.exDate > first && split.exDate <= through)
          .map((split) => ({
            exDate: split.exDate,
            numerator: split.numerator,
            denominator: split.denominator,
          }));
  const basis: ShareBasis =
    input.assetClass === "crypto"
      ? { shareBasis: "as_traded", shareBasisAsOf: through }
      : shareBasisOf(splits, { from: first ?? through, through }, fileBasis, sourceAdjustedThrough);
  const sessionEnd = input.dataThrough ? sessionEndInstant(input.dataThrough, input.assetClass) : null;
  return {
    ticker: input.ticker,
    interval: request.interval,
    intervalMultiplier: request.intervalMultiplier,
    startDate: request.startDate,
    endDate: request.endDate,
    count: items.length,
    items,
    dataThrough: input.dataThrough,
    partial: items.at(-1)?.partial ?? false,
    sessionComplete: sessionEnd !== null && input.now.getTime() >= sessionEnd.getTime(),
    adjusted: adjustment.adjusted,
    adjustmentBasis: adjustment.basis,
    adjustmentSource: adjustment.source,
    splitsApplied,
    ...basis,
    dayBasis: input.assetClass === "crypto" ? "utc_day" : "us_eastern_trading_day",
    coverageNote: coverageNote(input),
  };
}

function barDate(bar: RawDay | RawMinute): string {
  return bar.kind === "day" ? bar.date : bar.session_date;
}

function sessionEndInstant(date: string, assetClass: PriceBarsInput["assetClass"]): Date | null {
  return assetClass === "crypto" ? new Date(`${date}T23:59:59.999Z`) : regularCloseInstant(date);
}

function coverageNote(input: PriceBarsInput): string | null {
  if (input.request.interval === "second")
    return "No second-level bars are held; the finest interval is minute.";
  if (input.bars.length === 0 && (input.request.interval === "minute" || input.request.interval === "hour")) {
    return "Minute bars are held only for a few sample sessions of some tickers.";
  }
  return null;
}

function bucketed(input: PriceBarsInput): PriceBarOut[] {
  const { interval, intervalMultiplier: n } = input.request;
  const days = input.bars.filter((bar): bar is RawDay => bar.kind === "day");
  const minutes = input.bars.filter((bar): bar is RawMinute => bar.kind === "minute");
  switch (interval) {
    case "second":
      return [];
    case "day":
      return dayBuckets(days, n);
    case "week":
    case "month": {
      const bucketOf =
        interval === "week" ? (date: string) => weekBucket(date, n) : (date: string) => monthBucket(date, n);
      const through = input.dataThrough ?? "";
      return aggregate(asBars(days), (bar) => bucketOf(bar.start)).map((bar) =>
        dayOut(bar, bucketEndDate(bar.start, interval, n) > through),
      );
    }
    case "minute":
    case "hour":
      return minuteBuckets(minutes, interval === "hour" ? 60 * n : n, input.now);
  }
}

function asBars(days: readonly RawDay[]) {
  return days.map((day) => ({ ...day, start: day.date }));
}

function dayOut(bar: AggregatedBar, partial: boolean): PriceBarOut {
  return {
    timestamp: bar.start,
    date: bar.start,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    volume: bar.volume,
    barCount: bar.barCount,
    partial,
  };
}

/** Every n sessions form one bar, counted back from the newest so the latest bar is whole. */
function dayBuckets(days: readonly RawDay[], n: number): PriceBarOut[] {
  const out: PriceBarOut[] = [];
  for (let end = days.length; end > 0; end -= n) {
    const chunk = asBars(days.slice(Math.max(0, end - n), end));
    const [bar] = aggregate(chunk, () => chunk[0]?.start ?? "");
    if (bar) out.push(dayOut(bar, false));
  }
  return out.reverse();
}

function minuteBuckets(minutes: readonly RawMinute[], width: number, now: Date): PriceBarOut[] {
  const sessionOf = new Map<string, string>();
  const keyed = minutes.map((bar) => {
    const start = String(minuteBucket(bar.ts_ms, width));
    if (!sessionOf.has(start)) sessionOf.set(start, bar.session_date);
    return { ...bar, start };
  });
  return aggregate(keyed, (bar) => bar.start).map((bucket) => {
    const startMs = Number(bucket.start);
    return {
      timestamp: new Date(startMs).toISOString(),
      date: sessionOf.get(bucket.start) ?? "",
      open: bucket.open,
      high: bucket.high,
      low: bucket.low,
      close: bucket.close,
      volume: bucket.volume,
      barCount: bucket.barCount,
      partial: now.getTime() < startMs + width * 60_000,
    };
  });
}
