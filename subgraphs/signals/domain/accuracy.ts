/**
 * The book's predictions resolved against realised returns (docs/LEARNING.md "Metrics"). Pure.
 *
 * `resolvePredictionDate` turns one book date's scored rows and the closes of its resolution date
 * (resolverLifecycle.ts: the 21st session after) into the date's resolution, per **source**: the
 * ensemble (the blended score, its decile and direction) and each of the seven voters (its
 * percentile). Everything is measured against the **benchmark**: the equal-weighted mean 21-session
 * return of the date's scored stocks that have an outcome, so a market-wide move is no hit or miss.
 *
 * - A **call** is a side taken: the ensemble's LONG (deciles 8–10) and SHORT (1–3) rows; a voter's
 *   favourable (percentile above 50) and unfavourable (below 50) readings. NEUTRAL rows and a
 *   voter at exactly 50 take no side.
 * - A call is a **hit** when the stock's return is on its side of the benchmark: above it for a
 *   LONG / favourable call, below it for a SHORT / unfavourable one.
 * - **Bands**: the ensemble's deciles; a voter's percentile tenths (band b holds percentiles in
 *   [10(b − 1), 10b), 100 in band 10). Per band: predictions, Σ return, Σ excess return, and how
 *   many beat the benchmark.
 * - **IC**: Spearman's rank correlation across the stocks with an outcome between the source's
 *   reading (the blended score, or the voter's percentile) and the realised return.
 *
 * `accuracyOf` sums stored resolutions over a window of resolution dates. Consecutive book dates'
 * 21-session horizons overlap (20 sessions in common), so their ICs and hit rates are not
 * independent: significance is judged on the **non-overlapping** subsample (every 21st resolution
 * date counted back from the newest), `nonOverlappingT`.
 */
import { averageRanks, LONG_FROM_DECILE, SHORT_TO_DECILE, type VoterRecord } from "./crossSection.js";
import { pearson, spearman } from "./optimizer.js";
import { HORIZON_SESSIONS } from "./resolverLifecycle.js";
import { VOTER_NAMES, type VoterName } from "./voters.js";

/** What a prediction's accuracy is judged by: the ensemble, or one voter. */
export const SOURCES = ["ensemble", ...VOTER_NAMES] as const;
export type Source = (typeof SOURCES)[number];

export const BANDS = 10;

export const BENCHMARK = "equal_weight_mean_of_scored_stocks";

/**
 * The scored stocks of one prediction date, one entry per stock in every array (columns rather
 * than row objects: the build resolves some 414,000 of them). NaN marks a missing value: no bar on
 * the resolution date, or a voter not ranked. As in the book, a voter's percentiles are its ranks
 * among exactly these stocks (crossSection.ts `percentiles`): the IC relies on it.
 */
export interface PredictionColumns {
  close: Float64Array;
  closeAtResolution: Float64Array;
  blendedScore: Float64Array;
  decile: Uint8Array;
  percentiles: VoterRecord<Float64Array>;
}

/** One band's sums: predictions, Σ return, Σ (return − benchmark), how many beat the benchmark. */
export type BandSums = [n: number, sumReturn: number, sumExcess: number, beat: number];

export interface SourceResolution {
  source: Source;
  calls: number;
  hits: number;
  favourableCalls: number;
  favourableHits: number;
  unfavourableCalls: number;
  unfavourableHits: number;
  /** Null under 3 outcomes or without spread. */
  ic: number | null;
  /** BANDS entries, band 1 first. */
  bands: BandSums[];
}

export interface DateResolution {
  predictionDate: string;
  resolvesOn: string;
  /** Scored rows of the prediction date. */
  scored: number;
  /** Of them, with a bar on the resolution date. */
  outcomes: number;
  /** The benchmark: the mean return of the outcomes; null without one. */
  meanReturn: number | null;
  /** LONG rows with a positive return, SHORT rows with a negative one. */
  longAbsoluteHits: number;
  shortAbsoluteHits: number;
  sources: SourceResolution[];
}

/** The band of a percentile: [10(b − 1), 10b), 100 in band 10. */
export function percentileBand(percentile: number): number {
  return Math.min(BANDS, Math.floor(percentile / 10) + 1);
}

function emptyBands(): BandSums[] {
  return Array.from({ length: BANDS }, (): BandSums => [0, 0, 0, 0]);
}

function sideOfDecile(decile: number): "favourable" | "unfavourable" | null {
  return decile >= LONG_FROM_DECILE ? "favourable" : decile <= SHORT_TO_DECILE ? "unfavourable" : null;
}

