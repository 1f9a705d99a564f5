/**
 * The one place code asks "what time is it?", so tests can pin time instead of racing the wall clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

function toInstant(at: string | Date): number {
  const ms = typeof at === "string" ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`fixedClock: invalid instant ${String(at)}`);
  return ms;
}

/** A clock for tests: time only moves when told to. */
export function fixedClock(
  at: string | Date,
): Clock & { set(at: string | Date): void; advance(ms: number): void } {
  let current = toInstant(at);
  return {
    // A fresh Date each call, so a caller mutating the result cannot move the clock.
    now: () => new Date(current),
    set(next) {
      current = toInstant(next);
    },
    advance(ms) {
      if (!Number.isFinite(ms)) throw new RangeError(`fixedClock: invalid advance ${ms}`);
      current += ms;
    },
  };
}
