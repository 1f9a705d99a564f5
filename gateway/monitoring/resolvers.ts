/**
 * The monitoring fields' resolvers (types: schema.ts): each field's arguments checked, its answer
 * built by the module of its concern, any unexpected failure turned into one clean error.
 */
import { GraphQLError } from "graphql";
import { ServiceError } from "../../core/errors.js";
import { checkValue } from "../../subgraphs/kit/validation.js";
import { type AccessContext, verifiedPrincipal } from "../access/context.js";
import type { Access } from "../access/index.js";
import { pointInTimeOfContext } from "../pointInTime.js";
import type { Severity } from "./alerts.js";
import { cacheStats } from "./cacheStats.js";
import { ALL_LINES, type LogScope } from "./logRing.js";
import { dataFreshness, mlHealth } from "./modelAndData.js";
import type { Monitor } from "./monitor.js";
import { apiQuotas } from "./quotas.js";
import { LATENCY_BUCKETS_MS } from "./requestMetrics.js";
import { LOG_LINES_SERVED, MONITORING_ARGUMENT_RULES } from "./schema.js";
import { selfHealing } from "./selfHealing.js";
import { activeAlerts, type Freshness, systemHealth } from "./systemHealth.js";

/**
 * Whose log lines a caller reads: an account its own requests', an operator's key every line; so
 * does every caller of a service without access control, where no line has an account.
 */
function logScope(access: Access | null, context: AccessContext): LogScope {
  if (!access) return ALL_LINES;
  const principal = verifiedPrincipal(context);
  return principal.operator ? ALL_LINES : { kind: "own_requests", accountId: principal.accountId };
}

/** The ranged arguments' rules, for GraphQL callers (REST checked them before). */
function checkArguments(field: string, args: Record<string, unknown>): void {
  for (const rule of MONITORING_ARGUMENT_RULES.get(field)?.values() ?? []) checkValue(rule, args[rule.name]);
}

/**
 * A resolver whose unexpected failure (a store's driver error, a bug) answers one clean error: its
 * message can name a host or a statement, so it is neither served nor logged.
 */
function guarded<A extends unknown[], R>(
  monitor: Monitor,
  field: string,
  resolve: (...args: A) => R | Promise<R>,
) {
  return async (...args: A): Promise<R> => {
    try {
      return await resolve(...args);
    } catch (error) {
      if (error instanceof ServiceError || error instanceof GraphQLError) throw error;
      monitor.log("error", "service", `${field} failed: its monitoring state could not be read.`);
      throw new GraphQLError(`${field}: the monitoring state could not be read.`);
    }
  };
}

export function monitoringResolvers(monitor: Monitor, access: Access | null) {
  /** What the data is judged at: the request's point in time (gateway/pointInTime.ts), else now. */
  const nowOf = (context: unknown) => pointInTimeOfContext(context) ?? monitor.clock.now();
  return {
    Query: {
      serviceLogs: guarded(monitor, "serviceLogs", (_: unknown, __: unknown, context: AccessContext) => {
        const scope = logScope(access, context);
        const lines = monitor.logs.newest(LOG_LINES_SERVED, scope);
        return {
          replica: monitor.replica(),
          scope: scope.kind,
          count: lines.length,
          lines,
          ...monitor.logs.stats(scope),
        };
      }),
      cacheStats: guarded(monitor, "cacheStats", () => {
        const caches = cacheStats(monitor.options.mode === "embedded");
        return { replica: monitor.replica(), count: caches.length, caches };
      }),
      selfHealing: guarded(monitor, "selfHealing", (_: unknown, args: { limit: number }) => {
        checkArguments("selfHealing", args);
        return selfHealing(monitor, access, args.limit);
      }),
      activeAlerts: guarded(
        monitor,
        "activeAlerts",
        (_: unknown, args: { severity?: Severity | null }, context?: unknown) =>
          activeAlerts(monitor, args.severity, nowOf(context)),
      ),
      systemHealth: guarded(
        monitor,
        "systemHealth",
        (_: unknown, args: { freshness: Freshness }, context?: unknown) =>
          systemHealth(monitor, args.freshness, nowOf(context)),
      ),
      serviceMetrics: guarded(monitor, "serviceMetrics", (_: unknown, args: { windowMinutes: number }) => {
        checkArguments("serviceMetrics", args);
        return {
          replica: monitor.replica(),
          ...monitor.metrics.summary(args.windowMinutes),
          latencyBucketsMs: LATENCY_BUCKETS_MS,
        };
      }),
      apiQuotas: guarded(monitor, "apiQuotas", (_: unknown, __: unknown, context: AccessContext) => {
        if (!access)
          throw new ServiceError("unauthorized", "api_quotas needs the access layer, which is off.");
        return apiQuotas(access, context);
      }),
      mlHealth: guarded(monitor, "mlHealth", (_: unknown, __: unknown, context?: unknown) =>
        mlHealth(monitor, nowOf(context)),
      ),
      dataFreshness: guarded(monitor, "dataFreshness", (_: unknown, __: unknown, context?: unknown) =>
        dataFreshness(monitor, nowOf(context)),
      ),
    },
  };
}
