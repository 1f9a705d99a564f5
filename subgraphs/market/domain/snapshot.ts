/**
 * The price snapshot of spec/01 computed from daily bars and the clock: a pure function.
 *
 * Daily bars carry no trade time. The last trade of a daily bar is its closing-auction print, so
 * its time is the session's regular close (16:00 ET, 13:00 on a half day; the end of the UTC day
 * for crypto) and its session is `regular`. `as_of_basis` says so, rather than pretending to a
 * tick time the data does not hold.
 *
 * On a day for which minute bars are held (a few sample sessions), the snapshot is built from the
 * minutes that had ended by `now` instead: the last trade in any session, the regular session so
 * far, and the extended-hours block when the last trade was pre- or post-market.
 *
 * session_detail_status (spec/01: "partial or unavailable when a session field is null"):
 * complete when every session field is set; partial when the session is established but one of
 * its fields is null (regular close not yet final, previous close not held, an extended-hours
 * trade with no reference close); unavailable when no session can be established at all, which is
 * a pre-market trade on a day whose previous session is not held: regular_session and the day_*
 * fields are then null rather than an older session passed off as the previous one.
 *
 * A crypto pair trades around the clock: NYSE sessions (pre, regular, post, closed) do not apply
 * to it, so its price_session and market_session are `continuous` (issue 14, defect 7), its
 * regular_session is its UTC day, and extended_hours is null for not_applicable_crypto.
 *
 * Every null field's reason is in `snapshotNullReasons` (spec/01 rule 1).
 */
import {
  CLOSE_FINAL_AFTER_MS,
  easternDate,
  previousTradingDay,
  regularCloseInstant,
  sessionAt,
  sessionHours,
} from "../../../core/calendar.js";
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
  /** Field → why it is null (close not yet final, previous session not held). */
  nullReasons: Record<string, string>;
}

/** The regular session with its null fields explained. */
function sessionBlock(session: Omit<RegularSession, "nullReasons">): RegularSession {
  const nullReasons: Record<string, string> = {};
  if (session.close === null) nullReasons.close = "close_not_final_until_5_minutes_after_the_bell";
  for (const field of ["prevClose", "prevCloseDate", "change", "changePercent"] as const)
    if (session[field] === null) nullReasons[field] = "no_previous_session_held";
  return { ...session, nullReasons };
}

export interface ExtendedHours {
  session: "pre" | "post";
  price: number;
  asOf: string;
  referenceClose: number | null;
  referenceCloseDate: string | null;
  change: number | null;
  changePercent: number | null;
  /** Field → why it is null (no reference close yet, or none held). */
  nullReasons: Record<string, string>;
}

/** A crypto pair's session everywhere an equity answer gives an NYSE one. */
export const CRYPTO_SESSION = "continuous" as const;

