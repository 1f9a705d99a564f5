/**
 * A request's point in time from what it asked (docs/DATA_HONESTY.md "Per request"): REST's
 * `as_of`, GraphQL's `extensions.asOf`, the `Accept-Datetime` header (RFC 7089), or the gateway's
 * internal header to a subgraph. Each is read by core/instant.ts. Refused with 422 `invalid_date`,
 * saying what is accepted: a value that cannot be read, an instant after the process clock (the
 * service answers the past and the present, not the future), and two ways of asking that name
 * different instants (no silent winner). An instant before the data's start is allowed: the
 * answers then say what is not held.
 */
import { quoteInput, ServiceError } from "./errors.js";
import { HTTP_DATE_ACCEPTED, INSTANT_ACCEPTED, readHttpDate, readInstant } from "./instant.js";

/** Where an instant was asked; its name is the parameter a refusal names. */
export type InstantSource = "as_of" | "extensions.asOf" | "Accept-Datetime" | "x-point-in-time";

export interface AskedInstant {
  source: InstantSource;
  text: string;
}

function acceptedFor(source: InstantSource): string {
  return source === "Accept-Datetime" ? HTTP_DATE_ACCEPTED : INSTANT_ACCEPTED;
}

function refused(source: InstantSource, message: string): ServiceError {
  const accepted = acceptedFor(source);
  return new ServiceError("invalid_date", `${source}: ${message}; accepted: ${accepted}.`, {
    extra: { parameter: source, accepted },
  });
}

/** The refusal of a value that cannot be read as an instant (the REST shim's too). */
export function unreadableInstant(source: InstantSource, text: string): ServiceError {
  return refused(source, `${quoteInput(text)} cannot be read`);
}

function read(asked: AskedInstant, now: Date): Date {
  const instant = asked.source === "Accept-Datetime" ? readHttpDate(asked.text) : readInstant(asked.text);
  if (!instant) throw unreadableInstant(asked.source, asked.text);
  if (instant.getTime() > now.getTime()) {
    throw refused(
      asked.source,
      `${instant.toISOString()} is after the service's clock (${now.toISOString()}): no answer is held ` +
        "for the future",
    );
  }
  return instant;
}

/** The one instant asked, or null when none was; `now` is the process clock's reading. */
export function pointInTimeOf(asked: readonly AskedInstant[], now: Date): Date | null {
  const instants = asked.map((each) => ({ source: each.source, at: read(each, now) }));
  const [first, ...others] = instants;
  if (!first) return null;
  const other = others.find((each) => each.at.getTime() !== first.at.getTime());
  if (other) {
    throw refused(
      other.source,
      `names ${other.at.toISOString()}, but ${first.source} names ${first.at.toISOString()}: ask one instant, ` +
        "one way",
    );
  }
  return first.at;
}
