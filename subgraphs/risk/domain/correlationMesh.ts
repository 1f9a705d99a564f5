/**
 * The correlation mesh of the daily universe: an edge joins two members whose monthly returns over
 * the last 36 complete months correlate at |r| ≥ 0.6 over at least 34 months both hold; from a seed,
 * the mesh is what a walk along edges reaches in `depth` steps.
 *
 * Conventions:
 * - a month is complete when the data holds its last XNYS session (core/calendar.ts); its month-end
 *   close is the close on that session. A member without a close on that session has no close for
 *   the month, so neither return touching it exists (no earlier close stands in);
 * - a monthly return is the simple return from one month-end close to the next;
 * - correlation is Pearson's over the months both members hold (pairwise complete).
 */
import { isTradingDay } from "../../../core/calendar.js";
import { pearson } from "./statistics.js";

export const MESH_MONTHS = 36;
export const MIN_SHARED_MONTHS = 34;
export const MIN_ABS_CORRELATION = 0.6;

export interface MonthEnd {
  /** YYYY-MM. */
  month: string;
  /** The month's last XNYS session, YYYY-MM-DD. */
  date: string;
}

/** The last XNYS session of the month `YYYY-MM`. */
export function lastSessionOfMonth(month: string): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  let day = new Date(Date.UTC(year, mon, 0));
  while (!isTradingDay(day.toISOString().slice(0, 10))) day = new Date(day.getTime() - 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** Complete months of a calendar of held sessions (ascending), each with its month-end session. */
export function completeMonths(sessions: readonly string[]): MonthEnd[] {
  const held = new Set(sessions);
  const months = [...new Set(sessions.map((date) => date.slice(0, 7)))].sort();
  return months
    .map((month) => ({ month, date: lastSessionOfMonth(month) }))
    .filter((monthEnd) => held.has(monthEnd.date));
}

/** The mesh's window: the last MESH_MONTHS + 1 month-ends (MESH_MONTHS returns), fewer when not held. */
export function meshWindow(months: readonly MonthEnd[]): MonthEnd[] {
  return months.slice(-(MESH_MONTHS + 1));
}

/** One member's monthly returns over the window: returns[i] runs from window[i] to window[i + 1]. */
export function monthlyReturns(
  closes: ReadonlyMap<string, number>,
  window: readonly MonthEnd[],
): (number | null)[] {
  return window.slice(1).map((monthEnd, i) => {
    const from = closes.get((window[i] as MonthEnd).date);
    const to = closes.get(monthEnd.date);
    return from === undefined || to === undefined ? null : to / from - 1;
  });
}

/** Months with a return. */
export function monthsHeld(returns: readonly (number | null)[]): number {
  return returns.filter((r) => r !== null).length;
}

export interface Edge {
  /** The pair in code-unit order. */
  source: string;
  target: string;
  correlation: number;
  sharedMonths: number;
}

/** Correlation of two members over the months both hold, with that count. */
export function pairCorrelation(
  a: readonly (number | null)[],
  b: readonly (number | null)[],
): { correlation: number | null; sharedMonths: number } {
  const x: number[] = [];
  const y: number[] = [];
  a.forEach((r, i) => {
    const s = b[i];
    if (r !== null && s !== null && s !== undefined) {
      x.push(r);
      y.push(s);
    }
  });
  return { correlation: x.length < 2 ? null : pearson(x, y), sharedMonths: x.length };
}

/** Every edge of the universe: pairs sharing ≥ 34 months with |r| ≥ 0.6. */
export function meshEdges(returns: ReadonlyMap<string, readonly (number | null)[]>): Edge[] {
  const tickers = [...returns.keys()].filter((t) => monthsHeld(returns.get(t) ?? []) >= MIN_SHARED_MONTHS);
  tickers.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const edges: Edge[] = [];
  for (let i = 0; i < tickers.length; i++) {
    for (let j = i + 1; j < tickers.length; j++) {
      const source = tickers[i] as string;
      const target = tickers[j] as string;
      const { correlation, sharedMonths } = pairCorrelation(
        returns.get(source) ?? [],
        returns.get(target) ?? [],
      );
      if (correlation === null || sharedMonths < MIN_SHARED_MONTHS) continue;
      if (Math.abs(correlation) >= MIN_ABS_CORRELATION)
        edges.push({ source, target, correlation, sharedMonths });
    }
  }
  return edges;
}

export interface MeshNode {
  ticker: string;
  /** Steps from the seed (0 for the seed). */
  depth: number;
}

export interface Mesh {
  nodes: MeshNode[];
  /** Edges the walk followed or could have: every edge with an end less than `depth` steps from the seed. */
  edges: Edge[];
}

/** Each ticker's edges, as positions in the edge list, ascending. */
export type MeshIndex = ReadonlyMap<string, readonly number[]>;

/**
 * The edges indexed by ticker, built once with the edges (data/universeMesh.ts): a walk then reads
 * the edges of the tickers it reaches, not every edge of the universe.
 */
export function meshIndex(edges: readonly Edge[]): MeshIndex {
  const index = new Map<string, number[]>();
  edges.forEach((edge, position) => {
    for (const end of [edge.source, edge.target]) {
      const list = index.get(end);
      if (list) list.push(position);
      else index.set(end, [position]);
    }
  });
  return index;
}

/** Breadth-first from the seed, `depth` steps along the edges (indexed by meshIndex when given). */
export function meshFrom(
  seed: string,
  depth: number,
  edges: readonly Edge[],
  index: MeshIndex = meshIndex(edges),
): Mesh {
  const edgesOf = (ticker: string) => (index.get(ticker) ?? []).map((position) => edges[position] as Edge);
  const reached = new Map<string, number>([[seed, 0]]);
  let frontier = [seed];
  for (let step = 1; step <= depth; step++) {
    const next: string[] = [];
    for (const ticker of frontier) {
      for (const edge of edgesOf(ticker)) {
        const other = edge.source === ticker ? edge.target : edge.source;
        if (!reached.has(other)) {
          reached.set(other, step);
          next.push(other);
        }
      }
    }
    frontier = next;
  }
  // The edges with an end less than `depth` steps away and the other reached, in the list's order.
  const inside = new Set<number>();
  for (const [ticker, steps] of reached) {
    if (steps >= depth) continue;
    for (const position of index.get(ticker) ?? []) {
      const edge = edges[position] as Edge;
      if (reached.has(edge.source) && reached.has(edge.target)) inside.add(position);
    }
  }
  const nodes = [...reached].map(([ticker, d]) => ({ ticker, depth: d }));
  nodes.sort((a, b) => a.depth - b.depth || (a.ticker < b.ticker ? -1 : 1));
  return { nodes, edges: [...inside].sort((a, b) => a - b).map((position) => edges[position] as Edge) };
}
