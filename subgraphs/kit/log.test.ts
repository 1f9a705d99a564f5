import { describe, expect, it } from "vitest";
import { createLogger, LOG_LEVELS, logLevelFromEnv, withoutKey, withRequestId } from "./log.js";

/** A destination that keeps every line written to it. */
function captured() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe("LOG_LEVEL", () => {
  it("is info by default and takes the levels the Hive runtime also accepts", () => {
    expect(logLevelFromEnv({})).toBe("info");
    for (const level of LOG_LEVELS) expect(logLevelFromEnv({ LOG_LEVEL: level })).toBe(level);
  });

  it("refuses anything else, naming what is accepted", () => {
    for (const value of ["silent", "fatal", "false", "INFO", "verbose"]) {
      expect(() => logLevelFromEnv({ LOG_LEVEL: value })).toThrow(
        `LOG_LEVEL must be one of error, warn, info, debug, trace; got "${value}"`,
      );
    }
  });
});

describe("a logger of the service", () => {
  it("never writes a key: key headers are redacted and api_key is cut from a logged URL", () => {
    const ring = captured();
    const log = createLogger({ level: "error", also: { stream: ring.stream, level: "info" } });
    const secret = "qf_live_0123456789abcdef_SECRET";
    log.info({ req: { method: "GET", url: `/api/x?ticker=AAPL&api_key=${secret}&b=1`, headers: {} } }, "a");
    log.info({ headers: { authorization: `Bearer ${secret}`, "x-api-key": secret, cookie: secret } }, "b");
    expect(ring.lines).toHaveLength(2);
    expect(ring.lines.join("")).not.toContain("SECRET");
    expect(JSON.parse(ring.lines[0] as string).req).toEqual({
      method: "GET",
      url: "/api/x?ticker=AAPL&api_key=[Redacted]&b=1",
    });
    expect(JSON.parse(ring.lines[1] as string).headers).toEqual({
      authorization: "[Redacted]",
      "x-api-key": "[Redacted]",
      cookie: "[Redacted]",
    });
  });

  it("gives its second destination the lines at its own level, whatever LOG_LEVEL says", () => {
    const ring = captured();
    const log = createLogger({ level: "error", also: { stream: ring.stream, level: "warn" } });
    log.debug("not kept");
    log.info("not kept either");
    log.warn("kept");
    expect(ring.lines.map((line) => JSON.parse(line).msg)).toEqual(["kept"]);
  });

  it("stamps a request-scoped line with the id of the request it was written for", async () => {
    const ring = captured();
    const log = createLogger({
      level: "error",
      also: { stream: ring.stream, level: "info" },
      requestScoped: true,
    });
    await withRequestId("req-1", async () => {
      await Promise.resolve();
      log.warn("inside");
    });
    log.warn("outside");
    const [inside, outside] = ring.lines.map((line) => JSON.parse(line));
    expect(inside).toMatchObject({ reqId: "req-1", msg: "inside" });
    expect(outside.reqId).toBeUndefined();
  });
});

describe("withoutKey", () => {
  it("cuts every api_key parameter's value, whatever its case, and leaves the rest", () => {
    expect(withoutKey("/a?API_KEY=k1&x=2&api_key=k2#f")).toBe(
      "/a?API_KEY=[Redacted]&x=2&api_key=[Redacted]#f",
    );
    expect(withoutKey("/a?my_api_key=1")).toBe("/a?my_api_key=1");
  });
});
