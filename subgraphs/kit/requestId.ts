/**
 * A request's id (X-Request-Id): the caller's own when it is usable, so that a client, a proxy and
 * our log lines name a request the same way; otherwise one made here. The gateway's host reads it
 * when a request arrives, echoes it on every answer and logs it; the gateway passes it to remote
 * subgraphs on their fetches, whose servers read it the same way, so their lines carry it too.
 *
 * Usable: 1 to 128 visible ASCII characters (0x21–0x7E: letters, digits and punctuation; a UUID
 * or a trace id fits). Anything else — empty, longer, a blank, a control character, a letter
 * outside ASCII, or the header sent twice (Node joins the values with ", ") — is replaced by a
 * fresh UUID rather than refused: an id is for finding a request, never a reason to refuse one.
 */
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

const USABLE = /^[\x21-\x7e]{1,128}$/;

export function isUsableRequestId(value: unknown): value is string {
  return typeof value === "string" && USABLE.test(value);
}

/** The request's id from its X-Request-Id header value, or a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return isUsableRequestId(header) ? header : randomUUID();
}
