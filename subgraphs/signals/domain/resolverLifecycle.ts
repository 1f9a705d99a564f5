/**
 * The lifecycle of a prediction of the signals book (docs/LEARNING.md "Lifecycle"). Pure.
 *
 * A **prediction** is a scored row of a book date d: the stock's blended score, decile and
 * direction. The book is weighted for the next month's returns (the optimizer's 21-session IC,
 * docs/SIGNALS.md), so a prediction's horizon is 21 sessions: it is **resolved** by the close of
 * the 21st NYSE session after d, its resolution date r, once that close is final by the request's
 * clock and the data holds it. At a clock whose last final close is L, with the newest book date B
 * (B ≤ L), a prediction is
 *
 *   pending     r > L: the horizon's close is not final yet (it resolves after
 *               `sessionsToResolution` more sessions' closes);
 *   resolved    r ≤ B: the close is final and held; its realised return is close(r) ÷ close(d) − 1;
 *   unresolved  r ≤ L but no outcome can be read: `outcome_not_held` when r is after the newest book
 *               date the data holds (the bundled history ends 2017-11-10), `no_bar_on_resolution_date`
 *               when the universe has no bar of the stock on r (it left the universe).
 *
 * pending → resolved is the normal path; pending → unresolved when the data stops short of r. A
 * resolved prediction never changes again; an unresolved one becomes resolved only if a new data
 * version holds its close (the learning product is rebuilt per data version).
 */
import { nextTradingDay } from "../../../core/calendar.js";
import { sessionsAfter } from "./freshness.js";
import { IC_HORIZON_SESSIONS } from "./optimizer.js";

/** Sessions from a prediction to its resolution: the horizon the book's weights are fitted for. */
export const HORIZON_SESSIONS = IC_HORIZON_SESSIONS;

export type PredictionState = "pending" | "resolved" | "unresolved";
export type UnresolvedReason = "outcome_not_held" | "no_bar_on_resolution_date";

/** 21 → "21st". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

export const LIFECYCLE: readonly { state: PredictionState; meaning: string }[] = [
  {
    state: "pending",
    meaning: `The close of the ${ordinal(HORIZON_SESSIONS)} NYSE session after the prediction date is not final at the clock; sessions_to_resolution says how many more sessions must close.`,
  },
  {
    state: "resolved",
    meaning: `That close is final at the clock and held: the realised ${HORIZON_SESSIONS}-session return, its excess over the book's equal-weighted mean and the hit are known and never change.`,
  },
  {
    state: "unresolved",
    meaning:
      "That close is final at the clock but no outcome can be read: outcome_not_held (the data ends before it) or no_bar_on_resolution_date (the stock has no bar that day).",
  },
];

/** The resolution date of a prediction made on `predictionDate`: the 21st NYSE session after it. */
export function resolutionDate(predictionDate: string): string {
  let day = predictionDate;
  for (let i = 0; i < HORIZON_SESSIONS; i++) day = nextTradingDay(day);
  return day;
}

/** Where the request's clock stands: its last final close and the newest book date it sees. */
export interface ResolverClock {
  /** core/calendar.ts lastFinalCloseDate at the clock. */
  lastFinalClose: string;
  /** The newest book date on or before lastFinalClose. */
  bookDate: string;
}

export interface PredictionStatus {
  state: PredictionState;
  /** Sessions still to close before a pending prediction resolves; null otherwise. */
  sessionsToResolution: number | null;
  unresolvedReason: UnresolvedReason | null;
}

/**
 * A prediction's state at the clock. `hasBar` says whether the stock has a bar on the resolution
 * date; it is read only when the date is held (r ≤ the book date).
 */
export function predictionStatus(
  resolvesOn: string,
  clock: ResolverClock,
  hasBar: boolean,
): PredictionStatus {
  if (resolvesOn > clock.lastFinalClose) {
    return {
      state: "pending",
      sessionsToResolution: sessionsAfter(clock.lastFinalClose, resolvesOn),
      unresolvedReason: null,
    };
  }
  if (resolvesOn > clock.bookDate) {
    return { state: "unresolved", sessionsToResolution: null, unresolvedReason: "outcome_not_held" };
  }
  if (!hasBar) {
    return { state: "unresolved", sessionsToResolution: null, unresolvedReason: "no_bar_on_resolution_date" };
  }
  return { state: "resolved", sessionsToResolution: null, unresolvedReason: null };
}

/** A prediction date as the lifecycle counts it: its scored stocks and how many have an outcome. */
export interface LifecycleDate {
  predictionDate: string;
  resolvesOn: string;
  scored: number;
  /** Scored stocks with a bar on the resolution date (0 when the data does not hold that date). */
  outcomes: number;
}

export interface LifecycleCounts {
  predictions: number;
  pending: number;
  resolved: number;
  unresolved: number;
  unresolvedOutcomeNotHeld: number;
  unresolvedNoBar: number;
  predictionDates: number;
  pendingDates: number;
  resolvedDates: number;
  /** Dates none of whose predictions can be resolved (outcome_not_held). */
  unresolvedDates: number;
  /** The oldest pending prediction date, and the sessions still to close before it resolves. */
  oldestPending: { predictionDate: string; sessionsToResolution: number } | null;
  /** The newest resolution date reached, and the prediction date it resolved. */
  lastResolved: { predictionDate: string; resolvesOn: string } | null;
  /** The newest prediction date whose outcome is not held, and the resolution date it needed. */
  lastUnresolved: { predictionDate: string; resolvesOn: string } | null;
}

/** How many of the predictions of `dates` (oldest first, up to the book date) are in each state. */
export function lifecycleCounts(dates: readonly LifecycleDate[], clock: ResolverClock): LifecycleCounts {
  const counts: LifecycleCounts = {
    predictions: 0,
    pending: 0,
    resolved: 0,
    unresolved: 0,
    unresolvedOutcomeNotHeld: 0,
    unresolvedNoBar: 0,
    predictionDates: dates.length,
    pendingDates: 0,
    resolvedDates: 0,
    unresolvedDates: 0,
    oldestPending: null,
    lastResolved: null,
    lastUnresolved: null,
  };
  for (const date of dates) {
    counts.predictions += date.scored;
    const status = predictionStatus(date.resolvesOn, clock, true);
    if (status.state === "pending") {
      counts.pending += date.scored;
      counts.pendingDates += 1;
      counts.oldestPending ??= {
        predictionDate: date.predictionDate,
        sessionsToResolution: status.sessionsToResolution as number,
      };
    } else if (status.state === "unresolved") {
      counts.unresolved += date.scored;
      counts.unresolvedOutcomeNotHeld += date.scored;
      counts.unresolvedDates += 1;
      counts.lastUnresolved = { predictionDate: date.predictionDate, resolvesOn: date.resolvesOn };
    } else {
      counts.resolved += date.outcomes;
      counts.unresolved += date.scored - date.outcomes;
      counts.unresolvedNoBar += date.scored - date.outcomes;
      counts.resolvedDates += 1;
      counts.lastResolved = { predictionDate: date.predictionDate, resolvesOn: date.resolvesOn };
    }
  }
  return counts;
}
