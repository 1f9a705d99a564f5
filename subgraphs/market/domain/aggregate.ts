/**
 * Bar aggregation for the prices operation: daily bars into weeks and months, minute bars into
 * N-minute and hourly bars. A bucket's open is its first bar's open, its close the last bar's
 * close; volume sums. A bucket whose period has not ended by the data's last bar is `partial`.
 */

export interface Bar {
  /** Bucket start: a date (YYYY-MM-DD) for day-based intervals, an ISO instant for intraday. */
  start: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface AggregatedBar extends Bar {
  /** Last underlying bar in the bucket. */
  end: string;
  barCount: number;
}

/** Merge consecutive bars that share a bucket key (input oldest first). */
export function aggregate(bars: readonly Bar[], bucketOf: (bar: Bar) => string): AggregatedBar[] {
  const out: AggregatedBar[] = [];
  let currentKey: string | null = null;
  for (const bar of bars) {
    const key = bucketOf(bar);
    const current = out.at(-1);
    if (current && key === currentKey) {
      current.high = Math.max(current.high, bar.high);
      current.low = Math.min(current.low, bar.low);
      current.close = bar.close;
      current.volume += bar.volume;
      current.end = bar.start;
      current.barCount += 1;
    } else {
      out.push({ ...bar, start: key, end: bar.start, barCount: 1 });
      currentKey = key;
    }
  }
  return out;
}

const DAY_MS = 86_400_000;

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Monday of the ISO week holding `date`, stepped back to a multiple of `weeks` since 1970-01-05. */
export function weekBucket(date: string, weeks = 1): string {
  const day = utcDate(date);
  const mondayMs = day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS;
  const epochMonday = Date.UTC(1970, 0, 5);
  const index = Math.floor((mondayMs - epochMonday) / (7 * DAY_MS));
  const bucketIndex = index - (((index % weeks) + weeks) % weeks);
  return new Date(epochMonday + bucketIndex * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** First day of the month holding `date`, grouped `months` at a time from January. */
export function monthBucket(date: string, months = 1): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1];
  const bucketMonth = month - (month % months);
  return `${year}-${String(bucketMonth + 1).padStart(2, "0")}-01`;
}

/** Start of the `minutes`-wide bucket holding an instant, aligned to the hour grid. */
export function minuteBucket(instantMs: number, minutes: number): number {
  const width = minutes * 60_000;
  return Math.floor(instantMs / width) * width;
}

/** The last calendar day a bucket covers, to tell whether it had ended by `dataThrough`. */
export function bucketEndDate(start: string, unit: "week" | "month", multiplier: number): string {
  const begin = utcDate(start);
  if (unit === "week")
    return new Date(begin.getTime() + (7 * multiplier - 1) * DAY_MS).toISOString().slice(0, 10);
  const next = Date.UTC(begin.getUTCFullYear(), begin.getUTCMonth() + multiplier, 1);
  return new Date(next - DAY_MS).toISOString().slice(0, 10);
}
