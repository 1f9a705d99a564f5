/**
 * The metrics of a run's daily net returns over a window of sessions (docs/STRATEGIES.md
 * "Metrics"). Sharpe and Sortino are of returns in excess of 0% (the universe holds no bill
 * series; cash earned 0), annualised with 252 sessions a year. Skewness and kurtosis are the
 * population moments the deflated Sharpe ratio takes (kurtosis raw Pearson: 3 for a normal).
 * A figure the window cannot establish is null, and `nullReasons` says why.
 */

export const PERIODS_PER_YEAR = 252;

export interface RunSeries {
  readonly dates: readonly string[];
  readonly netReturns: ArrayLike<number>;
  readonly costs: ArrayLike<number>;
  readonly turnover: ArrayLike<number>;
  readonly grossExposure: ArrayLike<number>;
}

export const METRIC_NAMES = [
  "cagr",
  "volatility",
  "sharpe",
  "sortino",
  "maxDrawdown",
  "turnover",
  "hitRate",
  "skewness",
  "kurtosis",
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export interface BacktestMetrics extends Record<MetricName, number | null> {
  /** Daily returns in the window. */
  nObs: number;
  /** Sessions of the window the book was invested going in (the hit rate's denominator). */
  investedSessions: number;
  /** Σ costs over the window, as a fraction of the portfolio's value. */
  totalCost: number;
  /** Mean Σ|weight| held. */
  averageGrossExposure: number | null;
  nullReasons: Partial<Record<MetricName | "averageGrossExposure", string>>;
}

/** Units of each metric, for the routes. */
export const METRIC_UNITS: Record<MetricName | "totalCost" | "averageGrossExposure", string> = {
  cagr: "fraction per year (compounded)",
  volatility: "fraction, annualised (daily standard deviation × √252)",
  sharpe: "annualised (mean / standard deviation of daily returns × √252), excess of 0%",
  sortino: "annualised (mean / downside deviation below 0 of daily returns × √252)",
  maxDrawdown: "fraction of the peak value lost (0.25: a 25% fall)",
  turnover: "Σ|Δweight| traded per year (2: the book's value bought and sold once a year)",
  hitRate: "fraction of invested sessions with a positive net return",
  skewness: "dimensionless (population third standardised moment)",
  kurtosis: "dimensionless, raw Pearson (normal = 3)",
  totalCost: "fraction of the portfolio's value, summed over the window",
  averageGrossExposure: "Σ|weight| held, mean over the window",
};

/** Metrics of sessions from..to (indices into the series, inclusive). */
export function backtestMetrics(series: RunSeries, from: number, to: number): BacktestMetrics {
  const n = Math.max(0, to - from + 1);
  const returns = Array.from({ length: n }, (_, i) => series.netReturns[from + i] as number);
  let totalCost = 0;
  let turnover = 0;
  let exposure = 0;
  let invested = 0;
  let hits = 0;
  for (let i = from; i <= to; i++) {
    totalCost += series.costs[i] as number;
    turnover += series.turnover[i] as number;
    exposure += series.grossExposure[i] as number;
    if (i > 0 && (series.grossExposure[i - 1] as number) > 0) {
      invested++;
      if ((series.netReturns[i] as number) > 0) hits++;
    }
  }
  const nullReasons: BacktestMetrics["nullReasons"] = {};
  const metrics: BacktestMetrics = {
    nObs: n,
    investedSessions: invested,
    totalCost,
    averageGrossExposure: n > 0 ? exposure / n : null,
    cagr: null,
    volatility: null,
    sharpe: null,
    sortino: null,
    maxDrawdown: null,
    turnover: n > 0 ? (turnover / n) * PERIODS_PER_YEAR : null,
    hitRate: invested > 0 ? hits / invested : null,
    skewness: null,
    kurtosis: null,
    nullReasons,
  };
  if (n === 0) nullReasons.averageGrossExposure = nullReasons.turnover = "no_observations";
  if (invested === 0) nullReasons.hitRate = "never_invested";
  if (n < 2) {
    for (const name of [
      "cagr",
      "volatility",
      "sharpe",
      "sortino",
      "maxDrawdown",
      "skewness",
      "kurtosis",
    ] as const) {
      nullReasons[name] = "fewer_than_2_observations";
    }
    return metrics;
  }

  let growth = 1;
  let peak = 1;
  let drawdown = 0;
  let sum = 0;
  let downside = 0;
  for (const r of returns) {
    growth *= 1 + r;
    peak = Math.max(peak, growth);
    drawdown = Math.max(drawdown, 1 - growth / peak);
    sum += r;
    downside += Math.min(r, 0) ** 2;
  }
  const mean = sum / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (const r of returns) {
    const d = r - mean;
    m2 += d * d;
    m3 += d * d * d;
    m4 += d * d * d * d;
  }
  const sampleSd = Math.sqrt(m2 / (n - 1));
  m2 /= n;
  m3 /= n;
  m4 /= n;
  const annualiser = Math.sqrt(PERIODS_PER_YEAR);

  metrics.maxDrawdown = drawdown;
  metrics.volatility = sampleSd * annualiser;
  if (growth > 0) metrics.cagr = growth ** (PERIODS_PER_YEAR / n) - 1;
  else nullReasons.cagr = "capital_lost";
  if (sampleSd > 0) {
    metrics.sharpe = (mean / sampleSd) * annualiser;
    metrics.skewness = m3 / m2 ** 1.5;
    metrics.kurtosis = m4 / (m2 * m2);
  } else {
    nullReasons.sharpe = nullReasons.skewness = nullReasons.kurtosis = "zero_volatility";
  }
  const downsideDeviation = Math.sqrt(downside / n);
  if (downsideDeviation > 0) metrics.sortino = (mean / downsideDeviation) * annualiser;
  else nullReasons.sortino = "no_losing_sessions";
  return metrics;
}

export interface YearReturn {
  year: number;
  /** Compounded net return of the year's sessions in the window. */
  return: number;
  nObs: number;
}

export function yearlyReturns(series: RunSeries, from: number, to: number): YearReturn[] {
  const years: YearReturn[] = [];
  for (let i = from; i <= to; i++) {
    const year = Number((series.dates[i] as string).slice(0, 4));
    let current = years.at(-1);
    if (current?.year !== year) {
      current = { year, return: 0, nObs: 0 };
      years.push(current);
    }
    current.return = (1 + current.return) * (1 + (series.netReturns[i] as number)) - 1;
    current.nObs++;
  }
  return years;
}
