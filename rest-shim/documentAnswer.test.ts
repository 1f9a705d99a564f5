/**
 * A persisted document's answer from a gateway result: failed parts null with their reasons, the
 * route failing only when its root did or an error belongs to no part.
 */
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ServiceError } from "../core/errors.js";
import { RestError } from "../core/restError.js";
import { documentAnswer, readDocumentResult } from "./documentAnswer.js";
import type { RouteSpec } from "./routeSpec.js";

const route = {
  name: "svc_view",
  field: "instrument",
  params: [
    {
      name: "ticker",
      arg: "ticker",
      in: "path",
      type: "string",
      graphqlType: "String!",
      list: false,
      required: true,
    },
  ],
  upstreamErrorCodes: {},
} as unknown as RouteSpec;

const notRanked = (path: (string | number)[]) =>
  new GraphQLError("SPY is an ETF; the book ranks its stocks only.", {
    path,
    extensions: new ServiceError("dataset_unavailable", "x", {
      retryAfterS: null,
      extra: { ticker: "SPY", dataset: "signals_book", reason: "etf_not_ranked" },
    }).extensions,
  });

/** What `run` threw. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("readDocumentResult", () => {
  it("keeps the root and lists each failed part at the null it left", () => {
    const result = {
      data: { instrument: { ticker: "SPY", signal: null, risk: { beta: null, window: "x" } } },
      errors: [notRanked(["instrument", "signal"]), notRanked(["instrument", "risk", "beta"])],
    };
    const { root, failures } = readDocumentResult(route, result);
    expect(failures.map((failure) => [failure.path, failure.errorCode, failure.status])).toEqual([
      [["signal"], "dataset_unavailable", 503],
      [["risk", "beta"], "dataset_unavailable", 503],
    ]);
    expect(documentAnswer(root as Record<string, unknown>, failures)).toEqual({
      ticker: "SPY",
      signal: null,
      risk: { beta: null, window: "x" },
      null_reasons: { signal: "dataset_unavailable", "risk.beta": "dataset_unavailable" },
      part_errors: [
        {
          ticker: "SPY",
          dataset: "signals_book",
          reason: "etf_not_ranked",
          part: "signal",
          error_code: "dataset_unavailable",
          error_message: "SPY is an ETF; the book ranks its stocks only.",
          status: 503,
        },
        expect.objectContaining({ part: "risk.beta" }),
      ],
    });
  });

  it("places an error below a part at the part it nulled (a non-null field's failure nulls its parent)", () => {
    const result = {
      data: { instrument: { ticker: "AAPL", price: null } },
      errors: [notRanked(["instrument", "price", "value"])],
    };
    expect(readDocumentResult(route, result).failures[0]?.path).toEqual(["price"]);
  });

  it("answers nothing but the root's error when the root failed (an unknown ticker is the route's 404)", () => {
    const unknown = new GraphQLError("Symbol ZZZZ is unknown.", {
      path: ["instrument"],
      extensions: new ServiceError("unknown_ticker", "x", { extra: { ticker: "ZZZZ" } }).extensions,
    });
    const error = thrown(() => readDocumentResult(route, { data: null, errors: [unknown] }));
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 404, errorCode: "unknown_ticker" });
  });

  it("fails the route for an error that belongs to no part", () => {
    const global = new GraphQLError("The gateway failed.", { extensions: { code: "internal_error" } });
    const error = thrown(() =>
      readDocumentResult(route, { data: { instrument: { ticker: "AAPL" } }, errors: [global] }),
    );
    expect(error).toMatchObject({ status: 500, message: "The gateway failed." });
  });
});

describe("a failed entity fetch, reported at the entity", () => {
  it("explains each null field of the entity no other error explains", () => {
    const down = new GraphQLError("The intel service is unavailable; retry in a few seconds.", {
      path: ["instrument"],
      extensions: { code: "upstream_unavailable", status: 503, extra: { upstream: "intel" } },
    });
    const result = {
      data: { instrument: { ticker: "AAPL", price: 1, news: null, filings: null, signal: null } },
      errors: [down, notRanked(["instrument", "signal"])],
    };
    const { failures } = readDocumentResult(route, result);
    expect(failures.map((failure) => [failure.path.join("."), failure.errorCode])).toEqual([
      ["signal", "dataset_unavailable"],
      ["news", "upstream_unavailable"],
      ["filings", "upstream_unavailable"],
    ]);
    expect(failures[1]?.extra).toEqual({ upstream: "intel" });
  });

  it("fails the route when the entity's failure left nothing null", () => {
    const down = new GraphQLError("The intel service is unavailable.", {
      path: ["instrument"],
      extensions: { code: "upstream_unavailable", status: 503 },
    });
    const error = thrown(() =>
      readDocumentResult(route, { data: { instrument: { ticker: "A" } }, errors: [down] }),
    );
    expect(error).toMatchObject({ status: 503, errorCode: "upstream_unavailable" });
  });
});
