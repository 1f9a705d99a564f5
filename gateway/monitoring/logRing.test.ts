import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ALL_LINES, LogRing, NOTABLE_CAPACITY, ROUTINE_CAPACITY } from "./logRing.js";

/** A Fastify logger (pino) writing into a ring, as gateway/host.ts sets it up. */
function loggerInto(ring: LogRing) {
  return Fastify({ logger: { level: "info", stream: ring } }).log;
}

describe("LogRing as the Fastify logger's destination", () => {
  it("keeps the service's own lines, newest first, and withholds the framework's", () => {
    const ring = new LogRing();
    const log = loggerInto(ring);
    log.info({ event: "request" }, "GET /api/logs 200 in 1.2 ms");
    log.info("Server listening at http://127.0.0.1:4000");
    log.warn({ event: "breaker", secret: "never kept" }, "intel breaker opened");
    const lines = ring.newest(10, ALL_LINES);
    expect(lines.map(({ level, event, message }) => ({ level, event, message }))).toEqual([
      { level: "warn", event: "breaker", message: "intel breaker opened" },
      { level: "info", event: "request", message: "GET /api/logs 200 in 1.2 ms" },
    ]);
    expect(new Date(lines[0]?.timestamp as string).toISOString()).toBe(lines[0]?.timestamp);
    expect(JSON.stringify(lines)).not.toContain("never kept");
    expect(ring.stats(ALL_LINES)).toEqual({
      kept: 2,
      written: 2,
      dropped: 0,
      withheld: 1,
      capacity: ROUTINE_CAPACITY + NOTABLE_CAPACITY,
    });
  });

  it("a flood of routine lines cannot push out a warning", () => {
    const ring = new LogRing();
    const log = loggerInto(ring);
    log.error({ event: "health" }, "The warehouse did not answer the health check.");
    for (let i = 0; i < ROUTINE_CAPACITY + 100; i++) log.info({ event: "request" }, `GET /a 200 #${i}`);
    const all = ring.newest(ROUTINE_CAPACITY + NOTABLE_CAPACITY, ALL_LINES);
    expect(all).toHaveLength(ROUTINE_CAPACITY + 1);
    expect(all.filter((line) => line.level === "error")).toHaveLength(1);
    // The oldest 100 routine lines fell out; the newest is first.
    expect(all[0]?.message).toBe(`GET /a 200 #${ROUTINE_CAPACITY + 99}`);
    expect(all.some((line) => line.message === "GET /a 200 #99")).toBe(false);
    expect(ring.stats(ALL_LINES)).toMatchObject({ kept: ROUTINE_CAPACITY + 1, dropped: 100 });
    expect(ring.newest(3, ALL_LINES)).toHaveLength(3);
  });

  it("keeps the account of each request line: an account reads only its own lines and their counts", () => {
    const ring = new LogRing();
    const log = loggerInto(ring);
    const own = (accountId: string) => ({ kind: "own_requests", accountId }) as const;
    log.info({ event: "request", account: "acct_a" }, "GET /a 200 in 1 ms");
    log.info({ event: "request", account: "acct_b" }, "GET /b 200 in 1 ms");
    log.info({ event: "request", account: null }, "GET /c 401 in 1 ms");
    log.warn({ event: "breaker" }, "intel breaker opened");
    log.info("Server listening at http://127.0.0.1:4000");
    log.info({ event: "request", account: "acct_a" }, "GET /a 422 in 1 ms");
    expect(ring.newest(10, own("acct_a")).map((line) => line.message)).toEqual([
      "GET /a 422 in 1 ms",
      "GET /a 200 in 1 ms",
    ]);
    expect(ring.newest(10, own("acct_b")).map((line) => line.message)).toEqual(["GET /b 200 in 1 ms"]);
    expect(ring.newest(10, own("acct_c"))).toEqual([]);
    expect(ring.newest(10, ALL_LINES)).toHaveLength(5);
    // The account decides who reads a line; it is never served.
    expect(JSON.stringify(ring.newest(10, ALL_LINES))).not.toContain("acct_");
    const capacity = ROUTINE_CAPACITY + NOTABLE_CAPACITY;
    expect(ring.stats(own("acct_a"))).toEqual({ kept: 2, written: 2, dropped: 0, withheld: 0, capacity });
    expect(ring.stats(ALL_LINES)).toEqual({ kept: 5, written: 5, dropped: 0, withheld: 1, capacity });
    // Another account's flood pushes A's routine lines out: counted as A's dropped lines.
    for (let i = 0; i < ROUTINE_CAPACITY; i++)
      log.info({ event: "request", account: "acct_b" }, `GET /b #${i}`);
    expect(ring.newest(10, own("acct_a"))).toEqual([]);
    expect(ring.stats(own("acct_a"))).toEqual({ kept: 0, written: 2, dropped: 2, withheld: 0, capacity });
  });
});
