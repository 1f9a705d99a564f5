/**
 * The chart operation's figures and picture description from bars: which bars are shown, the
 * indicator values on the newest bar, the OHLCV summary of the shown window and the 52-week range.
 * Pure: bars, daily history and the clock in; the resolver renders the returned ChartSpec.
 *
 * Indicators run over the shown bars plus up to WARMUP_BARS older ones, so SMA 200 is defined
 * from the first shown bar wherever that much history is held; a value whose definition needs
 * more bars than are held is null with a reason, never computed from fewer.
 */
import { easternDate, regularCloseInstant } from "../../../core/calendar.js";
import type { ChartSpec, OscillatorPane, Overlay } from "./chartImage.js";
import { atr, bollinger, macd, rsi, type Series, sma } from "./indicators.js";
import { percentChange, toSignificant } from "./numbers.js";

export const WARMUP_BARS = 200;
export const CHART_INDICATORS = ["rsi", "macd", "bb"] as const;
export type ChartIndicator = (typeof CHART_INDICATORS)[number];
export type ChartInterval = "minute" | "hour" | "day" | "week" | "month";

export interface ChartBar {
  /** YYYY-MM-DD for day-based intervals, ISO 8601 UTC for intraday. */
  timestamp: string;
  /** Session date of the bucket's first bar. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface DailyHighLow {
  date: string;
  high: number;
  low: number;
}

export interface ChartInput {
  ticker: string;
  name: string;
  assetClass: "equity" | "etf" | "crypto";
  interval: ChartInterval;
  barsRequested: number;
  indicators: readonly ChartIndicator[];
  /** Oldest first: the shown bars preceded by up to WARMUP_BARS of history. */
  history: readonly ChartBar[];
  /** Newest session in the shown window (data_through for day-based intervals). */
  sessionEnd: string | null;
  /** Daily bars from 52 weeks before sessionEnd to sessionEnd. */
  daily: readonly DailyHighLow[];
  /** First session the daily series holds (to tell a short history from a quiet one). */
  dailyFirstDate: string | null;
  /** Price basis of the chart's bars and of the daily bars (svc_v3_fundamentals_prices' adjustment_basis). */
  barsBasis: string;
  dailyBasis: string;
  now: Date;
}

const STALE_MS = { equity: 6 * 3_600_000, etf: 6 * 3_600_000, crypto: 15 * 60_000 };
const INTERVAL_MS = { minute: 60_000, hour: 3_600_000 };

/**
 * Parse the indicators argument: a comma list, a subset of rsi, macd, bb. `none` asks for price
 * and volume only (an empty REST parameter means "use the default", so the empty subset needs a name).
 */
export function parseIndicators(raw: string): { indicators: ChartIndicator[]; unknown: string[] } {
  const names = raw
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length > 0 && name !== "none");
  const unknown = names.filter((name) => !(CHART_INDICATORS as readonly string[]).includes(name));
  const indicators = CHART_INDICATORS.filter((name) => names.includes(name));
  return { indicators, unknown };
}

const round = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : toSignificant(value, 8);

