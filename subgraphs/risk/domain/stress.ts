/**
 * Stress scenarios: a defined shock to one market factor, passed to each book position through its
 * beta to that factor. A factor is an ETF of the daily universe; a beta is the OLS slope of the
 * position's daily total returns on the factor's over the same sessions. Position impact =
 * signed weight × beta × shock; the book's = their sum.
 *
 * A linear one-factor view: it says what the factor's historical co-movement implies, not what a
 * crisis does (correlations rise, idiosyncratic moves add, options and leverage are non-linear).
 */
import type { DatedCloses } from "./bookReturns.js";
import { type Book, signedWeight } from "./houseBook.js";
import { type OlsFit, olsFit } from "./statistics.js";

/** Two years of sessions: the window betas are estimated on. */
export const BETA_WINDOW_RETURNS = 504;
/**
 * A position that misses some of the window's returns (a pick listed during the window, a missing
 * bar) has its beta estimated over the returns it holds, given at least a year of them.
 */
export const MIN_BETA_RETURNS = 252;

export interface StressShock {
  id: string;
  description: string;
  /** The universe ETF standing for the factor. */
  factor: string;
  /** The factor's return in the scenario, as a fraction (-0.1 = down 10%). */
  shock: number;
}

/** The defined shocks, each a move of the size seen in a bad month or quarter of its factor. */
export const STRESS_SHOCKS: readonly StressShock[] = [
  { id: "us_equities_down_10", description: "US equity market (SPY) down 10%", factor: "SPY", shock: -0.1 },
  { id: "us_equities_down_20", description: "US equity market (SPY) down 20%", factor: "SPY", shock: -0.2 },
  { id: "nasdaq_100_down_15", description: "Nasdaq-100 (QQQ) down 15%", factor: "QQQ", shock: -0.15 },
  { id: "tech_sector_down_15", description: "Technology sector (XLK) down 15%", factor: "XLK", shock: -0.15 },
  { id: "small_caps_down_15", description: "US small caps (IWM) down 15%", factor: "IWM", shock: -0.15 },
  { id: "financials_down_20", description: "Financials sector (XLF) down 20%", factor: "XLF", shock: -0.2 },
  { id: "energy_down_25", description: "Energy sector (XLE) down 25%", factor: "XLE", shock: -0.25 },
  {
    id: "long_treasuries_down_10",
    description: "Long US Treasuries (TLT, 20+ years) down 10%",
    factor: "TLT",
    shock: -0.1,
  },
  { id: "high_yield_down_8", description: "US high-yield bonds (HYG) down 8%", factor: "HYG", shock: -0.08 },
  { id: "gold_up_10", description: "Gold (GLD) up 10%", factor: "GLD", shock: 0.1 },
];

/** The factors the shocks name, each once. */
export const STRESS_FACTORS: readonly string[] = [...new Set(STRESS_SHOCKS.map((shock) => shock.factor))];

export interface PositionImpact {
  ticker: string;
  side: "long" | "short";
  weight: number;
  beta: number | null;
  rSquared: number | null;
  /** Daily returns the beta is estimated on: the window's that the position and the factor both hold. */
  observations: number;
  /** signed weight × beta × shock, as a fraction of the book's value. */
  impact: number | null;
  /** Why beta and impact are null. */
  nullReason: string | null;
}

export interface StressResult extends StressShock {
  /** Σ position impacts: the book's return in the scenario; null when a position has no beta. */
  bookReturn: number | null;
  bookReturnReason: string | null;
  positions: PositionImpact[];
}

/**
 * Daily returns over the window's sessions, keyed by ticker, one slot per return of the window:
 * null where the series lacks either close (not listed yet, or a missing bar).
 */
export type AlignedReturns = ReadonlyMap<string, readonly (number | null)[]>;

/**
 * A position's beta to `factor` over the window's returns both hold: null with a reason when
 * either series is not held at all, or the position holds fewer than MIN_BETA_RETURNS of them
 * (a series held throughout a shorter window is estimated on the whole window).
 */
export function betaTo(
  returns: AlignedReturns,
  ticker: string,
  factor: string,
): (OlsFit & { n: number }) | string {
  const y = returns.get(ticker);
  const x = returns.get(factor);
  if (!y) return "position_without_universe_closes_over_window";
  if (!x) return "factor_without_universe_closes_over_window";
  const ys: number[] = [];
  const xs: number[] = [];
  y.forEach((value, i) => {
    const factorValue = x[i];
    if (value === null || factorValue === null || factorValue === undefined) return;
    ys.push(value);
    xs.push(factorValue);
  });
  const n = ys.length;
  if (n < 2 || (n < MIN_BETA_RETURNS && n < y.length))
    return `insufficient_history:${n}_of_${MIN_BETA_RETURNS}_daily_returns`;
  const fit = olsFit(ys, xs);
  return fit ? { ...fit, n } : "factor_never_moved";
}

export function applyShock(book: Book, returns: AlignedReturns, shock: StressShock): StressResult {
  const positions: PositionImpact[] = book.positions.map((position) => {
    const fit = betaTo(returns, position.ticker, shock.factor);
    const base = { ticker: position.ticker, side: position.side, weight: position.weight };
    if (typeof fit === "string")
      return { ...base, beta: null, rSquared: null, observations: 0, impact: null, nullReason: fit };
    return {
      ...base,
      beta: fit.beta,
      rSquared: fit.rSquared,
      observations: fit.n,
      impact: signedWeight(position) * fit.beta * shock.shock,
      nullReason: null,
    };
  });
  const unmeasured = positions
    .filter((position) => position.impact === null)
    .map((position) => position.ticker);
  return {
    ...shock,
    bookReturn:
      unmeasured.length > 0
        ? null
        : positions.reduce((sum, position) => sum + (position.impact as number), 0),
    bookReturnReason: unmeasured.length > 0 ? `no_beta_for:${unmeasured.join(",")}` : null,
    positions,
  };
}

export interface BetaWindow {
  /** The window's sessions, oldest first: `returns` run between consecutive ones. */
  sessions: string[];
  /** Each series' daily returns on the window's sessions (null where it lacks a close), when it holds any. */
  returns: Map<string, (number | null)[]>;
}

/**
 * The sessions the betas are estimated over: the last `count` returns of the factors' common
 * calendar (every factor ETF trades every session), and each series' returns on them, null where
 * it lacks either close (listed later, or a missing bar).
 */
export function betaWindow(
  series: ReadonlyMap<string, DatedCloses>,
  factors: readonly string[],
  count: number,
): BetaWindow {
  const [first, ...rest] = factors.map((factor) => new Set(series.get(factor)?.dates ?? []));
  const calendar = first ? [...first].filter((date) => rest.every((dates) => dates.has(date))).sort() : [];
  const sessions = calendar.slice(-(count + 1));
  const returns = new Map<string, (number | null)[]>();
  for (const [ticker, { dates, closes: column }] of series) {
    const closes = new Map(dates.map((date, i) => [date, column[i] as number]));
    const path = sessions.map((date) => closes.get(date));
    const values = path.slice(1).map((close, i) => {
      const previous = path[i];
      return close === undefined || previous === undefined ? null : close / previous - 1;
    });
    if (values.some((value) => value !== null)) returns.set(ticker, values);
  }
  return { sessions, returns };
}