function sideOfPercentile(percentile: number): "favourable" | "unfavourable" | null {
  return percentile > 50 ? "favourable" : percentile < 50 ? "unfavourable" : null;
}

function add(sums: Float64Array, at: number, value: number): void {
  sums[at] = (sums[at] as number) + value;
}

/** One source's resolution over the stocks with an outcome (`withOutcome`: their indices). */
/** What every source of a date shares: the returns' average ranks, and whether every scored stock has an outcome. */
interface DateRanks {
  returnRanks: number[];
  everyScoredHasOutcome: boolean;
}

function resolveSource(
  source: Source,
  columns: PredictionColumns,
  returns: Float64Array,
  withOutcome: readonly number[],
  benchmark: number,
  shared: DateRanks,
): SourceResolution {
  const ensemble = source === "ensemble";
  const readings = ensemble ? columns.blendedScore : columns.percentiles[source as VoterName];
  // Flat sums, band b at 4(b − 1): typed arrays keep this loop (some 3.3 million passes per build) fast.
  const sums = new Float64Array(BANDS * 4);
  const values: number[] = [];
  const realised: number[] = [];
  let favourableCalls = 0;
  let favourableHits = 0;
  let unfavourableCalls = 0;
  let unfavourableHits = 0;
  for (const i of withOutcome) {
    const value = readings[i] as number;
    if (Number.isNaN(value)) continue;
    const ret = returns[i] as number;
    values.push(value);
    realised.push(ret);
    const decile = columns.decile[i] as number;
    const at = ((ensemble ? decile : percentileBand(value)) - 1) * 4;
    const beat = ret > benchmark;
    add(sums, at, 1);
    add(sums, at + 1, ret);
    add(sums, at + 2, ret - benchmark);
    if (beat) add(sums, at + 3, 1);
    const side = ensemble ? sideOfDecile(decile) : sideOfPercentile(value);
    if (side === "favourable") {
      favourableCalls += 1;
      if (beat) favourableHits += 1;
    } else if (side === "unfavourable") {
      unfavourableCalls += 1;
      if (ret < benchmark) unfavourableHits += 1;
    }
  }
  const bands = Array.from(
    { length: BANDS },
    (_, b): BandSums => [
      sums[b * 4] as number,
      sums[b * 4 + 1] as number,
      sums[b * 4 + 2] as number,
      sums[b * 4 + 3] as number,
    ],
  );
  return {
    source,
    calls: favourableCalls + unfavourableCalls,
    hits: favourableHits + unfavourableHits,
    favourableCalls,
    favourableHits,
    unfavourableCalls,
    unfavourableHits,
    ic: informationCoefficient(ensemble, values, realised, shared),
    bands,
  };
}

/**
 * Spearman's correlation of the readings with the returns, reusing the date's return ranks when the
 * source reads every stock with an outcome. A voter's percentiles are then already its average ranks
 * among those stocks, up to an affine map (the book ranks a voter among the date's scored stocks),
 * so they need no ranking again; the blended score is ranked.
 */
function informationCoefficient(
  ensemble: boolean,
  values: number[],
  realised: number[],
  shared: DateRanks,
): number | null {
  if (values.length !== shared.returnRanks.length) return spearman(values, realised);
  const ranked = ensemble || !shared.everyScoredHasOutcome ? averageRanks(values) : values;
  return pearson(ranked, shared.returnRanks);
}

/**
 * The resolution of one prediction date from its scored stocks. The caller fills the closes of
 * the resolution date only when the data holds it (resolverLifecycle.ts); a stock without a bar
 * that day has no outcome and is left out of every figure (counted in scored − outcomes).
 */
export function resolvePredictionDate(
  predictionDate: string,
  resolvesOn: string,
  columns: PredictionColumns,
): DateResolution {
  const scored = columns.close.length;
  const returns = new Float64Array(scored);
  const withOutcome: number[] = [];
  let sum = 0;
  for (let i = 0; i < scored; i++) {
    const end = columns.closeAtResolution[i] as number;
    if (Number.isNaN(end)) continue;
    returns[i] = end / (columns.close[i] as number) - 1;
    sum += returns[i] as number;
    withOutcome.push(i);
  }
  const meanReturn = withOutcome.length === 0 ? null : sum / withOutcome.length;
  const shared: DateRanks = {
    returnRanks: averageRanks(withOutcome.map((i) => returns[i] as number)),
    everyScoredHasOutcome: withOutcome.length === scored,
  };
  let longAbsoluteHits = 0;
  let shortAbsoluteHits = 0;
  for (const i of withOutcome) {
    const side = sideOfDecile(columns.decile[i] as number);
    if (side === "favourable" && (returns[i] as number) > 0) longAbsoluteHits += 1;
    if (side === "unfavourable" && (returns[i] as number) < 0) shortAbsoluteHits += 1;
  }
  return {
    predictionDate,
    resolvesOn,
    scored,
    outcomes: withOutcome.length,
    meanReturn,
    longAbsoluteHits,
    shortAbsoluteHits,
    sources:
      meanReturn === null
        ? []
        : SOURCES.map((source) => resolveSource(source, columns, returns, withOutcome, meanReturn, shared)),
  };
}

