/**
 * Answers already shaped: a query whose every root field is declared in ANSWER_CACHE_ROOTS is
 * executed once per (data version, clock key, entitled products, document, operation name,
 * variables) and its result served again to every later request with the same key, until the
 * warehouse's data version changes (docs/ARCHITECTURE.md, "Answers already shaped").
 *
 * It replaces execution only. Listed before the access plugins, so their wrappers are outside it:
 * the key, the rate limit, the plan check, the hold and the settlement run on every request as
 * before, and a served answer is charged the same credits as the one computed (settle.ts reads
 * the answer's data, which is the same). The point-in-time plugin's wrapper is outside it too, so
 * the instant a request asked is on its context when the key is made.
 *
 * What the key holds, and why it is enough:
 * - the data version (warehouse/derived.ts `dataVersion`): a re-ingest that changes a file
 *   changes it, so the next request computes the new figure;
 * - the clock key: a request at an asked instant keys on that instant; one at the process clock
 *   keys on what its root fields read of the clock (ClockReach, checked against their resolvers);
 * - the caller's entitled products: the one part of the caller a subgraph sees (transports.ts);
 *   the gateway's own fields, which see the account, are never declared;
 * - the document's text, the operation's name and the variables as sent: variables that differ
 *   only in how they are written are two keys (more misses, never a wrong answer), and no fourth
 *   pass over CPCV's 20,000 returns coerces them for the key.
 *
 * Never kept: an answer with errors (a refusal, a subgraph's fault, a partial answer), one with
 * extensions (they may vary per request), a stream. A kept answer's data is frozen and each
 * request gets a new result object around it (the credits plugin writes `extensions` on it).
 * Concurrent misses of one key share one execution. Memory is bounded by ANSWER_CACHE_MB (LRU
 * by approximate bytes); hits, misses and evictions are counted (GET /api/cache/stats, /metrics).
 */
import { createHash } from "node:crypto";
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type DocumentNode, type ExecutionResult, getOperationAST, Kind, print } from "graphql";
import { LRUCache } from "lru-cache";
import { lastFinalCloseDate } from "../core/calendar.js";
import type { Clock } from "../core/clock.js";
import { approxBytes } from "../subgraphs/kit/approxBytes.js";
import { cacheCounter } from "../subgraphs/kit/cacheCounters.js";
import { memoryBudgetFromEnv } from "../subgraphs/kit/memoryBudget.js";
import { entitledProductsOf } from "./entitlementHeader.js";
import { pointInTimeOfContext } from "./pointInTime.js";

/**
 * What a root field's answer reads of the process clock when no instant was asked:
 * - `none`: nothing (it reads no data and no clock);
 * - `last_final_close`: the equity calendar's last final close at the clock, and nothing finer
 *   (its book, its reads and its staleness are all bounded by that session).
 */
export type ClockReach = "none" | "last_final_close";

/**
 * The root fields whose answers may be kept, each with what it reads of the clock. A field is
 * added here only once its resolver was read for both: no account, no live in-process state,
 * nothing finer of the clock than its reach.
 */
export const ANSWER_CACHE_ROOTS: ReadonlyMap<string, ClockReach> = new Map([
  // risk/resolvers/cpcv.ts: a function of its input returns alone (its own cache keys on READS_NO_DATA).
  ["cpcv", "none"],
  // risk/resolvers/portfolioRisk.ts: the house book at the clock's last final close, the closes
  // through it, staleness measured against it (data/houseBook.ts `closesVisibleThrough`).
  ["portfolioStress", "last_final_close"],
  ["portfolioVar", "last_final_close"],
  ["crashScenarios", "last_final_close"],
]);

export const ANSWER_CACHE_ENV = "ANSWER_CACHE_MB";
const DEFAULT_BUDGET_MB = 64;

/** The budget in bytes; a malformed ANSWER_CACHE_MB stops the start, naming it. 0 turns the cache off. */
export function answerCacheBudget(env: NodeJS.ProcessEnv = process.env): number {
  return memoryBudgetFromEnv(env, ANSWER_CACHE_ENV, {
    defaultMb: DEFAULT_BUDGET_MB,
    leastMb: 0,
    leastMeans: " (0 turns the answer cache off)",
  });
}

export interface AnswerCacheOptions {
  /** The warehouse's data version at this request (warehouse/derived.ts `dataVersion`). */
  dataVersion: () => Promise<string>;
  /** The process clock, the subgraphs' own when no instant is asked. */
  clock: Clock;
  /** Bytes the kept answers may hold (answerCacheBudget() by default); 0: no cache. */
  maxBytes?: number;
}

interface Kept {
  data: Readonly<Record<string, unknown>>;
  bytes: number;
}

/** The data of every kept answer (frozen): what the REST shim may serialise once (rest-shim/keptAnswers.ts). */
const keptData = new WeakSet<object>();

/** Whether `data` is a kept answer's, the same object (and so the same bytes) every time it is served. */
export function isKeptAnswer(data: unknown): data is Readonly<Record<string, unknown>> {
  return typeof data === "object" && data !== null && keptData.has(data);
}

/**
 * The variables' digest, exact to the bit: a list of numbers is hashed as its doubles (CPCV's
 * 20,000 returns: no text of them is written), anything else as its JSON with its keys in the
 * order sent (two spellings of one value are two keys, never one key for two values).
 */
