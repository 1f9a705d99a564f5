/**
 * The gateway's access plugins: the one place keys, rate limits, plans, credits and
 * Idempotency-Key are enforced, for GraphQL over HTTP, graphql-ws and the REST shim alike (the
 * shim runs its persisted documents through this same gateway with its caller's headers).
 * Resolvers never see any of it. The policy itself is gateway/access/access.ts; each plugin
 * applies one part of it and shares what it learned through typed slots on the operation's
 * context (gateway/access/context.ts).
 *
 * The order is the order of refusals (401/403/502, 429, then 402), and it matters twice:
 * - a request passes the plugins' `onRequest` / `onContextBuilding` top to bottom: the key is
 *   verified before the request is counted;
 * - an operation's execute (or subscribe) is wrapped by each plugin around those listed before
 *   it, so it meets them bottom to top: the heavy-work cap per key, the idempotency claim, then
 *   the estimate, then the credit hold around the run. The stream cap refuses before any of them
 *   wraps, and counts the stream it opened inside the credits' settlement; the heavy-work cap
 *   refuses (429) before any of them begins.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { Access } from "./access.js";
import { useApiKey } from "./plugins/apiKey.js";
import { useCredits } from "./plugins/credits.js";
import { useEstimate } from "./plugins/estimate.js";
import { useHeavyCap } from "./plugins/heavyCap.js";
import { useIdempotency } from "./plugins/idempotency.js";
import { useRateLimit } from "./plugins/rateLimit.js";
import { useStreamCap } from "./plugins/streamCap.js";
import { useResponseHeaders } from "./responseHeaders.js";

export function useAccess(access: Access): GatewayPlugin[] {
  return [
    useResponseHeaders(),
    useApiKey(access),
    useRateLimit(access),
    useStreamCap(access),
    useCredits(access),
    useEstimate(access),
    useIdempotency(access),
    useHeavyCap(access),
  ];
}
