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
