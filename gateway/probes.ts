/**
 * The host's operational routes, outside the catalogue (whose paths all start with /api/):
 *
 * - `GET /livez`: 200 while the process answers.
 * - `GET /readyz`: 200 when the warehouse, the access store and the event bus (on Redis, when
 *   configured) and, over remote subgraphs, each subgraph answer; else 503 naming the ones that
 *   did not (subgraphs/kit/readiness.ts). Where this process builds derived products, the answer
 *   also lists those still building (`derived`): readiness does not wait for them, since every
 *   other route serves meanwhile and theirs answer 503 snapshot_cold with Retry-After
 *   (app/derivedBuilds.ts; docs/OPERATIONS.md "Start").
 * - `GET /metrics`: this replica's Prometheus series (gateway/monitoring/prometheus.ts), for an
 *   operator account's key (docs/ACCESS.md: the accounts that read every tenant's log lines):
 *   route names, traffic, wallets' charges and refusals are the whole service's business, not a
 *   tenant's. Any other key is 403 `forbidden`; no key 401. Without access control (--no-access),
 *   nobody has a key and it is open.
 *
 * None is billed or counted against a rate limit; the key check is the access layer's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ServiceError } from "../core/errors.js";
import { RestError } from "../core/restError.js";
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import {
  LIVENESS_PATH,
  READINESS_PATH,
  type ReadinessCheck,
  readiness,
  warehouseCheck,
} from "../subgraphs/kit/readiness.js";
import type { Warehouse } from "../warehouse/connection.js";
import type { DerivedState } from "../warehouse/derived.js";
import type { Access } from "./access/index.js";
import { keyFromRequest } from "./access/keys.js";
import { noteErrorCode } from "./answerCodes.js";
import type { PrometheusMetrics } from "./monitoring/prometheus.js";
import type { GatewayHealth } from "./subgraphHealth.js";

export const METRICS_PATH = "/metrics";

export interface Probes {
  /** What /readyz checks, by name (e.g. warehouse, access_store, event_bus, subgraph:market). */
  readiness: Record<string, ReadinessCheck>;
  /** The derived products still building here; absent: this process builds none. */
  derived?: () => Promise<DerivedState>;
  /** This replica's series; absent (no monitoring): no /metrics. */
  metrics?: PrometheusMetrics;
  /** Who may read /metrics; null: no access control, open. */
  access: Access | null;
}

function refuse(reply: FastifyReply, error: RestError) {
  noteErrorCode(reply.request, error.errorCode);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).header("X-Credits-Charged", "0").send(error.body());
}

/** The caller's key must be an operator's: 401 without a usable key, 403 for anyone else's. */
async function operatorOnly(access: Access, request: FastifyRequest): Promise<RestError | null> {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const { key } = keyFromRequest(header, new URL(request.url, "http://local").searchParams);
  try {
    const principal = await access.authenticate(key);
    if (principal.operator) return null;
    return new RestError(
      403,
      "forbidden",
      `${METRICS_PATH} is served to operator accounts only (npm run keys -- operator <account id> on); this key's account is not one.`,
    );
  } catch (error) {
    if (error instanceof ServiceError) {
      const headers = (error.extensions.headers ?? {}) as Record<string, string>;
      return new RestError(error.status, error.errorCode, error.message, error.extra, headers);
    }
    throw error;
  }
}

export function registerProbes(app: FastifyInstance, probes: Probes): void {
  app.get(LIVENESS_PATH, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "alive" };
  });
  app.get(READINESS_PATH, async (_request, reply) => {
    const [answer, derived] = await Promise.all([readiness(probes.readiness), probes.derived?.()]);
    return reply
      .header("Cache-Control", "no-store")
      .status(answer.status === "ready" ? 200 : 503)
      .send(derived ? { ...answer, derived } : answer);
  });
  const { metrics, access } = probes;
  if (!metrics) return;
  app.get(METRICS_PATH, async (request, reply) => {
    const refusal = access ? await operatorOnly(access, request) : null;
    if (refusal) return refuse(reply, refusal);
    const { contentType, body } = await metrics.scrape();
    return reply.header("Cache-Control", "no-store").type(contentType).send(body);
  });
}

/**
 * A gateway's readiness: the warehouse it reads keys and data from; the access store and the bus
 * when they are on Redis (in process they are this process); each remote subgraph, by the probe
 * GET /api/health shares (gateway/subgraphHealth.ts: one probe round serves them all).
 */
export function gatewayReadiness(parts: {
  db: Warehouse | null;
  access: Access | null;
  bus: EventBus;
  subgraphs?: { names: readonly string[]; health: () => Promise<GatewayHealth> };
}): Record<string, ReadinessCheck> {
  const { db, access, bus, subgraphs } = parts;
  const checks: Record<string, ReadinessCheck> = {};
  if (db) checks.warehouse = warehouseCheck(db);
  if (access?.backend.kind === "redis") checks.access_store = () => access.backend.ping();
  if (bus.kind === "redis") checks.event_bus = () => bus.ping();
  for (const name of subgraphs?.names ?? []) {
    checks[`subgraph:${name}`] = async () => {
      const health = await subgraphs?.health();
      if (health?.subgraphs[name]?.status !== "ok") throw new Error(`${name} did not answer its probe`);
    };
  }
  return checks;
}