// --- Over a window of resolutions --------------------------------------------------------------

/** The first calendar day of a window of `windowDays` days ending on `to` (both inclusive). */
export function windowStart(to: string, windowDays: number): string {
  const end = Date.parse(`${to}T00:00:00Z`);
  return new Date(end - (windowDays - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Mean, sample sd and count of the values; nulls when too few. */
export interface Moments {
  n: number;
  mean: number | null;
  sd: number | null;
}

export function moments(values: readonly number[]): Moments {
  const n = values.length;
  if (n === 0) return { n, mean: null, sd: null };
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  if (n < 2) return { n, mean, sd: null };
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  return { n, mean, sd: Math.sqrt(variance) };
}

export interface TStat {
  /** Resolution dates in the non-overlapping subsample. */
  dates: number;
  t: number | null;
  /** Why t is null: fewer than 2 non-overlapping dates, or no spread. */
  reason: string | null;
}

/**
 * The t-statistic of the mean of `values` (oldest first, one per resolution date) minus `centre`,
 * on the non-overlapping subsample: the newest value and every 21st before it.
 */
export function nonOverlappingT(values: readonly number[], centre = 0): TStat {
  const sample: number[] = [];
  for (let i = values.length - 1; i >= 0; i -= HORIZON_SESSIONS) sample.push((values[i] as number) - centre);
  const { n, mean, sd } = moments(sample);
  if (n < 2) return { dates: n, t: null, reason: "fewer_than_2_non_overlapping_dates" };
  if (sd === null || sd === 0 || mean === null) return { dates: n, t: null, reason: "no_dispersion" };
  return { dates: n, t: mean / (sd / Math.sqrt(n)), reason: null };
}

/** A stored resolution date, as the window sums read it back. */
export interface StoredDate {
  predictionDate: string;
  resolvesOn: string;
  scored: number;
  outcomes: number;
  meanReturn: number | null;
  longAbsoluteHits: number;
  shortAbsoluteHits: number;
}

/** A stored source resolution of one date. */
export interface StoredSource extends SourceResolution {
  predictionDate: string;
  resolvesOn: string;
}

export interface SideSummary {
  calls: number;
  hits: number;
  hitRate: number | null;
  absoluteHits: number;
  absoluteHitRate: number | null;
  /** Mean 21-session return of the side's predictions, and its excess over the benchmark. */
  meanReturn: number | null;
  meanExcessReturn: number | null;
}

export interface BandSummary {
  band: number;
  predictions: number;
  meanReturn: number | null;
  meanExcessReturn: number | null;
  /** Share of the band's predictions that beat the benchmark. */
  beatRate: number | null;
}

export interface AccuracySummary {
  /** Resolution dates in the window, and the prediction dates they resolve. */
  dates: number;
  firstPredictionDate: string | null;
  lastPredictionDate: string | null;
  firstResolvedOn: string | null;
  lastResolvedOn: string | null;
  predictionsResolved: number;
  /** Scored rows of those dates with no bar on their resolution date. */
  predictionsWithoutOutcome: number;
  calls: number;
  hits: number;
  hitRate: number | null;
  hitRateT: TStat;
  long: SideSummary;
  short: SideSummary;
  meanIc: number | null;
  icSd: number | null;
  icIr: number | null;
  icPositiveShare: number | null;
  icDates: number;
  icT: TStat;
  deciles: BandSummary[];
  /** Decile 10's mean return minus decile 1's, per 21 sessions. */
  longShortSpread: number | null;
  meanBenchmarkReturn: number | null;
}

const ratio = (num: number, den: number) => (den === 0 ? null : num / den);

/** Sums of a set of bands (1-based, inclusive). */
function bandTotals(bands: readonly BandSums[], from: number, to: number): BandSums {
  const total: BandSums = [0, 0, 0, 0];
  for (let b = from; b <= to; b++) {
    const band = bands[b - 1] as BandSums;
    for (let i = 0; i < 4; i++) total[i] = (total[i] as number) + (band[i] as number);
  }
  return total;
}

/** The bands of many resolutions summed band by band. */
export function sumBands(resolutions: readonly { bands: readonly BandSums[] }[]): BandSums[] {
  const total = emptyBands();
  for (const { bands } of resolutions) {
    for (let b = 0; b < BANDS; b++) {
      const into = total[b] as BandSums;
      const from = bands[b] as BandSums;
      for (let i = 0; i < 4; i++) into[i] = (into[i] as number) + (from[i] as number);
    }
  }
  return total;
}

export function bandSummaries(bands: readonly BandSums[]): BandSummary[] {
  return bands.map(([n, sumReturn, sumExcess, beat], index) => ({
    band: index + 1,
    predictions: n,
    meanReturn: ratio(sumReturn, n),
    meanExcessReturn: ratio(sumExcess, n),
    beatRate: ratio(beat, n),
  }));
}

/** Per-date hit rates of a source, oldest first (dates without a call are skipped). */
export function dailyHitRates(resolutions: readonly StoredSource[]): number[] {
  return resolutions.filter((r) => r.calls > 0).map((r) => r.hits / r.calls);
}

/**
 * The ensemble's accuracy over a window: `dates` and `ensemble` are the window's stored
 * resolutions (the ensemble source's), oldest resolution first.
 */
export function accuracyOf(dates: readonly StoredDate[], ensemble: readonly StoredSource[]): AccuracySummary {
  const bands = sumBands(ensemble);
  const long = bandTotals(bands, LONG_FROM_DECILE, BANDS);
  const short = bandTotals(bands, 1, SHORT_TO_DECILE);
  const all = bandTotals(bands, 1, BANDS);
  const calls = ensemble.reduce((sum, r) => sum + r.calls, 0);
  const hits = ensemble.reduce((sum, r) => sum + r.hits, 0);
  const longCalls = ensemble.reduce((sum, r) => sum + r.favourableCalls, 0);
  const longHits = ensemble.reduce((sum, r) => sum + r.favourableHits, 0);
  const shortCalls = ensemble.reduce((sum, r) => sum + r.unfavourableCalls, 0);
  const shortHits = ensemble.reduce((sum, r) => sum + r.unfavourableHits, 0);
  const longAbsolute = dates.reduce((sum, d) => sum + d.longAbsoluteHits, 0);
  const shortAbsolute = dates.reduce((sum, d) => sum + d.shortAbsoluteHits, 0);
  const ics = ensemble.map((r) => r.ic).filter((ic): ic is number => ic !== null);
  const ic = moments(ics);
  const deciles = bandSummaries(bands);
  const top = deciles[BANDS - 1]?.meanReturn ?? null;
  const bottom = deciles[0]?.meanReturn ?? null;
  const predictions = dates.reduce((sum, d) => sum + d.outcomes, 0);
  return {
    dates: dates.length,
    firstPredictionDate: dates[0]?.predictionDate ?? null,
    lastPredictionDate: dates.at(-1)?.predictionDate ?? null,
    firstResolvedOn: dates[0]?.resolvesOn ?? null,
    lastResolvedOn: dates.at(-1)?.resolvesOn ?? null,
    predictionsResolved: predictions,
    predictionsWithoutOutcome: dates.reduce((sum, d) => sum + d.scored - d.outcomes, 0),
    calls,
    hits,
    hitRate: ratio(hits, calls),
    hitRateT: nonOverlappingT(dailyHitRates(ensemble), 0.5),
    long: {
      calls: longCalls,
      hits: longHits,
      hitRate: ratio(longHits, longCalls),
      absoluteHits: longAbsolute,
      absoluteHitRate: ratio(longAbsolute, longCalls),
      meanReturn: ratio(long[1], long[0]),
      meanExcessReturn: ratio(long[2], long[0]),
    },
    short: {
      calls: shortCalls,
      hits: shortHits,
      hitRate: ratio(shortHits, shortCalls),
      absoluteHits: shortAbsolute,
      absoluteHitRate: ratio(shortAbsolute, shortCalls),
      meanReturn: ratio(short[1], short[0]),
      meanExcessReturn: ratio(short[2], short[0]),
    },
    meanIc: ic.mean,
    icSd: ic.sd,
    icIr: ic.mean !== null && ic.sd !== null && ic.sd > 0 ? ic.mean / ic.sd : null,
    icPositiveShare: ratio(ics.filter((value) => value > 0).length, ics.length),
    icDates: ics.length,
    icT: nonOverlappingT(ics),
    deciles,
    longShortSpread: top !== null && bottom !== null ? top - bottom : null,
    meanBenchmarkReturn: ratio(all[1], all[0]),
  };
}
