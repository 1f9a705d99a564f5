/**
 * The client side of (e), fan-out: a child process of the bench (forked with an IPC channel, so
 * the clients never share an event loop with the server or the bench's own bookkeeping) that
 * opens many subscribers of the market `bars` stream on one service, either as SSE clients of
 * `GET /api/v3/stream/bars?symbols=SPY` (raw `http.request` streams, `data:` lines parsed by hand)
 * or as graphql-ws clients (`createClient` with `ws`, one socket each) of
 * `subscription { bars(symbols: ["SPY"]) { id publishedAt close } }`.
 *
 * Conversation with the bench (bench/sections/e.ts), one message each way per step:
 *   ← open {config}     connect the clients in batches, wait until each has had a first frame
 *   → opened {...}      connection figures
 *   ← measure {seconds} count every frame received for `seconds`
 *   → measured {...}    frames, latencies (receive time − published_at, same clock), gaps
 *   ← close             close every client and wait until each socket has closed
 *   → closed {...}      then the process exits
 */
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createClient } from "graphql-ws";
import WebSocket from "ws";

export type FanoutKind = "sse" | "ws";

export interface FanoutConfig {
  kind: FanoutKind;
  /** The service's base URL (http://host:port). */
  url: string;
  keys: string[];
  clients: number;
  /** Clients opened at once; the next batch starts when this one is connected. */
  batch: number;
  /** How long to wait for every client's first frame once all are connected. */
  firstFrameTimeoutMs: number;
}

export interface Opened {
  type: "opened";
  connected: number;
  /** Connection failures, by message (status and body for SSE, close code for graphql-ws). */
  failures: Record<string, number>;
  connectMs: number;
  /** Clients that had a frame before the measurement, and how long after connecting all it took. */
  withFrame: number;
  firstFrameMs: number;
}

export interface Measured {
  type: "measured";
  seconds: number;
  clients: number;
  frames: number;
  /** Distinct frame ids received by any client in the window (what the producer published). */
  distinctFrames: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Per client: ids between its first and last frame of the window that some client got and it did not. */
  gaps: number;
  clientsWithGaps: number;
  /** Frames whose id was not after the previous one of the same client. */
  outOfOrder: number;
  /** Clients that received nothing in the window, and those whose last frame came > 1 s before its end. */
  silentClients: number;
  stalledClients: number;
  /** Streams the server ended or cut during the window, and error frames (`event: error`, GraphQL errors). */
  ended: number;
  errorFrames: Record<string, number>;
  /** This process: CPU used in the window and its event-loop delay (a busy client adds latency). */
  clientCpuMs: number;
  clientLoopDelayMs: { p50: number; p99: number; max: number };
}

export interface Closed {
  type: "closed";
  closeMs: number;
  /** Sockets still open after the wait (must be 0). */
  stillOpen: number;
}

type Message =
  | { type: "open"; config: FanoutConfig }
  | { type: "measure"; seconds: number }
  | { type: "close" };

interface Subscriber {
  /** Frames in the window, the first and last id of the window, the last id overall. */
  count: number;
  firstId: string | null;
  lastId: string | null;
  previousId: string | null;
  lastReceivedMs: number;
  framesEver: number;
  ended: boolean;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// What every client reports into

let measuring = false;
let latencies: number[] = [];
/** Ids received in the window by any client → their publish time. */
let windowIds = new Map<string, number>();
let outOfOrder = 0;
let endedInWindow = 0;
let errorFrames: Record<string, number> = {};

/** `<ms>-<seq>` ids, compared as the bus orders them. */
function compareIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split("-").map(Number);
  const [bm = 0, bs = 0] = b.split("-").map(Number);
  return am - bm || as - bs;
}

function onFrame(subscriber: Subscriber, id: string, publishedMs: number) {
  const now = Date.now();
  subscriber.framesEver += 1;
  subscriber.lastReceivedMs = now;
  if (subscriber.previousId !== null && compareIds(id, subscriber.previousId) <= 0) outOfOrder += 1;
  subscriber.previousId = id;
  if (!measuring) return;
  subscriber.count += 1;
  subscriber.firstId ??= id;
  subscriber.lastId = id;
  latencies.push(now - publishedMs);
  if (!windowIds.has(id)) windowIds.set(id, publishedMs);
}

