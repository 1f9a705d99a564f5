/**
 * (d) Access overhead: the shim's price-snapshot route on two processes of the same federated
 * service (bench/service.ts), one without the access plugin (auth off, as in a and c) and one
 * enforcing keys, rate limits, plans and credits (BENCH_AUTH=1: the embedded backend on its own
 * copy of the warehouse file, one enterprise account with a practically endless wallet).
 *
 * Both get the very same requests: `Authorization: Bearer <key>` with the keys in turn (the
 * service without access ignores it), spread over enough keys that none comes near the
 * enterprise plan's per-key limit, and any 429 (any non-2xx at all) fails the comparison. Rounds
 * alternate off, on, on, off, off, on, … so load from other work on the machine falls on both, and
 * each target is summarised by the median of its rounds. The first round of each process warms up
 * for as long as a round measures (V8 is still optimising a fresh process), later rounds as usual.
 */
import { isDeepStrictEqual } from "node:util";
import { PLANS } from "../../gateway/access/plans.js";
import { type LoadSettings, type Measurement, measure } from "../load.js";
import { log } from "../log.js";
import type { Child } from "../processes.js";
import { isRestSnapshotBody, priceSnapshotRoute, verifyRestSnapshot } from "./a.js";

/** Keys the access service issues (BENCH_KEYS); requests take them in turn. */
export const ACCESS_KEYS = 32;

export type AccessTarget = "off" | "on";

/** The median of each figure over a target's rounds. */
export interface Summary {
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  peakRssMb: number;
  /** Sums over the rounds. */
  requests: number;
  errors: number;
}

export interface ComparisonD {
  /** Every measured round in run order. */
  rounds: { target: AccessTarget; measurement: Measurement }[];
  off: Summary;
  on: Summary;
  keys: number;
  limitPerKey: number;
  /** The busiest round of the access target, as requests per key per minute (against limitPerKey). */
  peakPerKeyPerMinute: number;
  /** 429 answers over all rounds of both targets (must be 0). */
  rateLimited: number;
  /** Whether both services answered the same snapshot (minus envelope and price age). */
  sameSnapshot: boolean;
}

/** Run order of `rounds` rounds per target: off, on, on, off, off, on, … */
export function roundOrder(rounds: number): AccessTarget[] {
  const order: AccessTarget[] = [];
  for (let i = 0; i < rounds; i++)
    order.push(...(i % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const)));
  return order;
}

/** The keys bench/service.ts printed before its listening line. */
export function keysOf(service: Child): string[] {
  const keys = /bench keys: (\S+)/.exec(service.output)?.[1]?.split(",") ?? [];
  if (keys.length === 0) throw new Error(`${service.name} printed no "bench keys:" line`);
  return keys;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function summarise(rounds: Measurement[]): Summary {
  const of = (pick: (m: Measurement) => number) => median(rounds.map(pick));
  return {
    rps: of((m) => m.rps),
    p50: of((m) => m.p50),
    p99: of((m) => m.p99),
    cpuMsPerRequest: of((m) => m.cpuMsPerRequest),
    peakRssMb: of((m) => m.peakRssMb),
    requests: rounds.reduce((sum, m) => sum + m.requests, 0),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
  };
}

const ACCESS_HEADERS = ["ratelimit", "ratelimit-policy", "x-credits-charged", "x-credits-left"];

export async function runD(
  off: Child,
  on: Child,
  settings: LoadSettings,
  roundsPerTarget: number,
): Promise<ComparisonD> {
  const keys = keysOf(on);
  const headerSets = keys.map((key) => ({ authorization: `Bearer ${key}` }));
  const path = `${priceSnapshotRoute.path}?ticker=AAPL`;
  const label = `REST \`GET ${path}\``;
  const stacks: Record<AccessTarget, string> = {
    off: "`bench/service.ts` (startService, auth off: no access plugin), bars replay off",
    on: `\`BENCH_AUTH=1 bench/service.ts\` (startService with access: embedded backend on a copy of the warehouse file; ${keys.length} enterprise keys of one account in turn), bars replay off`,
  };
  const servers: Record<AccessTarget, Child> = { off, on };
  const rounds: ComparisonD["rounds"] = [];
  const counts: Record<AccessTarget, number> = { off: 0, on: 0 };
  for (const target of roundOrder(roundsPerTarget)) {
    counts[target] += 1;
    const measurement = await measure(
      {
        label: `access ${target}, round ${counts[target]}: ${label}`,
        url: `${servers[target].url}${path}`,
        method: "GET",
        headerSets,
        server: servers[target],
        verify: (status, body, headers) => {
          const snapshot = verifyRestSnapshot(status, body);
          const present = ACCESS_HEADERS.filter((name) => headers.has(name));
          if (target === "on") {
            const missing = ACCESS_HEADERS.filter((name) => !headers.has(name));
            if (missing.length > 0) throw new Error(`access on: response without ${missing.join(", ")}`);
            const charged = Number(headers.get("x-credits-charged"));
            if (!(charged > 0))
              throw new Error(`access on: X-Credits-Charged ${headers.get("x-credits-charged")}`);
          } else if (present.length > 0) {
            throw new Error(`access off: response carries ${present.join(", ")}, so access is not off`);
          }
          return snapshot;
        },
        makeVerifyBody: () => isRestSnapshotBody,
        // Every response under load: the access headers present (on) or absent (off).
        verifyHeaders:
          target === "on"
            ? (headers) => "ratelimit" in headers && "x-credits-charged" in headers
            : (headers) => !("ratelimit" in headers) && !("x-credits-charged" in headers),
      },
      stacks[target],
      settings,
      // A fresh process is still being optimised by V8: its first round warms up longer.
      counts[target] === 1 ? Math.max(settings.warmup, settings.seconds) : settings.warmup,
    );
    rounds.push({ target, measurement });
  }
  const of = (target: AccessTarget) => rounds.filter((r) => r.target === target).map((r) => r.measurement);
  const limitPerKey = PLANS.enterprise.requestsPerMinute;
  const peakPerKeyPerMinute = (Math.max(...of("on").map((m) => m.rps)) * 60) / keys.length;
  const rateLimited = rounds.reduce((sum, r) => sum + (r.measurement.statusCounts["429"] ?? 0), 0);
  const firstOff = of("off")[0];
  const firstOn = of("on")[0];
  const sameSnapshot =
    firstOff !== undefined &&
    firstOn !== undefined &&
    isDeepStrictEqual(firstOff.verified[0], firstOn.verified[0]) &&
    rounds.every((r) => r.measurement.verified.every((v) => isDeepStrictEqual(v, firstOff.verified[0])));
  const result: ComparisonD = {
    rounds,
    off: summarise(of("off")),
    on: summarise(of("on")),
    keys: keys.length,
    limitPerKey,
    peakPerKeyPerMinute,
    rateLimited,
    sameSnapshot,
  };
  log(
    `access overhead: median ${result.off.rps.toFixed(0)} req/s off vs ${result.on.rps.toFixed(0)} on ` +
      `(${((1 - result.on.rps / result.off.rps) * 100).toFixed(1)} %), CPU ${result.off.cpuMsPerRequest.toFixed(2)} vs ` +
      `${result.on.cpuMsPerRequest.toFixed(2)} ms/req; ${result.rateLimited} × 429`,
  );
  return result;
}
