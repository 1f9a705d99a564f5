import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { LogRing, NOTABLE_CAPACITY, ROUTINE_CAPACITY } from "./logRing.js";

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
    const lines = ring.newest(10);
    expect(lines.map(({ level, event, message }) => ({ level, event, message }))).toEqual([
      { level: "warn", event: "breaker", message: "intel breaker opened" },
      { level: "info", event: "request", message: "GET /api/logs 200 in 1.2 ms" },
    ]);
    expect(new Date(lines[0]?.timestamp as string).toISOString()).toBe(lines[0]?.timestamp);
    expect(JSON.stringify(lines)).not.toContain("never kept");
    expect(ring.stats()).toEqual({
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
    const all = ring.newest(ROUTINE_CAPACITY + NOTABLE_CAPACITY);
    expect(all).toHaveLength(ROUTINE_CAPACITY + 1);
    expect(all.filter((line) => line.level === "error")).toHaveLength(1);
    // The oldest 100 routine lines fell out; the newest is first.
    expect(all[0]?.message).toBe(`GET /a 200 #${ROUTINE_CAPACITY + 99}`);
    expect(all.some((line) => line.message === "GET /a 200 #99")).toBe(false);
    expect(ring.stats()).toMatchObject({ kept: ROUTINE_CAPACITY + 1, dropped: 100 });
    expect(ring.newest(3)).toHaveLength(3);
  });
});
