/**
 * ETag and 304 Not Modified for answers to GET (@fastify/etag): a client that holds an answer
 * sends its ETag back in If-None-Match and, when the answer would be the same, gets 304 without
 * the body.
 *
 * - The ETag is weak (`W/"…"`) and hashes the answer without its envelope's `timestamp` (when the
 *   answer was made, spec/02's `{ok, timestamp, ...data}`): two answers with the same data are the
 *   same answer, so a 304 can happen at all. No data key is ever named `timestamp` or `ok` (the
 *   route table refuses one), so the second key of an envelope is always its own timestamp.
 * - Only a 200 to GET or HEAD carries an ETag and can become a 304: an error, a POST and an event
 *   stream (hijacked, never seen here) answer as they are.
 * - A 304 is the answer it stands for: the operation ran, so it is billed like the 200 it replaces
 *   (spec/03 bills per call; its X-Credits-Charged says so), and rate-limited like it. What saves
 *   calls is Cache-Control (the shim's: a route's TTL lets the client reuse its answer unasked).
 */
import { createHash } from "node:crypto";
import fastifyEtag from "@fastify/etag";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const ENVELOPE_HEAD = '{"ok":true,"timestamp":"';

/** The digest of an answer, leaving out the envelope's timestamp. */
export function answerDigest(payload: string | Buffer): string {
  const hash = createHash("sha1");
  const text = typeof payload === "string" ? payload : null;
  const stampEnd = text?.startsWith(ENVELOPE_HEAD) ? text.indexOf('"', ENVELOPE_HEAD.length) : -1;
  if (text !== null && stampEnd > 0) hash.update(ENVELOPE_HEAD).update(text.slice(stampEnd));
  else hash.update(payload);
  return hash.digest("base64url");
}

function revalidated(request: FastifyRequest, reply: FastifyReply): boolean {
  return (request.method === "GET" || request.method === "HEAD") && reply.statusCode === 200;
}

export async function registerConditionalGets(app: FastifyInstance): Promise<void> {
  // Before the plugin's hook: nothing but a 200 to GET is compared with If-None-Match.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!revalidated(request, reply)) delete request.headers["if-none-match"];
    return payload;
  });
  await app.register(fastifyEtag, { weak: true, hashFn: answerDigest });
  // After it: nor does anything else carry an ETag a client could send back.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!revalidated(request, reply) && reply.statusCode !== 304) reply.removeHeader("etag");
    return payload;
  });
}
