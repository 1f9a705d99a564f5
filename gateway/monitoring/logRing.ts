/**
 * The host's recent log lines (spec/02 `logs`: "Recent service log lines"), kept in memory: the
 * destination the Fastify (pino) logger writes to (gateway/host.ts). Bounded twice over, so a
 * burst of routine lines (one per request) cannot push out the warnings an operator looks for:
 * the newest ROUTINE_CAPACITY lines below warn, and the newest NOTABLE_CAPACITY at warn and above.
 *
 * Only the service's own structured lines are kept: those that carry an `event` field, written by
 * our code with messages we compose (a route template, a status, a subgraph's name; never a URL,
 * a key, an account, a driver's message or a stack). The framework's own lines (the listening
 * address, say) are counted as withheld and not kept: they can name hosts and ports.
 *
 * A request's line carries the account its verified key acted for (`account`, requestHook.ts): an
 * account reads only its own requests' lines and counts (LogScope), an operator every line. The
 * account decides who reads a line; it is never served.
 */
import { Ring } from "./ring.js";

export const ROUTINE_CAPACITY = 500;
export const NOTABLE_CAPACITY = 500;

/** pino's numeric levels. */
const LEVEL_NAMES: Record<number, LogLevel> = {
  10: "trace",
  20: "debug",
  30: "info",
  40: "warn",
  50: "error",
  60: "fatal",
};
export type LogLevel = "trace" | "debug" | "info" | "warn" | "error" | "fatal";
const WARN = 40;

/** Whose lines a reader sees: every line, or an account's own requests'. */
export type LogScope = { kind: "all" } | { kind: "own_requests"; accountId: string };
export const ALL_LINES: LogScope = { kind: "all" };

export interface LogLine {
  /** When the line was written (wall clock, ISO 8601). */
  timestamp: string;
  level: LogLevel;
  /** What kind of line: request, breaker, alert, health, healing, service. */
  event: string;
  message: string;
}

interface StoredLine {
  /** Order of writing: lines of one millisecond keep theirs. */
  seq: number;
  time: number;
  level: number;
  event: string;
  msg: string;
}

interface HeldLine {
  seq: number;
  /** The account of a request's line; null for the service's own lines and unverified requests. */
  account: string | null;
  raw: string;
}

export class LogRing {
  readonly #routine = new Ring<HeldLine>(ROUTINE_CAPACITY);
  readonly #notable = new Ring<HeldLine>(NOTABLE_CAPACITY);
  #withheld = 0;
  #written = 0;
  /** Lines written per account (one entry per account that made a request here). */
  readonly #writtenBy = new Map<string, number>();

  /** pino's destination: one JSON line per call. */
  write(line: string): void {
    // Cheap tests on the raw line; parsing waits until someone reads the logs.
    if (!line.includes('"event":')) {
      this.#withheld += 1;
      return;
    }
    this.#written += 1;
    const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 30);
    const account = /"account":"([^"]+)"/.exec(line)?.[1] ?? null;
    if (account !== null) this.#writtenBy.set(account, (this.#writtenBy.get(account) ?? 0) + 1);
    (level >= WARN ? this.#notable : this.#routine).push({ seq: this.#written, account, raw: line });
  }

  #held(scope: LogScope): HeldLine[] {
    const held = [...this.#routine.newest(), ...this.#notable.newest()];
    return scope.kind === "all" ? held : held.filter((line) => line.account === scope.accountId);
  }

  /**
   * Lines kept, written, pushed out by newer ones, and framework lines withheld: of all lines, or
   * of an account's own (whose lines are never framework lines).
   */
  stats(scope: LogScope) {
    const capacity = ROUTINE_CAPACITY + NOTABLE_CAPACITY;
    if (scope.kind === "all") {
      return {
        kept: this.#routine.size + this.#notable.size,
        written: this.#written,
        dropped: this.#routine.dropped + this.#notable.dropped,
        withheld: this.#withheld,
        capacity,
      };
    }
    const kept = this.#held(scope).length;
    const written = this.#writtenBy.get(scope.accountId) ?? 0;
    return { kept, written, dropped: written - kept, withheld: 0, capacity };
  }

  /** The newest `limit` lines the scope sees, newest first. */
  newest(limit: number, scope: LogScope): LogLine[] {
    const parsed = this.#held(scope)
      .map(({ seq, raw }) => parse(seq, raw))
      .filter((line): line is StoredLine => line !== null);
    parsed.sort((a, b) => b.seq - a.seq);
    return parsed.slice(0, limit).map((line) => ({
      timestamp: new Date(line.time).toISOString(),
      level: LEVEL_NAMES[line.level] ?? "info",
      event: line.event,
      message: line.msg,
    }));
  }
}

function parse(seq: number, raw: string): StoredLine | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredLine>;
    if (typeof value.event !== "string" || typeof value.time !== "number") return null;
    return {
      seq,
      time: value.time,
      level: typeof value.level === "number" ? value.level : 30,
      event: value.event,
      msg: typeof value.msg === "string" ? value.msg : "",
    };
  } catch {
    return null;
  }
}
