/**
 * What a news answer's window covers, said beside every store-backed answer (`coverage`): the
 * window searched, what the store holds for the answer's scope (a ticker, several, or the whole
 * store), and whether the window lies inside it. A window reaching before the oldest item held,
 * or past the instant through which the store's sources are held (a bundled feed ends where its
 * file was taken), is not complete: an empty list there means "not held", not "nothing happened",
 * and the note says which. A read cap (aggregated's 150 items) is one more reason it is not.
 */

export interface Holding {
  sources: string[];
  /** Publication of the oldest item held in scope. */
  oldestMs: number;
  /** Through when the scope's sources are held; never after the clock. */
  heldThroughMs: number;
}

export interface Coverage {
  complete: boolean;
  searchedFrom: string;
  searchedTo: string;
  heldFrom: string;
  heldThrough: string;
  sources: string[];
  note: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export const SOURCE_NOTES: Readonly<Record<string, string>> = {
  "sec-edgar":
    "sec-edgar: SEC EDGAR 8-K, 10-K and 10-Q filings (and amendments) of AAPL, MSFT and TSLA, from the companies' EDGAR recent-filings pages as bundled (news/sec_filing_events.csv); headlines are the form and 8-K item titles",
};

export function coverageOf(
  holding: Holding,
  window: { fromMs: number; toMs: number },
  more: { incomplete?: readonly string[]; notes?: readonly string[] } = {},
): Coverage {
  const incomplete = more.incomplete ?? [];
  const notes: string[] = [
    `Sources: ${holding.sources.map((source) => SOURCE_NOTES[source] ?? source).join("; ")}.`,
  ];
  const before = window.fromMs < holding.oldestMs;
  const after = window.toMs > holding.heldThroughMs;
  if (before)
    notes.push(
      `The window starts before the oldest item held (${iso(holding.oldestMs)}); earlier items are not held.`,
    );
  if (after)
    notes.push(
      `The window ends after ${iso(holding.heldThroughMs)}, through which the store's sources are held; later items are not held.`,
    );
  notes.push(...incomplete, ...(more.notes ?? []));
  return {
    complete: !before && !after && incomplete.length === 0,
    searchedFrom: iso(window.fromMs),
    searchedTo: iso(window.toMs),
    heldFrom: iso(holding.oldestMs),
    heldThrough: iso(holding.heldThroughMs),
    sources: holding.sources,
    note: notes.join(" "),
  };
}
