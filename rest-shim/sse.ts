/**
 * Server-sent events for the catalogue's SSE routes (flag `sse`): the route's persisted
 * subscription runs on the gateway with the caller's headers, and each frame is written as
 * `id: <stream id>` + `data: <json>` so a reconnect with `Last-Event-ID` resumes exactly after it.
 *
 * - Refusals happen before anything is written: no key (401), plan (402), and a stream whose
 *   producer is not running answers 503 `producer_unavailable` — never a heartbeat-only stream.
 * - Billing is the gateway's: a subscription is billed once, when it starts.
 * - Sharing: subscribers of the same route, arguments and entitled products share one execution
 *   in the gateway (gateway/sharedSubscriptions.ts), which hands each the same result object; its
 *   frame is encoded once (`frameBytes`) and the same Buffer written to every one of them. One
 *   heartbeat timer serves every stream, and only idle ones get heartbeats (sseHeartbeats.ts).
 * - Back-pressure: a frame is written only once the client's socket has drained the previous
 *   ones. Frames a slow client has not taken wait in its own bounded queue in the gateway; one
 *   that falls behind that bound, or whose socket takes nothing for `drainTimeoutMs`, is cut as a
 *   slow consumer and told: a last `event: error` (`slow_consumer`) and `event: close` frame, then
 *   the connection ends (destroyed if it has not taken them within `cutGraceMs`). It
 *   resumes with Last-Event-ID, losing nothing the bus still holds. No client waits for another.
 * - The per-key cap on open streams is the access plugin's (gateway/access/openStreams.ts), shared
 *   with graphql-ws: beyond it, 429 before anything opens.
 * - Shutdown ends every stream with a final `event: close` frame.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DocumentNode, ExecutionResult } from "graphql";
import { quoteInput } from "../core/errors.js";
import { RestError } from "../core/restError.js";
import { SLOW_CONSUMER_CODE } from "../gateway/sharedSubscriptions.js";
import { isStreamId, SubscriberOverflowError } from "../subgraphs/kit/eventBus.js";
import { inRestNames, restErrorFrom } from "./errors.js";
import type { AdmittedOperation } from "./executor.js";
import type { RouteSpec } from "./routeSpec.js";
import { sseHeartbeats } from "./sseHeartbeats.js";

export interface SseOptions {
  /** Comment lines that keep idle connections (and proxies) alive (rest-shim/sseHeartbeats.ts). */
  heartbeatMs: number;
  /** What EventSource clients wait before reconnecting. */
  retryMs: number;
  /** A client whose socket takes nothing for this long is cut off as a slow consumer. */
  drainTimeoutMs: number;
  /** How long a cut client has to read what it was sent and its last frames; then it is destroyed. */
  cutGraceMs: number;
}

export const DEFAULT_SSE_OPTIONS: SseOptions = {
  heartbeatMs: 15_000,
  retryMs: 3_000,
  drainTimeoutMs: 30_000,
  cutGraceMs: 10_000,
};

/** Why a stream ends with a final `event: close` frame (its data: `{"reason": …}`). */
export const CLOSE_FRAME_REASONS = ["server_shutdown", "stream_ended", "slow_consumer"] as const;

/** Why a stream ends without one: the client left. */
type SilentEnd = "client_closed";

interface OpenStream {
  /** Ends the stream; a slow consumer's `message` says why it was cut. */
  close(reason: (typeof CLOSE_FRAME_REASONS)[number] | SilentEnd, message?: string): void;
}

/** Resolves true when the socket can take more (or is gone), false after `timeoutMs`. */
function drained(raw: NodeJS.WritableStream & { destroyed: boolean }, timeoutMs: number): Promise<boolean> {
  if (raw.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      raw.off("drain", onDrain);
      raw.off("close", onDrain);
      resolve(ok);
    };
    const onDrain = () => finish(true);
    const timer = setTimeout(() => finish(false), timeoutMs);
    raw.on("drain", onDrain);
    raw.on("close", onDrain);
  });
}

/**
 * The frame bytes of one shared result's data, encoded once whoever receives them: subscribers of
 * one execution get the same data object (gateway/sharedSubscriptions.ts), so the same Buffer is
 * written to every socket (no string built or UTF-8 encoded per subscriber).
 */
const frameBuffers = new WeakMap<object, Buffer>();

function frameBytes(data: Record<string, unknown>): Buffer {
  let bytes = frameBuffers.get(data);
  if (bytes === undefined) {
    const id = typeof data.id === "string" ? `id: ${data.id}\n` : "";
    bytes = Buffer.from(`${id}data: ${JSON.stringify(data)}\n\n`);
    frameBuffers.set(data, bytes);
  }
  return bytes;
}

/** The last frames of a client cut as a slow consumer. */
function slowConsumerFrames(message: string): string {
  const error = { detail: { error_code: SLOW_CONSUMER_CODE, error_message: message } };
  return `event: error\ndata: ${JSON.stringify(error)}\n\nevent: close\ndata: ${JSON.stringify({ reason: SLOW_CONSUMER_CODE })}\n\n`;
}

