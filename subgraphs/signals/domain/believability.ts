/**
 * Believability: how far a source's track record can be trusted (docs/LEARNING.md
 * "Believability"). Pure, over the stored resolutions of one source in one window.
 *
 * A source's **hit rate** is the share of its resolved calls on their side of the benchmark
 * (accuracy.ts). A hit rate over a few dates says little, and consecutive dates share 20 of their
 * 21 sessions, so the evidence is counted in **independent horizons**, m = resolution dates ÷ 21,
 * and the hit rate is shrunk toward chance (0.5) by a prior worth K = 12 independent horizons
 * (about a year of non-overlapping months):
 *
 *   believability = (m × hit_rate + K × 0.5) ÷ (m + K)
 *
 * A source with a year of resolutions (252 dates, m = 12) keeps half of its distance from 0.5;
 * with the whole bundled history (about 950 dates, m ≈ 45), about four fifths. Above 0.5 the
 * source's calls have been on the right side more often than chance; at 0.5 it has earned no
 * believability either way.
 */
import {
  dailyHitRates,
  moments,
  nonOverlappingT,
  type Source,
  type StoredSource,
  type TStat,
} from "./accuracy.js";
import { HORIZON_SESSIONS } from "./resolverLifecycle.js";

export const PRIOR_HIT_RATE = 0.5;
/** The prior's weight, in independent 21-session horizons. */
export const PRIOR_HORIZONS = 12;

/** The windows of resolution dates a source is judged over, newest resolution last. */
export const WINDOWS = [
  { window: "all_history", sessions: null },
  { window: "last_252_sessions", sessions: 252 },
  { window: "last_63_sessions", sessions: 63 },
  { window: "last_21_sessions", sessions: 21 },
] as const;
export type WindowName = (typeof WINDOWS)[number]["window"];

/** The newest `sessions` resolution dates of `resolutions` (oldest first), or all of them. */
export function windowOf<T extends { resolvesOn: string }>(
  resolutions: readonly T[],
  sessions: number | null,
): T[] {
  const dates = [...new Set(resolutions.map((r) => r.resolvesOn))].sort();
  if (sessions === null || dates.length <= sessions) return [...resolutions];
  const from = dates[dates.length - sessions] as string;
  return resolutions.filter((r) => r.resolvesOn >= from);
}

export interface Track {
  source: Source;
  window: WindowName;
  /** Resolution dates in the window, and the first and last of them. */
  dates: number;
  firstResolvedOn: string | null;
  lastResolvedOn: string | null;
  calls: number;
  hits: number;
  hitRate: number | null;
  favourableCalls: number;
  favourableHitRate: number | null;
  unfavourableCalls: number;
  unfavourableHitRate: number | null;
  /** Mean of the dates' ICs. */
  meanIc: number | null;
  /** Resolution dates ÷ 21. */
  independentHorizons: number;
  /** The shrunk hit rate; null without a call. */
  believability: number | null;
  /** t of the daily hit rate against 0.5 on the non-overlapping dates. */
  hitRateT: TStat;
}

const ratio = (num: number, den: number) => (den === 0 ? null : num / den);

export function shrunkHitRate(hitRate: number, independentHorizons: number): number {
  return (
    (independentHorizons * hitRate + PRIOR_HORIZONS * PRIOR_HIT_RATE) / (independentHorizons + PRIOR_HORIZONS)
  );
}

/** The track record of one source over one window's resolutions (oldest first). */
export function trackOf(source: Source, window: WindowName, resolutions: readonly StoredSource[]): Track {
  const sum = (pick: (r: StoredSource) => number) => resolutions.reduce((total, r) => total + pick(r), 0);
  const calls = sum((r) => r.calls);
  const hits = sum((r) => r.hits);
  const favourableCalls = sum((r) => r.favourableCalls);
  const unfavourableCalls = sum((r) => r.unfavourableCalls);
  const hitRate = ratio(hits, calls);
  const independentHorizons = resolutions.length / HORIZON_SESSIONS;
  return {
    source,
    window,
    dates: resolutions.length,
    firstResolvedOn: resolutions[0]?.resolvesOn ?? null,
    lastResolvedOn: resolutions.at(-1)?.resolvesOn ?? null,
    calls,
    hits,
    hitRate,
    favourableCalls,
    favourableHitRate: ratio(
      sum((r) => r.favourableHits),
      favourableCalls,
    ),
    unfavourableCalls,
    unfavourableHitRate: ratio(
      sum((r) => r.unfavourableHits),
      unfavourableCalls,
    ),
    meanIc: moments(resolutions.map((r) => r.ic).filter((ic): ic is number => ic !== null)).mean,
    independentHorizons,
    believability: hitRate === null ? null : shrunkHitRate(hitRate, independentHorizons),
    hitRateT: nonOverlappingT(dailyHitRates(resolutions), PRIOR_HIT_RATE),
  };
}
