/**
 * Peer selection (pure), for svc_v3_fundamentals_peers.
 *
 * Candidates are the subject's GICS peers from the S&P 500 master (the caller passes them).
 * Size is the latest fiscal year's revenue from the companies' own SEC facts — a
 * fundamentals-side measure, so peers are compared without a price (market cap would need every
 * peer's price and share count). relative_size = peer revenue / subject revenue.
 *
 * Floor: a peer clears when relative_size ≥ the floor. The DEFAULT floor (no value given) starts
 * at 0.1 and steps down 0.05, 0.02, 0.01 until `limit` peers clear (the last step serves whatever
 * cleared). A floor the caller gives is applied as given, once. A floor of 0 needs no size: every
 * candidate clears, sized or not. With a floor above 0, a peer (or subject) whose size is unknown
 * cannot be shown to clear and is counted in `size_unknown`.
 *
 * Order: largest size first, unsized last, then symbol.
 */
import { isCurrent, NOT_CURRENT } from "./currency.js";

export const DEFAULT_FLOOR_STEPS = [0.1, 0.05, 0.02, 0.01] as const;

export interface PeerCandidate {
  ticker: string;
  /** Latest fiscal-year revenue (USD), null when the peer's facts do not give one. */
  size: number | null;
}

export type PeersStatus =
  | "ok"
  | "none_after_size_filter"
  | "none_after_data_error_filter"
  | "none_in_industry";

export interface PeerSelection<T extends PeerCandidate> {
  peers: { candidate: T; relativeSize: number | null }[];
  status: PeersStatus;
  floorApplied: number;
  floorsTried: number[];
  candidates: number;
  sizeUnknown: number;
  belowFloor: number;
}

function clearing<T extends PeerCandidate>(
  candidates: readonly T[],
  subjectSize: number | null,
  floor: number,
) {
  const rows = candidates.map((candidate) => ({
    candidate,
    relativeSize:
      candidate.size !== null && subjectSize !== null && subjectSize > 0
        ? candidate.size / subjectSize
        : null,
  }));
  if (floor <= 0) return { cleared: rows, sizeUnknown: 0, belowFloor: 0 };
  const sized = rows.filter((r) => r.relativeSize !== null);
  const cleared = sized.filter((r) => (r.relativeSize as number) >= floor);
  return { cleared, sizeUnknown: rows.length - sized.length, belowFloor: sized.length - cleared.length };
}

export function selectPeers<T extends PeerCandidate>(
  candidates: readonly T[],
  subjectSize: number | null,
  options: { limit: number; minRelativeSize: number | null },
): PeerSelection<T> {
  const floors = options.minRelativeSize === null ? [...DEFAULT_FLOOR_STEPS] : [options.minRelativeSize];
  const tried: number[] = [];
  let result = clearing(candidates, subjectSize, floors[0] as number);
  for (const floor of floors) {
    tried.push(floor);
    result = clearing(candidates, subjectSize, floor);
    if (result.cleared.length >= options.limit) break;
  }
  const floorApplied = tried[tried.length - 1] as number;
  const peers = [...result.cleared]
    .sort(
      (a, b) =>
        (b.candidate.size ?? Number.NEGATIVE_INFINITY) - (a.candidate.size ?? Number.NEGATIVE_INFINITY) ||
        a.candidate.ticker.localeCompare(b.candidate.ticker),
    )
    .slice(0, options.limit);
  let status: PeersStatus = "ok";
  if (candidates.length === 0) status = "none_in_industry";
  else if (peers.length === 0)
    status = result.belowFloor > 0 ? "none_after_size_filter" : "none_after_data_error_filter";
  return {
    peers,
    status,
    floorApplied,
    floorsTried: tried,
    candidates: candidates.length,
    sizeUnknown: result.sizeUnknown,
    belowFloor: result.belowFloor,
  };
}

/** A size with the end of the fiscal year it measures and its status (ok, or why size is null). */
export interface DatedSize {
  size: number | null;
  sizePeriodEnd: string | null;
  sizeStatus: string;
}

/**
 * The currency rule (domain/currency.ts) applied to a comparison: sizes are compared as of the
 * newest fiscal year end among the subject and its candidates, and a size whose year ended too
 * long before that is no longer that company's size: null with fundamentals_not_current (the
 * subject's included, which then leaves every relative size unknown). Returns the comparison date.
 */
export function sizesCurrentAt<T extends DatedSize>(
  subject: T,
  candidates: readonly T[],
): { asOf: string | null; subject: T; candidates: T[] } {
  const ends = [subject, ...candidates].flatMap((c) =>
    c.size !== null && c.sizePeriodEnd ? [c.sizePeriodEnd] : [],
  );
  const asOf = ends.reduce<string | null>(
    (newest, end) => (newest === null || end > newest ? end : newest),
    null,
  );
  const judge = (c: T): T =>
    asOf === null ||
    c.size === null ||
    c.sizePeriodEnd === null ||
    isCurrent("annual_figures", c.sizePeriodEnd, asOf)
      ? c
      : { ...c, size: null, sizeStatus: NOT_CURRENT };
  return { asOf, subject: judge(subject), candidates: candidates.map(judge) };
}
