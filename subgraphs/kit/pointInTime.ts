/**
 * A request's clock: the point in time its caller asked (docs/DATA_HONESTY.md "Per request"), or
 * the process clock (`CLOCK_AT`, else the system clock). In process the gateway hands the instant
 * to the context it builds (gateway/transports.ts); a subgraph in its own process reads it from
 * POINT_IN_TIME_HEADER, which the gateway sets on every fetch from the instant it checked, and
 * clears when none was asked, so a client's own header of that name never reaches a subgraph
 * through it (gateway/pointInTimeHeader.ts). Whoever else sends the header is read through the
 * same rules as a caller (core/pointInTime.ts): an instant the subgraph's own clock has not
 * reached is refused, so the header opens nothing a caller cannot ask for with `as_of`.
 */
import { type Clock, fixedClock } from "../../core/clock.js";
import { pointInTimeOf } from "../../core/pointInTime.js";

export const POINT_IN_TIME_HEADER = "x-point-in-time";

/** The clock of a request asking `pointInTime` (null: nothing asked) of a process on `processClock`. */
export function requestClock(processClock: Clock, pointInTime: Date | null): Clock {
  return pointInTime ? fixedClock(pointInTime) : processClock;
}

/** The instant a subgraph fetch carries (ISO 8601), checked against the subgraph's own clock. */
export function pointInTimeFromHeader(
  value: string | string[] | undefined,
  processClock: Clock,
): Date | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  return pointInTimeOf([{ source: POINT_IN_TIME_HEADER, text }], processClock.now());
}
