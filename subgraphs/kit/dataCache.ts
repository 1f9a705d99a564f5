/**
 * Computed once per data version: what depends only on ingested data and the as-of session (a
 * portfolio's VaR, a company's statement rows, an indicator series, a slice of the signals book) is
 * computed by the first request that needs it and served to every later one from memory until the
 * warehouse changes (docs/OPERATIONS.md, "Cache statistics", has the budget and the counts).
 *
 * A value is keyed by (warehouse, data version, as-of session, arguments):
 * - the data version is the digest of the ingest ledger (warehouse/derived.ts `dataVersion`), read
 *   once per request (one single-row read of the ledger's stamp, whatever the ledger's size): any
 *   ingest that changes a file changes it, so a re-ingest is seen by the next request, by every
 *   process sharing the warehouse;
 * - the as-of session is the caller's: the last session its computation may see at the request's
 *   clock, so a pinned clock never reads a value computed at a later one. What depends on the clock
 *   itself (ages, staleness, the session's state) is applied by the caller on top, per request.
 *
 * Concurrent misses of one key share one computation; a failed computation is not kept. Every data
 * cache of the process shares one LRU within one memory budget (`DATA_CACHE_MB`), measured by each
 * cache's `sizeOf` (kit/approxBytes.ts by default); a value larger than a quarter of the budget is
 * served and not kept. Hits, misses and evictions are counted per cache (kit/cacheCounters.ts), for
 * GET /api/cache/stats.
 *
 *   const varCache = dataCache<PortfolioVar>({ name: "risk.portfolio_var", owner: "risk", … });
 *   const figures = await varCache.get(ctx, { asOf: session, args: { tickers, confidence } }, () =>
 *     computeVar(…));
 */

import { LRUCache } from "lru-cache";
import { canonicalJson } from "../../core/canonicalJson.js";
import type { AnyWarehouse } from "../../warehouse/connection.js";
import { dataVersion } from "../../warehouse/derived.js";
import { approxBytes } from "./approxBytes.js";
import { type CacheCounter, type CacheDescription, cacheCounter } from "./cacheCounters.js";
import { memoryBudgetFromEnv } from "./memoryBudget.js";

export const DATA_CACHE_ENV = "DATA_CACHE_MB";
const DEFAULT_BUDGET_MB = 256;

export interface DataCacheSpec<V> extends Omit<CacheDescription, "kind"> {
  /** Unique in the process, `<owner>.<what>` (it names the counters in the cache-stats route). */
  name: string;
  /** What a cache entry is kept for; per data version and as-of session unless said. */
  kind?: string;
  /** Bytes a value holds (approxBytes by default). */
  sizeOf?: (value: V) => number;
}

export interface DataKey {
  /** The last session (or instant) the computation may see at the request's clock. */
  asOf: string;
  /** What else the value depends on; compared by its JSON form, object keys in any order. */
  args?: unknown;
}

/** What a cached value is read for: the request's warehouse (its context is the request). */
export interface DataRequest {
  db: AnyWarehouse;
}

export interface DataCache<V> {
  /** The value of `key` at the warehouse's data version: cached, or computed once and kept. */
  get(request: DataRequest, key: DataKey, compute: () => Promise<V>): Promise<V>;
}

interface Entry {
  cache: string;
  value: unknown;
  bytes: number;
}

interface Pending {
  cache: string;
  compute: () => Promise<unknown>;
  sizeOf: (value: never) => number;
}

/** The process-wide budget, in bytes; a malformed DATA_CACHE_MB stops the start, naming it. */
export function dataCacheBudget(env: NodeJS.ProcessEnv = process.env): number {
  return memoryBudgetFromEnv(env, DATA_CACHE_ENV, { defaultMb: DEFAULT_BUDGET_MB, leastMb: 1 });
}

const counters = new Map<string, CacheCounter>();
let shared: LRUCache<string, Entry, Pending> | undefined;

function lru(): LRUCache<string, Entry, Pending> {
  if (shared) return shared;
  const maxSize = dataCacheBudget();
  shared = new LRUCache<string, Entry, Pending>({
    maxSize,
    maxEntrySize: Math.floor(maxSize / 4),
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    // A computation under way finishes for whoever waits on it even if its slot is reclaimed.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const value = await context.compute();
      return { cache: context.cache, value, bytes: context.sizeOf(value as never) };
    },
    dispose: (entry, _key, reason) => {
      if (reason === "evict") counters.get(entry.cache)?.evict();
    },
  });
  return shared;
}

/** Each open warehouse gets a number: tests and tools open several in one process. */
const warehouseIds = new WeakMap<AnyWarehouse, number>();
let nextWarehouseId = 0;
function warehouseId(db: AnyWarehouse): number {
  let id = warehouseIds.get(db);
  if (id === undefined) {
    id = nextWarehouseId++;
    warehouseIds.set(db, id);
  }
  return id;
}

/** The data version, read once per request however many cached values the request reads. */
const versions = new WeakMap<DataRequest, Promise<string>>();
function versionOf(request: DataRequest): Promise<string> {
  let version = versions.get(request);
  if (!version) {
    version = dataVersion(request.db);
    versions.set(request, version);
  }
  return version;
}

export function dataCache<V>(spec: DataCacheSpec<V>): DataCache<V> {
  if (counters.has(spec.name)) throw new Error(`data cache "${spec.name}" is declared twice`);
  const counter = cacheCounter(spec.name, {
    owner: spec.owner,
    kind: spec.kind ?? "per_data_version_and_session",
    description: spec.description,
  });
  counters.set(spec.name, counter);
  const sizeOf = spec.sizeOf ?? approxBytes;
  return {
    async get(request, key, compute) {
      const version = await versionOf(request);
      const cacheKey = [spec.name, warehouseId(request.db), version, key.asOf, canonicalJson(key.args)].join(
        "\0",
      );
      const status: LRUCache.Status<string, Entry, Pending> = {};
      const entry = await lru().fetch(cacheKey, { context: { cache: spec.name, compute, sizeOf }, status });
      if (status.fetch === "hit" || status.fetch === "inflight") counter.hit();
      else counter.miss();
      // fetch resolves undefined only when the computation was aborted, which ignoreFetchAbort rules out.
      return (entry as Entry).value as V;
    },
  };
}

/** Empties every data cache (a test's fresh start; counters keep counting). */
export function clearDataCaches(): void {
  shared?.clear();
}
