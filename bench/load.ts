/**
 * Loading one target with autocannon: fetch and verify one response per request body (and per
 * header set), warm up, then measure while sampling the server processes. Every response under
 * load is checked too (autocannon verifyBody → mismatches, and a target's verifyHeaders), so
 * errors are counted.
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
  /** Extra request headers (e.g. one API key each); with several, requests take them in turn too. */
  headerSets?: Record<string, string>[];
  /**
   * Checks a verification response (one per body, or per header set when there are more of those;
   * request i sends body i and header set i, modulo their counts); returns the value compared
   * across targets.
   */
  verify: (status: number, body: string, headers: Headers) => unknown;
  /** Cheap check of every response under load, given the verified bodies (false → a mismatch). */
  makeVerifyBody: (verifiedBodies: string[]) => (body: string) => boolean;
  /** Check of every response's headers under load (names lower-cased); false → a header mismatch. */
  verifyHeaders?: (headers: Record<string, string>) => boolean;
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
  /** Responses per HTTP status under load (autocannon statusCodeStats), e.g. { "200": 1953 }. */
  statusCounts: Record<string, number>;
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
  extraHeaders: Record<string, string> | undefined,
): Promise<{ status: number; body: string; headers: Headers }> {
  const response = await fetch(target.url, {
    method: target.method,
    headers: { ...headersFor(target), ...extraHeaders },
    ...(body ? { body } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

interface LoadResult {
  result: Result;
  /** 2xx responses whose headers failed the target's verifyHeaders (others count as non-2xx). */
  headerMismatches: number;
}

async function load(
  target: Target,
  seconds: number,
  connections: number,
  verifyBody: (body: string) => boolean,
): Promise<LoadResult> {
  const bodies = target.bodies ?? [];
  const headerSets = target.headerSets ?? [];
  const { verifyHeaders } = target;
  let nextBody = 0;
  let nextHeaders = 0;
  let headerMismatches = 0;
  let headersChecked = 0;
  const perRequest = bodies.length > 1 || headerSets.length > 0 || verifyHeaders !== undefined;
  const instance = autocannon({
    url: target.url,
    method: target.method,
    headers: headersFor(target),
    ...(bodies.length === 1 ? { body: bodies[0] } : {}),
    ...(perRequest
      ? {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                ...(bodies.length > 1 ? { body: bodies[nextBody++ % bodies.length] } : {}),
                ...(headerSets.length > 0
                  ? {
                      headers: {
                        ...(request.headers as Record<string, string>),
                        ...headerSets[nextHeaders++ % headerSets.length],
                      },
                    }
                  : {}),
              }),
              ...(verifyHeaders
                ? {
                    onResponse: (status: number, _body: string, _context: unknown, headers: RawHeaders) => {
                      headersChecked += 1;
                      if (status >= 200 && status < 300 && !verifyHeaders(lowerCased(headers))) {
                        headerMismatches += 1;
                      }
                    },
                  }
                : {}),
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
    const result = await instance;
    // Guards the check itself: headers that were never looked at must not pass as verified.
    if (verifyHeaders && result.requests.total > 0 && headersChecked === 0) {
      throw new Error(`${target.label}: autocannon reported no response headers to verify`);
    }
    return { result, headerMismatches };
  } finally {
    clearTimeout(guard);
  }
}

type RawHeaders = Record<string, string | string[]>;
function lowerCased(headers: RawHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function errorCount({ result, headerMismatches }: LoadResult): number {
  return result.errors + result.non2xx + result.mismatches + headerMismatches;
}

function statusCounts(result: Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
}

function describeErrors({ result, headerMismatches }: LoadResult, verifiesHeaders: boolean): string {
  const statuses = Object.entries(statusCounts(result))
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, count]) => `${status} ×${count}`);
  return (
    `errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}` +
    (statuses.length > 0 ? ` (${statuses.join(", ")})` : "") +
    `, body mismatches ${result.mismatches}` +
    (verifiesHeaders ? `, header mismatches ${headerMismatches}` : "")
  );
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** `warmup` overrides settings.warmup (e.g. longer for a process's first round, while V8 still optimises). */
export async function measure(
  target: Target,
  stack: string,
  settings: LoadSettings,
  warmup = settings.warmup,
): Promise<Measurement> {
  const verifiedBodies: string[] = [];
  const verified: unknown[] = [];
  const bodies = target.bodies ?? [undefined];
  const headerSets = target.headerSets ?? [];
  for (let i = 0; i < Math.max(bodies.length, headerSets.length); i++) {
    const response = await fetchOnce(
      target,
      bodies[i % bodies.length],
      headerSets.length > 0 ? headerSets[i % headerSets.length] : undefined,
    );
    verified.push(target.verify(response.status, response.body, response.headers));
    verifiedBodies.push(response.body);
  }
  const verifyBody = target.makeVerifyBody(verifiedBodies);
  log(`${target.label}: ${verifiedBodies.length} response(s) verified; warm-up ${warmup} s`);
  const verifiesHeaders = target.verifyHeaders !== undefined;
  const warm = await load(target, warmup, settings.connections, verifyBody);
  if (errorCount(warm) > 0) {
    throw new Error(
      `${target.label}: ${errorCount(warm)} errors during warm-up (${describeErrors(warm, verifiesHeaders)})`,
    );
  }
  const also = target.also ?? [];
  const sampler = new ProcessSampler([target.server.pid, ...also.map((c) => c.pid)]);
  sampler.start();
  const loaded = await load(target, settings.seconds, settings.connections, verifyBody);
  const usage = sampler.stop();
  const { result } = loaded;
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
    errors: errorCount(loaded),
    errorDetail: describeErrors(loaded, verifiesHeaders),
    statusCounts: statusCounts(result),
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
