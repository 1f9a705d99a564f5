/**
 * Shared subscription execution (issue 27 item 3): subscribers of the same document, variables and
 * entitled products share one upstream subscription — one bus subscription, one execution of each
 * event, one result object — multicast to each of them (gateway/multicast.ts). SSE through the REST
 * shim and graphql-ws both subscribe through the gateway, so both share here; the shim then
 * serialises each shared result once (rest-shim/sse.ts).
 *
 * Why the key holds exactly these: a subgraph's resolvers see the arguments and the caller's
 * entitled products, nothing else of the caller (gateway/transports.ts builds their context from
 * those), so subscribers equal in all three get equal frames, and one lacking a product never
 * shares with one that has it. The gateway's own stream fields read the principal (the per-user
 * events stream answers the caller's own account): `perCaller` names them, and they are never shared.
 *
 * It is the innermost wrapper of subscribe (listed first among the plugins), so everything per
 * connection stays per connection, above it: the stream cap, billing once when a stream opens, the
 * open-stream registry that revocation and shutdown end streams through (gateway/access/), and
 * graphql-ws's own framing. Each subscriber has its own bounded queue: one that falls more than
 * `maxQueued` results behind gets one last error result, `slow_consumer`, and its stream ends
 * (docs/STREAMS.md), while the others carry on.
 */
import { createHash } from "node:crypto";
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  getOperationAST,
  Kind,
  print,
} from "graphql";
import { canonicalJson } from "../core/canonicalJson.js";
import { entitledProductsOf } from "./entitlementHeader.js";
import { type Multicast, multicast } from "./multicast.js";

export interface SharedSubscriptionOptions {
  /** Results one subscriber may have waiting before it is cut as a slow consumer. */
  maxQueued: number;
  /** Root Subscription fields that answer per caller, not per arguments: never shared. */
  perCaller: ReadonlySet<string>;
}

/**
 * A subscriber this far behind (a minute at 10 frames/s) is not reading; the queue holds shared
 * result objects, so each waiting result costs it a reference, not a copy.
 */
export const DEFAULT_MAX_QUEUED = 600;

/** How much sharing happened in this process; the fan-out tests and bench read it. */
export interface SharedSubscriptionStats {
  /** Upstream subscriptions opened (one execution of each event each). */
  executions: number;
  /** Results executed upstream, each delivered to every subscriber of its execution. */
  results: number;
  /** Subscribers that joined an execution already open. */
  joined: number;
  /** Subscribers cut as slow consumers. */
  slowConsumers: number;
  /** Executions open now. */
  open: number;
}

export const SLOW_CONSUMER_CODE = "slow_consumer";

function slowConsumer(maxQueued: number): ExecutionResult {
  return {
    errors: [
      new GraphQLError(
        `This subscriber fell more than ${maxQueued} frames behind the stream and was cut; reconnect and resume after the last id received (SSE: Last-Event-ID; graphql-ws: since).`,
        { extensions: { code: SLOW_CONSUMER_CODE, status: 503, reason: SLOW_CONSUMER_CODE } },
      ),
    ],
  };
}

function isAsyncIterable<T>(value: unknown): value is AsyncIterable<T> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

type Opened = AsyncIterable<ExecutionResult> | ExecutionResult;

export class SharedSubscriptions {
  private readonly documentHashes = new WeakMap<DocumentNode, string>();
  /** An execution being opened (its refusal, if any, is every waiting subscriber's) or open. */
  private readonly executions = new Map<string, Promise<Multicast<ExecutionResult> | ExecutionResult>>();
  private readonly counts = { executions: 0, results: 0, joined: 0, slowConsumers: 0 };

  constructor(readonly options: SharedSubscriptionOptions) {}

  stats(): SharedSubscriptionStats {
    return { ...this.counts, open: this.executions.size };
  }

  plugin(): GatewayPlugin {
    return {
      onSubscribe: ({ subscribeFn, setSubscribeFn }) => {
        setSubscribeFn((args) =>
          this.subscribe(args, subscribeFn as (args: ExecutionArgs) => Promise<Opened>),
        );
      },
    };
  }

  /** The execution's key, or null for a document that selects a per-caller field. */
  private keyOf(args: ExecutionArgs): string | null {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return null;
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || this.options.perCaller.has(selection.name.value)) return null;
    }
    let hash = this.documentHashes.get(args.document);
    if (!hash) {
      hash = createHash("sha256").update(print(args.document)).digest("hex");
      this.documentHashes.set(args.document, hash);
    }
    const products = [...entitledProductsOf(args.contextValue)].sort().join(",");
    return [hash, args.operationName ?? "", canonicalJson(args.variableValues ?? {}), products].join("\0");
  }

  private async subscribe(
    args: ExecutionArgs,
    open: (args: ExecutionArgs) => Promise<Opened>,
  ): Promise<Opened> {
    const key = this.keyOf(args);
    if (key === null) return open(args);
    for (;;) {
      const existing = this.executions.get(key);
      if (existing) {
        const shared = await existing;
        if (!("join" in shared)) return shared;
        const reader = shared.join();
        if (reader) {
          this.counts.joined += 1;
          return reader;
        }
        // It ended between our lookup and our join: open a fresh one.
        if (this.executions.get(key) === existing) this.executions.delete(key);
        continue;
      }
      const opening = this.openShared(key, args, open);
      this.executions.set(key, opening);
      const shared = await opening.catch((error) => {
        this.executions.delete(key);
        throw error;
      });
      if (!("join" in shared)) return shared;
      const reader = shared.join();
      if (reader) return reader;
    }
  }

  private async openShared(
    key: string,
    args: ExecutionArgs,
    open: (args: ExecutionArgs) => Promise<Opened>,
  ): Promise<Multicast<ExecutionResult> | ExecutionResult> {
    const result = await open(args);
    if (!isAsyncIterable<ExecutionResult>(result)) {
      // A refusal: the next subscriber asks again.
      this.executions.delete(key);
      return result;
    }
    this.counts.executions += 1;
    const counts = this.counts;
    const source = result[Symbol.asyncIterator]();
    const counted: AsyncIterator<ExecutionResult> = {
      async next() {
        const next = await source.next();
        if (!next.done) counts.results += 1;
        return next;
      },
      return: async () => (await source.return?.()) ?? { value: undefined, done: true },
    };
    const { maxQueued } = this.options;
    let entry: Promise<Multicast<ExecutionResult>> | undefined;
    const shared = multicast(counted, {
      maxQueued,
      overflow: () => {
        counts.slowConsumers += 1;
        return slowConsumer(maxQueued);
      },
      onEnd: () => {
        if (this.executions.get(key) === entry) this.executions.delete(key);
      },
    });
    entry = Promise.resolve(shared);
    this.executions.set(key, entry);
    return shared;
  }
}