function valueDigest(value: unknown): Buffer {
  const hash = createHash("sha256");
  const walk = (item: unknown): void => {
    if (Array.isArray(item) && item.length > 0 && item.every((each) => typeof each === "number")) {
      hash.update(`[n${item.length}:`).update(Float64Array.from(item)).update("]");
    } else if (Array.isArray(item)) {
      hash.update(`[${item.length}:`);
      for (const each of item) walk(each);
      hash.update("]");
    } else if (item !== null && typeof item === "object") {
      const entries = Object.entries(item);
      hash.update(`{${entries.length}:`);
      for (const [name, each] of entries) {
        hash.update(JSON.stringify(name));
        walk(each);
      }
      hash.update("}");
    } else {
      hash.update(`${JSON.stringify(item) ?? "undefined"};`);
    }
  };
  walk(value);
  return hash.digest();
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

/** The clock key of a query whose root fields are all declared, or null when one is not. */
function clockReach(document: DocumentNode, operationName: string | null | undefined): ClockReach | null {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== "query") return null;
  let reach: ClockReach = "none";
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === "__typename") continue;
    const declared = ANSWER_CACHE_ROOTS.get(selection.name.value);
    if (!declared) return null;
    if (declared === "last_final_close") reach = declared;
  }
  return reach;
}

function keepable(result: ExecutionResult): result is ExecutionResult & { data: Record<string, unknown> } {
  return (
    !(Symbol.asyncIterator in result) &&
    result.errors === undefined &&
    result.extensions === undefined &&
    result.data !== null &&
    result.data !== undefined
  );
}

export function useAnswerCache(options: AnswerCacheOptions): GatewayPlugin {
  const maxSize = options.maxBytes ?? answerCacheBudget();
  if (maxSize === 0) return {};
  // Registered by the cache that runs (one count per name, however many gateways a process holds).
  const counter = cacheCounter("gateway.answers", {
    owner: "gateway",
    kind: "per_data_version_clock_key_entitlements_and_request",
    description:
      "Answers of the declared root fields (CPCV, the house book's stress, VaR and crash replays), kept as executed " +
      "per data version, clock key, entitled products, document and variables (gateway/answerCache.ts).",
  });
  const kept = new LRUCache<string, Kept>({
    maxSize,
    // One answer may take a quarter of the budget; a larger one is served and not kept.
    maxEntrySize: Math.floor(maxSize / 4),
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    dispose: (_entry, _key, reason) => {
      if (reason === "evict") counter.evict();
    },
  });
  /** Executions under way, by key: a concurrent miss waits for the first instead of executing again. */
  const pending = new Map<string, Promise<ExecutionResult>>();
  /** Each parsed document's text, printed once (the runtime and the shim reuse parsed documents). */
  const texts = new WeakMap<DocumentNode, string>();
  const textOf = (document: DocumentNode) => {
    let text = texts.get(document);
    if (text === undefined) {
      text = print(document);
      texts.set(document, text);
    }
    return text;
  };

  async function keyOf(
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: unknown,
    context: unknown,
    reach: ClockReach,
  ): Promise<string> {
    const asked = pointInTimeOfContext(context);
    const clockKey = asked
      ? `at ${asked.toISOString()}`
      : reach === "none"
        ? "clock-free"
        : `close ${lastFinalCloseDate(options.clock.now(), "equity")}`;
    const products = [...entitledProductsOf(context)].sort().join(",");
    return createHash("sha256")
      .update(await options.dataVersion())
      .update(`\0${clockKey}\0${products}\0${operationName ?? ""}\0`)
      .update(textOf(document))
      .update("\0")
      .update(valueDigest(variables ?? {}))
      .digest("base64url");
  }

  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const reach = clockReach(args.document, args.operationName);
        if (reach === null) return executeFn(args);
        // A key that cannot be made (the warehouse unreadable) leaves the request to execution.
        const keyNow = () =>
          keyOf(args.document, args.operationName, args.variableValues, args.contextValue, reach).catch(
            () => null,
          );
        const key = await keyNow();
        if (key === null) return executeFn(args);
        const hit = kept.get(key);
        if (hit) {
          counter.hit();
          return { data: hit.data };
        }
        const running = pending.get(key);
        if (running) {
          const shared = await running.catch(() => null);
          if (shared && keepable(shared)) {
            counter.hit();
            return { data: shared.data };
          }
          // The first one failed: this request runs its own, as it would have without the cache.
          return executeFn(args);
        }
        counter.miss();
        const execution = Promise.resolve(executeFn(args) as Promise<ExecutionResult>);
        pending.set(key, execution);
        try {
          const result = await execution;
          if (!keepable(result)) return result;
          // Kept only under the key it was computed for: when the last final close passed, or an
          // ingest moved the data version, while it ran, its answer may be of the next key, and a
          // request still on this key (a few milliseconds before the close) must not be served it.
          if ((await keyNow()) !== key) return result;
          deepFreeze(result.data);
          keptData.add(result.data);
          kept.set(key, { data: result.data, bytes: approxBytes(result.data) });
          return { data: result.data };
        } finally {
          pending.delete(key);
        }
      });
    },
  };
}
