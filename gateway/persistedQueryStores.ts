/**
 * Where Automatic Persisted Queries keep their documents (gateway/persistedQueries.ts), by hash:
 * in this process, a bounded LRU (by count and by bytes, each entry expiring); over Redis
 * (REDIS_URL), one store every gateway replica reads, each entry expiring, so a document
 * registered on one replica is found on the next (clients spread over replicas). Both are caches:
 * a document dropped is registered again by the client's next full request (Apollo's protocol).
 */
import { LRUCache } from "lru-cache";
import { openRedis } from "../subgraphs/kit/redisConnection.js";

export interface PersistedQueryStore {
  /** The document registered under this SHA-256 (lowercase hex), or null. */
  get(hash: string): Promise<string | null>;
  set(hash: string, query: string): Promise<void>;
  close(): Promise<void>;
}

export interface PersistedQueryBounds {
  /** Documents kept at most (in process). */
  maxEntries: number;
  /** Their UTF-8 bytes at most, together (in process). */
  maxBytes: number;
  /** How long a document stays after it was registered or last used. */
  ttlS: number;
}

export const DEFAULT_PERSISTED_QUERY_BOUNDS: PersistedQueryBounds = {
  maxEntries: 1_000,
  maxBytes: 8 * 1_048_576,
  ttlS: 24 * 3_600,
};

const ENV_NAMES: Record<keyof PersistedQueryBounds, string> = {
  maxEntries: "APQ_MAX_ENTRIES",
  maxBytes: "APQ_MAX_BYTES",
  ttlS: "APQ_TTL_S",
};

/** The defaults, each overridden by its environment variable; a malformed value stops the start. */
export function persistedQueryBoundsFromEnv(env: NodeJS.ProcessEnv = process.env): PersistedQueryBounds {
  const bounds = { ...DEFAULT_PERSISTED_QUERY_BOUNDS };
  for (const [name, variable] of Object.entries(ENV_NAMES) as [keyof PersistedQueryBounds, string][]) {
    const raw = env[variable];
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${variable} must be a positive integer, got "${raw}"`);
    }
    bounds[name] = value;
  }
  return bounds;
}

export function memoryPersistedQueryStore(
  bounds: PersistedQueryBounds = DEFAULT_PERSISTED_QUERY_BOUNDS,
): PersistedQueryStore {
  const documents = new LRUCache<string, string>({
    max: bounds.maxEntries,
    maxSize: bounds.maxBytes,
    sizeCalculation: (query) => Math.max(1, Buffer.byteLength(query)),
    ttl: bounds.ttlS * 1_000,
    updateAgeOnGet: true,
  });
  return {
    async get(hash) {
      return documents.get(hash) ?? null;
    },
    async set(hash, query) {
      documents.set(hash, query);
    },
    async close() {
      documents.clear();
    },
  };
}

/** Redis keys of the store: one string per document, expiring `ttlS` after its last use. */
const KEY_PREFIX = "qf:apq:";

export function redisPersistedQueryStore(
  url: string,
  bounds: PersistedQueryBounds = DEFAULT_PERSISTED_QUERY_BOUNDS,
): PersistedQueryStore {
  const client = openRedis(url, { connectionName: "qf-apq" });
  return {
    async get(hash) {
      // Read and keep alive in one command: a document in use does not expire under its clients.
      return client.getex(`${KEY_PREFIX}${hash}`, "EX", bounds.ttlS);
    },
    async set(hash, query) {
      await client.set(`${KEY_PREFIX}${hash}`, query, "EX", bounds.ttlS);
    },
    async close() {
      if (client.status === "end") return;
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** Redis when a URL is given (replicas share what was registered), else this process's LRU. */
export function openPersistedQueryStore(
  redisUrl: string | undefined,
  bounds: PersistedQueryBounds = persistedQueryBoundsFromEnv(),
): PersistedQueryStore {
  return redisUrl ? redisPersistedQueryStore(redisUrl, bounds) : memoryPersistedQueryStore(bounds);
}