export function buildChart(input: ChartInput) {
  const shownFrom = Math.max(0, input.history.length - input.barsRequested);
  const shown = input.history.slice(shownFrom);
  const closes = input.history.map((bar) => bar.close);
  const nullReasons: Record<string, string> = {};
  const latest = (series: Series, field: string, needs: number): number | null => {
    const value = series.at(-1) ?? null;
    if (value === null) {
      nullReasons[field] =
        input.history.length === 0 ? "no_bars_held" : `needs_${needs}_bars_holds_${input.history.length}`;
    }
    return round(value);
  };

  const sma20 = sma(closes, 20);
  const sma50 = sma(closes, 50);
  const sma200 = sma(closes, 200);
  const atr14 = atr(input.history, 14);
  const wanted = new Set(input.indicators);
  const rsiSeries = wanted.has("rsi") ? rsi(closes, 14) : null;
  const macdSeries = wanted.has("macd") ? macd(closes) : null;
  const bands = wanted.has("bb") ? bollinger(closes, 20, 2) : null;
  for (const name of CHART_INDICATORS) {
    if (!wanted.has(name))
      nullReasons[{ rsi: "rsi14", macd: "macd", bb: "bollinger" }[name]] = "not_requested";
  }

  const macdValue = macdSeries
    ? {
        macd: latest(macdSeries.macd, "macd", 26),
        signal: latest(macdSeries.signal, "macd", 34),
        histogram: round(macdSeries.histogram.at(-1)),
      }
    : null;
  const bollingerValue = bands
    ? {
        upper: latest(bands.upper, "bollinger", 20),
        middle: round(bands.middle.at(-1)),
        lower: round(bands.lower.at(-1)),
      }
    : null;

  const last = shown.at(-1) ?? null;
  const asOf = last ? barEnd(last, input) : null;
  const week52 = week52Range(input, last ? input.sessionEnd : null);
  for (const [field, reason] of Object.entries(week52.reasons)) nullReasons[field] = reason;

  const values = {
    ticker: input.ticker,
    interval: input.interval,
    barsRequested: input.barsRequested,
    barsServed: shown.length,
    indicators: [...input.indicators],
    ohlcv: summary(shown),
    sma20: latest(sma20, "sma20", 20),
    sma50: latest(sma50, "sma50", 50),
    sma200: latest(sma200, "sma200", 200),
    atr14: latest(atr14, "atr14", 15),
    rsi14: rsiSeries ? latest(rsiSeries, "rsi14", 15) : null,
    macd: macdValue,
    bollinger: bollingerValue,
    week52High: week52.high,
    week52HighDate: week52.highDate,
    week52Low: week52.low,
    week52LowDate: week52.lowDate,
    nullReasons,
    asOf: asOf?.toISOString() ?? null,
    isStale: chartIsStale(asOf, input.now, input.assetClass),
    adjustmentBasis: input.barsBasis,
    coverageNote:
      shown.length < input.barsRequested
        ? `${shown.length} ${input.interval} bars are held for ${input.ticker}; ${input.barsRequested} were asked for.`
        : null,
  };

  const from = shownFrom;
  const cut = (series: Series): Series => series.slice(from);
  const overlays: Overlay[] = [
    { label: `SMA 20  ${fmt(values.sma20)}`, color: "#f59e0b", values: cut(sma20) },
    { label: `SMA 50  ${fmt(values.sma50)}`, color: "#2563eb", values: cut(sma50) },
    { label: `SMA 200  ${fmt(values.sma200)}`, color: "#9333ea", values: cut(sma200) },
  ];
  const panes: OscillatorPane[] = [];
  if (rsiSeries) panes.push({ kind: "rsi", label: `RSI 14  ${fmt(values.rsi14)}`, values: cut(rsiSeries) });
  if (macdSeries && macdValue) {
    panes.push({
      kind: "macd",
      label: `MACD 12,26,9  ${fmt(macdValue.macd)}  signal ${fmt(macdValue.signal)}  hist ${fmt(macdValue.histogram)}`,
      macd: cut(macdSeries.macd),
      signal: cut(macdSeries.signal),
      histogram: cut(macdSeries.histogram),
    });
  }
  const spec: ChartSpec = {
    title: titleOf(input, values.ohlcv, values.atr14),
    subtitle: subtitleOf(input, shown, values),
    labels: shown.map((bar) => labelOf(bar, input.interval)),
    candles: shown,
    overlays: bands
      ? [
          ...overlays,
          {
            label: `BB 20,2  ${fmt(bollingerValue?.upper ?? null)} / ${fmt(bollingerValue?.lower ?? null)}`,
            color: "#94a3b8",
            values: cut(bands.middle),
            dashed: true,
          },
        ]
      : overlays,
    band: bands ? { upper: cut(bands.upper), lower: cut(bands.lower) } : null,
    panes,
  };
  return { values, spec };
}

export type ChartValues = ReturnType<typeof buildChart>["values"];

/** Whether the newest bar shown ended too long before `now` for its asset class (or none is shown). */
export function chartIsStale(asOf: Date | null, now: Date, assetClass: ChartInput["assetClass"]): boolean {
  return asOf === null || now.getTime() - asOf.getTime() > STALE_MS[assetClass];
}

function isIntraday(interval: ChartInterval): interval is "minute" | "hour" {
  return interval === "minute" || interval === "hour";
}

