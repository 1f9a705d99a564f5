/**
 * Cross-asset buckets (docs/REGIME.md "Cross-asset buckets"): volatility, rates, the dollar and
 * credit, each a row of figures from the held series with the date of every input, the fields
 * whose source value was implausible (nulled, named in `invalidFields`) and the reason of every
 * other null. Pure: series in (oldest first, already cut at the clock), buckets out.
 *
 * Plausibility: a source value outside PLAUSIBLE_RANGES is a data error, not a market reading
 * (VIX never closed under 9 or over 83; the broad dollar index has stayed within 85..130): it is
 * not served, and no figure is derived from it.
 */
import type { Figures, FigureTable } from "../../kit/figures.js";

export const VOLATILITY_FIGURES = {
  vix: "index_points",
  vixChange_5d: "index_points",
  vixSma20: "index_points",
  vixPercentile_1y: "percent",
} as const satisfies FigureTable;

export const RATES_FIGURES = {
  yield3m: "percent",
  yield2y: "percent",
  yield10y: "percent",
  yield30y: "percent",
  spread_2s10sBps: "basis_points",
  spread_3m10yBps: "basis_points",
  yield10yChange_20dBps: "basis_points",
} as const satisfies FigureTable;

export const FX_FIGURES = {
  usdIndexBroad: "index_jan_2006_eq_100",
  dxyMomentum: "percent",
  usdProxyEurPerUsd: "eur_per_usd",
  dxFront: "index_points",
} as const satisfies FigureTable;

export const CREDIT_FIGURES = {
  igOas: "percent",
  hyOas: "percent",
  hyMinusIgBps: "basis_points",
  igOasChange_20dBps: "basis_points",
  hyOasChange_20dBps: "basis_points",
} as const satisfies FigureTable;

/** Source values outside these bounds are implausible (inclusive bounds, in each source's unit). */
export const PLAUSIBLE_RANGES = {
  vix: [5, 150],
  treasuryYieldPct: [-2, 25],
  usdIndexBroad: [50, 250],
  oasPct: [0, 40],
} as const satisfies Record<string, readonly [number, number]>;

/** Lookbacks of the changes and averages, in observations of each series. */
export const CROSS_ASSET_WINDOWS = {
  vixChangeSessions: 5,
  vixSmaSessions: 20,
  vixPercentileSessions: 252,
  changeObservations: 20,
  dxyMomentumObservations: 20,
} as const;

/**
 * spec/03 names no threshold for these series. A bucket is stale when its newest input is more than
 * this many calendar days behind the newest date its source could have published by the clock (its
 * visibility bound): a long weekend with a holiday is 4 days, so 5 is a missed publication.
 */
export const BUCKET_STALE_AFTER_DAYS = 5;

export const DXY_MOMENTUM_BASIS =
  "fred:DTWEXBGS nominal broad U.S. dollar index (Federal Reserve, 26 currencies), not ICE's DXY: percent change over its last 20 observations";

export interface DatedValue {
  date: string;
  value: number;
}

export interface CurvePoint {
  date: string;
  m3: number | null;
  y2: number | null;
  y10: number | null;
  y30: number | null;
}

export interface Bucket<T extends FigureTable> {
  figures: Figures<T>;
  /** The date of each input figure read from a source. */
  observationDates: Record<string, string>;
  /** The newest input date of the bucket; null when it holds none. */
  asOf: string | null;
  invalidFields: string[];
  nullReasons: Record<string, string>;
}

/** Reason codes name fields as the REST answer writes them. */
const SNAKE = { yield2y: "yield_2y", yield3m: "yield_3m", igOas: "ig_oas", hyOas: "hy_oas" } as const;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const inRange = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/** Figures one at a time, each either a value or a reason; `invalid` marks an implausible source value. */
class BucketBuilder<T extends FigureTable> {
  private readonly figures = {} as Record<string, number | null>;
  readonly observationDates: Record<string, string> = {};
  readonly invalidFields: string[] = [];
  readonly nullReasons: Record<string, string> = {};

  constructor(private readonly table: T) {}

  value(field: keyof T & string, value: number, date?: string): void {
    this.figures[field] = value;
    if (date) this.observationDates[field] = date;
  }

