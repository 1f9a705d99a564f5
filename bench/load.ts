/**
 * Loading one target with autocannon: fetch and verify one response per request body, warm up,
 * then measure while sampling the server processes. Every response under load is checked too
 * (autocannon verifyBody → mismatches), so errors are counted.
 */
import autocannon, { type Result } from "autocannon";
import { log } from "./log.js";
import { type Child, ProcessSampler } from "./processes.js";

export interface LoadSettings {
  /** Measured seconds per target (BENCH_SECONDS). */
  seconds: number;
  /** Warm-up seconds per target, not measured (BENCH_WARMUP). */
  warmup: number;
  /** autocannon connections (BENCH_CONNECTIONS). */
  connections: number;
}

export interface Target {
  label: string;
  url: string;
  method: "GET" | "POST";
  /** POST bodies; with several, requests take them in turn (one round robin over all connections). */
  bodies?: string[];
  /** Checks a verification response (one per body); returns the value compared across targets. */
  verify: (status: number, body: string) => unknown;
  /** Cheap check of every response under load, given the verified bodies (false → a mismatch). */
  makeVerifyBody: (verifiedBodies: string[]) => (body: string) => boolean;
  /** The server process (measured: RSS, CPU); `also` are processes it relies on (reported apart). */
  server: Child;
  also?: Child[];
}

/** One row of a results table. */
export interface Measurement {
  label: string;
  stack: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  errorDetail: string;
  peakRssMb: number;
  alsoPeakRssMb: number;
  cpuMsPerRequest: number;
  alsoCpuMsPerRequest: number;
  /** CPU ms per request of each process in `also`. */
  alsoCpu: { name: string; msPerRequest: number }[];
  /** What verify returned, one entry per body. */
  verified: unknown[];
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };
const headersFor = (target: Target) =>
  target.method === "POST" ? JSON_HEADERS : { accept: "application/json" };

async function fetchOnce(
  target: Target,
  body: string | undefined,
): Promise<{ status: number; body: string }> {
  const response = await fetch(target.url, {
    method: target.method,
    headers: headersFor(target),
    ...(body ? { body } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text() };
}

async function load(
  target: Target,
  seconds: number,
  connections: number,
  verifyBody: (body: string) => boolean,
): Promise<Result> {
  const bodies = target.bodies ?? [];
  let next = 0;
  const instance = autocannon({
    url: target.url,
    method: target.method,
    headers: headersFor(target),
    ...(bodies.length === 1 ? { body: bodies[0] } : {}),
    ...(bodies.length > 1
      ? {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                body: bodies[next++ % bodies.length],
              }),
            },
          ],
        }
      : {}),
    connections,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    verifyBody,
  });
  // Belt and braces: the run is bounded by `duration`, and this stops it if anything hangs.
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

function errorCount(result: Result): number {
  return result.errors + result.non2xx + result.mismatches;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export async function measure(target: Target, stack: string, settings: LoadSettings): Promise<Measurement> {
  const verifiedBodies: string[] = [];
  const verified: unknown[] = [];
  for (const body of target.bodies ?? [undefined]) {
    const response = await fetchOnce(target, body);
    verified.push(target.verify(response.status, response.body));
    verifiedBodies.push(response.body);
  }
  const verifyBody = target.makeVerifyBody(verifiedBodies);
  log(`${target.label}: ${verifiedBodies.length} response(s) verified; warm-up ${settings.warmup} s`);
  const warm = await load(target, settings.warmup, settings.connections, verifyBody);
  if (errorCount(warm) > 0) {
    throw new Error(
      `${target.label}: ${errorCount(warm)} errors during warm-up (errors ${warm.errors}, non-2xx ${warm.non2xx}, mismatches ${warm.mismatches})`,
    );
  }
  const also = target.also ?? [];
  const sampler = new ProcessSampler([target.server.pid, ...also.map((c) => c.pid)]);
  sampler.start();
  const result = await load(target, settings.seconds, settings.connections, verifyBody);
  const usage = sampler.stop();
  const requests = result.requests.total;
  const perRequest = (ms: number) => ms / Math.max(requests, 1);
  const [serverRssMb = 0, ...alsoRssMb] = usage.peakRssMb;
  const [serverCpuMs = 0, ...alsoCpuMs] = usage.cpuMs;
  const measurement: Measurement = {
    label: target.label,
    stack,
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    errors: errorCount(result),
    errorDetail: `errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}, body mismatches ${result.mismatches}`,
    peakRssMb: serverRssMb,
    alsoPeakRssMb: sum(alsoRssMb),
    cpuMsPerRequest: perRequest(serverCpuMs),
    alsoCpuMsPerRequest: perRequest(sum(alsoCpuMs)),
    alsoCpu: also.map((child, i) => ({ name: child.name, msPerRequest: perRequest(alsoCpuMs[i] ?? 0) })),
    verified,
  };
  log(
    `${target.label}: ${measurement.rps.toFixed(0)} req/s, p50 ${measurement.p50} ms, p99 ${measurement.p99} ms, ` +
      `${measurement.errors} errors, peak RSS ${measurement.peakRssMb.toFixed(0)} MB`,
  );
  return measurement;
}

/** `data[field]` of a GraphQL answer, which must be HTTP 200 with no errors. */
export function graphqlData(status: number, body: string, field: string): Record<string, unknown> {
  if (status !== 200) throw new Error(`HTTP ${status}: ${body.slice(0, 500)}`);
  const parsed = JSON.parse(body) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  if (parsed.errors?.length)
    throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 800)}`);
  const value = parsed.data?.[field];
  if (!value || typeof value !== "object") throw new Error(`No data.${field}: ${body.slice(0, 500)}`);
  return value as Record<string, unknown>;
}
