/**
 * The price snapshot of spec/01 computed from daily bars and the clock: a pure function.
 *
 * The bundled prices are daily bars, which carry no trade time. The last trade of a daily bar is
 * its closing-auction print, so its time is the session's regular close (16:00 ET, 13:00 on a
 * half day; the end of the UTC day for crypto) and its session is `regular`. `as_of_basis`
 * says so, rather than pretending to a tick time the data does not hold.
 */
import { easternDate, regularCloseInstant, sessionAt } from "../../kit/calendar.js";
import { percentChange, toSignificant } from "./numbers.js";

export interface DailyBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type SnapshotAssetClass = "equity" | "etf" | "crypto";

/** spec/03 Limits, staleness thresholds. */
export const STALE_AFTER_MS: Record<SnapshotAssetClass, number> = {
  equity: 6 * 3600_000,
  etf: 6 * 3600_000,
  crypto: 15 * 60_000,
};

/** regular_session.close stays null until the print is final, 5 minutes after the bell. */
const CLOSE_FINAL_AFTER_MS = 5 * 60_000;

export interface RegularSession {
  date: string;
  status: "in_progress" | "closed";
  open: number;
  high: number;
  low: number;
  close: number | null;
  last: number;
  volume: number;
  prevClose: number | null;
  prevCloseDate: string | null;
  change: number | null;
  changePercent: number | null;
}

export interface Snapshot {
  price: number;
  priceSession: "regular";
  asOf: string;
  asOfBasis: string;
  priceAgeSeconds: number;
  isStale: boolean;
  marketSession: "pre" | "regular" | "post" | "closed";
  prevClose: number | null;
  prevCloseDate: string | null;
  dayChange: number | null;
  dayChangePercent: number | null;
  regularSession: RegularSession;
  dayBarDate: string;
  dayOpen: number;
  dayHigh: number;
  dayLow: number;
  dayClose: number;
  dayVolume: number;
  sessionDetailStatus: "complete" | "partial";
}

/** Dollar amounts to a tenth of a cent-fraction: removes float artefacts (0.09999999999998). */
export function roundMoney(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function lastTradeInstant(date: string, assetClass: SnapshotAssetClass): Date {
  if (assetClass === "crypto") return new Date(`${date}T23:59:59.999Z`);
  const close = regularCloseInstant(date);
  // A bar on a day the calendar calls closed cannot be placed in a session; midnight UTC is
  // still an honest lower bound for its time.
  return close ?? new Date(`${date}T00:00:00Z`);
}

/**
 * @param bars daily bars, oldest first, at least one.
 */
export function computeSnapshot(
  bars: readonly DailyBar[],
  assetClass: SnapshotAssetClass,
  now: Date,
): Snapshot {
  const last = bars.at(-1);
  if (!last) throw new Error("computeSnapshot needs at least one bar");
  const previous = bars.at(-2) ?? null;
  const asOf = lastTradeInstant(last.date, assetClass);
  const ageMs = Math.max(0, now.getTime() - asOf.getTime());
  const prevClose = previous?.close ?? null;
  const change = prevClose === null ? null : roundMoney(last.close - prevClose);
  const changePercent = prevClose === null ? null : significant(percentChange(prevClose, last.close));
  const today = assetClass === "crypto" ? now.toISOString().slice(0, 10) : easternDate(now);
  const session = sessionAt(now).session;
  const inProgress = last.date === today && (assetClass === "crypto" || session === "regular");
  const closeIsFinal = !inProgress && now.getTime() >= asOf.getTime() + CLOSE_FINAL_AFTER_MS;
  const regularSession: RegularSession = {
    date: last.date,
    status: inProgress ? "in_progress" : "closed",
    open: last.open,
    high: last.high,
    low: last.low,
    close: closeIsFinal ? last.close : null,
    last: last.close,
    volume: last.volume,
    prevClose,
    prevCloseDate: previous?.date ?? null,
    change,
    changePercent,
  };
  return {
    price: last.close,
    priceSession: "regular",
    asOf: asOf.toISOString(),
    asOfBasis:
      assetClass === "crypto" ? "daily_bar_close_end_of_utc_day" : "daily_bar_close_at_regular_session_close",
    priceAgeSeconds: Math.floor(ageMs / 1000),
    isStale: ageMs > STALE_AFTER_MS[assetClass],
    marketSession: session,
    prevClose,
    prevCloseDate: previous?.date ?? null,
    dayChange: change,
    dayChangePercent: changePercent,
    regularSession,
    dayBarDate: last.date,
    dayOpen: last.open,
    dayHigh: last.high,
    dayLow: last.low,
    dayClose: last.close,
    dayVolume: last.volume,
    sessionDetailStatus: regularSession.close === null || prevClose === null ? "partial" : "complete",
  };
}

function significant(value: number | null): number | null {
  return value === null ? null : toSignificant(value, 6);
}
