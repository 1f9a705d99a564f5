/**
 * Reflections: what the resolved outcomes say about the rules (docs/LEARNING.md "Reflections").
 * Pure: a fixed template filled from one source's track record over one window (believability.ts)
 * and its bands, never prose written per request.
 *
 * Each reflection states the source's hit rate over the window's resolution dates, its favourable
 * and unfavourable sides, the spread between the top and bottom halves of its bands, its mean IC,
 * the non-overlapping t of its daily hit rate against chance, and for a voter the weight the
 * optimizer gives it on the book date; the **finding** reads the t:
 *
 *   rule_supported     t ≥ 2: its calls were on the right side of the benchmark more often than chance;
 *   rule_contradicted  t ≤ −2: less often than chance (the rule points the wrong way over the window);
 *   inconclusive       |t| < 2, or too few non-overlapping dates for a t.
 *
 * Strongest evidence first: by |t|, then by source and window.
 */
import { BANDS, type BandSums, SOURCES, type Source, sumBands } from "./accuracy.js";
import type { Track, WindowName } from "./believability.js";
import { LONG_FROM_DECILE, SHORT_TO_DECILE } from "./crossSection.js";
import { signedPercent } from "./decisionText.js";
import { HORIZON_SESSIONS } from "./resolverLifecycle.js";

export const SIGNIFICANT_T = 2;

export type Finding = "rule_supported" | "rule_contradicted" | "inconclusive";

export interface Reflection {
  source: Source;
  window: WindowName;
  finding: Finding;
  statement: string;
  track: Track;
  /**
   * Mean excess return of the source's favourable half minus its unfavourable half, per 21
   * sessions: the ensemble's deciles 8–10 minus 1–3; a voter's bands 6–10 minus 1–5.
   */
  spread: number | null;
  /** The optimizer's weight of a voter on the book date; null for the ensemble. */
  weight: number | null;
}

function meanExcess(bands: readonly BandSums[], from: number, to: number): number | null {
  let n = 0;
  let excess = 0;
  for (let b = from; b <= to; b++) {
    const band = bands[b - 1] as BandSums;
    n += band[0];
    excess += band[2];
  }
  return n === 0 ? null : excess / n;
}

/** Favourable half minus unfavourable half (see Reflection.spread). */
export function spreadOf(source: Source, bands: readonly BandSums[]): number | null {
  const [upFrom, downTo] = source === "ensemble" ? [LONG_FROM_DECILE, SHORT_TO_DECILE] : [6, 5];
  const up = meanExcess(bands, upFrom, BANDS);
  const down = meanExcess(bands, 1, downTo);
  return up === null || down === null ? null : up - down;
}

export function findingOf(t: number | null): Finding {
  if (t === null) return "inconclusive";
  if (t >= SIGNIFICANT_T) return "rule_supported";
  if (t <= -SIGNIFICANT_T) return "rule_contradicted";
  return "inconclusive";
}

const percent = (value: number | null) => (value === null ? "n/a" : `${(value * 100).toFixed(1)}%`);
const FINDING_WORDS: Record<Finding, string> = {
  rule_supported: "the rule is supported",
  rule_contradicted: "the rule is contradicted",
  inconclusive: "inconclusive",
};

/** The template, filled. */
export function reflectionStatement(
  track: Track,
  spread: number | null,
  weight: number | null,
  bookDate: string,
): string {
  const who = track.source === "ensemble" ? "The ensemble (blended score)" : `Voter ${track.source}`;
  if (track.calls === 0) {
    return `${who}: no call resolved in the window ${track.window} up to ${bookDate}.`;
  }
  const t = track.hitRateT.t;
  const tText =
    t === null
      ? `no t (${track.hitRateT.reason})`
      : `non-overlapping t ${t.toFixed(2)} on ${track.hitRateT.dates} dates`;
  const weightText =
    weight === null ? "" : ` The optimizer weighs it ${weight.toFixed(3)} on the book date ${bookDate}.`;
  return (
    `${who}, ${track.window} (resolutions ${track.firstResolvedOn}..${track.lastResolvedOn}, ${track.dates} dates): ` +
    `${percent(track.hitRate)} of its ${track.calls} calls ended on their side of the book's equal-weighted mean over ${HORIZON_SESSIONS} sessions ` +
    `(favourable ${percent(track.favourableHitRate)}, unfavourable ${percent(track.unfavourableHitRate)}); ` +
    `favourable minus unfavourable excess return ${spread === null ? "n/a" : signedPercent(spread)}; ` +
    `mean IC ${track.meanIc === null ? "n/a" : track.meanIc.toFixed(3)}; ${tText}: ${FINDING_WORDS[findingOf(t)]}.${weightText}`
  );
}

export function reflectionOf(
  track: Track,
  bands: readonly { bands: readonly BandSums[] }[],
  weight: number | null,
  bookDate: string,
): Reflection {
  const spread = spreadOf(track.source, sumBands(bands));
  return {
    source: track.source,
    window: track.window,
    finding: findingOf(track.hitRateT.t),
    statement: reflectionStatement(track, spread, weight, bookDate),
    track,
    spread,
    weight,
  };
}

/** Strongest evidence first: |t| descending (no t last), then source and window order. */
export function byEvidence(windows: readonly WindowName[]) {
  return (a: Reflection, b: Reflection): number => {
    const ta = a.track.hitRateT.t === null ? -1 : Math.abs(a.track.hitRateT.t);
    const tb = b.track.hitRateT.t === null ? -1 : Math.abs(b.track.hitRateT.t);
    return (
      tb - ta ||
      SOURCES.indexOf(a.source) - SOURCES.indexOf(b.source) ||
      windows.indexOf(a.window) - windows.indexOf(b.window)
    );
  };
}
