/**
 * Hit, miss and eviction counters for the caches a subgraph keeps across requests (per data
 * version, per book date): one line where a cache answers, one where it has to compute, one where
 * the memory budget pushes an entry out (kit/dataCache.ts counts its own). The gateway's
 * cache_stats route reads them (gateway/monitoring/cacheStats.ts). Counts live in this process's
 * memory, so they say something only where the subgraph runs in the same process as the gateway
 * that reads them; a gateway over remote subgraphs says so instead of reading zeros.
 *
 *   const factsCache = cacheCounter("fundamentals.company_facts", { owner: "fundamentals", … });
 *   factsCache.hit(n);  factsCache.miss(n);
 */

export interface CacheDescription {
  /** The subgraph (or platform part) that keeps the cache. */
  owner: string;
  /** What a cache entry is kept for, e.g. per_data_version. */
  kind: string;
  description: string;
}

export interface CacheCounter {
  hit(count?: number): void;
  miss(count?: number): void;
  evict(count?: number): void;
}

export interface CacheCount extends CacheDescription {
  name: string;
  hits: number;
  misses: number;
  /** Entries pushed out to keep within a memory budget. */
  evictions: number;
}

const counters = new Map<string, CacheCount>();

/** The counter of the cache `name` (one per name: a second call returns the same counts). */
export function cacheCounter(name: string, description: CacheDescription): CacheCounter {
  let count = counters.get(name);
  if (!count) {
    count = { name, ...description, hits: 0, misses: 0, evictions: 0 };
    counters.set(name, count);
  }
  const counted = count;
  return {
    hit: (n = 1) => {
      counted.hits += n;
    },
    miss: (n = 1) => {
      counted.misses += n;
    },
    evict: (n = 1) => {
      counted.evictions += n;
    },
  };
}

/** Every registered cache's counts so far, in registration order. */
export function cacheCounts(): CacheCount[] {
  return [...counters.values()].map((count) => ({ ...count }));
}
