/**
 * Cache statistics (spec/02 `cache_stats`: "Cache hit-rate statistics"): the caches this service
 * really keeps, each with its hits and misses where they are counted (subgraphs/kit/cacheCounters.ts),
 * and the others named with the reason they are not, never a rate that was not measured.
 *
 * Counts live in the memory of the process whose cache it is. A gateway running its subgraphs in
 * process (`npm start`) reads them all; a gateway over remote subgraphs sees only its own (the
 * data-freshness cache), and says of the subgraphs' that they are kept in another process.
 */
import { type CacheCount, cacheCounts } from "../../subgraphs/kit/cacheCounters.js";
import { SUBGRAPH_NAMES } from "../../subgraphs/kit/subgraph.js";

export type CacheStatus = "counted" | "in_other_process" | "not_instrumented";

export interface CacheStat {
  name: string;
  owner: string;
  kind: string;
  description: string;
  status: CacheStatus;
  /** Null unless counted. */
  hits: number | null;
  misses: number | null;
  /** Entries pushed out to stay within the memory budget; null when not counted. */
  evictions: number | null;
  /** hits / (hits + misses); null before the first lookup, or when not counted. */
  hitRate: number | null;
  note: string;
}

/** Caches that exist and are not counted, with why (kept by hand: add a counter, drop it here). */
const NOT_INSTRUMENTED: readonly Omit<CacheStat, "status" | "hits" | "misses" | "evictions" | "hitRate">[] = [
  {
    name: "signals.regime_labels",
    owner: "signals",
    kind: "per_data_version",
    description: "The regime label history, built once per data version of SPY and the VIX.",
    note: "Not counted: one entry per data version, so every lookup after the first is a hit.",
  },
  {
    name: "signals.calibration",
    owner: "signals",
    kind: "per_data_version_and_book_date",
    description: "Interval calibrations per book date (at most 8 kept).",
    note: "Not counted yet (kit/cacheCounters.ts: a counter is two lines).",
  },
  {
    name: "request_loaders",
    owner: "kit",
    kind: "per_request",
    description: "DataLoader batches of one request (kit/loaders.ts), shared by its subgraph fetches.",
    note: "Not counted: they live for one request, so their hit rate describes how a query was written, not the service.",
  },
  {
    name: "derived_products",
    owner: "warehouse",
    kind: "per_data_version_table",
    description:
      "Tables built once per data version (warehouse/derived.ts): the signals book, the strategy library.",
    note: "Not a memory cache: every read while a product is current is served from its build. Whether each is current: GET /api/ml/health, GET /api/data/freshness.",
  },
  {
    name: "http_responses",
    owner: "rest-shim",
    kind: "client_ttl",
    description:
      "Routes with a cache TTL answer Cache-Control: private, max-age=<ttl> (spec/03 Cache or TTL).",
    note: "The client keeps these answers; the service never sees their hits, so it cannot count them.",
  },
];

const SUBGRAPHS: ReadonlySet<string> = new Set(SUBGRAPH_NAMES);

function counted(count: CacheCount, inProcess: boolean): CacheStat {
  const { name, owner, kind, description } = count;
  if (SUBGRAPHS.has(owner) && !inProcess) {
    return {
      name,
      owner,
      kind,
      description,
      status: "in_other_process",
      hits: null,
      misses: null,
      evictions: null,
      hitRate: null,
      note: `Kept by the ${owner} subgraph's own process: this gateway replica cannot see its counts.`,
    };
  }
  const lookups = count.hits + count.misses;
  return {
    name,
    owner,
    kind,
    description,
    status: "counted",
    hits: count.hits,
    misses: count.misses,
    evictions: count.evictions,
    hitRate: lookups === 0 ? null : Math.round((count.hits / lookups) * 10_000) / 10_000,
    note:
      lookups === 0
        ? "No lookup since this process started: no rate yet."
        : "Counted since this process started.",
  };
}

/** Every cache known to this process; `inProcess`: the subgraphs run in this process. */
export function cacheStats(inProcess: boolean): CacheStat[] {
  return [
    ...cacheCounts().map((count) => counted(count, inProcess)),
    ...NOT_INSTRUMENTED.map((cache) => ({
      ...cache,
      status: "not_instrumented" as const,
      hits: null,
      misses: null,
      evictions: null,
      hitRate: null,
    })),
  ];
}
