import { describe, expect, it } from "vitest";
import {
  checkConnectionLimits,
  connectionLimitsFromEnv,
  DEFAULT_CONNECTION_LIMITS,
  httpServerOptions,
} from "./connectionLimits.js";

describe("connectionLimitsFromEnv", () => {
  it("takes the defaults, each replaced by its variable", () => {
    expect(connectionLimitsFromEnv({})).toEqual({
      wsMaxPayloadBytes: 1_048_576,
      wsConnectionInitTimeoutMs: 3_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
    expect(
      connectionLimitsFromEnv({
        WS_MAX_PAYLOAD_BYTES: "65536",
        WS_CONNECTION_INIT_TIMEOUT_MS: "500",
        HTTP_HEADERS_TIMEOUT_MS: "2000",
        HTTP_REQUEST_TIMEOUT_MS: "5000",
      }),
    ).toEqual({
      wsMaxPayloadBytes: 65_536,
      wsConnectionInitTimeoutMs: 500,
      headersTimeoutMs: 2_000,
      requestTimeoutMs: 5_000,
    });
  });

  it("stops the start on a value that is not a positive integer, naming the variable", () => {
    expect(() => connectionLimitsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: "30s" })).toThrow(
      'HTTP_REQUEST_TIMEOUT_MS must be a positive integer, got "30s"',
    );
    expect(() => connectionLimitsFromEnv({ WS_MAX_PAYLOAD_BYTES: "0" })).toThrow(
      'WS_MAX_PAYLOAD_BYTES must be a positive integer, got "0"',
    );
    expect(() => connectionLimitsFromEnv({ WS_CONNECTION_INIT_TIMEOUT_MS: "1.5" })).toThrow(
      'WS_CONNECTION_INIT_TIMEOUT_MS must be a positive integer, got "1.5"',
    );
  });

  it("refuses a head timeout longer than the whole request's", () => {
    expect(() => connectionLimitsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: "40000" })).toThrow(
      "HTTP_HEADERS_TIMEOUT_MS (40000) must not exceed HTTP_REQUEST_TIMEOUT_MS (30000): the head is part of the request",
    );
    expect(() => checkConnectionLimits({ ...DEFAULT_CONNECTION_LIMITS, requestTimeoutMs: -1 })).toThrow(
      "HTTP_REQUEST_TIMEOUT_MS must be a positive integer, got -1",
    );
  });
});

describe("httpServerOptions", () => {
  it("checks for late requests at least every second, and never less often than the head timeout", () => {
    expect(httpServerOptions(DEFAULT_CONNECTION_LIMITS)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 1_000,
    });
    expect(
      httpServerOptions({ ...DEFAULT_CONNECTION_LIMITS, headersTimeoutMs: 400, requestTimeoutMs: 800 })
        .connectionsCheckingInterval,
    ).toBe(400);
  });
});
