/**
 * Liveness and readiness, for orchestrators and load balancers, the same on every kind of process
 * (the gateway's host: gateway/probes.ts; a subgraph alone: kit/serve.ts). Neither needs a key,
 * neither is billed, and neither collides with the catalogue (whose `/api/ready` is the
 * prediction book's readiness, spec/02): `GET /livez` answers while the process does;
 * `GET /readyz` runs the process's checks at once, each bounded by CHECK_TIMEOUT_MS, and answers
 * 200 when all passed, 503 naming those that did not. A check that fails says only `failed` or
 * `timeout`: these routes are key-free, so no address or driver message is ever shown.
 */
import { sql } from "kysely";
import type { Warehouse } from "../../warehouse/connection.js";

export const LIVENESS_PATH = "/livez";
export const READINESS_PATH = "/readyz";
export const CHECK_TIMEOUT_MS = 1_000;

/** Resolves when its dependency answers; rejects (or outlasts the timeout) when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

export interface CheckOutcome {
  status: "ok" | "failed" | "timeout";
  latency_ms: number;
}

export interface Readiness {
  status: "ready" | "not_ready";
  /** The checks that did not pass, by name. */
  failing: string[];
  checks: Record<string, CheckOutcome>;
}

async function run(check: ReadinessCheck, timeoutMs: number): Promise<CheckOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const outcome = await Promise.race([check().then(() => "ok" as const), timedOut]);
    return { status: outcome, latency_ms: latency() };
  } catch {
    return { status: "failed", latency_ms: latency() };
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const outcomes = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await run(check, timeoutMs)] as const),
  );
  const failing = outcomes.filter(([, outcome]) => outcome.status !== "ok").map(([name]) => name);
  return {
    status: failing.length === 0 ? "ready" : "not_ready",
    failing,
    checks: Object.fromEntries(outcomes),
  };
}

/** The warehouse answers the cheapest query. */
export function warehouseCheck(db: Warehouse): ReadinessCheck {
  return () => sql`select 1 as one`.execute(db);
}