  none(field: keyof T & string, reason: string): void {
    this.figures[field] = null;
    this.nullReasons[field] = reason;
  }

  invalid(field: keyof T & string, value: number, date: string): void {
    this.figures[field] = null;
    this.invalidFields.push(field);
    this.nullReasons[field] = `implausible_source_value:${value}_on_${date}`;
  }

  build(): Bucket<T> {
    const dates = Object.values(this.observationDates).sort();
    for (const field of Object.keys(this.table)) {
      if (!(field in this.figures))
        throw new Error(`cross-asset bucket: ${field} was neither set nor explained`);
    }
    return {
      figures: this.figures as Figures<T>,
      observationDates: this.observationDates,
      asOf: dates.at(-1) ?? null,
      invalidFields: this.invalidFields,
      nullReasons: this.nullReasons,
    };
  }
}

/**
 * The newest observation of a series, checked: `{ value }` when plausible, else why not. A value
 * `back` observations before the newest is read the same way for changes.
 */
function reading(series: readonly DatedValue[], range: readonly [number, number], back = 0) {
  const observation = series.at(-1 - back);
  if (!observation) return { kind: "missing" as const };
  return inRange(observation.value, range)
    ? { kind: "ok" as const, ...observation }
    : { kind: "implausible" as const, ...observation };
}

export function volatilityBucket(vix: readonly DatedValue[]): Bucket<typeof VOLATILITY_FIGURES> {
  const b = new BucketBuilder(VOLATILITY_FIGURES);
  const w = CROSS_ASSET_WINDOWS;
  const last = reading(vix, PLAUSIBLE_RANGES.vix);
  if (last.kind === "missing") {
    for (const field of Object.keys(VOLATILITY_FIGURES) as (keyof typeof VOLATILITY_FIGURES)[])
      b.none(field, "no_vix_close_visible_at_clock");
    return b.build();
  }
  if (last.kind === "implausible") {
    b.invalid("vix", last.value, last.date);
    for (const field of ["vixChange_5d", "vixSma20", "vixPercentile_1y"] as const)
      b.none(field, "input_implausible:vix");
    return b.build();
  }
  b.value("vix", last.value, last.date);
  const base = reading(vix, PLAUSIBLE_RANGES.vix, w.vixChangeSessions);
  if (base.kind === "ok") b.value("vixChange_5d", round(last.value - base.value, 4));
  else
    b.none("vixChange_5d", base.kind === "missing" ? "insufficient_history" : "input_implausible:vix_base");
  const window = vix.slice(-w.vixSmaSessions);
  if (window.length < w.vixSmaSessions) b.none("vixSma20", "insufficient_history");
  else if (window.some((c) => !inRange(c.value, PLAUSIBLE_RANGES.vix)))
    b.none("vixSma20", "input_implausible:vix_window");
  else b.value("vixSma20", round(window.reduce((sum, c) => sum + c.value, 0) / w.vixSmaSessions, 4));
  const year = vix.slice(-w.vixPercentileSessions);
  if (year.length < w.vixPercentileSessions) b.none("vixPercentile_1y", "insufficient_history");
  else {
    // The share of the last 252 closes at or below today's, in percent.
    const atOrBelow = year.filter((c) => c.value <= last.value).length;
    b.value("vixPercentile_1y", round((atOrBelow / year.length) * 100, 2));
  }
  return b.build();
}

