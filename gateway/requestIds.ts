/**
 * Every request the host answers has an id (subgraphs/kit/requestId.ts): the caller's X-Request-Id
 * when it is usable, else a new UUID. Fastify makes it the request's `id` (and binds it to the
 * request's logger as `reqId`); it is echoed on every answer, and the request's work runs inside
 * its scope, so whatever logs meanwhile through the process logger names it (kit/log.ts).
 */
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { withRequestId } from "../subgraphs/kit/log.js";
import { REQUEST_ID_HEADER, requestIdFrom } from "../subgraphs/kit/requestId.js";

/** Fastify's own reading of the header is verbatim; ours checks it first. */
export const requestIdOptions: Pick<FastifyServerOptions, "genReqId" | "requestIdHeader"> = {
  requestIdHeader: false,
  genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
};

export function echoRequestIds(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    // On the raw response, so that answers written past Fastify (an SSE stream's head, which the
    // shim writes itself once it hijacks the reply) carry it too; Fastify's own answers merge it.
    reply.raw.setHeader("X-Request-Id", request.id);
    withRequestId(request.id, done);
  });
}
