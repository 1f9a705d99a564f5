/**
 * Historical crash replays: the book as it stands today, held through a real past window, with its
 * members' own returns of that window. Each window's return runs from the close of the session
 * before its first session to the close of its last; the book is rebalanced to its weights at every
 * close (as in bookReturns.ts). A window is replayed only over sessions on which every member has a
 * close, and says how much of the window that is; a window in which a member has no close at all is
 * listed with its reason and not estimated (a re-weighted remainder would be another book).
 */
import { type Book, signedWeight } from "./houseBook.js";
import { sessionsBetween } from "./sessions.js";
import { compound, maxDrawdown } from "./statistics.js";

export interface CrashWindow {
  id: string;
  name: string;
  /** First and last calendar day of the window, inclusive. */
  start: string;
  end: string;
}

/** The replayed windows, oldest first. */
export const CRASH_WINDOWS: readonly CrashWindow[] = [
  {
    id: "gfc_2008",
    name: "Global financial crisis, Lehman to the March 2009 low",
    start: "2008-09-01",
    end: "2009-03-31",
  },
  {
    id: "us_downgrade_2011",
    name: "US credit-rating downgrade and euro-area debt crisis",
    start: "2011-08-01",
    end: "2011-08-31",
  },
  {
    id: "china_devaluation_2015",
    name: "Renminbi devaluation and the August 2015 flash crash",
    start: "2015-08-01",
    end: "2015-08-31",
  },
  {
    id: "q4_2018",
    name: "Fourth-quarter 2018 sell-off (rates and trade war)",
    start: "2018-10-01",
    end: "2018-12-31",
  },
  { id: "covid_2020", name: "COVID-19 crash", start: "2020-02-01", end: "2020-03-31" },
  { id: "bear_2022", name: "2022 rate-hike bear market", start: "2022-01-01", end: "2022-12-31" },
];

/** The window's last XNYS session: the window is history once its close is final. */
export function lastSessionOf(window: CrashWindow): string {
  return sessionsBetween(window.start, window.end).at(-1) ?? window.end;
}

/** One member's closes by date. */
export type CloseMap = ReadonlyMap<string, number>;

export interface MemberReplay {
  ticker: string;
  side: "long" | "short";
  weight: number;
  /** The member's own compounded return over the replayed sessions. */
  return: number | null;
  /** Sessions of the window the member has a close on. */
  sessionsHeld: number;
  /** Why `return` is null: the window was not estimated (the scenario's nullReason says why). */
  nullReason: string | null;
}

export interface CrashReplay extends CrashWindow {
  /** XNYS sessions in the window (core/calendar.ts). */
  sessionsInWindow: number;
  /** Sessions replayed: every member has a close on them and on the session before. */
  sessionsHeld: number;
  /** sessionsHeld / sessionsInWindow. */
  coverage: number;
  /** Share of the book's gross weight with at least one close in the window. */
  weightCovered: number;
  /** First and last replayed session (null when none). */
  firstSession: string | null;
  lastSession: string | null;
  bookReturn: number | null;
  maxDrawdown: number | null;
  worstDayReturn: number | null;
  worstDay: string | null;
  /** Why the figures are null: the window is not covered by the data. */
  nullReason: string | null;
  /** Sessions of the window not replayed, when some are (a partly covered window). */
  sessionsMissing: string[];
  members: MemberReplay[];
}

/**
 * Replays one window. `closes` holds every member's closes visible to the request (read through
 * the clock); `dates` is the union of their dates, ascending.
 */
export function replayWindow(
  window: CrashWindow,
  book: Book,
  closes: ReadonlyMap<string, CloseMap>,
): CrashReplay {
  const sessions = sessionsBetween(window.start, window.end);
  const perMember = book.positions.map(
    (position) => closes.get(position.ticker) ?? new Map<string, number>(),
  );
  const grossWeight = book.positions.reduce((sum, position) => sum + position.weight, 0);
  const covered = book.positions.filter((_, p) => sessions.some((date) => perMember[p]?.has(date)));
  const weightCovered = covered.reduce((sum, position) => sum + position.weight, 0) / grossWeight;

  // A session replays when every member closed on it and on the session before it that they all hold.
  const allHold = (date: string) => perMember.every((member) => member.has(date));
  const common = [...new Set(perMember.flatMap((member) => [...member.keys()]))].filter(allHold).sort();
  const replayed: { date: string; base: string }[] = [];
  for (let i = 1; i < common.length; i++) {
    const date = common[i] as string;
    if (date >= window.start && date <= window.end) replayed.push({ date, base: common[i - 1] as string });
  }
  const held = new Set(replayed.map((step) => step.date));
  const base = {
    ...window,
    sessionsInWindow: sessions.length,
    sessionsHeld: replayed.length,
    coverage: sessions.length === 0 ? 0 : replayed.length / sessions.length,
    weightCovered,
    firstSession: replayed[0]?.date ?? null,
    lastSession: replayed.at(-1)?.date ?? null,
    sessionsMissing: replayed.length > 0 ? sessions.filter((date) => !held.has(date)) : [],
  };
  const memberReplays = (returnsOf: (p: number) => number[] | null): MemberReplay[] =>
    book.positions.map((position, p) => {
      const returns = returnsOf(p);
      return {
        ticker: position.ticker,
        side: position.side,
        weight: position.weight,
        return: returns ? compound(returns) : null,
        sessionsHeld: sessions.filter((date) => perMember[p]?.has(date)).length,
        nullReason: returns ? null : "window_not_estimated",
      };
    });
  const notEstimated = (reason: string): CrashReplay => ({
    ...base,
    bookReturn: null,
    maxDrawdown: null,
    worstDayReturn: null,
    worstDay: null,
    nullReason: reason,
    members: memberReplays(() => null),
  });
  if (covered.length === 0) return notEstimated("no_book_history_in_window");
  if (covered.length < book.positions.length) {
    const absent = book.positions
      .filter((position) => !covered.includes(position))
      .map((position) => position.ticker);
    return notEstimated(`book_members_without_history_in_window:${absent.join(",")}`);
  }
  if (replayed.length === 0) return notEstimated("no_common_sessions_in_window");

  const memberReturns = perMember.map((member) =>
    replayed.map((step) => (member.get(step.date) as number) / (member.get(step.base) as number) - 1),
  );
  const bookDaily = replayed.map((_, t) =>
    book.positions.reduce(
      (sum, position, p) => sum + signedWeight(position) * (memberReturns[p]?.[t] as number),
      0,
    ),
  );
  const path = [1];
  for (const r of bookDaily) path.push((path.at(-1) as number) * (1 + r));
  const worst = bookDaily.reduce((w, r, t) => (r < (bookDaily[w] as number) ? t : w), 0);
  return {
    ...base,
    bookReturn: (path.at(-1) as number) - 1,
    maxDrawdown: maxDrawdown(path).maxDrawdown,
    worstDayReturn: bookDaily[worst] as number,
    worstDay: replayed[worst]?.date ?? null,
    nullReason: null,
    members: memberReplays((p) => memberReturns[p] ?? null),
  };
}
