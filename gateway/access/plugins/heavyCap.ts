/**
 * The cap on heavy computations in flight per key in this gateway process (HEAVY_MAX_PER_KEY,
 * default 2), GraphQL over HTTP, graphql-ws and the REST shim alike: an operation whose heavy
 * fields (catalogue `work`, counted by gateway/heavyFields.ts) would take its key past the cap is
 * refused at once with 429 rate_limited and Retry-After, before anything is held, run or charged.
 * The fields are its key's from then until its answer is settled.
 *
 * The other heavy-work bounds: per document the limits refuse more than GRAPHQL_MAX_HEAVY_FIELDS
 * before this (gateway/queryLimits.ts); per process the worker pool bounds what runs and waits
 * (subgraphs/kit/heavyWork.ts).
 *
 * Last of the access plugins, so its wrapper is the outermost: the key's count is checked and
 * taken in one synchronous step before the idempotency claim, the estimate or the credits' hold
 * begin, and a refusal reaches none of them (nothing stored under an Idempotency-Key either).
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type ExecutionArgs, type FragmentDefinitionNode, getOperationAST, Kind } from "graphql";
import { ServiceError } from "../../../core/errors.js";
import { describeHeavy, type HeavySelection, heavySelection, workTableOf } from "../../heavyFields.js";
import type { Access } from "../access.js";
import { type AccessContext, headerOf, verifiedPrincipal } from "../context.js";
import { refusalResult } from "../refusals.js";
import { ESTIMATE_HEADER } from "./estimate.js";

export const DEFAULT_MAX_HEAVY_PER_KEY = 2;
const ENV_NAME = "HEAVY_MAX_PER_KEY";
/** Seconds a refused caller should wait: about one heavy computation's run. */
const RETRY_AFTER_S = 5;

/** HEAVY_MAX_PER_KEY, or the default; a malformed value stops the start. */
export function heavyPerKeyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[ENV_NAME];
  if (raw === undefined || raw === "") return DEFAULT_MAX_HEAVY_PER_KEY;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${ENV_NAME} must be a positive integer, got "${raw}"`);
  return value;
}

function tooMany(heavy: HeavySelection, running: number, perKey: number): ServiceError {
  return new ServiceError(
    "rate_limited",
    `At most ${perKey} heavy computations may run at once per key; ${running} of yours are running and this ` +
      `operation adds ${heavy.count} (${describeHeavy(heavy)}). Nothing ran and nothing was charged; retry in ` +
      `${RETRY_AFTER_S} s, or once one of them has answered.`,
    {
      retryAfterS: RETRY_AFTER_S,
      extra: { reason: "heavy_work_per_key", limit: perKey, running, requested: heavy.count },
    },
  );
}

export function useHeavyCap(access: Access, perKey = heavyPerKeyFromEnv()): GatewayPlugin<AccessContext> {
  const table = workTableOf(access.pricing);
  /** Heavy fields in flight, by key id; a key with none has no entry. */
  const running = new Map<string, number>();

  function heavyOf(args: ExecutionArgs): HeavySelection | null {
    const operation = getOperationAST(args.document, args.operationName);
    const root = operation ? args.schema.getRootType(operation.operation) : undefined;
    if (!operation || !root) return null;
    const fragments = new Map(
      args.document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const heavy = heavySelection(operation, (name) => fragments.get(name), root.name, table);
    return heavy.count > 0 ? heavy : null;
  }

  return {
    onExecute({ context, executeFn, setExecuteFn }) {
      // An estimate quotes the operation and runs nothing.
      if (headerOf(context, ESTIMATE_HEADER) === "true") return;
      setExecuteFn(async (args) => {
        const heavy = heavyOf(args);
        if (!heavy) return executeFn(args);
        const { keyId } = verifiedPrincipal(context);
        const held = running.get(keyId) ?? 0;
        if (held + heavy.count > perKey) {
          context.responseHeaders?.set("X-Credits-Charged", "0");
          return refusalResult(tooMany(heavy, held, perKey));
        }
        running.set(keyId, held + heavy.count);
        try {
          return await executeFn(args);
        } finally {
          const left = (running.get(keyId) ?? heavy.count) - heavy.count;
          if (left > 0) running.set(keyId, left);
          else running.delete(keyId);
        }
      });
    },
  };
}