function barEnd(bar: ChartBar, input: ChartInput): Date | null {
  if (isIntraday(input.interval)) return new Date(Date.parse(bar.timestamp) + INTERVAL_MS[input.interval]);
  // Day-based buckets end with their newest session.
  const date = input.sessionEnd ?? bar.date;
  if (input.assetClass === "crypto") return new Date(`${date}T23:59:59.999Z`);
  return regularCloseInstant(date);
}

function summary(bars: readonly ChartBar[]) {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return null;
  const high = Math.max(...bars.map((bar) => bar.high));
  const low = Math.min(...bars.map((bar) => bar.low));
  return {
    start: first.timestamp,
    end: last.timestamp,
    open: first.open,
    high,
    low,
    close: last.close,
    volume: bars.reduce((sum, bar) => sum + bar.volume, 0),
    change: round(last.close - first.open),
    changePercent: round(toSignificant(percentChange(first.open, last.close) ?? Number.NaN, 6)),
    lastBar: { ...last },
  };
}

/** First day of the 52 weeks (364 days) that end with `endDate`. */
export function week52Start(endDate: string): string {
  return new Date(Date.parse(`${endDate}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Highest high and lowest low of the sessions in the 52 weeks (364 days) ending with the newest
 * shown bar's session. Null with a reason when the daily series does not reach back that far, or
 * when its prices are on another basis than the shown bars (a range must be comparable to them).
 */
function week52Range(input: ChartInput, endDate: string | null) {
  const reasons: Record<string, string> = {};
  const none = (reason: string) => {
    for (const field of ["week52_high", "week52_low"]) reasons[field] = reason;
    return { high: null, highDate: null, low: null, lowDate: null, reasons };
  };
  if (endDate === null) return none("no_bars_held");
  if (input.dailyBasis !== input.barsBasis) {
    return none(`daily_bars_${input.dailyBasis}_chart_bars_${input.barsBasis}`);
  }
  const start = week52Start(endDate);
  if (input.dailyFirstDate === null || input.dailyFirstDate > start)
    return none("history_shorter_than_52_weeks");
  const window = input.daily.filter((day) => day.date >= start && day.date <= endDate);
  if (window.length === 0) return none("no_daily_bars_in_window");
  let high = window[0] as DailyHighLow;
  let low = window[0] as DailyHighLow;
  for (const day of window) {
    if (day.high > high.high) high = day;
    if (day.low < low.low) low = day;
  }
  return { high: high.high, highDate: high.date, low: low.low, lowDate: low.date, reasons };
}

const INTERVAL_NAMES = { minute: "1-minute", hour: "Hourly", day: "Daily", week: "Weekly", month: "Monthly" };

/** Five significant figures: enough for a minute chart's cents and a daily chart's dollars alike. */
function fmt(value: number | null): string {
  return value === null ? "n/a" : String(Number(value.toPrecision(5)));
}

function titleOf(input: ChartInput, ohlcv: ReturnType<typeof summary>, atrLast: number | null): string {
  if (!ohlcv) return `${input.ticker}  ${input.name}`;
  const sign = (ohlcv.change ?? 0) >= 0 ? "+" : "";
  return `${input.ticker}  ${input.name}    close ${fmt(ohlcv.close)}    ${sign}${fmt(ohlcv.change)} (${sign}${fmt(ohlcv.changePercent)}%) in window    ATR 14 ${fmt(atrLast)}`;
}

function subtitleOf(input: ChartInput, shown: readonly ChartBar[], values: { asOf: string | null }): string {
  const first = shown[0];
  const last = shown.at(-1);
  const span =
    first && last ? `${labelOf(first, input.interval)} to ${labelOf(last, input.interval)}` : "no bars";
  const basis = `${input.barsBasis.replaceAll("_", " ")}${isIntraday(input.interval) ? ", US Eastern time" : ""}`;
  return `${INTERVAL_NAMES[input.interval]} candles, ${shown.length} bars, ${span} (${basis}); data as of ${values.asOf ? `${values.asOf.slice(0, 16).replace("T", " ")} UTC` : "n/a"}`;
}

function labelOf(bar: ChartBar, interval: ChartInterval): string {
  if (!isIntraday(interval)) return bar.timestamp.slice(0, 10);
  const instant = new Date(bar.timestamp);
  const time = instant.toLocaleTimeString("en-US", {
    timeZone: "America/New_York",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
  return `${easternDate(instant).slice(5)} ${time}`;
}
