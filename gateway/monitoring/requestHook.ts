/**
 * The host's one hook for monitoring: when a response ends, its route template, status and
 * duration go to the request metrics and one line goes to the log. Only the template is kept
 * (`/api/v3/tape/bars/{ticker}`), never the URL: no ticker, key or query string is recorded. The
 * line carries the account the request's verified key acted for (requestAccounts.ts), which decides
 * who may read it (GET /api/logs) and is never served.
 * A route marks itself as an event stream through its config (`stream: true`, as the REST shim's SSE routes do):
 * its response ends when the stream does, so it is counted as a stream, not timed as an answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Monitor } from "./monitor.js";

export const UNMATCHED_ROUTE = "(unmatched)";

/** Fastify's `/api/tape/:ticker` written as the catalogue writes it: `/api/tape/{ticker}`. */
export function routeTemplate(url: string | undefined): string {
  return url ? url.replace(/:(\w+)/g, "{$1}") : UNMATCHED_ROUTE;
}

function requestLine(request: FastifyRequest, reply: FastifyReply, route: string, stream: boolean) {
  const ms = Math.round(reply.elapsedTime * 10) / 10;
  const status = reply.statusCode;
  if (stream)
    return {
      level: "info" as const,
      message: `${request.method} ${route} stream ended after ${Math.round(ms / 100) / 10} s`,
    };
  const code = reply.getHeader("x-error-code");
  const message = `${request.method} ${route} ${status} in ${ms} ms${typeof code === "string" ? ` (${code})` : ""}`;
  // A 503 is a documented answer (not configured, stale, warming, a subgraph down); other 5xx are faults.
  const level =
    status >= 500 && status !== 503
      ? ("error" as const)
      : status === 503
        ? ("warn" as const)
        : ("info" as const);
  return { level, message };
}

export function observeRequests(app: FastifyInstance, monitor: Monitor): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = routeTemplate(request.routeOptions.url);
    const config = request.routeOptions.config as { stream?: boolean } | undefined;
    const stream = config?.stream === true && reply.statusCode === 200;
    monitor.metrics.record({
      method: request.method,
      route,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
      stream,
    });
    const { level, message } = requestLine(request, reply, route, stream);
    request.log[level]({ event: "request", account: monitor.requestAccounts.accountOf(request) }, message);
  });
}
