/**
 * A book's daily returns from its members' closes: the sessions every member has a close on, and
 * on each the weighted sum of the members' simple returns since the previous such session (weights
 * held constant: the book is rebalanced to its weights at every close).
 */
import { type Book, signedWeight } from "./houseBook.js";

/** A series' closes, oldest first, as columns (a typed array from a columnar read, or a plain one). */
export interface DatedCloses {
  dates: readonly string[];
  /** `closes[i]` is the close of `dates[i]`. */
  closes: ArrayLike<number>;
}

export interface MemberCloses extends DatedCloses {
  ticker: string;
  /** How the closes are adjusted, as market's reader states it. */
  basis: string;
}

export interface BookReturns {
  /** Every member's close is on these dates, oldest first; returns[i] runs from dates[i] to dates[i + 1]. */
  dates: string[];
  returns: number[];
  /** Per member, aligned with `returns`. */
  memberReturns: Map<string, number[]>;
  /** The members' common price basis, or null when they differ (then `returns` is empty). */
  basis: string | null;
  /** Members with no close at all in the data read. */
  missing: string[];
}

/** Aligns the members on their common dates; a member missing or a mixed basis yields no returns. */
export function bookReturns(book: Book, members: readonly MemberCloses[]): BookReturns {
  const byTicker = new Map(members.map((member) => [member.ticker, member]));
  const missing = book.positions
    .filter((position) => (byTicker.get(position.ticker)?.dates.length ?? 0) === 0)
    .map((position) => position.ticker);
  const bases = new Set(members.filter((member) => member.dates.length > 0).map((member) => member.basis));
  const basis = bases.size === 1 ? ([...bases][0] as string) : null;
  const empty = { dates: [], returns: [], memberReturns: new Map(), basis, missing };
  // Returns across price bases would mix dividends in for some members and not others.
  if (missing.length > 0 || basis === null) return empty;

  const closeMaps = book.positions.map((position) => {
    const member = byTicker.get(position.ticker) as MemberCloses;
    return new Map(member.dates.map((date, i) => [date, member.closes[i] as number]));
  });
  const first = closeMaps[0] ?? new Map<string, number>();
  const dates = [...first.keys()].filter((date) => closeMaps.every((closes) => closes.has(date))).sort();
  const memberReturns = new Map<string, number[]>();
  const returns = new Array<number>(Math.max(0, dates.length - 1)).fill(0);
  book.positions.forEach((position, p) => {
    const closes = closeMaps[p] as Map<string, number>;
    const weight = signedWeight(position);
    const series = dates.slice(1).map((date, i) => {
      const r = (closes.get(date) as number) / (closes.get(dates[i] as string) as number) - 1;
      returns[i] = (returns[i] as number) + weight * r;
      return r;
    });
    memberReturns.set(position.ticker, series);
  });
  return { dates, returns, memberReturns, basis, missing };
}

/** The last `count` returns (and their `count + 1` dates), the whole history when it is shorter. */
export function lastReturns(history: BookReturns, count: number): BookReturns {
  if (history.returns.length <= count) return history;
  const start = history.returns.length - count;
  const memberReturns = new Map([...history.memberReturns].map(([ticker, rs]) => [ticker, rs.slice(start)]));
  return {
    ...history,
    dates: history.dates.slice(start),
    returns: history.returns.slice(start),
    memberReturns,
  };
}
