/**
 * The host's one hook for what each response leaves behind, when it ends: one log line, and with
 * monitoring its measures (the in-memory request metrics of GET /api/v3/monitoring/metrics and the
 * Prometheus series of GET /metrics).
 *
 * The line (pino, on stdout and in the replica's ring) carries the request's id (`reqId`, bound by
 * Fastify), its route template (`/api/v3/tape/bars/{ticker}`, never the URL: no ticker, key or
 * query string is recorded), the GraphQL operation it ran when there was one, its status,
 * duration, credits charged and error code, and the account its verified key acted for
 * (requestContexts.ts), which decides who may read it in GET /api/logs and is never served there.
 * A route marks itself as an event stream through its config (`stream: true`, as the REST shim's
 * SSE routes do): its response ends when the stream does, so it is counted as a stream, not timed
 * as an answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorCodeOf } from "../answerCodes.js";
import type { Monitor } from "./monitor.js";

export const UNMATCHED_ROUTE = "(unmatched)";

/** Fastify's `/api/tape/:ticker` written as the catalogue writes it: `/api/tape/{ticker}`. */
export function routeTemplate(url: string | undefined): string {
  return url ? url.replace(/:(\w+)/g, "{$1}") : UNMATCHED_ROUTE;
}

function levelOf(status: number): "info" | "warn" | "error" {
  // A 503 is a documented answer (not configured, stale, warming, a subgraph down); other 5xx are faults.
  if (status === 503) return "warn";
  return status >= 500 ? "error" : "info";
}

function creditsCharged(reply: FastifyReply): number | null {
  const value = reply.getHeader("x-credits-charged");
  return typeof value === "string" || typeof value === "number" ? Number(value) : null;
}

function requestLine(request: FastifyRequest, reply: FastifyReply, route: string, stream: boolean) {
  const ms = Math.round(reply.elapsedTime * 10) / 10;
  const status = reply.statusCode;
  if (stream)
    return {
      level: "info" as const,
      message: `${request.method} ${route} stream ended after ${Math.round(ms / 100) / 10} s`,
    };
  const code = errorCodeOf(request);
  const said = status >= 500 && code ? ` (${code})` : "";
  return { level: levelOf(status), message: `${request.method} ${route} ${status} in ${ms} ms${said}` };
}

export function observeRequests(app: FastifyInstance, monitor: Monitor | null): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = routeTemplate(request.routeOptions.url);
    const config = request.routeOptions.config as { stream?: boolean } | undefined;
    const stream = config?.stream === true && reply.statusCode === 200;
    const status = reply.statusCode;
    const errorCode = status >= 400 ? errorCodeOf(request) : null;
    const operation = monitor?.requestContexts.operationOf(request) ?? null;
    if (monitor) {
      monitor.metrics.record({
        method: request.method,
        route,
        status,
        durationMs: reply.elapsedTime,
        stream,
      });
      monitor.prometheus.observeAnswer({
        method: request.method,
        route,
        status,
        seconds: reply.elapsedTime / 1000,
        stream,
        errorCode,
      });
    }
    const { level, message } = requestLine(request, reply, route, stream);
    request.log[level](
      {
        event: "request",
        account: monitor?.requestContexts.accountOf(request) ?? null,
        method: request.method,
        route,
        ...(operation ? { operation } : {}),
        status,
        duration_ms: Math.round(reply.elapsedTime * 10) / 10,
        credits_charged: creditsCharged(reply),
        ...(errorCode ? { error_code: errorCode } : {}),
      },
      message,
    );
  });
}
