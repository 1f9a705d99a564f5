/**
 * Pairs trading on a cointegrated pair (Gatev, Goetzmann & Rouwenhorst 2006; Vidyamurthy 2004),
 * walk-forward: the pair is chosen on the first session of each calendar year from the
 * formation window ending that session, by the Engle–Granger test on log closes, and traded
 * through that year. Every formation is recorded (pair, statistic, critical value), so the routes
 * can say which pair was traded when and why.
 */
import { ENGLE_GRANGER_CRITICAL, type EngleGranger, engleGranger } from "./cointegration.js";
import type { HistoryView } from "./history.js";
import { defineStrategy, NO_POSITIONS, type Strategy, type Weights } from "./strategy.js";

/** Same-industry candidates (share classes of one company left out: trivially cointegrated). */
export const PAIR_CANDIDATES: readonly (readonly [string, string])[] = [
  ["KO", "PEP"],
  ["XOM", "CVX"],
  ["HD", "LOW"],
  ["V", "MA"],
  ["UPS", "FDX"],
  ["CAT", "DE"],
  ["MO", "PM"],
  ["LMT", "NOC"],
  ["GS", "MS"],
  ["WMT", "TGT"],
  ["DUK", "SO"],
  ["JPM", "BAC"],
  ["MCD", "YUM"],
  ["MPC", "VLO"],
  ["UNP", "CSX"],
  ["EQR", "AVB"],
  ["PSA", "EXR"],
  ["AEP", "XEL"],
];

export interface Formation {
  /** The session the pair was chosen on (the formation window ends there). */
  formedOn: string;
  /** The candidate with the most negative ADF statistic, and its fit; null when none could be tested. */
  best: { pair: readonly [string, string]; fit: EngleGranger } | null;
  /** Whether the best candidate rejects "no cointegration" at 5%: only then is it traded. */
  cointegrated: boolean;
  candidatesTested: number;
}

/** Sessions back from the view's date to the first session of its calendar year. */
function sessionsIntoYear(view: HistoryView): number {
  const year = view.date.slice(0, 4);
  let lag = 0;
  while (view.dateAt(lag + 1)?.startsWith(year)) lag++;
  return lag;
}

/**
 * The formation in force at the view's date: chosen at the first session of its year from the
 * `formationDays` sessions ending there. Null when the history does not reach back that far.
 * Computed once per year and window (HistoryView.memo): it reads only data through the year's
 * first session.
 */
export function formationAt(view: HistoryView, formationDays: number): Formation | null {
  const lag = sessionsIntoYear(view);
  const formedOn = view.dateAt(lag) as string;
  if (view.dateAt(lag + formationDays - 1) === undefined) return null;
  return view.memo(`pairs_cointegration:${formationDays}:${formedOn}`, () => {
    let best: Formation["best"] = null;
    let tested = 0;
    for (const pair of PAIR_CANDIDATES) {
      const a = view.closes(pair[0], formationDays, lag);
      const b = view.closes(pair[1], formationDays, lag);
      if (a === null || b === null) continue;
      const fit = engleGranger(a.map(Math.log), b.map(Math.log));
      if (fit === null) continue;
      tested++;
      if (best === null || fit.adfStatistic < best.fit.adfStatistic) best = { pair, fit };
    }
    const cointegrated = best !== null && best.fit.adfStatistic < ENGLE_GRANGER_CRITICAL["5%"];
    return { formedOn, best, cointegrated, candidatesTested: tested };
  });
}

export const pairsCointegration: Strategy = defineStrategy({
  name: "pairs_cointegration",
  displayName: "Pairs trading on a cointegrated pair",
  family: "mean_reversion",
  summary: "Trade the spread of the most cointegrated same-industry pair back to its mean.",
  rules: [
    `On the first session of each year, test each candidate pair (${PAIR_CANDIDATES.map((p) => p.join("/")).join(", ")}) with both legs held over the formation_days sessions ending that session: Engle–Granger on log closes (OLS log A = α + β·log B, then ADF with one lag on the residuals).`,
    "Keep the pair with the most negative ADF statistic if it is below the 5% critical value −3.3377 (MacKinnon 2010); else trade nothing that year.",
    "Every session, z = (log A − α − β·log B) / sd of the formation residuals. Flat: enter when |z| > entry_z, short the spread when z > 0 (short A, long B), long it when z < 0; weights ∓1/(1+|β|) on A and ±β/(1+|β|) on B (gross 1).",
    "In a position: exit when |z| < exit_z, or when |z| > stop_z; positions in last year's pair are closed on the first session of the new year.",
  ],
  universe: "The candidate pairs' 36 stocks.",
  schedule: "daily",
  parameters: {
    formation_days: { default: 504, description: "Formation window, in sessions.", unit: "sessions" },
    entry_z: { default: 2, description: "Entry threshold on |z|.", unit: "standard deviations" },
    exit_z: { default: 0.5, description: "Exit threshold on |z|.", unit: "standard deviations" },
    stop_z: { default: 4, description: "Stop-loss threshold on |z|.", unit: "standard deviations" },
  },
  variants: [{ formation_days: 252 }, { entry_z: 1.5 }],
  decide(view, p, held, notes) {
    const formation = formationAt(view, p.formation_days);
    if (formation === null) return NO_POSITIONS;
    if (formation.formedOn === view.date) {
      notes.note({
        formed_on: formation.formedOn,
        traded: formation.cointegrated,
        candidates_tested: formation.candidatesTested,
        formation_days: p.formation_days,
        critical_5pct: ENGLE_GRANGER_CRITICAL["5%"],
        // The best candidate and its fit, traded or not (absent when no candidate could be tested).
        ...(formation.best
          ? {
              best_pair: formation.best.pair.join("/"),
              adf_statistic: formation.best.fit.adfStatistic,
              beta: formation.best.fit.beta,
              alpha: formation.best.fit.alpha,
            }
          : {}),
      });
    }
    if (!formation.cointegrated || formation.best === null) return NO_POSITIONS;
    const { pair, fit } = formation.best;
    const [a, b] = pair;
    const z = (Math.log(view.close(a)) - fit.alpha - fit.beta * Math.log(view.close(b))) / fit.residualSd;
    if (!Number.isFinite(z)) return NO_POSITIONS;
    const inPair = (held.get(a) ?? 0) !== 0 && (held.get(b) ?? 0) !== 0;
    if (inPair) {
      const abs = Math.abs(z);
      return abs < p.exit_z || abs > p.stop_z ? NO_POSITIONS : keep(held, a, b);
    }
    if (Math.abs(z) <= p.entry_z) return NO_POSITIONS;
    const side = z > 0 ? -1 : 1; // +1: long the spread (long A, short β·B)
    const gross = 1 + Math.abs(fit.beta);
    return new Map([
      [a, side / gross],
      [b, (-side * fit.beta) / gross],
    ]);
  },
});

/** The pair's legs as held (drifted): no trade while the position stays open. */
function keep(held: Weights, a: string, b: string): Weights {
  return new Map([
    [a, held.get(a) as number],
    [b, held.get(b) as number],
  ]);
}
