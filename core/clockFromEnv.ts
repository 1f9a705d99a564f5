/**
 * The process clock from the environment: `CLOCK_AT=<ISO 8601 instant>` pins every subgraph's
 * clock there for the life of the process, so a user can replay a historical instant (the whole
 * service answers as it would have then: point in time, docs/DATA_HONESTY.md). Refused under
 * NODE_ENV=production: a pinned clock in production would serve a frozen past as current.
 */
import { type Clock, fixedClock, systemClock } from "./clock.js";
import { INSTANT_ACCEPTED, readInstant } from "./instant.js";

export interface ProcessClock {
  clock: Clock;
  /** The pinned instant (ISO, UTC), or null on the system clock. */
  pinnedAt: string | null;
}

export function clockFromEnv(env: NodeJS.ProcessEnv): ProcessClock {
  const at = env.CLOCK_AT?.trim();
  if (!at) return { clock: systemClock, pinnedAt: null };
  if (env.NODE_ENV === "production") {
    throw new Error("CLOCK_AT pins the clock and is refused when NODE_ENV=production; unset one of them");
  }
  // An instant without a zone would be read in the host's zone, so a zone is required: a replay
  // means the same instant on every machine (core/instant.ts, the one reader).
  const instant = readInstant(at);
  if (!instant) throw new Error(`CLOCK_AT must be ${INSTANT_ACCEPTED}; got ${at}`);
  const clock = fixedClock(instant);
  return { clock, pinnedAt: clock.now().toISOString() };
}

/** The start-up banner of a pinned clock: loud, because every answer is then about the past. */
export function pinnedClockBanner(pinnedAt: string): string {
  return [
    "*".repeat(78),
    `*  CLOCK PINNED by CLOCK_AT: every answer is served as of ${pinnedAt}`,
    "*  (time does not move; unset CLOCK_AT for the system clock)",
    "*".repeat(78),
  ].join("\n");
}
