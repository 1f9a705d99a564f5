/**
 * The book's changes from one book date to the next, as the signals replay publishes them
 * (data/replayProducer.ts). Pure.
 *
 * - A signal record for every scored stock whose decile changed (or that is newly scored): its
 *   fused signal of the new date with the decile it left.
 * - A decision record for every change of the house book (the book's LONG and SHORT picks): `open`
 *   when a stock reaches a side, `close` when it leaves one (to NEUTRAL, unscored or without a bar),
 *   `flip` when it crosses from one side to the other.
 * Records are in ticker order.
 */

export interface ReplayBookRow {
  ticker: string;
  close: number | null;
  blendedScore: number | null;
  rank: number | null;
  decile: number | null;
  percentile: number | null;
  direction: string | null;
  conviction: number | null;
}

export interface SignalChange {
  ticker: string;
  blendedScore: number;
  rank: number | null;
  decile: number;
  previousDecile: number | null;
  percentile: number | null;
  direction: string | null;
  conviction: number | null;
}

export type DecisionEvent = "open" | "close" | "flip";

export interface DecisionChange {
  ticker: string;
  event: DecisionEvent;
  /** The side reached; null on close. */
  side: "LONG" | "SHORT" | null;
  /** The side left; null on open. */
  previousSide: "LONG" | "SHORT" | null;
  blendedScore: number | null;
  rank: number | null;
  conviction: number | null;
  close: number | null;
}

const sideOf = (direction: string | null | undefined): "LONG" | "SHORT" | null =>
  direction === "LONG" || direction === "SHORT" ? direction : null;

export function bookChanges(
  previous: readonly ReplayBookRow[],
  next: readonly ReplayBookRow[],
): { signals: SignalChange[]; decisions: DecisionChange[] } {
  const before = new Map(previous.map((row) => [row.ticker, row]));
  const after = new Map(next.map((row) => [row.ticker, row]));
  const signals: SignalChange[] = [];
  const decisions: DecisionChange[] = [];
  const tickers = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const ticker of tickers) {
    const was = before.get(ticker);
    const now = after.get(ticker);
    if (
      now !== undefined &&
      now.decile !== null &&
      now.blendedScore !== null &&
      now.decile !== (was?.decile ?? null)
    ) {
      signals.push({
        ticker,
        blendedScore: now.blendedScore,
        rank: now.rank,
        decile: now.decile,
        previousDecile: was?.decile ?? null,
        percentile: now.percentile,
        direction: now.direction,
        conviction: now.conviction,
      });
    }
    const from = sideOf(was?.direction);
    const to = sideOf(now?.direction);
    if (from === to) continue;
    decisions.push({
      ticker,
      event: from === null ? "open" : to === null ? "close" : "flip",
      side: to,
      previousSide: from,
      blendedScore: now?.blendedScore ?? null,
      rank: now?.rank ?? null,
      conviction: now?.conviction ?? null,
      close: now?.close ?? null,
    });
  }
  return { signals, decisions };
}
