/**
 * A strategy's book as its signals route shows it: each position with what the decision did to
 * it. The engine stores, per decision that traded, every ticker's target weight and the trade
 * that reached it from the weight held going in (drifted since the previous decision), so the
 * change is read off the trade, not guessed from two books.
 */
export type PositionChange = "opened" | "closed" | "increased" | "decreased" | "flipped" | "held";

export interface SignalPosition {
  ticker: string;
  /** Target weight from the session after the decision (fraction of the portfolio's value). */
  weight: number;
  /** The weight held going into the decision (drifted with prices since the previous one). */
  previousWeight: number;
  side: "long" | "short" | "flat";
  change: PositionChange;
}

export interface BookView {
  positions: SignalPosition[];
  closed: SignalPosition[];
  grossExposure: number;
  netExposure: number;
  longCount: number;
  shortCount: number;
}

/** Weights this close to zero are no position (float noise of a drifted weight minus its trade). */
const EPSILON = 1e-12;

function changeOf(weight: number, previous: number, trade: number): PositionChange {
  if (Math.abs(trade) <= EPSILON) return "held";
  if (Math.abs(previous) <= EPSILON) return "opened";
  if (Math.abs(weight) <= EPSILON) return "closed";
  if (Math.sign(previous) !== Math.sign(weight)) return "flipped";
  return Math.abs(weight) > Math.abs(previous) ? "increased" : "decreased";
}

/** Positions by |weight| (largest first, then ticker); closed ones apart. */
export function bookView(stored: readonly (readonly [string, number, number])[]): BookView {
  const all = stored.map(([ticker, weight, trade]): SignalPosition => {
    const previousWeight = Number((weight - trade).toPrecision(12));
    return {
      ticker,
      weight,
      previousWeight,
      side: weight > EPSILON ? "long" : weight < -EPSILON ? "short" : "flat",
      change: changeOf(weight, previousWeight, trade),
    };
  });
  const positions = all
    .filter((position) => position.side !== "flat")
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || (a.ticker < b.ticker ? -1 : 1));
  return {
    positions,
    closed: all.filter((position) => position.side === "flat"),
    grossExposure: positions.reduce((sum, p) => sum + Math.abs(p.weight), 0),
    netExposure: positions.reduce((sum, p) => sum + p.weight, 0),
    longCount: positions.filter((p) => p.side === "long").length,
    shortCount: positions.filter((p) => p.side === "short").length,
  };
}

/** Index of the last date on or before `through` in an ascending list; −1 when there is none. */
export function lastIndexThrough(dates: readonly string[], through: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] as string) <= through) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
