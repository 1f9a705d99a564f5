/**
 * The HTTP side of a point in time per request (gateway/pointInTime.ts), for every route whose
 * answer depends on it (the REST shim's GET routes and /graphql, each declaring
 * `config: { pointInTime: true }`):
 * - `Vary: Accept-Datetime` on each of their answers, added to whatever Vary the answer has
 *   (CORS's Origin, compression's Accept-Encoding), so a shared cache keeps an answer as of an
 *   instant apart from the answer for now;
 * - an answer served at an instant (it carries Memento-Datetime) gets an ETag of its own: the
 *   answer's digest (gateway/conditionalGets.ts) and the instant, so its validator never matches
 *   the answer for now, or for another instant, even when their data are the same.
 * Registered before the ETag plugin, which keeps an ETag already set.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerDigest } from "./conditionalGets.js";
import { MEMENTO_DATETIME } from "./pointInTime.js";

export const POINT_IN_TIME_ROUTE = { pointInTime: true } as const;

function dependsOnPointInTime(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { pointInTime?: boolean } | undefined;
  return config?.pointInTime === true;
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader("vary");
  const names = String(current ?? "")
    .split(",")
    .map((each) => each.trim())
    .filter((each) => each !== "");
  if (names.some((each) => each === "*" || each.toLowerCase() === name.toLowerCase())) return;
  reply.header("vary", [...names, name].join(", "));
}

export function registerPointInTimeHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!dependsOnPointInTime(request)) return payload;
    addVary(reply, "Accept-Datetime");
    const memento = reply.getHeader(MEMENTO_DATETIME);
    if (typeof memento === "string" && (typeof payload === "string" || Buffer.isBuffer(payload))) {
      reply.header("etag", `W/"${answerDigest(payload)}@${Date.parse(memento) / 1000}"`);
    }
    return payload;
  });
}
