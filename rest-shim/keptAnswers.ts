/**
 * A kept answer's REST body, made once (gateway/answerCache.ts keeps the data; this keeps its
 * bytes): a route answering the same kept data object again sends the same envelope with only its
 * `timestamp` new, and the same ETag, without renaming, serialising or hashing hundreds of
 * kilobytes per request. The bytes are those `reply.send({ ok, timestamp, ...data })` writes
 * (JSON.stringify, keys in the same order), and the ETag the one conditionalGets.ts would compute
 * from them, so the contract (envelope, ETag, 304) is the same whichever way an answer was made.
 */
import { answerDigest, ENVELOPE_HEAD } from "../gateway/conditionalGets.js";

export interface KeptBody {
  /** The envelope after its timestamp: `",` and the data's fields, or `"}` for no field. */
  tail: string;
  /** The weak ETag of the answer (its digest leaves the timestamp out). */
  etag: string;
}

/** Per kept data object, per route (two routes may shape one answer differently). */
const bodies = new WeakMap<object, Map<string, KeptBody>>();

/** The body of `route` for the kept `data`, shaped by `shape` the first time only. */
export function keptBody(data: object, route: string, shape: () => Record<string, unknown>): KeptBody {
  let byRoute = bodies.get(data);
  if (!byRoute) {
    byRoute = new Map();
    bodies.set(data, byRoute);
  }
  let body = byRoute.get(route);
  if (!body) {
    const fields = JSON.stringify(shape());
    const tail = fields === "{}" ? '"}' : `",${fields.slice(1)}`;
    body = { tail, etag: `W/"${answerDigest(`${ENVELOPE_HEAD}${tail}`)}"` };
    byRoute.set(route, body);
  }
  return body;
}

/** The envelope of a kept body at `timestamp`. */
export function keptEnvelope(body: KeptBody, timestamp: string): string {
  return `${ENVELOPE_HEAD}${timestamp}${body.tail}`;
}