/** One minute bar, bar start in epoch ms, on the same share basis as the daily bars. */
export interface MinuteBar {
  tsMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface Snapshot {
  price: number;
  priceSession: "pre" | "regular" | "post" | typeof CRYPTO_SESSION;
  asOf: string;
  asOfBasis: string;
  priceAgeSeconds: number;
  isStale: boolean;
  marketSession: "pre" | "regular" | "post" | "closed" | typeof CRYPTO_SESSION;
  prevClose: number | null;
  prevCloseDate: string | null;
  dayChange: number | null;
  dayChangePercent: number | null;
  regularSession: RegularSession | null;
  dayBarDate: string | null;
  dayOpen: number | null;
  dayHigh: number | null;
  dayLow: number | null;
  dayClose: number | null;
  dayVolume: number | null;
  extendedHours: ExtendedHours | null;
  sessionDetailStatus: "complete" | "partial" | "unavailable";
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
  const crypto = assetClass === "crypto";
  const session = crypto ? CRYPTO_SESSION : sessionAt(now).session;
  const inProgress = last.date === today && (crypto || session === "regular");
  const closeIsFinal = !inProgress && now.getTime() >= asOf.getTime() + CLOSE_FINAL_AFTER_MS;
  const common = {
    price: last.close,
    priceSession: crypto ? CRYPTO_SESSION : ("regular" as const),
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
    extendedHours: null,
  };
  if (assetClass !== "crypto" && sessionUnderwayWithoutBar(last.date, today, now)) {
    // Today's session has opened and its bar is not (yet) visible: the day bar and the regular
    // session are today's, which no daily bar describes until its close is final. The price stays
    // the last final close, dated by as_of; the session fields are null, not an earlier day's.
    return {
      ...common,
      regularSession: null,
      dayBarDate: null,
      dayOpen: null,
      dayHigh: null,
      dayLow: null,
      dayClose: null,
      dayVolume: null,
      sessionDetailStatus: "unavailable",
    };
  }
  const regularSession: RegularSession = sessionBlock({
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
  });
  return {
    ...common,
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

/**
 * Whether `now` falls in the session right after the newest bar, from its open until its close is
 * final: that session is under way and its day bar not yet visible (the look-ahead case: a replayed
 * clock before the bar's close is final). Where the newest bar is older than the previous trading
 * day (the bundled data ends years before the wall clock), the bar is served as the last session
 * held, its date and is_stale saying how old it is.
 */
function sessionUnderwayWithoutBar(lastBarDate: string, today: string, now: Date): boolean {
  if (lastBarDate !== previousTradingDay(today)) return false;
  const hours = sessionHours(today);
  if (!hours) return false;
  const t = now.getTime();
  return t >= hours.regularOpen.getTime() && t < hours.regularClose.getTime() + CLOSE_FINAL_AFTER_MS;
}

const MINUTE_MS = 60_000;

/**
 * The snapshot of a day with minute bars: `minutes` are that US Eastern day's bars that had ended
 * by `now` (at least one), oldest first; `bars` the daily bars (oldest first) of which those dated
 * before the day give the previous session. A previous close is only used when it is the previous
 * trading day's.
 */
export function computeIntradaySnapshot(
  bars: readonly DailyBar[],
  day: string,
  minutes: readonly MinuteBar[],
  now: Date,
): Snapshot {
  const lastMinute = minutes.at(-1);
  if (!lastMinute) throw new Error("computeIntradaySnapshot needs at least one minute bar");
  const earlier = bars.filter((bar) => bar.date < day);
  const prevBar = earlier.at(-1) ?? null;
  const previous = prevBar && prevBar.date === previousTradingDay(day) ? prevBar : null;
  const beforePrevious = earlier.at(-2) ?? null;
  const sessionOf = (bar: MinuteBar) => sessionAt(new Date(bar.tsMs)).session;
  const regular = minutes.filter((bar) => sessionOf(bar) === "regular");
  const price = lastMinute.close;
  const priceSessionName = sessionOf(lastMinute);
  const priceSession = priceSessionName === "closed" ? "post" : priceSessionName;
  const asOf = new Date(lastMinute.tsMs + MINUTE_MS);
  const ageMs = Math.max(0, now.getTime() - asOf.getTime());
  const marketSession = sessionAt(now).session;
  const prevClose = previous?.close ?? null;
  const dayChange = prevClose === null ? null : roundMoney(price - prevClose);
  const dayChangePercent = significant(percentChange(prevClose, price));

  let regularSession: RegularSession | null;
  let dayBar: DailyBar | null;
  if (regular.length === 0) {
    // Before the open the day bar and the regular session are the previous session (spec/01).
    // When that session is not held, none is established: an older one would answer for a day
    // it does not describe.
    dayBar = previous;
    const reference =
      previous && beforePrevious?.date === previousTradingDay(previous.date) ? beforePrevious : null;
    regularSession =
      previous &&
      sessionBlock({
        date: previous.date,
        status: "closed",
        open: previous.open,
        high: previous.high,
        low: previous.low,
        close: previous.close,
        last: previous.close,
        volume: previous.volume,
        prevClose: reference?.close ?? null,
        prevCloseDate: reference?.date ?? null,
        change: reference ? roundMoney(previous.close - reference.close) : null,
        changePercent: reference ? significant(percentChange(reference.close, previous.close)) : null,
      });
  } else {
    const open = regular[0]!.open;
    const last = regular.at(-1)!.close;
    const high = Math.max(...regular.map((bar) => bar.high));
    const low = Math.min(...regular.map((bar) => bar.low));
    // Whole shares traded in the day so far, extended hours included (spec/01).
    const volume = minutes.reduce((sum, bar) => sum + bar.volume, 0);
    const bell = regularCloseInstant(day);
    const inProgress = marketSession === "regular" && sessionAt(now).date === day;
    const closeIsFinal =
      !inProgress && bell !== null && now.getTime() >= bell.getTime() + CLOSE_FINAL_AFTER_MS;
    dayBar = { date: day, open, high, low, close: last, volume };
    regularSession = sessionBlock({
      date: day,
      status: inProgress ? "in_progress" : "closed",
      open,
      high,
      low,
      close: closeIsFinal ? last : null,
      last,
      volume,
      prevClose,
      prevCloseDate: previous?.date ?? null,
      change: prevClose === null ? null : roundMoney(last - prevClose),
      changePercent: significant(percentChange(prevClose, last)),
    });
  }
  // Pre-market trades follow the previous session's close; post-market ones today's final close.
  const reference =
    priceSession === "pre"
      ? { close: prevClose, date: previous?.date ?? null }
      : regularSession?.date === day && regularSession.close !== null
        ? { close: regularSession.close, date: day }
        : { close: null, date: null };
  const extendedHours: ExtendedHours | null =
    priceSession === "regular"
      ? null
      : {
          session: priceSession,
          price,
          asOf: asOf.toISOString(),
          referenceClose: reference.close,
          referenceCloseDate: reference.date,
          change: null,
          changePercent: null,
          nullReasons: {},
        };
  if (extendedHours && extendedHours.referenceClose !== null) {
    extendedHours.change = roundMoney(price - extendedHours.referenceClose);
    extendedHours.changePercent = significant(percentChange(extendedHours.referenceClose, price));
  } else if (extendedHours) {
    // Pre-market without the previous session held; post-market before today's close is final.
    const why = priceSession === "pre" ? "previous_session_not_held" : "regular_close_not_final";
    for (const field of ["referenceClose", "referenceCloseDate", "change", "changePercent"])
      extendedHours.nullReasons[field] = why;
  }
  const detailMissing =
    prevClose === null ||
    regularSession?.close === null ||
    (extendedHours !== null && extendedHours.referenceClose === null);
  return {
    price,
    priceSession,
    asOf: asOf.toISOString(),
    asOfBasis: "minute_bar_close",
    priceAgeSeconds: Math.floor(ageMs / 1000),
    isStale: ageMs > STALE_AFTER_MS.equity,
    marketSession,
    prevClose,
    prevCloseDate: previous?.date ?? null,
    dayChange,
    dayChangePercent,
    regularSession,
    dayBarDate: dayBar?.date ?? null,
    dayOpen: dayBar?.open ?? null,
    dayHigh: dayBar?.high ?? null,
    dayLow: dayBar?.low ?? null,
    dayClose: dayBar?.close ?? null,
    dayVolume: dayBar?.volume ?? null,
    extendedHours,
    sessionDetailStatus: regularSession === null ? "unavailable" : detailMissing ? "partial" : "complete",
  };
}

function significant(value: number | null): number | null {
  return value === null ? null : toSignificant(value, 6);
}

/** The quote fields beside a snapshot (resolvers/priceSnapshot.ts): null outside their session. */
export interface SnapshotQuote {
  bid: number | null;
  ask: number | null;
  bidSize: number | null;
  askSize: number | null;
  quoteAsOf: string | null;
  quoteStatus: string;
}

/**
 * Why each null field of a snapshot and its quote is null (spec/01 rule 1), keyed by field:
 * - the quote's fields: its quote_status (market_closed, no_quote_in_current_session,
 *   no_quote_feed_for_crypto), or not_in_quote for one side missing from a quote;
 * - extended_hours: not_applicable_crypto, or price_from_regular_session;
 * - prev_close and the changes: no_previous_session_held;
 * - regular_session and day_*: session_detail_unavailable (the session under way has no final
 *   bar yet, or a pre-market trade's previous session is not held).
 */
export function snapshotNullReasons(
  snapshot: Snapshot,
  quote: SnapshotQuote,
  assetClass: SnapshotAssetClass,
): Record<string, string> {
  const reasons: Record<string, string> = {};
  const quoteReason = quote.quoteStatus === "ok" ? "not_in_quote" : quote.quoteStatus;
  for (const field of ["bid", "ask", "bidSize", "askSize", "quoteAsOf"] as const)
    if (quote[field] === null) reasons[field] = quoteReason;
  if (snapshot.extendedHours === null)
    reasons.extendedHours = assetClass === "crypto" ? "not_applicable_crypto" : "price_from_regular_session";
  for (const field of ["prevClose", "prevCloseDate", "dayChange", "dayChangePercent"] as const)
    if (snapshot[field] === null) reasons[field] = "no_previous_session_held";
  for (const field of [
    "regularSession",
    "dayBarDate",
    "dayOpen",
    "dayHigh",
    "dayLow",
    "dayClose",
    "dayVolume",
  ] as const)
    if (snapshot[field] === null) reasons[field] = "session_detail_unavailable";
  return reasons;
}