const STALLED_SOCKET =
  "This client's connection took no data for too long and was cut; reconnect with Last-Event-ID.";

/** The error frame for a stream that failed after it opened. */
function streamFailure(error: unknown) {
  if (error instanceof SubscriberOverflowError || (error as Error)?.name === "SubscriberOverflowError") {
    return {
      detail: {
        error_code: SLOW_CONSUMER_CODE,
        error_message: (error as Error).message,
      },
    };
  }
  return {
    detail: {
      error_code: "upstream_unavailable",
      error_message: "The stream failed; reconnect with Last-Event-ID.",
    },
  };
}

function headersSetOn(reply: FastifyReply): Record<string, string | number | string[]> {
  return Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
}

function isAsyncIterable<T>(value: unknown): value is AsyncIterable<T> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

export function sseStreams(app: FastifyInstance, options: SseOptions = DEFAULT_SSE_OPTIONS) {
  const open = new Set<OpenStream>();
  const heartbeats = sseHeartbeats(options.heartbeatMs);

  app.addHook("preClose", async () => {
    for (const stream of [...open]) stream.close("server_shutdown");
  });

  /** The Last-Event-ID header (a reconnect) wins over a `since` query parameter. */
  function resumeFrom(request: FastifyRequest, variables: Record<string, unknown>) {
    const lastEventId = request.headers["last-event-id"];
    if (typeof lastEventId !== "string" || lastEventId === "") return;
    if (!isStreamId(lastEventId)) {
      throw new RestError(
        422,
        "validation_error",
        `Last-Event-ID must be a stream id <ms>-<seq>; got ${quoteInput(lastEventId)}.`,
        {
          parameter: "Last-Event-ID",
        },
      );
    }
    variables.since = lastEventId;
  }

  return async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    stream: {
      route: RouteSpec;
      document: DocumentNode;
      variables: Record<string, unknown>;
      operation: AdmittedOperation;
    },
  ) {
    const { route, document, variables } = stream;
    resumeFrom(request, variables);
    if (typeof variables.since === "string" && !isStreamId(variables.since)) {
      throw new RestError(
        422,
        "validation_error",
        `since must be a stream id <ms>-<seq> or "-"; got ${quoteInput(variables.since)}.`,
        {
          parameter: "since",
        },
      );
    }
    const answer = await stream.operation.subscribe(document, variables);
    if (!isAsyncIterable<ExecutionResult>(answer.result)) {
      const error = answer.result.errors?.[0] ?? { message: "The stream could not be opened." };
      throw inRestNames(restErrorFrom(error), route.params);
    }
    const frames = answer.result[Symbol.asyncIterator]();

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      // What the host's hooks set before the handler (the CORS policy's headers): a hijacked
      // reply does not send them itself.
      ...headersSetOn(reply),
      ...answer.headers,
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
      // nginx and similar proxies buffer responses unless told not to.
      "X-Accel-Buffering": "no",
    });
    raw.write(`retry: ${options.retryMs}\n\n`);

    let closed = false;
    const heartbeat = heartbeats.add(raw);
    const entry: OpenStream = {
      close(reason, message = STALLED_SOCKET) {
        if (closed) return;
        closed = true;
        heartbeat.remove();
        open.delete(entry);
        if (reason === SLOW_CONSUMER_CODE && !raw.destroyed) {
          // Told why, after what it has not read yet; the connection closes once it took that
          // (a kept-alive socket would linger), or is destroyed if it never reads again.
          raw.end(slowConsumerFrames(message), () => raw.destroy());
          setTimeout(() => raw.destroy(), options.cutGraceMs).unref();
        } else if (reason !== "client_closed" && !raw.destroyed) {
          raw.end(`event: close\ndata: ${JSON.stringify({ reason })}\n\n`);
        }
        void frames.return?.();
      },
    };
    open.add(entry);
    raw.on("close", () => entry.close("client_closed"));

    try {
      for (;;) {
        let next: IteratorResult<ExecutionResult>;
        try {
          next = await frames.next();
        } catch (error) {
          const body = streamFailure(error);
          if (!closed) raw.write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
          break;
        }
        if (next.done || closed) break;
        const frame = next.value;
        const failure = frame.errors?.[0];
        if (failure?.extensions?.code === SLOW_CONSUMER_CODE) {
          entry.close(SLOW_CONSUMER_CODE, failure.message);
          break;
        }
        if (failure) {
          const error = restErrorFrom(failure as { message: string });
          raw.write(`event: error\ndata: ${JSON.stringify(error.body())}\n\n`);
          break;
        }
        const data = frame.data?.[route.field] as Record<string, unknown> | undefined;
        if (!data) continue;
        heartbeat.carried = true;
        if (!raw.write(frameBytes(data)) && !(await drained(raw, options.drainTimeoutMs))) {
          entry.close(SLOW_CONSUMER_CODE);
          break;
        }
      }
    } finally {
      entry.close("stream_ended");
    }
  };
}