function onError(code: string) {
  errorFrames[code] = (errorFrames[code] ?? 0) + 1;
}

function onEnded(subscriber: Subscriber) {
  if (subscriber.ended) return;
  subscriber.ended = true;
  if (measuring) endedInWindow += 1;
}

const newSubscriber = (): Subscriber => ({
  count: 0,
  firstId: null,
  lastId: null,
  previousId: null,
  lastReceivedMs: 0,
  framesEver: 0,
  ended: false,
  close: async () => {},
});

// ---------------------------------------------------------------------------------------------
// SSE: one raw HTTP request per client, no keep-alive pool

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function openSse(base: string, key: string): Promise<Subscriber> {
  const subscriber = newSubscriber();
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/v3/stream/bars?symbols=SPY`, {
      agent,
      headers: { accept: "text/event-stream", authorization: `Bearer ${key}` },
    });
    request.on("error", (error) => {
      onEnded(subscriber);
      reject(error);
    });
    request.on("response", (response) => {
      response.setEncoding("utf8");
      if (response.statusCode !== 200) {
        let body = "";
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => reject(new Error(`HTTP ${response.statusCode} ${body.slice(0, 200)}`)));
        return;
      }
      const closed = new Promise<void>((done) => response.once("close", () => done()));
      response.once("close", () => onEnded(subscriber));
      subscriber.close = async () => {
        request.destroy();
        await closed;
      };
      let buffer = "";
      response.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          let data = "";
          for (const line of block.split("\n")) {
            if (line.startsWith("data: ")) data += line.slice(6);
            else if (line.startsWith("event: ")) event = line.slice(7);
          }
          if (data === "") continue; // retry, heartbeat comments
          if (event === "message") {
            const frame = JSON.parse(data) as { id: string; published_at: string };
            onFrame(subscriber, frame.id, Date.parse(frame.published_at));
          } else {
            const parsed = JSON.parse(data) as { detail?: { error_code?: string }; reason?: string };
            onError(`${event}: ${parsed.detail?.error_code ?? parsed.reason ?? data.slice(0, 80)}`);
          }
        }
      });
      resolve(subscriber);
    });
    request.end();
  });
}

// ---------------------------------------------------------------------------------------------
// graphql-ws: one client (one socket) per subscriber

const BARS_SUBSCRIPTION = 'subscription { bars(symbols: ["SPY"]) { id publishedAt close } }';

function openWs(base: string, key: string): Promise<Subscriber> {
  const subscriber = newSubscriber();
  return new Promise((resolve, reject) => {
    let connected = false;
    let socketClosed: () => void = () => {};
    const closed = new Promise<void>((done) => {
      socketClosed = done;
    });
    const client = createClient({
      url: `${base.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${key}` },
      retryAttempts: 0,
      lazy: true,
      on: {
        connected: () => {
          connected = true;
          resolve(subscriber);
        },
        closed: (event) => {
          onEnded(subscriber);
          socketClosed();
          if (!connected) {
            const { code, reason } = event as { code?: number; reason?: string };
            reject(new Error(`socket closed ${code ?? "?"} ${reason ?? ""}`.trim()));
          }
        },
      },
    });
    const unsubscribe = client.subscribe<{ bars: { id: string; publishedAt: string } }>(
      { query: BARS_SUBSCRIPTION },
      {
        next: (value) => {
          const bar = value.data?.bars;
          if (value.errors?.length || !bar) {
            onError(
              `graphql: ${JSON.stringify(value.errors?.[0]?.extensions?.code ?? value.errors?.[0]?.message)}`,
            );
            return;
          }
          onFrame(subscriber, bar.id, Date.parse(bar.publishedAt));
        },
        error: (error) => {
          onEnded(subscriber);
          if (connected) onError(`subscription error: ${error instanceof Error ? error.message : "closed"}`);
        },
        complete: () => onEnded(subscriber),
      },
    );
    subscriber.close = async () => {
      unsubscribe();
      await client.dispose();
      await closed;
    };
  });
}

// ---------------------------------------------------------------------------------------------

let subscribers: Subscriber[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

function send(message: Opened | Measured | Closed) {
  process.send?.(message);
}

async function open(config: FanoutConfig): Promise<Opened> {
  const started = Date.now();
  const failures: Record<string, number> = {};
  const openOne = config.kind === "sse" ? openSse : openWs;
  for (let first = 0; first < config.clients; first += config.batch) {
    const batch = Array.from({ length: Math.min(config.batch, config.clients - first) }, (_, i) =>
      openOne(config.url, config.keys[(first + i) % config.keys.length] as string),
    );
    for (const outcome of await Promise.allSettled(batch)) {
      if (outcome.status === "fulfilled") subscribers.push(outcome.value);
      else {
        const message = (outcome.reason as Error).message ?? String(outcome.reason);
        failures[message] = (failures[message] ?? 0) + 1;
      }
    }
  }
  const connectMs = Date.now() - started;
  const deadline = Date.now() + config.firstFrameTimeoutMs;
  while (subscribers.some((s) => s.framesEver === 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    type: "opened",
    connected: subscribers.length,
    failures,
    connectMs,
    withFrame: subscribers.filter((s) => s.framesEver > 0).length,
    firstFrameMs: Date.now() - started - connectMs,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

async function measure(seconds: number): Promise<Measured> {
  latencies = [];
  windowIds = new Map();
  outOfOrder = 0;
  endedInWindow = 0;
  errorFrames = {};
  for (const s of subscribers) {
    s.count = 0;
    s.firstId = null;
    s.lastId = null;
  }
  loopDelay.reset();
  loopDelay.enable();
  const cpuStart = process.cpuUsage();
  const startedAt = Date.now();
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsed = (Date.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  loopDelay.disable();

  // Every id some client got in the window, in bus order: a client's gaps are the ids between its
  // own first and last that it did not get (so window edges do not count as losses).
  const ordered = [...windowIds.keys()].sort(compareIds);
  const rank = new Map(ordered.map((id, i) => [id, i]));
  let gaps = 0;
  let clientsWithGaps = 0;
  for (const s of subscribers) {
    if (s.firstId === null || s.lastId === null) continue;
    const missing = (rank.get(s.lastId) ?? 0) - (rank.get(s.firstId) ?? 0) + 1 - s.count;
    if (missing > 0) {
      gaps += missing;
      clientsWithGaps += 1;
    }
  }
  const windowEnd = startedAt + elapsed * 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const ns = (value: number) => value / 1e6;
  return {
    type: "measured",
    seconds: elapsed,
    clients: subscribers.length,
    frames: latencies.length,
    distinctFrames: ordered.length,
    latencyMs: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      mean: sorted.reduce((sum, v) => sum + v, 0) / Math.max(sorted.length, 1),
    },
    gaps,
    clientsWithGaps,
    outOfOrder,
    silentClients: subscribers.filter((s) => s.count === 0).length,
    stalledClients: subscribers.filter((s) => s.count > 0 && s.lastReceivedMs < windowEnd - 1_000).length,
    ended: endedInWindow,
    errorFrames,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    clientLoopDelayMs: {
      p50: ns(loopDelay.percentile(50)),
      p99: ns(loopDelay.percentile(99)),
      max: ns(loopDelay.max),
    },
  };
}

async function close(): Promise<Closed> {
  const started = Date.now();
  const all = Promise.all(subscribers.map((s) => s.close().catch(() => {})));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, 15_000);
  });
  await Promise.race([all, timeout]);
  // Nothing may keep this process alive once the bench disconnects: it exits on its own.
  clearTimeout(timer);
  agent.destroy();
  const stillOpen = subscribers.filter((s) => !s.ended).length;
  subscribers = [];
  return { type: "closed", closeMs: Date.now() - started, stillOpen };
}

process.on("message", (message: Message) => {
  const reply =
    message.type === "open"
      ? open(message.config)
      : message.type === "measure"
        ? measure(message.seconds)
        : close();
  reply.then(
    (answer) => {
      send(answer);
      if (answer.type === "closed") process.disconnect();
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