export function ratesBucket(curves: readonly CurvePoint[]): Bucket<typeof RATES_FIGURES> {
  const b = new BucketBuilder(RATES_FIGURES);
  const range = PLAUSIBLE_RANGES.treasuryYieldPct;
  const last = curves.at(-1);
  if (!last) {
    for (const field of Object.keys(RATES_FIGURES) as (keyof typeof RATES_FIGURES)[])
      b.none(field, "no_treasury_curve_visible_at_clock");
    return b.build();
  }
  const tenors = { yield3m: last.m3, yield2y: last.y2, yield10y: last.y10, yield30y: last.y30 } as const;
  const good: Partial<Record<keyof typeof tenors, number>> = {};
  for (const [field, value] of Object.entries(tenors) as [keyof typeof tenors, number | null][]) {
    if (value === null) b.none(field, `not_published_on_${last.date}`);
    else if (!inRange(value, range)) b.invalid(field, value, last.date);
    else {
      b.value(field, value, last.date);
      good[field] = value;
    }
  }
  const spread = (field: "spread_2s10sBps" | "spread_3m10yBps", short: "yield2y" | "yield3m") => {
    const long = good.yield10y;
    const leg = good[short];
    if (long === undefined || leg === undefined) b.none(field, `needs:${SNAKE[short]},yield_10y`);
    else b.value(field, round((long - leg) * 100, 2));
  };
  spread("spread_2s10sBps", "yield2y");
  spread("spread_3m10yBps", "yield3m");
  const base = curves.at(-1 - CROSS_ASSET_WINDOWS.changeObservations);
  if (good.yield10y === undefined) b.none("yield10yChange_20dBps", "needs:yield_10y");
  else if (!base) b.none("yield10yChange_20dBps", "insufficient_history");
  else if (base.y10 === null || !inRange(base.y10, range))
    b.none("yield10yChange_20dBps", `no_plausible_10y_on_${base.date}`);
  else b.value("yield10yChange_20dBps", round((good.yield10y - base.y10) * 100, 2));
  return b.build();
}

export function fxBucket(usdBroad: readonly DatedValue[]): Bucket<typeof FX_FIGURES> {
  const b = new BucketBuilder(FX_FIGURES);
  const last = reading(usdBroad, PLAUSIBLE_RANGES.usdIndexBroad);
  if (last.kind === "ok") b.value("usdIndexBroad", last.value, last.date);
  else if (last.kind === "implausible") b.invalid("usdIndexBroad", last.value, last.date);
  else b.none("usdIndexBroad", "no_dtwexbgs_observation_visible_at_clock");
  const base = reading(usdBroad, PLAUSIBLE_RANGES.usdIndexBroad, CROSS_ASSET_WINDOWS.dxyMomentumObservations);
  if (last.kind !== "ok") b.none("dxyMomentum", "needs:usd_index_broad");
  else if (base.kind !== "ok")
    b.none(
      "dxyMomentum",
      base.kind === "missing" ? "insufficient_history" : "input_implausible:usd_index_broad_base",
    );
  else b.value("dxyMomentum", round((last.value / base.value - 1) * 100, 4));
  b.none(
    "usdProxyEurPerUsd",
    "no_eur_usd_series_held: no EUR exchange-rate series (e.g. FRED DEXUSEU) is bundled",
  );
  b.none("dxFront", "no_dollar_index_futures_source: ICE US Dollar Index futures are not connected");
  return b.build();
}

export function creditBucket(
  igOas: readonly DatedValue[],
  hyOas: readonly DatedValue[],
): Bucket<typeof CREDIT_FIGURES> {
  const b = new BucketBuilder(CREDIT_FIGURES);
  const range = PLAUSIBLE_RANGES.oasPct;
  const n = CROSS_ASSET_WINDOWS.changeObservations;
  const read = (
    field: "igOas" | "hyOas",
    changeField: "igOasChange_20dBps" | "hyOasChange_20dBps",
    series: readonly DatedValue[],
    seriesId: string,
  ): number | null => {
    const last = reading(series, range);
    if (last.kind === "missing") {
      b.none(field, `no_${seriesId.toLowerCase()}_observation_visible_at_clock`);
      b.none(changeField, `needs:${SNAKE[field]}`);
      return null;
    }
    if (last.kind === "implausible") {
      b.invalid(field, last.value, last.date);
      b.none(changeField, `input_implausible:${SNAKE[field]}`);
      return null;
    }
    b.value(field, last.value, last.date);
    const base = reading(series, range, n);
    if (base.kind === "ok") b.value(changeField, round((last.value - base.value) * 100, 2));
    else
      b.none(
        changeField,
        base.kind === "missing" ? "insufficient_history" : `input_implausible:${SNAKE[field]}_base`,
      );
    return last.value;
  };
  const ig = read("igOas", "igOasChange_20dBps", igOas, "BAMLC0A0CM");
  const hy = read("hyOas", "hyOasChange_20dBps", hyOas, "BAMLH0A0HYM2");
  if (ig === null || hy === null) b.none("hyMinusIgBps", "needs:ig_oas,hy_oas");
  else b.value("hyMinusIgBps", round((hy - ig) * 100, 2));
  return b.build();
}
