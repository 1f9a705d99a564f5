import { describe, expect, it } from "vitest";
import {
  ERROR_CODES,
  inputName,
  QUOTED_INPUT_MAX,
  quoteInput,
  ServiceError,
  serviceErrorFields,
} from "./errors.js";

describe("ServiceError", () => {
  it("knows every error code of spec/03 with its status", () => {
    const spec: Record<string, number> = {
      invalid_ticker: 422,
      unauthorized: 401,
      plan_required: 402,
      usage_exceeded: 402,
      account_suspended: 403,
      not_found: 404,
      unknown_ticker: 404,
      seed_not_in_universe: 404,
      no_analysis_available: 404,
      crypto_model_unavailable: 404,
      insufficient_trials: 409,
      invalid_topic: 422,
      unsupported_filter: 422,
      invalid_date_range: 422,
      invalid_date: 422,
      moments_inconsistent: 422,
      ambiguous_percent_threshold: 422,
      debt_to_equity_max_out_of_range: 422,
      rate_limited: 429,
      keyservice_unreachable: 502,
      dataset_unavailable: 503,
      upstream_unavailable: 503,
      producer_unavailable: 503,
      cache_unavailable: 503,
      archive_read_failed: 503,
      archive_read_timeout: 503,
      upstream_dead_no_archive: 503,
      ai_analyze_vendor_error: 503,
      screener_size_data_unavailable: 503,
      screener_vendor_unavailable: 503,
      data_stale: 503,
      snapshot_cold: 503,
      build_timeout: 503,
      corr_cache_warming: 503,
      upstream_dataset_empty: 503,
      daily_limit_reached: 503,
      quota_exhausted: 503,
    };
    for (const [code, status] of Object.entries(spec)) {
      expect(ERROR_CODES[code as keyof typeof ERROR_CODES]?.status, code).toBe(status);
    }
  });

  it("carries code, status, billing, headers and extra in its extensions; not billed by default", () => {
    const error = new ServiceError("rate_limited", "Too many requests.", {
      retryAfterS: 60,
      extra: { limit: 30 },
    });
    expect(error.extensions).toMatchObject({
      code: "rate_limited",
      status: 429,
      billing: "not_billed",
      headers: { "Retry-After": "60" },
      extra: { limit: 30 },
    });
  });

  it("sends Retry-After only on a 503 that retrying can fix, beside its own headers", () => {
    const warming = new ServiceError("snapshot_cold", "Warming; retry.", {
      retryAfterS: 30,
      headers: { "X-Error-Code": "snapshot_cold" },
    });
    expect(serviceErrorFields(warming).headers).toEqual({
      "X-Error-Code": "snapshot_cold",
      "Retry-After": "30",
    });
    const notHeld = new ServiceError("dataset_unavailable", "Not held.", { retryAfterS: null });
    expect(serviceErrorFields(notHeld).headers).toEqual({});
    expect(notHeld.extensions).not.toHaveProperty("headers");
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(() => new ServiceError("build_timeout", "x", { retryAfterS: bad })).toThrow(/retryAfterS/);
    }
  });

  it("lets a route give invalid_ticker the 400 the street-estimates contract names", () => {
    expect(new ServiceError("invalid_ticker", "bad", { status: 400 }).status).toBe(400);
  });
});

describe("serviceErrorFields", () => {
  it("reads back what a ServiceError carries", () => {
    const error = new ServiceError("usage_exceeded", "No credits left.", {
      billing: "refunded",
      retryAfterS: 60,
      extra: { credits_left: 0 },
      envelope: { ok: false },
    });
    expect(serviceErrorFields(error)).toEqual({
      code: "usage_exceeded",
      status: 402,
      headers: { "Retry-After": "60" },
      billing: "refunded",
      extra: { credits_left: 0 },
      envelope: { ok: false },
    });
  });

  it("reads what is absent or of another type as absent", () => {
    expect(serviceErrorFields({})).toEqual({
      code: undefined,
      status: undefined,
      headers: {},
      billing: undefined,
      extra: {},
      envelope: {},
    });
    const foreign = {
      extensions: { code: "GRAPHQL_VALIDATION_FAILED", status: "500", billing: "free", extra: [1] },
    };
    expect(serviceErrorFields(foreign)).toMatchObject({
      code: "GRAPHQL_VALIDATION_FAILED",
      status: undefined,
      billing: undefined,
      extra: {},
    });
  });
});

describe("quoteInput and inputName: a caller's input quoted, bounded", () => {
  it("quotes short input whole, as JSON", () => {
    expect(quoteInput("BRK/B!")).toBe('"BRK/B!"');
    expect(quoteInput('a"b\u0000')).toBe('"a\\"b\\u0000"');
    expect(quoteInput(5)).toBe("5");
    expect(quoteInput(true)).toBe("true");
    expect(quoteInput([1.5, "junk", {}])).toBe('[1.5,"junk",{}]');
    expect(quoteInput(undefined)).toBe("undefined");
    expect(inputName("colour")).toBe("colour");
    expect(quoteInput("Z".repeat(QUOTED_INPUT_MAX))).toBe(`"${"Z".repeat(QUOTED_INPUT_MAX)}"`);
  });

  it("quotes long input by its first characters, an ellipsis and its length", () => {
    expect(quoteInput("Z".repeat(250_000))).toBe(`"${"Z".repeat(QUOTED_INPUT_MAX)}…" (250000 characters)`);
    expect(quoteInput(Array.from({ length: 100 }, (_, i) => i))).toBe(
      `${JSON.stringify(Array.from({ length: 100 }, (_, i) => i)).slice(0, QUOTED_INPUT_MAX)}… (291 characters)`,
    );
    expect(inputName("n".repeat(1_000))).toBe(`${"n".repeat(QUOTED_INPUT_MAX)}… (1000 characters)`);
  });

  it("never cuts a character in two", () => {
    const text = `${"a".repeat(QUOTED_INPUT_MAX - 1)}😀${"b".repeat(10)}`;
    expect(quoteInput(text)).toBe(`"${"a".repeat(QUOTED_INPUT_MAX - 1)}…" (${text.length} characters)`);
  });
});
