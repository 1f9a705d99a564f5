/**
 * The routes the scale bench times on both services, and the timing: a first call per route and
 * service (retried while the route answers 503 warming, as a client told Retry-After would), then
 * warm calls alternating between the two services, so that load drifts hit both alike.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { call, median } from "../../test/support/heavyLoad.js";
import type { Child } from "../processes.js";
import { type Timed, timedCall } from "../timedCall.js";

export const SCALE_ROUTES = [
  { name: "price_snapshot", path: "/api/v3/fundamentals/price_snapshot?ticker=AAPL" },
  { name: "prices", path: "/api/v3/fundamentals/prices?ticker=AAPL&limit=1000" },
  { name: "screener", path: "/api/v3/fundamentals/screener" },
  { name: "peers", path: "/api/v3/fundamentals/peers/AAPL" },
  { name: "var", path: "/api/v2/risk/var" },
  { name: "correlation_mesh", path: "/api/v3/research/correlation_mesh?seed=AAPL&depth=1" },
] as const;
export type ScaleRoute = (typeof SCALE_ROUTES)[number]["name"];

export interface Service {
  label: "sample" | "scale";
  child: Child;
  key: string;
}

export interface RouteTimes {
  /** The first 200's wall ms, and the seconds of 503 warming answers before it (0: none). */
  firstMs: number;
  warmingS: number;
  warm: Timed[];
}

const FIRST_CALL_DEADLINE_MS = 15 * 60_000;

async function firstCall(service: Service, path: string): Promise<{ firstMs: number; warmingS: number }> {
  const started = performance.now();
  for (;;) {
    const answer = await call(service.child.url, service.key, path);
    if (answer.status === 200) {
      const before = performance.now() - started - answer.ms;
      return { firstMs: answer.ms, warmingS: before > 1_000 ? before / 1000 : 0 };
    }
    const retryAfter = Number(answer.headers.get("retry-after") ?? Number.NaN);
    if (
      answer.status !== 503 ||
      !Number.isFinite(retryAfter) ||
      performance.now() - started > FIRST_CALL_DEADLINE_MS
    )
      throw new Error(`${service.label} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    await sleep(Math.max(1, retryAfter) * 1000);
  }
}

export async function timeRoutes(
  services: readonly [Service, Service],
  warmCalls: number,
): Promise<Map<ScaleRoute, Record<Service["label"], RouteTimes>>> {
  const times = new Map<ScaleRoute, Record<Service["label"], RouteTimes>>();
  for (const route of SCALE_ROUTES) {
    const entry = {} as Record<Service["label"], RouteTimes>;
    for (const service of services)
      entry[service.label] = { ...(await firstCall(service, route.path)), warm: [] };
    for (let i = 0; i < warmCalls; i++) {
      // Alternate which service goes first, so neither always follows the other's work.
      for (const service of i % 2 === 0 ? services : [...services].reverse())
        entry[service.label].warm.push(
          await timedCall(service.child.url, service.child.pid, service.key, route.path),
        );
    }
    times.set(route.name, entry);
  }
  return times;
}

/** Scale's warm wall median ÷ the sample's, per route. */
export function ratios(
  times: Map<ScaleRoute, Record<Service["label"], RouteTimes>>,
): Map<ScaleRoute, number> {
  const wall = (t: RouteTimes) => median(t.warm.map((call) => call.wallMs));
  return new Map([...times].map(([route, entry]) => [route, wall(entry.scale) / wall(entry.sample)]));
}
