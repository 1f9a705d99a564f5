/**
 * The position monitor (svc_v3_position_monitor) of the house book: the book's own picks, every
 * stock on its LONG side (deciles 8–10) or SHORT side (deciles 1–3) on the book date, held from the
 * first date of its current unbroken run on that side (the stock's own book rows). No caller
 * positions are held or read. Pure. docs/DECISIONS.md "Position monitor".
 *
 * - Stop: the volatility stop at entry, entry close × (1 ∓ 2σ√(21/252)) with σ the annualised
 *   63-session volatility voter on the entry date (domain/setups.ts volatilityStop); breached when
 *   the book date's close is at or beyond it.
 * - Exits: positions of the previous book date that are not on the same side on the book date,
 *   with why (moved to neutral, flipped, or no bar that day) and the return since entry.
 * - Flags per position: stop_breached; near_exit (LONG in decile 8, SHORT in decile 3: one decile
 *   from leaving); conviction_faded (below half its conviction at entry).
 * Returns are signed by side (a SHORT gains when the close falls), from split- and
 * dividend-adjusted closes: total returns, before costs.
 */
import { volatilityStop } from "./setups.js";

export interface RunPoint {
  date: string;
  direction: string | null;
  close: number;
  conviction: number | null;
  decile: number | null;
  /** The annualised volatility voter (fraction). */
  lowVolatility: number | null;
}

export type Side = "LONG" | "SHORT";
export type PositionFlag = "stop_breached" | "near_exit" | "conviction_faded";

export interface PositionOut {
  ticker: string;
  side: Side;
  entryDate: string;
  entryClose: number;
  /** Sessions since entry (0 on the entry date). */
  sessionsHeld: number;
  close: number;
  returnSinceEntry: number;
  stopPrice: number | null;
  stopBreached: boolean | null;
  decile: number | null;
  conviction: number | null;
  entryConviction: number | null;
  flags: PositionFlag[];
  nullReasons: Record<string, string>;
}

export interface ExitOut {
  ticker: string;
  side: Side;
  /** moved_to_neutral, flipped_to_long, flipped_to_short or no_bar_on_book_date. */
  exitReason: string;
  entryDate: string;
  entryClose: number;
  exitClose: number | null;
  returnSinceEntry: number | null;
  nullReasons: Record<string, string>;
}

export interface MonitorOut {
  positions: PositionOut[];
  exits: ExitOut[];
  /** Positions whose run starts before the history read (the caller reads further back). */
  truncated: string[];
}

const isSide = (direction: string | null): direction is Side => direction === "LONG" || direction === "SHORT";

export function signedReturn(side: Side, entry: number, close: number): number {
  const raw = close / entry - 1;
  return side === "LONG" ? raw : -raw;
}

/** Index of the first point of the run that ends at `end` (same direction, unbroken). */
function runStart(points: readonly RunPoint[], end: number): number {
  const side = points[end]?.direction;
  let start = end;
  while (start > 0 && points[start - 1]?.direction === side) start--;
  return start;
}

/**
 * Positions and exits at `bookDate` from each ticker's points (oldest first, none after the book
 * date). `historyStart` is the oldest date read: a run that reaches back to it may be longer
 * (truncated), unless it is the book's first date (`complete`).
 */
export function monitor(
  history: ReadonlyMap<string, readonly RunPoint[]>,
  bookDate: string,
  previousDate: string | null,
  read: { historyStart: string; complete: boolean },
): MonitorOut {
  const reachesStart = (points: readonly RunPoint[], start: number) =>
    !read.complete && start === 0 && points[0]?.date === read.historyStart;
  const positions: PositionOut[] = [];
  const exits: ExitOut[] = [];
  const truncated: string[] = [];
  for (const [ticker, points] of history) {
    const lastIndex = points.length - 1;
    const last = points[lastIndex];
    if (last === undefined) continue;
    const today = last.date === bookDate ? last : null;
    if (today !== null && isSide(today.direction)) {
      const start = runStart(points, lastIndex);
      if (reachesStart(points, start)) truncated.push(ticker);
      const entry = points[start] as RunPoint;
      const side = today.direction;
      const stopPrice = volatilityStop(entry.close, side, entry.lowVolatility);
      const stopBreached =
        stopPrice === null ? null : side === "LONG" ? today.close <= stopPrice : today.close >= stopPrice;
      const flags: PositionFlag[] = [];
      if (stopBreached) flags.push("stop_breached");
      if ((side === "LONG" && today.decile === 8) || (side === "SHORT" && today.decile === 3))
        flags.push("near_exit");
      if (today.conviction !== null && entry.conviction !== null && today.conviction < entry.conviction / 2)
        flags.push("conviction_faded");
      const nullReasons: Record<string, string> =
        stopPrice === null
          ? { stopPrice: "no_volatility_at_entry", stopBreached: "no_volatility_at_entry" }
          : {};
      positions.push({
        ticker,
        side,
        entryDate: entry.date,
        entryClose: entry.close,
        sessionsHeld: lastIndex - start,
        close: today.close,
        returnSinceEntry: signedReturn(side, entry.close, today.close),
        stopPrice,
        stopBreached,
        decile: today.decile,
        conviction: today.conviction,
        entryConviction: entry.conviction,
        flags,
        nullReasons,
      });
    }
    // An exit: on a side at the previous book date, not on that side at the book date.
    if (previousDate === null) continue;
    const prevIndex = today === null ? lastIndex : lastIndex - 1;
    const prev = points[prevIndex];
    if (prev === undefined || prev.date !== previousDate || !isSide(prev.direction)) continue;
    if (today !== null && today.direction === prev.direction) continue;
    const start = runStart(points, prevIndex);
    if (reachesStart(points, start) && !truncated.includes(ticker)) truncated.push(ticker);
    const entry = points[start] as RunPoint;
    const exitReason =
      today === null
        ? "no_bar_on_book_date"
        : isSide(today.direction)
          ? `flipped_to_${today.direction.toLowerCase()}`
          : "moved_to_neutral";
    exits.push({
      ticker,
      side: prev.direction,
      exitReason,
      entryDate: entry.date,
      entryClose: entry.close,
      exitClose: today?.close ?? null,
      returnSinceEntry: today === null ? null : signedReturn(prev.direction, entry.close, today.close),
      nullReasons:
        today === null ? { exitClose: "no_bar_on_book_date", returnSinceEntry: "no_bar_on_book_date" } : {},
    });
  }
  const bySide = (a: { side: Side; ticker: string }, b: { side: Side; ticker: string }) =>
    a.side.localeCompare(b.side) || (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0);
  positions.sort(bySide);
  exits.sort(bySide);
  return { positions, exits, truncated };
}
