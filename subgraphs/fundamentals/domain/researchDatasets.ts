/**
 * The rules of the research datasets (spec/02 v2_research_datasets, v2_research_read): which
 * filter applies to which dataset, when a ticker is ignored, and how many rows a read may
 * return. Pure: the data layer (data/researchDatasets.ts) says what each held dataset is; this
 * decides what a request may ask of it.
 */
import { quoteInput, ServiceError } from "../../../core/errors.js";

/** spec/03 Limits: "Unfiltered dataset reads: capped at 5000 rows; limit max 50000". */
export const UNFILTERED_ROW_CAP = 5000;
export const MAX_LIMIT = 50_000;
export const DEFAULT_LIMIT = 1000;

/** Keys of other vendors' security masters, accepted only by the datasets that carry them. */
export type IdFilter = "permno" | "gvkey";

/**
 * What the rules need to know of a dataset. `keyedBy` names what its rows are keyed by when it
 * is not a ticker (a CIK, a FRED series id, a date): a ticker is then ignored and the answer says
 * so (spec/02), rather than refused.
 */
export interface DatasetRules {
  slug: string;
  /** The column a ticker filters, or null when the dataset has no symbol column of its own. */
  symbolColumn: string | null;
  keyedBy: string;
  requiresTicker: boolean;
  /** permno / gvkey keys the dataset carries (spec/02 names the only datasets that do). */
  idFilters: readonly IdFilter[];
}

/**
 * Slugs of the spec's catalogue whose table this warehouse does not hold. Their filter rules
 * still apply (a gvkey on security_names_history is still a 422); a valid read is a 503.
 */
export const NOT_INGESTED: readonly (DatasetRules & { reason: string })[] = [
  {
    slug: "cds_composites",
    symbolColumn: "ticker",
    keyedBy: "ticker",
    requiresTicker: false,
    idFilters: [],
    reason: "no CDS composite source is bundled (the vendor series covers 2005-2025)",
  },
  {
    slug: "security_names_history",
    symbolColumn: "ticker",
    keyedBy: "permno",
    requiresTicker: false,
    idFilters: ["permno"],
    reason: "no CRSP security names file is bundled",
  },
  {
    slug: "security_issuer_links",
    symbolColumn: null,
    keyedBy: "permno",
    requiresTicker: false,
    idFilters: ["permno", "gvkey"],
    reason: "no CRSP/Compustat link table is bundled",
  },
  {
    slug: "fundamentals_pit_report_dates",
    symbolColumn: null,
    keyedBy: "gvkey",
    requiresTicker: false,
    idFilters: ["gvkey"],
    reason: "no Compustat report-date file is bundled",
  },
];

export interface ReadRequest {
  /** Already normalised (core/ticker.ts), or null. */
  ticker: string | null;
  permno: number | null;
  gvkey: string | null;
  limit: number;
}

export interface ReadPlan {
  /** The filter the read applies: a ticker on the symbol column, or none. */
  ticker: string | null;
  tickerIgnored: boolean;
  tickerIgnoredReason: string | null;
  filtered: boolean;
  /** The requested limit, lowered to the unfiltered cap when nothing filters the read. */
  effectiveLimit: number;
  rowCap: number | null;
  capped: boolean;
}

const GVKEY = /^\d{1,6}$/;

function datasetsAccepting(filter: IdFilter, all: readonly DatasetRules[]): string[] {
  return all.filter((d) => d.idFilters.includes(filter)).map((d) => d.slug);
}

/**
 * Checks a read against one dataset's rules and plans it. `all` is every known dataset (held and
 * not ingested), so an error can name where a filter does apply.
 */
export function planRead(
  dataset: DatasetRules,
  request: ReadRequest,
  all: readonly DatasetRules[],
): ReadPlan {
  if (request.gvkey !== null && !GVKEY.test(request.gvkey)) {
    throw new ServiceError(
      "validation_error",
      `gvkey: ${quoteInput(request.gvkey)} is not a Compustat gvkey; accepted: 1 to 6 digits.`,
      { extra: { parameter: "gvkey" } },
    );
  }
  for (const filter of ["permno", "gvkey"] as const) {
    if (request[filter] === null || dataset.idFilters.includes(filter)) continue;
    const accepting = datasetsAccepting(filter, all);
    throw new ServiceError(
      "unsupported_filter",
      `${filter} does not apply to dataset ${dataset.slug}; accepted only on ${accepting.join(", ")}.`,
      { extra: { parameter: filter, dataset: dataset.slug, accepted_on: accepting } },
    );
  }
  if (dataset.requiresTicker && request.ticker === null) {
    throw new ServiceError(
      "validation_error",
      `ticker: is required for dataset ${dataset.slug}; accepted: a ticker symbol such as AAPL.`,
      { extra: { parameter: "ticker", dataset: dataset.slug } },
    );
  }

  const tickerApplies = request.ticker !== null && dataset.symbolColumn !== null;
  const tickerIgnored = request.ticker !== null && !tickerApplies;
  const filtered = tickerApplies || request.permno !== null || request.gvkey !== null;
  const rowCap = filtered ? null : UNFILTERED_ROW_CAP;
  return {
    ticker: tickerApplies ? request.ticker : null,
    tickerIgnored,
    tickerIgnoredReason: tickerIgnored ? `keyed_by_${dataset.keyedBy}` : null,
    filtered,
    effectiveLimit: rowCap === null ? request.limit : Math.min(request.limit, rowCap),
    rowCap,
    capped: rowCap !== null && request.limit > rowCap,
  };
}
